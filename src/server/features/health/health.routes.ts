import { sql } from "drizzle-orm";
import { Hono } from "hono";
import type { AppDeps } from "../../http/context";

export function healthRoutes({ db, dbKind }: Pick<AppDeps, "db" | "dbKind">) {
  return new Hono().get("/", async (c) => {
    await db.execute(sql`select 1`);
    return c.json({ status: "ok" as const, db: dbKind });
  });
}
