import fs from "node:fs";
import path from "node:path";
import { eq, inArray } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type FakeChatServer, startFakeChatServer } from "../../../ai/testing/fake-chat-server";
import { localDay } from "../../../core/dates";
import { mealLogs, photos, subscriptions } from "../../db/schema";
import { authed, createTestApp, signUp, type TestApp } from "../../test/harness";
import { MEAL_MESSAGES } from "./meals.messages";

/** The embedded default: the built-in engine, no vision model. */
let app: TestApp;
/** The same app with an OpenAI-compatible provider (a local fake speaking its protocol) that reads photos. */
let withProvider: TestApp;
let provider: FakeChatServer;
const PROVIDER_MEAL = {
  description: "Arroz con pollo",
  weight: "350 g",
  calories: 520,
  protein: 32,
  carbs: 60,
  fat: 14,
  sugar: 2,
  fiber: 2,
  salt: 1.4,
};
beforeAll(async () => {
  app = await createTestApp();
  provider = await startFakeChatServer();
  provider.setDefault({ reply: JSON.stringify(PROVIDER_MEAL) });
  withProvider = await createTestApp({
    env: { AI_BASE_URL: provider.url, AI_API_KEY: "clave-de-prueba", AI_MAX_RETRIES: "0" },
  });
});
afterAll(async () => {
  await app?.close();
  await withProvider?.close();
  await provider?.close();
});

const MEAL = {
  meal_type: "lunch",
  description: "Lentejas con chorizo",
  calories: 450.6,
  protein: 22.346,
  carbs: 50,
  fat: 14.2,
  sugar: 3.1,
  fiber: 9,
  salt: 1.2,
};
const FOOD_TEXT = "2 huevos fritos con una tostada de pan integral";

type Json = Record<string, unknown>;

async function setPlan(userId: string, planType: "free" | "premium", on: TestApp = app) {
  await on.database.db.update(subscriptions).set({ planType }).where(eq(subscriptions.userId, userId));
}

async function logMeal(cookie: string, body: Json = {}, tz?: string) {
  return app.request("/api/meals", authed(cookie, { method: "POST", json: { ...MEAL, ...body }, tz }));
}

async function listMeals(cookie: string, query = "", tz?: string): Promise<Json[]> {
  const res = await app.request(`/api/meals${query}`, authed(cookie, { tz }));
  expect(res.status).toBe(200);
  return res.json();
}

const jpeg = (width = 800, height = 600) =>
  sharp({ create: { width, height, channels: 3, background: "#d97706" } })
    .jpeg()
    .toBuffer();

function photoForm(bytes: Uint8Array, fields: Json = {}, name = "comida.jpg", type = "image/jpeg") {
  const form = new FormData();
  form.set("photo", new File([new Uint8Array(bytes)], name, { type }));
  for (const [key, value] of Object.entries(fields)) form.set(key, String(value));
  return form;
}

async function analyzePhoto(cookie: string, form: FormData, on: TestApp = app) {
  return on.request("/api/meals/analyze", authed(cookie, { method: "POST", body: form }));
}

/** Uses left today, as GET /api/subscription reports them to the client. */
async function usage(
  cookie: string,
  on: TestApp = app,
): Promise<{ photo_analysis: number | null; meal_logging: number | null }> {
  const res = await on.request("/api/subscription", authed(cookie));
  expect(res.status).toBe(200);
  return (await res.json()).usage_left;
}

function userPhotoFiles(userId: string, on: TestApp = app): string[] {
  const dir = path.join(on.config.dataDir, "photos", userId);
  return fs.existsSync(dir) ? fs.readdirSync(dir) : [];
}

describe("logging meals", () => {
  it("logs a meal, rounded as the spec says, and lists it under today with the spec's field names", async () => {
    const { cookie } = await signUp(app);
    const res = await logMeal(cookie);
    expect(res.status).toBe(201);
    const meal = await res.json();
    expect(meal).toMatchObject({
      meal_type: "lunch",
      description: "Lentejas con chorizo",
      calories: 451,
      protein: 22.35,
      fat: 14.2,
      photo_url: null,
    });
    expect(Date.now() - Date.parse(meal.logged_at)).toBeLessThan(60_000);
    expect(await listMeals(cookie)).toEqual([meal]);
  });

  it("lists the day's meals newest first", async () => {
    const { cookie } = await signUp(app);
    await logMeal(cookie, { description: "Café con leche", meal_type: "breakfast" });
    await logMeal(cookie, { description: "Ensalada mixta" });
    const meals = await listMeals(cookie);
    expect(meals.map((m) => m.description)).toEqual(["Ensalada mixta", "Café con leche"]);
  });

  it("analyses a description with its itemised breakdown without logging anything, and stores the full analysis with the meal", async () => {
    const { cookie } = await signUp(app);
    const res = await app.request(
      "/api/meals/analyze",
      authed(cookie, { method: "POST", json: { meal_type: "breakfast", description: FOOD_TEXT } }),
    );
    expect(res.status).toBe(200);
    const analysis = await res.json();
    expect(analysis.calories).toBeGreaterThan(100);
    expect(analysis.items.map((i: Json) => i.name)).toEqual(["huevo frito", "tostada integral"]);
    expect(analysis.photo_id).toBeUndefined();
    expect(await listMeals(cookie)).toEqual([]);

    const logged = await logMeal(cookie, {
      meal_type: "breakfast",
      description: FOOD_TEXT,
      ...Object.fromEntries(
        ["calories", "protein", "carbs", "fat", "sugar", "fiber", "salt"].map((k) => [k, analysis[k]]),
      ),
      ai_analysis: analysis,
    });
    expect(logged.status).toBe(201);
    const [meal] = await listMeals(cookie);
    expect(meal.calories).toBe(analysis.calories);
    expect((meal.ai_analysis as Json).items).toEqual(analysis.items);
  });

  it("reads a bare regional word by the cuisine on the user's profile: 'una tortilla' in Spain or Mexico", async () => {
    const { cookie } = await signUp(app);
    const analyse = async () => {
      const res = await app.request(
        "/api/meals/analyze",
        authed(cookie, {
          method: "POST",
          json: { meal_type: "dinner", description: "una tortilla y un tinto" },
        }),
      );
      expect(res.status).toBe(200);
      const analysis = await res.json();
      return (analysis.items as Json[]).map((i) => i.name);
    };
    const setRegion = async (cuisine_region: string) => {
      const res = await app.request(
        "/api/profile",
        authed(cookie, { method: "PATCH", json: { cuisine_region } }),
      );
      expect(res.status).toBe(200);
    };
    // no region on the profile: the general reading (a corn tortilla, Colombia's black coffee)
    expect(await analyse()).toEqual(["tortilla de maíz", "café tinto"]);
    await setRegion("espana");
    expect(await analyse()).toEqual(["tortilla de patatas", "vino"]);
    await setRegion("mexico");
    expect(await analyse()).toEqual(["tortilla de maíz", "café tinto"]);
  });

  it("keeps the full analysis as returned and the user's item edits beside it (SPEC.md section 3)", async () => {
    const { cookie } = await signUp(app);
    const analyzed = await app.request(
      "/api/meals/analyze",
      authed(cookie, { method: "POST", json: { meal_type: "breakfast", description: FOOD_TEXT } }),
    );
    const analysis = await analyzed.json();
    // the user removes the toast: the logged totals are the egg's, the AI result stays whole
    const [egg] = analysis.items as Json[];
    const logged = await logMeal(cookie, {
      meal_type: "breakfast",
      description: FOOD_TEXT,
      ...Object.fromEntries(
        ["calories", "protein", "carbs", "fat", "sugar", "fiber", "salt"].map((k) => [k, egg[k]]),
      ),
      ai_analysis: analysis,
      ai_edits: { items: [egg] },
    });
    expect(logged.status).toBe(201);
    const [meal] = await listMeals(cookie);
    expect(meal.calories).toBe(egg.calories);
    expect(meal.ai_analysis).toMatchObject({ calories: analysis.calories, items: analysis.items });
    expect(meal.ai_edits).toEqual({ items: [egg] });
  });

  it("edits a meal's type, description and nutrients", async () => {
    const { cookie } = await signUp(app);
    const meal = await (await logMeal(cookie)).json();
    const res = await app.request(
      `/api/meals/${meal.id}`,
      authed(cookie, {
        method: "PATCH",
        json: { meal_type: "dinner", description: "  Lentejas sin chorizo ", calories: 380.4, fat: 6.789 },
      }),
    );
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({
      id: meal.id,
      meal_type: "dinner",
      description: "Lentejas sin chorizo",
      calories: 380,
      fat: 6.79,
      protein: 22.35,
    });
    const [listed] = await listMeals(cookie);
    expect(listed).toMatchObject({ meal_type: "dinner", calories: 380, logged_at: meal.logged_at });
  });

  it("deletes a meal: gone from the list, a second delete is 404", async () => {
    const { cookie } = await signUp(app);
    const meal = await (await logMeal(cookie)).json();
    const del = await app.request(`/api/meals/${meal.id}`, authed(cookie, { method: "DELETE" }));
    expect(del.status).toBe(204);
    expect(await listMeals(cookie)).toEqual([]);
    const again = await app.request(`/api/meals/${meal.id}`, authed(cookie, { method: "DELETE" }));
    expect(again.status).toBe(404);
    expect(await again.json()).toEqual({ error: MEAL_MESSAGES.mealNotFound });
  });

  it("answers 404 for an id that is not a uuid and 401 without a session", async () => {
    const { cookie } = await signUp(app);
    const res = await app.request("/api/meals/not-a-uuid", authed(cookie, { method: "PATCH", json: {} }));
    expect(res.status).toBe(404);
    expect((await app.request("/api/meals")).status).toBe(401);
  });
});

describe("validation", () => {
  it.each([
    [{ description: "" }, "La descripción de la comida es requerida"],
    [{ description: "   \n " }, "La descripción de la comida es requerida"],
    [{ description: undefined }, "La descripción de la comida es requerida"],
    [{ protein: -1 }, "La proteína no puede ser negativa"],
    [{ calories: -0.5 }, "Las calorías no pueden ser negativas"],
    [{ meal_type: "brunch" }, "Tipo de comida no válido"],
    [{ salt: "mucha" }, "La sal debe ser un número"],
    [{ carbs: -2 }, "Los carbohidratos no pueden ser negativos"],
    [{ calories: "muchas" }, "Las calorías deben ser un número"],
  ])("refuses to log %j with a Spanish 400 and logs nothing", async (override, message) => {
    const { cookie } = await signUp(app);
    const res = await logMeal(cookie, override);
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ error: message });
    expect(await listMeals(cookie)).toEqual([]);
  });

  it.each([
    [{ fiber: -3 }, "La fibra no puede ser negativa"],
    [{ description: "  " }, "La descripción de la comida es requerida"],
    [{ meal_type: "elevenses" }, "Tipo de comida no válido"],
  ])("refuses to edit with %j and leaves the meal as it was", async (change, message) => {
    const { cookie } = await signUp(app);
    const meal = await (await logMeal(cookie)).json();
    const res = await app.request(`/api/meals/${meal.id}`, authed(cookie, { method: "PATCH", json: change }));
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ error: message });
    expect(await listMeals(cookie)).toEqual([meal]);
  });

  it("refuses a text analysis with a blank description or an unknown type", async () => {
    const { cookie } = await signUp(app);
    for (const [json, message] of [
      [{ meal_type: "lunch", description: "   " }, "La descripción de la comida es requerida"],
      [{ meal_type: "supper", description: FOOD_TEXT }, "Tipo de comida no válido"],
    ] as const) {
      const res = await app.request("/api/meals/analyze", authed(cookie, { method: "POST", json }));
      expect(res.status).toBe(400);
      expect(await res.json()).toEqual({ error: message });
    }
  });

  it("refuses an invalid day", async () => {
    const { cookie } = await signUp(app);
    const res = await app.request("/api/meals?day=2026-13-45", authed(cookie));
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ error: MEAL_MESSAGES.invalidDay });
  });
});

describe("meal photos", () => {
  it("re-encodes the photo (upright, at most 1600 px, EXIF and GPS location stripped) and stores it under photos/<user>/<timestamp>-<name>", async () => {
    const { cookie, userId } = await signUp(app);
    const withGps = await sharp({ create: { width: 3200, height: 2400, channels: 3, background: "#65a30d" } })
      .jpeg()
      .withExif({
        IFD0: { Make: "TestPhone", Model: "Bocado Cam" },
        IFD3: {
          GPSLatitudeRef: "N",
          GPSLatitude: "40/1 25/1 0/1",
          GPSLongitudeRef: "W",
          GPSLongitude: "3/1 42/1 0/1",
        },
      })
      .toBuffer();
    const before = await sharp(withGps).metadata();
    expect(before.exif?.includes(Buffer.from("TestPhone"))).toBe(true);

    const res = await analyzePhoto(
      cookie,
      photoForm(withGps, { description: FOOD_TEXT, meal_type: "lunch" }, "Mi Cena Ñoña.JPG"),
    );
    expect(res.status).toBe(200);
    const analysis = await res.json();
    expect(analysis.photo_id).toMatch(/^[0-9a-f-]{36}$/);
    expect(analysis.items.length).toBeGreaterThan(0);

    const files = userPhotoFiles(userId);
    expect(files).toHaveLength(1);
    expect(files[0]).toMatch(/^\d{13}-mi-cena-nona\.jpg$/);
    const stored = fs.readFileSync(path.join(app.config.dataDir, "photos", userId, files[0]));
    const meta = await sharp(stored).metadata();
    expect(meta).toMatchObject({ format: "jpeg", width: 1600, height: 1200 });
    expect(meta.exif).toBeUndefined();
    expect(stored.includes(Buffer.from("TestPhone"))).toBe(false);

    // Nothing is logged until the user saves; then the meal shows the photo to its owner.
    expect(await listMeals(cookie)).toEqual([]);
    const meal = await (await logMeal(cookie, { photo_id: analysis.photo_id })).json();
    expect(meal.photo_url).toBe(`/api/photos/${analysis.photo_id}`);
    const img = await app.request(meal.photo_url, authed(cookie));
    expect(img.status).toBe(200);
    expect(img.headers.get("content-type")).toBe("image/jpeg");
    expect(img.headers.get("cache-control")).not.toMatch(/public/);
    expect(Buffer.from(await img.arrayBuffer()).equals(stored)).toBe(true);
  });

  it("accepts PNG and WebP by their content, whatever their name says", async () => {
    const { cookie, userId } = await signUp(app);
    const base = sharp({ create: { width: 300, height: 200, channels: 4, background: "#0ea5e9aa" } });
    const png = await base.clone().png().toBuffer();
    const webp = await base.clone().webp().toBuffer();
    for (const [bytes, name] of [
      [png, "foto.webp"],
      [webp, "foto"],
    ] as const) {
      const res = await analyzePhoto(
        cookie,
        photoForm(bytes, { description: FOOD_TEXT }, name, "application/octet-stream"),
      );
      expect(res.status).toBe(200);
    }
    expect(userPhotoFiles(userId)).toHaveLength(2);
  });

  it.each([
    ["a text file renamed .jpg", () => Buffer.from("esto no es una imagen, solo texto\n".repeat(20)), 400],
    ["a truncated JPEG", async () => (await jpeg()).subarray(0, 1500), 400],
    ["an 11 MB file", async () => Buffer.concat([await jpeg(), Buffer.alloc(11 * 1024 * 1024)]), 413],
  ])("refuses %s, stores nothing and counts no photo analysis", async (_name, make, status) => {
    const { cookie, userId } = await signUp(withProvider);
    const res = await analyzePhoto(
      cookie,
      photoForm(await make(), { description: FOOD_TEXT }, "comida.jpg"),
      withProvider,
    );
    expect(res.status).toBe(status);
    expect((await res.json()).error).toBe(
      status === 413 ? MEAL_MESSAGES.photoTooLarge : "Formato de imagen no válido. Por favor usa JPG o PNG.",
    );
    expect(userPhotoFiles(userId, withProvider)).toEqual([]);
    expect(await withProvider.database.db.select().from(photos).where(eq(photos.userId, userId))).toEqual([]);
    expect((await usage(cookie, withProvider)).photo_analysis).toBe(2);
  });

  it("without a vision model keeps a photo sent with no words, counts nothing, and logs it with the meal the user then describes", async () => {
    const { cookie, userId } = await signUp(app);
    const res = await analyzePhoto(
      cookie,
      photoForm(await jpeg(), { description: "  ", meal_type: "lunch" }),
    );
    expect(res.status).toBe(200);
    const answer = await res.json();
    expect(answer).toEqual({
      photo_id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      needs_description: true,
      message: MEAL_MESSAGES.photoNeedsDescription,
    });
    expect(userPhotoFiles(userId)).toHaveLength(1);
    expect((await usage(cookie)).photo_analysis).toBe(2);
    // The owner can already see the kept photo.
    expect((await app.request(`/api/photos/${answer.photo_id}`, authed(cookie))).status).toBe(200);

    // The user writes what is on the plate; the text is analysed by the built-in engine...
    const text = await app.request(
      "/api/meals/analyze",
      authed(cookie, { method: "POST", json: { meal_type: "lunch", description: FOOD_TEXT } }),
    );
    expect(text.status).toBe(200);
    const analysis = await text.json();
    expect(analysis.items.length).toBeGreaterThan(0);
    // ...and the meal is logged with the photo attached.
    const meal = await (
      await logMeal(cookie, {
        description: FOOD_TEXT,
        calories: analysis.calories,
        ai_analysis: analysis,
        photo_id: answer.photo_id,
      })
    ).json();
    expect(meal.photo_url).toBe(`/api/photos/${answer.photo_id}`);
    expect((await listMeals(cookie))[0]).toMatchObject({
      photo_url: meal.photo_url,
      calories: analysis.calories,
    });
    expect((await usage(cookie)).photo_analysis).toBe(2);
  });

  it("without a vision model reads the words sent with a photo, keeps the photo and counts no photo analysis", async () => {
    const { cookie, userId } = await signUp(app);
    const res = await analyzePhoto(cookie, photoForm(await jpeg(), { description: FOOD_TEXT }));
    expect(res.status).toBe(200);
    const analysis = await res.json();
    expect(analysis.photo_id).toMatch(/^[0-9a-f-]{36}$/);
    expect(analysis.needs_description).toBeUndefined();
    expect(analysis.items.map((i: Json) => i.name)).toEqual(["huevo frito", "tostada integral"]);
    expect(userPhotoFiles(userId)).toHaveLength(1);
    expect((await usage(cookie)).photo_analysis).toBe(2);
  });

  it("without a vision model refuses words it cannot read and keeps no photo", async () => {
    const { cookie, userId } = await signUp(app);
    const res = await analyzePhoto(cookie, photoForm(await jpeg(), { description: "zzz qqq" }));
    expect(res.status).toBe(422);
    expect(userPhotoFiles(userId)).toEqual([]);
  });

  it("with a provider the vision model reads the photo and one photo analysis is counted", async () => {
    const { cookie, userId } = await signUp(withProvider);
    provider.reset();
    const res = await analyzePhoto(cookie, photoForm(await jpeg()), withProvider);
    expect(res.status).toBe(200);
    const analysis = await res.json();
    expect(analysis).toMatchObject({ calories: 520, engine: "openai" });
    expect(analysis.photo_id).toMatch(/^[0-9a-f-]{36}$/);
    expect(provider.requests).toHaveLength(1);
    expect(JSON.stringify(provider.requests[0].body)).toContain("data:image/jpeg;base64,");
    expect(userPhotoFiles(userId, withProvider)).toHaveLength(1);
    expect((await usage(cookie, withProvider)).photo_analysis).toBe(1);
  });

  it("turns a photo upright from its EXIF orientation", async () => {
    const { cookie, userId } = await signUp(app);
    const sideways = await sharp({ create: { width: 400, height: 200, channels: 3, background: "#16a34a" } })
      .jpeg()
      .withMetadata({ orientation: 6 })
      .toBuffer();
    const res = await analyzePhoto(cookie, photoForm(sideways, { description: FOOD_TEXT }));
    expect(res.status).toBe(200);
    const [file] = userPhotoFiles(userId);
    const meta = await sharp(path.join(app.config.dataDir, "photos", userId, file)).metadata();
    expect(meta).toMatchObject({ width: 200, height: 400 });
    expect(meta.orientation).toBeUndefined();
  });

  it("removes photos of discarded analyses after a day, never one a meal uses", async () => {
    const { cookie, userId } = await signUp(app);
    await setPlan(userId, "premium");
    const analyse = async () =>
      (await (await analyzePhoto(cookie, photoForm(await jpeg(), { description: FOOD_TEXT }))).json())
        .photo_id;
    const kept = await analyse();
    await logMeal(cookie, { photo_id: kept });
    const discarded = await analyse();
    const fresh = await analyse();
    // Age the first two by two days, then analyse once more: only the discarded one goes.
    await app.database.db
      .update(photos)
      .set({ createdAt: new Date(Date.now() - 2 * 86_400_000) })
      .where(inArray(photos.id, [kept, discarded]));
    const latest = await analyse();
    const ids = (await app.database.db.select().from(photos).where(eq(photos.userId, userId))).map(
      (p) => p.id,
    );
    expect(ids.sort()).toEqual([kept, fresh, latest].sort());
    expect(userPhotoFiles(userId)).toHaveLength(3);
    expect((await app.request(`/api/photos/${kept}`, authed(cookie))).status).toBe(200);
  });

  it("sweeps photo files left without a row (a crash between file and row) once they are a day old", async () => {
    const { cookie, userId } = await signUp(app);
    const dir = path.join(app.config.dataDir, "photos", userId);
    fs.mkdirSync(dir, { recursive: true });
    const twoDaysAgo = Date.now() - 2 * 86_400_000;
    const oldOrphan = `${twoDaysAgo}-huerfana.jpg`;
    const recentOrphan = `${Date.now() - 60_000}-reciente.jpg`;
    const oldWithRow = `${twoDaysAgo + 1}-con-fila.jpg`;
    for (const name of [oldOrphan, recentOrphan, oldWithRow]) fs.writeFileSync(path.join(dir, name), "x");
    await app.database.db.insert(photos).values({
      userId,
      storageKey: `${userId}/${oldWithRow}`,
      mime: "image/jpeg",
      bytes: 1,
      width: 1,
      height: 1,
    });
    const res = await analyzePhoto(cookie, photoForm(await jpeg(), { description: FOOD_TEXT }));
    expect(res.status).toBe(200);
    const files = userPhotoFiles(userId);
    expect(files).not.toContain(oldOrphan);
    expect(files).toContain(recentOrphan);
    expect(files).toContain(oldWithRow);
    expect(files).toHaveLength(3); // and the new analysis' own photo
  });

  it("deleting a meal deletes its photo", async () => {
    const { cookie, userId } = await signUp(app);
    const { photo_id } = await (
      await analyzePhoto(cookie, photoForm(await jpeg(), { description: FOOD_TEXT }))
    ).json();
    const meal = await (await logMeal(cookie, { photo_id })).json();
    expect(userPhotoFiles(userId)).toHaveLength(1);
    expect((await app.request(`/api/meals/${meal.id}`, authed(cookie, { method: "DELETE" }))).status).toBe(
      204,
    );
    expect(userPhotoFiles(userId)).toEqual([]);
    expect((await app.request(`/api/photos/${photo_id}`, authed(cookie))).status).toBe(404);
  });
});

describe("per-user isolation", () => {
  it("user B can neither read, edit, delete nor fetch the photo of user A's meal (404), nor attach A's photo", async () => {
    const a = await signUp(app);
    const b = await signUp(app);
    const { photo_id } = await (
      await analyzePhoto(a.cookie, photoForm(await jpeg(), { description: FOOD_TEXT }))
    ).json();
    const meal = await (await logMeal(a.cookie, { photo_id })).json();

    expect(await listMeals(b.cookie)).toEqual([]);
    expect(await listMeals(b.cookie, `?day=${localDay(new Date(), "Europe/Madrid")}`)).toEqual([]);
    const edit = await app.request(
      `/api/meals/${meal.id}`,
      authed(b.cookie, { method: "PATCH", json: { calories: 1 } }),
    );
    expect(edit.status).toBe(404);
    const del = await app.request(`/api/meals/${meal.id}`, authed(b.cookie, { method: "DELETE" }));
    expect(del.status).toBe(404);
    const img = await app.request(`/api/photos/${photo_id}`, authed(b.cookie));
    expect(img.status).toBe(404);
    expect(img.headers.get("content-type")).toMatch(/json/);
    const steal = await logMeal(b.cookie, { photo_id });
    expect(steal.status).toBe(404);

    // A's meal and photo are untouched.
    expect(await listMeals(a.cookie)).toEqual([meal]);
    expect((await app.request(`/api/photos/${photo_id}`, authed(a.cookie))).status).toBe(200);
  });
});

describe("plan limits", () => {
  it("10 simultaneous photo analyses by a free user: exactly 2 succeed, 8 are UPGRADE_REQUIRED", async () => {
    const { cookie, userId } = await signUp(withProvider);
    const image = await jpeg(400, 300);
    const answers = await Promise.all(
      Array.from({ length: 10 }, () =>
        analyzePhoto(cookie, photoForm(image, { description: FOOD_TEXT }), withProvider),
      ),
    );
    const statuses = answers.map((r) => r.status).sort();
    expect(statuses).toEqual([200, 200, 402, 402, 402, 402, 402, 402, 402, 402]);
    const refused = await answers.find((r) => r.status === 402)?.json();
    expect(refused).toEqual({
      error: "Has alcanzado el límite diario de análisis de fotos",
      code: "UPGRADE_REQUIRED",
      feature: "photo_analysis",
    });
    expect(userPhotoFiles(userId, withProvider)).toHaveLength(2);
    expect((await usage(cookie, withProvider)).photo_analysis).toBe(0);
    // Text analysis stays available.
    const text = await withProvider.request(
      "/api/meals/analyze",
      authed(cookie, { method: "POST", json: { meal_type: "lunch", description: FOOD_TEXT } }),
    );
    expect(text.status).toBe(200);
  });

  it("premium users analyse photos without a daily limit", async () => {
    const { cookie, userId } = await signUp(withProvider);
    await setPlan(userId, "premium", withProvider);
    const image = await jpeg(200, 200);
    const answers = await Promise.all(
      Array.from({ length: 4 }, () =>
        analyzePhoto(cookie, photoForm(image, { description: FOOD_TEXT }), withProvider),
      ),
    );
    expect(answers.map((r) => r.status)).toEqual([200, 200, 200, 200]);
    expect(await usage(cookie, withProvider)).toMatchObject({ photo_analysis: null, meal_logging: null });
  });

  it("free users log meals without a limit, also 6 at once (docs/decisions/0013)", async () => {
    const free = await signUp(app);
    const answers = await Promise.all(Array.from({ length: 6 }, () => logMeal(free.cookie)));
    expect(answers.map((r) => r.status)).toEqual(Array(6).fill(201));
    expect(await listMeals(free.cookie)).toHaveLength(6);
    expect((await usage(free.cookie)).meal_logging).toBeNull();
  });

  it("a photo analysis counts once, and the meal it gives can always be saved", async () => {
    const { cookie } = await signUp(withProvider);
    const log = (body: Json = {}) =>
      withProvider.request("/api/meals", authed(cookie, { method: "POST", json: { ...MEAL, ...body } }));
    for (let i = 0; i < 5; i++) expect((await log()).status).toBe(201);
    expect((await usage(cookie, withProvider)).photo_analysis).toBe(2);
    const res = await analyzePhoto(cookie, photoForm(await jpeg(300, 300)), withProvider);
    expect(res.status).toBe(200);
    const analysis = await res.json();
    expect((await usage(cookie, withProvider)).photo_analysis).toBe(1);
    expect((await log({ photo_id: analysis.photo_id, ai_analysis: analysis })).status).toBe(201);
  });
});

describe("the user's local day", () => {
  it("puts a meal on the day of the user's time zone, not UTC's", async () => {
    // 05:30 UTC on 10 March is 23:30 on 9 March in Mexico City (UTC-6) and 06:30 on 10 March in Madrid.
    const mx = "America/Mexico_City";
    for (const [tz, day9, day10] of [
      [mx, 1, 0],
      ["Europe/Madrid", 0, 1],
    ] as const) {
      const { cookie, userId } = await signUp(app);
      await listMeals(cookie, "", tz); // the first request stores the browser's zone on the profile
      await app.database.db.insert(mealLogs).values({
        userId,
        mealType: "dinner",
        description: "Tacos al pastor",
        loggedAt: new Date("2026-03-10T05:30:00Z"),
      });
      expect(await listMeals(cookie, "?day=2026-03-09", tz)).toHaveLength(day9);
      expect(await listMeals(cookie, "?day=2026-03-10", tz)).toHaveLength(day10);
    }
  });

  it("'today' without a day is today in the profile's zone (the browser's, stored at sign-up)", async () => {
    const { cookie, userId } = await signUp(app);
    const tz = "Pacific/Kiritimati"; // UTC+14: its today is often UTC's tomorrow
    const meal = await (await logMeal(cookie, {}, tz)).json();
    expect((await listMeals(cookie, "", tz)).map((m) => m.id)).toEqual([meal.id]);
    // A meal logged 26 hours ago is never today, whatever the zone.
    await app.database.db.insert(mealLogs).values({
      userId,
      mealType: "snack",
      description: "Ayer",
      loggedAt: new Date(Date.now() - 26 * 3600_000),
    });
    expect((await listMeals(cookie, "", tz)).map((m) => m.id)).toEqual([meal.id]);
    expect(await listMeals(cookie, `?day=${localDay(new Date(), tz)}`, tz)).toHaveLength(1);
  });
});
