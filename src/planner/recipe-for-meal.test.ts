import { describe, expect, it } from "vitest";
import type { PlannedMeal } from "../core/plan.schema";
import { generateWeeklyPlan, recipeForMeal } from "./index";

const aiMeal = (name: string, calories = 500): PlannedMeal => ({
  name,
  description: "Plato de un plan generado por IA",
  calories,
  protein: 20,
  carbs: 50,
  fat: 15,
  sugar: 5,
  fiber: 6,
  salt: 1,
});

describe("recipeForMeal", () => {
  it("scales the ingredient grams to the planned portion", () => {
    const meal: PlannedMeal = {
      ...aiMeal("Lentejas estofadas con verduras"),
      id: "lentejas-estofadas@150-d0m1",
      recipe_id: "lentejas-estofadas",
    };
    const r = recipeForMeal(meal)!;
    expect(r.portion).toBe("1 ½ raciones (unos 730 g)");
    expect(r.ingredients[0]).toBe("375 g de lentejas cocidas");
    expect(r.ingredients).toContain("2 dientes de ajo");
    expect(r.ingredients).toContain("1 ½ cucharadas de aceite de oliva virgen extra");
    expect(r.instructions.length).toBeGreaterThanOrEqual(3);
    expect(r.time).toBe(40);
    expect(r.difficulty).toBe("fácil");
  });

  it("writes kitchen units a cook reads, never grams of egg or salt", () => {
    const meal: PlannedMeal = {
      ...aiMeal("x"),
      id: "tortilla-de-patatas@100-d1m1",
      recipe_id: "tortilla-de-patatas",
    };
    const r = recipeForMeal(meal)!;
    expect(r.portion).toBe("1 ración (unos 460 g)");
    expect(r.ingredients[0]).toBe("2 huevos");
    expect(r.ingredients).toContain("una pizca de sal");
    const scaled = recipeForMeal({ ...meal, id: "tortilla-de-patatas@125-d1m1" })!;
    expect(scaled.ingredients[0]).toBe("3 huevos");
  });

  it("writes no ingredient of any library recipe as grams of egg, garlic, salt or oil", async () => {
    const plan = await generateWeeklyPlan(
      {
        daily_calorie_goal: 2000,
        meals_per_day: 4,
        dietary_restrictions: [],
        health_restrictions: [],
        fitness_goal: null,
      },
      "units",
    );
    for (const m of plan.flatMap((d) => d.meals)) {
      for (const line of recipeForMeal(m)!.ingredients) {
        expect(line).not.toMatch(/\d g de (huevo|ajo|sal|aceite)\b/);
        expect(line).not.toMatch(/\d,\d g/);
      }
    }
  });

  it("returns a recipe for every meal of a generated plan", async () => {
    const plan = await generateWeeklyPlan(
      {
        daily_calorie_goal: 2300,
        meals_per_day: 5,
        dietary_restrictions: [],
        health_restrictions: [],
        fitness_goal: null,
      },
      "recipes",
    );
    for (const m of plan.flatMap((d) => d.meals)) expect(recipeForMeal(m)).not.toBeNull();
  });

  it("finds the closest library recipe by name for AI meals", () => {
    expect(recipeForMeal(aiMeal("Paella valenciana tradicional"))!.ingredients.join(" ")).toContain("arroz");
    expect(recipeForMeal(aiMeal("Tacos de pollo con piña"))!.ingredients.join(" ")).toContain(
      "tortillas de maíz",
    );
    expect(recipeForMeal(aiMeal("Gazpacho"))).not.toBeNull();
  });

  it("returns null when nothing in the library resembles the meal", () => {
    expect(recipeForMeal(aiMeal("Sushi de anguila"))).toBeNull();
  });
});
