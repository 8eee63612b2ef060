import { Hono } from "hono";
import type { ApiEnv, AppDeps } from "../../http/context";

/** GET /api/photos/:id: a meal photo, to its owner only (meals feature). */
export function photosRoutes(_deps: AppDeps) {
  return new Hono<ApiEnv>();
}
