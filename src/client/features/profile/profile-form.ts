import { z } from "zod";
import { cuisineRegionFromLanguages } from "../../../core/cuisine-region";
import { ACTIVITY_LEVELS } from "../../../core/enums";
import { splitList } from "../../../core/onboarding-steps";
import type { Profile } from "../../../core/profile.schema";
import { PROFILE_FIELD_SCHEMAS, type ProfileUpdate } from "../../../core/profile-update.schema";
import { profileMessages as t } from "./messages";

/**
 * The profile form: the same field rules as PATCH /api/profile (one source for the ranges and the
 * Spanish messages), with the health restrictions typed as one comma-separated text.
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
  };
}

export type ProfilePatch = ProfileUpdate;
