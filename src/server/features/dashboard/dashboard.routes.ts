import { Hono } from "hono";
import { dashboardResponseSchema } from "../../../core/dashboard.schema";
import type { ApiEnv, AppDeps } from "../../http/context";
import { registerOperations } from "../../openapi";
import { getDashboard } from "./dashboard.service";

registerOperations([
  {
    method: "get",
    path: "/api/dashboard",
    summary:
      "Resumen del día local: totales de hoy, metas, racha, calorías de los últimos 7 días, media semanal y plan de hoy",
    response: dashboardResponseSchema,
  },
]);

/** Dashboard API (SPEC.md "Dashboard"): one read with everything the page shows. */
export function dashboardRoutes({ db }: Pick<AppDeps, "db">) {
  return new Hono<ApiEnv>().get("/", async (c) => {
    return c.json(await getDashboard(db, c.get("user"), c.get("timeZone")));
  });
}
