import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { ExtractTablesWithRelations } from "drizzle-orm";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from "drizzle-orm/pg-core";
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
  /**
   * Raw SQL for pg-boss (its `db` option): on PostgreSQL the app's pool; on PGlite the embedded
   * engine, with parameterless (possibly multi-statement) scripts run through `exec`.
   */
  executeSql(text: string, values?: unknown[]): Promise<{ rows: unknown[] }>;
  /**
   * Runs `work` unless another holder (this process or another instance) is running work under the
   * same name: scheduled work runs on one instance at a time (docs/decisions/0030). Returns false
   * when it was skipped.
   */
  runExclusive(name: string, work: () => Promise<void>): Promise<boolean>;
  /** Runs `work` once no other instance runs work under `name`, waiting for it (start-up steps). */
  runLocked<T>(name: string, work: () => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

/** Options of openPostgres/openPglite. `onQuery` sees every statement Drizzle sends (tests count them). */
export interface OpenOptions {
  onQuery?: (sql: string) => void;
}

function drizzleOptions(options: OpenOptions) {
  const { onQuery } = options;
  return onQuery ? { schema, logger: { logQuery: (query: string) => onQuery(query) } } : { schema };
}

const migrationsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), "migrations");

/** PostgreSQL server: same schema, same migrations, same queries. */
export async function openPostgres(url: string, options: OpenOptions = {}): Promise<Database> {
  const pool = new pg.Pool({
    connectionString: url,
    max: 10,
    // Named prepared statements (the dashboard's read) keep one generic plan per connection. Left to
    // itself PostgreSQL compares it with freshly planned ones, and where one user owns most rows (one
    // household's install) the statistics make it plan again on every run, the cost the name was
    // meant to save; every such statement is index lookups by the user's id whatever the data.
    // Unnamed statements (all others) are planned per run regardless (docs/decisions/0040). Run
    // before the pool hands the connection out; a server that refuses it only plans more often.
    onConnect: async (client) => {
      await client.query("set plan_cache_mode = force_generic_plan").catch(() => {});
    },
  });
  // An idle connection closed by the server (restart, failover, admin command) must not bring the
  // process down: the pool drops it and opens a new one on the next query.
  pool.on("error", (error) => console.warn(`PostgreSQL: conexión inactiva cerrada (${error.message})`));
  const db = drizzlePg(pool, drizzleOptions(options)) as unknown as Db;
  await migrateUnderLock(pool);
  return {
    db,
    kind: "postgres",
    executeSql: async (text, values) => {
      const result = await pool.query(text, values?.length ? values : undefined);
      return { rows: result.rows };
    },
    runExclusive: async (name, work) => {
      // A session-level lock on one dedicated connection: `work` uses the pool freely meanwhile.
      const client = await pool.connect();
      try {
        const { rows } = await client.query<{ locked: boolean }>(
          "select pg_try_advisory_lock(hashtextextended($1, 0)) as locked",
          [`bocado:${name}`],
        );
        if (!rows[0]?.locked) return false;
        try {
          await work();
        } finally {
          await client.query("select pg_advisory_unlock(hashtextextended($1, 0))", [`bocado:${name}`]);
        }
        return true;
      } finally {
        client.release();
      }
    },
    runLocked: async (name, work) => {
      const client = await pool.connect();
      try {
        await client.query("select pg_advisory_lock(hashtextextended($1, 0))", [`bocado:${name}`]);
        try {
          return await work();
        } finally {
          await client.query("select pg_advisory_unlock(hashtextextended($1, 0))", [`bocado:${name}`]);
        }
      } finally {
        client.release();
      }
    },
    close: () => pool.end(),
  };
}

/** PGlite has one process (the data-directory lock): exclusive within it is exclusive. */
function inProcessExclusive(): Database["runExclusive"] {
  const running = new Set<string>();
  return async (name, work) => {
    if (running.has(name)) return false;
    running.add(name);
    try {
      await work();
      return true;
    } finally {
      running.delete(name);
    }
  };
}

/** Any 64-bit number of our own: the key of the session-level lock migrations run under. */
export const MIGRATION_LOCK_KEY = 4_711_020_260_029n;

/**
 * Several instances starting together (docs/decisions/0030): each one takes the same advisory lock
 * before migrating, so one applies the migrations while the others wait and then find nothing left
 * to do. The lock is held on one dedicated connection and released however migrating ends.
 */
async function migrateUnderLock(pool: pg.Pool) {
  const client = await pool.connect();
  try {
    await client.query("select pg_advisory_lock($1)", [MIGRATION_LOCK_KEY.toString()]);
    try {
      await migratePg(drizzlePg(client, { schema }), { migrationsFolder });
    } finally {
      await client.query("select pg_advisory_unlock($1)", [MIGRATION_LOCK_KEY.toString()]);
    }
  } finally {
    client.release();
  }
}

/**
 * Embedded PGlite. With a directory, data persist there and a lock keeps a second process off the
 * same directory (PGlite is single-process). Without one, the database lives in memory.
 */
export async function openPglite(dir?: string, options: OpenOptions = {}): Promise<Database> {
  let release = () => {};
  if (dir) {
    fs.mkdirSync(dir, { recursive: true });
    release = await takeDataDirLock(dir);
  }
  try {
    // Loaded here, not at start-up: a server on PostgreSQL never needs the embedded engine.
    const [{ PGlite }, { btree_gist }, { drizzle: drizzlePglite }, { migrate: migratePglite }] =
      await Promise.all([
        import("@electric-sql/pglite"),
        import("@electric-sql/pglite/contrib/btree_gist"),
        import("drizzle-orm/pglite"),
        import("drizzle-orm/pglite/migrator"),
      ]);
    // btree_gist backs the one-plan-per-day exclusion constraint on meal_plans (migration 0002).
    const pgliteOptions = { extensions: { btree_gist } };
    const client = dir ? new PGlite(dir, pgliteOptions) : new PGlite(pgliteOptions);
    await client.waitReady;
    await migratePglite(drizzlePglite(client, { schema }), { migrationsFolder });
    const db = drizzlePglite(client, drizzleOptions(options));
    return {
      db: db as unknown as Db,
      kind: "pglite",
      executeSql: async (text, values) => {
        if (values?.length) return { rows: (await client.query(text, values)).rows };
        const results = await client.exec(text);
        return { rows: results.at(-1)?.rows ?? [] };
      },
      runExclusive: inProcessExclusive(),
      runLocked: (_name, work) => work(),
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
