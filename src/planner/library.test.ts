import { describe, expect, it } from "vitest";
import { CUISINE_REGIONS, type CuisineRegion, MEAL_TYPES, type MealType } from "../core/enums";
import { FOODS, type FoodKey, RISKS } from "./library/foods";
import { LIBRARY } from "./library/index";
import { RECIPES } from "./recipes";
import {
  containsTagsOf,
  dietTagsOf,
  HIGH_FREE_SUGAR_G,
  HIGH_SALT_G,
  HIGH_TOTAL_SUGAR_G,
  isFreeSugarFood,
} from "./tags";

const REGIONS = CUISINE_REGIONS.filter((c) => c !== "variada");
const inRegion = (c: CuisineRegion) => RECIPES.filter((r) => r.cuisines.includes(c));
const mains = (rs: typeof RECIPES) =>
  rs.filter((r) => r.roles.includes("lunch") || r.roles.includes("dinner"));

const NUTRIENTS = ["calories", "protein", "carbs", "fat", "sugar", "fiber", "salt"] as const;

describe("recipe library (src/planner/data/recipes.json)", () => {
  it("has at least 350 recipes with unique ids", () => {
    expect(RECIPES.length).toBeGreaterThanOrEqual(350);
    expect(new Set(RECIPES.map((r) => r.id)).size).toBe(RECIPES.length);
  });

  it("is in sync with the authored library (run `npx tsx scripts/build-recipes.ts` after editing)", () => {
    expect(RECIPES.map((r) => r.id)).toEqual(LIBRARY.map((s) => s.id));
    for (const [i, spec] of LIBRARY.entries()) {
      const built = RECIPES[i];
      expect(built.name).toBe(spec.name);
      expect(built.roles).toEqual(spec.roles);
      expect(built.cuisines).toEqual(spec.cuisines);
      expect(built.description).toBe(spec.description);
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

  it("lists for every recipe the regions that cook it, never 'variada'", () => {
    for (const r of RECIPES) {
      expect(Array.isArray(r.cuisines), r.id).toBe(true);
      for (const c of r.cuisines) expect(REGIONS, `${r.id}: ${c}`).toContain(c);
      expect(new Set(r.cuisines).size, r.id).toBe(r.cuisines.length);
    }
    // dishes no region cooks at home (poke, dahl, tofu stir-fries) are fillers, not the library
    expect(RECIPES.filter((r) => r.cuisines.length === 0).length).toBeLessThan(RECIPES.length / 10);
  });

  it("is weighted to Spain and gives every other region its own week of dishes", () => {
    expect(inRegion("espana").length).toBeGreaterThanOrEqual(150);
    for (const c of REGIONS) {
      const rs = inRegion(c);
      expect(rs.length, c).toBeGreaterThanOrEqual(25);
      // a week of 5 meals a day, 80 % from the region, no dish more than twice: 14 lunches and dinners,
      // 7 breakfasts, 14 snacks, with no main on consecutive days
      expect(mains(rs).length, `${c} comidas y cenas`).toBeGreaterThanOrEqual(14);
      expect(rs.filter((r) => r.roles.includes("breakfast")).length, `${c} desayunos`).toBeGreaterThanOrEqual(
        7,
      );
      expect(rs.filter((r) => r.roles.includes("snack")).length, `${c} meriendas`).toBeGreaterThanOrEqual(8);
      const veg = mains(rs).filter((r) => r.tags.includes("vegetariano"));
      const vegan = mains(rs).filter((r) => r.tags.includes("vegano"));
      expect(veg.length, `${c} vegetariano`).toBeGreaterThanOrEqual(12);
      expect(vegan.length, `${c} vegano`).toBeGreaterThanOrEqual(6);
      // regional vegan mains are beans, grains and vegetables, not tofu every day
      expect(
        vegan.filter((r) => !r.tags.includes("soja")).length,
        `${c} vegano sin soja`,
      ).toBeGreaterThanOrEqual(5);
    }
  });

  it("serves realistic portions: calories and weight per serving plausible for each meal role", () => {
    const RANGES: Record<MealType, { kcal: [number, number]; grams: [number, number] }> = {
      breakfast: { kcal: [90, 700], grams: [100, 550] },
      lunch: { kcal: [280, 850], grams: [120, 700] },
      dinner: { kcal: [280, 850], grams: [120, 700] },
      snack: { kcal: [80, 500], grams: [30, 450] },
    };
    for (const r of RECIPES) {
      for (const role of r.roles) {
        const { kcal, grams } = RANGES[role];
        const what = `${r.id} (${role}): ${Math.round(r.per_serving.calories)} kcal, ${r.grams} g`;
        expect(r.per_serving.calories, what).toBeGreaterThanOrEqual(kcal[0]);
        expect(r.per_serving.calories, what).toBeLessThanOrEqual(kcal[1]);
        expect(r.grams, what).toBeGreaterThanOrEqual(grams[0]);
        expect(r.grams, what).toBeLessThanOrEqual(grams[1]);
      }
      expect(Math.abs(r.grams - r.ingredients.reduce((s, i) => s + i.grams, 0)), r.id).toBeLessThan(0.01);
    }
  });

  it("keeps salt realistic: at most 3 g per serving, and most dishes under the high-salt mark", () => {
    for (const r of RECIPES) expect(r.per_serving.salt, r.id).toBeLessThanOrEqual(3);
    const salty = RECIPES.filter((r) => r.tags.includes("alto en sal"));
    for (const r of salty)
      expect(r.per_serving.salt > HIGH_SALT_G || r.per_serving.salt / r.grams > 0.015).toBe(true);
    expect(salty.length).toBeLessThan(RECIPES.length / 6);
    // every salted dish says so: salt is an ingredient (cooked CIQUAL foods are unsalted)
    const mainsWithoutSalt = mains(RECIPES).filter((r) => r.per_serving.salt < 0.3);
    expect(mainsWithoutSalt.map((r) => r.id)).toEqual([]);
  });

  it("exposes free sugars per serving and tags dishes high in sugar from them", () => {
    for (const r of RECIPES) {
      const free = r.ingredients
        .filter((i) => isFreeSugarFood(i.food as FoodKey))
        .reduce((s, i) => s + i.nutrients.sugar, 0);
      expect(Math.abs(r.free_sugar - free), r.id).toBeLessThan(0.05);
      expect(r.free_sugar, r.id).toBeLessThanOrEqual(r.per_serving.sugar + 0.01);
      const high = r.free_sugar > HIGH_FREE_SUGAR_G || r.per_serving.sugar > HIGH_TOTAL_SUGAR_G;
      expect(r.tags.includes("alto en azúcar"), r.id).toBe(high);
    }
    expect(RECIPES.find((r) => r.id === "arroz-con-leche")?.tags).toContain("alto en azúcar");
    expect(RECIPES.find((r) => r.id === "tostadas-con-tomate-y-aceite")?.free_sugar).toBe(0);
  });

  it("tags raw fish, raw-milk cheese and undercooked egg for pregnancy", () => {
    const tagged = (t: string) => RECIPES.filter((r) => r.tags.includes(t)).map((r) => r.id);
    expect(tagged("pescado crudo")).toEqual(
      expect.arrayContaining(["ceviche-de-pescado", "tiradito", "poke-de-salmon", "boquerones-en-vinagre"]),
    );
    expect(tagged("huevo poco hecho")).toEqual(
      expect.arrayContaining(["mousse-de-chocolate", "huevo-pasado-por-agua-con-pan", "huevos-rellenos"]),
    );
    expect(tagged("leche cruda")).toEqual(expect.arrayContaining(["torta-del-casar-con-pan"]));
    for (const r of RECIPES) {
      for (const i of r.ingredients) {
        for (const risk of RISKS[i.food as FoodKey] ?? [])
          expect(r.tags, `${r.id}: ${i.food}`).toContain(risk);
      }
    }
    // cooked dishes carry none of them
    for (const id of ["tortilla-de-patatas", "merluza-en-salsa-verde", "lentejas-estofadas"]) {
      const r = RECIPES.find((x) => x.id === id)!;
      for (const t of ["pescado crudo", "leche cruda", "huevo poco hecho"])
        expect(r.tags, id).not.toContain(t);
    }
  });

  it("has a recipe a person can read: Spanish name, one sentence, numbered steps", () => {
    for (const r of RECIPES) {
      expect(r.name, r.id).toMatch(/^[A-ZÁÉÍÓÚÑ¡¿]/);
      expect(r.description, r.id).toMatch(/\.$/);
      for (const step of r.instructions) expect(step, r.id).toMatch(/^[A-ZÁÉÍÓÚÑ¡¿].*[.!]$/);
    }
  });
});
