import { getPhotoRoute } from "../../../core/contracts/meals";
import type { AppDeps } from "../../http/context";
import { contractRouter, mountedAt } from "../../http/openapi-router";
import { type MealsDeps, readPhoto } from "./meals.service";
import { createPhotoStore } from "./photo-store";

/** GET /api/photos/:id: a meal photo, to its owner only (anyone else gets the same 404). */
export function photosRoutes(deps: AppDeps, meals: Pick<MealsDeps, "db" | "photos"> = defaults(deps)) {
  return contractRouter().openapi(mountedAt("/api/photos", getPhotoRoute), async (c) => {
    const photo = await readPhoto(meals, c.get("user").id, c.req.valid("param").id);
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
