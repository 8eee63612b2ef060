import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { PlannedMeal } from "../../../core/plan.schema";
import type { Recipe } from "../../../core/recipe.schema";
import { recipeGenerations, recipes } from "../../db/schema";
import { authed, createTestApp, signUp, type TestApp } from "../../test/harness";
import { createFakeAi, type FakeAi, makePremium } from "../plans/plans.test-support";

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
  ai.recipeRequests.length = 0;
  ai.recipeDelayMs = 0;
  ai.failRecipes = false;
});

const meal = (n: number, extra: Partial<PlannedMeal> = {}): PlannedMeal => ({
  name: `Lentejas estofadas ${n}`,
  description: "Lentejas con verduras y arroz",
  calories: 500 + n,
  protein: 24,
  carbs: 70,
  fat: 12,
  sugar: 6,
  fiber: 14,
  salt: 1.2,
  ...extra,
});
const ask = (cookie: string, m: PlannedMeal) =>
  app.request("/api/recipes", authed(cookie, { method: "POST", json: { meal: m } }));
const generationsOf = async (userId: string) =>
  (await app.database.db.select().from(recipeGenerations).where(eq(recipeGenerations.userId, userId))).length;
const recipesOf = async (userId: string) =>
  (await app.database.db.select().from(recipes).where(eq(recipes.userId, userId))).length;

describe("recipe for a planned meal", () => {
  it("generates once, stores it, and answers later requests from the stored recipe", async () => {
    const { cookie, userId } = await signUp(app);
    const first = await ask(cookie, meal(1, { id: "r-lentejas" }));
    expect(first.status).toBe(201);
    const recipe = (await first.json()) as Recipe;
    expect(recipe).toMatchObject({ meal_id: "r-lentejas", time: 25, difficulty: "fácil" });
    expect(recipe.ingredients.length).toBeGreaterThan(0);
    expect(recipe.instructions).toHaveLength(3);

    const second = await ask(cookie, meal(1, { id: "r-lentejas" }));
    expect(second.status).toBe(200);
    expect(((await second.json()) as Recipe).id).toBe(recipe.id);
    expect(ai.recipeRequests).toHaveLength(1);
    expect(await generationsOf(userId)).toBe(1);
  });

  it("keys a meal without an id by its name and four main nutrients", async () => {
    const { cookie } = await signUp(app);
    const a = (await (await ask(cookie, meal(2))).json()) as Recipe;
    const sameDish = (await (
      await ask(cookie, meal(2, { description: "otra descripción", sugar: 1 }))
    ).json()) as Recipe;
    expect(sameDish.id).toBe(a.id);
    const biggerPortion = (await (await ask(cookie, meal(2, { protein: 40 }))).json()) as Recipe;
    expect(biggerPortion.id).not.toBe(a.id);
  });

  it("lets exactly 5 of 10 parallel requests by a free user through, then shows the weekly limit", async () => {
    const { cookie, userId } = await signUp(app);
    ai.recipeDelayMs = 30;
    const responses = await Promise.all(Array.from({ length: 10 }, (_, i) => ask(cookie, meal(100 + i))));
    const statuses = responses.map((r) => r.status).sort();
    expect(statuses).toEqual([201, 201, 201, 201, 201, 402, 402, 402, 402, 402]);
    const refused = await responses.find((r) => r.status === 402)?.json();
    expect(refused).toEqual({
      error: "Has alcanzado el límite semanal de recetas",
      code: "UPGRADE_REQUIRED",
      feature: "recipe_generation",
    });
    expect(await generationsOf(userId)).toBe(5);
    expect(await recipesOf(userId)).toBe(5);
    // a recipe already stored is still shown over the limit, without a new generation
    const storedIndex = responses.findIndex((r) => r.status === 201);
    expect((await ask(cookie, meal(100 + storedIndex))).status).toBe(200);
    expect(await generationsOf(userId)).toBe(5);
  });

  it("is unlimited for premium subscribers", async () => {
    const { cookie, userId } = await signUp(app);
    await makePremium(app, userId);
    const responses = await Promise.all(Array.from({ length: 8 }, (_, i) => ask(cookie, meal(200 + i))));
    expect(responses.every((r) => r.status === 201)).toBe(true);
    expect(await generationsOf(userId)).toBe(8);
  });

  it("charges parallel clicks on the same meal once and stores one recipe", async () => {
    const { cookie, userId } = await signUp(app);
    ai.recipeDelayMs = 30;
    const responses = await Promise.all(Array.from({ length: 4 }, () => ask(cookie, meal(300))));
    const ids = new Set(await Promise.all(responses.map(async (r) => ((await r.json()) as Recipe).id)));
    expect(ids.size).toBe(1);
    expect(await recipesOf(userId)).toBe(1);
    expect(await generationsOf(userId)).toBe(1);
  });

  it("gives the generation back when the recipe cannot be generated", async () => {
    const { cookie, userId } = await signUp(app);
    ai.failRecipes = true;
    const res = await ask(cookie, meal(400));
    expect(res.status).toBe(422);
    expect(await generationsOf(userId)).toBe(0);
    expect(await recipesOf(userId)).toBe(0);
  });

  it("keeps each user's recipes and limits separate", async () => {
    const ana = await signUp(app);
    const luis = await signUp(app);
    for (let i = 0; i < 5; i++) expect((await ask(ana.cookie, meal(500 + i))).status).toBe(201);
    expect((await ask(ana.cookie, meal(510))).status).toBe(402);
    // Luis asks for the same meal: he gets his own recipe, charged to him
    const res = await ask(luis.cookie, meal(500));
    expect(res.status).toBe(201);
    expect(await generationsOf(luis.userId)).toBe(1);
    expect(await recipesOf(ana.userId)).toBe(5);
  });

  it("rejects a request without a meal", async () => {
    const { cookie } = await signUp(app);
    const res = await app.request("/api/recipes", authed(cookie, { method: "POST", json: {} }));
    expect(res.status).toBe(400);
  });
});
