import pg from "pg";
import pino from "pino";
import { type AiPort, createAiPort } from "../../ai";
import { createApp } from "../app";
import { createAuth } from "../auth";
import { type Config, loadConfig } from "../config";
import { type Database, type OpenOptions, openPglite, openPostgres } from "../db/client";
import { startJobRunner } from "../jobs";
import type { JobRunner, JobRunnerOptions } from "../jobs/runner";

/**
 * Integration-test harness: the real Hono app, in-process, on a fresh database per call —
 * in-memory PGlite by default, or a new database on the PostgreSQL server of TEST_DATABASE_URL.
 */
export interface TestApp {
  request: (path: string, init?: RequestInit & { json?: unknown }) => Promise<Response>;
  database: Database;
  config: Config;
  /** the background-job queue, started when the config names an AI provider */
  jobs?: JobRunner;
  close: () => Promise<void>;
  /** every method + path the app registers (the OpenAPI test compares them with the document) */
  routes: { method: string; path: string }[];
}

export async function createTestApp(
  opts: {
    env?: Record<string, string>;
    ai?: AiPort;
    database?: Database;
    /** sees every SQL statement the app sends (query-count tests) */
    onQuery?: (sql: string) => void;
    /**
     * job-runner settings for this test (e.g. `work: false`: an instance that only enqueues), or
     * `false` for no runner at all (tests of synchronous AI paths, which the queue's polling on the
     * single embedded connection only slows down)
     */
    jobs?: Partial<JobRunnerOptions> | false;
  } = {},
): Promise<TestApp> {
  const config = loadConfig({
    NODE_ENV: "test",
    DATA_DIR: `/tmp/bocado-test-${process.pid}`,
    LOG_LEVEL: "silent",
    AUTH_SIGN_IN_LIMIT: "1000",
    ...opts.env,
  });
  const { database, drop } = opts.database
    ? { database: opts.database, drop: async () => {} }
    : await openTestDatabase({ onQuery: opts.onQuery });
  const auth = createAuth(database.db, config);
  const ai = opts.ai ?? createAiPort(config.ai);
  const logger = pino({ level: "silent" });
  const jobs =
    opts.jobs === false
      ? undefined
      : await startJobRunner(
          { database, ai, config, logger },
          { pollingIntervalS: 0.5, sweepIntervalMs: 0, ...opts.jobs },
        );
  const app = createApp({ db: database.db, dbKind: database.kind, config, auth, ai, logger, jobs });
  return {
    database,
    config,
    jobs,
    routes: app.routes.map(({ method, path }) => ({ method, path })),
    request: async (path, init = {}) => {
      const { json, ...rest } = init;
      const headers = new Headers(rest.headers);
      if (json !== undefined) headers.set("content-type", "application/json");
      if (!headers.has("origin")) headers.set("origin", "http://localhost:3000");
      return app.request(`http://localhost:3000${path}`, {
        ...rest,
        headers,
        body: json !== undefined ? JSON.stringify(json) : rest.body,
      });
    },
    close: async () => {
      await jobs?.stop();
      await database.close();
      await drop();
    },
  };
}

async function openTestDatabase(
  options: OpenOptions = {},
): Promise<{ database: Database; drop: () => Promise<void> }> {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) return { database: await openPglite(undefined, options), drop: async () => {} };
  const name = `bocado_test_${process.pid}_${Date.now()}_${Math.floor(Math.random() * 1e6)}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const target = new URL(url);
  target.pathname = `/${name}`;
  const database = await openPostgres(target.toString(), options);
  return {
    database,
    drop: async () => {
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
    },
  };
}

let counter = 0;
export function uniqueEmail(prefix = "user"): string {
  counter += 1;
  return `${prefix}-${process.pid}-${Date.now()}-${counter}@example.com`;
}

/** Signs up a new user and returns the session cookie to send with later requests. */
export async function signUp(
  app: TestApp,
  input: { name?: string; email?: string; password?: string } = {},
): Promise<{ cookie: string; email: string; userId: string }> {
  const email = input.email ?? uniqueEmail();
  const res = await app.request("/api/auth/sign-up/email", {
    method: "POST",
    json: { name: input.name ?? "Ana García", email, password: input.password ?? "contraseña-segura" },
  });
  if (res.status !== 200) throw new Error(`sign-up failed: ${res.status} ${await res.text()}`);
  const body = (await res.json()) as { user: { id: string } };
  return { cookie: sessionCookie(res), email, userId: body.user.id };
}

export function sessionCookie(res: Response): string {
  const cookies = res.headers.getSetCookie();
  return cookies.map((c) => c.split(";")[0]).join("; ");
}

/** JSON request as a signed-in user (cookie) in a time zone. */
export function authed(cookie: string, init: RequestInit & { json?: unknown; tz?: string } = {}) {
  const headers = new Headers(init.headers);
  headers.set("cookie", cookie);
  headers.set("x-time-zone", init.tz ?? "Europe/Madrid");
  const { tz: _tz, ...rest } = init;
  return { ...rest, headers };
}
