import { ACTIVITY_OPTIONS } from "../../../core/calorie-goal";
import { Invalid, NotFound } from "../../../core/errors";
import { isOnboardingComplete, type ProfileResponse } from "../../../core/profile.schema";
import { PROFILE_UPDATE_MESSAGES, type ProfileUpdate } from "../../../core/profile-update.schema";
import type { Db } from "../../db/client";
import { toProfile } from "./profile.mapper";
import { findProfile, type ProfileRow, type ProfileUpdate as RowUpdate, updateProfile } from "./profile.repo";
import { forgetTimeZone } from "./time-zone";

export const PROFILE_MESSAGES = {
  notFound: "User profile not found",
} as const;

function toResponse(row: ProfileRow): ProfileResponse {
  const profile = toProfile(row);
  return { profile, onboarding_complete: isOnboardingComplete(profile) };
}

/** How often the profile may move its time zone: daily limits follow it (issue 14 item 2). */
const TIME_ZONE_CHANGE_MS = 24 * 60 * 60 * 1000;

/**
 * The signed-in user's profile. Its time zone is stored once from the browser (see time-zone.ts)
 * and changed only by PATCH, never by reading the profile from another zone.
 */
export async function getProfile(db: Db, userId: string): Promise<ProfileResponse> {
  const row = await findProfile(db, userId);
  if (!row) throw new NotFound(PROFILE_MESSAGES.notFound);
  return toResponse(row);
}

/**
 * Saves the fields the profile page edits, on the signed-in user's row only. A new activity level
 * also rewrites activity_details, so the planner never reads a stale multiplier.
 */
export async function updateOwnProfile(
  db: Db,
  userId: string,
  input: ProfileUpdate,
  now = new Date(),
): Promise<ProfileResponse> {
  const values: RowUpdate = {};
  if (input.time_zone !== undefined) {
    const current = await findProfile(db, userId);
    if (!current) throw new NotFound(PROFILE_MESSAGES.notFound);
    if (current.timeZone !== input.time_zone) {
      const last = current.timeZoneChangedAt?.getTime();
      if (last !== undefined && now.getTime() - last < TIME_ZONE_CHANGE_MS) {
        throw new Invalid(PROFILE_UPDATE_MESSAGES.timeZoneOncePerDay);
      }
      values.timeZone = input.time_zone;
      values.timeZoneChangedAt = now;
    }
  }
  if (input.full_name !== undefined) values.fullName = input.full_name;
  if (input.age !== undefined) values.age = input.age;
  if (input.weight !== undefined) values.weight = input.weight;
  if (input.height !== undefined) values.height = input.height;
  if (input.daily_calorie_goal !== undefined) values.dailyCalorieGoal = input.daily_calorie_goal;
  if (input.dietary_restrictions !== undefined) values.dietaryRestrictions = input.dietary_restrictions;
  if (input.health_restrictions !== undefined) values.healthRestrictions = input.health_restrictions;
  if (input.meals_per_day !== undefined) values.mealsPerDay = input.meals_per_day;
  if (input.cuisine_region !== undefined) values.cuisineRegion = input.cuisine_region;
  if (input.food_preferences !== undefined) values.foodPreferences = input.food_preferences;
  if (input.activity_level !== undefined) {
    const option = ACTIVITY_OPTIONS.find((o) => o.level === input.activity_level);
    values.activityLevel = input.activity_level;
    if (option) {
      values.activityDetails = {
        level: option.level,
        displayName: option.displayName,
        frequency: option.frequency,
        multiplier: option.multiplier,
      };
    }
  }
  const row = await updateProfile(db, userId, values);
  if (values.timeZone !== undefined) forgetTimeZone(userId);
  if (!row) throw new NotFound(PROFILE_MESSAGES.notFound);
  return toResponse(row);
}
