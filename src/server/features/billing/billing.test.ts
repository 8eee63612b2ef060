import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadConfig } from "../../config";
import { subscriptions } from "../../db/schema";
import { authed, createTestApp, signUp, type TestApp } from "../../test/harness";
import { startCheckout } from "./billing.service";

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp(); // no Stripe variables: the demo checkout is on (NODE_ENV=test)
});
afterAll(async () => {
  await app?.close();
});

type Cookie = string;
const post = (cookie: Cookie, path: string, json?: unknown) =>
  app.request(path, authed(cookie, { method: "POST", ...(json === undefined ? {} : { json }) }));
const overview = async (cookie: Cookie) => {
  const res = await app.request("/api/subscription", authed(cookie));
  expect(res.status).toBe(200);
  return res.json();
};
async function subscriptionOf(userId: string) {
  const [row] = await app.database.db.select().from(subscriptions).where(eq(subscriptions.userId, userId));
  return row;
}

describe("GET /api/subscription", () => {
  it("describes a new user's free plan with its limits and what is left today", async () => {
    const { cookie } = await signUp(app);
    expect(await overview(cookie)).toMatchObject({
      plan_type: "free",
      plan_name: "Básico",
      active: true,
      features: expect.arrayContaining(["2 análisis de fotos al día"]),
      limits: { photoAnalysesPerDay: 2, mealLogsPerDay: null, customMealPlans: false, shoppingList: false },
      usage_left: { photo_analysis: 2, meal_logging: null, recipe_generation: 5 },
      family: { role: null, members: [], invitations: [], max_members: 5 },
      checkout: "demo",
      can_cancel: false,
    });
  });

  it("needs a session", async () => {
    expect((await app.request("/api/subscription")).status).toBe(401);
    expect(
      (await app.request("/api/billing/checkout", { method: "POST", json: { plan: "premium" } })).status,
    ).toBe(401);
  });
});

describe("demo checkout", () => {
  it("points the checkout at the in-app demo page", async () => {
    const { cookie } = await signUp(app);
    const res = await post(cookie, "/api/billing/checkout", { plan: "family" });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ url: "/app/checkout/demo?plan=family", mode: "demo" });
  });

  it.each([[{ plan: "free" }], [{ plan: "gold" }], [{}], [undefined]])(
    "answers 'Invalid plan type' to %j",
    async (body) => {
      const { cookie, userId } = await signUp(app);
      for (const path of ["/api/billing/checkout", "/api/billing/demo/complete"]) {
        const res = await post(cookie, path, body);
        expect(res.status).toBe(400);
        expect(await res.json()).toEqual({ error: "Invalid plan type" });
      }
      expect(await subscriptionOf(userId)).toMatchObject({ planType: "free", active: true });
    },
  );

  it("activates premium: the limits are gone, the card can cancel, and cancelling goes back to free", async () => {
    const { cookie, userId } = await signUp(app);
    const done = await post(cookie, "/api/billing/demo/complete", { plan: "premium" });
    expect(done.status).toBe(200);
    expect(await done.json()).toEqual({ redirect: "/app/profile?success=true" });
    expect(await overview(cookie)).toMatchObject({
      plan_type: "premium",
      plan_name: "Premium",
      active: true,
      limits: { photoAnalysesPerDay: null, customMealPlans: true, export: true },
      usage_left: { photo_analysis: null, meal_logging: null, recipe_generation: null },
      can_cancel: true,
    });
    expect((await post(cookie, "/api/billing/checkout", { plan: "premium" })).status).toBe(409);

    expect((await post(cookie, "/api/billing/cancel")).status).toBe(200);
    expect(await subscriptionOf(userId)).toMatchObject({ planType: "premium", active: false });
    expect(await overview(cookie)).toMatchObject({
      plan_type: "free",
      plan_name: "Premium",
      active: false,
      usage_left: { photo_analysis: 2 },
      can_cancel: false,
    });
    expect((await post(cookie, "/api/billing/cancel")).status).toBe(409);
  });

  it("answers 'User email not found' for an account without an email", async () => {
    const { userId } = await signUp(app);
    const deps = { db: app.database.db, config: app.config };
    await expect(
      startCheckout(deps, { id: userId, email: "", name: "Sin correo" }, "premium"),
    ).rejects.toThrow("User email not found");
  });

  it("is off in production unless BILLING_DEMO=1", () => {
    expect(loadConfig({ NODE_ENV: "production", BETTER_AUTH_SECRET: "x".repeat(40) }).billingDemo).toBe(
      false,
    );
    expect(
      loadConfig({ NODE_ENV: "production", BETTER_AUTH_SECRET: "x".repeat(40), BILLING_DEMO: "1" })
        .billingDemo,
    ).toBe(true);
  });
});

describe("nobody can change another user's subscription", () => {
  it("ignores any user id in the body of every billing route", async () => {
    const victim = await signUp(app);
    const attacker = await signUp(app);
    await post(victim.cookie, "/api/billing/demo/complete", { plan: "premium" });

    const smuggled = { plan: "family", user_id: victim.userId, userId: victim.userId };
    await post(attacker.cookie, "/api/billing/demo/complete", smuggled);
    await post(attacker.cookie, "/api/billing/cancel", { user_id: victim.userId });
    const checkout = await (await post(attacker.cookie, "/api/billing/checkout", smuggled)).json();
    expect(checkout.url).not.toContain(victim.userId);

    // The attacker changed only their own row; the victim still has an active premium.
    expect(await subscriptionOf(victim.userId)).toMatchObject({ planType: "premium", active: true });
    expect(await subscriptionOf(attacker.userId)).toMatchObject({ planType: "family", active: false });
  });

  it("refuses the webhook without Stripe configured, so it cannot be used to activate plans", async () => {
    const { userId } = await signUp(app);
    const res = await app.request("/api/billing/webhook", {
      method: "POST",
      headers: { "content-type": "application/json", "stripe-signature": "t=1,v1=forged" },
      body: JSON.stringify({
        id: "evt_forged",
        type: "checkout.session.completed",
        data: { object: { client_reference_id: userId, metadata: { plan_type: "premium" } } },
      }),
    });
    expect(res.status).toBe(404);
    expect(await subscriptionOf(userId)).toMatchObject({ planType: "free" });
  });
});
