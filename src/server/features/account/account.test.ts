import fs from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { eq, sql } from "drizzle-orm";
import { strFromU8, unzipSync } from "fflate";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { NUTRIENT_KEYS } from "../../../core/nutrients";
import { familyMembers, favoriteMeals, mealLogs, subscriptions } from "../../db/schema";
import { authed, createTestApp, signUp, type TestApp } from "../../test/harness";

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(async () => {
  await app?.close();
});

const fixture = (name: string) => fs.readFileSync(path.join(__dirname, "testing", name));
const PASSWORD = "contraseña-segura";

/** Meals of several days and types, with awkward text (accents, quotes, semicolons, a formula). */
const SEED = [
  {
    at: "2026-10-01T06:30:00.000Z",
    type: "breakfast",
    d: "Café con leche y tostada con tomate",
    n: [312.5, 11.25, 40.1, 10.33, 8.2, 3.1, 1.05],
  },
  {
    at: "2026-10-01T12:45:00.000Z",
    type: "lunch",
    d: 'Lentejas "de la abuela"; con chorizo',
    n: [651, 32.4, 70.02, 22.5, 5.55, 14.3, 2.4],
  },
  {
    at: "2026-10-01T19:10:00.000Z",
    type: "dinner",
    d: "=1+1 tortilla, ensalada",
    n: [480.75, 24.1, 20.6, 30.99, 4.01, 4.4, 1.23],
  },
  {
    at: "2026-10-02T16:00:00.000Z",
    type: "snack",
    d: "Yogur natural\ncon nueces",
    n: [190.1, 9.05, 12.33, 11.11, 10.01, 1.5, 0.12],
  },
  {
    at: "2026-10-03T13:00:00.000Z",
    type: "lunch",
    d: "Paella valenciana (ración grande)",
    n: [820, 35.55, 95.45, 28.75, 3.3, 5.05, 2.95],
  },
] as const;

async function seedMeals(userId: string) {
  await app.database.db.insert(mealLogs).values(
    SEED.map((m) => ({
      userId,
      loggedAt: new Date(m.at),
      mealType: m.type,
      description: m.d,
      calories: m.n[0],
      protein: m.n[1],
      carbs: m.n[2],
      fat: m.n[3],
      sugar: m.n[4],
      fiber: m.n[5],
      salt: m.n[6],
    })),
  );
}

async function mealsOf(userId: string) {
  return app.database.db.select().from(mealLogs).where(eq(mealLogs.userId, userId));
}

/** Count and every nutrient's sum, in hundredths (exact). */
function totals(
  rows: {
    calories: number;
    protein: number;
    carbs: number;
    fat: number;
    sugar: number;
    fiber: number;
    salt: number;
  }[],
) {
  const sums = Object.fromEntries(
    NUTRIENT_KEYS.map((k) => [k, rows.reduce((s, r) => s + Math.round(Number(r[k]) * 100), 0)]),
  );
  return { count: rows.length, ...sums };
}

const makePremium = (cookie: string) =>
  app.request("/api/billing/demo/complete", authed(cookie, { method: "POST", json: { plan: "premium" } }));

function fileForm(bytes: Uint8Array | Buffer, name: string, type = "text/csv") {
  const form = new FormData();
  form.set("file", new File([new Uint8Array(bytes)], name, { type }));
  return form;
}

const importFile = (cookie: string, bytes: Uint8Array | Buffer, name: string, dryRun = false) =>
  app.request(
    `/api/import${dryRun ? "?dry_run=1" : ""}`,
    authed(cookie, { method: "POST", body: fileForm(bytes, name) }),
  );

describe("GET /api/export", () => {
  it("gives a free user every meal and profile field as one dated JSON document", async () => {
    const { cookie, userId, email } = await signUp(app);
    await seedMeals(userId);
    const weighed = await app.request(
      "/api/weights",
      authed(cookie, { method: "POST", json: { date: "2026-10-02", kg: 71.4, note: "en ayunas" } }),
    );
    expect(weighed.status).toBeLessThan(300);
    const res = await app.request("/api/export?format=json", authed(cookie));
    expect(res.status).toBe(200);
    expect(res.headers.get("content-disposition")).toMatch(
      /^attachment; filename="bocado-datos-\d{4}-\d{2}-\d{2}\.json"$/,
    );
    const doc = await res.json();
    expect(doc).toMatchObject({
      format: "bocado-export",
      version: 1,
      profile: { email, full_name: "Ana García" },
    });
    expect(doc.meal_logs).toHaveLength(SEED.length);
    expect(doc.meal_logs[1]).toMatchObject({
      logged_at: SEED[1].at,
      meal_type: "lunch",
      description: SEED[1].d,
      calories: 651,
      carbs: 70.02,
    });
    expect(doc.weigh_ins).toEqual([
      expect.objectContaining({ date: "2026-10-02", kg: 71.4, note: "en ayunas" }),
    ]);
    for (const key of [
      "meal_plans",
      "recipes",
      "favorite_meals",
      "subscription",
      "shopping_list_extras",
      "photos",
    ]) {
      expect(Array.isArray(doc[key])).toBe(true);
    }
  });

  it("sends a free user asking for CSV to the upsell (402), never the file", async () => {
    const { cookie } = await signUp(app);
    const res = await app.request("/api/export?format=csv", authed(cookie));
    expect(res.status).toBe(402);
    expect(await res.json()).toMatchObject({ code: "UPGRADE_REQUIRED", feature: "data_export" });
  });

  it("zips one Spanish CSV per table for premium: BOM, `;` and decimal commas (or `,` and dots)", async () => {
    const { cookie, userId } = await signUp(app);
    await makePremium(cookie);
    await seedMeals(userId);
    const res = await app.request("/api/export?format=csv", authed(cookie));
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("application/zip");
    expect(res.headers.get("content-disposition")).toMatch(/filename="bocado-datos-\d{4}-\d{2}-\d{2}\.zip"/);
    const files = unzipSync(new Uint8Array(await res.arrayBuffer()));
    expect(Object.keys(files)).toEqual(
      expect.arrayContaining([
        "perfil.csv",
        "comidas.csv",
        "pesajes.csv",
        "planes.csv",
        "recetas.csv",
        "suscripcion.csv",
      ]),
    );
    expect([...files["comidas.csv"].slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]); // UTF-8 BOM: Excel reads the accents
    const meals = strFromU8(files["comidas.csv"]); // (TextDecoder drops the BOM)
    const [header, first] = meals.split("\r\n");
    expect(header).toBe(
      "fecha;hora;registrado_en;tipo_de_comida;descripcion;kcal;proteinas_g;carbohidratos_g;grasas_g;azucares_g;fibra_g;sal_g;foto",
    );
    // Madrid time for the day and hour; the exact instant beside them.
    expect(first).toBe(
      "2026-10-01;08:30;2026-10-01T06:30:00.000Z;Desayuno;Café con leche y tostada con tomate;312,5;11,25;40,1;10,33;8,2;3,1;1,05;",
    );
    expect(meals).toContain('"Lentejas ""de la abuela""; con chorizo"');
    expect(meals).toContain("'=1+1 tortilla"); // no formula runs when the file is opened

    const dot = await app.request("/api/export?format=csv&decimal=dot", authed(cookie));
    const dotMeals = strFromU8(unzipSync(new Uint8Array(await dot.arrayBuffer()))["comidas.csv"]);
    expect(dotMeals).toContain(
      "2026-10-01,08:30,2026-10-01T06:30:00.000Z,Desayuno,Café con leche y tostada con tomate,312.5,11.25,40.1",
    );
  });

  it("refuses unknown formats in Spanish", async () => {
    const { cookie } = await signUp(app);
    const res = await app.request("/api/export?format=xlsx", authed(cookie));
    expect(res.status).toBe(400);
    expect((await res.json()).error).toMatch(/Formato de exportación no válido/);
    expect((await app.request("/api/export")).status).toBe(401);
  });

  it("exports nothing of another user", async () => {
    const other = await signUp(app, { name: "Otro Usuario" });
    await seedMeals(other.userId);
    const me = await signUp(app);
    await makePremium(me.cookie);
    const doc = await (await app.request("/api/export?format=json", authed(me.cookie))).json();
    expect(doc.meal_logs).toEqual([]);
    expect(JSON.stringify(doc)).not.toContain(other.email);
    const zip = unzipSync(
      new Uint8Array(await (await app.request("/api/export?format=csv", authed(me.cookie))).arrayBuffer()),
    );
    for (const file of Object.values(zip)) expect(strFromU8(file)).not.toContain("Lentejas");
  });
});

describe("export then import into a fresh account", () => {
  it.each([
    ["JSON", "json", "bocado.json"],
    ["CSV zip, decimal comma", "csv", "bocado.zip"],
    ["CSV zip, decimal dot", "csv&decimal=dot", "bocado.zip"],
  ])("reproduces every meal exactly (%s)", async (_label, format, name) => {
    const source = await signUp(app);
    await makePremium(source.cookie);
    await seedMeals(source.userId);
    const exported = new Uint8Array(
      await (await app.request(`/api/export?format=${format}`, authed(source.cookie))).arrayBuffer(),
    );

    const target = await signUp(app);
    const res = await importFile(target.cookie, exported, name);
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ imported: SEED.length, duplicates: 0, rejected_count: 0 });
    const before = await mealsOf(source.userId);
    const after = await mealsOf(target.userId);
    expect(totals(after)).toEqual(totals(before));
    const key = (m: { loggedAt: Date; description: string; mealType: string }) =>
      `${m.loggedAt.toISOString()}|${m.mealType}|${m.description}`;
    expect(after.map(key).sort()).toEqual(before.map(key).sort());
  });
});

describe("POST /api/import", () => {
  it("previews a MyFitnessPal export (format, meal-name mapping, first rows) and writes nothing", async () => {
    const { cookie, userId } = await signUp(app);
    const res = await importFile(cookie, fixture("mfp-nutrition.csv"), "File-Export-2026.csv", true);
    expect(res.status).toBe(200);
    const preview = await res.json();
    expect(preview).toMatchObject({
      format: "myfitnesspal",
      format_name: "MyFitnessPal",
      total_rows: 7,
      valid_rows: 7,
      duplicates: 0,
      rejected_count: 0,
    });
    expect(preview.meal_mapping).toEqual(
      expect.arrayContaining([
        { source: "Breakfast", meal_type: "breakfast", label: "Desayuno", rows: 2 },
        { source: "Lunch", meal_type: "lunch", label: "Almuerzo", rows: 2 },
        { source: "Dinner", meal_type: "dinner", label: "Cena", rows: 1 },
        { source: "Snacks", meal_type: "snack", label: "Merienda", rows: 1 },
        { source: "Snacks 2", meal_type: "snack", label: "Merienda", rows: 1 },
      ]),
    );
    expect(preview.preview[0]).toMatchObject({
      meal_type: "breakfast",
      description: "Desayuno (MyFitnessPal)",
      calories: 412,
      protein: 21,
      carbs: 48.5,
      fat: 14.2,
      sugar: 12.3,
      fiber: 5.1,
      salt: 1.3, // 520 mg sodium × 2.5
      logged_at: "2026-11-02T07:00:00.000Z", // 08:00 in Madrid
    });
    expect(preview.preview[2].description).toBe("Cena con amigos");
    expect(await mealsOf(userId)).toEqual([]);
  });

  it("imports it, and a second import of the same file skips every row as a duplicate", async () => {
    const { cookie, userId } = await signUp(app);
    const first = await (await importFile(cookie, fixture("mfp-nutrition.csv"), "mfp.csv")).json();
    expect(first).toMatchObject({ imported: 7, duplicates: 0, rejected_count: 0 });
    const meals = await mealsOf(userId);
    expect(totals(meals)).toMatchObject({ count: 7, calories: 297400, protein: 15720, salt: 1112 });
    const second = await (await importFile(cookie, fixture("mfp-nutrition.csv"), "mfp.csv")).json();
    expect(second).toMatchObject({ imported: 0, duplicates: 7 });
    expect(await mealsOf(userId)).toHaveLength(7);
    const preview = await (await importFile(cookie, fixture("mfp-nutrition.csv"), "mfp.csv", true)).json();
    expect(preview).toMatchObject({ valid_rows: 0, duplicates: 7 });
  });

  it("imports a Cronometer servings export: foods with amounts, times, groups (Uncategorized → merienda)", async () => {
    const { cookie, userId } = await signUp(app);
    const preview = await (
      await importFile(cookie, fixture("cronometer-servings.csv"), "servings.csv", true)
    ).json();
    expect(preview).toMatchObject({ format: "cronometer", total_rows: 6, valid_rows: 6 });
    expect(preview.meal_mapping).toContainEqual({
      source: "Uncategorized",
      meal_type: "snack",
      label: "Merienda",
      rows: 1,
    });
    expect(preview.preview[0]).toMatchObject({
      description: "Oats, Rolled, Dry (50.00 g)",
      logged_at: "2026-11-04T07:05:00.000Z", // 8:05 AM Madrid
      calories: 189.5,
      salt: 0.01,
    });
    expect(preview.preview[4].logged_at).toBe("2026-11-04T16:30:00.000Z"); // no time: 17:30 for a snack
    const report = await (
      await importFile(cookie, fixture("cronometer-servings.csv"), "servings.csv")
    ).json();
    expect(report).toMatchObject({ imported: 6, duplicates: 0 });
    expect(totals(await mealsOf(userId))).toMatchObject({ count: 6, calories: 114320 });
  });

  it("answers a CSV with the wrong columns with a Spanish 400 naming what is missing, and writes nothing", async () => {
    const { cookie, userId } = await signUp(app);
    for (const dry of [true, false]) {
      const res = await importFile(cookie, fixture("mfp-wrong-columns.csv"), "mfp.csv", dry);
      expect(res.status).toBe(400);
      expect((await res.json()).error).toBe(
        "Al archivo de MyFitnessPal le faltan columnas: Calories. No se ha importado nada.",
      );
    }
    const unknown = await importFile(cookie, Buffer.from("a;b;c\n1;2;3\n"), "x.csv");
    expect(unknown.status).toBe(400);
    expect((await unknown.json()).error).toMatch(/^No reconocemos las columnas/);
    expect(await mealsOf(userId)).toEqual([]);
  });

  it("reports rejected rows with Spanish reasons and imports the rest in one go", async () => {
    const { cookie, userId } = await signUp(app);
    const csv = [
      "Date,Meal,Calories,Fat (g),Carbohydrates (g),Protein (g),Sodium (mg)",
      "2026-11-02,Breakfast,300,10,40,12,100",
      "02/11/2026,Lunch,500,10,40,12,100",
      "2026-11-02,Brunch,500,10,40,12,100",
      "2026-11-02,Dinner,mucho,10,40,12,100",
      "2026-11-02,Dinner,-5,10,40,12,100",
      "2099-01-01,Dinner,500,10,40,12,100",
    ].join("\n");
    const report = await (await importFile(cookie, Buffer.from(csv), "mfp.csv")).json();
    expect(report.imported).toBe(1);
    expect(report.rejected).toEqual([
      { row: 3, reason: "Fecha no válida «02/11/2026» (se espera AAAA-MM-DD)" },
      { row: 4, reason: "Comida desconocida «Brunch» (se espera desayuno, almuerzo, cena o merienda)" },
      { row: 5, reason: "«mucho» no es un número válido en la columna Calories" },
      { row: 6, reason: "Las calorías no pueden ser negativas" },
      { row: 7, reason: "La fecha es posterior a hoy" },
    ]);
    expect(await mealsOf(userId)).toHaveLength(1);
  });

  it("refuses a 200 MB upload from its Content-Length, without reading it, in Spanish", async () => {
    const { cookie, userId } = await signUp(app);
    let pulled = 0;
    const chunk = new Uint8Array(64 * 1024).fill(65);
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        pulled += chunk.byteLength;
        if (pulled > 200 * 1024 * 1024) controller.close();
        else controller.enqueue(chunk);
      },
    });
    const started = Date.now();
    const res = await app.request(
      "/api/import",
      authed(cookie, {
        method: "POST",
        body,
        headers: {
          "content-type": "multipart/form-data; boundary=x",
          "content-length": String(200 * 1024 * 1024),
        },
        duplex: "half",
      } as RequestInit),
    );
    expect(res.status).toBe(413);
    expect(await res.json()).toEqual({
      error: "El archivo es demasiado grande: el máximo para importar es 5 MB",
    });
    expect(Date.now() - started).toBeLessThan(2000);
    expect(pulled).toBeLessThan(1024 * 1024);
    expect(await mealsOf(userId)).toEqual([]);
  });

  it("stops reading a chunked upload (no Content-Length) once it passes 5 MB", async () => {
    const { cookie } = await signUp(app);
    let pulled = 0;
    const chunk = new Uint8Array(256 * 1024).fill(65);
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        pulled += chunk.byteLength;
        if (pulled > 200 * 1024 * 1024) controller.close();
        else controller.enqueue(chunk);
      },
    });
    const res = await app.request(
      "/api/import",
      authed(cookie, {
        method: "POST",
        body,
        headers: { "content-type": "multipart/form-data; boundary=x" },
        duplex: "half",
      } as RequestInit),
    );
    expect(res.status).toBe(413);
    expect(await res.json()).toEqual({
      error: "El archivo es demasiado grande: el máximo para importar es 5 MB",
    });
    expect(pulled).toBeLessThan(8 * 1024 * 1024);
  });

  it("imports only into the caller's own account, whatever the form says", async () => {
    const victim = await signUp(app);
    const attacker = await signUp(app);
    const form = fileForm(fixture("mfp-nutrition.csv"), "mfp.csv");
    form.set("user_id", victim.userId);
    form.set("userId", victim.userId);
    const res = await app.request(
      `/api/import?user_id=${victim.userId}`,
      authed(attacker.cookie, { method: "POST", body: form }),
    );
    expect(res.status).toBe(200);
    expect(await mealsOf(victim.userId)).toEqual([]);
    expect(await mealsOf(attacker.userId)).toHaveLength(7);
    expect(
      (
        await app.request("/api/import", {
          method: "POST",
          body: fileForm(fixture("mfp-nutrition.csv"), "a.csv"),
        })
      ).status,
    ).toBe(401);
  });

  it("asks for a file when none is sent", async () => {
    const { cookie } = await signUp(app);
    const res = await app.request("/api/import", authed(cookie, { method: "POST", body: new FormData() }));
    expect(res.status).toBe(400);
    expect((await res.json()).error).toMatch(/Adjunta el archivo/);
  });
});

async function rows<T>(query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await app.database.db.execute(query)) as unknown as { rows: T[] }).rows;
}

/** Every (table, column) that can hold a user's id: named like one, or a foreign key to "user". */
async function userColumns(): Promise<{ table: string; column: string }[]> {
  const named = await rows<{ table: string; column: string }>(sql`
    select table_name as "table", column_name as "column" from information_schema.columns
    where table_schema = 'public'
      and (column_name in ('user_id', 'owner_id', 'member_user_id', 'member_id', 'created_by', 'shared_by')
           or column_name like '%\\_user\\_id' or column_name like '%\\_owner\\_id' or column_name like '%\\_member\\_id')`);
  const foreign = await rows<{ table: string; column: string }>(sql`
    select kcu.table_name as "table", kcu.column_name as "column"
    from information_schema.table_constraints tc
    join information_schema.key_column_usage kcu
      on kcu.constraint_name = tc.constraint_name and kcu.table_schema = tc.table_schema
    join information_schema.constraint_column_usage ccu
      on ccu.constraint_name = tc.constraint_name and ccu.table_schema = tc.table_schema
    where tc.constraint_type = 'FOREIGN KEY' and tc.table_schema = 'public' and ccu.table_name = 'user'`);
  const all = [...named, ...foreign];
  return [...new Map(all.map((r) => [`${r.table}.${r.column}`, r])).values()];
}

async function rowsMentioning(userId: string, email: string) {
  const found: Record<string, number> = {};
  for (const { table, column } of await userColumns()) {
    const [{ n }] = await rows<{ n: number }>(
      sql`select count(*)::int as n from ${sql.identifier(table)} where ${sql.identifier(column)}::text = ${userId}`,
    );
    if (n > 0) found[`${table}.${column}`] = n;
  }
  const [{ n: limits }] = await rows<{ n: number }>(
    sql`select count(*)::int as n from rate_limit where position(lower(${email}) in lower(key)) > 0`,
  );
  if (limits > 0) found.rate_limit = limits;
  for (const table of ["user", "profiles"]) {
    const [{ n }] = await rows<{ n: number }>(
      sql`select count(*)::int as n from ${sql.identifier(table)} where id = ${userId} or lower(email) = lower(${email})`,
    );
    if (n > 0) found[table] = n;
  }
  return found;
}

const deleteAccount = (cookie: string, password: unknown) =>
  app.request("/api/account", authed(cookie, { method: "DELETE", json: { password } }));

describe("DELETE /api/account", () => {
  it("checks the sweep itself: it finds the rows of a live account", async () => {
    const { userId, email } = await signUp(app);
    const found = await rowsMentioning(userId, email);
    expect(Object.keys(found)).toEqual(
      expect.arrayContaining([
        "session.user_id",
        "account.user_id",
        "subscriptions.user_id",
        "user",
        "profiles",
      ]),
    );
    expect((await userColumns()).length).toBeGreaterThanOrEqual(10);
  });

  it("deletes every row and photo file, signs out, and the account can neither be used nor deleted again", async () => {
    const { cookie, userId, email } = await signUp(app);
    await makePremium(cookie);
    await seedMeals(userId);
    // a photo, logged with a meal, plus an upload never logged
    const jpeg = await sharp({ create: { width: 300, height: 200, channels: 3, background: "#d97706" } })
      .jpeg()
      .toBuffer();
    for (const withMeal of [true, false]) {
      const form = new FormData();
      form.set("photo", new File([new Uint8Array(jpeg)], "plato.jpg", { type: "image/jpeg" }));
      const analysis = await (
        await app.request("/api/meals/analyze", authed(cookie, { method: "POST", body: form }))
      ).json();
      expect(analysis.photo_id).toBeTruthy();
      if (withMeal) {
        const logged = await app.request(
          "/api/meals",
          authed(cookie, {
            method: "POST",
            json: {
              meal_type: "lunch",
              description: "Ensalada",
              calories: 200,
              protein: 5,
              carbs: 10,
              fat: 12,
              sugar: 4,
              fiber: 3,
              salt: 0.5,
              photo_id: analysis.photo_id,
            },
          }),
        );
        expect(logged.status).toBe(201);
      }
    }
    await importFile(cookie, fixture("cronometer-servings.csv"), "c.csv");
    await app.request("/api/shopping-list/extras", authed(cookie, { method: "POST", json: { name: "Pan" } }));
    await app.request(
      "/api/weights",
      authed(cookie, { method: "POST", json: { date: "2026-10-02", kg: 71.4 } }),
    );
    await app.database.db
      .insert(favoriteMeals)
      .values({ userId, mealType: "breakfast", description: "Mi desayuno de siempre", calories: 300 });
    const photoDir = path.join(app.config.dataDir, "photos", userId);
    expect(fs.readdirSync(photoDir)).toHaveLength(2);
    const bystander = await signUp(app);
    await seedMeals(bystander.userId);

    const res = await deleteAccount(cookie, PASSWORD);
    expect(res.status).toBe(200);
    const cleared = res.headers
      .getSetCookie()
      .filter((c) => /Max-Age=0/.test(c))
      .map((c) => c.split("=")[0]);
    expect(cleared).toEqual(
      expect.arrayContaining(["better-auth.session_token", "better-auth.session_data"]),
    );

    expect(await rowsMentioning(userId, email)).toEqual({});
    expect(fs.existsSync(photoDir) ? fs.readdirSync(photoDir) : []).toEqual([]);
    expect(await mealsOf(bystander.userId)).toHaveLength(SEED.length);

    // the same cookie again (its signed cache may still say "signed in"): 401, and no sign-in works
    expect((await deleteAccount(cookie, PASSWORD)).status).toBe(401);
    const signIn = await app.request("/api/auth/sign-in/email", {
      method: "POST",
      json: { email, password: PASSWORD },
    });
    expect(signIn.status).toBe(401);
  });

  it("keeps everything on a wrong or missing password (Spanish 403/400)", async () => {
    const { cookie, userId, email } = await signUp(app);
    await seedMeals(userId);
    const wrong = await deleteAccount(cookie, "no-es-mi-contraseña");
    expect(wrong.status).toBe(403);
    expect(await wrong.json()).toEqual({ error: "La contraseña no es correcta. No se ha eliminado nada." });
    const missing = await deleteAccount(cookie, "");
    expect(missing.status).toBe(400);
    expect((await missing.json()).error).toBe("Escribe tu contraseña para confirmar");
    expect(await mealsOf(userId)).toHaveLength(SEED.length);
    expect(await rowsMentioning(userId, email)).toMatchObject({ "meal_logs.user_id": SEED.length });
    expect((await app.request("/api/profile", authed(cookie))).status).toBe(200);
  });

  it("counts password guesses with the sign-in's per-account limit (429 after 5), and deletion forgets them", async () => {
    const { cookie, userId, email } = await signUp(app);
    for (let i = 0; i < 5; i++) expect((await deleteAccount(cookie, `mala-${i}`)).status).toBe(403);
    const locked = await deleteAccount(cookie, PASSWORD);
    expect(locked.status).toBe(429);
    expect((await locked.json()).error).toMatch(/^Demasiados intentos fallidos/);
    expect(await mealsOf(userId)).toEqual([]);
    expect(await rowsMentioning(userId, email)).toHaveProperty("user");
    await app.database.db.execute(sql`delete from rate_limit where key = ${`account:${email}`}`);
    await deleteAccount(cookie, "otra-mala");
    expect(await rowsMentioning(userId, email)).toHaveProperty("rate_limit", 1);
    expect((await deleteAccount(cookie, PASSWORD)).status).toBe(200);
    expect(await rowsMentioning(userId, email)).toEqual({});
  });

  it("asks the owner of a family with members to remove them first (409), and lets a member leave", async () => {
    const owner = await signUp(app);
    const member = await signUp(app);
    await app.request(
      "/api/billing/demo/complete",
      authed(owner.cookie, { method: "POST", json: { plan: "family" } }),
    );
    await app.database.db.insert(familyMembers).values({
      ownerId: owner.userId,
      email: member.email,
      memberUserId: member.userId,
      status: "active",
    });
    const res = await deleteAccount(owner.cookie, PASSWORD);
    expect(res.status).toBe(409);
    expect((await res.json()).error).toMatch(/^Eres titular de un plan Familiar con miembros/);
    expect(await rowsMentioning(owner.userId, owner.email)).toHaveProperty("user");

    // the member can delete their own account: their place in the family goes with it
    expect((await deleteAccount(member.cookie, PASSWORD)).status).toBe(200);
    expect(await rowsMentioning(member.userId, member.email)).toEqual({});
    expect(
      await app.database.db.select().from(familyMembers).where(eq(familyMembers.ownerId, owner.userId)),
    ).toEqual([]);
    expect((await deleteAccount(owner.cookie, PASSWORD)).status).toBe(200);
  });
});

describe("DELETE /api/account with Stripe", () => {
  let stripeApp: TestApp;
  let server: http.Server;
  const calls: { method: string; url: string; auth?: string }[] = [];
  let failNext = false;

  beforeAll(async () => {
    // A local server speaking Stripe's API: DELETE /v1/subscriptions/:id cancels it.
    server = http.createServer((req, res) => {
      calls.push({ method: req.method ?? "", url: req.url ?? "", auth: req.headers.authorization });
      res.setHeader("content-type", "application/json");
      if (failNext) {
        failNext = false;
        res.statusCode = 500;
        res.end(JSON.stringify({ error: { type: "api_error", message: "boom" } }));
        return;
      }
      const match = /^\/v1\/subscriptions\/([^/?]+)$/.exec(req.url ?? "");
      if (req.method === "DELETE" && match) {
        res.end(
          JSON.stringify({ id: decodeURIComponent(match[1]), object: "subscription", status: "canceled" }),
        );
        return;
      }
      res.statusCode = 404;
      res.end(JSON.stringify({ error: { type: "invalid_request_error", code: "resource_missing" } }));
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    const { port } = server.address() as AddressInfo;
    stripeApp = await createTestApp({
      env: {
        STRIPE_SECRET_KEY: "sk_test_local",
        STRIPE_WEBHOOK_SECRET: "whsec_local",
        STRIPE_PAYMENT_LINK_PREMIUM: "https://buy.stripe.com/test_premium",
        STRIPE_PAYMENT_LINK_FAMILY: "https://buy.stripe.com/test_family",
        STRIPE_API_BASE: `http://127.0.0.1:${port}`,
      },
    });
  });
  afterAll(async () => {
    await stripeApp?.close();
    await new Promise((resolve) => server?.close(resolve));
  });

  async function payingUser() {
    const user = await signUp(stripeApp);
    await stripeApp.database.db
      .update(subscriptions)
      .set({
        planType: "premium",
        active: true,
        stripeCustomerId: "cus_123",
        stripeSubscriptionId: `sub_${user.userId.slice(0, 8)}`,
      })
      .where(eq(subscriptions.userId, user.userId));
    return user;
  }

  it("cancels the subscription at Stripe, then deletes the account", async () => {
    const user = await payingUser();
    const res = await stripeApp.request(
      "/api/account",
      authed(user.cookie, { method: "DELETE", json: { password: PASSWORD } }),
    );
    expect(res.status).toBe(200);
    expect(calls.at(-1)).toEqual({
      method: "DELETE",
      url: `/v1/subscriptions/sub_${user.userId.slice(0, 8)}`,
      auth: "Bearer sk_test_local",
    });
    expect(
      await stripeApp.database.db.select().from(subscriptions).where(eq(subscriptions.userId, user.userId)),
    ).toEqual([]);
  });

  it("deletes nothing when Stripe fails (502, Spanish), so the user can try again", async () => {
    const user = await payingUser();
    failNext = true;
    const res = await stripeApp.request(
      "/api/account",
      authed(user.cookie, { method: "DELETE", json: { password: PASSWORD } }),
    );
    expect(res.status).toBe(502);
    expect((await res.json()).error).toMatch(/No hemos podido cancelar tu suscripción/);
    expect(
      await stripeApp.database.db.select().from(subscriptions).where(eq(subscriptions.userId, user.userId)),
    ).toHaveLength(1);
    const retry = await stripeApp.request(
      "/api/account",
      authed(user.cookie, { method: "DELETE", json: { password: PASSWORD } }),
    );
    expect(retry.status).toBe(200);
  });
});
