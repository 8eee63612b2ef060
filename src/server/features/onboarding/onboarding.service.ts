import { ACTIVITY_OPTIONS, ageFromBirthDate, calculateDailyCalorieGoal } from "../../../core/calorie-goal";
import { Invalid, NotFound } from "../../../core/errors";
import {
  ONBOARDING_LIMITS,
  type OnboardingInput,
  type OnboardingResult,
} from "../../../core/onboarding.schema";
import { isOnboardingComplete } from "../../../core/profile.schema";
import { isIanaTimeZone } from "../../../core/profile-update.schema";
import type { AppDeps } from "../../http/context";
import { generatePlanForUser } from "../plans/plans.service";
import { toProfile } from "../profile/profile.mapper";
import { findProfile, updateProfile } from "../profile/profile.repo";
import { forgetTimeZone } from "../profile/time-zone";

export const ONBOARDING_MESSAGES = {
  noUser: "No user found",
  birthDateRange: "La fecha de nacimiento debe corresponder a una edad entre 13 y 100 años",
} as const;

/**
 * Saves every onboarding answer in one transaction (health_restrictions combines conditions, allergies
 * and medications; activity_details and the calorie goal are derived), then generates the initial
 * weekly plan. A plan failure does not undo the profile (SPEC.md section 4: the flow continues).
 */
export async function completeOnboarding(
  deps: Pick<AppDeps, "db" | "ai" | "logger">,
  userId: string,
  input: OnboardingInput,
  zones: { stored: string; browser?: string },
  today = new Date(),
): Promise<OnboardingResult> {
  // The first onboarding takes the browser's zone; onboarding again never moves it (daily limits
  // follow it; only the profile page changes it, once a day).
  const existing = await findProfile(deps.db, userId);
  if (!existing) throw new NotFound(ONBOARDING_MESSAGES.noUser);
  const firstTime = !isOnboardingComplete(toProfile(existing));
  const timeZone = firstTime && zones.browser && isIanaTimeZone(zones.browser) ? zones.browser : zones.stored;
  const age = ageFromBirthDate(input.date_of_birth, today);
  if (age === null || age < ONBOARDING_LIMITS.minAge || age > ONBOARDING_LIMITS.maxAge) {
    throw new Invalid(ONBOARDING_MESSAGES.birthDateRange);
  }
  const activity = ACTIVITY_OPTIONS.find((o) => o.level === input.activity_level);
  if (!activity) throw new Invalid("Nivel de actividad no válido");
  const dailyCalorieGoal = calculateDailyCalorieGoal({
    gender: input.gender,
    weight: input.weight,
    height: input.height,
    age,
    activity_level: input.activity_level,
    fitness_goal: input.fitness_goal,
  });
  const saved = await deps.db.transaction((tx) =>
    updateProfile(tx, userId, {
      gender: input.gender,
      dateOfBirth: input.date_of_birth,
      age,
      height: input.height,
      weight: input.weight,
      activityLevel: input.activity_level,
      activityDetails: {
        level: activity.level,
        displayName: activity.displayName,
        frequency: activity.frequency,
        multiplier: activity.multiplier,
      },
      fitnessGoal: input.fitness_goal,
      dietaryRestrictions: [...new Set(input.dietary_restrictions)],
      // One list for the planner; repeated entries (an allergy also typed as a condition) kept once.
      healthRestrictions: [
        ...new Set([...input.chronic_conditions, ...input.allergies, ...input.medications]),
      ],
      currentDiet: input.current_diet,
      healthGoals: input.health_goals,
      mealsPerDay: input.meals_per_day,
      ...(input.cuisine_region ? { cuisineRegion: input.cuisine_region } : {}),
      dailyCalorieGoal,
      timeZone,
    }),
  );
  if (!saved) throw new NotFound(ONBOARDING_MESSAGES.noUser);
  forgetTimeZone(userId);

  let planStatus: OnboardingResult["plan_status"] = "created";
  try {
    await generatePlanForUser(deps, userId, { weekOffset: 0, timeZone, initial: true, now: today });
  } catch (error) {
    deps.logger.warn({ err: error, userId }, "initial meal plan failed");
    planStatus = "failed";
  }
  // Read again: generating a plan may have moved daily_calorie_goal (SPEC.md section 4 "Meal plans").
  const profile = toProfile((await findProfile(deps.db, userId)) ?? saved);
  return { profile, daily_calorie_goal: dailyCalorieGoal, plan_status: planStatus };
}
