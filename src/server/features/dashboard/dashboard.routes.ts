import { Hono } from "hono";
import type { ApiEnv, AppDeps } from "../../http/context";

/** Dashboard API (SPEC.md); routes are added by the dashboard feature. */
export function dashboardRoutes(_deps: AppDeps) {
  return new Hono<ApiEnv>();
}
