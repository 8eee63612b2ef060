import { sql } from "drizzle-orm";
import { healthRoute } from "../../../core/contracts/health";
import type { AppDeps } from "../../http/context";
import { contractRouter, mountedAt } from "../../http/openapi-router";

export function healthRoutes({ db, dbKind }: Pick<AppDeps, "db" | "dbKind">) {
  return contractRouter().openapi(mountedAt("/api/health", healthRoute), async (c) => {
    await db.execute(sql`select 1`);
    return c.json({ status: "ok" as const, db: dbKind }, 200);
  });
}
