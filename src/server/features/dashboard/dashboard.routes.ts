import { getDashboardRoute } from "../../../core/contracts/profile";
import type { AppDeps } from "../../http/context";
import { contractRouter, mountedAt } from "../../http/openapi-router";
import { getDashboard } from "./dashboard.service";

/** Dashboard API (SPEC.md "Dashboard"): one read with everything the page shows. */
export function dashboardRoutes({ db }: Pick<AppDeps, "db">) {
  return contractRouter().openapi(mountedAt("/api/dashboard", getDashboardRoute), async (c) => {
    return c.json(await getDashboard(db, c.get("user"), c.get("timeZone")), 200);
  });
}
