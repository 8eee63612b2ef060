import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { productPortion } from "../../../core/barcode.schema";
import { barcodeProducts } from "../../db/schema";
import { authed, createTestApp, signUp, type TestApp } from "../../test/harness";
import { BARCODE_MESSAGES } from "./barcode.messages";
import { lookupBarcode, MISSING_TTL_MS } from "./barcode.service";
import { createOffClient } from "./off-client";
import { type FakeOffServer, GALLETAS_MARIA, startFakeOffServer } from "./testing/fake-off-server";

const TIMEOUT_MS = 400;
let off: FakeOffServer;
let app: TestApp;
let cookie: string;

beforeAll(async () => {
  off = await startFakeOffServer();
  app = await createTestApp({
    env: { OFF_BASE_URL: off.url, OFF_TIMEOUT_MS: String(TIMEOUT_MS), OFF_CONTACT: "equipo@bocado.example" },
  });
  ({ cookie } = await signUp(app));
});
afterAll(async () => {
  await app?.close();
  await off?.close();
});
beforeEach(() => {
  off.requests.length = 0;
});

type Json = Record<string, unknown>;
const lookup = (code: string, as = cookie) => app.request(`/api/barcode/${code}`, authed(as));
const cachedRow = async (code: string) =>
  (await app.database.db.select().from(barcodeProducts).where(eq(barcodeProducts.code, code)))[0];

describe("GET /api/barcode/:code", () => {
  it("maps an Open Food Facts product, asks only for the fields it needs with Bocado's User-Agent, and caches it", async () => {
    off.set(GALLETAS_MARIA.code, { product: GALLETAS_MARIA });
    const res = await lookup(GALLETAS_MARIA.code);
    expect(res.status).toBe(200);
    const product = (await res.json()) as Json;
    expect(product).toMatchObject({
      code: GALLETAS_MARIA.code,
      name: "Galletas María",
      brand: "Cuétara",
      per_100g: { calories: 440, protein: 7, carbs: 72, fat: 13, sugar: 22, fiber: 2.5, salt: 0.6 },
      prepared: false,
      missing: [],
      serving: { grams: 25, label: "4 galletas (25 g)" },
      package_grams: 800,
    });
    expect(off.requests).toHaveLength(1);
    expect(off.requests[0].path).toBe(`/api/v2/product/${GALLETAS_MARIA.code}.json`);
    expect(off.requests[0].fields?.split(",")).toContain("nutriments");
    expect(off.requests[0].fields?.split(",")).not.toContain("images");
    expect(off.requests[0].userAgent).toBe("Bocado/0.1.0 (equipo@bocado.example)");

    // The second lookup, by anyone, is answered from the database without asking OFF.
    const again = await lookup(GALLETAS_MARIA.code);
    expect(await again.json()).toEqual(product);
    const other = await signUp(app);
    expect(await (await lookup(GALLETAS_MARIA.code, other.cookie)).json()).toEqual(product);
    expect(off.requests).toHaveLength(1);
    // Public data shared by every user: the cache keeps nothing about who asked.
    expect(Object.keys(await cachedRow(GALLETAS_MARIA.code)).sort()).toEqual([
      "code",
      "expiresAt",
      "fetchedAt",
      "product",
      "status",
    ]);
    // 40 g of it as the meal the client logs.
    expect(productPortion(product as never, 40)).toEqual({
      calories: 176,
      protein: 2.8,
      carbs: 28.8,
      fat: 5.2,
      sugar: 8.8,
      fiber: 1,
      salt: 0.24,
    });
  });

  it("reads kcal from kJ, salt from sodium, says which nutrients are missing and marks prepared-only values", async () => {
    off.set("5000000000011", {
      product: {
        product_name: "Crema de calabacín",
        nutriments: {
          energy_100g: "418.4",
          proteins_100g: 1.2,
          carbohydrates_100g: 5,
          fat_100g: 0.5,
          sodium_100g: 0.3,
        },
        serving_size: "1 vaso (250 ml)",
        quantity: "1 l",
      },
    });
    const res = await lookup("5000000000011");
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({
      name: "Crema de calabacín",
      brand: null,
      per_100g: { calories: 100, salt: 0.75, sugar: 0, fiber: 0 },
      missing: ["sugar", "fiber"],
      prepared: false,
      serving: { grams: 250 },
      package_grams: 1000,
    });

    off.set("5000000000028", {
      product: {
        product_name_es: "Sopa de sobre",
        nutriments: { "energy-kcal_prepared_100g": 32, proteins_prepared_100g: 1, salt_prepared_100g: 0.9 },
      },
    });
    const prepared = (await (await lookup("5000000000028")).json()) as Json;
    expect(prepared).toMatchObject({ prepared: true, per_100g: { calories: 32, protein: 1, salt: 0.9 } });
  });

  it("an unknown code is 'no lo encontramos' with the search suggested, cached briefly", async () => {
    const res = await lookup("4000000000006");
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ error: BARCODE_MESSAGES.notFound, code: "BARCODE_NOT_FOUND" });
    expect(BARCODE_MESSAGES.notFound).toMatch(/No lo encontramos.*buscador/);
    expect((await lookup("4000000000006")).status).toBe(404);
    expect(off.requests).toHaveLength(1);
    const row = await cachedRow("4000000000006");
    expect(row.status).toBe("not_found");
    expect(row.expiresAt.getTime() - row.fetchedAt.getTime()).toBe(MISSING_TTL_MS);

    // After an hour OFF is asked again (the product may have been added meanwhile).
    off.set("4000000000006", { product: GALLETAS_MARIA });
    const client = createOffClient(app.config.openFoodFacts);
    const later = () => new Date(Date.now() + MISSING_TTL_MS + 1000);
    const product = await lookupBarcode({ db: app.database.db, off: client, now: later }, "4000000000006");
    expect(product.name).toBe("Galletas María");
    expect(off.requests).toHaveLength(2);
  });

  it("a product without energy values says so and is not offered for logging", async () => {
    off.set("5000000000035", { product: { product_name_es: "Agua con gas", nutriments: {} } });
    const res = await lookup("5000000000035");
    expect(res.status).toBe(422);
    expect(((await res.json()) as Json).error).toBe(BARCODE_MESSAGES.noNutrition("Agua con gas"));
  });

  it("OFF answering 500, slowly or with garbage gives a clear Spanish message, stores nothing and never hangs", async () => {
    const cases: [string, Parameters<FakeOffServer["set"]>[1], number, string][] = [
      ["5000000000042", { status: 500 }, 503, BARCODE_MESSAGES.unavailable],
      ["5000000000059", { hangMs: TIMEOUT_MS * 5 }, 504, BARCODE_MESSAGES.timeout],
      ["5000000000066", { product: GALLETAS_MARIA, delayMs: TIMEOUT_MS * 3 }, 504, BARCODE_MESSAGES.timeout],
      ["5000000000073", { garbage: "<html>no es json" }, 502, BARCODE_MESSAGES.badAnswer],
      ["5000000000080", { garbage: '{"status":1,"product":"nada"}' }, 502, BARCODE_MESSAGES.badAnswer],
      ["5000000000097", { garbage: "[1,2,3]" }, 502, BARCODE_MESSAGES.badAnswer],
    ];
    for (const [code, behaviour, status, message] of cases) {
      off.set(code, behaviour);
      const started = Date.now();
      const res = await lookup(code);
      expect([code, res.status]).toEqual([code, status]);
      expect(((await res.json()) as Json).error).toBe(message);
      expect(Date.now() - started).toBeLessThan(TIMEOUT_MS + 1500);
      expect(await cachedRow(code)).toBeUndefined();
    }
  });

  it("refuses a 30-digit code and a code with letters before asking anyone, and requires a session", async () => {
    for (const code of ["1".repeat(30), "84100abc12345", "1234567", "%20841037600220"]) {
      const res = await lookup(code);
      expect(res.status).toBe(400);
      expect(((await res.json()) as Json).error).toBe(
        "El código de barras debe tener entre 8 y 14 cifras, sin letras",
      );
    }
    expect(off.requests).toHaveLength(0);
    expect(
      await app.database.db
        .select()
        .from(barcodeProducts)
        .where(eq(barcodeProducts.code, "1".repeat(30))),
    ).toEqual([]);
    expect((await app.request(`/api/barcode/${GALLETAS_MARIA.code}`)).status).toBe(401);
  });
});

describe("limits on the way to Open Food Facts", () => {
  it("reads at most OFF_RATE_LIMIT_PER_MIN products a minute per instance; cache hits do not count", async () => {
    const limited = await createTestApp({ env: { OFF_BASE_URL: off.url, OFF_RATE_LIMIT_PER_MIN: "2" } });
    try {
      const { cookie: user } = await signUp(limited);
      const get = (code: string) => limited.request(`/api/barcode/${code}`, authed(user));
      off.set(GALLETAS_MARIA.code, { product: GALLETAS_MARIA });
      expect((await get(GALLETAS_MARIA.code)).status).toBe(200);
      expect((await get("4000000000013")).status).toBe(404);
      const third = await get("4000000000020");
      expect(third.status).toBe(429);
      expect(((await third.json()) as Json).error).toBe(BARCODE_MESSAGES.rateLimited);
      expect(off.requests).toHaveLength(2);
      expect((await get(GALLETAS_MARIA.code)).status).toBe(200);
    } finally {
      await limited.close();
    }
  });

  it("with no network (nothing listening) answers the 'no hemos podido conectar' message at once", async () => {
    const offline = await createTestApp({ env: { OFF_BASE_URL: "http://127.0.0.1:9" } });
    try {
      const { cookie: user } = await signUp(offline);
      const started = Date.now();
      const res = await offline.request(`/api/barcode/${GALLETAS_MARIA.code}`, authed(user));
      expect(res.status).toBe(503);
      expect(((await res.json()) as Json).error).toBe(BARCODE_MESSAGES.unavailable);
      expect(Date.now() - started).toBeLessThan(4000);
    } finally {
      await offline.close();
    }
  });
});
