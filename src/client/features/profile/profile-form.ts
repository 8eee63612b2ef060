import { z } from "zod";
import { calculateDailyCalorieGoal } from "../../../core/calorie-goal";
import { cuisineRegionFromLanguages } from "../../../core/cuisine-region";
import { ACTIVITY_LEVELS } from "../../../core/enums";
import { splitList } from "../../../core/onboarding-steps";
import type { Profile } from "../../../core/profile.schema";
import { PROFILE_FIELD_SCHEMAS, type ProfileUpdate } from "../../../core/profile-update.schema";
import { profileMessages as t } from "./messages";

/**
 * The profile form: the same field rules as PATCH /api/profile (one source for the ranges and the
 * Spanish messages), with the health restrictions and the food preferences each typed as one
 * comma-separated text.
 */
export const profileFormSchema = z.object({
  full_name: PROFILE_FIELD_SCHEMAS.full_name,
  age: PROFILE_FIELD_SCHEMAS.age,
  weight: PROFILE_FIELD_SCHEMAS.weight,
  height: PROFILE_FIELD_SCHEMAS.height,
  activity_level: PROFILE_FIELD_SCHEMAS.activity_level,
  daily_calorie_goal: PROFILE_FIELD_SCHEMAS.daily_calorie_goal,
  meals_per_day: PROFILE_FIELD_SCHEMAS.meals_per_day,
  dietary_restrictions: PROFILE_FIELD_SCHEMAS.dietary_restrictions,
  cuisine_region: PROFILE_FIELD_SCHEMAS.cuisine_region,
  health_restrictions: z
    .string()
    .max(6000, { error: t.healthTooLong })
    .transform(splitList)
    .pipe(PROFILE_FIELD_SCHEMAS.health_restrictions),
  food_preferences: z
    .string()
    .max(6000, { error: t.foodPreferencesTooLong })
    .transform(splitList)
    .pipe(PROFILE_FIELD_SCHEMAS.food_preferences),
});
export type ProfileFormValues = z.input<typeof profileFormSchema>;

const text = (n: number | null) => (n == null ? "" : String(n).replace(".", ","));

/**
 * The form's values for a profile. A cuisine never chosen shows the browser language's guess
 * (src/core/cuisine-region.ts), saved with the rest of the form.
 */
export function formValuesFrom(
  profile: Profile,
  languages: readonly string[] | undefined = typeof navigator === "undefined"
    ? undefined
    : navigator.languages,
): ProfileFormValues {
  return {
    full_name: profile.full_name,
    age: profile.age == null ? "" : String(profile.age),
    weight: text(profile.weight),
    height: text(profile.height),
    activity_level: profile.activity_level ?? ACTIVITY_LEVELS[2],
    daily_calorie_goal: profile.daily_calorie_goal == null ? "" : String(profile.daily_calorie_goal),
    meals_per_day: String(profile.meals_per_day ?? 3),
    dietary_restrictions: profile.dietary_restrictions ?? [],
    cuisine_region: profile.cuisine_region ?? cuisineRegionFromLanguages(languages),
    health_restrictions: (profile.health_restrictions ?? []).join(", "),
    food_preferences: (profile.food_preferences ?? []).join(", "),
  };
}

export type ProfilePatch = ProfileUpdate;

const parsed = <T>(schema: z.ZodType<T, unknown>, value: unknown): T | null => {
  const result = schema.safeParse(value);
  return result.success ? result.data : null;
};

/**
 * The calorie goal the SPEC.md section 9 formula gives for the form's current weight, height, age and
 * activity (with the stored gender and fitness goal), offered when one of them changed and the result
 * differs from the goal in the form; otherwise null. Nothing is saved until the user saves the form.
 */
export function suggestedCalorieGoal(profile: Profile, values: ProfileFormValues): number | null {
  const weight = parsed(PROFILE_FIELD_SCHEMAS.weight, values.weight);
  const height = parsed(PROFILE_FIELD_SCHEMAS.height, values.height);
  const age = parsed(PROFILE_FIELD_SCHEMAS.age, values.age);
  const activity = parsed(PROFILE_FIELD_SCHEMAS.activity_level, values.activity_level);
  if (weight === null || height === null || age === null || activity === null) return null;
  const changed =
    weight !== profile.weight ||
    height !== profile.height ||
    age !== profile.age ||
    activity !== profile.activity_level;
  if (!changed) return null;
  const goal = calculateDailyCalorieGoal({
    gender: profile.gender,
    weight,
    height,
    age,
    activity_level: activity,
    fitness_goal: profile.fitness_goal,
  });
  const current = parsed(PROFILE_FIELD_SCHEMAS.daily_calorie_goal, values.daily_calorie_goal);
  return goal === current ? null : goal;
}
