import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { PGlite } from "@electric-sql/pglite";
import { btree_gist } from "@electric-sql/pglite/contrib/btree_gist";
import type { ExtractTablesWithRelations } from "drizzle-orm";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import pg from "pg";
import { takeDataDirLock } from "./data-dir-lock";
import * as schema from "./schema";

export type Schema = typeof schema;
/** The one database type services and repos use, whichever driver is behind it. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type Tx = PgTransaction<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;
export type DbOrTx = Db | Tx;

export interface Database {
  db: Db;
  kind: "pglite" | "postgres";
  close(): Promise<void>;
}

const migrationsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), "migrations");

/** PostgreSQL server: same schema, same migrations, same queries. */
export async function openPostgres(url: string): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  // An idle connection closed by the server (restart, failover, admin command) must not bring the
  // process down: the pool drops it and opens a new one on the next query.
  pool.on("error", (error) => console.warn(`PostgreSQL: conexión inactiva cerrada (${error.message})`));
  const db = drizzlePg(pool, { schema }) as unknown as Db;
  await migratePg(drizzlePg(pool, { schema }), { migrationsFolder });
  return { db, kind: "postgres", close: () => pool.end() };
}

/**
 * Embedded PGlite. With a directory, data persist there and a lock keeps a second process off the
 * same directory (PGlite is single-process). Without one, the database lives in memory.
 */
export async function openPglite(dir?: string): Promise<Database> {
  let release = () => {};
  if (dir) {
    fs.mkdirSync(dir, { recursive: true });
    release = await takeDataDirLock(dir);
  }
  try {
    // btree_gist backs the one-plan-per-day exclusion constraint on meal_plans (migration 0002).
    const options = { extensions: { btree_gist } };
    const client = dir ? new PGlite(dir, options) : new PGlite(options);
    await client.waitReady;
    const db = drizzlePglite(client, { schema });
    await migratePglite(db, { migrationsFolder });
    return {
      db: db as unknown as Db,
      kind: "pglite",
      close: async () => {
        await client.close();
        release();
      },
    };
  } catch (error) {
    release();
    throw error;
  }
}

export async function openDatabase(opts: { databaseUrl?: string; dataDir: string }): Promise<Database> {
  return opts.databaseUrl ? openPostgres(opts.databaseUrl) : openPglite(path.join(opts.dataDir, "db"));
}
