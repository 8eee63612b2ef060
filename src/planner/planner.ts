import type { MealType } from "../core/enums";
import { clampMealsPerDay, type DayPlan, type PlannedMeal } from "../core/plan.schema";
import { MEAL_ROLES, type PlannerProfile, proteinTargetFor, ROLE_WEIGHT } from "./profile";
import type { RecipeData } from "./recipe-data";
import { RECIPES } from "./recipes";
import { excludedTagsFor } from "./restrictions";
import { rngFrom } from "./rng";
import { SOFT_TAGS } from "./tags";

/**
 * Portion steps: 0.5x to MAX in 0.25x steps. With one or two meals a day a high goal can only be met
 * with big plates, so those allow more (a 4000 kcal day in one meal is 5 servings of a hearty dish).
 */
export const PORTION_STEP = 0.25;
export const PORTION_MIN = 0.5;
export function portionMaxFor(mealsPerDay: number): number {
  if (mealsPerDay <= 1) return 5;
  if (mealsPerDay === 2) return 4;
  return 2.5;
}

/** Day tolerances the planner aims for (the contract is ±5 % kcal, ±15 % protein). */
export const KCAL_TOLERANCE = 0.05;
export const PROTEIN_TOLERANCE = 0.15;
const KCAL_AIM = 0.03;
const PROTEIN_AIM = 0.1;
const MAX_ATTEMPTS = 60;
/** Weight of each meal's log-distance from its share of the day (keeps breakfasts breakfast-sized). */
const BALANCE_WEIGHT = 1;
/** A meal outside [0.5, 1.8] x its share of the day is not accepted at the first good fit. */
const SHARE_RANGE = [0.5, 1.8] as const;

const FALLBACK_ROLES: Record<MealType, MealType[]> = {
  breakfast: ["snack", "lunch", "dinner"],
  snack: ["breakfast", "lunch", "dinner"],
  lunch: ["dinner", "breakfast", "snack"],
  dinner: ["lunch", "breakfast", "snack"],
};

const SOFT = new Set<string>(SOFT_TAGS);

export interface PlanContext {
  kcalGoal: number;
  proteinGoal: number;
  roles: readonly MealType[];
  shares: number[];
  pools: Map<MealType, RecipeData[]>;
  steps: number[];
}

/** Recipes allowed for a profile: no hard-excluded tag. */
export function eligibleRecipes(excluded: ReadonlySet<string>): RecipeData[] {
  const hard = [...excluded].filter((t) => !SOFT.has(t));
  return RECIPES.filter((r) => !r.tags.some((t) => hard.includes(t)));
}

function poolFor(role: MealType, needed: number, eligible: RecipeData[], soft: string[]): RecipeData[] {
  const pool = eligible.filter((r) => r.roles.includes(role));
  for (const fallback of FALLBACK_ROLES[role]) {
    if (pool.length >= needed) break;
    for (const r of eligible) if (r.roles.includes(fallback) && !pool.includes(r)) pool.push(r);
  }
  if (soft.length === 0) return pool;
  const gentle = pool.filter((r) => !r.tags.some((t) => soft.includes(t)));
  return gentle.length >= needed ? gentle : pool;
}

export function planContext(profile: PlannerProfile): PlanContext {
  const raw = Number(profile.daily_calorie_goal);
  const kcalGoal = Number.isFinite(raw) && raw > 0 ? raw : 2000;
  const n = clampMealsPerDay(profile.meals_per_day);
  const roles = MEAL_ROLES[n];
  const weightSum = roles.reduce((s, r) => s + ROLE_WEIGHT[r], 0);
  const shares = roles.map((r) => ROLE_WEIGHT[r] / weightSum);
  const excluded = excludedTagsFor(profile);
  const soft = [...excluded].filter((t) => SOFT.has(t));
  const eligible = eligibleRecipes(excluded);
  if (eligible.length === 0) throw new Error("No hay recetas compatibles con las restricciones del perfil");
  const pools = new Map<MealType, RecipeData[]>();
  for (const role of new Set(roles)) {
    // twice the slots of this role, so that no dish has to repeat on consecutive days
    const needed = 2 * roles.filter((r) => r === role).length;
    pools.set(role, poolFor(role, needed, eligible, soft));
  }
  const steps: number[] = [];
  for (let f = PORTION_MIN; f <= portionMaxFor(n) + 1e-9; f += PORTION_STEP)
    steps.push(Math.round(f * 100) / 100);
  return {
    kcalGoal,
    proteinGoal: proteinTargetFor({ ...profile, daily_calorie_goal: kcalGoal }),
    roles,
    shares,
    pools,
    steps,
  };
}

interface Fit {
  factors: number[];
  cost: number;
  kcalError: number;
  proteinError: number;
  balanced: boolean;
}

/** Chooses a portion step per meal so that the day meets the kcal and protein goals (coordinate descent). */
export function fitPortions(recipes: RecipeData[], ctx: PlanContext): Fit {
  const k = recipes.map((r) => r.per_serving.calories);
  const p = recipes.map((r) => r.per_serving.protein);
  const { kcalGoal: K, proteinGoal: P, steps } = ctx;
  const targets = ctx.shares.map((s) => s * K);
  const idx = recipes.map((_, i) => {
    const ideal = targets[i] / Math.max(1, k[i]);
    let best = 0;
    for (let s = 1; s < steps.length; s++)
      if (Math.abs(steps[s] - ideal) < Math.abs(steps[best] - ideal)) best = s;
    return best;
  });
  // incremental evaluation: totals and per-meal balance terms are updated per move in O(1)
  const bal = (i: number, s: number) => {
    const d = Math.log(Math.max(1, steps[s] * k[i]) / targets[i]);
    return d * d;
  };
  const score = (kc: number, pr: number, balance: number) => {
    const eK = (kc - K) / K;
    const eP = P > 0 ? (pr - P) / P : 0;
    return (eK / KCAL_AIM) ** 2 + (eP / PROTEIN_AIM) ** 2 + BALANCE_WEIGHT * balance;
  };
  let kc = 0;
  let pr = 0;
  let balance = 0;
  for (let i = 0; i < idx.length; i++) {
    kc += steps[idx[i]] * k[i];
    pr += steps[idx[i]] * p[i];
    balance += bal(i, idx[i]);
  }
  let current = score(kc, pr, balance);
  for (let iter = 0; iter < 40; iter++) {
    let bestCost = current;
    let bestMove: [number, number, number, number] | null = null;
    for (let i = 0; i < idx.length; i++) {
      const oi = idx[i];
      const bi = bal(i, oi);
      for (let s = 0; s < steps.length; s++) {
        if (s === oi) continue;
        const df = steps[s] - steps[oi];
        const c = score(kc + df * k[i], pr + df * p[i], balance - bi + bal(i, s));
        if (c < bestCost - 1e-12) {
          bestCost = c;
          bestMove = [i, s, -1, 0];
        }
      }
      for (let j = 0; j < idx.length; j++) {
        if (j === i) continue;
        const oj = idx[j];
        for (const d of [-1, 1]) {
          const si = oi + d;
          const sj = oj - d;
          if (si < 0 || sj < 0 || si >= steps.length || sj >= steps.length) continue;
          const dfi = steps[si] - steps[oi];
          const dfj = steps[sj] - steps[oj];
          const c = score(
            kc + dfi * k[i] + dfj * k[j],
            pr + dfi * p[i] + dfj * p[j],
            balance - bi - bal(j, oj) + bal(i, si) + bal(j, sj),
          );
          if (c < bestCost - 1e-12) {
            bestCost = c;
            bestMove = [i, si, j, sj];
          }
        }
      }
    }
    if (!bestMove) break;
    const [i, si, j, sj] = bestMove;
    kc += (steps[si] - steps[idx[i]]) * k[i];
    pr += (steps[si] - steps[idx[i]]) * p[i];
    balance += bal(i, si) - bal(i, idx[i]);
    idx[i] = si;
    if (j >= 0) {
      kc += (steps[sj] - steps[idx[j]]) * k[j];
      pr += (steps[sj] - steps[idx[j]]) * p[j];
      balance += bal(j, sj) - bal(j, idx[j]);
      idx[j] = sj;
    }
    current = bestCost;
  }
  const factors = idx.map((s) => steps[s]);
  const balanced = factors.every((f, i) => {
    const r = (f * k[i]) / targets[i];
    return r >= SHARE_RANGE[0] && r <= SHARE_RANGE[1];
  });
  return {
    factors,
    cost: current,
    kcalError: (kc - K) / K,
    proteinError: P > 0 ? (pr - P) / P : 0,
    balanced,
  };
}

function pick(cands: RecipeData[], weights: number[], rnd: number): number {
  const total = weights.reduce((a, b) => a + b, 0);
  let x = rnd * total;
  for (let i = 0; i < cands.length; i++) {
    x -= weights[i];
    if (x <= 0) return i;
  }
  return cands.length - 1;
}

interface DayChoice {
  recipes: RecipeData[];
  fit: Fit;
}

export function planDay(
  ctx: PlanContext,
  previous: ReadonlySet<string>,
  uses: ReadonlyMap<string, number>,
  rng: () => number,
): DayChoice {
  const targetDensity = (ctx.proteinGoal * 4) / ctx.kcalGoal;
  let best: DayChoice | null = null;
  let bestScore = Number.POSITIVE_INFINITY;
  for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt++) {
    const gamma = attempt < 4 ? 0 : Math.min(40, (attempt - 3) * 2);
    const chosen: RecipeData[] = [];
    for (const role of ctx.roles) {
      const pool = ctx.pools.get(role) ?? [];
      let cands = pool.filter((r) => !previous.has(r.id) && !chosen.includes(r));
      if (cands.length === 0) cands = pool.filter((r) => !chosen.includes(r));
      if (cands.length === 0) cands = pool;
      const target = ctx.shares[chosen.length] * ctx.kcalGoal;
      const weights = cands.map((r) => {
        const kcal = Math.max(1, r.per_serving.calories);
        const density = (r.per_serving.protein * 4) / kcal;
        // a dish whose natural portion is far from the slot's share needs extreme scaling: make it rarer
        const ideal = target / kcal;
        const stretch = ideal < 0.75 ? 0.75 / ideal : ideal > 2 ? ideal / 2 : 1;
        return (
          Math.exp(-gamma * Math.abs(density - targetDensity)) /
          (stretch * stretch * (1 + 3 * (uses.get(r.id) ?? 0)))
        );
      });
      chosen.push(cands[pick(cands, weights, rng())]);
    }
    const fit = fitPortions(chosen, ctx);
    const repeats = chosen.reduce((s, r) => s + (uses.get(r.id) ?? 0), 0);
    // The calorie band is the contract: a day outside ±5 % loses to any day inside it.
    const outsideBand = Math.abs(fit.kcalError) > KCAL_TOLERANCE ? 1000 : 0;
    const score = fit.cost + 0.2 * repeats + outsideBand;
    if (score < bestScore) {
      bestScore = score;
      best = { recipes: chosen, fit };
    }
    if (Math.abs(fit.kcalError) <= KCAL_AIM && Math.abs(fit.proteinError) <= PROTEIN_AIM && fit.balanced)
      break;
  }
  return best!;
}

const r1 = (x: number) => Math.round(x * 10) / 10;

export function formatPortion(f: number): string {
  const s = String(f).replace(".", ",");
  return f === 1 ? "1 ración" : `${s} raciones`;
}

export function toPlannedMeal(
  recipe: RecipeData,
  factor: number,
  role: MealType,
  day: number,
  slot: number,
): PlannedMeal {
  const n = recipe.per_serving;
  const grams = Math.round((recipe.grams * factor) / 5) * 5;
  return {
    id: `${recipe.id}@${Math.round(factor * 100)}-d${day}m${slot}`,
    name: recipe.name,
    description: `${recipe.description.replace(/\.$/, "")}; ${formatPortion(factor)} (unos ${grams} g).`,
    calories: Math.round(n.calories * factor),
    protein: r1(n.protein * factor),
    carbs: r1(n.carbs * factor),
    fat: r1(n.fat * factor),
    sugar: r1(n.sugar * factor),
    fiber: r1(n.fiber * factor),
    salt: r1(n.salt * factor),
    recipe_id: recipe.id,
    meal_type: role,
  };
}

/** Seven days x meals_per_day meals, deterministic for (profile, seed). */
export function generateWeeklyPlan(profile: PlannerProfile, seed: string): DayPlan[] {
  const ctx = planContext(profile);
  const rng = rngFrom(`bocado-planner:${seed}`);
  const uses = new Map<string, number>();
  let previous = new Set<string>();
  const days: DayPlan[] = [];
  for (let day = 0; day < 7; day++) {
    const choice = planDay(ctx, previous, uses, rng);
    const meals = choice.recipes.map((r, slot) =>
      toPlannedMeal(r, choice.fit.factors[slot], ctx.roles[slot], day, slot),
    );
    for (const r of choice.recipes) uses.set(r.id, (uses.get(r.id) ?? 0) + 1);
    previous = new Set(choice.recipes.map((r) => r.id));
    days.push({ day, meals });
  }
  return days;
}
