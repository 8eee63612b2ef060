import { Hono } from "hono";
import type { ApiEnv, AppDeps } from "../../http/context";

/** Onboarding API (SPEC.md); routes are added by the onboarding feature. */
export function onboardingRoutes(_deps: AppDeps) {
  return new Hono<ApiEnv>();
}
