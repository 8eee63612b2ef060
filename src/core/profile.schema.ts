import { z } from "zod";
import {
  ACTIVITY_LEVELS,
  activityLevelSchema,
  cuisineRegionSchema,
  dietaryRestrictionSchema,
  fitnessGoalSchema,
  genderSchema,
} from "./enums";

export const activityDetailsSchema = z.object({
  level: activityLevelSchema,
  displayName: z.string(),
  frequency: z.string(),
  multiplier: z.number(),
});
export type ActivityDetails = z.infer<typeof activityDetailsSchema>;

/** SPEC.md section 3 "users (profile)", as the API returns it. */
export const profileSchema = z.object({
  id: z.string(),
  email: z.string(),
  full_name: z.string(),
  age: z.number().int().nullable(),
  gender: genderSchema.nullable(),
  date_of_birth: z.string().nullable(),
  height: z.number().nullable(),
  weight: z.number().nullable(),
  activity_level: activityLevelSchema.nullable(),
  activity_details: activityDetailsSchema.nullable(),
  fitness_goal: fitnessGoalSchema.nullable(),
  dietary_restrictions: z.array(dietaryRestrictionSchema).nullable(),
  health_restrictions: z.array(z.string()).nullable(),
  current_diet: z.string().nullable(),
  health_goals: z.string().nullable(),
  meals_per_day: z.number().int().nullable(),
  daily_calorie_goal: z.number().int().nullable(),
  time_zone: z.string().nullable(),
  /** planner v2 (issue 13): the cuisine the plan favours; null until the user picks one */
  cuisine_region: cuisineRegionSchema.nullable(),
  /**
   * planner: liked and disliked foods as the user writes them ("no me gusta el pescado", "me encantan
   * las lentejas"); a soft preference the built-in planner honours while the plan stays feasible
   */
  food_preferences: z.array(z.string()).nullable().optional(),
});
export type Profile = z.infer<typeof profileSchema>;

/**
 * SPEC.md section 4 "Onboarding complete": the row exists, activity_level is one of the five values,
 * and dietary_restrictions, current_diet, health_goals and daily_calorie_goal are present.
 */
export function isOnboardingComplete(profile: Partial<Profile> | null | undefined): boolean {
  if (!profile) return false;
  return (
    typeof profile.activity_level === "string" &&
    (ACTIVITY_LEVELS as readonly string[]).includes(profile.activity_level) &&
    profile.dietary_restrictions != null &&
    profile.current_diet != null &&
    profile.health_goals != null &&
    profile.daily_calorie_goal != null
  );
}

/** GET /api/profile answer. */
export const profileResponseSchema = z.object({
  profile: profileSchema,
  onboarding_complete: z.boolean(),
});
export type ProfileResponse = z.infer<typeof profileResponseSchema>;
