import type { CuisineRegion, MealType } from "../core/enums";
import { NUTRIENT_KEYS, type Nutrients } from "../core/nutrients";
import { type DailyGuidance, dailyGuidance } from "../core/nutrition-guidance";
import { clampMealsPerDay, type DayPlan, type PlannedMeal, type PlannedMealItem } from "../core/plan.schema";
import { type ConditionEffects, conditionEffects } from "./conditions";
import { cuisinesOf, freeSugarOf, hasPlantProtein } from "./cuisine";
import { FOODS, type FoodKey } from "./library/foods";
import { PLANNER_MESSAGES } from "./messages";
import {
  type DishOption,
  MEAL_BAND,
  type Relaxation,
  type SlotChoice,
  type SlotInput,
  solveDay,
} from "./optimiser";
import {
  type FoodPreferences,
  likesPlantProtein,
  parseFoodPreferences,
  recipeMatches,
  sideMatches,
} from "./preferences";
import { MEAL_ROLES, type PlannerProfile, PROTEIN_BAND, proteinTargetFor, ROLE_WEIGHT } from "./profile";
import type { RecipeData } from "./recipe-data";
import { RECIPES } from "./recipes";
import { excludedTagsFor } from "./restrictions";
import { rngFrom } from "./rng";
import { type SideOption, sideLabel, sidesFor } from "./sides";
import { SOFT_TAGS } from "./tags";

/** Weight limits of one meal (issue 13): breakfast and snacks 600 g, lunch and dinner 900 g. */
export const WEIGHT_LIMIT: Record<MealType, number> = { breakfast: 600, snack: 600, lunch: 900, dinner: 900 };
/** With 3+ meals a day no meal carries more than this share of the day's kcal. */
export const MEAL_SHARE_MAX = 0.45;
/** Candidate dishes per meal slot handed to the solver. */
const CANDIDATES = 5;
/** A dish with a liked food is drawn this many times more often as a candidate... */
const LIKED_WEIGHT = 4;
/** ...and costs this much less in the solver's objective (a repeat costs 0.6, another cuisine 1.5). */
const LIKED_BONUS = 0.8;
/** A dish is planned at most this many times a week when the pool allows it. */
const MAX_WEEKLY_USES = 2;

const FALLBACK_ROLES: Record<MealType, MealType[]> = {
  breakfast: ["snack", "lunch", "dinner"],
  snack: ["breakfast", "lunch", "dinner"],
  lunch: ["dinner", "breakfast", "snack"],
  dinner: ["lunch", "breakfast", "snack"],
};

const SOFT = new Set<string>(SOFT_TAGS);

/** The article-led Spanish name of a meal for the day's notes. */
const MEAL_LABEL: Record<MealType, string> = {
  breakfast: "El desayuno",
  lunch: "El almuerzo",
  dinner: "La cena",
  snack: "La merienda",
};

export interface PlanContext {
  kcalGoal: number;
  proteinGoal: number;
  proteinRange: readonly [number, number];
  roles: readonly MealType[];
  shares: number[];
  guidance: DailyGuidance;
  effects: ConditionEffects;
  /** every tag no dish or side may carry (hard allergies, diets and condition rules) */
  hard: Set<string>;
  region: CuisineRegion;
  pools: Map<MealType, RecipeData[]>;
  /** tofu, tempeh and seitán may be planned (vegetarians, vegans, or asked for) */
  plantProtein: boolean;
  /** liked and disliked foods of the profile's `food_preferences` (soft) */
  prefs: FoodPreferences;
  /** recipe ids with a liked food */
  liked: Set<string>;
}

function hardExclusions(profile: PlannerProfile, effects: ConditionEffects): Set<string> {
  const hard = new Set([...excludedTagsFor(profile)].filter((t) => !SOFT.has(t)));
  for (const t of effects.excludeTags) hard.add(t);
  return hard;
}

/** Tofu, tempeh and seitán: for vegetarians and vegans, or when the user's preferences ask for them. */
function plantProteinAllowed(profile: PlannerProfile, prefs: FoodPreferences): boolean {
  const diets = (profile.dietary_restrictions ?? []).map((d) => String(d).toLowerCase());
  if (diets.some((d) => d.startsWith("vegetarian") || d.startsWith("vegan"))) return true;
  const texts = [...(profile.health_restrictions ?? []), ...(profile.food_preferences ?? [])].join(" ");
  if (/\bvegetarian|\bvegan/i.test(texts.normalize("NFD").replace(/\p{Diacritic}/gu, ""))) return true;
  // "me gusta el tofu" asks for it; "no me gusta el tofu" does not
  return likesPlantProtein(prefs);
}

export function eligibleRecipes(profile: PlannerProfile, hard: ReadonlySet<string>): RecipeData[] {
  const plant = plantProteinAllowed(profile, parseFoodPreferences(profile.food_preferences));
  return RECIPES.filter((r) => !r.tags.some((t) => hard.has(t)) && (plant || !hasPlantProtein(r)));
}

function poolFor(
  role: MealType,
  needed: number,
  eligible: RecipeData[],
  soft: string[],
  disliked: (r: RecipeData) => boolean,
): RecipeData[] {
  // a dish that weighs more than the meal's limit even at the smallest portion is never a candidate
  const fits = (r: RecipeData, as: MealType) => 0.75 * r.grams <= WEIGHT_LIMIT[as] - 20;
  const pool = eligible.filter((r) => r.roles.includes(role) && fits(r, role));
  for (const fallback of FALLBACK_ROLES[role]) {
    if (pool.length >= needed) break;
    for (const r of eligible)
      if (r.roles.includes(fallback) && fits(r, role) && !pool.includes(r)) pool.push(r);
  }
  // disliked foods and soft tags thin the pool only while enough dishes remain for the week
  const liked = pool.filter((r) => !disliked(r));
  const base = liked.length >= needed ? liked : pool;
  if (soft.length === 0) return base;
  const gentle = base.filter((r) => !r.tags.some((t) => soft.includes(t)));
  return gentle.length >= needed ? gentle : base;
}

export function planContext(profile: PlannerProfile): PlanContext {
  const raw = Number(profile.daily_calorie_goal);
  const kcalGoal = Number.isFinite(raw) && raw > 0 ? raw : 2000;
  const n = clampMealsPerDay(profile.meals_per_day);
  const roles = MEAL_ROLES[n];
  const weightSum = roles.reduce((s, r) => s + ROLE_WEIGHT[r], 0);
  const shares = roles.map((r) => ROLE_WEIGHT[r] / weightSum);
  const effects = conditionEffects([
    ...(profile.health_restrictions ?? []),
    ...(profile.dietary_restrictions ?? []),
  ]);
  const hard = hardExclusions(profile, effects);
  const soft = [...excludedTagsFor(profile)].filter((t) => SOFT.has(t) && !hard.has(t));
  const eligible = eligibleRecipes(profile, hard);
  const prefs = parseFoodPreferences(profile.food_preferences);
  const disliked = (r: RecipeData) => recipeMatches(r, prefs.dislikes);
  const pools = new Map<MealType, RecipeData[]>();
  for (const role of new Set(roles)) {
    // enough for the week's slots of this role without breaking the twice-a-week rule
    const needed = Math.max(4, 4 * roles.filter((r) => r === role).length);
    pools.set(role, poolFor(role, needed, eligible, soft, disliked));
  }
  const liked = new Set(
    [...pools.values()]
      .flat()
      .filter((r) => recipeMatches(r, prefs.likes))
      .map((r) => r.id),
  );
  const proteinGoal = Math.max(1, proteinTargetFor({ ...profile, daily_calorie_goal: kcalGoal }));
  return {
    kcalGoal,
    proteinGoal,
    proteinRange: [proteinGoal * (1 - PROTEIN_BAND), proteinGoal * (1 + PROTEIN_BAND)],
    roles,
    shares,
    guidance: dailyGuidance(kcalGoal, effects.conditions),
    effects,
    hard,
    region: profile.cuisine_region ?? "variada",
    pools,
    plantProtein: plantProteinAllowed(profile, prefs),
    prefs,
    liked,
  };
}

export function inRegion(recipe: RecipeData, region: CuisineRegion): boolean {
  return region === "variada" || cuisinesOf(recipe).includes(region);
}

interface WeekState {
  uses: Map<string, number>;
  previous: Set<string>;
  /** meals this week that may still come from another cuisine (20 % of the week's meals) */
  foreignBudget: number;
}

/** At least this share of a week's meals comes from the user's cuisine when the pool allows it. */
export const HOME_CUISINE_SHARE = 0.8;

/** Weighted draw without replacement. */
function drawWeighted<T>(items: T[], weights: number[], count: number, rng: () => number): T[] {
  const pool = items.map((item, i) => ({ item, w: Math.max(1e-9, weights[i]) }));
  const out: T[] = [];
  while (out.length < count && pool.length > 0) {
    const total = pool.reduce((s, x) => s + x.w, 0);
    let x = rng() * total;
    let k = 0;
    for (; k < pool.length - 1; k++) {
      x -= pool[k].w;
      if (x <= 0) break;
    }
    out.push(pool[k].item);
    pool.splice(k, 1);
  }
  return out;
}

/**
 * How far a dish's nutrient density is from the day's guidance, if the whole day were made of it: fat
 * outside 20-35 % of energy, salt, free sugars or fibre beyond their per-kcal share. Dishes close to
 * the guidance are offered more often, so the solver finds a day that meets every bound.
 */
function guidanceDistance(ctx: PlanContext, r: RecipeData): number {
  const n = r.per_serving;
  const kcal = Math.max(50, n.calories);
  const perDay = ctx.kcalGoal / kcal;
  const g = ctx.guidance;
  const over = (x: number, max: number) => Math.max(0, x / Math.max(1e-6, max) - 1);
  const under = (x: number, min: number) => Math.max(0, 1 - x / Math.max(1e-6, min));
  const fatShare = (9 * n.fat) / kcal;
  return (
    8 * Math.max(0, fatShare - 0.33) +
    2 * Math.max(0, 0.15 - fatShare) +
    2 * over(n.salt * perDay, g.saltMax) +
    2 * over(freeSugarOf(r) * perDay, g.freeSugarMax) +
    // fibre-dense dishes (legume stews for vegetarians) put high-kcal days over 50 g (measured: weight 4
    // instead of 1 took fibre-max relaxations from 114 to 100 days on 60 bench profiles)
    4 * over(n.fiber * perDay, g.fiberMax) +
    1 * under(n.fiber * perDay, g.fiberMin)
  );
}

/**
 * Candidate dishes for one slot, by the variety and cuisine rules: never yesterday's dishes, none used
 * twice this week, the user's cuisine first (while enough of it remains), each rule dropped only when
 * the pool would otherwise be too small. The draw favours dishes whose serving suits the slot's kcal,
 * and the two most protein-dense ones are always offered so the protein band stays reachable.
 */
function candidatesFor(
  ctx: PlanContext,
  role: MealType,
  slotKcal: number,
  week: WeekState,
  offered: Set<string>,
  rng: () => number,
) {
  // dishes already offered to another meal of the day are left out while enough remain, so that the
  // "no dish twice in a day" row never leaves a slot without a dish
  const all = ctx.pools.get(role) ?? [];
  const unoffered = all.filter((r) => !offered.has(r.id));
  const stages = [
    (r: RecipeData) => !week.previous.has(r.id) && (week.uses.get(r.id) ?? 0) < MAX_WEEKLY_USES,
    (r: RecipeData) => !week.previous.has(r.id),
  ];
  // each rule is dropped only when too few dishes pass it: 3 for the weekly limit, 1 for yesterday's;
  // a dish offered to another meal today (the solver keeps it to one meal) comes before yesterday's
  // dish, which with four snacks a day from a thin pool was the only one left unoffered
  let fresh: RecipeData[] = [];
  for (const pool of unoffered.length >= 3 ? [unoffered, all] : [all]) {
    for (const [k, ok] of stages.entries()) {
      fresh = pool.filter(ok);
      if (fresh.length >= (k === 0 ? 3 : 1)) break;
    }
    if (fresh.length > 0) break;
  }
  if (fresh.length === 0) fresh = all;
  const home = fresh.filter((r) => inRegion(r, ctx.region));
  const base = home.length >= 3 ? home : fresh;
  const targetDensity = (ctx.proteinGoal * 4) / ctx.kcalGoal;
  const density = (r: RecipeData) => (r.per_serving.protein * 4) / Math.max(1, r.per_serving.calories);
  // the two most protein-dense among the dishes whose smallest portion fits the slot (a 300 kcal
  // grilled-chicken plate at 0.75 servings would overfill a 120 kcal snack of a 1200 kcal day)
  const fitting = base.filter((r) => 0.75 * r.per_serving.calories <= MEAL_BAND[1] * slotKcal);
  const dense = [...(fitting.length >= 2 ? fitting : base)]
    .sort((a, b) => density(b) - density(a))
    .slice(0, 2);
  const rest = base.filter((r) => !dense.includes(r));
  const weights = rest.map((r) => {
    // how far the serving is from what the slot needs, on a log scale (sides add up to ~40 %)
    const ratio = slotKcal / Math.max(50, r.per_serving.calories);
    const fit = Math.log(ratio / 1.1);
    const protein = Math.max(0, targetDensity - density(r));
    // a big slot needs an energy-dense dish to stay under the plate's weight limit
    const needed = slotKcal / (0.75 * WEIGHT_LIMIT[role]);
    const dense = Math.max(0, needed - r.per_serving.calories / Math.max(1, r.grams));
    return (
      (Math.exp(-(fit * fit) / 0.3 - 20 * protein - 6 * dense - guidanceDistance(ctx, r)) *
        (ctx.liked.has(r.id) ? LIKED_WEIGHT : 1)) /
      (1 + 2 * (week.uses.get(r.id) ?? 0))
    );
  });
  const chosen = [...dense, ...drawWeighted(rest, weights, CANDIDATES - dense.length, rng)];
  // while the week's budget allows, a couple of dishes from other cuisines are offered (at a cost)
  if (home.length >= 3 && ctx.region !== "variada" && week.foreignBudget > 0) {
    week.foreignBudget--;
    const others = fresh.filter((r) => !home.includes(r));
    chosen.push(
      ...drawWeighted(
        others,
        others.map((r) => Math.exp(-guidanceDistance(ctx, r))),
        2,
        rng,
      ),
    );
  }
  for (const r of chosen) offered.add(r.id);
  return chosen;
}

const r1 = (x: number) => Math.round(x * 10) / 10;

function scale(n: Nutrients, f: number): Nutrients {
  const out = {} as Nutrients;
  for (const k of NUTRIENT_KEYS) out[k] = n[k] * f;
  return out;
}

function sum(list: Nutrients[]): Nutrients {
  const out = {} as Nutrients;
  for (const k of NUTRIENT_KEYS) out[k] = list.reduce((s, n) => s + n[k], 0);
  return out;
}

/** "pan", "pan y naranja", "pan, ensalada verde y naranja" */
function joinSpanish(words: string[]): string {
  if (words.length <= 1) return words.join("");
  return `${words.slice(0, -1).join(", ")} y ${words[words.length - 1]}`;
}

interface BuiltMeal {
  meal: PlannedMeal;
  freeSugar: number;
  grams: number;
}

function buildMeal(
  slot: SlotInput,
  recipes: RecipeData[],
  choice: SlotChoice,
  role: MealType,
  day: number,
  index: number,
): BuiltMeal {
  const recipe = choice.dish >= 0 ? recipes[choice.dish] : null;
  const portion = recipe ? Math.min(1.5, Math.max(0.75, Math.round(choice.portion * 20) / 20)) : 0;
  const items: PlannedMealItem[] = [];
  const parts: Nutrients[] = [];
  let grams = 0;
  let freeSugar = 0;
  if (recipe) {
    parts.push(scale(recipe.per_serving, portion));
    grams += recipe.grams * portion;
    freeSugar += freeSugarOf(recipe) * portion;
  }
  slot.sides.forEach((side: SideOption, k) => {
    const count = choice.sides[k] ?? 0;
    if (count <= 0) return;
    const n = scale(side.unit, count);
    parts.push(n);
    grams += side.variant.grams * count;
    items.push({
      name: sideLabel(side.variant, count),
      grams: Math.round(side.variant.grams * count),
      calories: Math.round(n.calories),
      protein: r1(n.protein),
      carbs: r1(n.carbs),
      fat: r1(n.fat),
      sugar: r1(n.sugar),
      fiber: r1(n.fiber),
      salt: r1(n.salt),
    });
  });
  const total = sum(parts);
  const sideNames = slot.sides.filter((_, k) => (choice.sides[k] ?? 0) > 0).map((s) => s.variant.name);
  const name = recipe ? recipe.name : capitalise(joinSpanish(sideNames) || "fruta");
  const meal: PlannedMeal = {
    id: `${recipe ? recipe.id : "acompanamientos"}@${Math.round(portion * 100)}-d${day}m${index}`,
    name,
    description: recipe ? menuLine(recipe.name, sideNames) : name,
    calories: Math.round(total.calories),
    protein: r1(total.protein),
    carbs: r1(total.carbs),
    fat: r1(total.fat),
    sugar: r1(total.sugar),
    fiber: r1(total.fiber),
    salt: r1(total.salt),
    grams: Math.round(grams / 5) * 5,
    items,
    ...(recipe ? { recipe_id: recipe.id } : {}),
    meal_type: role,
  };
  return { meal, freeSugar, grams };
}

function capitalise(s: string): string {
  return s.charAt(0).toUpperCase() + s.slice(1);
}

/** Joins the dish and side names as a menu line: "Lentejas con chorizo, pan y naranja". */
export function menuLine(dish: string, sides: string[]): string {
  return sides.length === 0 ? dish : `${dish}, ${joinSpanish(sides)}`;
}

/** Checks a built day against every bound and explains, in Spanish, each one it does not meet. */
export function explainDay(
  ctx: PlanContext,
  meals: BuiltMeal[],
  emptySlots: MealType[],
): { relaxations: Relaxation[]; notes: string[] } {
  const relaxations: Relaxation[] = [];
  const notes: string[] = [];
  const note = (kind: Relaxation, text: string) => {
    if (!relaxations.includes(kind)) relaxations.push(kind);
    notes.push(text);
  };
  const total = sum(meals.map((m) => m.meal));
  const K = ctx.kcalGoal;
  const g = ctx.guidance;
  const n = ctx.roles.length;
  if (Math.abs(total.calories - K) > 0.05 * K)
    note("kcal", PLANNER_MESSAGES.kcal(Math.round(K), Math.round(total.calories), n));
  const [plo, phi] = [Math.round(ctx.proteinGoal * 0.85), Math.round(ctx.proteinGoal * 1.15)];
  if (total.protein < plo - 0.05 || total.protein > phi + 0.05)
    note("protein", PLANNER_MESSAGES.protein(Math.round(total.protein), plo, phi));
  if (total.fiber < g.fiberMin - 0.5)
    note("fiberMin", PLANNER_MESSAGES.fiberLow(Math.round(total.fiber), Math.round(g.fiberMin)));
  if (total.fiber > g.fiberMax + 0.5) note("fiberMax", PLANNER_MESSAGES.fiberHigh(Math.round(total.fiber)));
  const freeSugar = meals.reduce((s, m) => s + m.freeSugar, 0);
  if (freeSugar > g.freeSugarMax + 0.5)
    note("sugar", PLANNER_MESSAGES.sugar(Math.round(freeSugar), Math.round(g.freeSugarMax)));
  if (total.salt > g.saltMax + 0.05) note("salt", PLANNER_MESSAGES.salt(r1(total.salt), g.saltMax));
  if (total.fat < g.fatMin - 1 || total.fat > g.fatMax + 1)
    note("fat", PLANNER_MESSAGES.fat(Math.round(total.fat), Math.round(g.fatMin), Math.round(g.fatMax)));
  meals.forEach(({ meal, grams }) => {
    const role = meal.meal_type ?? "lunch";
    if (n >= 3 && meal.calories > MEAL_SHARE_MAX * total.calories + 5)
      note("share", PLANNER_MESSAGES.share(MEAL_LABEL[role]));
    if (
      n >= 3 &&
      ctx.effects.mealCarbShareMax !== null &&
      meal.carbs > ctx.effects.mealCarbShareMax * total.carbs + 1
    )
      note("share", PLANNER_MESSAGES.carbs(MEAL_LABEL[role]));
    if (grams > WEIGHT_LIMIT[role])
      note("weight", PLANNER_MESSAGES.weight(MEAL_LABEL[role], Math.round(grams)));
  });
  for (const role of new Set(emptySlots)) notes.push(PLANNER_MESSAGES.noDish(MEAL_LABEL[role]));
  return { relaxations, notes };
}

/** The dish cost the solver sees: repeats this week and dishes from another cuisine cost more. */
function dishCost(ctx: PlanContext, r: RecipeData, week: WeekState, rng: () => number): number {
  const repeats = week.uses.get(r.id) ?? 0;
  const foreign = inRegion(r, ctx.region) ? 0 : 1.5;
  const yesterday = week.previous.has(r.id) ? 20 : 0;
  const liked = ctx.liked.has(r.id) ? -LIKED_BONUS : 0;
  return 0.6 * repeats + foreign + yesterday + liked + 0.4 * rng();
}

function toOption(ctx: PlanContext, r: RecipeData, week: WeekState, rng: () => number): DishOption {
  return {
    id: r.id,
    n: r.per_serving,
    freeSugar: freeSugarOf(r),
    grams: r.grams,
    cost: dishCost(ctx, r, week, rng),
    starchy: isStarchy(r),
    proteinMain: hasProteinMain(r),
    staple: stapleOf(r),
  };
}

/** Pasta and rice ingredients (palette keys): a dish with ≥ 40 g of one is a pasta or a rice dish. */
const STAPLES: Record<"pasta" | "arroz", readonly string[]> = {
  pasta: ["pasta", "pasta_sin_gluten", "fideos_arroz"],
  arroz: ["arroz", "arroz_integral"],
};

/**
 * "pasta" or "arroz" when the dish is built on it (≥ 40 g), else null: nobody eats macaroni at lunch
 * and spaghetti at dinner, or paella and then arroz a la cubana, on the same day.
 */
export function stapleOf(r: RecipeData): "pasta" | "arroz" | null {
  for (const kind of ["pasta", "arroz"] as const) {
    const grams = r.ingredients
      .filter((i) => STAPLES[kind].includes(i.food))
      .reduce((sum, i) => sum + i.grams, 0);
    if (grams >= 40) return kind;
  }
  return null;
}

/** Plant proteins that make a dish's main protein like meat or fish does. */
const PLANT_MAINS = new Set(["tofu", "tempeh", "seitan", "soja_texturizada"]);

/**
 * A dish that already has its main protein (≥ 80 g of meat, fish, seafood or tofu-like food): nobody
 * serves paella or albóndigas with a grilled chicken fillet on the side.
 */
export function hasProteinMain(r: RecipeData): boolean {
  const grams = r.ingredients
    .filter((i) => {
      const contains: readonly string[] = FOODS[i.food as FoodKey]?.contains ?? [];
      return (
        PLANT_MAINS.has(i.food) || contains.some((t) => t === "carne" || t === "pescado" || t === "marisco")
      );
    })
    .reduce((sum, i) => sum + i.grams, 0);
  return grams >= 80;
}

/** Starch subgroups whose presence makes a side of rice a second starch on the plate. */
const STARCH_SUBGROUPS = new Set([
  "pasta, rice and grains",
  "potatoes and other tubers",
  "breads and similar",
  "breakfast cereals",
]);

/**
 * A dish that already carries its starch (pasta, rice, potatoes, bread: ≥ 40 g): nobody serves
 * macaroni or paella with a side of white rice.
 */
export function isStarchy(r: RecipeData): boolean {
  const grams = r.ingredients
    .filter((i) => STARCH_SUBGROUPS.has(i.ciqual_subgroup ?? ""))
    .reduce((sum, i) => sum + i.grams, 0);
  return grams >= 40;
}

/** When the solver is unavailable or found no plan: each slot's closest-sized candidate, no sides. */
function fallbackChoice(slot: SlotInput, kcal: number, used: Set<string>): SlotChoice {
  let best = -1;
  let bestErr = Number.POSITIVE_INFINITY;
  slot.dishes.forEach((d, j) => {
    if (used.has(d.id)) return;
    const err = Math.abs(Math.log(kcal / Math.max(1, d.n.calories)));
    if (err < bestErr) {
      bestErr = err;
      best = j;
    }
  });
  if (best >= 0) used.add(slot.dishes[best].id);
  // never over the plate's weight limit (every candidate fits it at 0.75 servings)
  const fit = best >= 0 ? (slot.weightCap - 15) / Math.max(1, slot.dishes[best].grams) : 0;
  const portion =
    best >= 0 ? Math.min(1.5, fit, Math.max(0.75, kcal / Math.max(1, slot.dishes[best].n.calories))) : 0;
  return { dish: best, portion, sides: slot.sides.map(() => 0) };
}

/**
 * Seven days x meals_per_day meals, deterministic for (profile, seed). Each meal is a dish at 0.75-1.5
 * servings plus side items; each day meets the guidance of src/core/nutrition-guidance.ts or says, in
 * `notes`, which bound gave way. Never throws for a valid profile.
 */
export async function generateWeeklyPlan(profile: PlannerProfile, seed: string): Promise<DayPlan[]> {
  const ctx = planContext(profile);
  const rng = rngFrom(`bocado-planner:${seed}`);
  const week: WeekState = {
    uses: new Map(),
    previous: new Set(),
    foreignBudget: Math.floor((1 - HOME_CUISINE_SHARE) * 7 * ctx.roles.length),
  };
  const rotation = Math.floor(rng() * 1000);
  const days: DayPlan[] = [];
  for (let day = 0; day < 7; day++) {
    const recipesBySlot: RecipeData[][] = [];
    const offered = new Set<string>();
    const slots: SlotInput[] = ctx.roles.map((role, s) => {
      const slotKcal = ctx.shares[s] * ctx.kcalGoal;
      const recipes = candidatesFor(ctx, role, slotKcal, week, offered, rng);
      recipesBySlot.push(recipes);
      return {
        role,
        share: ctx.shares[s],
        weightCap: WEIGHT_LIMIT[role],
        dishes: recipes.map((r) => toOption(ctx, r, week, rng)),
        sides: sidesFor(role, ctx.hard, ctx.roles.length, rotation + day * 7 + s, ctx.plantProtein, (v) =>
          sideMatches(v, ctx.prefs.dislikes),
        ),
      };
    });
    const n = ctx.roles.length;
    const solved = await solveDay({
      kcal: ctx.kcalGoal,
      protein: ctx.proteinGoal,
      proteinRange: ctx.proteinRange,
      guidance: ctx.guidance,
      mealShareMax: n >= 3 ? MEAL_SHARE_MAX : null,
      mealCarbShareMax: n >= 3 ? ctx.effects.mealCarbShareMax : null,
      slots,
    });
    const used = new Set<string>();
    const choices =
      solved ?? slots.map((slot, s) => fallbackChoice(slot, ctx.shares[s] * ctx.kcalGoal, used));
    const built = slots.map((slot, s) => buildMeal(slot, recipesBySlot[s], choices[s], ctx.roles[s], day, s));
    const empty = ctx.roles.filter((_, s) => choices[s].dish < 0);
    const { relaxations, notes } = explainDay(ctx, built, empty);
    const chosen = built.map((b) => b.meal.recipe_id).filter((id): id is string => Boolean(id));
    for (const id of chosen) week.uses.set(id, (week.uses.get(id) ?? 0) + 1);
    week.previous = new Set(chosen);
    days.push({
      day,
      meals: built.map((b) => b.meal),
      ...(notes.length > 0 ? { notes, relaxations } : {}),
    });
  }
  return days;
}
