import { count, eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { AI_MESSAGES } from "../../../ai/messages";
import { type FakeChatServer, startFakeChatServer } from "../../../ai/testing/fake-chat-server";
import { planJson, plannedMeal } from "../../../ai/testing/fixtures";
import type { Job } from "../../../core/job.schema";
import { aiJobs, mealPlans, recipeGenerations } from "../../db/schema";
import { VALID_ONBOARDING } from "../../test/factories";
import { authed, createTestApp, signUp, type TestApp } from "../../test/harness";
import { makePremium } from "../plans/plans.test-support";

/**
 * Issue 16 item 4 (docs/decisions/0029): with an AI provider (a real local HTTP server speaking the
 * chat-completions protocol), plan and recipe generation answer 202 with a job the client polls.
 * On PGlite by default; on PostgreSQL with TEST_DATABASE_URL.
 */
const PROVIDER_ENV = {
  AI_MAX_RETRIES: "0",
  AI_TIMEOUT_MS: "10000",
  AI_JOB_RETRIES: "1",
  AI_JOB_RETRY_DELAY_S: "1",
};
const PLAN_REPLY = { reply: JSON.stringify(planJson(7, 3)) };
const RECIPE_REPLY = {
  reply: JSON.stringify({
    ingredients: ["3 huevos", "300 g de patata", "aceite de oliva"],
    instructions: ["Pela y corta las patatas.", "Fríelas.", "Cuaja la tortilla."],
    time: 40,
    difficulty: "medio",
  }),
};

let fake: FakeChatServer;
let app: TestApp;
beforeAll(async () => {
  fake = await startFakeChatServer();
  app = await createTestApp({ env: { AI_BASE_URL: fake.url, ...PROVIDER_ENV } });
}, 60_000);
afterAll(async () => {
  await app?.close();
  await fake?.close();
});
beforeEach(() => {
  fake.reset();
  fake.setDefault(PLAN_REPLY);
});

/** A premium user whose onboarding stored the initial plan (through the provider, in the request). */
async function premiumUser(target = app) {
  const user = await signUp(target);
  const res = await target.request(
    "/api/onboarding",
    authed(user.cookie, { method: "POST", json: VALID_ONBOARDING }),
  );
  expect(res.status).toBe(200);
  await makePremium(target, user.userId);
  return user;
}

function generate(cookie: string, weekOffset: number, target = app) {
  return target.request(
    "/api/plans/generate",
    authed(cookie, { method: "POST", json: { week_offset: weekOffset } }),
  );
}

async function pollJob(cookie: string, id: string, target = app, timeoutMs = 20_000): Promise<Job> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const res = await target.request(`/api/jobs/${id}`, authed(cookie));
    expect(res.status).toBe(200);
    const job = (await res.json()) as Job;
    if (job.state === "completed" || job.state === "failed") return job;
    if (Date.now() > deadline) throw new Error(`el trabajo sigue en ${job.state}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

describe("plan generation as a job", () => {
  it("answers 202 at once; the job reports progress and ends with the stored plan", async () => {
    const { cookie } = await premiumUser();
    fake.script({ ...PLAN_REPLY, delayMs: 1500 });
    const started = Date.now();
    const res = await generate(cookie, 1);
    expect(res.status).toBe(202);
    expect(Date.now() - started).toBeLessThan(1000);
    const accepted = (await res.json()) as { job_id: string; kind: string; state: string };
    expect(accepted).toMatchObject({ kind: "plan", state: "queued" });

    // While the provider thinks, the job is running with partial progress.
    let seen: Job | undefined;
    for (let i = 0; i < 40 && seen?.state !== "active"; i++) {
      await new Promise((r) => setTimeout(r, 50));
      seen = (await (await app.request(`/api/jobs/${accepted.job_id}`, authed(cookie))).json()) as Job;
    }
    expect(seen?.state).toBe("active");
    expect(seen?.progress).toBeGreaterThan(0);
    expect(seen?.progress).toBeLessThan(100);

    const job = await pollJob(cookie, accepted.job_id);
    expect(job).toMatchObject({ state: "completed", progress: 100, attempts: 1, error: null });
    const plan = job.result as { id: string; daily_plans: unknown[] };
    expect(plan.daily_plans).toHaveLength(7);
    const week = await app.request("/api/plans?week_offset=1", authed(cookie));
    expect(((await week.json()) as { id: string }).id).toBe(plan.id);
  });

  it("refuses a second job for the same week while one runs (409 with the running job's id)", async () => {
    const { cookie } = await premiumUser();
    fake.script({ ...PLAN_REPLY, delayMs: 1500 });
    const first = (await (await generate(cookie, 2)).json()) as { job_id: string };
    const again = await generate(cookie, 2);
    expect(again.status).toBe(409);
    const body = (await again.json()) as { error: string; job_id: string };
    expect(body.job_id).toBe(first.job_id);
    expect(body.error).toMatch(/Ya se está generando un plan para esta semana/);
    // another week is another job
    const other = await generate(cookie, 3);
    expect(other.status).toBe(202);
    await pollJob(cookie, first.job_id);
    await pollJob(cookie, ((await other.json()) as { job_id: string }).job_id);
    // once it ended, the week may be generated again
    expect((await generate(cookie, 2)).status).toBe(202);
  });

  it("of 1,000 parallel requests from one user, one job per week runs and the rest are refused", async () => {
    const { cookie, userId } = await premiumUser();
    fake.setDefault({ ...PLAN_REPLY, delayMs: 500 });
    const weeks = [1, 2, 3, 4];
    const answers = await Promise.all(
      Array.from({ length: 1000 }, async (_, i) => {
        const res = await generate(cookie, weeks[i % weeks.length]);
        return {
          status: res.status,
          week: weeks[i % weeks.length],
          body: (await res.json()) as { job_id: string },
        };
      }),
    );
    const accepted = answers.filter((a) => a.status === 202);
    expect(accepted).toHaveLength(weeks.length);
    expect(new Set(accepted.map((a) => a.week)).size).toBe(weeks.length);
    expect(answers.filter((a) => a.status === 409)).toHaveLength(1000 - weeks.length);
    // every refusal names its week's running job
    for (const a of answers) {
      expect(a.body.job_id).toBe(accepted.find((x) => x.week === a.week)?.body.job_id);
    }
    for (const a of accepted)
      expect((await pollJob(cookie, a.body.job_id, app, 30_000)).state).toBe("completed");
    const [plans] = await app.database.db
      .select({ n: count() })
      .from(mealPlans)
      .where(eq(mealPlans.userId, userId));
    expect(plans.n).toBe(1 + weeks.length); // the initial plan + one per week
  }, 120_000);

  it("retries a failed attempt with back-off and succeeds on the next", async () => {
    const { cookie } = await premiumUser();
    fake.script({ status: 500 }, PLAN_REPLY);
    const res = await generate(cookie, 1);
    const job = await pollJob(cookie, ((await res.json()) as { job_id: string }).job_id);
    expect(job).toMatchObject({ state: "completed", attempts: 2 });
  });

  it("a job that keeps failing ends with the spec's message, which polling returns", async () => {
    const { cookie, userId } = await premiumUser();
    fake.script({ status: 500 }, { status: 500 });
    const before = await app.request("/api/plans?week_offset=1", authed(cookie));
    const res = await generate(cookie, 1);
    const job = await pollJob(cookie, ((await res.json()) as { job_id: string }).job_id);
    expect(job).toMatchObject({
      state: "failed",
      attempts: 2,
      result: null,
      error: { message: AI_MESSAGES.plan.failed, status: 502 },
    });
    // nothing changed: the week's plan (none) and the user's plans
    expect(await before.json()).toBeNull();
    const [plans] = await app.database.db
      .select({ n: count() })
      .from(mealPlans)
      .where(eq(mealPlans.userId, userId));
    expect(plans.n).toBe(1);
  });

  it("refusals answer at once, without a job: a free user's second plan is 402", async () => {
    const user = await signUp(app);
    await app.request("/api/onboarding", authed(user.cookie, { method: "POST", json: VALID_ONBOARDING }));
    const res = await generate(user.cookie, 1);
    expect(res.status).toBe(402);
    expect(await res.json()).toMatchObject({ code: "UPGRADE_REQUIRED", feature: "custom_meal_plans" });
  });
});

describe("GET /api/jobs/:id", () => {
  it("is 404 for another user's job and for anything that is not a job id", async () => {
    const owner = await premiumUser();
    const other = await signUp(app);
    const { job_id } = (await (await generate(owner.cookie, 1)).json()) as { job_id: string };
    const res = await app.request(`/api/jobs/${job_id}`, authed(other.cookie));
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ error: "Trabajo no encontrado" });
    expect((await app.request("/api/jobs/no-es-un-id", authed(owner.cookie))).status).toBe(404);
    expect((await app.request(`/api/jobs/${job_id}`)).status).toBe(401);
    await pollJob(owner.cookie, job_id);
  });
});

describe("recipe generation as a job", () => {
  it("charges one generation, answers 202, then serves the stored recipe at once", async () => {
    const { cookie, userId } = await premiumUser();
    fake.script({ ...RECIPE_REPLY, delayMs: 500 });
    const first = await app.request(
      "/api/recipes",
      authed(cookie, { method: "POST", json: { meal: plannedMeal } }),
    );
    expect(first.status).toBe(202);
    const { job_id } = (await first.json()) as { job_id: string };
    // the same meal asked again while it runs: the same job, charged once
    const again = await app.request(
      "/api/recipes",
      authed(cookie, { method: "POST", json: { meal: plannedMeal } }),
    );
    expect(again.status).toBe(202);
    expect(((await again.json()) as { job_id: string }).job_id).toBe(job_id);

    const job = await pollJob(cookie, job_id);
    expect(job.state).toBe("completed");
    expect(job.result).toMatchObject({ time: 40, difficulty: "medio" });
    const stored = await app.request(
      "/api/recipes",
      authed(cookie, { method: "POST", json: { meal: plannedMeal } }),
    );
    expect(stored.status).toBe(200);
    expect(await stored.json()).toMatchObject({
      ingredients: ["3 huevos", "300 g de patata", "aceite de oliva"],
    });
    const [charged] = await app.database.db
      .select({ n: count() })
      .from(recipeGenerations)
      .where(eq(recipeGenerations.userId, userId));
    expect(charged.n).toBe(1);
  });

  it("gives the generation back when the job fails for good", async () => {
    const { cookie, userId } = await premiumUser();
    fake.script({ status: 500 }, { status: 500 });
    const res = await app.request(
      "/api/recipes",
      authed(cookie, { method: "POST", json: { meal: plannedMeal } }),
    );
    const job = await pollJob(cookie, ((await res.json()) as { job_id: string }).job_id);
    expect(job.error).toEqual({ message: AI_MESSAGES.recipe.failed, status: 502 });
    const [charged] = await app.database.db
      .select({ n: count() })
      .from(recipeGenerations)
      .where(eq(recipeGenerations.userId, userId));
    expect(charged.n).toBe(0);
  });
});

describe("restart", () => {
  it("a job queued by an instance that stopped is run by the next one", async () => {
    const first = await createTestApp({
      env: { AI_BASE_URL: fake.url, ...PROVIDER_ENV },
      jobs: { work: false },
    });
    try {
      const { cookie } = await premiumUser(first);
      const res = await generate(cookie, 1, first);
      expect(res.status).toBe(202);
      const { job_id } = (await res.json()) as { job_id: string };
      await first.jobs?.stop();

      const second = await createTestApp({
        env: { AI_BASE_URL: fake.url, ...PROVIDER_ENV },
        database: first.database,
      });
      try {
        const job = await pollJob(cookie, job_id, second);
        expect(job.state).toBe("completed");
      } finally {
        await second.jobs?.stop();
      }
    } finally {
      await first.close();
    }
  }, 60_000);

  it("the sweep sends a job the queue never received, and fails (and refunds) one the queue lost", async () => {
    const { cookie, userId } = await premiumUser();
    const old = new Date(Date.now() - 24 * 60 * 60 * 1000);
    // committed, then the process stopped before the send: no pg-boss job
    const [lost] = await app.database.db
      .insert(aiJobs)
      .values({
        userId,
        kind: "plan",
        dedupeKey: "2099-01-01",
        input: { week_offset: 1, time_zone: "Europe/Madrid", requested_at: new Date().toISOString() },
        updatedAt: old,
      })
      .returning();
    // an attempt that started and whose queue entry is gone: nobody will finish it
    const [usage] = await app.database.db.insert(recipeGenerations).values({ userId }).returning();
    const [orphan] = await app.database.db
      .insert(aiJobs)
      .values({
        userId,
        kind: "recipe",
        dedupeKey: "comida-perdida",
        state: "active",
        attempts: 1,
        input: { meal: plannedMeal, usage_id: usage.id },
        updatedAt: old,
      })
      .returning();
    await app.jobs?.sweep();
    expect((await pollJob(cookie, lost.id)).state).toBe("completed");
    const failed = await pollJob(cookie, orphan.id);
    expect(failed.error).toEqual({ message: AI_MESSAGES.recipe.failed, status: 502 });
    const [charged] = await app.database.db
      .select({ n: count() })
      .from(recipeGenerations)
      .where(eq(recipeGenerations.userId, userId));
    expect(charged.n).toBe(0);
  });
});
