import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addDays, localDay, startOfLocalDay } from "../src/core/dates";
import { mealLogs } from "../src/server/db/schema";
import { axeViolations, DESKTOP, launchBrowser, newPage, PHONE, screenshot } from "./support/browser";
import { changeDatabase, setPlan } from "./support/database";
import { type RunningServer, startServer } from "./support/server";
import { createOnboardedUser, putSessionInBrowser } from "./support/users";

const TZ = "Europe/Madrid";
const HOUR = 3_600_000;

let server: RunningServer;
let browser: Browser;
let premium: { email: string; cookie: string };
let free: { email: string; cookie: string };

/** Three weeks of weigh-ins (a trend losing 0.05 kg a day, with the water noise of real scales). */
const NOISE = [0.2, -0.1, 0.3, -0.2, 0, 0.1, -0.3];
const weighIns = (today: string) =>
  Array.from({ length: 21 }, (_, i) => ({
    date: addDays(today, i - 20),
    kg: Math.round((80 - 0.05 * i + NOISE[i % NOISE.length]) * 10) / 10,
  }));

async function api(cookie: string, method: string, url: string, body?: unknown) {
  return fetch(`${server.url}${url}`, {
    method,
    headers: { cookie, origin: server.url, "x-time-zone": TZ, "content-type": "application/json" },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

beforeAll(async () => {
  browser = await launchBrowser();
  server = await startServer();
  const scratch = await browser.newContext();
  premium = await createOnboardedUser(server.url, scratch, {
    name: "Marta Ruiz",
    onboarding: { fitness_goal: "Pérdida de peso", weight: 80 },
  });
  free = await createOnboardedUser(server.url, scratch, { name: "Pablo Soto" });
  await scratch.close();

  const today = localDay(new Date(), TZ);
  // Weigh-ins through the API, as the user would enter them.
  for (const w of weighIns(today)) {
    const res = await api(premium.cookie, "POST", "/api/weights", w);
    if (res.status !== 201) throw new Error(`weigh-in ${w.date}: ${res.status} ${await res.text()}`);
  }
  const userId: string = (await (await api(premium.cookie, "GET", "/api/profile")).json()).profile.id;

  // Earlier days' meals cannot be logged through the API: write them into the stopped server's database.
  server = await changeDatabase(server, async (db) => {
    const meals = [];
    for (let d = 1; d <= 21; d++) {
      const start = startOfLocalDay(addDays(today, -d), TZ).getTime();
      meals.push(
        {
          userId,
          mealType: "breakfast",
          description: "Café con tostada",
          calories: 400,
          sugar: 8,
          salt: 0.8,
          loggedAt: new Date(start + 8 * HOUR),
        },
        {
          userId,
          mealType: "lunch",
          description: "Lentejas con chorizo",
          calories: 900,
          protein: 40,
          salt: 2.4,
          loggedAt: new Date(start + 14 * HOUR),
        },
        {
          userId,
          mealType: "dinner",
          description: "Tortilla de patatas",
          calories: 500,
          protein: 20,
          sugar: 3,
          salt: 1.1,
          loggedAt: new Date(start + 21 * HOUR),
        },
      );
    }
    await db.insert(mealLogs).values(meals);
    await setPlan(db, premium.email);
  });
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe("progress: weight log, adaptive goal and analytics", () => {
  it("on a phone: sees 3 weeks of weigh-ins and the proposed goal, accepts it, and the dashboard follows", async () => {
    const { page, context, errors } = await newPage(browser, { viewport: PHONE, timezoneId: TZ });
    await putSessionInBrowser(context, server.url, premium.cookie);

    // The nav leads there.
    await page.goto(`${server.url}/app/dashboard`);
    await page.getByRole("button", { name: "Abrir menú" }).click();
    await page.getByRole("link", { name: "Progreso" }).click();
    await page.waitForURL("**/app/progress");
    await page.getByRole("heading", { name: "Progreso", level: 1 }).waitFor();

    // The chart (dots and the trend line) with its text alternative.
    await page.locator("[data-testid=weight-chart] svg .recharts-line-curve").waitFor();
    expect(await page.locator("[data-testid=weight-chart] .recharts-scatter-symbol").count()).toBe(21);
    expect(await page.getByTestId("weight-summary").textContent()).toMatch(
      /^Tu tendencia pasó de 80,\d kg a 79,\d kg en 20 días \(−\d,\d kg\)\.$/,
    );
    await page.getByText("Ver los pesajes en una tabla").click();
    expect(await page.locator("table").first().locator("tbody tr").count()).toBe(21);

    // The estimate in plain Spanish, and a proposal toward losing weight.
    const explanation = await page.getByTestId("expenditure-explanation").textContent();
    expect(explanation).toMatch(
      /^En 21 días comiste de media 1\.800 kcal \(21 días registrados\) y tu tendencia bajó 1,\d kg: tu gasto estimado es 2\.\d{3} kcal al día\.$/,
    );
    const goal = await (await api(premium.cookie, "GET", "/api/insights/goal")).json();
    expect(goal.status).toBe("ok");
    expect(Math.abs(goal.expenditure - 2185)).toBeLessThan(150);
    const proposed: number = goal.proposed_goal;
    const shown = `${String(proposed).replace(/\B(?=(\d{3})+(?!\d))/g, ".")} kcal/día`;
    expect((await page.getByTestId("proposed-goal").textContent())?.replace(/\s+/g, " ")).toBe(shown);
    // Nothing scrolls sideways on a phone.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    await page.getByTestId("proposed-goal").scrollIntoViewIfNeeded();
    await screenshot(page, "progress-phone");
    expect(await axeViolations(page)).toEqual([]);

    // Nothing changed yet; accepting PATCHes the profile.
    expect((await (await api(premium.cookie, "GET", "/api/dashboard")).json()).goals.calories).not.toBe(
      proposed,
    );
    await page.getByRole("button", { name: "Aceptar la nueva meta" }).click();
    await page.getByRole("status").filter({ hasText: "Tu meta diaria ahora es" }).waitFor();

    await page.goto(`${server.url}/app/dashboard`);
    await page.getByRole("heading", { name: "¡Hola, Marta!" }).waitFor();
    expect((await (await api(premium.cookie, "GET", "/api/dashboard")).json()).goals.calories).toBe(proposed);
    expect(await page.locator("main").textContent()).toContain(`/ ${proposed} kcal`);

    // A weigh-in from the dashboard's small action: the profile's weight follows it.
    await page.getByRole("button", { name: "Registrar peso" }).click();
    const dialog = page.getByRole("dialog");
    await dialog.getByLabel("Peso en kg").fill("78,6");
    await dialog.getByRole("button", { name: "Guardar peso" }).click();
    await dialog.waitFor({ state: "detached" });
    const profile = await (await api(premium.cookie, "GET", "/api/profile")).json();
    expect(profile.profile.weight).toBe(78.6);

    // A weigh-in of 0 kg is refused in Spanish and nothing is written.
    await page.getByRole("button", { name: "Registrar peso" }).click();
    await dialog.getByLabel("Peso en kg").fill("0");
    await dialog.getByRole("button", { name: "Guardar peso" }).click();
    await dialog.getByText("El peso debe estar entre 20 y 400 kg").waitFor();
    expect((await (await api(premium.cookie, "GET", "/api/profile")).json()).profile.weight).toBe(78.6);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("on a desktop: analytics for 30 days with every nutrient and the sources", async () => {
    const { page, context, errors } = await newPage(browser, { viewport: DESKTOP, timezoneId: TZ });
    await putSessionInBrowser(context, server.url, premium.cookie);
    await page.goto(`${server.url}/app/progress`);
    await page
      .getByRole("group", { name: "Periodo del análisis" })
      .getByRole("button", { name: "30 días" })
      .click();
    await page.getByTestId("consistency").filter({ hasText: "Registraste 21 de 30 días" }).waitFor();
    expect(await page.getByTestId("summary-salt").textContent()).toMatch(/Media: 4,3 g · Límite/);
    expect(await page.getByTestId("top-foods").locator("li").first().textContent()).toContain(
      "Lentejas con chorizo",
    );
    await page.locator("[data-testid=weight-chart] svg .recharts-line-curve").waitFor();
    await screenshot(page, "progress-desktop");
    expect(await axeViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("a weigh-in from the profile moves the profile's weight field too", async () => {
    const { page, context, errors } = await newPage(browser, { viewport: PHONE, timezoneId: TZ });
    await putSessionInBrowser(context, server.url, free.cookie);
    await page.goto(`${server.url}/app/profile`);
    const card = page.getByRole("region", { name: "Tu peso" });
    await card.getByText("Aún no has registrado tu peso.").waitFor();
    expect(await page.getByLabel("Peso (kg)").inputValue()).toBe("62");
    await card.getByLabel("Peso en kg").fill("61,4");
    await card.getByRole("button", { name: "Guardar peso" }).click();
    await card.getByRole("status").filter({ hasText: "Peso guardado: 61,4 kg" }).waitFor();
    await card.getByText(/^Último pesaje: 61,4 kg/).waitFor();
    await expect.poll(() => page.getByLabel("Peso (kg)").inputValue()).toBe("61,4");
    await screenshot(page, "progress-profile-card-phone");
    expect(errors).toEqual([]);
    await context.close();
  });

  it("a free user sees 7 days of calories and the upsell", async () => {
    const { page, context, errors } = await newPage(browser, { viewport: PHONE, timezoneId: TZ });
    await putSessionInBrowser(context, server.url, free.cookie);
    await page.goto(`${server.url}/app/progress`);
    await page.getByText("Plan Básico: calorías de los últimos 7 días.").waitFor();
    expect(await page.getByRole("heading", { name: "Calorías", level: 3 }).count()).toBe(1);
    expect(await page.getByRole("heading", { name: "Azúcares", level: 3 }).count()).toBe(0);
    await page.getByRole("heading", { name: "Análisis de tu alimentación" }).waitFor();
    expect(await page.getByRole("button", { name: "Hazte Premium" }).count()).toBe(2);
    await page
      .getByRole("group", { name: "Periodo del análisis" })
      .getByRole("button", { name: "90 días" })
      .click();
    await page.getByRole("dialog").getByText("Función Premium").waitFor();
    await screenshot(page, "progress-free-phone");
    expect(errors).toEqual([]);
    await context.close();
  });
});
