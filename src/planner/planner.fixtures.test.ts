import { describe, expect, it, vi } from "vitest";
import type { CuisineRegion, MealType } from "../core/enums";
import type { RecipeData } from "./recipe-data";

/**
 * The planner on a small fixture library carrying the planner v2 recipe fields (`cuisines`,
 * `free_sugar`, the pregnancy tags), so these rules are tested before the real library has them.
 */
const fixture: (RecipeData & { cuisines: CuisineRegion[]; free_sugar: number })[] = [];

function dish(
  id: string,
  roles: MealType[],
  cuisines: CuisineRegion[],
  kcal: number,
  extra: { tags?: string[]; salt?: number; free_sugar?: number; food?: string } = {},
) {
  // balanced per-kcal profile: 20 % protein, 30 % fat, 50 % carbohydrate, 16 g fibre / 1000 kcal
  fixture.push({
    id,
    name: id.replace(/-/g, " "),
    description: id,
    roles,
    time: 20,
    difficulty: "fácil",
    origin: "fixture",
    tags: ["sin gluten", ...(extra.tags ?? [])],
    ingredients: [
      {
        food: extra.food ?? "garbanzos",
        ciqual: "0",
        ciqual_name: "x",
        ciqual_group: "02",
        ciqual_subgroup: "x",
        text: "x",
        grams: 100,
        nutrients: { calories: kcal, protein: 0, carbs: 0, fat: 0, sugar: 0, fiber: 0, salt: 0 },
      },
    ],
    instructions: ["Cocinar."],
    grams: Math.round(kcal * 0.9),
    per_serving: {
      calories: kcal,
      protein: (0.2 * kcal) / 4,
      carbs: (0.5 * kcal) / 4,
      fat: (0.3 * kcal) / 9,
      sugar: 5,
      fiber: (16 * kcal) / 1000,
      salt: extra.salt ?? (1.8 * kcal) / 1000,
    },
    cuisines,
    free_sugar: extra.free_sugar ?? 0,
  });
}

const MAIN: MealType[] = ["lunch", "dinner"];
for (const region of ["espana", "mexico"] as const) {
  for (let i = 0; i < 8; i++) {
    dish(`${region}-desayuno-${i}`, ["breakfast", "snack"], [region], 380 + 10 * i);
    dish(`${region}-plato-${i}`, MAIN, [region], 600 + 15 * i);
  }
}
// tempting but forbidden in pregnancy, for hypertension or diabetes, or for an omnivore
dish("sushi-crudo", MAIN, ["espana"], 640, { tags: ["pescado crudo"] });
dish("queso-de-leche-cruda", ["breakfast", "snack"], ["espana"], 400, { tags: ["leche cruda"] });
dish("huevos-poco-hechos", ["breakfast", "snack"], ["espana"], 390, { tags: ["huevo poco hecho"] });
dish("salazones", MAIN, ["espana"], 620, { tags: ["alto en sal"], salt: 2.5 });
dish("bizcocho", ["breakfast", "snack"], ["espana"], 400, { tags: ["alto en azúcar"], free_sugar: 25 });
dish("tofu-al-ajillo", MAIN, ["espana"], 610, { food: "tofu" });

vi.mock("./recipes", () => ({
  RECIPES: fixture,
  recipeById: (id: string) => fixture.find((r) => r.id === id),
}));

const { generateWeeklyPlan } = await import("./planner");

const profile = (over: Record<string, unknown> = {}) => ({
  daily_calorie_goal: 2000,
  meals_per_day: 3,
  dietary_restrictions: [] as string[],
  health_restrictions: [] as string[],
  fitness_goal: null,
  weight: null,
  cuisine_region: "espana" as CuisineRegion,
  ...over,
});

const SLOW = { timeout: 120_000 };
const ids = (plan: Awaited<ReturnType<typeof generateWeeklyPlan>>) =>
  plan.flatMap((d) => d.meals.map((m) => m.recipe_id ?? ""));

describe("planner rules on a fixture library", () => {
  it("pregnancy: never raw fish, raw-milk cheese nor undercooked egg", SLOW, async () => {
    for (const seed of ["1", "2", "3"]) {
      const planned = ids(await generateWeeklyPlan(profile({ health_restrictions: ["embarazo"] }), seed));
      for (const id of ["sushi-crudo", "queso-de-leche-cruda", "huevos-poco-hechos"])
        expect(planned).not.toContain(id);
    }
  });

  it(
    "hypertension and diabetes exclude the tagged dishes, which an unrestricted user may get",
    SLOW,
    async () => {
      const conditions = ids(
        await generateWeeklyPlan(profile({ health_restrictions: ["hipertensión", "diabetes"] }), "x"),
      );
      expect(conditions).not.toContain("salazones");
      expect(conditions).not.toContain("bizcocho");
    },
  );

  it("follows the user's cuisine region: at least 80 % of meals from it", SLOW, async () => {
    for (const region of ["espana", "mexico"] as const) {
      const planned = ids(await generateWeeklyPlan(profile({ cuisine_region: region }), region));
      const home = planned.filter((id) => fixture.find((r) => r.id === id)?.cuisines.includes(region)).length;
      expect(home / planned.length).toBeGreaterThanOrEqual(0.8);
    }
  });

  it("mixes cuisines for «variada»", SLOW, async () => {
    const planned = ids(await generateWeeklyPlan(profile({ cuisine_region: "variada" }), "mix"));
    expect(planned.some((id) => id.startsWith("espana"))).toBe(true);
    expect(planned.some((id) => id.startsWith("mexico"))).toBe(true);
  });

  it("keeps tofu for vegetarians or when asked", SLOW, async () => {
    expect(ids(await generateWeeklyPlan(profile(), "t"))).not.toContain("tofu-al-ajillo");
    const asked = await generateWeeklyPlan(profile({ food_preferences: ["me gusta el tofu"] }), "t");
    expect(asked).toHaveLength(7);
  });

  it("meets the day's guidance on a library that allows it: kcal ±5 %, no relaxation", SLOW, async () => {
    const plan = await generateWeeklyPlan(profile(), "g");
    for (const day of plan) {
      const kcal = day.meals.reduce((s, m) => s + m.calories, 0);
      expect(Math.abs(kcal - 2000)).toBeLessThanOrEqual(100);
      expect(day.notes ?? []).toEqual([]);
    }
  });
});
