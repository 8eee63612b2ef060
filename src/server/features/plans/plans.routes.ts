import { Hono } from "hono";
import type { ApiEnv, AppDeps } from "../../http/context";

/** Plans API (SPEC.md); routes are added by the plans feature. */
export function plansRoutes(_deps: AppDeps) {
  return new Hono<ApiEnv>();
}
