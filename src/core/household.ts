import type { DayPlan, HouseholdPortion } from "./plan.schema";

/**
 * Family plans (issue 18, docs/decisions/0028): one menu for everyone who follows it, each person's
 * share of every meal from their own calorie goal. Pure functions shared by server and client.
 */

/** What the planner must avoid for a household: every follower's diets and written restrictions. */
export interface HouseholdRestrictions {
  dietary_restrictions: string[];
  health_restrictions: string[];
}

/**
 * The union of the followers' exclusions. Diets add up (vegano and sin gluten in two people give a
 * vegan gluten-free menu: the strictest wins because exclusions only ever add), and every condition
 * applies to the whole menu (one person with hypertension gives everyone the low-salt rules, which
 * is safe for all of them).
 */
export function mergeRestrictions(
  people: readonly {
    dietary_restrictions?: readonly string[] | null;
    health_restrictions?: readonly string[] | null;
  }[],
): HouseholdRestrictions {
  const diets = new Set<string>();
  const health = new Map<string, string>();
  for (const person of people) {
    for (const d of person.dietary_restrictions ?? []) diets.add(d);
    for (const h of person.health_restrictions ?? []) {
      const key = h.trim().toLowerCase();
      if (key && !health.has(key)) health.set(key, h.trim());
    }
  }
  return { dietary_restrictions: [...diets], health_restrictions: [...health.values()] };
}

/** The most a person's day may drift from their goal after rounding (the target is ±5 %). */
const PORTION_TOLERANCE = 0.03;
const PORTION_STEPS = [0.25, 0.1, 0.05, 0.01] as const;
export const MAX_PORTION = 5;
export const MIN_PORTION = 0.1;

/**
 * A person's share of a planned day: their goal over the day's kcal, rounded to the friendliest step
 * (quarters, then tenths, twentieths, hundredths) that keeps their day within 3 % of their goal.
 */
export function householdPortion(goalKcal: number, dayKcal: number): number {
  if (!(goalKcal > 0) || !(dayKcal > 0)) return 1;
  const exact = Math.min(MAX_PORTION, Math.max(MIN_PORTION, goalKcal / dayKcal));
  for (const step of PORTION_STEPS) {
    const rounded = Math.round(exact / step) * step;
    if (rounded > 0 && Math.abs(rounded - exact) / exact <= PORTION_TOLERANCE) {
      return Math.round(rounded * 100) / 100;
    }
  }
  return Math.round(exact * 100) / 100;
}

export interface HouseholdPerson {
  member_id: string;
  name: string;
  /** the person's daily calorie goal; null = unknown (they eat the planned portion) */
  calorie_goal: number | null;
}

/**
 * Annotates every meal of the week with each person's portion (per day: a person eats the same
 * share of each of that day's meals) and `servings`, their sum, which the shopping list scales by.
 */
export function annotateHousehold(days: readonly DayPlan[], people: readonly HouseholdPerson[]): DayPlan[] {
  return days.map((day) => {
    const dayKcal = day.meals.reduce((sum, m) => sum + (Number(m.calories) || 0), 0);
    const household: HouseholdPortion[] = people.map((p) => ({
      member_id: p.member_id,
      name: p.name,
      portion: p.calorie_goal == null ? 1 : householdPortion(p.calorie_goal, dayKcal),
    }));
    const servings = Math.round(household.reduce((s, h) => s + h.portion, 0) * 100) / 100;
    return { ...day, meals: day.meals.map((meal) => ({ ...meal, servings, household })) };
  });
}

/**
 * The restrictions of the people eating a menu now that the menu was not planned for (someone joined
 * the family menu, or wrote a new allergy, after it was made): non-empty means "regenerate it".
 * Compared case-insensitively; a plan with no record was planned for nobody's restrictions.
 */
export function unplannedRestrictions(
  current: HouseholdRestrictions,
  planned: HouseholdRestrictions | null | undefined,
): string[] {
  const known = new Set(
    [...(planned?.dietary_restrictions ?? []), ...(planned?.health_restrictions ?? [])].map((r) =>
      r.trim().toLowerCase(),
    ),
  );
  return [...current.dietary_restrictions, ...current.health_restrictions].filter(
    (r) => !known.has(r.trim().toLowerCase()),
  );
}

const NUMBER = new Intl.NumberFormat("es-ES", { maximumFractionDigits: 2 });

export function formatPortion(portion: number): string {
  return NUMBER.format(portion);
}

/**
 * "Para 3: Ana 1 ración, Luis 1,5, Marta 0,75": the unit is written once, after the first person,
 * and agrees with that number ("1 ración", "1,5 raciones").
 */
export function householdLine(household: readonly HouseholdPortion[]): string {
  const parts = household.map((h, i) => {
    const amount = formatPortion(h.portion);
    if (i > 0) return `${h.name} ${amount}`;
    return `${h.name} ${amount} ${h.portion === 1 ? "ración" : "raciones"}`;
  });
  return `Para ${household.length}: ${parts.join(", ")}`;
}

/** The first word of a name, for the compact line ("Ana García" -> "Ana"). */
export function firstName(name: string | null | undefined, fallback: string): string {
  const first = (name ?? "").trim().split(/\s+/)[0];
  return first ? first.slice(0, 40) : fallback;
}
