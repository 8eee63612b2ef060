import { Hono } from "hono";
import type { ApiEnv, AppDeps } from "../../http/context";

/** Meals API (SPEC.md); routes are added by the meals feature. */
export function mealsRoutes(_deps: AppDeps) {
  return new Hono<ApiEnv>();
}
