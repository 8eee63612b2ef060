import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { profiles } from "../../db/schema";
import { authed, createTestApp, signUp, type TestApp } from "../../test/harness";

// The initial plan comes from the plans feature; here it is steered to succeed or fail on purpose.
const generatePlan = vi.hoisted(() => vi.fn());
vi.mock("../plans/plans.service", () => ({ generatePlanForUser: generatePlan }));

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(async () => {
  await app?.close();
});
beforeEach(() => {
  generatePlan.mockReset();
  generatePlan.mockRejectedValue(new Error("planner down"));
});

/** A birth date that makes the user exactly `age` today (1 January is never after today). */
const bornYearsAgo = (age: number) => `${new Date().getUTCFullYear() - age}-01-01`;

const answers = (overrides: Record<string, unknown> = {}) => ({
  gender: "Femenino",
  date_of_birth: bornYearsAgo(30),
  height: 165,
  weight: 62,
  activity_level: "moderate",
  fitness_goal: "Mantenimiento",
  dietary_restrictions: ["Vegetariano"],
  chronic_conditions: ["hipotiroidismo"],
  allergies: ["frutos secos", "marisco"],
  medications: ["levotiroxina"],
  current_diet: "Como de todo, poco pescado",
  health_goals: "Tener más energía",
  meals_per_day: 4,
  ...overrides,
});

const post = (cookie: string, body: unknown, tz = "America/Bogota") =>
  app.request("/api/onboarding", authed(cookie, { method: "POST", json: body, tz }));

const profileOf = async (userId: string) =>
  (await app.database.db.select().from(profiles).where(eq(profiles.id, userId)))[0];

describe("POST /api/onboarding", () => {
  it("saves every answer, derives the calorie goal and completes the profile", async () => {
    const { cookie, userId } = await signUp(app);
    const before = await app.request("/api/profile", authed(cookie));
    expect((await before.json()).onboarding_complete).toBe(false);

    const res = await post(cookie, answers());
    expect(res.status).toBe(200);
    const body = await res.json();
    // Female RMR: 7.38*62 + 607*1.65 - 2.31*30 + 43 = 1432.81; x1.55 (moderate) = 2220.86 -> 2221
    expect(body).toMatchObject({ daily_calorie_goal: 2221, plan_status: "failed" });
    expect(body.profile).toMatchObject({ id: userId, daily_calorie_goal: 2221, meals_per_day: 4 });

    const row = await profileOf(userId);
    expect(row).toMatchObject({
      gender: "Femenino",
      dateOfBirth: bornYearsAgo(30),
      age: 30,
      height: 165,
      weight: 62,
      activityLevel: "moderate",
      activityDetails: {
        level: "moderate",
        displayName: "Actividad moderada",
        frequency: "3-5 días/semana",
        multiplier: 1.55,
      },
      fitnessGoal: "Mantenimiento",
      dietaryRestrictions: ["Vegetariano"],
      healthRestrictions: ["hipotiroidismo", "frutos secos", "marisco", "levotiroxina"],
      currentDiet: "Como de todo, poco pescado",
      healthGoals: "Tener más energía",
      mealsPerDay: 4,
      dailyCalorieGoal: 2221,
      timeZone: "America/Bogota",
    });

    const after = await app.request("/api/profile", authed(cookie, { tz: "America/Bogota" }));
    expect((await after.json()).onboarding_complete).toBe(true);
  });

  it("applies the activity multiplier and the weight-loss factor for a man", async () => {
    const { cookie } = await signUp(app);
    const res = await post(
      cookie,
      answers({
        gender: "Masculino",
        height: 180,
        weight: 80,
        activity_level: "very_active",
        fitness_goal: "Pérdida de peso",
      }),
    );
    // Male RMR: 9.65*80 + 573*1.8 - 5.08*30 + 260 = 1911; x1.725 = 3296.48; x0.85 = 2802.0 -> 2802
    expect((await res.json()).daily_calorie_goal).toBe(2802);
  });

  it("reports a failed initial plan but keeps the saved profile", async () => {
    const { cookie, userId } = await signUp(app);
    const res = await post(cookie, answers());
    expect(res.status).toBe(200);
    expect((await res.json()).plan_status).toBe("failed");
    expect(generatePlan).toHaveBeenCalledWith(expect.anything(), userId, {
      weekOffset: 0,
      timeZone: "America/Bogota",
      initial: true,
    });
    expect((await profileOf(userId)).dailyCalorieGoal).toBe(2221);
  });

  it("reports a created initial plan and returns the profile as the plan left it", async () => {
    const { cookie, userId } = await signUp(app);
    generatePlan.mockImplementation(async () => {
      // The plans feature moves the goal to the plan's average; the answer must show that.
      await app.database.db.update(profiles).set({ dailyCalorieGoal: 2199 }).where(eq(profiles.id, userId));
      return { id: "plan-1" };
    });
    const body = await (await post(cookie, answers())).json();
    expect(body.plan_status).toBe("created");
    expect(body.daily_calorie_goal).toBe(2221);
    expect(body.profile.daily_calorie_goal).toBe(2199);
  });

  it("answers 'No user found' when the user has no profile row", async () => {
    const { cookie, userId } = await signUp(app);
    await app.database.db.delete(profiles).where(eq(profiles.id, userId));
    const res = await post(cookie, answers());
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ error: "No user found" });
    expect(generatePlan).not.toHaveBeenCalled();
  });

  it("keeps 'ninguna'-style empty lists and no preferences as empty lists", async () => {
    const { cookie, userId } = await signUp(app);
    await post(
      cookie,
      answers({ dietary_restrictions: [], chronic_conditions: [], allergies: [], medications: [] }),
    );
    const row = await profileOf(userId);
    expect(row.dietaryRestrictions).toEqual([]);
    expect(row.healthRestrictions).toEqual([]);
    const res = await app.request("/api/profile", authed(cookie));
    expect((await res.json()).onboarding_complete).toBe(true);
  });

  it("saves the cuisine chosen at the meals-per-day step, and none when it is left out", async () => {
    const chose = await signUp(app);
    await post(chose.cookie, answers({ cuisine_region: "cono_sur" }));
    expect((await profileOf(chose.userId)).cuisineRegion).toBe("cono_sur");
    const res = await app.request("/api/profile", authed(chose.cookie));
    expect((await res.json()).profile.cuisine_region).toBe("cono_sur");

    const skipped = await signUp(app);
    await post(skipped.cookie, answers());
    expect((await profileOf(skipped.userId)).cuisineRegion).toBeNull();
  });

  it.each([
    [{ height: 99 }, "La altura debe estar entre 100 y 250 cm"],
    [{ height: 251 }, "La altura debe estar entre 100 y 250 cm"],
    [{ weight: 29 }, "El peso debe estar entre 30 y 300 kg"],
    [{ weight: 301 }, "El peso debe estar entre 30 y 300 kg"],
    [
      { date_of_birth: bornYearsAgo(12) },
      "La fecha de nacimiento debe corresponder a una edad entre 13 y 100 años",
    ],
    [
      { date_of_birth: bornYearsAgo(101) },
      "La fecha de nacimiento debe corresponder a una edad entre 13 y 100 años",
    ],
    [
      { date_of_birth: "1990-02-30" },
      "La fecha de nacimiento debe corresponder a una edad entre 13 y 100 años",
    ],
    [{ current_diet: "   " }, "La dieta actual es requerida"],
    [{ health_goals: "" }, "Los objetivos de salud son requeridos"],
    [{ gender: "X" }, "Género no válido"],
    [{ activity_level: "couch" }, "Nivel de actividad no válido"],
    [{ fitness_goal: "Volar" }, "Objetivo no válido"],
    [{ dietary_restrictions: ["Paleo"] }, "Preferencia dietética no válida"],
    [{ meals_per_day: 8 }, "Las comidas por día deben estar entre 1 y 7"],
    [{ cuisine_region: "narnia" }, "Cocina no válida"],
  ])("refuses %j with a Spanish message and saves nothing", async (override, message) => {
    const { cookie, userId } = await signUp(app);
    const res = await post(cookie, answers(override));
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ error: message });
    expect((await profileOf(userId)).activityLevel).toBeNull();
  });

  it("requires a session", async () => {
    const res = await app.request("/api/onboarding", { method: "POST", json: answers() });
    expect(res.status).toBe(401);
  });

  it("writes only the signed-in user's row", async () => {
    const a = await signUp(app);
    const b = await signUp(app);
    await post(a.cookie, answers());
    expect((await profileOf(a.userId)).activityLevel).toBe("moderate");
    const other = await profileOf(b.userId);
    expect(other.activityLevel).toBeNull();
    expect(other.dailyCalorieGoal).toBeNull();
  });

  it("is published in the OpenAPI document", async () => {
    const doc = await (await app.request("/api/openapi.json")).json();
    expect(doc.paths["/api/onboarding"].post.requestBody).toBeDefined();
  });
});
