/**
 * One server of `npm run bench:api` (a child process): the real app on PGlite (BENCH_DB=pglite) or
 * on a scratch PostgreSQL database (BENCH_DB=postgres, BENCH_PG_URL), with two onboarded users seeded,
 * one with 240 meal logs and one with 100,000; or a bare Hono hello-world (BENCH_DB=bare). Prints one
 * JSON line on stdout once listening: { port, users: { small, big } } (email and password of each),
 * and on PostgreSQL the scratch database's name (`database`).
 */
import fs from "node:fs";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import { serve } from "@hono/node-server";
import { sql } from "drizzle-orm";
import { Hono } from "hono";
import pino from "pino";
import { createAiPort } from "../../src/ai";
import { createApp } from "../../src/server/app";
import { createAuth } from "../../src/server/auth";
import { loadConfig } from "../../src/server/config";
import { type Database, openPglite, openPostgres } from "../../src/server/db/client";
import { VALID_ONBOARDING } from "../../src/server/test/factories";

const kind = process.env.BENCH_DB ?? "pglite";

function listen(fetch: (req: Request) => Response | Promise<Response>) {
  const server = serve({ fetch, port: 0, hostname: "127.0.0.1" });
  server.once("listening", () => {
    process.stdout.write(`${JSON.stringify({ port: (server.address() as AddressInfo).port, ...ready })}\n`);
  });
  process.on("SIGTERM", async () => {
    server.close();
    await cleanup();
    process.exit(0);
  });
}

let ready: Record<string, unknown> = {};
let cleanup = async () => {};

if (kind === "bare") {
  const bare = new Hono();
  bare.get("/", (c) => c.text("Hello Hono!"));
  listen(bare.fetch);
} else {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "bocado-bench-"));
  let database: Database;
  if (kind === "postgres") {
    const admin = new URL(process.env.BENCH_PG_URL ?? "postgres://postgres@127.0.0.1:5432/postgres");
    const name = `bocado_bench_${process.pid}`;
    const pg = (await import("pg")).default;
    const client = new pg.Client({ connectionString: admin.toString() });
    await client.connect();
    await client.query(`CREATE DATABASE ${name}`);
    await client.end();
    const target = new URL(admin);
    target.pathname = `/${name}`;
    database = await openPostgres(target.toString());
    ready = { database: name };
    cleanup = async () => {
      await database.close();
      const c = new pg.Client({ connectionString: admin.toString() });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    };
  } else {
    database = await openPglite(path.join(dataDir, "db"));
    cleanup = async () => {
      await database.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    };
  }
  const config = loadConfig({
    NODE_ENV: "production",
    BETTER_AUTH_SECRET: "bench-secret-0123456789-0123456789-0123456789",
    BETTER_AUTH_URL: "http://127.0.0.1",
    DATA_DIR: dataDir,
    LOG_LEVEL: "silent",
    AUTH_SIGN_IN_LIMIT: "100000",
  });
  const auth = createAuth(database.db, config);
  const app = createApp({
    db: database.db,
    dbKind: database.kind,
    config,
    auth,
    ai: createAiPort(config.ai),
    logger: pino({ level: "silent" }),
  });
  const origin = { origin: "http://127.0.0.1" };
  // Our own integer constants, inlined (generate_series is overloaded: untyped parameters are ambiguous).
  const n = (value: number) => sql.raw(String(Math.trunc(value)));

  async function seedUser(label: string, days: number, perDay: number, gapEvery?: number) {
    const email = `bench-${label}-${process.pid}@example.com`;
    const password = "contraseña-de-bench";
    const signUp = await app.request("http://127.0.0.1/api/auth/sign-up/email", {
      method: "POST",
      headers: { "content-type": "application/json", ...origin },
      body: JSON.stringify({ name: "Ana Bench", email, password }),
    });
    if (!signUp.ok) throw new Error(`sign-up: ${signUp.status} ${await signUp.text()}`);
    const { user } = (await signUp.json()) as { user: { id: string } };
    const cookie = signUp.headers
      .getSetCookie()
      .map((c) => c.split(";")[0])
      .join("; ");
    const onboarding = await app.request("http://127.0.0.1/api/onboarding", {
      method: "POST",
      headers: { "content-type": "application/json", cookie, "x-time-zone": "Europe/Madrid", ...origin },
      body: JSON.stringify(VALID_ONBOARDING),
    });
    if (!onboarding.ok) throw new Error(`onboarding: ${onboarding.status}`);
    // Day d back from today (Madrid, the zone the requests send), `perDay` meals two hours apart from
    // 08:00 local time, so every meal falls on its own day; with gapEvery, day d is skipped when
    // d % gapEvery == 60, so the current run is 60 days whatever the history behind it. (Meals
    // counted back from now() crossed midnight late in the evening and filled the gap days: the big
    // user's run became 11,375 days, a 100,000-log streak walk, depending on the hour of the run.)
    await database.db.execute(sql`
      insert into meal_logs (user_id, meal_type, description, calories, protein, carbs, fat, sugar, fiber, salt, logged_at)
      select ${user.id}, 'Comida', 'Lentejas con verduras', 520, 24, 62, 14, 6, 9, 1.2,
             (((now() at time zone 'Europe/Madrid')::date - d)::timestamp
               + interval '8 hour' + k * interval '2 hour') at time zone 'Europe/Madrid'
      from (select d from generate_series(0, ${n(days * 2)}) d
            where ${n(gapEvery ?? 0)} = 0 or d % ${n(gapEvery ?? 1)} <> 60
            order by d limit ${n(days)}) as days,
           generate_series(0, ${n(perDay - 1)}) as k`);
    return { email, password };
  }

  const small = await seedUser("small", 60, 4); // 240 logs, a 60-day run
  const big = await seedUser("big", 20_000, 5, 365); // 100,000 logs over 55 years, a 60-day run
  // Autovacuum processes a table within a minute or so of 100,000 inserts (insert threshold): measure
  // that steady state (visibility map set, statistics current) rather than a race with it mid-run.
  await database.db.execute(sql`vacuum (analyze) meal_logs`);
  ready = { ...ready, users: { small, big } };
  listen(app.fetch);
}
