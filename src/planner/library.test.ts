import { describe, expect, it } from "vitest";
import { MEAL_TYPES } from "../core/enums";
import { FOODS, type FoodKey } from "./library/foods";
import { LIBRARY } from "./library/index";
import { RECIPES } from "./recipes";
import { containsTagsOf, dietTagsOf } from "./tags";

const NUTRIENTS = ["calories", "protein", "carbs", "fat", "sugar", "fiber", "salt"] as const;

describe("recipe library (src/planner/data/recipes.json)", () => {
  it("has at least 150 recipes with unique ids", () => {
    expect(RECIPES.length).toBeGreaterThanOrEqual(150);
    expect(new Set(RECIPES.map((r) => r.id)).size).toBe(RECIPES.length);
  });

  it("is in sync with the authored library (run `npx tsx scripts/build-recipes.ts` after editing)", () => {
    expect(RECIPES.map((r) => r.id)).toEqual(LIBRARY.map((s) => s.id));
    for (const [i, spec] of LIBRARY.entries()) {
      const built = RECIPES[i];
      expect(built.name).toBe(spec.name);
      expect(built.roles).toEqual(spec.roles);
      expect(built.instructions).toEqual(spec.steps);
      expect(built.ingredients.map((x) => [x.food, x.grams])).toEqual(
        spec.ingredients.map(([f, g]) => [f, g]),
      );
    }
  });

  it("links every ingredient to the CIQUAL code and name of the palette", () => {
    for (const r of RECIPES) {
      for (const ing of r.ingredients) {
        const food = FOODS[ing.food as FoodKey];
        expect(food, `${r.id}: ${ing.food}`).toBeDefined();
        expect(ing.ciqual).toBe(food.ciqual);
        expect(ing.ciqual_name.toLowerCase()).toContain(food.check.toLowerCase());
      }
    }
  });

  it("computes per-serving nutrients as the sum of its ingredients", () => {
    for (const r of RECIPES) {
      for (const key of NUTRIENTS) {
        const sum = r.ingredients.reduce((s, i) => s + i.nutrients[key], 0);
        expect(Math.abs(sum - r.per_serving[key]), `${r.id} ${key}`).toBeLessThan(
          0.1 + 0.01 * r.ingredients.length,
        );
      }
      const atwater =
        4 * r.per_serving.protein + 4 * r.per_serving.carbs + 9 * r.per_serving.fat + 2 * r.per_serving.fiber;
      expect(Math.abs(atwater - r.per_serving.calories) / r.per_serving.calories, r.id).toBeLessThan(0.12);
    }
  });

  it("has complete recipe data in Spanish: steps, time, difficulty, roles", () => {
    for (const r of RECIPES) {
      expect(r.instructions.length).toBeGreaterThanOrEqual(2);
      expect(r.time).toBeGreaterThan(0);
      expect(["fácil", "medio", "difícil"]).toContain(r.difficulty);
      expect(r.roles.length).toBeGreaterThan(0);
      expect(r.description.length).toBeGreaterThan(10);
      expect(r.per_serving.calories).toBeGreaterThan(80);
    }
  });

  it("derives diet and allergen tags from the ingredients", () => {
    for (const r of RECIPES) {
      const contains = containsTagsOf(r.ingredients.map((i) => i.food as FoodKey));
      for (const t of [...dietTagsOf(contains), ...contains]) expect(r.tags, r.id).toContain(t);
      for (const t of ["vegano", "vegetariano", "sin gluten", "sin lactosa"]) {
        if (r.tags.includes(t)) expect(dietTagsOf(contains), `${r.id} ${t}`).toContain(t);
      }
    }
  });

  it("never tags as vegano a recipe with meat, fish, egg, dairy or honey (checked on CIQUAL groups and names)", () => {
    const vegan = RECIPES.filter((r) => r.tags.includes("vegano"));
    expect(vegan.length).toBeGreaterThan(30);
    for (const r of vegan) {
      for (const ing of r.ingredients) {
        const what = `${r.id}: ${ing.ciqual_name}`;
        // group 04 is meat, fish and eggs, apart from its "meat substitute" subgroup (tofu, seitan)
        if (ing.ciqual_group === "04") expect(ing.ciqual_subgroup, what).toBe("meat substitute");
        // group 05 is dairy; the soy desserts filed there are the only plant foods
        if (ing.ciqual_group === "05") expect(ing.ciqual_name, what).toMatch(/soja/i);
        expect(ing.ciqual_name, what).not.toMatch(
          /^(miel|beurre à|mayonnaise|oeuf|lait (?!de coco)|fromage|yaourt|crème de lait)/i,
        );
      }
    }
  });

  it("never tags as vegetariano a recipe with meat or fish, nor sin gluten one with wheat", () => {
    for (const r of RECIPES) {
      for (const ing of r.ingredients) {
        if (r.tags.includes("vegetariano") && ing.ciqual_group === "04") {
          expect(ing.ciqual_name, r.id).toMatch(/oeuf|tofu|seitan|soja/i);
        }
        if (r.tags.includes("sin gluten")) {
          expect(ing.ciqual_name, r.id).not.toMatch(
            /blé|froment|pain(?!, sans gluten)|avoine|seitan|couscous|boulgour/i,
          );
        }
      }
    }
  });

  it("offers vegan, gluten-free and lactose-free dishes for every meal role", () => {
    for (const role of MEAL_TYPES) {
      const forRole = RECIPES.filter((r) => r.roles.includes(role));
      for (const tag of ["vegano", "sin gluten", "sin lactosa"]) {
        expect(forRole.filter((r) => r.tags.includes(tag)).length, `${role} ${tag}`).toBeGreaterThanOrEqual(
          6,
        );
      }
      const all = forRole.filter((r) =>
        ["vegano", "sin gluten", "sin lactosa"].every((t) => r.tags.includes(t)),
      );
      expect(all.length, `${role} vegano+sin gluten`).toBeGreaterThanOrEqual(4);
    }
  });
});
