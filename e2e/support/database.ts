import path from "node:path";
import { sql } from "drizzle-orm";
import { openPglite } from "../../src/server/db/client";
import { type RunningServer, startServer } from "./server";

type Database = Awaited<ReturnType<typeof openPglite>>["db"];

/**
 * Stops the server, lets `change` write into its embedded database (what the API cannot do: a paid plan
 * without the checkout journey, meals on earlier days), and starts it again on the same data directory
 * with the same environment. Returns the restarted server; its URL changes.
 */
export async function changeDatabase(
  server: RunningServer,
  change: (db: Database) => Promise<unknown>,
  env: Record<string, string> = {},
): Promise<RunningServer> {
  await server.stop();
  const database = await openPglite(path.join(server.dataDir, "db"));
  try {
    await change(database.db);
  } finally {
    await database.close();
  }
  return startServer(env, server.dataDir);
}

/** Gives the account of `email` a paid plan (checkout is its own journey). */
export function setPlan(db: Database, email: string, plan: "premium" | "family" = "premium") {
  return db.execute(
    sql`update subscriptions set plan_type = ${plan} where user_id = (select id from "user" where email = ${email})`,
  );
}
