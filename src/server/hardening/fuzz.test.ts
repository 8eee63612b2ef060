import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { VALID_ONBOARDING } from "../test/factories";
import { authed, createTestApp, signUp, type TestApp } from "../test/harness";

/**
 * A small fuzz pass over every route (issue 14 report): malformed JSON, wrong types, huge strings,
 * NUL, odd encodings and content types, as a signed-in user. Every answer must be below 500, and a
 * 4xx must leave the database exactly as it was (no row written, no row changed).
 * FUZZ_REQUESTS sets the number of requests (default 400; the issue-14 report ran 3000 per database).
 */
const REQUESTS = Number(process.env.FUZZ_REQUESTS ?? 400);

let app: TestApp;
let cookie: string;
let clientDir: string;
beforeAll(async () => {
  clientDir = fs.mkdtempSync(path.join(os.tmpdir(), "bocado-fuzz-client-"));
  fs.writeFileSync(path.join(clientDir, "index.html"), "<!doctype html><title>Bocado</title>");
  app = await createTestApp({ env: { AUTH_SIGN_IN_LIMIT: "100000", CLIENT_DIR: clientDir } });
  ({ cookie } = await signUp(app));
  await app.request("/api/onboarding", authed(cookie, { method: "POST", json: VALID_ONBOARDING }));
}, 120_000);
afterAll(async () => {
  await app?.close();
  fs.rmSync(clientDir, { recursive: true, force: true });
});

/** Deterministic PRNG so a failure can be replayed. */
function rng(seed: number) {
  let s = seed >>> 0;
  return () => {
    s = (s + 0x6d2b79f5) >>> 0;
    let t = s;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const MEAL = {
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
const PLANNED = { ...MEAL, name: "Lentejas", description: "Lentejas estofadas" };
const UUID = "00000000-0000-4000-8000-000000000000";

type Route = { method: string; path: string; body?: Record<string, unknown> };
const ROUTES: Route[] = [
  {
    method: "POST",
    path: "/api/auth/sign-up/email",
    body: { name: "Ana", email: "a@example.com", password: "x" },
  },
  { method: "POST", path: "/api/auth/sign-in/email", body: { email: "a@example.com", password: "x" } },
  { method: "GET", path: "/api/auth/get-session" },
  { method: "POST", path: "/api/auth/update-user", body: { name: "Ana", image: "x" } },
  { method: "GET", path: "/api/profile" },
  {
    method: "PATCH",
    path: "/api/profile",
    body: { full_name: "Ana", age: 30, weight: 60, height: 165, daily_calorie_goal: 2000 },
  },
  { method: "POST", path: "/api/onboarding", body: { ...VALID_ONBOARDING } },
  { method: "POST", path: "/api/meals/analyze", body: { meal_type: "lunch", description: "pan" } },
  { method: "POST", path: "/api/meals", body: { ...MEAL } },
  { method: "GET", path: "/api/meals?day=2024-01-01" },
  { method: "PATCH", path: `/api/meals/${UUID}`, body: { calories: 10 } },
  { method: "DELETE", path: `/api/meals/${UUID}` },
  { method: "GET", path: `/api/photos/${UUID}` },
  { method: "GET", path: "/api/foods/search?q=pan" },
  {
    method: "POST",
    path: "/api/meals/from-foods",
    body: { meal_type: "lunch", items: [{ food_id: "pan", unit: "rebanada", amount: 2 }] },
  },
  { method: "GET", path: "/api/meals/recent" },
  { method: "POST", path: "/api/meals/copy-day", body: { from: "2024-01-01" } },
  { method: "POST", path: `/api/meals/${UUID}/copy`, body: { meal_type: "lunch" } },
  { method: "GET", path: "/api/favorites" },
  { method: "POST", path: "/api/favorites", body: { meal_id: UUID, name: "Mi desayuno" } },
  { method: "PATCH", path: `/api/favorites/${UUID}`, body: { name: "Mi desayuno" } },
  { method: "DELETE", path: `/api/favorites/${UUID}` },
  { method: "POST", path: `/api/favorites/${UUID}/log`, body: { meal_type: "lunch" } },
  { method: "GET", path: "/api/dashboard" },
  { method: "GET", path: "/api/plans?week_offset=0" },
  { method: "POST", path: "/api/plans/generate", body: { week_offset: 0 } },
  { method: "POST", path: "/api/plans/reuse", body: { week_offset: 0 } },
  { method: "POST", path: "/api/plans/add-to-today", body: { meal: { ...PLANNED }, meal_type: "lunch" } },
  { method: "PATCH", path: `/api/plans/add-to-today/${UUID}`, body: { meal_type: "lunch" } },
  { method: "POST", path: "/api/recipes", body: { meal: { ...PLANNED } } },
  { method: "GET", path: "/api/shopping-list?week_offset=0&days=0,1" },
  { method: "PATCH", path: "/api/shopping-list/items/arroz", body: { week_offset: 0, checked: true } },
  { method: "POST", path: "/api/shopping-list/extras", body: { week_offset: 0, name: "Papel" } },
  { method: "POST", path: "/api/shopping-list/staples", body: { week_offset: 0, key: "sal" } },
  { method: "DELETE", path: "/api/shopping-list/staples/sal" },
  { method: "GET", path: "/api/subscription" },
  { method: "POST", path: "/api/billing/checkout", body: { plan: "premium" } },
  { method: "POST", path: "/api/billing/demo/complete", body: { plan: "premium" } },
  { method: "POST", path: "/api/billing/family/members", body: { email: "b@example.com" } },
  { method: "DELETE", path: `/api/billing/family/members/${UUID}` },
  { method: "GET", path: `/api/billing/family/invitation?invitation_id=${UUID}&token=abc` },
  {
    method: "POST",
    path: "/api/billing/family/accept",
    body: { invitation_id: UUID, token: "a".repeat(43) },
  },
  { method: "POST", path: "/api/billing/webhook", body: { id: "evt", type: "x", data: { object: null } } },
  // Never a valid code here: a valid one would ask Open Food Facts (tests do not reach the internet).
  { method: "GET", path: "/api/barcode/84abc" },
  { method: "GET", path: "/api/weights?days=30" },
  { method: "POST", path: "/api/weights", body: { date: "2024-01-01", kg: 70.5, note: "en ayunas" } },
  { method: "DELETE", path: `/api/weights/${UUID}` },
  { method: "GET", path: "/api/insights?days=30" },
  { method: "GET", path: "/api/insights/goal" },
  { method: "GET", path: "/api/export?format=json&decimal=comma" },
  { method: "POST", path: "/api/import?dry_run=1", body: { file: "Date,Meal,Calories" } },
  { method: "DELETE", path: "/api/account", body: { password: "no-es-la-contraseña" } },
  { method: "GET", path: "/api/openapi.json" },
  { method: "GET", path: "/api/health" },
  { method: "GET", path: "/app/meals" },
];

const NASTY: unknown[] = [
  null,
  true,
  false,
  "",
  [],
  {},
  "0x10",
  "1e309",
  -1,
  1e308,
  -0,
  "NaN",
  "\u0000",
  "abc\u0000def",
  "a".repeat(100_000),
  "%ZZ",
  "\uD800",
  "🍕".repeat(2000),
  "<script>alert(1)</script>",
  "'; drop table meal_logs; --",
  [1, 2, 3],
  { nested: { deeper: [null] } },
  "2024-02-30",
  "../../etc/passwd",
  Number.MAX_SAFE_INTEGER + 2,
];

const ODD_SUFFIXES = [
  "",
  "%ZZ",
  "%00",
  "/%E0%A4%A",
  "?week_offset=0x10",
  "?day=%ZZ",
  "/..%2F..",
  `?q=${"x".repeat(5000)}`,
];

/** Percent-encodes, or for a lone surrogate sends the invalid UTF-8 bytes it would be. */
function encodeOdd(text: string): string {
  try {
    return encodeURIComponent(text);
  } catch {
    return "%ED%A0%80";
  }
}

function mutate(next: () => number, route: Route): { path: string; init: RequestInit } {
  const pick = <T>(list: readonly T[]) => list[Math.floor(next() * list.length)];
  const headers = new Headers({
    cookie,
    "x-time-zone": pick(["Europe/Madrid", "Etc/GMT-12", "Nope/Zone", "%00", "x".repeat(300)]),
  });
  let path = route.path;
  const roll = next();
  if (roll < 0.1) path += pick(ODD_SUFFIXES);
  if (route.method === "GET" || route.method === "DELETE") {
    if (roll > 0.6) path = path.replace(/=[^&]*/, `=${encodeOdd(String(pick(NASTY))).slice(0, 3000)}`);
    return { path, init: { method: route.method, headers } };
  }
  const kind = next();
  let body: string;
  if (kind < 0.15) {
    body = pick([
      '{"a":',
      "{,}",
      "nul",
      '{"meal": {"name": "x"',
      "\u0000",
      "[]",
      '"texto"',
      "1",
      "{}".repeat(1000),
    ]);
  } else if (kind < 0.25) {
    body = "[".repeat(5000) + "]".repeat(5000);
  } else {
    const obj: Record<string, unknown> = structuredClone(route.body ?? {});
    const keys = Object.keys(obj);
    const changes = 1 + Math.floor(next() * 3);
    for (let i = 0; i < changes; i++) {
      const key =
        keys.length && next() < 0.85 ? pick(keys) : pick(["extra", "__proto__", "constructor", "meal"]);
      const value = pick(NASTY);
      if (key === "meal" && obj.meal && typeof obj.meal === "object" && next() < 0.7) {
        const meal = obj.meal as Record<string, unknown>;
        meal[pick(Object.keys(meal))] = value;
      } else obj[key] = value;
    }
    body = JSON.stringify(obj);
  }
  const type = next();
  headers.set(
    "content-type",
    type < 0.8
      ? "application/json"
      : pick([
          "text/plain",
          "application/x-www-form-urlencoded",
          "multipart/form-data; boundary=x",
          "application/json; charset=latin1",
        ]),
  );
  if (next() < 0.05) headers.set("origin", "http://evil.example");
  return { path, init: { method: route.method, headers, body } };
}

/** Everything a request could write: row counts and the last change of the rows that get updated. */
async function fingerprint(): Promise<string> {
  const result = (await app.database.db.execute(sql`
    select (select count(*) from "user")::text || ':' || (select max(updated_at) from "user")::text
      || '|' || (select count(*) from session)::text
      || '|' || (select count(*) from profiles)::text || ':' || coalesce((select max(updated_at) from profiles)::text, '')
      || '|' || (select count(*) from meal_logs)::text || ':' || coalesce((select sum(calories + protein + fat)::text from meal_logs), '')
      || '|' || (select count(*) from meal_plans)::text
      || '|' || (select count(*) from photos)::text
      || '|' || (select count(*) from recipes)::text
      || '|' || (select count(*) from recipe_generations)::text
      || '|' || (select count(*) from feature_usage)::text
      || '|' || (select count(*) from family_members)::text
      || '|' || (select count(*) from subscriptions)::text || ':' || coalesce((select string_agg(plan_type || active::text, ',' order by user_id) from subscriptions), '')
      || '|' || (select count(*) from billing_events)::text as f`)) as unknown as { rows: { f: string }[] };
  return result.rows[0].f;
}

describe("fuzz pass over every route", () => {
  it(`${REQUESTS} malformed requests: no 5xx, nothing written after a 4xx`, async () => {
    const next = rng(14);
    const statuses = new Map<number, number>();
    const serverErrors: string[] = [];
    const writesAfter4xx: string[] = [];
    let before = await fingerprint();
    for (let i = 0; i < REQUESTS; i++) {
      const route = ROUTES[Math.floor(next() * ROUTES.length)];
      const { path, init } = mutate(next, route);
      let status: number;
      try {
        const res = await app.request(path, init);
        status = res.status;
        await res.arrayBuffer();
      } catch (error) {
        status = 599;
        serverErrors.push(`${init.method} ${path}: threw ${(error as Error).message}`);
      }
      statuses.set(status, (statuses.get(status) ?? 0) + 1);
      if (status >= 500)
        serverErrors.push(
          `${status} ${init.method} ${path.slice(0, 120)} ${String(init.body).slice(0, 200)}`,
        );
      const after = await fingerprint();
      if (status >= 400 && status < 500 && after !== before) {
        writesAfter4xx.push(
          `${status} ${init.method} ${path.slice(0, 120)} ${String(init.body).slice(0, 200)}`,
        );
      }
      before = after;
    }
    const summary = {
      database: app.database.kind,
      requests: REQUESTS,
      statuses: Object.fromEntries([...statuses].sort((a, b) => a[0] - b[0])),
      serverErrors: serverErrors.length,
      writesAfter4xx: writesAfter4xx.length,
    };
    // biome-ignore lint/suspicious/noConsole: these figures are what the issue's report quotes
    console.log(`fuzz: ${JSON.stringify(summary)}`);
    expect(serverErrors).toEqual([]);
    expect(writesAfter4xx).toEqual([]);
  }, 1_200_000);
});
