import { count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { mealLogs, mealPlans, profiles, recipes } from "../db/schema";
import { VALID_ONBOARDING } from "../test/factories";
import { authed, createTestApp, signUp, type TestApp } from "../test/harness";

/** Issue 14 items 7, 9 and 10: numbers validated (not coerced), text and JSON bounded. */
let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(async () => {
  await app?.close();
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

async function countRows(table: typeof mealLogs | typeof mealPlans | typeof recipes, userId: string) {
  const [row] = await app.database.db.select({ n: count() }).from(table).where(eq(table.userId, userId));
  return row.n;
}

const NOT_NUMBERS: unknown[] = [null, true, "", [], "0x10", "1e3", " 7 kg", {}];

describe("numbers are validated, not coerced", () => {
  it.each(NOT_NUMBERS)("refuses %j as a nutrient when logging or editing a meal", async (value) => {
    const { cookie, userId } = await signUp(app);
    const res = await app.request(
      "/api/meals",
      authed(cookie, { method: "POST", json: { ...MEAL, protein: value } }),
    );
    expect(res.status).toBe(400);
    expect((await res.json()).error).toBe("La proteína debe ser un número");
    expect(await countRows(mealLogs, userId)).toBe(0);
    const meal = await (
      await app.request("/api/meals", authed(cookie, { method: "POST", json: MEAL }))
    ).json();
    const edit = await app.request(
      `/api/meals/${meal.id}`,
      authed(cookie, { method: "PATCH", json: { fat: value } }),
    );
    expect(edit.status).toBe(400);
    const [row] = await app.database.db.select().from(mealLogs).where(eq(mealLogs.id, meal.id));
    expect(row.fat).toBe(14);
  });

  it.each(NOT_NUMBERS)(
    "refuses %j as week_offset (body and query) and as an onboarding number",
    async (value) => {
      const { cookie, userId } = await signUp(app);
      const generate = await app.request(
        "/api/plans/generate",
        authed(cookie, { method: "POST", json: { week_offset: value } }),
      );
      expect(generate.status).toBe(400);
      expect((await generate.json()).error).toBe("La semana no es válida");
      const onboarding = await app.request(
        "/api/onboarding",
        authed(cookie, { method: "POST", json: { ...VALID_ONBOARDING, meals_per_day: value } }),
      );
      expect(onboarding.status).toBe(400);
      const weight = await app.request(
        "/api/onboarding",
        authed(cookie, { method: "POST", json: { ...VALID_ONBOARDING, weight: value } }),
      );
      expect(weight.status).toBe(400);
      const [profile] = await app.database.db.select().from(profiles).where(eq(profiles.id, userId));
      expect(profile.weight).toBeNull();
      expect(await countRows(mealPlans, userId)).toBe(0);
    },
  );

  it("accepts numbers and plain decimal strings", async () => {
    const { cookie } = await signUp(app);
    const res = await app.request(
      "/api/meals",
      authed(cookie, { method: "POST", json: { ...MEAL, protein: "22.5", fat: 14 } }),
    );
    expect(res.status).toBe(201);
    expect((await res.json()).protein).toBe(22.5);
    expect((await app.request("/api/plans?week_offset=0x10", authed(cookie))).status).toBe(400);
    expect((await app.request("/api/plans?week_offset=-1", authed(cookie))).status).toBe(200);
  });
});

describe("text and JSON are bounded", () => {
  it("refuses a recipe request whose meal id or name is over its bound (400, not a 500 on the index)", async () => {
    const { cookie, userId } = await signUp(app);
    const meal = { ...MEAL, name: "Lentejas", description: "Lentejas estofadas" };
    for (const big of [
      { id: "x".repeat(3000) },
      { name: "n".repeat(3000) },
      { description: "d".repeat(5000) },
    ]) {
      const res = await app.request(
        "/api/recipes",
        authed(cookie, { method: "POST", json: { meal: { ...meal, ...big } } }),
      );
      expect(res.status).toBe(400);
    }
    expect(await countRows(recipes, userId)).toBe(0);
  });

  it("refuses an ai_analysis that is not an analysis or is over 32 KB, and keeps a real one", async () => {
    const { cookie, userId } = await signUp(app);
    const analysis = { ...MEAL, weight: "300 g", items: [], unmatched: [], engine: "builtin" };
    const blob = await app.request(
      "/api/meals",
      authed(cookie, {
        method: "POST",
        json: { ...MEAL, ai_analysis: { ...analysis, description: "a".repeat(40_000) } },
      }),
    );
    expect(blob.status).toBe(400);
    // Every field within its own bound, but together over 32 KB.
    const items = Array.from({ length: 50 }, (_, i) => ({
      ...MEAL,
      food_id: `food-${i}-${"f".repeat(80)}`,
      name: `ingrediente ${i} ${"x".repeat(180)}`,
      quantity: 1,
      unit: "ración",
      grams: 10,
      confidence: 0.5,
      source: "ai",
      calories: 10,
    }));
    const big = await app.request(
      "/api/meals",
      authed(cookie, {
        method: "POST",
        json: { ...MEAL, ai_analysis: { ...analysis, items, unmatched: Array(50).fill("u".repeat(200)) } },
      }),
    );
    expect(big.status).toBe(400);
    expect((await big.json()).error).toBe("El análisis adjunto es demasiado grande");
    const wrong = await app.request(
      "/api/meals",
      authed(cookie, { method: "POST", json: { ...MEAL, ai_analysis: { anything: "x".repeat(1000) } } }),
    );
    expect(wrong.status).toBe(400);
    expect(await countRows(mealLogs, userId)).toBe(0);
    const ok = await app.request(
      "/api/meals",
      authed(cookie, { method: "POST", json: { ...MEAL, ai_analysis: analysis } }),
    );
    expect(ok.status).toBe(201);
    expect((await ok.json()).ai_analysis).toMatchObject({ weight: "300 g" });
  });
});
