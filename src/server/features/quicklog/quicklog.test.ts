import fs from "node:fs";
import path from "node:path";
import { eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addDays, localDay } from "../../../core/dates";
import { photos } from "../../db/schema";
import { authed, createTestApp, signUp, type TestApp } from "../../test/harness";
import { MEAL_MESSAGES } from "../meals/meals.messages";
import { QUICKLOG_MESSAGES } from "./quicklog.messages";

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(async () => {
  await app?.close();
});

// biome-ignore lint/suspicious/noExplicitAny: JSON answers read field by field
type Json = Record<string, any>;
const TZ = "Europe/Madrid";
const today = () => localDay(new Date(), TZ);

async function call(cookie: string, method: string, url: string, json?: unknown) {
  const res = await app.request(
    url,
    authed(cookie, { method, ...(json !== undefined ? { json } : {}), tz: TZ }),
  );
  const body = res.status === 204 ? null : await res.json();
  return { status: res.status, body: body as Json };
}

const search = (cookie: string, q: string) =>
  call(cookie, "GET", `/api/foods/search?q=${encodeURIComponent(q)}`);

const MEAL = {
  meal_type: "breakfast",
  description: "Tostada con tomate y café con leche",
  calories: 320,
  protein: 9,
  carbs: 40,
  fat: 12,
  sugar: 8,
  fiber: 3,
  salt: 0.9,
};
const logMeal = (cookie: string, extra: Json = {}) =>
  call(cookie, "POST", "/api/meals", { ...MEAL, ...extra });

describe("GET /api/foods/search", () => {
  it("puts the obvious food first for common queries", async () => {
    const { cookie } = await signUp(app);
    const first: Record<string, string> = {
      pan: "pan",
      leche: "leche",
      arepa: "arepa",
      yogur: "yogur",
      platano: "platano",
      plátano: "platano",
      // typos, synonyms of Latin America, accents left out
      platnao: "platano",
      yogourt: "yogur",
      cambur: "platano",
      palta: "aguacate",
      "jamon serrano": "jamon-serrano",
      huevos: "huevo",
    };
    for (const [q, id] of Object.entries(first)) {
      const { status, body } = await search(cookie, q);
      expect(status, q).toBe(200);
      expect(body.foods[0]?.id, q).toBe(id);
    }
    // "tortilla": the Latin-American flatbread (whose synonym it is) and the Spanish omelette both lead
    const { body } = await search(cookie, "tortilla");
    const top = body.foods.slice(0, 4).map((f: Json) => f.id);
    expect(top[0]).toBe("tortilla-de-maiz");
    expect(top).toContain("tortilla-de-patatas");
  });

  it("groups foods and dishes, each with kcal per usual portion and household units", async () => {
    const { cookie } = await signUp(app);
    const { body } = await search(cookie, "pan");
    const pan = body.foods[0];
    expect(pan).toMatchObject({ id: "pan", name: "pan", group: "food" });
    expect(pan.portions.map((p: Json) => p.unit)).toEqual(expect.arrayContaining(["rebanada", "barra"]));
    expect(pan.kcal_per_portion).toBe(Math.round((pan.per100g.calories * pan.portion.grams) / 100));
    const paella = await search(cookie, "paella");
    expect(paella.body.dishes[0]).toMatchObject({ id: "paella", group: "dish" });
    expect(paella.body.foods.map((f: Json) => f.id)).not.toContain("paella");
  });

  it("includes the user's own recent matching meals, never another user's", async () => {
    const ana = await signUp(app);
    const luis = await signUp(app);
    await logMeal(ana.cookie, { description: "Tortilla de patatas con pimientos" });
    const mine = await search(ana.cookie, "tortilla pim");
    expect(mine.body.recent).toHaveLength(1);
    expect(mine.body.recent[0]).toMatchObject({ description: "Tortilla de patatas con pimientos" });
    expect((await search(luis.cookie, "tortilla pim")).body.recent).toEqual([]);
  });

  it("answers empty, short and 500-character queries with a clear message, never a crash", async () => {
    const { cookie } = await signUp(app);
    for (const q of ["", " ", "p", "%%", "'; drop table meal_logs; --"]) {
      const { status, body } = await search(cookie, q);
      expect(status, q).toBe(200);
      expect(body.foods, q).toEqual(expect.any(Array));
      if (q.trim().length < 2) expect(body.message).toBe(QUICKLOG_MESSAGES.shortQuery);
    }
    const long = await search(cookie, "a".repeat(500));
    expect(long.status).toBe(400);
    expect(long.body.error).toBe("La búsqueda no puede superar 100 caracteres");
    const noSession = await app.request("/api/foods/search?q=pan");
    expect(noSession.status).toBe(401);
  });
});

describe("POST /api/meals/from-foods", () => {
  it("logs one meal from three foods (one in a household unit) with the table's summed nutrients", async () => {
    const { cookie } = await signUp(app);
    const { status, body } = await call(cookie, "POST", "/api/meals/from-foods", {
      meal_type: "breakfast",
      items: [
        { food_id: "pan", unit: "rebanada", amount: 2 },
        { food_id: "leche-entera", unit: "vaso", amount: 1 },
        { food_id: "platano", unit: "g", amount: 120 },
      ],
    });
    expect(status).toBe(201);
    // pan 287 kcal/100 g × 60 g + leche 65.1 × 240 g (FNDDS's glass) + plátano 90.5 × 120 g
    expect(body.calories).toBe(Math.round(287 * 0.6 + 65.1 * 2.4 + 90.5 * 1.2));
    expect(body.description).toBe("2 rebanadas de pan, 1 vaso de leche entera y 120 g de plátano");
    expect(body.ai_analysis.items.map((i: Json) => [i.food_id, i.grams])).toEqual([
      ["pan", 60],
      ["leche-entera", 240],
      ["platano", 120],
    ]);
    const list = await call(cookie, "GET", "/api/meals");
    expect(list.body.map((m: Json) => m.id)).toContain(body.id);
  });

  it("refuses unknown foods and units, absurd amounts and empty meals in Spanish", async () => {
    const { cookie } = await signUp(app);
    const post = (items: unknown) =>
      call(cookie, "POST", "/api/meals/from-foods", { meal_type: "lunch", items });
    expect((await post([{ food_id: "no-existe", unit: "g", amount: 100 }])).body.error).toBe(
      QUICKLOG_MESSAGES.foodNotFound,
    );
    expect((await post([{ food_id: "pan", unit: "cubo", amount: 1 }])).body.error).toBe(
      QUICKLOG_MESSAGES.unitNotFound("cubo", "pan"),
    );
    const big = await post([{ food_id: "pan", unit: "g", amount: 90000 }]);
    expect(big.status).toBe(400);
    expect(big.body.error).toMatch(/demasiado grande/);
    const many = await post(
      Array.from({ length: 10 }, () => ({ food_id: "aceite-de-oliva", unit: "g", amount: 500 })),
    );
    expect(many.status).toBe(400);
    expect((await post([])).body.error).toBe("Añade al menos un alimento");
    expect((await call(cookie, "GET", "/api/meals")).body).toEqual([]);
  });
});

describe("a day other than today", () => {
  it("logs yesterday's dinner on yesterday: the day list, the dashboard's week and the streak count it there", async () => {
    const { cookie } = await signUp(app);
    const yesterday = addDays(today(), -1);
    const { status, body } = await logMeal(cookie, { meal_type: "dinner", calories: 700, day: yesterday });
    expect(status).toBe(201);
    expect(localDay(new Date(body.logged_at), TZ)).toBe(yesterday);
    expect((await call(cookie, "GET", `/api/meals?day=${yesterday}`)).body.map((m: Json) => m.id)).toEqual([
      body.id,
    ]);
    expect((await call(cookie, "GET", "/api/meals")).body).toEqual([]);
    const dash = (await call(cookie, "GET", "/api/dashboard")).body;
    expect(dash.today.calories).toBe(0);
    expect(dash.week.find((d: Json) => d.day === yesterday).calories).toBe(700);
    // the spec's streak: a run ending yesterday counts today too (core/streak.ts)
    expect(dash.streak).toBe(2);
    // a meal typed today for three days ago leaves a gap; filling the day before yesterday closes it
    await logMeal(cookie, { day: addDays(today(), -3) });
    expect((await call(cookie, "GET", "/api/dashboard")).body.streak).toBe(2);
    await logMeal(cookie, { day: addDays(today(), -2), meal_type: "lunch" });
    expect((await call(cookie, "GET", "/api/dashboard")).body.streak).toBe(4);
  });

  it("refuses future days and days beyond 30 back, with Spanish messages", async () => {
    const { cookie } = await signUp(app);
    const tomorrow = await logMeal(cookie, { day: addDays(today(), 1) });
    expect(tomorrow).toMatchObject({ status: 400, body: { error: MEAL_MESSAGES.futureDay } });
    const old = await logMeal(cookie, { day: addDays(today(), -31) });
    expect(old).toMatchObject({ status: 400, body: { error: MEAL_MESSAGES.tooOldDay } });
    expect((await logMeal(cookie, { day: "2026-02-30" })).status).toBe(400);
    const fromFoods = await call(cookie, "POST", "/api/meals/from-foods", {
      meal_type: "lunch",
      day: addDays(today(), 2),
      items: [{ food_id: "pan", unit: "g", amount: 50 }],
    });
    expect(fromFoods.body.error).toBe(MEAL_MESSAGES.futureDay);
  });
});

describe("recents, copies and favourites", () => {
  it("lists distinct recent meals, most frequent then most recent, and logs one again in one call", async () => {
    const { cookie } = await signUp(app);
    await logMeal(cookie, { description: "Avena con fresas", calories: 300, day: addDays(today(), -3) });
    await logMeal(cookie, { description: "Avena con fresas", calories: 300, day: addDays(today(), -2) });
    await logMeal(cookie, { description: "Ensalada césar", calories: 450, meal_type: "lunch" });
    await logMeal(cookie, { description: "Sopa de hace un mes", day: addDays(today(), -30) });
    const { body } = await call(cookie, "GET", "/api/meals/recent");
    expect(body.map((r: Json) => [r.meal.description, r.times])).toEqual([
      ["Avena con fresas", 2],
      ["Ensalada césar", 1],
      ["Sopa de hace un mes", 1],
    ]);
    const again = await call(cookie, "POST", `/api/meals/${body[0].meal.id}/copy`, { meal_type: "snack" });
    expect(again.status).toBe(201);
    expect(again.body).toMatchObject({ description: "Avena con fresas", calories: 300, meal_type: "snack" });
    expect(localDay(new Date(again.body.logged_at), TZ)).toBe(today());
  });

  it("copies yesterday to today with nutrients and photos shared by reference", async () => {
    const { cookie, userId } = await signUp(app);
    const yesterday = addDays(today(), -1);
    const photoId = await keptPhoto(cookie);
    const withPhoto = await logMeal(cookie, { day: yesterday, photo_id: photoId });
    await logMeal(cookie, { day: yesterday, meal_type: "lunch", description: "Lentejas", calories: 500 });
    const copy = await call(cookie, "POST", "/api/meals/copy-day", { from: yesterday });
    expect(copy.status).toBe(201);
    expect(copy.body.copied).toHaveLength(2);
    const todays = (await call(cookie, "GET", "/api/meals")).body;
    expect(todays.map((m: Json) => m.description).sort()).toEqual(["Lentejas", MEAL.description].sort());
    expect(todays.find((m: Json) => m.photo_url)?.photo_url).toBe(`/api/photos/${photoId}`);
    expect((await call(cookie, "GET", "/api/dashboard")).body.today.calories).toBe(820);

    // Deleting yesterday's meal keeps the photo the copy still shows; deleting the copy too removes it.
    expect((await call(cookie, "DELETE", `/api/meals/${withPhoto.body.id}`)).status).toBe(204);
    expect(await photoRows(userId)).toBe(1);
    const copied = todays.find((m: Json) => m.photo_url);
    expect((await call(cookie, "DELETE", `/api/meals/${copied.id}`)).status).toBe(204);
    expect(await photoRows(userId)).toBe(0);
    expect(fs.readdirSync(path.join(app.config.dataDir, "photos", userId))).toEqual([]);
  });

  it("refuses a copy from an empty day, to the same day or to the future", async () => {
    const { cookie } = await signUp(app);
    const empty = await call(cookie, "POST", "/api/meals/copy-day", { from: addDays(today(), -1) });
    expect(empty).toMatchObject({ status: 404, body: { error: QUICKLOG_MESSAGES.nothingToCopy } });
    await logMeal(cookie);
    const same = await call(cookie, "POST", "/api/meals/copy-day", { from: today() });
    expect(same.body.error).toBe(QUICKLOG_MESSAGES.sameDay);
    const future = await call(cookie, "POST", "/api/meals/copy-day", {
      from: today(),
      to: addDays(today(), 1),
    });
    expect(future.body.error).toBe(MEAL_MESSAGES.futureDay);
  });

  it("stars a meal with a name, logs from it, keeps it when the meal is deleted, and un-stars", async () => {
    const { cookie, userId } = await signUp(app);
    const photoId = await keptPhoto(cookie);
    const meal = (await logMeal(cookie, { photo_id: photoId })).body;
    const star = await call(cookie, "POST", "/api/favorites", {
      meal_id: meal.id,
      name: "Mi desayuno de siempre",
    });
    expect(star.status).toBe(201);
    expect(star.body).toMatchObject({
      name: "Mi desayuno de siempre",
      calories: 320,
      source_meal_id: meal.id,
    });
    // the same meal starred again is the same favourite
    const again = await call(cookie, "POST", "/api/favorites", { meal_id: meal.id });
    expect(again).toMatchObject({ status: 200, body: { id: star.body.id, name: "Mi desayuno de siempre" } });

    expect((await call(cookie, "DELETE", `/api/meals/${meal.id}`)).status).toBe(204);
    const list = (await call(cookie, "GET", "/api/favorites")).body;
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({ source_meal_id: null, photo_url: `/api/photos/${photoId}` });
    expect(await photoRows(userId)).toBe(1);

    const logged = await call(cookie, "POST", `/api/favorites/${star.body.id}/log`, {
      meal_type: "snack",
      day: addDays(today(), -1),
    });
    expect(logged.status).toBe(201);
    expect(logged.body).toMatchObject({ description: MEAL.description, meal_type: "snack", calories: 320 });
    expect(localDay(new Date(logged.body.logged_at), TZ)).toBe(addDays(today(), -1));

    const renamed = await call(cookie, "PATCH", `/api/favorites/${star.body.id}`, { name: "Desayuno" });
    expect(renamed.body.name).toBe("Desayuno");
    expect((await call(cookie, "DELETE", `/api/favorites/${star.body.id}`)).status).toBe(204);
    expect((await call(cookie, "GET", "/api/favorites")).body).toEqual([]);
    // the logged copy still shows the photo
    expect(await photoRows(userId)).toBe(1);
  });

  it("answers 404 for another user's meal or favourite, whatever the route", async () => {
    const ana = await signUp(app);
    const luis = await signUp(app);
    const meal = (await logMeal(ana.cookie)).body;
    const fav = (await call(ana.cookie, "POST", "/api/favorites", { meal_id: meal.id })).body;
    const attempts = [
      call(luis.cookie, "POST", `/api/meals/${meal.id}/copy`, {}),
      call(luis.cookie, "POST", "/api/favorites", { meal_id: meal.id }),
      call(luis.cookie, "POST", `/api/favorites/${fav.id}/log`, {}),
      call(luis.cookie, "PATCH", `/api/favorites/${fav.id}`, { name: "mío" }),
      call(luis.cookie, "DELETE", `/api/favorites/${fav.id}`),
      call(luis.cookie, "POST", "/api/meals/not-a-uuid/copy", {}),
    ];
    for (const res of await Promise.all(attempts)) expect(res.status).toBe(404);
    expect((await call(luis.cookie, "GET", "/api/favorites")).body).toEqual([]);
    expect((await call(luis.cookie, "GET", "/api/meals/recent")).body).toEqual([]);
    expect((await call(ana.cookie, "GET", "/api/favorites")).body[0].name).toBeNull();
  });

  it("validates names and meal types in Spanish", async () => {
    const { cookie } = await signUp(app);
    const meal = (await logMeal(cookie)).body;
    const long = await call(cookie, "POST", "/api/favorites", { meal_id: meal.id, name: "x".repeat(81) });
    expect(long.body.error).toBe("El nombre no puede superar 80 caracteres");
    const badType = await call(cookie, "POST", `/api/meals/${meal.id}/copy`, { meal_type: "brunch" });
    expect(badType.body.error).toBe("Tipo de comida no válido");
  });
});

async function keptPhoto(cookie: string): Promise<string> {
  const bytes = await sharp({ create: { width: 400, height: 300, channels: 3, background: "#d97706" } })
    .jpeg()
    .toBuffer();
  const form = new FormData();
  form.set("photo", new File([new Uint8Array(bytes)], "plato.jpg", { type: "image/jpeg" }));
  const res = await app.request("/api/meals/analyze", authed(cookie, { method: "POST", body: form, tz: TZ }));
  expect(res.status).toBe(200);
  return (await res.json()).photo_id;
}

async function photoRows(userId: string): Promise<number> {
  return (await app.database.db.select().from(photos).where(eq(photos.userId, userId))).length;
}
