import { dailyGuidance } from "../../src/core/nutrition-guidance";
import type { DayPlan } from "../../src/core/plan.schema";
import { clampMealsPerDay } from "../../src/core/plan.schema";
import { CONDITION_RULES, conditionEffects } from "../../src/planner/conditions";
import { cuisinesOf, freeSugarOf, hasPlantProtein } from "../../src/planner/cuisine";
import { excludedTagsFor, type PlannerProfile, proteinTargetFor, recipeById } from "../../src/planner/index";
import { FOODS, type FoodKey } from "../../src/planner/library/foods";
import { MEAL_SHARE_MAX, stapleOf, WEIGHT_LIMIT } from "../../src/planner/planner";
import { MEAL_ROLES } from "../../src/planner/profile";
import { SIDES, type SideVariant } from "../../src/planner/sides";

/** Side variants by their item wording without the count ("rebanada de pan", "naranja"). */
const SIDE_BY_LABEL = new Map<string, SideVariant>();
for (const spec of SIDES)
  for (const v of spec.variants)
    for (const text of [v.one, v.many]) SIDE_BY_LABEL.set(text.replace(/^(\{2?n\}|\d+) /, ""), v);

const SOFT = new Set(["alto en azúcar", "alto en sal"]);
const ANIMAL = new Set(["carne", "pescado", "marisco"]);
const VEGAN_EXTRA = new Set(["huevo", "lácteos", "miel"]);

/** Every way a plan can break a profile's hard rules, checked on recipe tags AND on ingredients. */
export function violations(profile: PlannerProfile, plan: DayPlan[]): string[] {
  const out: string[] = [];
  const hard = [...excludedTagsFor(profile)].filter((t) => !SOFT.has(t));
  const vegan = profile.dietary_restrictions.includes("Vegano");
  const vegetarian = vegan || profile.dietary_restrictions.includes("Vegetariano");
  for (const day of plan) {
    for (const meal of day.meals) {
      for (const item of meal.items ?? []) {
        const side = SIDE_BY_LABEL.get(item.name.replace(/^\d+ /, ""));
        if (!side) out.push(`${meal.id}: acompañamiento desconocido ${item.name}`);
        else
          for (const t of hard) if (side.tags.includes(t)) out.push(`${meal.id}: ${item.name} contiene ${t}`);
      }
      const r = meal.recipe_id ? recipeById(meal.recipe_id) : undefined;
      if (!r) {
        if (!meal.id?.startsWith("acompanamientos@")) out.push(`${meal.id}: sin receta`);
        continue;
      }
      for (const t of hard) if (r.tags.includes(t)) out.push(`${meal.id}: etiqueta ${t}`);
      for (const ing of r.ingredients) {
        const contains: readonly string[] = FOODS[ing.food as FoodKey]?.contains ?? [];
        for (const t of hard) if (contains.includes(t)) out.push(`${meal.id}: ${ing.food} contiene ${t}`);
        const animalGroup = ing.ciqual_group === "04" && ing.ciqual_subgroup !== "meat substitute";
        if (vegetarian && animalGroup && !/oeuf/i.test(ing.ciqual_name) && !vegan) {
          out.push(`${meal.id}: ${ing.ciqual_name} (grupo 04) para vegetariano`);
        }
        const dairyGroup = ing.ciqual_group === "05" && !/soja/i.test(ing.ciqual_name);
        if (vegan && (animalGroup || dairyGroup || /^(beurre à|miel|mayonnaise)/i.test(ing.ciqual_name))) {
          out.push(`${meal.id}: ${ing.ciqual_name} para vegano`);
        }
        for (const t of contains) if (vegetarian && ANIMAL.has(t)) out.push(`${meal.id}: ${t}`);
        for (const t of contains) if (vegan && VEGAN_EXTRA.has(t)) out.push(`${meal.id}: ${t}`);
      }
    }
  }
  return out;
}

export function shapeErrors(profile: PlannerProfile, plan: DayPlan[]): string[] {
  const n = clampMealsPerDay(profile.meals_per_day);
  const out: string[] = [];
  if (plan.length !== 7) out.push(`${plan.length} días`);
  plan.forEach((d, i) => {
    if (d.day !== i) out.push(`día ${d.day} en posición ${i}`);
    if (d.meals.length !== n) out.push(`día ${i}: ${d.meals.length} comidas`);
  });
  const ids = plan.flatMap((d) => d.meals.map((m) => m.id));
  if (new Set(ids).size !== ids.length) out.push("ids repetidos");
  for (let i = 1; i < plan.length; i++) {
    const prev = new Set(plan[i - 1].meals.map((m) => m.recipe_id));
    for (const m of plan[i].meals)
      if (prev.has(m.recipe_id)) out.push(`día ${i}: ${m.recipe_id} repetido del día anterior`);
  }
  return out;
}

export function dayStats(profile: PlannerProfile, plan: DayPlan[]) {
  const goal = profile.daily_calorie_goal;
  const protein = proteinTargetFor(profile);
  return plan.map((d) => {
    const kcal = d.meals.reduce((s, m) => s + m.calories, 0);
    const prot = d.meals.reduce((s, m) => s + m.protein, 0);
    return {
      kcalOk: Math.abs(kcal - goal) <= 0.05 * goal,
      proteinOk: Math.abs(prot - protein) <= 0.15 * protein,
      kcalError: (kcal - goal) / goal,
      proteinError: (prot - protein) / protein,
    };
  });
}

const portionOf = (id: string | undefined) => Number(/@(\d+)-/.exec(id ?? "")?.[1] ?? 100) / 100;

/** Everything the benchmark counts about one week. */
export function weekReport(profile: PlannerProfile, plan: DayPlan[]) {
  const n = clampMealsPerDay(profile.meals_per_day);
  const kcalGoal = profile.daily_calorie_goal;
  const effects = conditionEffects([...profile.health_restrictions, ...profile.dietary_restrictions]);
  const g = dailyGuidance(kcalGoal, effects.conditions);
  const region = profile.cuisine_region ?? "variada";
  const vegetarian = profile.dietary_restrictions.some((d) => d === "Vegetariano" || d === "Vegano");
  const stats = dayStats(profile, plan);
  const bound = () => ({ broken: 0, unexplained: 0 });
  const out = {
    region,
    /** kcal per gram the goal needs if every plate were at its weight limit (900 g, 600 g breakfast/snack) */
    density: kcalGoal / MEAL_ROLES[n].reduce((s, r) => s + WEIGHT_LIMIT[r], 0),
    days: plan.length,
    meals: 0,
    kcalOk: stats.filter((d) => d.kcalOk).length,
    kcalMissExplained: 0,
    proteinOk: stats.filter((d) => d.proteinOk).length,
    overWeight: 0,
    overWeightUnexplained: 0,
    maxGrams: 0,
    overShare: 0,
    overShareUnexplained: 0,
    bounds: { fiberMin: bound(), fiberMax: bound(), salt: bound(), sugar: bound(), fat: bound() },
    saltOver6: 0,
    conditionViolations: [] as string[],
    restrictionViolations: violations(profile, plan),
    shapeErrors: shapeErrors(profile, plan),
    homeMeals: 0,
    overTwice: 0,
    consecutive: 0,
    sameDay: 0,
    sameStaple: 0,
    plantProteinForOmnivore: 0,
    sides: 0,
    noDish: 0,
    relaxations: new Map<string, number>(),
  };
  const uses = new Map<string, number>();
  plan.forEach((day, d) => {
    const relaxed = new Set(day.relaxations ?? []);
    for (const k of relaxed) out.relaxations.set(k, (out.relaxations.get(k) ?? 0) + 1);
    if (!stats[d].kcalOk && relaxed.has("kcal") && (day.notes ?? []).length > 0) out.kcalMissExplained++;
    const sum = (f: (m: (typeof day.meals)[number]) => number) => day.meals.reduce((s, m) => s + f(m), 0);
    const kcal = sum((m) => m.calories);
    const carbs = sum((m) => m.carbs);
    const fiber = sum((m) => m.fiber);
    const salt = sum((m) => m.salt);
    const fat = sum((m) => m.fat);
    let freeSugar = 0;
    const ids = new Set<string>();
    const staples = new Set<string>();
    for (const m of day.meals) {
      out.meals++;
      out.sides += m.items?.length ?? 0;
      const grams = m.grams ?? 0;
      out.maxGrams = Math.max(out.maxGrams, grams);
      if (grams > WEIGHT_LIMIT[m.meal_type ?? "lunch"]) {
        out.overWeight++;
        if (!relaxed.has("weight")) out.overWeightUnexplained++;
      }
      if (n >= 3 && m.calories > MEAL_SHARE_MAX * kcal + 5) {
        out.overShare++;
        if (!relaxed.has("share")) out.overShareUnexplained++;
      }
      if (
        effects.mealCarbShareMax !== null &&
        n >= 3 &&
        m.carbs > effects.mealCarbShareMax * carbs + 1 &&
        !relaxed.has("share")
      )
        out.conditionViolations.push(`${m.id}: más del 40 % de los hidratos del día con diabetes`);
      const r = m.recipe_id ? recipeById(m.recipe_id) : undefined;
      if (!r) {
        out.noDish++;
        continue;
      }
      freeSugar += freeSugarOf(r) * portionOf(m.id);
      for (const rule of CONDITION_RULES)
        if (effects.conditions[rule.condition])
          for (const t of rule.excludeTags)
            if (r.tags.includes(t)) out.conditionViolations.push(`${m.id}: ${t} con ${rule.condition}`);
      if (region !== "variada" && cuisinesOf(r).includes(region)) out.homeMeals++;
      if (ids.has(r.id)) out.sameDay++;
      const staple = stapleOf(r);
      if (staple && staples.has(staple)) out.sameStaple++;
      if (staple) staples.add(staple);
      ids.add(r.id);
      uses.set(r.id, (uses.get(r.id) ?? 0) + 1);
      if (!vegetarian && hasPlantProtein(r)) out.plantProteinForOmnivore++;
      if (d > 0 && plan[d - 1].meals.some((p) => p.recipe_id === r.id)) out.consecutive++;
    }
    if (region === "variada") out.homeMeals += 0;
    const check = (key: keyof typeof out.bounds, broken: boolean, relaxKey: string) => {
      if (!broken) return;
      out.bounds[key].broken++;
      if (!relaxed.has(relaxKey)) out.bounds[key].unexplained++;
    };
    check("fiberMin", fiber < g.fiberMin - 0.5, "fiberMin");
    check("fiberMax", fiber > g.fiberMax + 0.5, "fiberMax");
    check("salt", salt > g.saltMax + 0.05, "salt");
    check("sugar", freeSugar > g.freeSugarMax + 0.5, "sugar");
    check("fat", fat < g.fatMin - 1 || fat > g.fatMax + 1, "fat");
    if (salt > 6.05) {
      out.saltOver6++;
      if (effects.conditions.hypertension || effects.conditions.kidneyDisease)
        out.conditionViolations.push(
          `día ${d}: ${salt.toFixed(1)} g de sal con hipertensión o enfermedad renal`,
        );
    }
  });
  for (const count of uses.values()) if (count > 2) out.overTwice += count - 2;
  return out;
}

const every = (text: string) => ({
  daily_calorie_goal: 2000,
  meals_per_day: 3,
  dietary_restrictions: [] as string[],
  health_restrictions: [text],
  fitness_goal: null,
});

/** The bad inputs of issue 13: a plan with the relaxations explained, never an error nor a 2-kilo plate. */
export const BAD_INPUTS: [string, PlannerProfile][] = [
  [
    "todas las alergias y condiciones",
    {
      ...every(
        "alergia a frutos secos, cacahuete, marisco, pescado, huevo, leche, gluten, soja, sésamo, miel; diabetes, hipertensión, enfermedad renal, celiaquía, intolerancia a la lactosa, embarazo",
      ),
      dietary_restrictions: ["Vegano", "Sin gluten", "Sin lactosa"],
    },
  ],
  [
    "1 comida a 5000 kcal",
    { ...every(""), health_restrictions: [], daily_calorie_goal: 5000, meals_per_day: 1 },
  ],
  [
    "7 comidas a 1200 kcal",
    { ...every(""), health_restrictions: [], daily_calorie_goal: 1200, meals_per_day: 7 },
  ],
  [
    "1 comida a 4000 kcal",
    { ...every(""), health_restrictions: [], daily_calorie_goal: 4000, meals_per_day: 1 },
  ],
];
