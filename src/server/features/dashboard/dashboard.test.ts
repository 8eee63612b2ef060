import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { dashboardResponseSchema } from "../../../core/dashboard.schema";
import { addDays, localDay, shortWeekdayEs, startOfLocalDay } from "../../../core/dates";
import { mealLogs, mealPlans, profiles } from "../../db/schema";
import { VALID_ONBOARDING } from "../../test/factories";
import { authed, createTestApp, signUp, type TestApp } from "../../test/harness";
import { getDashboard as dashboardAt } from "./dashboard.service";

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(async () => {
  await app?.close();
});

const MADRID = "Europe/Madrid";
const HOUR = 3_600_000;

/** Local noon of the day `offset` days from the user's today in `tz`. */
function localNoon(tz: string, offset = 0): Date {
  const day = addDays(localDay(new Date(), tz), offset);
  return new Date(startOfLocalDay(day, tz).getTime() + 12 * HOUR);
}

async function logMeal(
  userId: string,
  loggedAt: Date,
  n: Partial<Record<"calories" | "protein" | "carbs" | "fat" | "sugar" | "fiber" | "salt", number>> = {},
) {
  await app.database.db.insert(mealLogs).values({
    userId,
    mealType: "lunch",
    description: "Comida de prueba",
    calories: 500,
    protein: 20,
    carbs: 60,
    fat: 15,
    sugar: 10,
    fiber: 5,
    salt: 1,
    ...n,
    loggedAt,
  });
}

const planMeal = (name: string, calories: number) => ({
  name,
  description: `${name} casero`,
  calories,
  protein: 30,
  carbs: 50,
  fat: 20,
  sugar: 8,
  fiber: 6,
  salt: 1.2,
});

async function insertPlan(userId: string, startDate: string, mealsToday: number, todayIndex: number) {
  const dailyPlans = Array.from({ length: 7 }, (_, day) => ({
    day,
    meals: Array.from({ length: day === todayIndex ? mealsToday : 3 }, (_, i) =>
      planMeal(day === todayIndex ? `Plato de hoy ${i + 1}` : `Plato ${day}-${i}`, 600),
    ),
  }));
  await app.database.db.insert(mealPlans).values({
    userId,
    startDate,
    endDate: addDays(startDate, 6),
    dailyPlans,
    dailyCaloricIntake: 1800,
    mealsPerDay: 3,
    dailyTotalProteinIntake: 112.46,
    dailyTotalCarbsIntake: 201.5,
    dailyTotalFatIntake: 64.49,
    dailyTotalSugarIntake: 38.2,
    dailyTotalFiberIntake: 31.7,
    dailyTotalSaltIntake: 4.26,
  });
}

async function getDashboard(cookie: string, tz = MADRID) {
  const res = await app.request("/api/dashboard", authed(cookie, { tz }));
  expect(res.status).toBe(200);
  return dashboardResponseSchema.parse(await res.json());
}

describe("GET /api/dashboard", () => {
  it("refuses without a session", async () => {
    const res = await app.request("/api/dashboard");
    expect(res.status).toBe(401);
  });

  it("answers a new user with zeros, default goals, no streak and an empty plan", async () => {
    const { cookie } = await signUp(app, { name: "Nuria Vidal" });
    const body = await getDashboard(cookie);
    expect(body.user_name).toBe("Nuria Vidal");
    expect(body.today).toEqual({ calories: 0, protein: 0, carbs: 0, fat: 0, sugar: 0, fiber: 0, salt: 0 });
    expect(body.goals).toEqual({
      calories: 2000,
      protein: 90,
      carbs: 250,
      fat: 70,
      sugar: 90,
      fiber: 28,
      salt: 5,
    });
    expect(body.streak).toBe(0);
    expect(body.weekly_average).toBe(0);
    expect(body.todays_plan).toEqual([]);
    expect(body.week).toHaveLength(7);
  });

  it("totals today's meals, charts 7 local days with Spanish labels and averages over 7", async () => {
    const { cookie, userId } = await signUp(app);
    await logMeal(userId, localNoon(MADRID), { calories: 450, protein: 22.5, salt: 1.25 });
    await logMeal(userId, new Date(localNoon(MADRID).getTime() + 2 * HOUR), {
      calories: 700,
      protein: 30.25,
    });
    await logMeal(userId, localNoon(MADRID, -1), { calories: 1800 });
    await logMeal(userId, localNoon(MADRID, -3), { calories: 1400 });
    await logMeal(userId, localNoon(MADRID, -6), { calories: 1000 });
    await logMeal(userId, localNoon(MADRID, -7), { calories: 9999 }); // 8 days ago: outside the week

    const body = await getDashboard(cookie);
    const today = localDay(new Date(), MADRID);
    expect(body.day).toBe(today);
    expect(body.today).toMatchObject({ calories: 1150, protein: 52.75, salt: 2.25, carbs: 120 });
    expect(body.week.map((p) => p.day)).toEqual([-6, -5, -4, -3, -2, -1, 0].map((n) => addDays(today, n)));
    expect(body.week.map((p) => p.label)).toEqual(body.week.map((p) => shortWeekdayEs(p.day)));
    expect(body.week.map((p) => p.calories)).toEqual([1000, 0, 0, 1400, 0, 1800, 1150]);
    expect(body.weekly_average).toBe(Math.round((1000 + 1400 + 1800 + 1150) / 7));
    // today + yesterday logged, the day before not: a run of 2
    expect(body.streak).toBe(2);
  });

  it("counts the streak back from today, and yesterday's run plus one when today is empty", async () => {
    const { cookie, userId } = await signUp(app);
    for (const offset of [-1, -2, -3, -5]) await logMeal(userId, localNoon(MADRID, offset));
    expect((await getDashboard(cookie)).streak).toBe(4); // 3 days up to yesterday, plus one
    await logMeal(userId, localNoon(MADRID, 0));
    expect((await getDashboard(cookie)).streak).toBe(4); // today, yesterday, -2, -3
  });

  it("follows a streak longer than one page of log days", async () => {
    const { cookie, userId } = await signUp(app);
    const days = 420;
    await app.database.db.insert(mealLogs).values(
      Array.from({ length: days }, (_, i) => ({
        userId,
        mealType: "dinner",
        description: "Cena",
        calories: 300,
        loggedAt: localNoon(MADRID, -i),
      })),
    );
    expect((await getDashboard(cookie)).streak).toBe(days);
  });

  it("stops at a gap just past the first window of days read", async () => {
    const { cookie, userId } = await signUp(app);
    const offsets = [...Array.from({ length: 400 }, (_, i) => -i), -401, -402, -403];
    await app.database.db.insert(mealLogs).values(
      offsets.map((offset) => ({
        userId,
        mealType: "dinner",
        description: "Cena",
        calories: 300,
        loggedAt: localNoon(MADRID, offset),
      })),
    );
    expect((await getDashboard(cookie)).streak).toBe(400);
  });

  it("buckets days in the time zone of the user's profile (the browser's, stored at sign-up)", async () => {
    // One instant that is a different local day in Tokyo (UTC+9) and in Los Angeles (UTC-8/-7).
    const tokyoToday = localDay(new Date(), "Asia/Tokyo");
    const instant = new Date(startOfLocalDay(tokyoToday, "Asia/Tokyo").getTime() + 1 * HOUR);
    const tokyoDay = localDay(instant, "Asia/Tokyo");
    const laDay = localDay(instant, "America/Los_Angeles");
    expect(tokyoDay).not.toBe(laDay);
    // the same meal logged by a user in each zone (the first request stores the zone)
    const inTokyo = await signUp(app);
    const inLa = await signUp(app);
    await logMeal(inTokyo.userId, instant, { calories: 640 });
    await logMeal(inLa.userId, instant, { calories: 640 });

    const tokyo = await getDashboard(inTokyo.cookie, "Asia/Tokyo");
    const la = await getDashboard(inLa.cookie, "America/Los_Angeles");
    expect(tokyo.week.find((p) => p.day === tokyoDay)?.calories).toBe(640);
    expect(la.week.find((p) => p.day === laDay)?.calories).toBe(640);
    expect(tokyo.today.calories).toBe(640); // 01:00 today in Tokyo
    expect(la.week.find((p) => p.day === tokyoDay)?.calories ?? 0).toBe(0);
    expect(tokyo.streak).toBe(1);
  });

  it("takes calories from the profile, macros from the current plan and sugar, fibre and salt from guidance", async () => {
    const { cookie, userId } = await signUp(app);
    await app.database.db.update(profiles).set({ dailyCalorieGoal: 1850 }).where(eq(profiles.id, userId));
    const today = localDay(new Date(), MADRID);
    await insertPlan(userId, addDays(today, -2), 3, 2);

    const body = await getDashboard(cookie);
    expect(body.goals).toEqual({
      calories: 1850,
      protein: 112,
      carbs: 202,
      fat: 64,
      // guidance for 1850 kcal, not the plan's 38.2 g, 31.7 g and 4.26 g
      sugar: 83,
      fiber: 26,
      salt: 5,
    });
    expect(body.todays_plan.map((m) => [m.time, m.name])).toEqual([
      ["08:00", "Plato de hoy 1"],
      ["14:00", "Plato de hoy 2"],
      ["20:00", "Plato de hoy 3"],
    ]);
    expect(body.todays_plan[0]).toMatchObject({
      description: "Plato de hoy 1 casero",
      calories: 600,
      salt: 1.2,
    });
  });

  it("finds today's meals by the stored day number, else by position, and skips malformed meals", async () => {
    const today = localDay(new Date(), MADRID);
    const startDate = addDays(today, -4); // today is day 4 of the plan
    const insert = (userId: string, dailyPlans: unknown) =>
      app.database.db.insert(mealPlans).values({
        userId,
        startDate,
        endDate: addDays(startDate, 6),
        dailyPlans,
        dailyCaloricIntake: 1800,
        mealsPerDay: 2,
        dailyTotalProteinIntake: 100,
        dailyTotalCarbsIntake: 200,
        dailyTotalFatIntake: 60,
        dailyTotalSugarIntake: 40,
        dailyTotalFiberIntake: 30,
        dailyTotalSaltIntake: 4,
      });
    // Stored newest day first: position 4 holds day 2, day 4 sits at position 2.
    const byNumber = await signUp(app);
    await insert(
      byNumber.userId,
      [6, 5, 4, 3, 2, 1, 0].map((day) => ({
        day,
        meals: [planMeal(`Día ${day}`, 500), { name: "", description: "sin nombre" }],
      })),
    );
    const numbered = await getDashboard(byNumber.cookie);
    expect(numbered.todays_plan.map((m) => [m.time, m.name])).toEqual([["08:00", "Día 4"]]);

    // Days without a number: the one at today's position.
    const byPosition = await signUp(app);
    await insert(
      byPosition.userId,
      Array.from({ length: 7 }, (_, i) => ({ meals: [planMeal(`Posición ${i}`, 500)] })),
    );
    expect((await getDashboard(byPosition.cookie)).todays_plan.map((m) => m.name)).toEqual(["Posición 4"]);
  });

  it("gives a user who said 'hipertensión' in onboarding a 4 g salt goal, whatever the plan holds", async () => {
    const { cookie, userId } = await signUp(app);
    const res = await app.request(
      "/api/onboarding",
      authed(cookie, { method: "POST", json: { ...VALID_ONBOARDING, chronic_conditions: ["hipertensión"] } }),
    );
    expect(res.status).toBe(200);
    await app.database.db
      .update(mealPlans)
      .set({ dailyTotalSaltIntake: 7.5, dailyTotalFiberIntake: 122 })
      .where(eq(mealPlans.userId, userId));
    const body = await getDashboard(cookie);
    expect(body.goals.salt).toBe(4);
    const [profile] = await app.database.db.select().from(profiles).where(eq(profiles.id, userId));
    expect(body.goals.fiber).toBe(Math.round(((profile.dailyCalorieGoal ?? 0) / 1000) * 14));
  });

  it("shows no plan and default goals when the only plan does not cover today", async () => {
    const { cookie, userId } = await signUp(app);
    const today = localDay(new Date(), MADRID);
    await insertPlan(userId, addDays(today, -10), 3, 0); // ended 4 days ago
    const body = await getDashboard(cookie);
    expect(body.todays_plan).toEqual([]);
    expect(body.goals.protein).toBe(90);
  });

  it("shows only the signed-in user's meals, streak and plan", async () => {
    const owner = await signUp(app);
    const other = await signUp(app, { name: "Otro Usuario" });
    await logMeal(owner.userId, localNoon(MADRID), { calories: 900 });
    await insertPlan(owner.userId, localDay(new Date(), MADRID), 4, 0);

    const body = await getDashboard(other.cookie);
    expect(body.user_name).toBe("Otro Usuario");
    expect(body.today.calories).toBe(0);
    expect(body.week.every((p) => p.calories === 0)).toBe(true);
    expect(body.streak).toBe(0);
    expect(body.todays_plan).toEqual([]);
    expect(body.goals.protein).toBe(90);

    const mine = await getDashboard(owner.cookie);
    expect(mine.today.calories).toBe(900);
    expect(mine.todays_plan.map((m) => m.time)).toEqual(["08:00", "12:00", "16:00", "20:00"]);
  });

  it("moves to the next day at local midnight, in each zone on its own", async () => {
    const { userId } = await signUp(app);
    const user = { id: userId, name: "Ana" };
    const midnight = startOfLocalDay("2026-03-29", MADRID); // the night clocks go forward in Spain
    const before = await dashboardAt(app.database.db, user, MADRID, new Date(midnight.getTime() - 1));
    const after = await dashboardAt(app.database.db, user, MADRID, midnight);
    expect(before.day).toBe("2026-03-28");
    expect(before.week.map((p) => p.label)).toEqual(["Dom", "Lun", "Mar", "Mié", "Jue", "Vie", "Sáb"]);
    expect(after.day).toBe("2026-03-29");
    expect(after.week.at(-1)).toMatchObject({ day: "2026-03-29", label: "Dom" });
    // 23 hours later it is still the 29th in Madrid (a 23-hour day), already the 30th in Tokyo
    const late = new Date(midnight.getTime() + 22 * HOUR + 59 * 60_000);
    expect((await dashboardAt(app.database.db, user, MADRID, late)).day).toBe("2026-03-29");
    expect((await dashboardAt(app.database.db, user, "Asia/Tokyo", late)).day).toBe("2026-03-30");
    expect((await dashboardAt(app.database.db, user, MADRID, new Date(late.getTime() + HOUR))).day).toBe(
      "2026-03-30",
    );
  });

  it("is listed in the OpenAPI document", async () => {
    const doc = await (await app.request("/api/openapi.json")).json();
    expect(doc.paths["/api/dashboard"].get.responses["200"].content).toBeDefined();
  });
});
