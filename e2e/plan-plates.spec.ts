import type { Browser, Route } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
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

/*
 * Planner v2 on the page (issue 13): a Spanish user's week as plates (weight, sides, notes), a recipe's
 * portion, the short description logged by "Añadir a hoy", and goals from guidance on the dashboard.
 * The planner picks dishes at random, so the assertions are about shape and limits, never a dish.
 */

let server: RunningServer;
let browser: Browser;
/** A premium subscriber (set in the database: checkout is another journey), free to regenerate. */
let premium: { email: string; cookie: string };

beforeAll(async () => {
  browser = await launchBrowser();
  server = await startServer();
  const scratch = await browser.newContext();
  premium = await createOnboardedUser(server.url, scratch, { name: "Carmen Soler" });
  await scratch.close();
  server = await changeDatabase(server, (db) => setPlan(db, premium.email));
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

const TZ = "Europe/Madrid";
const MAX_PLATE_G = 900;

interface ApiMeal {
  name: string;
  description: string;
  grams?: number;
  items?: { name: string; grams: number }[];
}
interface ApiPlan {
  daily_plans: { day: number; meals: ApiMeal[]; notes?: unknown }[];
}

async function apiPlan(cookie: string): Promise<ApiPlan> {
  const res = await fetch(`${server.url}/api/plans?week_offset=0`, {
    headers: { cookie, "x-time-zone": TZ },
  });
  expect(res.status).toBe(200);
  return (await res.json()) as ApiPlan;
}

async function loggedDescriptions(cookie: string): Promise<string[]> {
  const res = await fetch(`${server.url}/api/meals`, { headers: { cookie, "x-time-zone": TZ } });
  const body = (await res.json()) as unknown;
  const meals = (Array.isArray(body) ? body : (body as { meals: unknown[] }).meals) as {
    description: string;
  }[];
  return meals.map((m) => m.description);
}

/** "unos 620 g" or "1 ración (unos 1.020 g)" -> 620 or 1020 */
const gramsOf = (text: string | null) =>
  Number(/unos ([\d.]+) g/.exec(text ?? "")?.[1]?.replace(".", "") ?? Number.NaN);

describe("planner v2 on the page", () => {
  it("a Spanish user picks España, generates a week of plates and opens a recipe, on a phone", async () => {
    const { page, context, errors } = await newPage(browser, { viewport: PHONE, timezoneId: TZ });
    await putSessionInBrowser(context, server.url, premium.cookie);

    // The profile offers the cuisine, preset from the browser's language (es-ES -> España).
    await page.goto(`${server.url}/app/profile`);
    const cuisine = page.getByLabel("Cocina");
    await cuisine.waitFor();
    expect(await cuisine.inputValue()).toBe("espana");
    await page.getByText("¿Qué cocina prefieres para tu plan?").waitFor();
    await screenshot(page, "plates-profile-cuisine-phone");
    await page.getByRole("button", { name: "Guardar Cambios" }).click();
    await page.getByRole("status").filter({ hasText: "Perfil actualizado" }).waitFor();
    const profile = (await (
      await fetch(`${server.url}/api/profile`, { headers: { cookie: premium.cookie } })
    ).json()) as { profile: { cuisine_region: string | null } };
    expect(profile.profile.cuisine_region).toBe("espana");

    // A new week for this cuisine.
    await page.goto(`${server.url}/app/meal-plans`);
    await page.locator('article[aria-current="date"]').waitFor();
    await page.getByRole("button", { name: "Generar plan nuevo" }).click();
    const overlay = page.getByRole("dialog", { name: "Generando tu plan de comidas" });
    await overlay.waitFor();
    await overlay.waitFor({ state: "detached", timeout: 15_000 });
    expect(await page.getByRole("button", { name: /^Ver receta/ }).count()).toBe(21);

    const plan = await apiPlan(premium.cookie);
    const meals = plan.daily_plans.flatMap((d) => d.meals);
    const plates = meals.filter((m) => typeof m.grams === "number" && m.grams > 0);
    // Every meal the planner weighed shows its weight, within the limit; sides show with their grams.
    const shownGrams = await page.getByTestId("plate-grams").allTextContents();
    expect(shownGrams).toHaveLength(plates.length);
    for (const text of shownGrams) {
      expect(text).toMatch(/^unos \d+ g$/);
      expect(gramsOf(text)).toBeLessThanOrEqual(MAX_PLATE_G);
    }
    const withSides = meals.filter((m) => (m.items ?? []).length > 0);
    const shownSides = await page.getByTestId("plate-sides").allTextContents();
    expect(shownSides).toHaveLength(withSides.length);
    for (const text of shownSides) expect(text).toMatch(/\+ .+ \(\d+ g\)/);
    await screenshot(page, "plates-week-phone");
    expect(await axeViolations(page)).toEqual([]);

    // Today's first recipe: its portion as a serving, with the main dish's grams when weighed.
    const today = page.locator('article[aria-current="date"]');
    const firstName = (await today.locator("h3").first().textContent())?.trim() ?? "";
    await today
      .getByRole("button", { name: /^Ver receta/ })
      .first()
      .click();
    const recipe = page.getByRole("dialog", { name: firstName });
    await recipe.getByRole("heading", { name: "Ingredientes" }).waitFor();
    const todayIndex = await today.evaluate((el) =>
      [...document.querySelectorAll("article")].indexOf(el as HTMLElement),
    );
    const firstMeal = plan.daily_plans[todayIndex]?.meals[0];
    if (typeof firstMeal?.grams === "number") {
      const portion = (await recipe.getByTestId("recipe-portion").textContent()) ?? "";
      expect(portion).toMatch(/^1 ración \(unos \d+ g\)$/);
      expect(gramsOf(portion)).toBeLessThanOrEqual(MAX_PLATE_G);
    } else {
      // an unweighed meal (planner v1) states its servings in its description instead
      expect(await recipe.getByTestId("recipe-portion").count()).toBe(0);
    }
    const ingredients = await recipe
      .getByRole("heading", { name: "Ingredientes" })
      .locator("..")
      .locator("li");
    expect(await ingredients.count()).toBeGreaterThan(0);
    // kitchen units (issue 13 item 6): no "0,9 g de sal" or "90 g de huevo"
    const lines = await ingredients.allTextContents();
    expect(lines.filter((line) => /\d,\d+ g\b/.test(line))).toEqual([]);
    expect(lines.filter((line) => /\bg de (sal|huevos?)\b/.test(line))).toEqual([]);
    await viewportShot(page, "plates-recipe-phone");
    expect(await axeViolations(page)).toEqual([]);
    await recipe.getByRole("button", { name: "Cerrar" }).first().click();
    await recipe.waitFor({ state: "detached" });

    // "Añadir a hoy" logs a plate by its short description.
    await today
      .getByRole("button", { name: /^Añadir a hoy/ })
      .first()
      .click();
    const success = page.getByRole("dialog", { name: "¡Éxito!" });
    await success.waitFor();
    await success.waitFor({ state: "detached", timeout: 6000 });
    const logged = await loggedDescriptions(premium.cookie);
    expect(logged).toHaveLength(1);
    if (firstMeal && typeof firstMeal.grams === "number") {
      expect(logged[0]).toBe(firstMeal.description);
    } else {
      expect(logged[0].startsWith(firstName)).toBe(true);
    }

    expect(errors).toEqual([]);
    await context.close();
  });

  it("shows a day's plates, sides and relaxation notes on a desktop, and logs the plate's description", async () => {
    const { page, context, errors } = await newPage(browser, { viewport: DESKTOP, timezoneId: TZ });
    const { cookie } = await createOnboardedUser(server.url, context, { name: "Andrés Gil" });
    // The week as planner v2 sends it, whatever the planner on this branch does: every meal a plate
    // of a known weight with two sides, and today's day with a note on a relaxed constraint.
    const note = "Con tantas calorías en pocas comidas, hoy la fibra queda por debajo de lo recomendado.";
    await page.route("**/api/plans?week_offset=0", async (route: Route) => {
      const response = await route.fetch();
      const body = (await response.json()) as ApiPlan;
      for (const day of body.daily_plans) {
        day.notes = day.day === 0 ? [note] : undefined;
        day.meals = day.meals.map((meal) => ({
          ...meal,
          description: `${meal.name}, pan y naranja`,
          grams: 615,
          items: [
            {
              name: "pan",
              grams: 40,
              calories: 100,
              protein: 3,
              carbs: 20,
              fat: 1,
              sugar: 1,
              fiber: 1,
              salt: 0.5,
            },
            {
              name: "naranja",
              grams: 150,
              calories: 70,
              protein: 1,
              carbs: 15,
              fat: 0,
              sugar: 12,
              fiber: 3,
              salt: 0,
            },
          ],
        }));
      }
      await route.fulfill({ response, json: body });
    });
    await page.goto(`${server.url}/app/meal-plans`);
    const first = page.locator("article").first();
    await first.locator("h3").first().waitFor();
    expect(await page.getByTestId("plate-grams").count()).toBe(21);
    expect(await page.getByTestId("plate-grams").first().textContent()).toBe("unos 615 g");
    expect(await page.getByTestId("plate-sides").first().textContent()).toContain(
      "+ pan (40 g), naranja (150 g)",
    );
    await first.getByRole("region", { name: "Ajustes de este día" }).getByText(note).waitFor();
    expect(await page.getByRole("region", { name: "Ajustes de este día" }).count()).toBe(1);
    await screenshot(page, "plates-week-desktop");
    expect(await axeViolations(page)).toEqual([]);
    // the same plates at 390 px
    await page.setViewportSize(PHONE);
    await screenshot(page, "plates-week-phone-v2");
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await page.setViewportSize(DESKTOP);

    const name = (await first.locator("h3").first().textContent())?.trim() ?? "";
    await first
      .getByRole("button", { name: /^Ver receta/ })
      .first()
      .click();
    const recipe = page.getByRole("dialog", { name });
    await recipe.getByRole("heading", { name: "Ingredientes" }).waitFor();
    // 615 g on the plate, 190 g of them sides: the recipe's serving is the other 425 g
    expect(await recipe.getByTestId("recipe-portion").textContent()).toBe("1 ración (unos 425 g)");
    await recipe.getByText("pan (40 g), naranja (150 g)").waitFor();
    await viewportShot(page, "plates-recipe-desktop");
    await page.keyboard.press("Escape");
    await recipe.waitFor({ state: "detached" });

    await first
      .getByRole("button", { name: /^Añadir a hoy/ })
      .first()
      .click();
    await page.getByRole("dialog", { name: "¡Éxito!" }).waitFor();
    await expect.poll(() => loggedDescriptions(cookie)).toEqual([`${name}, pan y naranja`]);

    expect(errors).toEqual([]);
    await context.close();
  });

  it("gives a user with hypertension a 4 g salt goal on the dashboard", async () => {
    const { page, context, errors } = await newPage(browser, { viewport: PHONE, timezoneId: TZ });
    await createOnboardedUser(server.url, context, {
      name: "Ramón Prieto",
      onboarding: { chronic_conditions: ["hipertensión"] },
    });
    await page.goto(`${server.url}/app/dashboard`);
    const salt = page
      .locator("article")
      .filter({ has: page.getByRole("heading", { name: "Sal", exact: true }) });
    await salt.waitFor();
    expect(await salt.textContent()).toContain("/ 4 g");
    expect(await salt.textContent()).toContain("Límite 4 g");
    const sugar = page
      .locator("article")
      .filter({ has: page.getByRole("heading", { name: "Azúcares", exact: true }) });
    expect(await sugar.textContent()).toContain("Límite");
    expect(await sugar.textContent()).toContain("Azúcares totales · referencia UE");
    await screenshot(page, "plates-dashboard-hypertension-phone");
    expect(errors).toEqual([]);
    await context.close();
  });
});
