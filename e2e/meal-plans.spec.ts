import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { localDay } from "../src/core/dates";
import { planWeek, weekRangeLabel } from "../src/core/week";
import { axeViolations, DESKTOP, launchBrowser, newPage, PHONE, screenshot } from "./support/browser";
import { type RunningServer, startServer } from "./support/server";
import { createOnboardedUser } from "./support/users";

let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

const TZ = "Europe/Madrid";
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
    await screenshot(page, "recipe-modal-phone");
    expect(await axeViolations(page)).toEqual([]);
    await recipe.getByRole("button", { name: "Cerrar" }).first().click();
    await recipe.waitFor({ state: "detached" });

    // add it to today: success modal, confetti, closes by itself after 2.5 s
    await today
      .getByRole("button", { name: /^Añadir a hoy/ })
      .first()
      .click();
    const success = page.getByRole("dialog", { name: "¡Éxito!" });
    await success.getByText("¡Comida añadida al registro diario!").waitFor();
    await expect(
      success.getByRole("button", { name: "Desayuno" }).getAttribute("aria-pressed"),
    ).resolves.toBe("true");
    await screenshot(page, "meal-added-phone");
    const shownAt = Date.now();
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
    await success.hover();
    await success.getByRole("button", { name: "Merienda" }).click();
    await success.locator('button[aria-pressed="true"]', { hasText: "Merienda" }).waitFor();
    await success.getByText("Merienda", { exact: true }).first().waitFor();
    await success.waitFor({ state: "detached", timeout: 6000 });

    const res = await fetch(`${server.url}/api/meals`, { headers: { cookie, "x-time-zone": TZ } });
    const body = (await res.json()) as unknown;
    const meals = (Array.isArray(body) ? body : (body as { meals: unknown[] }).meals) as {
      meal_type: string;
    }[];
    expect(meals.map((m) => m.meal_type)).toEqual(["snack"]);
    expect(localDay(new Date(), TZ)).toBe(planWeek(0, TZ).targetDate);
    expect(errors).toEqual([]);
    await context.close();
  });
});
