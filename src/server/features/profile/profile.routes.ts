import { Hono } from "hono";
import type { ApiEnv, AppDeps } from "../../http/context";
import { getProfile } from "./profile.service";

export function profileRoutes({ db }: Pick<AppDeps, "db">) {
  return new Hono<ApiEnv>().get("/", async (c) => {
    return c.json(await getProfile(db, c.get("user").id, c.get("timeZone")));
  });
}
