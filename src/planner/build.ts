import { CUISINE_REGIONS, MEAL_TYPES } from "../core/enums";
import { addNutrients, type Nutrients, ZERO_NUTRIENTS } from "../core/nutrients";
import { FOODS, type FoodKey } from "./library/foods";
import { LIBRARY } from "./library/index";
import type { RecipeSpec } from "./library/types";
import type { IngredientData, RecipeData, RecipesFile } from "./recipe-data";
import { containsTagsOf, dietTagsOf, isFreeSugarFood, RISK_TAGS, riskTagsOf, softTagsOf } from "./tags";

/** A CIQUAL 2020 row as scripts/build-recipes.ts reads it (null = unknown). */
export interface CiqualRow {
  code: string;
  name_fr: string;
  name_en: string;
  group_code: string;
  subgroup_en: string;
  kcal: number | null;
  protein_g: number | null;
  carbs_g: number | null;
  fat_g: number | null;
  sugars_g: number | null;
  fiber_g: number | null;
  salt_g: number | null;
}

const RECIPE_CUISINES: readonly string[] = CUISINE_REGIONS.filter((c) => c !== "variada");
const r2 = (x: number) => Math.round(x * 100) / 100;
const roundAll = (n: Nutrients): Nutrients => ({
  calories: r2(n.calories),
  protein: r2(n.protein),
  carbs: r2(n.carbs),
  fat: r2(n.fat),
  sugar: r2(n.sugar),
  fiber: r2(n.fiber),
  salt: r2(n.salt),
});

export function per100gOf(row: CiqualRow): Nutrients {
  const values = [row.kcal, row.protein_g, row.carbs_g, row.fat_g, row.sugars_g, row.fiber_g, row.salt_g];
  if (values.some((v) => v === null || !Number.isFinite(v))) {
    throw new Error(`CIQUAL ${row.code} (${row.name_fr}) no tiene los 7 nutrientes`);
  }
  const [calories, protein, carbs, fat, sugar, fiber, salt] = values as number[];
  return { calories, protein, carbs, fat, sugar, fiber, salt };
}

/** Checks every palette entry against the table; returns the per-100 g values by palette key. */
export function resolveFoods(
  table: ReadonlyMap<string, CiqualRow>,
): Map<FoodKey, { row: CiqualRow; per100: Nutrients }> {
  const out = new Map<FoodKey, { row: CiqualRow; per100: Nutrients }>();
  const errors: string[] = [];
  for (const [key, food] of Object.entries(FOODS) as [FoodKey, (typeof FOODS)[FoodKey]][]) {
    const row = table.get(food.ciqual);
    if (!row) {
      errors.push(`${key}: código CIQUAL desconocido ${food.ciqual}`);
      continue;
    }
    if (!row.name_fr.toLowerCase().includes(food.check.toLowerCase())) {
      errors.push(`${key}: CIQUAL ${food.ciqual} es "${row.name_fr}", se esperaba "${food.check}"`);
      continue;
    }
    try {
      out.set(key, { row, per100: per100gOf(row) });
    } catch (e) {
      errors.push(String((e as Error).message));
    }
  }
  if (errors.length) throw new Error(`Alimentos no válidos:\n${errors.join("\n")}`);
  return out;
}

function validateSpec(spec: RecipeSpec, seen: Set<string>): string[] {
  const errs: string[] = [];
  if (!/^[a-z0-9]+(-[a-z0-9]+)*$/.test(spec.id)) errs.push(`${spec.id}: id no es kebab-case`);
  if (seen.has(spec.id)) errs.push(`${spec.id}: id repetido`);
  seen.add(spec.id);
  if (!spec.name.trim() || !spec.description.trim()) errs.push(`${spec.id}: falta nombre o descripción`);
  if (spec.roles.length === 0 || spec.roles.some((r) => !MEAL_TYPES.includes(r)))
    errs.push(`${spec.id}: roles`);
  if (spec.steps.length < 2) errs.push(`${spec.id}: menos de 2 pasos`);
  if (!(spec.time > 0 && Number.isInteger(spec.time))) errs.push(`${spec.id}: tiempo`);
  if (spec.ingredients.length < 2) errs.push(`${spec.id}: menos de 2 ingredientes`);
  if (!Array.isArray(spec.cuisines) || spec.cuisines.some((c) => !RECIPE_CUISINES.includes(c)))
    errs.push(`${spec.id}: cocinas`);
  for (const [food, grams] of spec.ingredients) {
    if (!(food in FOODS)) errs.push(`${spec.id}: alimento desconocido ${food}`);
    if (!(grams > 0)) errs.push(`${spec.id}: gramos de ${food}`);
  }
  return errs;
}

export function buildRecipe(
  spec: RecipeSpec,
  foods: Map<FoodKey, { row: CiqualRow; per100: Nutrients }>,
): RecipeData {
  let total: Nutrients = ZERO_NUTRIENTS;
  let freeSugar = 0;
  const ingredients: IngredientData[] = spec.ingredients.map(([key, grams, text]) => {
    const food = foods.get(key);
    if (!food) throw new Error(`${spec.id}: alimento ${key} sin resolver`);
    const f = grams / 100;
    const n: Nutrients = {
      calories: food.per100.calories * f,
      protein: food.per100.protein * f,
      carbs: food.per100.carbs * f,
      fat: food.per100.fat * f,
      sugar: food.per100.sugar * f,
      fiber: food.per100.fiber * f,
      salt: food.per100.salt * f,
    };
    total = addNutrients(total, n);
    if (isFreeSugarFood(key)) freeSugar += n.sugar;
    return {
      food: key,
      ciqual: FOODS[key].ciqual,
      ciqual_name: food.row.name_fr,
      ciqual_group: food.row.group_code,
      ciqual_subgroup: food.row.subgroup_en,
      text: text ?? FOODS[key].es,
      grams,
      nutrients: roundAll(n),
    };
  });
  const keys = spec.ingredients.map(([k]) => k);
  const contains = containsTagsOf(keys);
  const grams = r2(spec.ingredients.reduce((s, [, g]) => s + g, 0));
  const extra = (spec.extraTags ?? []).filter((t) => !(RISK_TAGS as readonly string[]).includes(t));
  const tags = [
    ...dietTagsOf(contains),
    ...contains,
    ...softTagsOf(total, freeSugar, grams),
    ...riskTagsOf(keys, spec.extraTags),
    ...extra,
  ];
  return {
    id: spec.id,
    name: spec.name,
    description: spec.description,
    roles: [...spec.roles],
    time: spec.time,
    difficulty: spec.difficulty,
    origin: spec.origin,
    cuisines: [...spec.cuisines],
    tags,
    ingredients,
    instructions: [...spec.steps],
    grams,
    free_sugar: r2(freeSugar),
    per_serving: roundAll(total),
  };
}

export function buildRecipeData(
  table: ReadonlyMap<string, CiqualRow>,
  library: RecipeSpec[] = LIBRARY,
): RecipesFile {
  const foods = resolveFoods(table);
  const seen = new Set<string>();
  const errors = library.flatMap((s) => validateSpec(s, seen));
  if (errors.length) throw new Error(`Recetas no válidas:\n${errors.join("\n")}`);
  return {
    source: "Anses. 2020. Table de composition nutritionnelle des aliments Ciqual.",
    generated_by: "scripts/build-recipes.ts",
    recipes: library.map((s) => buildRecipe(s, foods)),
  };
}
