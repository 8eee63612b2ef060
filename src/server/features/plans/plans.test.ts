import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { addDays } from "../../../core/dates";
import type { MealPlan } from "../../../core/plan.schema";
import { planWeek } from "../../../core/week";
import { mealLogs, mealPlans, profiles } from "../../db/schema";
import { authed, createTestApp, signUp, type TestApp } from "../../test/harness";
import { createFakeAi, type FakeAi, makePremium, onboardedUser } from "./plans.test-support";

let app: TestApp;
let ai: FakeAi;
beforeAll(async () => {
  ai = createFakeAi();
  app = await createTestApp({ ai });
});
afterAll(async () => {
  await app?.close();
});
beforeEach(() => {
  ai.planFactor = 1.02;
});

const TZ = "Europe/Madrid";
const db = () => app.database.db;

async function getPlan(cookie: string, offset: number): Promise<MealPlan | null> {
  const res = await app.request(`/api/plans?week_offset=${offset}`, authed(cookie, { tz: TZ }));
  expect(res.status).toBe(200);
  return (await res.json()) as MealPlan | null;
}
const post = (cookie: string, path: string, json: unknown) =>
  app.request(path, authed(cookie, { method: "POST", json, tz: TZ }));
const plansOf = (userId: string) => db().select().from(mealPlans).where(eq(mealPlans.userId, userId));
const profileOf = async (userId: string) =>
  (await db().select().from(profiles).where(eq(profiles.id, userId)))[0];

describe("the onboarding's initial plan", () => {
  it("is stored for this Monday-based week even on the free plan, and sets the calorie goal to its average", async () => {
    const { cookie, userId } = await onboardedUser(app);
    const plan = await getPlan(cookie, 0);
    const week = planWeek(0, TZ);
    expect(plan).toMatchObject({
      start_date: week.startDate,
      end_date: addDays(week.startDate, 6),
      meals_per_day: 3,
    });
    expect(plan?.daily_plans).toHaveLength(7);
    for (const day of plan?.daily_plans ?? []) expect(day.meals).toHaveLength(3);
    // the fake planner lands 2 % above the goal: the profile now carries the plan's average
    expect((await profileOf(userId)).dailyCalorieGoal).toBe(plan?.daily_caloric_intake);
    const perDay = (plan?.daily_plans[0].meals ?? []).reduce((s, m) => s + m.calories, 0);
    expect(plan?.daily_caloric_intake).toBe(perDay);
  });

  it("asks for the activity level before planning", async () => {
    const { cookie, userId } = await signUp(app);
    await makePremium(app, userId);
    const res = await post(cookie, "/api/plans/generate", { week_offset: 0 });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ error: "Por favor completa tu perfil con nivel de actividad" });
  });
});

describe("generate", () => {
  it("is blocked for a free user with the upgrade prompt, leaving the plan as it was", async () => {
    const { cookie, userId } = await onboardedUser(app);
    const before = await plansOf(userId);
    const res = await post(cookie, "/api/plans/generate", { week_offset: 0 });
    expect(res.status).toBe(402);
    expect(await res.json()).toMatchObject({ code: "UPGRADE_REQUIRED", feature: "custom_meal_plans" });
    expect(await plansOf(userId)).toEqual(before);
  });

  it("creates a premium user's plan for a later week and replaces it when generated again", async () => {
    const { cookie, userId } = await onboardedUser(app);
    await makePremium(app, userId);
    const res = await post(cookie, "/api/plans/generate", { week_offset: 1 });
    expect(res.status).toBe(200);
    const first = (await res.json()) as MealPlan;
    const week1 = planWeek(1, TZ);
    expect(first).toMatchObject({ start_date: week1.startDate, end_date: week1.endDate });
    expect((await getPlan(cookie, 1))?.id).toBe(first.id);
    // this week's plan is untouched
    expect((await getPlan(cookie, 0))?.start_date).toBe(planWeek(0, TZ).startDate);

    const again = (await (await post(cookie, "/api/plans/generate", { week_offset: 1 })).json()) as MealPlan;
    expect(again.id).not.toBe(first.id);
    // a different seed, so a different plan for the same week
    expect(again.daily_plans[0].meals[0].name).not.toBe(first.daily_plans[0].meals[0].name);
    const rows = await plansOf(userId);
    expect(rows.map((r) => r.startDate).sort()).toEqual([planWeek(0, TZ).startDate, week1.startDate]);
  });

  it("is allowed for family subscribers and updates the goal to the new average", async () => {
    const { cookie, userId } = await onboardedUser(app);
    await makePremium(app, userId, "family");
    ai.planFactor = 0.96;
    const goalBefore = (await profileOf(userId)).dailyCalorieGoal ?? 0;
    const plan = (await (await post(cookie, "/api/plans/generate", { week_offset: 0 })).json()) as MealPlan;
    expect(plan.daily_caloric_intake).toBeLessThan(goalBefore);
    expect((await profileOf(userId)).dailyCalorieGoal).toBe(plan.daily_caloric_intake);
  });

  it("deletes every plan overlapping the week, keeping the others", async () => {
    const { cookie, userId } = await onboardedUser(app);
    await makePremium(app, userId);
    const week1 = planWeek(1, TZ);
    const base = (await plansOf(userId))[0];
    const copy = (startDate: string) => ({
      ...base,
      id: undefined,
      createdAt: undefined,
      startDate,
      endDate: addDays(startDate, 6),
    });
    // one starting mid-week (overlaps week 1), one far away (does not)
    await db()
      .insert(mealPlans)
      .values(copy(addDays(week1.startDate, 3)));
    await db()
      .insert(mealPlans)
      .values(copy(addDays(week1.startDate, 21)));
    const res = await post(cookie, "/api/plans/generate", { week_offset: 1 });
    expect(res.status).toBe(200);
    const starts = (await plansOf(userId)).map((r) => r.startDate).sort();
    expect(starts).toEqual([planWeek(0, TZ).startDate, week1.startDate, addDays(week1.startDate, 21)]);
  });

  it("validates the week offset", async () => {
    const { cookie } = await onboardedUser(app);
    expect((await app.request("/api/plans?week_offset=abc", authed(cookie))).status).toBe(400);
    expect((await post(cookie, "/api/plans/generate", { week_offset: 1.5 })).status).toBe(400);
  });
});

describe("reuse", () => {
  it("copies the latest earlier plan into the week, on any subscription", async () => {
    const { cookie, userId } = await onboardedUser(app);
    const current = await getPlan(cookie, 0);
    const res = await post(cookie, "/api/plans/reuse", { week_offset: 1 });
    expect(res.status).toBe(200);
    const copy = (await res.json()) as MealPlan;
    expect(copy.id).not.toBe(current?.id);
    expect(copy).toMatchObject({
      start_date: planWeek(1, TZ).startDate,
      end_date: planWeek(1, TZ).endDate,
      daily_plans: current?.daily_plans,
      daily_caloric_intake: current?.daily_caloric_intake,
    });
    expect((await getPlan(cookie, 1))?.id).toBe(copy.id);
    expect(await plansOf(userId)).toHaveLength(2);
  });

  it("says 'No previous meal plan found' when nothing earlier exists", async () => {
    const { cookie } = await onboardedUser(app);
    const res = await post(cookie, "/api/plans/reuse", { week_offset: 0 });
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ error: "No previous meal plan found" });
  });
});

describe("add to today", () => {
  const meal = {
    id: "m-1",
    name: "Tostadas con tomate",
    description: "Pan integral con tomate rallado y aceite",
    calories: 320,
    protein: 9.5,
    carbs: 48,
    fat: 10,
    sugar: 4,
    fiber: 6,
    salt: 0.9,
  };

  it("logs the planned meal now as breakfast by default, or the type the user picked", async () => {
    const { cookie, userId } = await onboardedUser(app);
    const res = await post(cookie, "/api/plans/add-to-today", { meal });
    expect(res.status).toBe(201);
    expect(await res.json()).toMatchObject({
      meal_type: "breakfast",
      calories: 320,
      protein: 9.5,
      salt: 0.9,
    });
    const dinner = await post(cookie, "/api/plans/add-to-today", { meal, meal_type: "dinner" });
    expect(await dinner.json()).toMatchObject({ meal_type: "dinner" });
    const logs = await db().select().from(mealLogs).where(eq(mealLogs.userId, userId));
    expect(logs.map((l) => l.mealType).sort()).toEqual(["breakfast", "dinner"]);
    expect(logs[0].description).toContain("Tostadas con tomate");
    expect(Date.now() - logs[0].loggedAt.getTime()).toBeLessThan(60_000);
  });

  it("logs a plate (planner v2) by its short description, not the planner's sentence", async () => {
    const { cookie, userId } = await onboardedUser(app);
    const plate = {
      ...meal,
      name: "Lentejas con chorizo",
      description: "Lentejas con chorizo, pan y naranja",
      grams: 620,
      items: [
        {
          name: "pan",
          grams: 40,
          calories: 100,
          protein: 3,
          carbs: 20,
          fat: 1,
          sugar: 1,
          fiber: 1,
          salt: 0.5,
        },
        {
          name: "naranja",
          grams: 150,
          calories: 70,
          protein: 1,
          carbs: 15,
          fat: 0,
          sugar: 12,
          fiber: 3,
          salt: 0,
        },
      ],
    };
    expect((await post(cookie, "/api/plans/add-to-today", { meal: plate })).status).toBe(201);
    // an older or AI plan's meal keeps its name in front of the description
    expect((await post(cookie, "/api/plans/add-to-today", { meal })).status).toBe(201);
    const logs = await db().select().from(mealLogs).where(eq(mealLogs.userId, userId));
    expect(logs.map((l) => l.description).sort()).toEqual([
      "Lentejas con chorizo, pan y naranja",
      "Tostadas con tomate: Pan integral con tomate rallado y aceite",
    ]);
  });

  it("lets the user re-type the entry just added, but never another user's", async () => {
    const { cookie, userId } = await onboardedUser(app);
    const added = (await (await post(cookie, "/api/plans/add-to-today", { meal })).json()) as { id: string };
    const patch = (who: string, json: unknown) =>
      app.request(`/api/plans/add-to-today/${added.id}`, authed(who, { method: "PATCH", json, tz: TZ }));
    const res = await patch(cookie, { meal_type: "lunch" });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ id: added.id, meal_type: "lunch" });
    expect((await patch(cookie, { meal_type: "brunch" })).status).toBe(400);
    const other = await signUp(app);
    expect((await patch(other.cookie, { meal_type: "snack" })).status).toBe(404);
    const [row] = await db().select().from(mealLogs).where(eq(mealLogs.userId, userId));
    expect(row.mealType).toBe("lunch");
  });

  it("counts against the free plan's daily meal logs", async () => {
    const { cookie } = await onboardedUser(app);
    const statuses = [];
    for (let i = 0; i < 4; i++)
      statuses.push((await post(cookie, "/api/plans/add-to-today", { meal })).status);
    expect(statuses).toEqual([201, 201, 201, 402]);
  });

  it("rejects a meal without a name or with negative numbers", async () => {
    const { cookie } = await onboardedUser(app);
    expect((await post(cookie, "/api/plans/add-to-today", { meal: { ...meal, name: "" } })).status).toBe(400);
    expect((await post(cookie, "/api/plans/add-to-today", { meal: { ...meal, fat: -1 } })).status).toBe(400);
  });
});

describe("isolation between users", () => {
  it("never shows, replaces or copies another user's plan", async () => {
    const ana = await onboardedUser(app);
    await makePremium(app, ana.userId);
    const luis = await signUp(app);
    expect(await getPlan(luis.cookie, 0)).toBeNull();
    expect((await post(luis.cookie, "/api/plans/reuse", { week_offset: 1 })).status).toBe(404);
    const anaPlan = await getPlan(ana.cookie, 0);

    const bea = await onboardedUser(app);
    await makePremium(app, bea.userId);
    await post(bea.cookie, "/api/plans/generate", { week_offset: 0 });
    expect((await getPlan(ana.cookie, 0))?.id).toBe(anaPlan?.id);
    const anaRows = await db()
      .select()
      .from(mealPlans)
      .where(and(eq(mealPlans.userId, ana.userId), eq(mealPlans.id, anaPlan?.id ?? "")));
    expect(anaRows).toHaveLength(1);
  });

  it("requires a session", async () => {
    expect((await app.request("/api/plans?week_offset=0")).status).toBe(401);
  });
});
