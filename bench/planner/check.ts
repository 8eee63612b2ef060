import type { DayPlan } from "../../src/core/plan.schema";
import { clampMealsPerDay } from "../../src/core/plan.schema";
import { excludedTagsFor, type PlannerProfile, proteinTargetFor, recipeById } from "../../src/planner/index";
import { FOODS, type FoodKey } from "../../src/planner/library/foods";

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
      const r = meal.recipe_id ? recipeById(meal.recipe_id) : undefined;
      if (!r) {
        out.push(`${meal.id}: sin receta`);
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
