import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { MealPlan } from "../../../core/plan.schema";
import { planWeek } from "../../../core/week";
import { mealPlans } from "../../db/schema";
import { authed, createTestApp, type TestApp } from "../../test/harness";
import { createFakeAi, type FakeAi, makePremium, ONBOARDING_BODY, onboardedUser } from "./plans.test-support";

/*
 * Issue 14 item 1: one plan per user and week, as a database guarantee. Runs on PGlite, and on
 * PostgreSQL with TEST_DATABASE_URL (where READ COMMITTED used to let 10 parallel requests store 7).
 */
let app: TestApp;
let ai: FakeAi;
beforeAll(async () => {
  ai = createFakeAi();
  app = await createTestApp({ ai });
});
afterAll(async () => {
  await app?.close();
});

const TZ = "Europe/Madrid";
const plansOf = (userId: string) =>
  app.database.db.select().from(mealPlans).where(eq(mealPlans.userId, userId));
const post = (cookie: string, path: string, json: unknown) =>
  app.request(path, authed(cookie, { method: "POST", json, tz: TZ }));

async function parallel(n: number, call: () => Promise<Response>) {
  const responses = await Promise.all(Array.from({ length: n }, call));
  return Promise.all(responses.map(async (r) => ({ status: r.status, body: await r.json() })));
}

/** Plans of the user whose range contains `day`. */
const covering = (rows: (typeof mealPlans.$inferSelect)[], day: string) =>
  rows.filter((r) => r.startDate <= day && r.endDate >= day);

describe("one plan per user and week under parallel requests", () => {
  it("10 parallel generates of next week leave exactly one plan, and every answer is that plan", async () => {
    const { cookie, userId } = await onboardedUser(app);
    await makePremium(app, userId);
    const results = await parallel(10, () => post(cookie, "/api/plans/generate", { week_offset: 1 }));
    expect(results.map((r) => r.status)).toEqual(Array(10).fill(200));
    const target = planWeek(1, TZ).targetDate;
    const stored = covering(await plansOf(userId), target);
    expect(stored).toHaveLength(1);
    for (const r of results) expect((r.body as MealPlan).id).toBe(stored[0].id);
  });

  it("10 parallel reuses leave exactly one copy", async () => {
    const { cookie, userId } = await onboardedUser(app);
    const results = await parallel(10, () => post(cookie, "/api/plans/reuse", { week_offset: 1 }));
    expect(results.map((r) => r.status)).toEqual(Array(10).fill(200));
    const stored = covering(await plansOf(userId), planWeek(1, TZ).targetDate);
    expect(stored).toHaveLength(1);
    for (const r of results) expect((r.body as MealPlan).id).toBe(stored[0].id);
    // this week's plan is still there, next to the copy
    expect(await plansOf(userId)).toHaveLength(2);
  });

  it("10 parallel onboardings of a premium user store one plan for this week", async () => {
    const { cookie, userId } = await onboardedUser(app);
    await makePremium(app, userId);
    const first = (await plansOf(userId))[0];
    const results = await parallel(10, () => post(cookie, "/api/onboarding", ONBOARDING_BODY));
    expect(results.map((r) => r.status)).toEqual(Array(10).fill(200));
    const rows = await plansOf(userId);
    expect(rows).toHaveLength(1);
    // onboarding again never regenerates a week that has a plan
    expect(rows[0].id).toBe(first.id);
  });

  it("the database itself refuses a second plan overlapping a user's plan", async () => {
    const { userId } = await onboardedUser(app);
    const [base] = await plansOf(userId);
    const { id: _id, createdAt: _c, ...copy } = base;
    await expect(
      app.database.db.insert(mealPlans).values({ ...copy, startDate: base.endDate, endDate: base.endDate }),
    ).rejects.toThrow();
    expect(await plansOf(userId)).toHaveLength(1);
  });
});
