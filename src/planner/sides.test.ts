import { describe, expect, it } from "vitest";
import { FOOD_BY_ID } from "../nutrition/table";
import { SIDES, sideLabel, sidesFor, unitNutrients } from "./sides";

describe("side items", () => {
  it("takes every side's nutrients from a food that exists in the food table", () => {
    for (const spec of SIDES)
      for (const v of spec.variants) {
        expect(FOOD_BY_ID.has(v.food), v.food).toBe(true);
        const n = unitNutrients(v);
        expect(n.calories).toBeGreaterThan(0);
        expect(n.calories).toBeLessThan(400);
      }
  });

  it("uses fixed household units: a slice of bread is 40 g, a yoghurt 125 g, a glass of milk 200 g, oil 10 g", () => {
    const grams = (key: string) => SIDES.find((s) => s.key === key)?.variants[0].grams;
    expect(grams("pan")).toBe(40);
    expect(grams("yogur")).toBe(125);
    expect(grams("leche")).toBe(200);
    expect(grams("aceite")).toBe(10);
    expect(grams("frutos")).toBe(25);
  });

  it("respects the same exclusions as dishes, switching to a variant that fits", () => {
    const coeliac = sidesFor("lunch", new Set(["gluten"]), 3, 0);
    expect(coeliac.find((s) => s.spec.key === "pan")?.variant.food).toBe("pan-sin-gluten");
    const vegan = sidesFor("breakfast", new Set(["lácteos", "huevo", "miel"]), 3, 0);
    expect(vegan.find((s) => s.spec.key === "leche")?.variant.food).toBe("bebida-de-soja");
    expect(vegan.some((s) => s.variant.tags.includes("lácteos"))).toBe(false);
    const none = sidesFor("snack", new Set(["lácteos", "soja", "frutos secos", "huevo"]), 3, 0);
    expect(none.map((s) => s.spec.key)).not.toContain("yogur");
    expect(none.map((s) => s.spec.key)).not.toContain("leche");
    expect(none.find((s) => s.spec.key === "frutos")?.variant.food).toBe("pipas-de-calabaza");
  });

  it("offers sides only at the meals they belong to and rotates the fruit", () => {
    expect(sidesFor("lunch", new Set(), 3, 0).map((s) => s.spec.key)).not.toContain("leche");
    expect(sidesFor("breakfast", new Set(), 3, 0).map((s) => s.spec.key)).not.toContain("ensalada");
    const fruits = new Set(
      [0, 1, 2, 3].map(
        (i) => sidesFor("lunch", new Set(), 3, i).find((s) => s.spec.key === "fruta")?.variant.food,
      ),
    );
    expect(fruits.size).toBe(4);
  });

  it("offers white rice at lunch and dinner: energy with little fibre or fat, for days already high in either", () => {
    const rice = sidesFor("dinner", new Set(), 3, 0).find((s) => s.spec.key === "arroz");
    expect(rice?.variant.grams).toBe(150);
    expect(rice!.unit.calories).toBeGreaterThan(150);
    expect(rice!.unit.fiber).toBeLessThan(2);
    expect(rice!.unit.fat).toBeLessThan(2);
    expect(sidesFor("breakfast", new Set(), 3, 0).map((s) => s.spec.key)).not.toContain("arroz");
    expect(sideLabel(rice!.variant, 1)).toBe("1 ración de arroz blanco");
  });

  it("writes kitchen units in Spanish", () => {
    const pan = SIDES.find((s) => s.key === "pan")!.variants[0];
    expect(sideLabel(pan, 1)).toBe("1 rebanada de pan");
    expect(sideLabel(pan, 2)).toBe("2 rebanadas de pan");
    const yogur = SIDES.find((s) => s.key === "yogur")!.variants[0];
    expect(sideLabel(yogur, 2)).toBe("2 yogures naturales desnatados");
  });
});

describe("no second starch on the plate", () => {
  it("never serves a side of rice with pasta, rice, potatoes or bread", async () => {
    const { generateWeeklyPlan, RECIPES } = await import("./index");
    const { isStarchy } = await import("./planner");
    const starchy = new Set(RECIPES.filter(isStarchy).map((r) => r.id));
    expect(starchy.has("arroz-al-horno")).toBe(true);
    for (const seed of ["a", "b", "c"]) {
      const days = await generateWeeklyPlan(
        {
          gender: "Femenino",
          age: 35,
          weight: 65,
          height: 165,
          activity_level: "light",
          fitness_goal: "Mantenimiento",
          dietary_restrictions: [],
          health_restrictions: [],
          meals_per_day: 4,
          daily_calorie_goal: 2400,
          cuisine_region: "espana",
        } as never,
        seed,
      );
      for (const meal of days.flatMap((d) => d.meals)) {
        if (meal.recipe_id && starchy.has(meal.recipe_id)) {
          expect(meal.items?.map((i) => i.name).join(" ") ?? "").not.toMatch(/arroz blanco/);
        }
      }
    }
  });

  it("never serves a grilled fillet with a dish that already has its meat, fish or tofu", async () => {
    const { generateWeeklyPlan, RECIPES } = await import("./index");
    const { hasProteinMain } = await import("./planner");
    const mains = new Set(RECIPES.filter(hasProteinMain).map((r) => r.id));
    expect(mains.has("paella-valenciana")).toBe(true);
    expect(mains.has("lentejas-estofadas")).toBe(false);
    let fillets = 0;
    for (const seed of ["a", "b", "c"]) {
      const days = await generateWeeklyPlan(
        {
          weight: 95,
          fitness_goal: "Ganancia muscular",
          dietary_restrictions: [],
          health_restrictions: [],
          meals_per_day: 3,
          daily_calorie_goal: 2800,
          cuisine_region: "espana",
        },
        seed,
      );
      for (const meal of days.flatMap((d) => d.meals)) {
        const sides = meal.items?.map((i) => i.name).join(" ") ?? "";
        if (/a la plancha/.test(sides)) fillets++;
        if (meal.recipe_id && mains.has(meal.recipe_id)) expect(sides).not.toMatch(/a la plancha/);
      }
    }
    // the fillet is offered where a dish lacks protein
    expect(fillets).toBeGreaterThan(0);
  });
});
