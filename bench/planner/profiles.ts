import { CUISINE_REGIONS, DIETARY_RESTRICTIONS, FITNESS_GOALS } from "../../src/core/enums";
import type { PlannerProfile } from "../../src/planner/index";
import { rngFrom } from "../../src/planner/rng";

/** Free-text health restrictions as onboarding collects them. */
export const HEALTH_TEXTS = [
  "alergia a los frutos secos",
  "cacahuetes",
  "marisco",
  "celiaquía",
  "intolerancia a la lactosa",
  "diabetes tipo 2",
  "hipertensión",
  "alergia al huevo",
  "alergia al pescado",
  "soja",
  "sésamo",
  "asma",
  "metformina",
  "enfermedad renal crónica",
  "prediabetes",
  "embarazada",
  "tensión alta",
] as const;

/**
 * Deterministic benchmark profiles: goals 1200-4500 kcal, 1-7 meals, every subset of the dietary
 * options (cycled), 0-3 health texts (allergies and conditions), any goal or none, weight known or not,
 * every cuisine region (Spain for half of them, as most users are in Spain).
 */
export function benchProfiles(count: number, seed = "bench"): PlannerProfile[] {
  const rnd = rngFrom(seed);
  const out: PlannerProfile[] = [];
  for (let i = 0; i < count; i++) {
    const mask = i % 16;
    const dietary = DIETARY_RESTRICTIONS.filter((_, b) => mask & (1 << b));
    const health: string[] = [];
    const nHealth = Math.floor(rnd() * 4);
    for (let h = 0; h < nHealth; h++) {
      const t = HEALTH_TEXTS[Math.floor(rnd() * HEALTH_TEXTS.length)];
      if (!health.includes(t)) health.push(t);
    }
    const goalIdx = Math.floor(rnd() * (FITNESS_GOALS.length + 1));
    out.push({
      daily_calorie_goal: 1200 + Math.round((rnd() * 3300) / 50) * 50,
      meals_per_day: 1 + ((Math.floor(i / 16) + i) % 7),
      dietary_restrictions: dietary,
      health_restrictions: health,
      fitness_goal: goalIdx < FITNESS_GOALS.length ? FITNESS_GOALS[goalIdx] : null,
      weight: rnd() < 0.7 ? Math.round(45 + rnd() * 75) : null,
      cuisine_region: i % 2 === 0 ? "espana" : CUISINE_REGIONS[Math.floor(rnd() * CUISINE_REGIONS.length)],
    });
  }
  return out;
}
