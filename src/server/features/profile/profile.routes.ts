import { Hono } from "hono";
import { profileResponseSchema } from "../../../core/profile.schema";
import { profileUpdateSchema } from "../../../core/profile-update.schema";
import type { ApiEnv, AppDeps } from "../../http/context";
import { validate } from "../../http/validate";
import { registerOperations } from "../../openapi";
import { getProfile, updateOwnProfile } from "./profile.service";

registerOperations([
  {
    method: "patch",
    path: "/api/profile",
    summary:
      "Editar el perfil (nombre, edad, peso, altura, actividad, meta de calorías, dieta, comidas por día, cocina)",
    body: profileUpdateSchema,
    response: profileResponseSchema,
  },
]);

export function profileRoutes({ db }: Pick<AppDeps, "db">) {
  return new Hono<ApiEnv>()
    .get("/", async (c) => {
      return c.json(await getProfile(db, c.get("user").id, c.get("timeZone")));
    })
    .patch("/", validate("json", profileUpdateSchema), async (c) => {
      return c.json(await updateOwnProfile(db, c.get("user").id, c.req.valid("json")));
    });
}
