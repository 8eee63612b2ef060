import { Hono } from "hono";
import type { ApiEnv, AppDeps } from "../../http/context";

/** Recipes API (SPEC.md); routes are added by the recipes feature. */
export function recipesRoutes(_deps: AppDeps) {
  return new Hono<ApiEnv>();
}
