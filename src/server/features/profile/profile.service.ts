import { NotFound } from "../../../core/errors";
import { isOnboardingComplete, type ProfileResponse } from "../../../core/profile.schema";
import type { Db } from "../../db/client";
import { toProfile } from "./profile.mapper";
import { findProfile, updateProfile } from "./profile.repo";

export const PROFILE_MESSAGES = {
  notFound: "User profile not found",
} as const;

/** The signed-in user's profile; remembers the browser's time zone for day boundaries. */
export async function getProfile(db: Db, userId: string, timeZone?: string): Promise<ProfileResponse> {
  let row = await findProfile(db, userId);
  if (!row) throw new NotFound(PROFILE_MESSAGES.notFound);
  if (timeZone && row.timeZone !== timeZone) {
    row = (await updateProfile(db, userId, { timeZone })) ?? row;
  }
  const profile = toProfile(row);
  return { profile, onboarding_complete: isOnboardingComplete(profile) };
}
