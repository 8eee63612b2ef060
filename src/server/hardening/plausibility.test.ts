import fs from "node:fs";
import path from "node:path";
import { count, eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { AI_MESSAGES } from "../../ai/messages";
import { type FakeChatServer, startFakeChatServer } from "../../ai/testing/fake-chat-server";
import { featureUsage, mealLogs, mealPlans, profiles, subscriptions } from "../db/schema";
import { VALID_ONBOARDING } from "../test/factories";
import { authed, createTestApp, signUp, type TestApp } from "../test/harness";

/**
 * Issue 14 item 3: impossible numbers (a 50,000 kcal meal from a provider, a 150,000 kcal daily goal
 * from a plan of such meals) are refused wherever they come from; nothing is saved or counted.
 */
let fake: FakeChatServer;
let app: TestApp;
beforeAll(async () => {
  fake = await startFakeChatServer();
  app = await createTestApp({
    env: { AI_BASE_URL: fake.url, AI_MAX_RETRIES: "0", AI_TIMEOUT_MS: "5000", AI_JOB_RETRIES: "0" },
  });
});
afterAll(async () => {
  await app?.close();
  await fake?.close();
});
beforeEach(() => fake.reset());

const HUGE_MEAL = JSON.stringify({
  description: "Paella gigante",
  weight: "450 g",
  calories: 50_000,
  protein: 30,
  carbs: 80,
  fat: 20,
  sugar: 4,
  fiber: 3,
  salt: 2,
  items: [],
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

async function rows(table: typeof mealLogs | typeof featureUsage | typeof mealPlans, userId: string) {
  const [row] = await app.database.db.select({ n: count() }).from(table).where(eq(table.userId, userId));
  return row.n;
}

/** Polls the job a 202 answer names until it ends; the status its failure carries. */
async function failedJobStatus(res: Response, cookie: string): Promise<number | undefined> {
  expect(res.status).toBe(202);
  const { job_id } = (await res.json()) as { job_id: string };
  for (let i = 0; i < 200; i++) {
    const job = (await (await app.request(`/api/jobs/${job_id}`, authed(cookie))).json()) as {
      state: string;
      error: { status: number } | null;
    };
    if (job.state === "failed") return job.error?.status;
    if (job.state === "completed") return 200;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error("el trabajo no terminó");
}

describe("plausibility bounds", () => {
  it("refuses a provider's 50,000 kcal text analysis with the spec's analysis error", async () => {
    const { cookie } = await signUp(app);
    fake.script({ reply: HUGE_MEAL });
    const res = await app.request(
      "/api/meals/analyze",
      authed(cookie, { method: "POST", json: { meal_type: "lunch", description: "Paella" } }),
    );
    expect(res.status).toBe(502);
    expect(await res.json()).toEqual({ error: AI_MESSAGES.meal.missingFields });
    expect(fake.requests).toHaveLength(1);
  });

  it("refuses a 50,000 kcal photo analysis: no photo kept, the daily photo quota not spent", async () => {
    const { cookie, userId } = await signUp(app);
    fake.script({ reply: HUGE_MEAL });
    const image = await sharp({ create: { width: 300, height: 200, channels: 3, background: "#c60" } })
      .jpeg()
      .toBuffer();
    const form = new FormData();
    form.set("photo", new File([new Uint8Array(image)], "paella.jpg", { type: "image/jpeg" }));
    const res = await app.request("/api/meals/analyze", authed(cookie, { method: "POST", body: form }));
    expect(res.status).toBe(502);
    expect((await res.json()).error).toBe(AI_MESSAGES.meal.missingFields);
    expect(await rows(featureUsage, userId)).toBe(0);
    const dir = path.join(app.config.dataDir, "photos", userId);
    expect(fs.existsSync(dir) ? fs.readdirSync(dir) : []).toEqual([]);
    const usage = await (await app.request("/api/subscription", authed(cookie))).json();
    expect(usage.usage_left.photo_analysis).toBe(2);
  });

  it.each([
    [{ calories: 50_000 }, "Las calorías de una comida no pueden superar 5000 kcal"],
    [{ protein: 501 }, "La proteína de una comida no puede superar 500 g"],
    [{ fiber: 151 }, "La fibra de una comida no puede superar 150 g"],
    [{ salt: 50.5 }, "La sal de una comida no puede superar 50 g"],
  ])("refuses to log or edit a meal with %j, and stores nothing", async (change, message) => {
    const { cookie, userId } = await signUp(app);
    const res = await app.request(
      "/api/meals",
      authed(cookie, { method: "POST", json: { ...MEAL, ...change } }),
    );
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ error: message });
    expect(await rows(mealLogs, userId)).toBe(0);

    const ok = await app.request("/api/meals", authed(cookie, { method: "POST", json: MEAL }));
    const meal = await ok.json();
    const edit = await app.request(
      `/api/meals/${meal.id}`,
      authed(cookie, { method: "PATCH", json: change }),
    );
    expect(edit.status).toBe(400);
    const [stored] = await app.database.db.select().from(mealLogs).where(eq(mealLogs.id, meal.id));
    expect(stored.calories).toBe(450);
  });

  it("refuses a planned meal of 50,000 kcal added to today", async () => {
    const { cookie, userId } = await signUp(app);
    const res = await app.request(
      "/api/plans/add-to-today",
      authed(cookie, {
        method: "POST",
        json: { meal: { ...MEAL, name: "Paella", description: "Paella gigante", calories: 50_000 } },
      }),
    );
    expect(res.status).toBe(400);
    expect(await rows(mealLogs, userId)).toBe(0);
  });

  it("refuses a provider's plan of 50,000 kcal meals: no plan stored, the daily calorie goal unchanged", async () => {
    const { cookie, userId } = await signUp(app);
    await app.database.db
      .update(subscriptions)
      .set({ planType: "premium" })
      .where(eq(subscriptions.userId, userId));
    fake.script({ reply: "no" }); // the onboarding's initial plan fails; the profile is saved
    const onboard = await app.request(
      "/api/onboarding",
      authed(cookie, { method: "POST", json: VALID_ONBOARDING }),
    );
    expect(onboard.status).toBe(200);
    const [before] = await app.database.db.select().from(profiles).where(eq(profiles.id, userId));
    expect(await rows(mealPlans, userId)).toBe(0);

    const meal = { ...MEAL, name: "Paella", description: "Paella gigante", calories: 50_000 };
    const day = { meals: [meal, meal, meal] };
    fake.script({ reply: JSON.stringify({ days: Array.from({ length: 7 }, () => day) }) });
    const res = await app.request(
      "/api/plans/generate",
      authed(cookie, { method: "POST", json: { week_offset: 1 } }),
    );
    // With a provider the plan is a background job (docs/decisions/0029): it fails with a 502.
    expect(await failedJobStatus(res, cookie)).toBe(502);
    expect(await rows(mealPlans, userId)).toBe(0);
    const [after] = await app.database.db.select().from(profiles).where(eq(profiles.id, userId));
    expect(after.dailyCalorieGoal).toBe(before.dailyCalorieGoal);

    // Plausible meals but a 12,000 kcal day (3 x 4,000) is refused as well.
    const heavy = { ...meal, calories: 4000 };
    fake.script({
      reply: JSON.stringify({ days: Array.from({ length: 7 }, () => ({ meals: [heavy, heavy, heavy] })) }),
    });
    const res2 = await app.request(
      "/api/plans/generate",
      authed(cookie, { method: "POST", json: { week_offset: 1 } }),
    );
    expect(await failedJobStatus(res2, cookie)).toBe(502);
    expect(await rows(mealPlans, userId)).toBe(0);
  });
});
