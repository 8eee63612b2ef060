import type { Browser, BrowserContext } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { localDay } from "../src/core/dates";
import { planWeek, weekRangeLabel } from "../src/core/week";
import {
  axeViolations,
  DESKTOP,
  launchBrowser,
  newPage,
  PHONE,
  screenshot,
  viewportShot,
} from "./support/browser";
import { changeDatabase, setPlan } from "./support/database";
import { type RunningServer, startServer } from "./support/server";
import { createOnboardedUser, putSessionInBrowser } from "./support/users";

let server: RunningServer;
let browser: Browser;
/** A premium subscriber (set directly in the database: checkout is another journey). */
let premiumCookie: string;

beforeAll(async () => {
  browser = await launchBrowser();
  server = await startServer();
  const scratch = await browser.newContext();
  const premium = await createOnboardedUser(server.url, scratch);
  await scratch.close();
  premiumCookie = premium.cookie;
  server = await changeDatabase(server, (db) => setPlan(db, premium.email));
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

const TZ = "Europe/Madrid";

async function useSession(context: BrowserContext, cookie: string) {
  await putSessionInBrowser(context, server.url, cookie);
}

const label = (offset: number) => {
  const w = planWeek(offset, TZ);
  return weekRangeLabel(w.startDate, w.endDate);
};

describe("weekly meal plan", () => {
  it("shows the onboarding's plan, moves weeks, reuses it, opens a recipe and adds a meal to today", async () => {
    const { page, context, errors } = await newPage(browser, { viewport: PHONE, timezoneId: TZ });
    const { cookie } = await createOnboardedUser(server.url, context);

    await page.goto(`${server.url}/app/meal-plans`);
    await page.getByRole("heading", { name: "Plan de comidas semanal" }).waitFor();
    await page.getByTestId("week-label").getByText(label(0)).waitFor();
    // seven day cards, today's highlighted
    const days = page.locator("article");
    await days.first().waitFor();
    expect(await days.count()).toBe(7);
    const today = page.locator('article[aria-current="date"]');
    expect(await today.count()).toBe(1);
    // the plan made today starts today: no day of it is already past (issue 15 item 1)
    expect(await days.first().getAttribute("aria-current")).toBe("date");
    expect(planWeek(0, TZ).startDate).toBe(localDay(new Date(), TZ));
    await expect(today.getByText("Hoy", { exact: true }).isVisible()).resolves.toBe(true);
    // each meal: name, chips and both actions (3 meals a day by default)
    expect(await page.getByRole("button", { name: /^Ver receta/ }).count()).toBe(21);
    expect(await page.getByRole("button", { name: /^Añadir a hoy/ }).count()).toBe(21);
    await expect(today.getByText("Proteína").first().isVisible()).resolves.toBe(true);
    await screenshot(page, "meal-plans-phone");
    expect(await axeViolations(page)).toEqual([]);

    // next week has no plan: 'preparing' first, then the empty state
    await page.getByRole("button", { name: "Semana siguiente" }).click();
    await page.getByTestId("week-label").getByText(label(1)).waitFor();
    await page.getByText("No hay un plan de comidas para esta semana").waitFor();
    await page.getByText("Genera un nuevo plan o reutiliza uno anterior").waitFor();
    await screenshot(page, "meal-plans-empty-phone");
    expect(await axeViolations(page)).toEqual([]);

    // a free user cannot generate a custom plan: the upsell opens instead
    await page.getByRole("button", { name: "Generar plan nuevo" }).click();
    const upsell = page.getByRole("dialog", { name: "Función Premium" });
    await upsell.waitFor();
    await viewportShot(page, "meal-plans-upsell-phone");
    await expect(upsell.getByText("Planes semanales personalizados").first().isVisible()).resolves.toBe(true);
    await upsell.getByRole("button", { name: "Más tarde" }).click();
    await upsell.waitFor({ state: "detached" });

    // reuse copies this week's plan into next week
    await page.getByRole("button", { name: "Reutilizar anterior" }).click();
    await page.locator("article").nth(6).waitFor();
    expect(await page.getByRole("button", { name: /^Ver receta/ }).count()).toBe(21);
    await page.getByRole("button", { name: "Volver a esta semana" }).click();
    await page.getByTestId("week-label").getByText(label(0)).waitFor();

    // the recipe of today's first meal
    const firstMeal = (await today.locator("h3").first().textContent())?.trim() ?? "";
    expect(firstMeal.length).toBeGreaterThan(0);
    await today
      .getByRole("button", { name: /^Ver receta/ })
      .first()
      .click();
    const recipe = page.getByRole("dialog", { name: firstMeal });
    await recipe.getByRole("heading", { name: "Ingredientes" }).waitFor();
    await recipe.getByRole("heading", { name: "Preparación" }).waitFor();
    await expect(
      recipe
        .getByText(/\d+ min/)
        .first()
        .isVisible(),
    ).resolves.toBe(true);
    await expect(recipe.getByText(/^(fácil|medio|difícil)$/).isVisible()).resolves.toBe(true);
    expect(await recipe.locator("ol > li").count()).toBeGreaterThan(1);
    await expect(recipe.getByText("Información nutricional").first().isVisible()).resolves.toBe(true);
    await viewportShot(page, "recipe-modal-phone");
    expect(await axeViolations(page)).toEqual([]);
    await recipe.getByRole("button", { name: "Cerrar" }).first().click();
    await recipe.waitFor({ state: "detached" });

    // four meals already logged today (the old free limit was 3): adding from the plan still works
    for (let i = 0; i < 4; i++) {
      const logged = await fetch(`${server.url}/api/meals`, {
        method: "POST",
        headers: { "content-type": "application/json", cookie, "x-time-zone": TZ, origin: server.url },
        body: JSON.stringify({
          meal_type: "snack",
          description: `Fruta ${i + 1}`,
          calories: 80,
          protein: 1,
          carbs: 18,
          fat: 0.3,
          sugar: 14,
          fiber: 2,
          salt: 0,
        }),
      });
      expect(logged.status).toBe(201);
    }

    // add it to today: success modal, confetti, closes by itself after 2.5 s
    await today
      .getByRole("button", { name: /^Añadir a hoy/ })
      .first()
      .click();
    const success = page.getByRole("dialog", { name: "¡Éxito!" });
    await success.getByText("¡Comida añadida al registro diario!").waitFor();
    const shownAt = Date.now();
    await expect(
      success.getByRole("button", { name: "Desayuno" }).getAttribute("aria-pressed"),
    ).resolves.toBe("true");
    await viewportShot(page, "meal-added-phone");
    await success.waitFor({ state: "detached", timeout: 6000 });
    expect(Date.now() - shownAt).toBeGreaterThan(1500);

    // the entry is in today's log as breakfast, and on the tracker
    const res = await fetch(`${server.url}/api/meals`, { headers: { cookie, "x-time-zone": TZ } });
    expect(res.status).toBe(200);
    const body = (await res.json()) as { meals?: { description: string; meal_type: string }[] } | unknown[];
    const meals = (Array.isArray(body) ? body : (body as { meals: unknown[] }).meals) as {
      description: string;
      meal_type: string;
    }[];
    expect(meals.some((m) => m.description.startsWith(firstMeal) && m.meal_type === "breakfast")).toBe(true);
    await page.goto(`${server.url}/app/meal-tracker`);
    await page.getByText(firstMeal).first().waitFor({ timeout: 10_000 });

    expect(errors).toEqual([]);
    await context.close();
  });

  it("lets the user say the added meal was another meal of the day, on a desktop", async () => {
    const { page, context, errors } = await newPage(browser, { viewport: DESKTOP, timezoneId: TZ });
    const { cookie } = await createOnboardedUser(server.url, context, { onboarding: { meals_per_day: 4 } });
    await page.goto(`${server.url}/app/meal-plans`);
    const today = page.locator('article[aria-current="date"]');
    await today.waitFor();
    expect(await page.getByRole("button", { name: /^Añadir a hoy/ }).count()).toBe(28);
    await screenshot(page, "meal-plans-desktop");
    expect(await axeViolations(page)).toEqual([]);

    await today
      .getByRole("button", { name: /^Añadir a hoy/ })
      .nth(2)
      .click();
    const success = page.getByRole("dialog", { name: "¡Éxito!" });
    await success.waitFor();
    await success.getByRole("button", { name: "Merienda" }).click();
    await success.locator('button[aria-pressed="true"]', { hasText: "Merienda" }).waitFor();
    await viewportShot(page, "meal-added-desktop");
    await success.getByText("Merienda", { exact: true }).first().waitFor();
    await success.waitFor({ state: "detached", timeout: 6000 });

    const res = await fetch(`${server.url}/api/meals`, { headers: { cookie, "x-time-zone": TZ } });
    const body = (await res.json()) as unknown;
    const meals = (Array.isArray(body) ? body : (body as { meals: unknown[] }).meals) as {
      meal_type: string;
    }[];
    expect(meals.map((m) => m.meal_type)).toEqual(["snack"]);
    // five recipes a week on the free plan; the sixth opens the upsell
    const recipeButtons = page.getByRole("button", { name: /^Ver receta/ });
    for (let i = 0; i < 5; i++) {
      await recipeButtons.nth(i).click();
      const dialog = page
        .getByRole("dialog")
        .filter({ has: page.getByRole("heading", { name: "Ingredientes" }) });
      await dialog.waitFor();
      await page.keyboard.press("Escape");
      await dialog.waitFor({ state: "detached" });
    }
    await recipeButtons.nth(5).click();
    const upsell = page.getByRole("dialog", { name: "Función Premium" });
    await upsell.getByText("Generación ilimitada de recetas").waitFor();
    await page.getByRole("alert").getByText("Has alcanzado el límite semanal de recetas").waitFor();
    await viewportShot(page, "recipe-limit-desktop");
    // upgrading goes to the checkout, remembering to come back here
    await upsell.getByRole("button", { name: "Actualizar a Premium" }).click();
    await page.waitForURL(/checkout/);
    expect(await page.evaluate(() => sessionStorage.getItem("returnTo"))).toBe("/app/meal-plans");

    expect(localDay(new Date(), TZ)).toBe(planWeek(0, TZ).targetDate);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("generates a premium user's plan for next week behind the generating overlay", async () => {
    const { page, context, errors } = await newPage(browser, { viewport: DESKTOP, timezoneId: TZ });
    await useSession(context, premiumCookie);
    await page.goto(`${server.url}/app/meal-plans`);
    await page.locator('article[aria-current="date"]').waitFor();
    await page.getByRole("button", { name: "Semana siguiente" }).click();
    await page.getByText("No hay un plan de comidas para esta semana").waitFor();
    await screenshot(page, "meal-plans-empty-desktop");

    await page.getByRole("button", { name: "Generar plan nuevo" }).click();
    const overlay = page.getByRole("dialog", { name: "Generando tu plan de comidas" });
    await overlay.waitFor();
    await expect(overlay.getByRole("progressbar").isVisible()).resolves.toBe(true);
    await expect(overlay.getByText("¿Sabías que…?").isVisible()).resolves.toBe(true);
    await viewportShot(page, "meal-plans-generating-desktop");
    await overlay.waitFor({ state: "detached", timeout: 10_000 });

    await page.getByTestId("week-label").getByText(label(1)).waitFor();
    expect(await page.locator("article").count()).toBe(7);
    expect(await page.getByRole("button", { name: /^Ver receta/ }).count()).toBe(21);
    // the calorie goal follows the new plan's average
    const shownAverage = Number(
      (
        (await page
          .getByText("Media diaria del plan")
          .locator("..")
          .locator("..")
          .locator("dd")
          .first()
          .textContent()) ?? ""
      ).replace(/\D/g, ""),
    );
    const profile = await fetch(`${server.url}/api/profile`, { headers: { cookie: premiumCookie } });
    const { profile: p } = (await profile.json()) as { profile: { daily_calorie_goal: number } };
    expect(p.daily_calorie_goal).toBe(shownAverage);

    await page
      .getByRole("button", { name: /^Ver receta/ })
      .nth(4)
      .click();
    const recipe = page
      .getByRole("dialog")
      .filter({ has: page.getByRole("heading", { name: "Ingredientes" }) });
    await recipe.waitFor();
    await viewportShot(page, "recipe-modal-desktop");
    expect(await axeViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });
});
