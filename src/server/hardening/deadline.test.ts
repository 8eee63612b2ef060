import fs from "node:fs";
import path from "node:path";
import { count, eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { AI_MESSAGES } from "../../ai/messages";
import { type FakeChatServer, startFakeChatServer } from "../../ai/testing/fake-chat-server";
import { featureUsage } from "../db/schema";
import { authed, createTestApp, signUp, type TestApp } from "../test/harness";

/**
 * Issue 14 item 18: a hung provider holds a meal analysis for AI_MEAL_DEADLINE_MS at most, retries
 * included, and a reply to an abandoned request never spends the user's quota.
 */
let fake: FakeChatServer;
let app: TestApp;
beforeAll(async () => {
  fake = await startFakeChatServer();
  // Per attempt the client would wait 60 s, 3 attempts: minutes. The deadline cuts it to 1.5 s.
  app = await createTestApp({
    env: { AI_BASE_URL: fake.url, AI_TIMEOUT_MS: "60000", AI_MAX_RETRIES: "2", AI_MEAL_DEADLINE_MS: "1500" },
    // Meal analysis is synchronous: no job queue polling beside it (it made the first test crawl
    // under a loaded CI machine).
    jobs: false,
  });
});
afterAll(async () => {
  await app?.close();
  await fake?.close();
});
beforeEach(() => fake.reset());

const REPLY = JSON.stringify({
  description: "Tostada con tomate",
  weight: "120 g",
  calories: 250,
  protein: 7,
  carbs: 35,
  fat: 9,
  sugar: 3,
  fiber: 3,
  salt: 0.8,
  items: [],
});

async function photoForm() {
  const image = await sharp({ create: { width: 200, height: 200, channels: 3, background: "#a52" } })
    .jpeg()
    .toBuffer();
  const form = new FormData();
  form.set("photo", new File([new Uint8Array(image)], "tostada.jpg", { type: "image/jpeg" }));
  return form;
}

async function usesCounted(userId: string) {
  const [row] = await app.database.db
    .select({ n: count() })
    .from(featureUsage)
    .where(eq(featureUsage.userId, userId));
  return row.n;
}

describe("meal analysis deadline", () => {
  it("gives up on a hung provider after the deadline, retries included, and counts nothing", async () => {
    const { cookie, userId } = await signUp(app);
    fake.setDefault({ hang: true });
    const started = Date.now();
    const res = await app.request(
      "/api/meals/analyze",
      authed(cookie, { method: "POST", body: await photoForm() }),
    );
    const elapsed = Date.now() - started;
    expect(res.status).toBe(502);
    expect((await res.json()).error).toBe(AI_MESSAGES.meal.photoFailed);
    expect(elapsed).toBeGreaterThanOrEqual(1400);
    expect(elapsed).toBeLessThan(6000);
    expect(await usesCounted(userId)).toBe(0);

    const text = await app.request(
      "/api/meals/analyze",
      authed(cookie, { method: "POST", json: { meal_type: "lunch", description: "tostada" } }),
    );
    expect(text.status).toBe(502);
  });

  it("never counts a use for a reply that arrives after the request was abandoned", async () => {
    const { cookie, userId } = await signUp(app);
    fake.script({ reply: REPLY, delayMs: 800 });
    const controller = new AbortController();
    const pending = app.request(
      "/api/meals/analyze",
      authed(cookie, { method: "POST", body: await photoForm(), signal: controller.signal }),
    );
    setTimeout(() => controller.abort(), 200);
    await pending.catch(() => undefined);
    await new Promise((r) => setTimeout(r, 1200)); // the late reply has come and gone
    expect(await usesCounted(userId)).toBe(0);
    const dir = path.join(app.config.dataDir, "photos", userId);
    expect(fs.existsSync(dir) ? fs.readdirSync(dir) : []).toEqual([]);
    const usage = await (await app.request("/api/subscription", authed(cookie))).json();
    expect(usage.usage_left.photo_analysis).toBe(2);
  });

  it("still answers a provider that replies within the deadline", async () => {
    const { cookie, userId } = await signUp(app);
    fake.script({ reply: REPLY, delayMs: 300 });
    const res = await app.request(
      "/api/meals/analyze",
      authed(cookie, { method: "POST", body: await photoForm() }),
    );
    expect(res.status).toBe(200);
    expect(await usesCounted(userId)).toBe(1);
  });
});
