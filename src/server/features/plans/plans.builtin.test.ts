import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { MealPlan } from "../../../core/plan.schema";
import { dayTotals } from "../../../core/plan-validation";
import type { Recipe } from "../../../core/recipe.schema";
import { profiles, recipeGenerations } from "../../db/schema";
import { authed, createTestApp, type TestApp } from "../../test/harness";
import { makePremium, onboardedUser } from "./plans.test-support";

// The same flows on the real built-in planner and recipe library (no fake AI port).
let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(async () => {
  await app?.close();
});

const getPlan = async (cookie: string, offset: number) =>
  (await (await app.request(`/api/plans?week_offset=${offset}`, authed(cookie))).json()) as MealPlan | null;

describe("plans and recipes on the built-in planner", () => {
  it("plans a vegetarian week with a nut allergy near the goal, then gives a recipe for a planned meal", async () => {
    const { cookie, userId } = await onboardedUser(app, {
      dietary_restrictions: ["Vegetariano"],
      allergies: ["frutos secos"],
      meals_per_day: 4,
    });
    const plan = await getPlan(cookie, 0);
    expect(plan?.daily_plans).toHaveLength(7);
    const [profile] = await app.database.db.select().from(profiles).where(eq(profiles.id, userId));
    expect(profile.dailyCalorieGoal).toBe(plan?.daily_caloric_intake);
    for (const day of plan?.daily_plans ?? []) {
      expect(day.meals).toHaveLength(4);
      // the planner keeps each day within ±5 % of the goal, hence within 10 % of the week's average
      expect(Math.abs(dayTotals(day).calories / (plan?.daily_caloric_intake ?? 1) - 1)).toBeLessThan(0.1);
    }

    const meal = plan?.daily_plans[2].meals[1];
    const res = await app.request("/api/recipes", authed(cookie, { method: "POST", json: { meal } }));
    expect(res.status).toBe(201);
    const recipe = (await res.json()) as Recipe;
    expect(recipe.ingredients.length).toBeGreaterThan(1);
    expect(recipe.instructions.length).toBeGreaterThan(1);
    expect(["fácil", "medio", "difícil"]).toContain(recipe.difficulty);
  });

  it("refunds the generation for a meal the library does not know", async () => {
    const { cookie, userId } = await onboardedUser(app);
    const meal = {
      name: "Plato inventado del chef",
      description: "Algo que no está en la biblioteca",
      calories: 500,
      protein: 20,
      carbs: 50,
      fat: 20,
      sugar: 5,
      fiber: 5,
      salt: 1,
    };
    const res = await app.request("/api/recipes", authed(cookie, { method: "POST", json: { meal } }));
    expect(res.status).toBe(422);
    const rows = await app.database.db
      .select()
      .from(recipeGenerations)
      .where(eq(recipeGenerations.userId, userId));
    expect(rows).toHaveLength(0);
  });

  it("regenerates a premium user's week with different dishes", async () => {
    const { cookie, userId } = await onboardedUser(app);
    await makePremium(app, userId);
    const before = await getPlan(cookie, 0);
    const res = await app.request(
      "/api/plans/generate",
      authed(cookie, { method: "POST", json: { week_offset: 0 } }),
    );
    expect(res.status).toBe(200);
    const after = (await res.json()) as MealPlan;
    const names = (p: MealPlan | null) => p?.daily_plans.flatMap((d) => d.meals.map((m) => m.name)).join("|");
    expect(names(after)).not.toBe(names(before));
  });
});
