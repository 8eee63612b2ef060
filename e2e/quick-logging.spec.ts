import type { Browser, Page } from "playwright-core";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addDays, localDay } from "../src/core/dates";
import { axeViolations, DESKTOP, launchBrowser, newPage, PHONE, screenshot } from "./support/browser";
import { type RunningServer, startServer } from "./support/server";
import { createOnboardedUser } from "./support/users";

// Issue 17: logging a known meal in a few taps on a phone (search, recents, favourites, copies, other days).
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

async function api(cookie: string, path: string, json?: unknown) {
  const res = await fetch(`${server.url}${path}`, {
    method: json === undefined ? "GET" : "POST",
    headers: {
      cookie,
      origin: server.url,
      "x-time-zone": TZ,
      ...(json === undefined ? {} : { "content-type": "application/json" }),
    },
    body: json === undefined ? undefined : JSON.stringify(json),
  });
  return { status: res.status, body: await res.json() };
}

async function shot(page: Page, name: string) {
  await page.evaluate(() => window.scrollTo(0, 0));
  await screenshot(page, name);
}

/** Searches the table and adds the food with `name` in the given amount and measure. */
async function addFood(page: Page, query: string, name: string, amount?: string, unit?: string) {
  const quick = page.getByRole("region", { name: "Búsqueda rápida" });
  await quick.getByLabel("Buscar alimento").fill(query);
  await resultButton(page, name).click();
  const picker = quick.getByRole("group", { name });
  if (unit) await picker.getByLabel("Medida").selectOption({ label: unit });
  if (amount) await picker.getByLabel("Cantidad").fill(amount);
  await picker.getByRole("button", { name: "Añadir" }).click();
  await picker.waitFor({ state: "detached" });
}

/** A search result: "Elegir <name>" then its kcal per portion (the name alone, not "pan integral"). */
const resultButton = (page: Page, name: string) =>
  page
    .getByRole("region", { name: "Búsqueda rápida" })
    .getByRole("button", { name: new RegExp(`^Elegir ${name}\\s*\\d+ kcal`) });

const mealsOf = (page: Page, heading: string) =>
  page.getByRole("region", { name: heading }).locator("article");

describe("quick logging on a phone", () => {
  it("logs from search, repeats a recent, stars and logs a favourite, copies yesterday, logs on yesterday (390 px)", async () => {
    const { page, context, errors } = await newPage(browser, { viewport: PHONE });
    const { cookie } = await createOnboardedUser(server.url, context);
    const today = localDay(new Date(), TZ);
    const yesterday = addDays(today, -1);
    // Yesterday's dinner, logged earlier, is what "Copiar el día de ayer" brings to today.
    const seeded = await api(cookie, "/api/meals", {
      meal_type: "dinner",
      description: "Lentejas con chorizo",
      calories: 520,
      protein: 28,
      carbs: 55,
      fat: 18,
      sugar: 4,
      fiber: 12,
      salt: 1.6,
      day: yesterday,
    });
    expect(seeded.status).toBe(201);

    await page.goto(`${server.url}/app/meal-tracker`);
    await page.getByRole("heading", { name: "Comidas de Hoy" }).waitFor();
    expect(await page.getByRole("button", { name: "Día siguiente" }).isDisabled()).toBe(true);

    // 1. A meal from search: three foods, two of them in household units.
    const quick = page.getByRole("region", { name: "Búsqueda rápida" });
    await quick.getByLabel("Buscar alimento").fill("pan");
    await quick.getByRole("heading", { name: "Alimentos" }).waitFor();
    await shot(page, "quick-logging-search-phone");
    expect(await axeViolations(page)).toEqual([]);
    await addFood(page, "pan", "pan", "2", "rebanada (30 g)");
    await addFood(page, "leche", "leche", "1", "vaso (240 g)");
    await addFood(page, "platnao", "plátano", "120", "gramos");
    const cart = quick.getByRole("list", { name: "Tu comida" });
    expect(await cart.locator("li").count()).toBe(3);
    await quick.getByRole("group", { name: "Tipo de comida" }).getByText("Desayuno", { exact: true }).click();
    await shot(page, "quick-logging-cart-phone");
    expect(await axeViolations(page)).toEqual([]);
    await quick.getByRole("button", { name: "Guardar comida" }).click();
    const breakfast = mealsOf(page, "Comidas de Hoy").filter({ hasText: "2 rebanadas de pan" });
    await breakfast.waitFor();
    expect(await breakfast.textContent()).toContain("1 vaso de leche y 120 g de plátano");
    // 60 g of bread (287 kcal/100 g) + a 240 g glass of milk (47) + 120 g of banana (90.5)
    expect(await breakfast.textContent()).toContain(`${Math.round(172.2 + 112.8 + 108.6)}`);

    // 2. One tap on a recent logs it again, as the chosen meal type.
    const picks = page.getByRole("region", { name: "Comidas rápidas" });
    await picks.getByLabel("Registrar como").selectOption("snack");
    await picks.getByRole("button", { name: /^Registrar 2 rebanadas de pan/ }).click();
    await expect.poll(() => mealsOf(page, "Comidas de Hoy").count()).toBe(2);
    expect(await mealsOf(page, "Comidas de Hoy").first().textContent()).toMatch(/^Merienda/);

    // 3. Star a meal, name it, and log it from Favoritos.
    // newest first: the Merienda copy leads, the breakfast is last
    const starButton = breakfast.last().getByRole("button", { name: /^Guardar en favoritos Desayuno/ });
    await starButton.click();
    await breakfast
      .last()
      .getByRole("button", { name: /^Quitar de favoritos Desayuno/ })
      .waitFor();
    await picks.getByRole("tab", { name: "Favoritos" }).click();
    await picks.getByRole("button", { name: /^Poner nombre a / }).click();
    await picks.getByLabel("Nombre del favorito").fill("Mi desayuno de siempre");
    await picks.getByRole("button", { name: "Guardar nombre" }).click();
    await picks.getByLabel("Registrar como").selectOption("breakfast");
    await picks.getByRole("button", { name: "Registrar Mi desayuno de siempre" }).click();
    await expect.poll(() => mealsOf(page, "Comidas de Hoy").count()).toBe(3);
    await shot(page, "quick-logging-favorites-phone");
    expect(await axeViolations(page)).toEqual([]);

    // 4. Copy yesterday to today.
    await quick.getByRole("button", { name: "Copiar el día de ayer" }).click();
    await page.getByText("Copiada 1 comida de ayer a hoy.").waitFor();
    await mealsOf(page, "Comidas de Hoy").filter({ hasText: "Lentejas con chorizo" }).waitFor();
    expect(await mealsOf(page, "Comidas de Hoy").count()).toBe(4);

    // 5. Yesterday's dinner, logged on yesterday from the date switcher.
    await page.getByRole("button", { name: "Día anterior" }).click();
    const yesterdayList = page.getByRole("region", { name: "Comidas de ayer" });
    await yesterdayList.waitFor();
    await addFood(page, "tortilla de patatas", "tortilla de patatas", "1", "ración (150 g)");
    await quick.getByRole("group", { name: "Tipo de comida" }).getByText("Cena", { exact: true }).click();
    await quick.getByRole("button", { name: "Guardar comida" }).click();
    await page.getByText("Comida guardada en tu registro de ayer.").waitFor();
    await yesterdayList.locator("article").filter({ hasText: "1 ración de tortilla de patatas" }).waitFor();
    expect(await yesterdayList.locator("article").count()).toBe(2);
    await shot(page, "quick-logging-yesterday-phone");
    expect(await axeViolations(page)).toEqual([]);

    // The dashboard counts it on the day it was eaten, not today.
    const dashboard = (await api(cookie, "/api/dashboard")).body;
    const kcalYesterday = dashboard.week.find((d: { day: string }) => d.day === yesterday).calories;
    expect(kcalYesterday).toBe(520 + Math.round(165 * 1.5));
    expect(dashboard.today.calories).not.toBe(0);
    const todayMeals = (await api(cookie, "/api/meals")).body as { description: string }[];
    expect(todayMeals.some((m) => m.description.includes("tortilla"))).toBe(false);

    // "Copiar a hoy" on a past meal.
    await yesterdayList
      .locator("article")
      .filter({ hasText: "1 ración de tortilla de patatas" })
      .getByRole("button", { name: /^Copiar a hoy/ })
      .click();
    await page.getByText("Comida copiada a hoy.").waitFor();
    await page.getByRole("button", { name: "Volver a hoy" }).click();
    await mealsOf(page, "Comidas de Hoy").filter({ hasText: "tortilla de patatas" }).waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });

  it("looks right on a desktop (1280 px) with the search open", async () => {
    const { page, context, errors } = await newPage(browser, { viewport: DESKTOP });
    await createOnboardedUser(server.url, context);
    await page.goto(`${server.url}/app/meal-tracker`);
    await page.getByRole("heading", { name: "Comidas de Hoy" }).waitFor();
    const quick = page.getByRole("region", { name: "Búsqueda rápida" });
    await quick.getByLabel("Buscar alimento").fill("arepa");
    await resultButton(page, "arepa").waitFor();
    await shot(page, "quick-logging-search-desktop");
    await addFood(page, "arepa", "arepa");
    await quick.getByLabel("Buscar alimento").fill("queso");
    await resultButton(page, "queso").waitFor();
    await shot(page, "quick-logging-cart-desktop");
    expect(await axeViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("without a vision model, keeps the photo and logs the plate from the search, counting no photo analysis (390 px)", async () => {
    const { page, context, errors } = await newPage(browser, { viewport: PHONE });
    const { cookie } = await createOnboardedUser(server.url, context);
    const photosLeft = async () => (await api(cookie, "/api/subscription")).body.usage_left.photo_analysis;
    await page.goto(`${server.url}/app/meal-tracker`);
    await page.getByRole("heading", { name: "Comidas de Hoy" }).waitFor();
    const form = page.getByRole("region", { name: "Nueva comida" });
    await form.getByText("Almuerzo", { exact: true }).click();
    const plate = await sharp({ create: { width: 800, height: 600, channels: 3, background: "#fde68a" } })
      .jpeg()
      .toBuffer();
    await page
      .getByTestId("photo-input")
      .setInputFiles({ name: "plato.jpg", mimeType: "image/jpeg", buffer: plate });
    await page.getByRole("img", { name: "Vista previa de la foto" }).waitFor();
    await form.getByRole("button", { name: "Analizar Comida" }).click();
    await form.getByText("Busca lo que hay en el plato").waitFor();

    // The search opened inside the photo form; its foods go with the kept photo.
    await form.getByLabel("Buscar alimento").fill("arroz");
    await form.getByRole("button", { name: /^Elegir arroz\s*\d+ kcal/ }).click();
    await form.getByRole("group", { name: "arroz" }).getByRole("button", { name: "Añadir" }).click();
    await form.getByLabel("Buscar alimento").fill("pollo");
    await form
      .getByRole("button", { name: /^Elegir pollo\s*\d+ kcal/ })
      .first()
      .click();
    await form.getByRole("button", { name: "Añadir" }).click();
    await shot(page, "quick-logging-photo-search-phone");
    expect(await axeViolations(page)).toEqual([]);
    await form.getByRole("button", { name: "Guardar comida" }).click();

    const meal = mealsOf(page, "Comidas de Hoy").first();
    const thumb = meal.getByRole("img", { name: /^Foto de .*arroz/ });
    await thumb.waitFor();
    await expect
      .poll(() => thumb.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBeGreaterThan(0);
    expect(await meal.textContent()).toMatch(/^Almuerzo/);
    expect(await photosLeft()).toBe(2);
    expect(errors).toEqual([]);
    await context.close();
  });
});
