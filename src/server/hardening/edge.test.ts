import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { mealLogs, profiles, subscriptions } from "../db/schema";
import { authed, createTestApp, signUp, type TestApp } from "../test/harness";

/** Issue 14 items 5, 6 and 8: what the edge refuses before any route runs. */
let app: TestApp;
let clientDir: string;
beforeAll(async () => {
  clientDir = fs.mkdtempSync(path.join(os.tmpdir(), "bocado-client-"));
  fs.writeFileSync(path.join(clientDir, "index.html"), "<!doctype html><title>Bocado</title>");
  app = await createTestApp({ env: { CLIENT_DIR: clientDir } });
});
afterAll(async () => {
  await app?.close();
  fs.rmSync(clientDir, { recursive: true, force: true });
});

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

async function mealCount(userId: string) {
  const [row] = await app.database.db
    .select({ n: count() })
    .from(mealLogs)
    .where(eq(mealLogs.userId, userId));
  return row.n;
}

/** What a page on another origin can make a browser send with the user's cookie, without a preflight. */
function crossSiteForm(cookie: string, origin: string, body: string, site = "same-site") {
  return {
    method: "POST",
    body,
    headers: { cookie, origin, "content-type": "text/plain", "sec-fetch-site": site },
  };
}

describe("CSRF", () => {
  it("refuses a cookie-carrying text/plain form from another port of the same host (403), nothing changed", async () => {
    const { cookie, userId } = await signUp(app);
    await app.database.db
      .update(subscriptions)
      .set({ planType: "premium" })
      .where(eq(subscriptions.userId, userId));
    const evil = "http://localhost:4000";
    const meal = await app.request("/api/meals", crossSiteForm(cookie, evil, JSON.stringify(MEAL)));
    expect(meal.status).toBe(403);
    expect((await meal.json()).error).toMatch(/no viene de esta aplicación/);
    const cancel = await app.request("/api/billing/cancel", crossSiteForm(cookie, evil, ""));
    expect(cancel.status).toBe(403);
    const signOut = await app.request("/api/auth/sign-out", crossSiteForm(cookie, evil, "{}"));
    expect(signOut.status).toBe(403);
    const update = await app.request(
      "/api/auth/update-user",
      crossSiteForm(cookie, evil, JSON.stringify({ name: "Mallory" }), "cross-site"),
    );
    expect(update.status).toBe(403);

    expect(await mealCount(userId)).toBe(0);
    const [sub] = await app.database.db.select().from(subscriptions).where(eq(subscriptions.userId, userId));
    expect(sub.planType).toBe("premium");
    const session = await app.request("/api/auth/get-session", { headers: { cookie } });
    expect((await session.json())?.user?.name).toBe("Ana García");
  });

  it("refuses an Origin that is not the app's even without Sec-Fetch-Site, and a text/plain body from the app itself (415)", async () => {
    const { cookie, userId } = await signUp(app);
    const foreign = await app.request(
      "/api/meals",
      authed(cookie, { method: "POST", json: MEAL, headers: { origin: "https://evil.example" } }),
    );
    expect(foreign.status).toBe(403);
    const plain = await app.request("/api/meals", {
      method: "POST",
      body: JSON.stringify(MEAL),
      headers: { cookie, "content-type": "text/plain", origin: "http://localhost:3000" },
    });
    expect(plain.status).toBe(415);
    expect(await mealCount(userId)).toBe(0);

    // The app's own pages: same origin, JSON.
    const ok = await app.request(
      "/api/meals",
      authed(cookie, { method: "POST", json: MEAL, headers: { "sec-fetch-site": "same-origin" } }),
    );
    expect(ok.status).toBe(201);
  });

  it("lets the signed Stripe webhook through whatever its origin or type (it answers on its own terms)", async () => {
    const res = await app.request("/api/billing/webhook", {
      method: "POST",
      body: "{}",
      headers: { "content-type": "text/plain", origin: "https://stripe.example" },
    });
    expect(res.status).not.toBe(403);
    expect(res.status).not.toBe(415);
  });
});

describe("NUL characters", () => {
  it.each([
    ["/api/meals", "POST", { ...MEAL, description: "Lentejas\u0000" }],
    ["/api/profile", "PATCH", { full_name: "Ana\u0000" }],
    ["/api/recipes", "POST", { meal: { ...MEAL, name: "Plato\u0000", description: "x" } }],
    ["/api/plans/add-to-today", "POST", { meal: { ...MEAL, name: "Plato", description: "x\u0000" } }],
    ["/api/auth/update-user", "POST", { name: "Ana\u0000" }],
    ["/api/meals/analyze", "POST", { meal_type: "lunch", description: "pan\u0000" }],
  ])("%s %s with a NUL in a text field: 400, nothing stored", async (url, method, json) => {
    const { cookie, userId } = await signUp(app);
    const res = await app.request(url, authed(cookie, { method, json }));
    expect(res.status).toBe(400);
    expect(await mealCount(userId)).toBe(0);
    const [profile] = await app.database.db.select().from(profiles).where(eq(profiles.id, userId));
    expect(profile.fullName).toBe("Ana García");
  });

  it("refuses a NUL in a query string or a path", async () => {
    const { cookie } = await signUp(app);
    expect((await app.request("/api/meals?day=2024-01-01%00", authed(cookie))).status).toBe(400);
    expect((await app.request("/api/meals/%00", authed(cookie, { method: "DELETE" }))).status).toBe(400);
  });
});

describe("odd paths", () => {
  it.each(["/%ZZ", "/app/%", "/app/%E0%A4%A", "/%00", "/assets/%ZZ.js"])(
    "answers %s without a 500",
    async (url) => {
      const res = await app.request(url);
      expect(res.status).toBeLessThan(500);
      expect([200, 400, 404]).toContain(res.status);
    },
  );

  it("answers a malformed encoding under /api with a 4xx", async () => {
    const { cookie } = await signUp(app);
    const res = await app.request("/api/meals?day=%ZZ", authed(cookie));
    expect(res.status).toBe(400);
  });
});
