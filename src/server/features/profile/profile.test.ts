import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { profiles } from "../../db/schema";
import { VALID_ONBOARDING } from "../../test/factories";
import { authed, createTestApp, signUp, type TestApp } from "../../test/harness";

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(async () => {
  await app?.close();
});

const ONBOARDING = { ...VALID_ONBOARDING, allergies: ["marisco"] };

async function onboardedUser() {
  const user = await signUp(app, { name: "Lucía Pérez" });
  const res = await app.request("/api/onboarding", authed(user.cookie, { method: "POST", json: ONBOARDING }));
  if (res.status !== 200) throw new Error(`onboarding failed: ${res.status}`);
  return user;
}

const patch = (cookie: string, json: unknown) =>
  app.request("/api/profile", authed(cookie, { method: "PATCH", json }));
const getProfile = async (cookie: string) => (await app.request("/api/profile", authed(cookie))).json();

describe("GET /api/profile: the onboarding completeness rule", () => {
  const setRow = (userId: string, values: Partial<typeof profiles.$inferInsert>) =>
    app.database.db.update(profiles).set(values).where(eq(profiles.id, userId));

  it("is complete after onboarding, with an empty dietary list counting as present", async () => {
    const { cookie } = await onboardedUser();
    const body = await getProfile(cookie);
    expect(body.onboarding_complete).toBe(true);
    expect(body.profile.dietary_restrictions).toEqual([]);
  });

  it("is incomplete for a fresh account", async () => {
    const { cookie } = await signUp(app);
    expect((await getProfile(cookie)).onboarding_complete).toBe(false);
  });

  it.each([
    ["activity_level missing", { activityLevel: null }],
    ["activity_level not one of the five", { activityLevel: "couch" }],
    ["dietary_restrictions missing", { dietaryRestrictions: null }],
    ["current_diet missing", { currentDiet: null }],
    ["health_goals missing", { healthGoals: null }],
    ["daily_calorie_goal missing", { dailyCalorieGoal: null }],
  ])("is incomplete with %s", async (_label, values) => {
    const { cookie, userId } = await onboardedUser();
    await setRow(userId, values);
    expect((await getProfile(cookie)).onboarding_complete).toBe(false);
  });

  it("does not need the fields the rule leaves out (gender, weight, meals per day)", async () => {
    const { cookie, userId } = await onboardedUser();
    await setRow(userId, { gender: null, weight: null, mealsPerDay: null });
    expect((await getProfile(cookie)).onboarding_complete).toBe(true);
  });
});

describe("PATCH /api/profile", () => {
  it("saves the form's fields with integers for age and goal and decimals for weight and height", async () => {
    const { cookie } = await onboardedUser();
    const res = await patch(cookie, {
      full_name: "Lucía Pérez Gil",
      age: "37",
      weight: "63,4",
      height: 166.5,
      daily_calorie_goal: "1900",
      dietary_restrictions: ["Sin gluten", "Vegetariano"],
      health_restrictions: ["marisco", "celiaquía"],
      meals_per_day: 5,
    });
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body.onboarding_complete).toBe(true);
    const fresh = (await getProfile(cookie)).profile;
    expect(fresh).toMatchObject({
      full_name: "Lucía Pérez Gil",
      age: 37,
      weight: 63.4,
      height: 166.5,
      daily_calorie_goal: 1900,
      dietary_restrictions: ["Sin gluten", "Vegetariano"],
      health_restrictions: ["marisco", "celiaquía"],
      meals_per_day: 5,
      // untouched fields stay
      gender: "Femenino",
      current_diet: "Como de todo",
    });
    expect(body.profile).toEqual(fresh);
  });

  it("saves the cuisine region, which starts unset", async () => {
    const { cookie } = await onboardedUser();
    expect((await getProfile(cookie)).profile.cuisine_region).toBeNull();
    const res = await patch(cookie, { cuisine_region: "espana" });
    expect(res.status).toBe(200);
    expect((await getProfile(cookie)).profile.cuisine_region).toBe("espana");
    await patch(cookie, { cuisine_region: "variada" });
    expect((await getProfile(cookie)).profile.cuisine_region).toBe("variada");
  });

  it("saves the liked and disliked foods the planner reads, trimmed and bounded", async () => {
    const { cookie } = await onboardedUser();
    expect((await getProfile(cookie)).profile.food_preferences ?? null).toBeNull();
    const res = await patch(cookie, {
      food_preferences: [" no me gusta el pescado ", "me encantan las lentejas"],
    });
    expect(res.status).toBe(200);
    expect((await getProfile(cookie)).profile.food_preferences).toEqual([
      "no me gusta el pescado",
      "me encantan las lentejas",
    ]);
    const tooLong = await patch(cookie, { food_preferences: ["x".repeat(201)] });
    expect(tooLong.status).toBe(400);
    expect((await tooLong.json()).error).toMatch(/200 caracteres/);
  });

  it("saves '30.7' years and '2100.6' kcal as the integers 30 and 2100 instead of refusing them", async () => {
    const { cookie } = await onboardedUser();
    const res = await patch(cookie, { age: "30.7", daily_calorie_goal: "2100.6", weight: "70.25" });
    expect(res.status).toBe(200);
    expect((await getProfile(cookie)).profile).toMatchObject({
      age: 30,
      daily_calorie_goal: 2100,
      weight: 70.3,
    });
  });

  it("rewrites activity_details with the new activity level", async () => {
    const { cookie } = await onboardedUser();
    await patch(cookie, { activity_level: "extra_active" });
    const { profile } = await getProfile(cookie);
    expect(profile.activity_level).toBe("extra_active");
    expect(profile.activity_details).toEqual({
      level: "extra_active",
      displayName: "Atleta",
      frequency: "ejercicio intenso diario",
      multiplier: 1.9,
    });
  });

  it.each([
    [{ age: 12 }, "La edad debe estar entre 13 y 100 años"],
    [{ weight: 301 }, "El peso debe estar entre 30 y 300 kg"],
    [{ height: 99.9 }, "La altura debe estar entre 100 y 250 cm"],
    [{ daily_calorie_goal: 900 }, "La meta diaria de calorías debe estar entre 1200 y 5000 kcal"],
    [{ full_name: " " }, "El nombre completo es requerido"],
    [{ meals_per_day: 9 }, "Las comidas por día deben estar entre 1 y 7"],
    [{ activity_level: "couch" }, "Nivel de actividad no válido"],
    [{ cuisine_region: "narnia" }, "Cocina no válida"],
    [{ cuisine_region: null }, "Cocina no válida"],
    [{ email: "otra@example.com" }, "Este campo no se puede editar desde el perfil"],
    [{ id: "someone-else" }, "Este campo no se puede editar desde el perfil"],
    [{}, "No hay cambios válidos que guardar"],
  ])("refuses %j with '%s' and changes nothing", async (body, message) => {
    const { cookie } = await onboardedUser();
    const before = (await getProfile(cookie)).profile;
    const res = await patch(cookie, body);
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ error: message });
    expect((await getProfile(cookie)).profile).toEqual(before);
  });

  it("changes only the signed-in user's row", async () => {
    const a = await onboardedUser();
    const b = await onboardedUser();
    const bBefore = (await getProfile(b.cookie)).profile;
    expect((await patch(a.cookie, { weight: 90, daily_calorie_goal: 3000 })).status).toBe(200);
    expect((await getProfile(a.cookie)).profile).toMatchObject({ weight: 90, daily_calorie_goal: 3000 });
    expect((await getProfile(b.cookie)).profile).toEqual(bBefore);
  });

  it("requires a session", async () => {
    const res = await app.request("/api/profile", { method: "PATCH", json: { weight: 70 } });
    expect(res.status).toBe(401);
  });

  it("is published in the OpenAPI document", async () => {
    const doc = await (await app.request("/api/openapi.json")).json();
    expect(doc.paths["/api/profile"].patch.requestBody).toBeDefined();
  });
});
