import { type ChildProcess, spawn } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type FakeChatServer, startFakeChatServer } from "../../ai/testing/fake-chat-server";
import { planJson } from "../../ai/testing/fixtures";
import { VALID_ONBOARDING } from "../test/factories";
import { type Database, openPostgres } from "./client";

/**
 * Issue 16 item 5 (docs/decisions/0030): several instances on one PostgreSQL database. Two server
 * processes start together on a fresh database (migrations under an advisory lock), then sign-in,
 * meal logging, a free user's daily photo limit and plan jobs behave as with one instance.
 * Skipped without TEST_DATABASE_URL.
 */
const url = process.env.TEST_DATABASE_URL;
const cleanups: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup().catch(() => {});
}, 60_000);

/** A new empty database on the test server, dropped after the file. */
async function freshDatabase(label: string): Promise<string> {
  const name = `bocado_${label}_${process.pid}_${Date.now()}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  cleanups.push(async () => {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await client.end();
  });
  const target = new URL(url as string);
  target.pathname = `/${name}`;
  return target.toString();
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.listen(0, "127.0.0.1", () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
    srv.on("error", reject);
  });
}

interface Instance {
  url: string;
  request: (
    p: string,
    init?: { method?: string; json?: unknown; cookie?: string; body?: FormData },
  ) => Promise<Response>;
}

/** `npm start`'s server from the sources (tsx), on its own port, against `databaseUrl`. */
async function startInstance(env: Record<string, string>): Promise<Instance> {
  const port = await freePort();
  const child: ChildProcess = spawn(process.execPath, ["--import", "tsx", "src/server/main.ts"], {
    env: {
      ...process.env,
      NODE_ENV: "test",
      PORT: String(port),
      LOG_LEVEL: "warn",
      AUTH_SIGN_IN_LIMIT: "100",
      ...env,
    },
    stdio: ["ignore", "inherit", "inherit"],
  });
  cleanups.push(
    () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once("exit", () => resolve());
        child.kill("SIGTERM");
      }),
  );
  const base = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 90_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`la instancia terminó con código ${child.exitCode}`);
    try {
      if ((await fetch(`${base}/api/health`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error("la instancia no arrancó");
    await new Promise((r) => setTimeout(r, 200));
  }
  return {
    url: base,
    request: (p, init = {}) => {
      const headers = new Headers({ origin: base, "x-time-zone": "Europe/Madrid" });
      if (init.cookie) headers.set("cookie", init.cookie);
      if (init.json !== undefined) headers.set("content-type", "application/json");
      return fetch(`${base}${p}`, {
        method: init.method ?? (init.json !== undefined || init.body ? "POST" : "GET"),
        headers,
        body: init.json !== undefined ? JSON.stringify(init.json) : init.body,
      });
    },
  };
}

const cookieOf = (res: Response) =>
  res.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");

const PROVIDER_MEAL = {
  description: "Arroz con pollo",
  weight: "350 g",
  calories: 520,
  protein: 32,
  carbs: 60,
  fat: 14,
  sugar: 2,
  fiber: 2,
  salt: 1.4,
};

describe.runIf(url)("several instances on one PostgreSQL", () => {
  it("two processes opening a fresh database together migrate it once, under the lock", async () => {
    const target = await freshDatabase("migrate");
    const opened: Database[] = await Promise.all([
      openPostgres(target),
      openPostgres(target),
      openPostgres(target),
    ]);
    try {
      const client = new pg.Client({ connectionString: target });
      await client.connect();
      const { rows } = await client.query("select count(*)::int as n from drizzle.__drizzle_migrations");
      await client.end();
      const journal = JSON.parse(
        fs.readFileSync(path.join(import.meta.dirname, "migrations/meta/_journal.json"), "utf8"),
      ) as { entries: unknown[] };
      expect(rows[0].n).toBe(journal.entries.length);
    } finally {
      for (const db of opened) await db.close();
    }
  });

  it("scheduled work runs on one instance at a time", async () => {
    const target = await freshDatabase("exclusive");
    const [a, b] = await Promise.all([openPostgres(target), openPostgres(target)]);
    try {
      let release = () => {};
      const held = new Promise<void>((r) => {
        release = r;
      });
      let started = () => {};
      const running = new Promise<void>((r) => {
        started = r;
      });
      const first = a.runExclusive("barrido", async () => {
        started();
        await held;
      });
      await running;
      expect(await b.runExclusive("barrido", async () => {})).toBe(false);
      expect(await b.runExclusive("otro", async () => {})).toBe(true);
      release();
      expect(await first).toBe(true);
      expect(await b.runExclusive("barrido", async () => {})).toBe(true);
    } finally {
      await a.close();
      await b.close();
    }
  });

  describe("two server processes", () => {
    let fake: FakeChatServer;
    let one: Instance;
    let two: Instance;
    let target: string;

    beforeAll(async () => {
      fake = await startFakeChatServer();
      cleanups.push(() => fake.close());
      fake.setDefault({ reply: JSON.stringify(planJson(7, 3)) });
      target = await freshDatabase("instances");
      const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "bocado-instances-"));
      cleanups.push(async () => fs.rmSync(dataDir, { recursive: true, force: true }));
      const env = {
        DATABASE_URL: target,
        DATA_DIR: dataDir, // the shared photo store (S3 in production)
        AI_BASE_URL: fake.url,
        AI_MAX_RETRIES: "0",
        AI_JOB_RETRIES: "0",
        AI_JOB_POLL_S: "0.5",
      };
      // Started together on an empty database: both migrate at once.
      [one, two] = await Promise.all([startInstance(env), startInstance(env)]);
    }, 120_000);

    it("a user signed up on one is signed in on the other, and sees meals logged on both", async () => {
      const email = `dos-instancias-${Date.now()}@example.com`;
      const password = "contraseña-segura";
      const signUp = await one.request("/api/auth/sign-up/email", {
        json: { name: "Ana García", email, password },
      });
      expect(signUp.status).toBe(200);
      const signIn = await two.request("/api/auth/sign-in/email", { json: { email, password } });
      expect(signIn.status).toBe(200);
      const cookie = cookieOf(signIn);
      // the session made by the second instance is valid on the first
      expect((await one.request("/api/profile", { cookie })).status).toBe(200);

      const meal = {
        meal_type: "lunch",
        description: "Lentejas",
        calories: 450,
        protein: 22,
        carbs: 50,
        fat: 14,
        sugar: 3,
        fiber: 9,
        salt: 1.2,
      };
      const logged = await Promise.all([
        one.request("/api/meals", { cookie, json: meal }),
        two.request("/api/meals", { cookie, json: { ...meal, description: "Tortilla" } }),
      ]);
      expect(logged.map((r) => r.status)).toEqual([201, 201]);
      for (const instance of [one, two]) {
        const meals = (await (await instance.request("/api/meals", { cookie })).json()) as {
          description: string;
        }[];
        expect(meals.map((m) => m.description).sort()).toEqual(["Lentejas", "Tortilla"]);
      }
    }, 60_000);

    it("a free user's daily photo limit holds across both: of 6 parallel analyses, 2 pass", async () => {
      const email = `fotos-${Date.now()}@example.com`;
      const res = await one.request("/api/auth/sign-up/email", {
        json: { name: "Luis Pérez", email, password: "contraseña-segura" },
      });
      const cookie = cookieOf(res);
      fake.setDefault({ reply: JSON.stringify(PROVIDER_MEAL) });
      const photo = await sharp({ create: { width: 400, height: 300, channels: 3, background: "#d97706" } })
        .jpeg()
        .toBuffer();
      const form = () => {
        const f = new FormData();
        f.set("meal_type", "lunch");
        f.set("photo", new File([new Uint8Array(photo)], "comida.jpg", { type: "image/jpeg" }));
        return f;
      };
      const answers = await Promise.all(
        Array.from({ length: 6 }, (_, i) =>
          (i % 2 ? two : one).request("/api/meals/analyze", { cookie, body: form() }),
        ),
      );
      const statuses = answers.map((r) => r.status).sort();
      expect(statuses).toEqual([200, 200, 402, 402, 402, 402]);
      const left = (await (await two.request("/api/subscription", { cookie })).json()) as {
        usage_left: Record<string, number | null>;
      };
      expect(left).toMatchObject({ usage_left: { photo_analysis: 0 } });
    }, 60_000);

    it("a plan job queued on one is refused again on the other, runs once and is seen on both", async () => {
      fake.setDefault({ reply: JSON.stringify(planJson(7, 3)), delayMs: 800 });
      const email = `plan-${Date.now()}@example.com`;
      const res = await two.request("/api/auth/sign-up/email", {
        json: { name: "Marta Ruiz", email, password: "contraseña-segura" },
      });
      const cookie = cookieOf(res);
      const userId = ((await res.json()) as { user: { id: string } }).user.id;
      expect((await one.request("/api/onboarding", { cookie, json: VALID_ONBOARDING })).status).toBe(200);
      const admin = new pg.Client({ connectionString: target });
      await admin.connect();
      await admin.query("update subscriptions set plan_type = 'premium', active = true where user_id = $1", [
        userId,
      ]);
      await admin.end();

      const before = fake.requests.length;
      const [a, b] = await Promise.all([
        one.request("/api/plans/generate", { cookie, json: { week_offset: 1 } }),
        two.request("/api/plans/generate", { cookie, json: { week_offset: 1 } }),
      ]);
      expect([a.status, b.status].sort()).toEqual([202, 409]);
      const ids = [(await a.json()) as { job_id: string }, (await b.json()) as { job_id: string }].map(
        (x) => x.job_id,
      );
      expect(ids[0]).toBe(ids[1]);

      let job: { state: string; result: { id: string } | null } = { state: "queued", result: null };
      const deadline = Date.now() + 30_000;
      while (job.state !== "completed" && job.state !== "failed" && Date.now() < deadline) {
        await new Promise((r) => setTimeout(r, 200));
        job = (await (await two.request(`/api/jobs/${ids[0]}`, { cookie })).json()) as typeof job;
      }
      expect(job.state).toBe("completed");
      expect(fake.requests.length - before).toBe(1); // one provider call: the job ran once
      const plan = (await (await one.request("/api/plans?week_offset=1", { cookie })).json()) as {
        id: string;
      };
      expect(plan.id).toBe(job.result?.id);
    }, 60_000);
  });
});
