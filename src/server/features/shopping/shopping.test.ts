import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DayPlan, PlannedMeal } from "../../../core/plan.schema";
import { mealKey } from "../../../core/plan-validation";
import type { ShoppingList } from "../../../core/shopping.schema";
import { planWeek } from "../../../core/week";
import { recipeById } from "../../../planner";
import { piecesToBuy } from "../../../planner/shopping";
import { recipes, shoppingListExtras, shoppingListMarks, shoppingStaples } from "../../db/schema";
import { authed, createTestApp, signUp, type TestApp } from "../../test/harness";
import { replacePlanForWeek } from "../plans/plans.repo";
import { makePremium } from "../plans/plans.test-support";

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(async () => {
  await app?.close();
});

const TZ = "Europe/Madrid";
const NUTRIENTS = { calories: 500, protein: 20, carbs: 60, fat: 15, sugar: 5, fiber: 6, salt: 1 };
const AVERAGES = {
  daily_caloric_intake: 1500,
  daily_total_protein_intake: 60,
  daily_total_carbs_intake: 180,
  daily_total_fat_intake: 45,
  daily_total_sugar_intake: 15,
  daily_total_fiber_intake: 18,
  daily_total_salt_intake: 3,
};

function planned(
  recipeId: string,
  portion: number,
  day: number,
  extra: Partial<PlannedMeal> = {},
): PlannedMeal {
  const recipe = recipeById(recipeId);
  if (!recipe) throw new Error(`no recipe ${recipeId}`);
  return {
    ...NUTRIENTS,
    id: `${recipeId}@${portion}-d${day}m0`,
    recipe_id: recipeId,
    name: recipe.name,
    description: recipe.name,
    ...extra,
  };
}

const ingredientGrams = (recipeId: string, food: string) =>
  (recipeById(recipeId)?.ingredients ?? []).filter((i) => i.food === food).reduce((s, i) => s + i.grams, 0);

/** Stores a plan for the week at `weekOffset` whose day `d` has `meals[d]`. */
async function storePlan(userId: string, meals: PlannedMeal[][], weekOffset = 0) {
  const week = planWeek(weekOffset, TZ);
  const dailyPlans: DayPlan[] = Array.from({ length: 7 }, (_, day) => ({ day, meals: meals[day] ?? [] }));
  await app.database.db.transaction((tx) =>
    replacePlanForWeek(tx, userId, {
      startDate: week.startDate,
      endDate: week.endDate,
      dailyPlans,
      mealsPerDay: 3,
      averages: AVERAGES,
    }),
  );
  return week;
}

async function premiumUser() {
  const user = await signUp(app);
  await makePremium(app, user.userId);
  return user;
}

async function getList(cookie: string, query = "week_offset=0") {
  const res = await app.request(`/api/shopping-list?${query}`, authed(cookie, { tz: TZ }));
  return { res, body: (await res.json()) as ShoppingList & { error?: string; code?: string } };
}

const patch = (cookie: string, key: string, json: unknown) =>
  app.request(
    `/api/shopping-list/items/${encodeURIComponent(key)}`,
    authed(cookie, { method: "PATCH", json, tz: TZ }),
  );

const items = (list: ShoppingList) => list.groups.flatMap((g) => g.items);
const item = (list: ShoppingList, key: string) => items(list).find((i) => i.key === key);

const WEEK = [
  [planned("gallo-pinto", 115, 0), planned("tortilla-francesa-con-pan", 100, 0)],
  [planned("paella-valenciana", 80, 1), planned("huevo-duro-y-tomate", 100, 1)],
  [
    planned("gallo-pinto", 100, 2, {
      items: [{ name: "2 rebanadas de pan", grams: 80, ...NUTRIENTS }],
    }),
    planned("porridge-de-avena-con-platano", 100, 2, { servings: 2 }),
  ],
];

describe("GET /api/shopping-list", () => {
  it("merges the week's ingredients by product, exact to the gram, in shop units and aisles", async () => {
    const { cookie, userId } = await premiumUser();
    await storePlan(userId, WEEK);
    const { res, body } = await getList(cookie);
    expect(res.status).toBe(200);
    expect(body.has_plan).toBe(true);
    expect(body.hint).toBeNull();

    const rice = item(body, "arroz");
    const expected =
      ingredientGrams("gallo-pinto", "arroz") * 2.15 + ingredientGrams("paella-valenciana", "arroz") * 0.8;
    expect(rice?.grams).toBeCloseTo(expected, 1);
    expect(rice?.quantity).toBe(`${Math.round(expected)} g`);
    // raw, fried and boiled eggs (55 g each) are bought as one product, by the unit
    const EGG: Record<string, number> = { huevo: 1, huevo_frito: 60 / 55, huevo_duro: 60 / 55 };
    const portions: [string, number][] = [
      ["gallo-pinto", 2.15],
      ["tortilla-francesa-con-pan", 1],
      ["paella-valenciana", 0.8],
      ["huevo-duro-y-tomate", 1],
      ["porridge-de-avena-con-platano", 2],
    ];
    const eggGrams = portions.reduce(
      (sum, [id, f]) =>
        sum + Object.entries(EGG).reduce((s, [food, k]) => s + ingredientGrams(id, food) * k * f, 0),
      0,
    );
    expect(item(body, "huevo")?.grams).toBeCloseTo(eggGrams, 1);
    expect(item(body, "huevo")).toMatchObject({ name: "huevos", quantity: `${piecesToBuy(eggGrams, 60)}` });
    // milk of a porridge for two: 2 × 250 g, sold by the litre and the brick
    const milk = item(body, "leche");
    expect(milk?.grams).toBeCloseTo(2 * ingredientGrams("porridge-de-avena-con-platano", "leche"), 1);
    expect(milk).toMatchObject({ quantity: "500 ml", hint: "1 brick de 1 l" });
    // the bread of the omelette meal plus two side slices, by the loaf
    expect(item(body, "pan")).toMatchObject({
      grams: ingredientGrams("tortilla-francesa-con-pan", "pan") + 80,
      hint: "1 barra",
      aisle: "panaderia",
    });
    const aisles = body.groups.map((g) => g.aisle);
    expect(aisles).toEqual([...aisles].sort((a, b) => ORDER.indexOf(a) - ORDER.indexOf(b)));
    expect(body.groups.find((g) => g.aisle === "frutas_verduras")?.label).toBe("Frutas y verduras");
    expect(body.groups.find((g) => g.aisle === "lacteos_huevos")?.items.map((i) => i.key)).toContain("huevo");
  });

  it("builds the list for chosen days only", async () => {
    const { cookie, userId } = await premiumUser();
    await storePlan(userId, WEEK);
    const { body } = await getList(cookie, "week_offset=0&days=1");
    expect(body.days).toEqual([1]);
    expect(item(body, "arroz")?.grams).toBeCloseTo(ingredientGrams("paella-valenciana", "arroz") * 0.8, 1);
    expect(item(body, "leche")).toBeUndefined();
  });

  it("answers a week without a plan with an empty list and a Spanish hint", async () => {
    const { cookie } = await premiumUser();
    const { res, body } = await getList(cookie, "week_offset=3");
    expect(res.status).toBe(200);
    expect(body).toMatchObject({ has_plan: false, groups: [], staples: [] });
    expect(body.hint).toMatch(/no tiene plan de comidas/);
  });

  it("lists an AI meal by its stored recipe, or by name without one", async () => {
    const { cookie, userId } = await premiumUser();
    const withRecipe: PlannedMeal = { ...NUTRIENTS, name: "Bowl del chef", description: "Bowl" };
    const without: PlannedMeal = { ...NUTRIENTS, name: "Curry de la casa", description: "Curry" };
    await storePlan(userId, [[withRecipe, without]]);
    await app.database.db.insert(recipes).values({
      userId,
      mealId: mealKey(withRecipe),
      ingredients: ["150 g de quinoa", "1 aguacate"],
      instructions: ["Mezcla."],
      time: 10,
      difficulty: "fácil",
    });
    const { body } = await getList(cookie);
    const others = body.groups.find((g) => g.aisle === "otros");
    expect(others?.label).toBe("Otros platos del plan");
    expect(others?.items.map((i) => i.name).sort()).toEqual([
      "1 aguacate",
      "150 g de quinoa",
      "Curry de la casa",
    ]);
  });

  it("gives a free user the upsell, not the data", async () => {
    const { cookie, userId } = await signUp(app);
    await storePlan(userId, WEEK);
    const { res, body } = await getList(cookie);
    expect(res.status).toBe(402);
    expect(body).toMatchObject({ code: "UPGRADE_REQUIRED", feature: "shopping_list" });
    expect(body.error).toMatch(/lista de la compra/i);
    expect(body.groups).toBeUndefined();
    const tick = await patch(cookie, "arroz", { week_offset: 0, checked: true });
    expect(tick.status).toBe(402);
  });

  it("refuses bad queries in Spanish", async () => {
    const { cookie } = await premiumUser();
    for (const query of [
      "week_offset=abc",
      "week_offset=1e3",
      "week_offset=0&days=7",
      "week_offset=0&days=1;2",
    ]) {
      const { res, body } = await getList(cookie, query);
      expect(res.status, query).toBe(400);
      expect(body.error).toMatch(/semana|días/);
    }
  });
});

const ORDER = [
  "frutas_verduras",
  "carne",
  "pescado",
  "lacteos_huevos",
  "panaderia",
  "despensa",
  "congelados",
  "bebidas",
  "otros",
  "anadidos",
];

describe("ticking, removing and hand-added items", () => {
  it("keeps a tick after a reload and sinks the item to the bottom of its aisle", async () => {
    const { cookie, userId } = await premiumUser();
    await storePlan(userId, WEEK);
    const first = (await getList(cookie)).body.groups.find((g) => g.aisle === "despensa")?.items[0];
    expect(first).toBeDefined();
    const res = await patch(cookie, first?.key ?? "", { week_offset: 0, checked: true });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ key: first?.key, checked: true, removed: false });

    const { body } = await getList(cookie);
    const pantry = body.groups.find((g) => g.aisle === "despensa")?.items ?? [];
    expect(pantry.at(-1)).toMatchObject({ key: first?.key, checked: true });

    await patch(cookie, first?.key ?? "", { week_offset: 0, checked: false });
    expect(item((await getList(cookie)).body, first?.key ?? "")?.checked).toBe(false);
  });

  it("removes and restores a generated item", async () => {
    const { cookie, userId } = await premiumUser();
    await storePlan(userId, WEEK);
    expect((await patch(cookie, "arroz", { week_offset: 0, removed: true })).status).toBe(200);
    let list = (await getList(cookie)).body;
    expect(item(list, "arroz")).toBeUndefined();
    expect(list.removed).toEqual([{ key: "arroz", name: "arroz blanco cocido" }]);
    await patch(cookie, "arroz", { week_offset: 0, removed: false });
    list = (await getList(cookie)).body;
    expect(item(list, "arroz")).toBeDefined();
    expect(list.removed).toEqual([]);
  });

  it("adds, ticks and deletes an item by hand; refuses a 10,000-character name with nothing written", async () => {
    const { cookie, userId } = await premiumUser();
    const add = await app.request(
      "/api/shopping-list/extras",
      authed(cookie, { method: "POST", json: { week_offset: 0, name: "  Papel de cocina " }, tz: TZ }),
    );
    expect(add.status).toBe(201);
    const extra = (await add.json()) as { key: string; name: string };
    expect(extra.name).toBe("Papel de cocina");
    expect((await patch(cookie, extra.key, { week_offset: 0, checked: true })).status).toBe(200);
    let list = (await getList(cookie)).body;
    expect(list.groups.at(-1)).toMatchObject({
      aisle: "anadidos",
      items: [{ key: extra.key, checked: true }],
    });
    expect(list.extras_left).toBe(499);

    const long = await app.request(
      "/api/shopping-list/extras",
      authed(cookie, { method: "POST", json: { week_offset: 0, name: "x".repeat(10_000) }, tz: TZ }),
    );
    expect(long.status).toBe(400);
    expect(((await long.json()) as { error: string }).error).toBe(
      "El nombre del artículo puede tener como máximo 200 caracteres",
    );
    const rows = await app.database.db
      .select()
      .from(shoppingListExtras)
      .where(eq(shoppingListExtras.userId, userId));
    expect(rows).toHaveLength(1);

    expect((await patch(cookie, extra.key, { week_offset: 0, removed: true })).status).toBe(200);
    list = (await getList(cookie)).body;
    expect(list.groups).toEqual([]);
  });

  it("stops at 500 hand-added items a week", async () => {
    const { cookie, userId } = await premiumUser();
    const weekStart = planWeek(0, TZ).startDate;
    await app.database.db
      .insert(shoppingListExtras)
      .values(Array.from({ length: 499 }, (_, i) => ({ userId, weekStart, name: `cosa ${i}` })));
    const post = (name: string) =>
      app.request(
        "/api/shopping-list/extras",
        authed(cookie, { method: "POST", json: { week_offset: 0, name }, tz: TZ }),
      );
    expect((await post("la 500")).status).toBe(201);
    const refused = await post("la 501");
    expect(refused.status).toBe(409);
    expect(((await refused.json()) as { error: string }).error).toMatch(/500 artículos/);
    const rows = await app.database.db
      .select()
      .from(shoppingListExtras)
      .where(eq(shoppingListExtras.userId, userId));
    expect(rows).toHaveLength(500);
    expect((await getList(cookie)).body.extras_left).toBe(0);
  });

  it("refuses bad updates in Spanish", async () => {
    const { cookie, userId } = await premiumUser();
    await storePlan(userId, WEEK);
    const cases: [string, unknown, string][] = [
      ["arroz", { week_offset: 0 }, "Indica si el artículo está marcado o quitado"],
      ["arroz", { week_offset: 0, checked: "sí" }, "«checked» debe ser verdadero o falso"],
      ["arroz", { week_offset: "x", checked: true }, "La semana no es válida"],
      ["a b", { week_offset: 0, checked: true }, "El identificador del artículo no es válido"],
      [
        "x".repeat(400),
        { week_offset: 0, checked: true },
        "El identificador del artículo es demasiado largo",
      ],
    ];
    for (const [key, json, message] of cases) {
      const res = await patch(cookie, key, json);
      expect(res.status, JSON.stringify(json)).toBe(400);
      expect(((await res.json()) as { error: string }).error).toContain(message);
    }
    const marks = await app.database.db
      .select()
      .from(shoppingListMarks)
      .where(eq(shoppingListMarks.userId, userId));
    expect(marks).toEqual([]);
  });
});

describe("isolation", () => {
  it("never ticks, removes or shows another user's items: 404, nothing written", async () => {
    const ana = await premiumUser();
    const luis = await premiumUser();
    await storePlan(ana.userId, WEEK);
    await storePlan(luis.userId, [[planned("lentejas-estofadas", 100, 0)]]);
    const add = await app.request(
      "/api/shopping-list/extras",
      authed(ana.cookie, { method: "POST", json: { week_offset: 0, name: "Café" }, tz: TZ }),
    );
    const anaExtra = ((await add.json()) as { key: string }).key;

    // Luis ticks and removes Ana's hand-added item, and a product only Ana's list has
    for (const body of [{ checked: true }, { removed: true }]) {
      const res = await patch(luis.cookie, anaExtra, { week_offset: 0, ...body });
      expect(res.status).toBe(404);
      expect(((await res.json()) as { error: string }).error).toBe(
        "Ese artículo no está en tu lista de la compra",
      );
    }
    expect((await patch(luis.cookie, "arroz", { week_offset: 0, checked: true })).status).toBe(404);
    const luisMarks = await app.database.db
      .select()
      .from(shoppingListMarks)
      .where(eq(shoppingListMarks.userId, luis.userId));
    expect(luisMarks).toEqual([]);

    const anaList = (await getList(ana.cookie)).body;
    expect(item(anaList, anaExtra)).toMatchObject({ checked: false });
    const luisList = (await getList(luis.cookie)).body;
    expect(item(luisList, anaExtra)).toBeUndefined();
    expect(item(luisList, "arroz")).toBeUndefined();
    expect(item(luisList, "lentejas")).toBeDefined();
  });
});

describe("siempre en casa", () => {
  it("leaves a staple off this and future lists until undone", async () => {
    const { cookie, userId } = await premiumUser();
    await storePlan(userId, WEEK);
    await storePlan(userId, [[planned("gallo-pinto", 100, 0)]], 1);
    const mark = await app.request(
      "/api/shopping-list/staples",
      authed(cookie, { method: "POST", json: { week_offset: 0, key: "sal" }, tz: TZ }),
    );
    expect(mark.status).toBe(204);

    for (const offset of [0, 1]) {
      const list = (await getList(cookie, `week_offset=${offset}`)).body;
      expect(item(list, "sal"), `week ${offset}`).toBeUndefined();
      expect(list.staples.map((s) => s.key)).toEqual(["sal"]);
    }
    const stored = await app.database.db
      .select()
      .from(shoppingStaples)
      .where(and(eq(shoppingStaples.userId, userId), eq(shoppingStaples.itemKey, "sal")));
    expect(stored[0]?.name).toBe("sal");

    const undo = await app.request(
      "/api/shopping-list/staples/sal",
      authed(cookie, { method: "DELETE", tz: TZ }),
    );
    expect(undo.status).toBe(204);
    const list = (await getList(cookie)).body;
    expect(item(list, "sal")).toBeDefined();
    expect(list.staples).toEqual([]);

    const again = await app.request(
      "/api/shopping-list/staples/sal",
      authed(cookie, { method: "DELETE", tz: TZ }),
    );
    expect(again.status).toBe(404);
    const notOnList = await app.request(
      "/api/shopping-list/staples",
      authed(cookie, { method: "POST", json: { week_offset: 0, key: "caviar" }, tz: TZ }),
    );
    expect(notOnList.status).toBe(404);
  });
});

describe("contract", () => {
  it("publishes the shopping list routes in the OpenAPI document", async () => {
    const doc = (await (await app.request("/api/openapi.json")).json()) as { paths: Record<string, object> };
    expect(Object.keys(doc.paths["/api/shopping-list"] ?? {})).toEqual(["get"]);
    expect(Object.keys(doc.paths["/api/shopping-list/items/{key}"] ?? {})).toEqual(["patch"]);
    expect(doc.paths["/api/shopping-list/extras"]).toHaveProperty("post");
    expect(doc.paths["/api/shopping-list/staples"]).toHaveProperty("post");
    expect(doc.paths["/api/shopping-list/staples/{key}"]).toHaveProperty("delete");
  });
});
