import { getProfileRoute, updateProfileRoute } from "../../../core/contracts/profile";
import type { AppDeps } from "../../http/context";
import { contractRouter, mountedAt } from "../../http/openapi-router";
import { getProfile, updateOwnProfile } from "./profile.service";

const BASE = "/api/profile";

export function profileRoutes({ db }: Pick<AppDeps, "db">) {
  return contractRouter()
    .openapi(mountedAt(BASE, getProfileRoute), async (c) => {
      return c.json(await getProfile(db, c.get("user").id), 200);
    })
    .openapi(mountedAt(BASE, updateProfileRoute), async (c) => {
      return c.json(await updateOwnProfile(db, c.get("user").id, c.req.valid("json")), 200);
    });
}
