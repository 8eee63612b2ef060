import { Hono } from "hono";
import type { ApiEnv, AppDeps } from "../../http/context";
import { type MealsDeps, readPhoto } from "./meals.service";
import { createPhotoStore } from "./photo-store";

/** GET /api/photos/:id: a meal photo, to its owner only (anyone else gets the same 404). */
export function photosRoutes(deps: AppDeps, meals: Pick<MealsDeps, "db" | "photos"> = defaults(deps)) {
  return new Hono<ApiEnv>().get("/:id", async (c) => {
    const photo = await readPhoto(meals, c.get("user").id, c.req.param("id"));
    return c.body(new Uint8Array(photo.data), 200, {
      "Content-Type": photo.mime,
      "Cache-Control": "private, max-age=86400",
      "X-Content-Type-Options": "nosniff",
    });
  });
}

function defaults(deps: AppDeps) {
  return { db: deps.db, photos: createPhotoStore(deps.config) };
}
