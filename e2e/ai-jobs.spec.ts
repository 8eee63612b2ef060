import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type FakeChatServer, startFakeChatServer } from "../src/ai/testing/fake-chat-server";
import { planJson } from "../src/ai/testing/fixtures";
import { axeViolations, DESKTOP, launchBrowser, newPage, PHONE, viewportShot } from "./support/browser";
import { type RunningServer, startServer } from "./support/server";
import { createOnboardedUser } from "./support/users";

/**
 * Issue 16 item 4 (docs/decisions/0029): with an AI provider (a real local chat-completions
 * server), generating a plan is a background job; the overlay follows the job's real progress and
 * the plan appears when the job ends; a recipe is a job too.
 */
let fake: FakeChatServer;
let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  fake = await startFakeChatServer();
  browser = await launchBrowser();
  server = await startServer({
    AI_BASE_URL: fake.url,
    AI_API_KEY: "clave-de-prueba",
    AI_MAX_RETRIES: "0",
    AI_JOB_RETRIES: "0",
  });
}, 120_000);
afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await fake?.close();
});

const RECIPE = {
  ingredients: ["200 g de lentejas", "1 zanahoria", "1 cucharada de aceite de oliva"],
  instructions: ["Pon las lentejas en remojo.", "Cuécelas con la verdura 30 minutos.", "Sirve caliente."],
  time: 45,
  difficulty: "fácil",
};

describe("AI plan and recipe as background jobs", () => {
  for (const [viewport, size] of [
    ["phone", PHONE],
    ["desktop", DESKTOP],
  ] as const) {
    it(`the overlay shows the job's progress until the plan appears (${viewport})`, async () => {
      const { page, context, errors } = await newPage(browser, { viewport: size });
      // The onboarding's initial plan fails (unusable reply): a free user may then make a first one.
      fake.reset();
      fake.setDefault({ reply: "no" });
      await createOnboardedUser(server.url, context);
      await page.goto(`${server.url}/app/meal-plans`);
      await page.getByRole("heading", { name: "Plan de comidas semanal" }).waitFor();

      fake.setDefault({ reply: JSON.stringify(planJson(7, 3)), delayMs: 4000 });
      await page.getByRole("button", { name: "Generar plan nuevo" }).click();
      const overlay = page.getByRole("dialog", { name: "Generando tu plan de comidas" });
      await overlay.waitFor();
      // while the provider thinks, the bar stands at the job's 20 % ("provider asked")
      const bar = overlay.getByRole("progressbar");
      await expect
        .poll(async () => Number(await bar.getAttribute("aria-valuenow")), { timeout: 5000 })
        .toBe(20);
      await viewportShot(page, `ai-job-overlay-${viewport}`);
      expect(await axeViolations(page)).toEqual([]);

      await overlay.waitFor({ state: "detached", timeout: 20_000 });
      await page.locator("article").nth(6).waitFor();
      expect(await page.getByRole("button", { name: /^Ver receta/ }).count()).toBe(21);
      expect(errors).toEqual([]);

      if (viewport === "phone") {
        fake.setDefault({ reply: JSON.stringify(RECIPE), delayMs: 1000 });
        await page
          .getByRole("button", { name: /^Ver receta/ })
          .first()
          .click();
        const recipe = page.getByRole("dialog").filter({ hasText: "Ingredientes" });
        await recipe.getByText("200 g de lentejas").waitFor({ timeout: 15_000 });
        await viewportShot(page, "ai-job-recipe-phone");
        expect(errors).toEqual([]);
      }
      await context.close();
    }, 60_000);
  }
});
