import { useQuery } from "@tanstack/react-query";
import { getProfileRoute } from "../../core/contracts/profile";
import type { ProfileResponse } from "../../core/profile.schema";
import { apiCall, withRetry } from "./api";

/**
 * GET /api/profile, shared by the onboarding guard and any page that shows the profile.
 * After saving onboarding or the profile, invalidate (or set) this key so the guard sees the change.
 */
export const PROFILE_QUERY_KEY = ["profile"] as const;

/** SPEC.md section 7: the onboarding check retries 3 times with 1 s initial delay, doubling. */
export const PROFILE_RETRIES = 3;
export const PROFILE_RETRY_DELAY_MS = 1000;

export function fetchProfile(): Promise<ProfileResponse> {
  return withRetry(() => apiCall(getProfileRoute), {
    retries: PROFILE_RETRIES,
    initialDelayMs: PROFILE_RETRY_DELAY_MS,
    label: "Perfil",
  });
}

export function useProfileQuery(enabled = true) {
  return useQuery({ queryKey: PROFILE_QUERY_KEY, queryFn: fetchProfile, enabled, retry: false });
}
