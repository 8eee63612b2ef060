import type { ActivityLevel, FitnessGoal, Gender } from "./enums";

/** SPEC.md section 9: activity factors applied to the resting metabolic rate. */
export const ACTIVITY_MULTIPLIERS: Record<ActivityLevel, number> = {
  sedentary: 1.2,
  light: 1.375,
  moderate: 1.55,
  very_active: 1.725,
  extra_active: 1.9,
};

/** Used when the profile has no (or an unknown) activity level (SPEC.md section 9). */
export const DEFAULT_ACTIVITY_MULTIPLIER = 1.2;

/** Used when a required input of the formula is missing (SPEC.md section 9). */
export const DEFAULT_DAILY_CALORIE_GOAL = 2000;

export const CALORIE_GOAL_MIN = 1200;
export const CALORIE_GOAL_MAX = 5000;

export interface ActivityOption {
  level: ActivityLevel;
  displayName: string;
  frequency: string;
  multiplier: number;
}

/** SPEC.md section 9 "Activity options", in the order the onboarding shows them. */
export const ACTIVITY_OPTIONS: readonly ActivityOption[] = [
  {
    level: "sedentary",
    displayName: "Sedentario",
    frequency: "poco o ningún ejercicio",
    multiplier: ACTIVITY_MULTIPLIERS.sedentary,
  },
  {
    level: "light",
    displayName: "Actividad ligera",
    frequency: "1-3 días/semana",
    multiplier: ACTIVITY_MULTIPLIERS.light,
  },
  {
    level: "moderate",
    displayName: "Actividad moderada",
    frequency: "3-5 días/semana",
    multiplier: ACTIVITY_MULTIPLIERS.moderate,
  },
  {
    level: "very_active",
    displayName: "Muy activo",
    frequency: "6-7 días/semana",
    multiplier: ACTIVITY_MULTIPLIERS.very_active,
  },
  {
    level: "extra_active",
    displayName: "Atleta",
    frequency: "ejercicio intenso diario",
    multiplier: ACTIVITY_MULTIPLIERS.extra_active,
  },
];

/** Goal factors of SPEC.md section 9; any other goal keeps the maintenance energy (x1). */
export const GOAL_FACTORS: Partial<Record<FitnessGoal, number>> = {
  "Pérdida de peso": 0.85,
  "Ganancia muscular": 1.15,
  "Rendimiento deportivo": 1.2,
};

export function activityMultiplier(level: string | null | undefined): number {
  return level && level in ACTIVITY_MULTIPLIERS
    ? ACTIVITY_MULTIPLIERS[level as ActivityLevel]
    : DEFAULT_ACTIVITY_MULTIPLIER;
}

export function goalFactor(goal: string | null | undefined): number {
  return (goal && GOAL_FACTORS[goal as FitnessGoal]) || 1;
}

function maleRmr(kg: number, m: number, age: number): number {
  return 9.65 * kg + 573 * m - 5.08 * age + 260;
}

function femaleRmr(kg: number, m: number, age: number): number {
  return 7.38 * kg + 607 * m - 2.31 * age + 43;
}

/**
 * Resting metabolic rate in kcal/day (SPEC.md section 9, height in metres). As the spec says, only
 * 'Masculino' selects the male formula; 'Femenino' and 'Otro' use the female one
 * (docs/decisions/0013-conformance.md).
 */
export function restingMetabolicRate(input: {
  gender: Gender;
  weightKg: number;
  heightCm: number;
  age: number;
}): number {
  const m = input.heightCm / 100;
  return input.gender === "Masculino"
    ? maleRmr(input.weightKg, m, input.age)
    : femaleRmr(input.weightKg, m, input.age);
}

export interface CalorieGoalInput {
  gender?: Gender | null;
  weight?: number | null;
  height?: number | null;
  age?: number | null;
  activity_level?: ActivityLevel | string | null;
  fitness_goal?: FitnessGoal | string | null;
}

const present = (n: number | null | undefined): n is number =>
  typeof n === "number" && Number.isFinite(n) && n > 0;

/** RMR x activity x goal factor, clamped to 1200..5000 and rounded; 2000 when data is missing. */
export function calculateDailyCalorieGoal(input: CalorieGoalInput): number {
  const { gender, weight, height, age } = input;
  if (!gender || !present(weight) || !present(height) || !present(age)) return DEFAULT_DAILY_CALORIE_GOAL;
  const rmr = restingMetabolicRate({ gender, weightKg: weight, heightCm: height, age });
  const goal = rmr * activityMultiplier(input.activity_level) * goalFactor(input.fitness_goal);
  return Math.round(Math.min(CALORIE_GOAL_MAX, Math.max(CALORIE_GOAL_MIN, goal)));
}

/**
 * Whole years between a YYYY-MM-DD birth date and `today` (calendar date in UTC, which is how date-only
 * strings are parsed). Null for an unreadable date or one in the future.
 */
export function ageFromBirthDate(
  date: string | Date | null | undefined,
  today: Date = new Date(),
): number | null {
  if (!date) return null;
  let y: number;
  let mo: number;
  let d: number;
  if (date instanceof Date) {
    if (Number.isNaN(date.getTime())) return null;
    y = date.getUTCFullYear();
    mo = date.getUTCMonth() + 1;
    d = date.getUTCDate();
  } else {
    const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(date.trim());
    if (!match) return null;
    y = Number(match[1]);
    mo = Number(match[2]);
    d = Number(match[3]);
    const check = new Date(Date.UTC(y, mo - 1, d));
    if (check.getUTCFullYear() !== y || check.getUTCMonth() !== mo - 1 || check.getUTCDate() !== d)
      return null;
  }
  const ty = today.getUTCFullYear();
  const tm = today.getUTCMonth() + 1;
  const td = today.getUTCDate();
  let age = ty - y;
  if (tm < mo || (tm === mo && td < d)) age -= 1;
  return age < 0 ? null : age;
}
