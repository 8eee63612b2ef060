import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { dashboardResponseSchema } from "../../../core/dashboard.schema";
import { addDays, localDay, startOfLocalDay } from "../../../core/dates";
import { adaptiveGoalResponseSchema, insightsResponseSchema } from "../../../core/insights.schema";
import { mealLogs, profiles } from "../../db/schema";
import { authed, createTestApp, signUp, type TestApp } from "../../test/harness";
import { makePremium } from "../plans/plans.test-support";

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(async () => {
  await app?.close();
});

const TZ = "Europe/Madrid";
const HOUR = 3_600_000;
const today = () => localDay(new Date(), TZ);
/** A local time of the day `offset` days from the user's today. */
const at = (offset: number, hours: number) =>
  new Date(startOfLocalDay(addDays(today(), offset), TZ).getTime() + hours * HOUR);

type Meal = {
  offset: number;
  hours?: number;
  type: "breakfast" | "lunch" | "dinner" | "snack";
  description: string;
  calories: number;
  protein?: number;
  carbs?: number;
  fat?: number;
  sugar?: number;
  fiber?: number;
  salt?: number;
};

async function seed(userId: string, meals: Meal[]) {
  await app.database.db.insert(mealLogs).values(
    meals.map((m) => ({
      userId,
      mealType: m.type,
      description: m.description,
      calories: m.calories,
      protein: m.protein ?? 0,
      carbs: m.carbs ?? 0,
      fat: m.fat ?? 0,
      sugar: m.sugar ?? 0,
      fiber: m.fiber ?? 0,
      salt: m.salt ?? 0,
      loggedAt: at(m.offset, m.hours ?? 13),
    })),
  );
}

const WEEK: Meal[] = [
  {
    offset: 0,
    hours: 8,
    type: "breakfast",
    description: "Tostada con tomate",
    calories: 300,
    protein: 10,
    carbs: 40,
    fat: 10,
    sugar: 5,
    fiber: 4,
    salt: 1,
  },
  {
    offset: 0,
    type: "lunch",
    description: "Paella",
    calories: 800,
    protein: 30,
    carbs: 90,
    fat: 30,
    sugar: 5,
    fiber: 6,
    salt: 2.5,
  },
  {
    offset: -2,
    hours: 21,
    type: "dinner",
    description: "Pizza con chorizo",
    calories: 1100,
    protein: 40,
    carbs: 110,
    fat: 50,
    sugar: 12,
    fiber: 5,
    salt: 4.2,
  },
  { offset: -2, hours: 17, type: "snack", description: "Refresco de cola", calories: 140, sugar: 35 },
  // 00:30 local is still the previous day in UTC: it must count on day -1, not -2
  { offset: -1, hours: 0.5, type: "snack", description: " refresco de cola ", calories: 140, sugar: 35 },
  // outside the 7-day period, inside the 30-day one
  { offset: -10, type: "lunch", description: "Cocido madrileño", calories: 2000, protein: 90, salt: 6 },
];

async function insights(cookie: string, days?: number) {
  const res = await app.request(`/api/insights${days ? `?days=${days}` : ""}`, authed(cookie, { tz: TZ }));
  expect(res.status).toBe(200);
  return insightsResponseSchema.parse(await res.json());
}

describe("GET /api/insights", () => {
  it("refuses without a session, and an unknown period with a Spanish 400", async () => {
    expect((await app.request("/api/insights")).status).toBe(401);
    const { cookie } = await signUp(app);
    const res = await app.request("/api/insights?days=15", authed(cookie, { tz: TZ }));
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ error: "El periodo debe ser 7, 30 o 90 días" });
  });

  it("gives premium users every nutrient per local day, averages, days on target and the sources", async () => {
    const { cookie, userId } = await signUp(app);
    await makePremium(app, userId);
    await seed(userId, WEEK);
    const other = await signUp(app);
    await seed(other.userId, [{ offset: 0, type: "lunch", description: "Paella", calories: 5000 }]);

    const body = await insights(cookie, 7);
    expect(body).toMatchObject({ days: 7, from: addDays(today(), -6), to: today(), full: true });
    expect(body.goals).toEqual({
      calories: 2000,
      protein: 90,
      carbs: 250,
      fat: 70,
      sugar: 90,
      fiber: 28,
      salt: 5,
    });
    expect(body.daily).toHaveLength(7);
    expect(body.daily.map((d) => [d.day, d.logged, d.calories])).toEqual([
      [addDays(today(), -6), false, 0],
      [addDays(today(), -5), false, 0],
      [addDays(today(), -4), false, 0],
      [addDays(today(), -3), false, 0],
      [addDays(today(), -2), true, 1240],
      [addDays(today(), -1), true, 140],
      [today(), true, 1100],
    ]);
    expect(body.daily[6]).toEqual({
      day: today(),
      logged: true,
      calories: 1100,
      protein: 40,
      carbs: 130,
      fat: 40,
      sugar: 10,
      fiber: 10,
      salt: 3.5,
    });
    expect(body.consistency).toEqual({ logged_days: 3, days: 7 });
    // averages over the 3 logged days, not the 7
    const summary = Object.fromEntries(body.summary.map((s) => [s.nutrient, s]));
    expect(summary.calories).toEqual({ nutrient: "calories", goal: 2000, average: 827, days_on_target: 0 });
    expect(summary.sugar).toEqual({ nutrient: "sugar", goal: 90, average: 30.7, days_on_target: 3 });
    expect(summary.salt).toEqual({ nutrient: "salt", goal: 5, average: 2.6, days_on_target: 3 });
    expect(summary.fiber.days_on_target).toBe(0);

    expect(body.sources?.meal_types).toEqual([
      { meal_type: "dinner", meals: 1, calories: 1100, sugar: 12, salt: 4.2 },
      { meal_type: "lunch", meals: 1, calories: 800, sugar: 5, salt: 2.5 },
      { meal_type: "breakfast", meals: 1, calories: 300, sugar: 5, salt: 1 },
      { meal_type: "snack", meals: 2, calories: 280, sugar: 70, salt: 0 },
    ]);
    const names = (list: { name: string }[] | undefined) => list?.map((f) => f.name);
    expect(names(body.sources?.foods.calories)).toEqual([
      "Pizza con chorizo",
      "Paella",
      "Tostada con tomate",
      "refresco de cola",
    ]);
    expect(body.sources?.foods.sugar[0]).toEqual({
      name: "refresco de cola",
      meals: 2,
      calories: 280,
      sugar: 70,
      salt: 0,
    });
    expect(names(body.sources?.foods.salt)).toEqual(["Pizza con chorizo", "Paella", "Tostada con tomate"]);

    const month = await insights(cookie, 30);
    expect(month.daily).toHaveLength(30);
    expect(month.consistency).toEqual({ logged_days: 4, days: 30 });
    expect(month.sources?.foods.calories[0].name).toBe("Cocido madrileño");
    expect(month.summary.find((s) => s.nutrient === "salt")?.days_on_target).toBe(3);
  });

  it("gives free users the last 7 days of calories only, whatever period they ask for", async () => {
    const { cookie, userId } = await signUp(app);
    await seed(userId, WEEK);
    const body = await insights(cookie, 90);
    expect(body).toMatchObject({
      days: 7,
      full: false,
      sources: null,
      consistency: { logged_days: 3, days: 7 },
    });
    expect(body.summary).toEqual([{ nutrient: "calories", goal: 2000, average: 827, days_on_target: 0 }]);
    expect(body.daily[6]).toEqual({ day: today(), logged: true, calories: 1100 });
  });

  it("uses the dashboard's goals (the profile's calorie goal)", async () => {
    const { cookie, userId } = await signUp(app);
    await app.database.db.update(profiles).set({ dailyCalorieGoal: 1200 }).where(eq(profiles.id, userId));
    await seed(userId, [{ offset: 0, type: "lunch", description: "Ensalada", calories: 1150 }]);
    const body = await insights(cookie);
    expect(body.goals.calories).toBe(1200);
    expect(body.summary[0]).toMatchObject({ goal: 1200, days_on_target: 1 });
  });
});

describe("GET /api/insights/goal (adaptive calorie goal)", () => {
  async function goal(cookie: string) {
    const res = await app.request("/api/insights/goal", authed(cookie, { tz: TZ }));
    expect(res.status).toBe(200);
    return adaptiveGoalResponseSchema.parse(await res.json());
  }
  async function weigh(cookie: string, offset: number, kg: number) {
    const res = await app.request(
      "/api/weights",
      authed(cookie, { method: "POST", json: { date: addDays(today(), offset), kg }, tz: TZ }),
    );
    expect(res.status).toBe(201);
  }

  it("is locked for free users", async () => {
    const { cookie } = await signUp(app);
    expect(await goal(cookie)).toEqual({ status: "locked" });
  });

  it("proposes nothing before 14 logged days, and says why", async () => {
    const { cookie, userId } = await signUp(app);
    await makePremium(app, userId);
    await seed(
      userId,
      Array.from({ length: 10 }, (_, i) => ({
        offset: -1 - i,
        type: "lunch" as const,
        description: "Menú",
        calories: 1800,
      })),
    );
    const body = await goal(cookie);
    expect(body).toMatchObject({ status: "insufficient", logged_days: 10, weigh_ins: 0 });
    if (body.status === "insufficient")
      expect(body.reason).toMatch(/^Para estimar tu gasto real necesitamos al menos 14 días/);
  });

  it("estimates the expenditure from 21 days, proposes a loss goal, and changes nothing until accepted", async () => {
    const { cookie, userId } = await signUp(app);
    await makePremium(app, userId);
    await app.database.db
      .update(profiles)
      .set({ fitnessGoal: "Pérdida de peso", dailyCalorieGoal: 1800 })
      .where(eq(profiles.id, userId));
    // 21 days at 1,800 kcal (two meals a day), one ignored day without logs, weigh-ins every other day
    // losing 0.05 kg a day: expenditure = 1,800 + 0.05 × 7,700 = 2,185 kcal.
    const meals: Meal[] = [];
    for (let d = 1; d <= 22; d++) {
      if (d === 5) continue;
      meals.push({ offset: -d, hours: 9, type: "breakfast", description: "Desayuno", calories: 600 });
      meals.push({ offset: -d, hours: 14, type: "lunch", description: "Comida", calories: 1200 });
    }
    await seed(userId, meals);
    for (let k = 0; k <= 10; k++) await weigh(cookie, -20 + 2 * k, 80 - 0.1 * k);

    const body = await goal(cookie);
    expect(body).toMatchObject({
      status: "ok",
      period_days: 22,
      logged_days: 21,
      weigh_ins: 11,
      average_intake: 1800,
      expenditure: 2185,
      direction: "lose",
      proposed_goal: 1690,
      current_goal: 1800,
    });
    if (body.status !== "ok") return;
    expect(body.explanation).toBe(
      "En 22 días comiste de media 1.800 kcal (21 días registrados) y tu tendencia bajó 1,1 kg: tu gasto estimado es 2.185 kcal al día.",
    );

    const dashboard = async () =>
      dashboardResponseSchema.parse(
        await (await app.request("/api/dashboard", authed(cookie, { tz: TZ }))).json(),
      );
    expect((await dashboard()).goals.calories).toBe(1800);
    const accept = await app.request(
      "/api/profile",
      authed(cookie, { method: "PATCH", json: { daily_calorie_goal: body.proposed_goal }, tz: TZ }),
    );
    expect(accept.status).toBe(200);
    expect((await dashboard()).goals.calories).toBe(1690);
  });
});
