import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { sql } from "drizzle-orm";
import type { Db } from "./client";

/**
 * A plain-SQL dump of the app's database that `psql` (or any PostgreSQL client) restores into an
 * empty database, from PGlite or from a PostgreSQL server alike, with no external tool: the schema
 * is the committed migrations the source had applied (triggers and functions included), plus the
 * migration journal so the app applies only newer ones at start, plus every row as JSON restored
 * with json_populate_record (types kept exactly: timestamps, numeric, jsonb). Rows go in foreign-key
 * order with user triggers off (the sign-up trigger must not add a second profile).
 *
 * Why not pg_dump: PGlite's dump tool (@electric-sql/pglite-tools) pins an exact PGlite version
 * older than ours, and a system pg_dump must match the server's major version (docs/decisions/0012).
 */
const migrationsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), "migrations");

interface JournalEntry {
  when: number;
  tag: string;
}

async function rows<T>(db: Db, query: ReturnType<typeof sql>): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

const ident = (name: string) => `"${name.replace(/"/g, '""')}"`;
const literal = (text: string) => `'${text.replace(/'/g, "''")}'`;

/** Tables of `public` ordered so that every table comes after the ones its foreign keys point to. */
async function tablesInOrder(db: Db): Promise<string[]> {
  const tables = (
    await rows<{ name: string }>(db, sql`select tablename as name from pg_tables where schemaname = 'public'`)
  ).map((r) => r.name);
  const edges = await rows<{ child: string; parent: string }>(
    db,
    sql`select ch.relname as child, pa.relname as parent
        from pg_constraint c
        join pg_class ch on ch.oid = c.conrelid
        join pg_class pa on pa.oid = c.confrelid
        join pg_namespace n on n.oid = ch.relnamespace
        where c.contype = 'f' and n.nspname = 'public'`,
  );
  const ordered: string[] = [];
  const remaining = new Set(tables.sort());
  while (remaining.size > 0) {
    const ready = [...remaining].filter((t) =>
      edges.every((e) => e.child !== t || e.parent === t || !remaining.has(e.parent)),
    );
    if (ready.length === 0) throw new Error("dependencias circulares entre tablas");
    for (const t of ready) {
      ordered.push(t);
      remaining.delete(t);
    }
  }
  return ordered;
}

export async function dumpDatabase(
  db: Db,
  out: (chunk: string) => void,
): Promise<{ tables: number; rows: number }> {
  const journal = (await rows<{ hash: string; created_at: string | number }>(
    db,
    sql`select hash, created_at from drizzle.__drizzle_migrations order by created_at`,
  )) as { hash: string; created_at: string | number }[];
  const applied = new Set(journal.map((j) => Number(j.created_at)));
  const entries = (
    JSON.parse(fs.readFileSync(path.join(migrationsFolder, "meta", "_journal.json"), "utf8")) as {
      entries: JournalEntry[];
    }
  ).entries.filter((e) => applied.has(e.when));

  out("-- Bocado: volcado de la base de datos (npm run db:dump). Restaurar en una base vacía:\n");
  out("--   psql -v ON_ERROR_STOP=1 -d postgres://usuario@servidor/base -f este-archivo.sql\n");
  out("SET client_min_messages = warning;\nBEGIN;\n\n-- Esquema (migraciones aplicadas)\n");
  for (const entry of entries) {
    out(`-- ${entry.tag}\n${fs.readFileSync(path.join(migrationsFolder, `${entry.tag}.sql`), "utf8")}\n;\n`);
  }
  out("\n-- Registro de migraciones\nCREATE SCHEMA IF NOT EXISTS drizzle;\n");
  out(
    "CREATE TABLE IF NOT EXISTS drizzle.__drizzle_migrations (id SERIAL PRIMARY KEY, hash text NOT NULL, created_at bigint);\n",
  );
  for (const j of journal) {
    out(
      `INSERT INTO drizzle.__drizzle_migrations (hash, created_at) VALUES (${literal(j.hash)}, ${Number(j.created_at)});\n`,
    );
  }

  const tables = await tablesInOrder(db);
  let total = 0;
  out("\n-- Datos\n");
  for (const t of tables) out(`ALTER TABLE ${ident(t)} DISABLE TRIGGER USER;\n`);
  for (const t of tables) {
    const data = await rows<{ j: string }>(
      db,
      sql.raw(`select row_to_json(t)::text as j from ${ident(t)} t`),
    );
    for (const { j } of data) {
      out(`INSERT INTO ${ident(t)} SELECT * FROM json_populate_record(NULL::${ident(t)}, ${literal(j)});\n`);
    }
    total += data.length;
  }
  for (const t of tables) out(`ALTER TABLE ${ident(t)} ENABLE TRIGGER USER;\n`);
  out("COMMIT;\n");
  return { tables: tables.length, rows: total };
}
