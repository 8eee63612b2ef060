import path from "node:path";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addDays, localDay, startOfLocalDay } from "../src/core/dates";
import { openPglite } from "../src/server/db/client";
import { mealLogs } from "../src/server/db/schema";
import { axeViolations, DESKTOP, launchBrowser, newPage, PHONE, screenshot } from "./support/browser";
import { type RunningServer, startServer } from "./support/server";
import { createOnboardedUser, putSessionInBrowser } from "./support/users";

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

async function logMeal(cookie: string, meal: Record<string, unknown>) {
  const res = await fetch(`${server.url}/api/meals`, {
    method: "POST",
    headers: { "content-type": "application/json", cookie, "x-time-zone": TZ, origin: server.url },
    body: JSON.stringify({ fiber: 3, salt: 0.5, sugar: 4, ...meal }),
  });
  expect(res.ok, await res.clone().text()).toBe(true);
}

const card = (page: Page, name: string) =>
  page.locator("article").filter({ has: page.getByRole("heading", { name, exact: true }) });

describe("dashboard", () => {
  it("shows the day's totals and a streak of 1 after logging two meals, on a phone and a desktop", async () => {
    const { page, context, errors } = await newPage(browser, { viewport: PHONE, timezoneId: TZ });
    const { cookie } = await createOnboardedUser(server.url, context, { name: "Lucía Pérez" });
    await logMeal(cookie, {
      meal_type: "breakfast",
      description: "Tostada con tomate y aceite",
      calories: 450,
      protein: 22.5,
      carbs: 50,
      fat: 18,
    });
    await logMeal(cookie, {
      meal_type: "lunch",
      description: "Lentejas con verduras",
      calories: 700,
      protein: 30,
      carbs: 90,
      fat: 20,
    });

    await page.goto(`${server.url}/app/dashboard`);
    await page.getByRole("heading", { name: "¡Hola, Lucía!" }).waitFor();
    expect(await card(page, "Calorías").textContent()).toMatch(/1150\s*\/\s*\d+ kcal/);
    expect(await card(page, "Proteína").textContent()).toMatch(/52,5\s*\/\s*\d+ g/);
    expect(await card(page, "Carbohidratos").textContent()).toMatch(/140\s*\/\s*\d+ g/);
    expect(await card(page, "Sal").textContent()).toContain("Dentro del límite");
    await expect(page.getByText("1 day in a row logging").isVisible()).resolves.toBe(true);
    // today's calories only: one day of data is too little for a trend
    await expect(
      page.getByText("No hay suficientes datos para mostrar el gráfico").isVisible(),
    ).resolves.toBe(true);
    const track = page.getByRole("link", { name: "What have you eaten today?" });
    expect(await track.getAttribute("href")).toBe("/app/meal-tracker");
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    await screenshot(page, "dashboard-phone");
    expect(await axeViolations(page)).toEqual([]);

    await page.setViewportSize(DESKTOP);
    await screenshot(page, "dashboard-desktop");
    expect(await axeViolations(page)).toEqual([]);

    await track.click();
    await page.waitForURL("**/app/meal-tracker");
    expect(errors).toEqual([]);
    await context.close();
  });

  it("charts a week of history with the goal line and flags a ceiling passed", async () => {
    const { page, context, errors } = await newPage(browser, { viewport: DESKTOP, timezoneId: TZ });
    const { cookie } = await createOnboardedUser(server.url, context, { name: "Jorge Martín" });
    // The salt ceiling comes from the nutrition guidance (5 g, or 4 g with hypertension): go clearly over it.
    const before = await (
      await fetch(`${server.url}/api/dashboard`, { headers: { cookie, "x-time-zone": TZ } })
    ).json();
    const saltOverCeiling = Math.ceil(before.goals.salt * 1.5 * 10) / 10;
    await logMeal(cookie, {
      meal_type: "dinner",
      description: "Pizza con chorizo",
      calories: 1100,
      protein: 40,
      carbs: 110,
      fat: 50,
      salt: saltOverCeiling,
      sugar: 12,
    });
    const profile = await (
      await fetch(`${server.url}/api/profile`, { headers: { cookie, "x-time-zone": TZ } })
    ).json();
    const userId: string = profile.profile.id;

    // Earlier days cannot be logged through the API: write them straight into the stopped server's database.
    const dataDir = server.dataDir;
    await server.stop();
    const database = await openPglite(path.join(dataDir, "db"));
    const today = localDay(new Date(), TZ);
    const history: [number, number][] = [
      [-6, 1650],
      [-5, 2300],
      [-4, 1900],
      [-2, 1200],
      [-1, 2050],
    ];
    try {
      await database.db.insert(mealLogs).values(
        history.map(([offset, calories]) => ({
          userId,
          mealType: "lunch",
          description: "Comida anterior",
          calories,
          loggedAt: new Date(startOfLocalDay(addDays(today, offset), TZ).getTime() + 13 * 3_600_000),
        })),
      );
    } finally {
      await database.close();
    }
    server = await startServer({}, dataDir);
    await putSessionInBrowser(context, server.url, cookie);

    await page.goto(`${server.url}/app/dashboard`);
    await page.getByRole("heading", { name: "¡Hola, Jorge!" }).waitFor();
    await expect(page.getByText("3 days in a row logging").isVisible()).resolves.toBe(true);
    const average = Math.round((1650 + 2300 + 1900 + 1200 + 2050 + 1100) / 7);
    await expect(page.getByText(`${average} kcal/día`).isVisible()).resolves.toBe(true);
    await expect(page.getByText(/^Meta: \d+ kcal$/).isVisible()).resolves.toBe(true);
    const table = page.locator("table");
    expect(await table.locator("tbody tr").count()).toBe(7);
    expect(await table.locator("tbody tr").last().textContent()).toMatch(/hoy[\s\S]*1100/);
    const salt = card(page, "Sal");
    expect(await salt.textContent()).toContain("Por encima del límite");
    expect(await salt.textContent()).toMatch(/\+\d+%/);
    await screenshot(page, "dashboard-history-desktop");
    expect(await axeViolations(page)).toEqual([]);

    await page.setViewportSize(PHONE);
    // the chart redraws at the phone's width (readable text), rather than shrinking the desktop drawing
    await page.waitForFunction(
      (max) => Number(document.querySelector("figure svg")?.getAttribute("width")) <= max,
      PHONE.width - 64,
    );
    // nothing wider than the phone: no sideways scrolling
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    await screenshot(page, "dashboard-history-phone");
    expect(errors).toEqual([]);
    await context.close();
  });

  it("shows the loading state while the stats load, and the error with a retry when they cannot", async () => {
    const { page, context, errors } = await newPage(browser, { viewport: PHONE, timezoneId: TZ });
    await createOnboardedUser(server.url, context, { name: "Sara Gil" });

    // a slow answer: the skeleton is announced until the data arrive
    await page.route("**/api/dashboard", async (route) => {
      await new Promise((r) => setTimeout(r, 1500));
      await route.continue();
    });
    await page.goto(`${server.url}/app/dashboard`);
    await page.getByRole("status").filter({ hasText: "Cargando tu resumen…" }).waitFor();
    await screenshot(page, "dashboard-loading-phone");
    await page.getByRole("heading", { name: "¡Hola, Sara!" }).waitFor();

    // a failing server: three tries (1 s and 2 s apart), then the spec's error and a retry button
    await page.unrouteAll();
    let calls = 0;
    await page.route("**/api/dashboard", async (route) => {
      calls += 1;
      await route.fulfill({ status: 503, contentType: "application/json", body: "{}" });
    });
    await page.reload();
    await page
      .getByRole("alert")
      .filter({ hasText: "Error fetching dashboard stats" })
      .waitFor({ timeout: 10_000 });
    expect(calls).toBe(3);
    await page.unrouteAll();
    await page.getByRole("button", { name: "Reintentar" }).click();
    await page.getByRole("heading", { name: "¡Hola, Sara!" }).waitFor({ timeout: 10_000 });
    expect(errors).toEqual([]);
    await context.close();
  });
});
