import type { CuisineRegion } from "../core/enums";
import type { FoodKey } from "./library/foods";
import type { RecipeData } from "./recipe-data";
import { isFreeSugarFood } from "./tags";

/**
 * Fields the planner reads from a recipe that the library may not carry yet (planner v2 contract with
 * the recipe library: `cuisines`, `free_sugar`). Read defensively: when missing they are derived here.
 */
type RecipeV2 = RecipeData & { cuisines?: readonly CuisineRegion[]; free_sugar?: number };

/**
 * Fallback from the free-text `origin` of older recipes to the cuisine regions of src/core/enums.ts.
 * "Mediterráneo" counts as Spain (a Spaniard's home cooking); "Internacional" belongs to no region.
 */
const ORIGIN_REGIONS: [RegExp, CuisineRegion[]][] = [
  [/espa|mediterr/i, ["espana"]],
  [/m[eé]xico/i, ["mexico"]],
  [/costa rica|nicaragua|guatemala|honduras|salvador|panam/i, ["centroamerica"]],
  [/colombia|venezuela/i, ["colombia_venezuela"]],
  [/cuba|dominicana|puerto rico|caribe/i, ["caribe"]],
  [/argentina|uruguay|chile|paraguay/i, ["cono_sur"]],
  [/per[uú]|andes|ecuador|bolivia/i, ["peru_andes"]],
  [/latinoam/i, ["mexico", "centroamerica", "colombia_venezuela", "caribe", "cono_sur", "peru_andes"]],
];

const CUISINE_CACHE = new Map<string, readonly CuisineRegion[]>();

export function cuisinesOf(recipe: RecipeData): readonly CuisineRegion[] {
  const own = (recipe as RecipeV2).cuisines;
  if (Array.isArray(own)) return own;
  const cached = CUISINE_CACHE.get(recipe.id);
  if (cached) return cached;
  const found = new Set<CuisineRegion>();
  for (const [re, regions] of ORIGIN_REGIONS)
    if (re.test(recipe.origin ?? "")) for (const r of regions) found.add(r);
  const out = [...found];
  CUISINE_CACHE.set(recipe.id, out);
  return out;
}

/** Grams of free sugars in one serving: the library's figure, else the sugars of free-sugar ingredients. */
export function freeSugarOf(recipe: RecipeData): number {
  const own = (recipe as RecipeV2).free_sugar;
  if (typeof own === "number" && Number.isFinite(own)) return own;
  let g = 0;
  for (const ing of recipe.ingredients) if (isFreeSugarFood(ing.food as FoodKey)) g += ing.nutrients.sugar;
  return g;
}

/** Meat substitutes an omnivore does not expect at home in Spain or Latin America (issue 13). */
const PLANT_PROTEIN_FOODS = new Set(["tofu", "tofu_sedoso", "tempeh", "seitan", "soja_texturizada"]);
const PLANT_PROTEIN_WORDS = /\b(tofu|tempeh|seit[aá]n|soja texturizada)\b/i;

export function hasPlantProtein(recipe: RecipeData): boolean {
  return (
    recipe.ingredients.some((i) => PLANT_PROTEIN_FOODS.has(i.food)) ||
    PLANT_PROTEIN_WORDS.test(`${recipe.name} ${recipe.id.replace(/-/g, " ")}`)
  );
}
