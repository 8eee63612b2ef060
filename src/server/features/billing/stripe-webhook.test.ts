import { eq } from "drizzle-orm";
import Stripe from "stripe";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { billingEvents, subscriptions } from "../../db/schema";
import { authed, createTestApp, signUp, type TestApp } from "../../test/harness";

const SECRET = "whsec_bocado_test_secret";
const PREMIUM_LINK = "https://buy.stripe.com/test_premium";
const FAMILY_LINK = "https://buy.stripe.com/test_family";

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp({
    env: {
      STRIPE_WEBHOOK_SECRET: SECRET,
      STRIPE_PAYMENT_LINK_PREMIUM: PREMIUM_LINK,
      STRIPE_PAYMENT_LINK_FAMILY: FAMILY_LINK,
      STRIPE_CUSTOMER_PORTAL_URL: "https://billing.stripe.com/p/login/test_portal",
    },
  });
});
afterAll(async () => {
  await app?.close();
});

let seq = 0;
const eventId = () => `evt_test_${process.pid}_${Date.now()}_${++seq}`;

function checkoutCompleted(userId: string | null, extra: Record<string, unknown> = {}) {
  return {
    id: eventId(),
    object: "event",
    type: "checkout.session.completed",
    data: {
      object: {
        id: `cs_test_${seq}`,
        object: "checkout.session",
        client_reference_id: userId,
        customer: `cus_test_${seq}`,
        subscription: `sub_test_${seq}`,
        amount_total: 999,
        payment_status: "paid",
        metadata: { plan_type: "premium" },
        ...extra,
      },
    },
  };
}

function subscriptionEvent(type: string, subId: string, customer: string, status: string) {
  return {
    id: eventId(),
    object: "event",
    type,
    data: { object: { id: subId, object: "subscription", customer, status } },
  };
}

/** Posts an event as Stripe would: the raw JSON body and its Stripe-Signature header. */
async function deliver(event: unknown, opts: { secret?: string; body?: string; timestamp?: number } = {}) {
  const payload = JSON.stringify(event);
  const header = Stripe.webhooks.generateTestHeaderString({
    payload,
    secret: opts.secret ?? SECRET,
    timestamp: opts.timestamp,
  });
  return app.request("/api/billing/webhook", {
    method: "POST",
    headers: { "content-type": "application/json", "stripe-signature": header },
    body: opts.body ?? payload,
  });
}

async function subscriptionOf(userId: string) {
  const [row] = await app.database.db.select().from(subscriptions).where(eq(subscriptions.userId, userId));
  return row;
}

describe("Stripe webhook", () => {
  it("activates the plan of a valid checkout.session.completed and stores the Stripe ids", async () => {
    const { userId, cookie } = await signUp(app);
    const event = checkoutCompleted(userId);
    const res = await deliver(event);
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ received: true, outcome: "activated" });
    expect(await subscriptionOf(userId)).toMatchObject({
      planType: "premium",
      active: true,
      stripeCustomerId: event.data.object.customer,
      stripeSubscriptionId: event.data.object.subscription,
    });
    const overview = await (await app.request("/api/subscription", authed(cookie))).json();
    expect(overview).toMatchObject({
      plan_type: "premium",
      plan_name: "Premium",
      active: true,
      checkout: "stripe",
      portal_url: "https://billing.stripe.com/p/login/test_portal",
      can_cancel: false,
    });
    expect(overview.usage_left.photo_analysis).toBeNull();
  });

  it("takes the plan from the amount when the payment link carries no metadata", async () => {
    const { userId } = await signUp(app);
    await deliver(checkoutCompleted(userId, { metadata: {}, amount_total: 1999 }));
    expect(await subscriptionOf(userId)).toMatchObject({ planType: "family", active: true });
  });

  it("ignores a checkout whose amount matches no plan", async () => {
    const { userId } = await signUp(app);
    const res = await deliver(checkoutCompleted(userId, { metadata: {}, amount_total: 500 }));
    expect(res.status).toBe(200);
    expect((await res.json()).outcome).toBe("ignored_unknown_plan");
    expect(await subscriptionOf(userId)).toMatchObject({ planType: "free", active: true });
  });

  it.each([
    ["signed with another secret", { secret: "whsec_someone_else" }],
    ["a stale signature (10 minutes old)", { timestamp: Math.floor(Date.now() / 1000) - 600 }],
  ])("refuses an event %s and changes nothing", async (_name, opts) => {
    const { userId } = await signUp(app);
    const event = checkoutCompleted(userId);
    const res = await deliver(event, opts);
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ error: "Firma del webhook no válida" });
    expect(await subscriptionOf(userId)).toMatchObject({ planType: "free", active: true });
    expect(await app.database.db.select().from(billingEvents).where(eq(billingEvents.id, event.id))).toEqual(
      [],
    );
  });

  it("answers 400 (not 500) to a correctly signed event with a null data.object, and changes nothing", async () => {
    const { userId } = await signUp(app);
    for (const data of [{ object: null }, null, {}]) {
      const event = { id: eventId(), object: "event", type: "checkout.session.completed", data };
      const res = await deliver(event);
      expect(res.status).toBe(400);
      expect((await res.json()).error).toBe("Evento de Stripe sin datos utilizables");
    }
    expect(await subscriptionOf(userId)).toMatchObject({ planType: "free" });
  });

  it("refuses a body changed after signing (another user's id) and a request with no signature", async () => {
    const victim = await signUp(app);
    const attacker = await signUp(app);
    const signed = checkoutCompleted(victim.userId);
    const tampered = JSON.stringify(checkoutCompleted(attacker.userId));
    expect((await deliver(signed, { body: tampered })).status).toBe(400);
    const unsigned = await app.request("/api/billing/webhook", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: tampered,
    });
    expect(unsigned.status).toBe(400);
    expect(await subscriptionOf(attacker.userId)).toMatchObject({ planType: "free" });
    expect(await subscriptionOf(victim.userId)).toMatchObject({ planType: "free" });
  });

  it("applies a replayed event only once: a redelivered checkout does not undo a later cancellation", async () => {
    const { userId } = await signUp(app);
    const checkout = checkoutCompleted(userId);
    expect((await (await deliver(checkout)).json()).outcome).toBe("activated");
    const deleted = subscriptionEvent(
      "customer.subscription.deleted",
      checkout.data.object.subscription,
      checkout.data.object.customer,
      "canceled",
    );
    expect((await (await deliver(deleted)).json()).outcome).toBe("deactivated");

    const again = await deliver(checkout);
    expect(again.status).toBe(200);
    expect((await again.json()).outcome).toBe("duplicate");
    expect(await subscriptionOf(userId)).toMatchObject({ planType: "premium", active: false });
  });

  it("applies an event delivered several times at once exactly once", async () => {
    const { userId } = await signUp(app);
    const event = checkoutCompleted(userId);
    const answers = await Promise.all(Array.from({ length: 5 }, () => deliver(event)));
    expect(answers.map((r) => r.status)).toEqual([200, 200, 200, 200, 200]);
    const outcomes = await Promise.all(answers.map(async (r) => (await r.json()).outcome));
    expect(outcomes.filter((o) => o === "activated")).toHaveLength(1);
    expect(outcomes.filter((o) => o === "duplicate")).toHaveLength(4);
  });

  it("answers 200 to a checkout for an unknown user, records it and changes no subscription", async () => {
    const before = await app.database.db.select().from(subscriptions);
    const event = checkoutCompleted("user-that-does-not-exist");
    const res = await deliver(event);
    expect(res.status).toBe(200);
    expect((await res.json()).outcome).toBe("ignored_unknown_user");
    expect(await app.database.db.select().from(subscriptions)).toEqual(before);
    expect((await deliver(event)).status).toBe(200);
  });

  it("deactivates on an update to a non-active status and reactivates when it is active again", async () => {
    const { userId, cookie } = await signUp(app);
    const checkout = checkoutCompleted(userId, { metadata: { plan_type: "family" }, amount_total: 1999 });
    await deliver(checkout);
    const { subscription: subId, customer } = checkout.data.object;

    await deliver(subscriptionEvent("customer.subscription.updated", subId, customer, "past_due"));
    expect(await subscriptionOf(userId)).toMatchObject({ planType: "family", active: false });
    const lapsed = await (await app.request("/api/subscription", authed(cookie))).json();
    expect(lapsed).toMatchObject({ plan_type: "free", plan_name: "Familiar", active: false });
    expect(lapsed.usage_left.photo_analysis).toBe(2);

    await deliver(subscriptionEvent("customer.subscription.updated", subId, customer, "active"));
    expect(await subscriptionOf(userId)).toMatchObject({ planType: "family", active: true });
  });

  it("ignores changes to a subscription the user no longer pays with", async () => {
    const { userId } = await signUp(app);
    const checkout = checkoutCompleted(userId);
    await deliver(checkout);
    const res = await deliver(
      subscriptionEvent(
        "customer.subscription.deleted",
        "sub_old_one",
        checkout.data.object.customer,
        "canceled",
      ),
    );
    expect((await res.json()).outcome).toBe("ignored_no_subscription");
    expect(await subscriptionOf(userId)).toMatchObject({ planType: "premium", active: true });
  });
});

describe("checkout with Stripe configured", () => {
  it("sends the user to the plan's payment link with their email and id", async () => {
    const { cookie, email, userId } = await signUp(app);
    for (const [plan, link] of [
      ["premium", PREMIUM_LINK],
      ["family", FAMILY_LINK],
    ]) {
      const res = await app.request(
        "/api/billing/checkout",
        authed(cookie, { method: "POST", json: { plan } }),
      );
      expect(res.status).toBe(200);
      const { url, mode } = await res.json();
      expect(mode).toBe("stripe");
      const parsed = new URL(url);
      expect(`${parsed.origin}${parsed.pathname}`).toBe(link);
      expect(parsed.searchParams.get("prefilled_email")).toBe(email);
      expect(parsed.searchParams.get("client_reference_id")).toBe(userId);
    }
  });

  it("turns the demo checkout and the demo cancel off", async () => {
    const { cookie, userId } = await signUp(app);
    const demo = await app.request(
      "/api/billing/demo/complete",
      authed(cookie, { method: "POST", json: { plan: "premium" } }),
    );
    expect(demo.status).toBe(403);
    expect(await subscriptionOf(userId)).toMatchObject({ planType: "free" });
    expect((await app.request("/api/billing/cancel", authed(cookie, { method: "POST" }))).status).toBe(403);
  });
});
