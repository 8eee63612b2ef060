import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { axeViolations, DESKTOP, launchBrowser, newPage, PHONE, screenshot } from "./support/browser";
import { changeDatabase, setPlan } from "./support/database";
import { type RunningServer, startServer } from "./support/server";
import { createOnboardedUser, putSessionInBrowser } from "./support/users";

let server: RunningServer;
let browser: Browser;
/** A premium subscriber whose onboarding stored this week's plan (set premium in the database). */
let premiumCookie: string;
let freeCookie: string;

beforeAll(async () => {
  browser = await launchBrowser();
  server = await startServer();
  const scratch = await browser.newContext();
  const premium = await createOnboardedUser(server.url, scratch, { onboarding: { meals_per_day: 4 } });
  const free = await createOnboardedUser(server.url, scratch);
  await scratch.close();
  premiumCookie = premium.cookie;
  freeCookie = free.cookie;
  server = await changeDatabase(server, (db) => setPlan(db, premium.email));
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

const TZ = "Europe/Madrid";

/** Replaces the Web Share API and the clipboard with recorders, so the shared text can be read back. */
async function stubSharing(page: Page) {
  await page.addInitScript(() => {
    const w = window as unknown as { __shared: string[]; __copied: string[] };
    w.__shared = [];
    w.__copied = [];
    Object.defineProperty(navigator, "share", {
      configurable: true,
      writable: true,
      value: async (data: { text: string }) => {
        w.__shared.push(data.text);
      },
    });
    Object.defineProperty(navigator, "clipboard", {
      configurable: true,
      value: {
        writeText: async (text: string) => {
          w.__copied.push(text);
        },
      },
    });
  });
}

const checkboxes = (page: Page) => page.locator('main input[type="checkbox"]');

async function itemNames(page: Page, checked: boolean): Promise<string[]> {
  return page
    .locator(
      `main li[data-item]:has(input[type="checkbox"]${checked ? ":checked" : ":not(:checked)"}) label span.block.font-medium`,
    )
    .allTextContents();
}

describe("shopping list", () => {
  it("builds the list from the plan on a phone, keeps three ticks across a reload and shares it as text", async () => {
    const { page, context, errors } = await newPage(browser, { viewport: PHONE, timezoneId: TZ });
    await putSessionInBrowser(context, server.url, premiumCookie);
    await stubSharing(page);

    // from the plan page's link
    await page.goto(`${server.url}/app/meal-plans`);
    await page.getByRole("heading", { name: "Plan de comidas semanal" }).waitFor();
    await page.getByRole("link", { name: "Lista de la compra" }).first().click();
    await page.getByRole("heading", { name: "Lista de la compra", level: 1 }).waitFor();
    await checkboxes(page).first().waitFor();

    // grouped by aisle, in Spanish, with quantities a shop sells
    const aisles = await page.locator("main section[aria-labelledby^=aisle-] h2").allTextContents();
    expect(aisles.some((a) => a.startsWith("Frutas y verduras"))).toBe(true);
    expect(aisles.some((a) => a.startsWith("Despensa"))).toBe(true);
    const total = await checkboxes(page).count();
    expect(total).toBeGreaterThan(15);
    expect(await page.locator("main").textContent()).toMatch(/\d+ (g|huevos?|cucharadas?|ml|l)\b/);

    // tick the first three items of the first aisle: each sinks below what is still to buy
    const firstAisle = page.locator("main section[aria-labelledby^=aisle-]").first();
    const ticked: string[] = [];
    for (let i = 0; i < 3; i++) {
      const row = firstAisle.locator("li[data-item]").first();
      ticked.push((await row.locator("label span.block.font-medium").textContent()) ?? "");
      const saved = page.waitForResponse((r) => r.url().includes("/api/shopping-list/items/") && r.ok());
      await row.locator("label").click();
      await saved;
    }
    await page.getByText(`3 de ${total} marcados`).waitFor();
    expect((await itemNames(page, true)).sort()).toEqual([...ticked].sort());
    const firstRows = await firstAisle
      .locator("li[data-item] label span.block.font-medium")
      .allTextContents();
    expect(firstRows.slice(-3).sort()).toEqual([...ticked].sort());
    await screenshot(page, "shopping-list-phone");
    // one-handed on a phone: nothing wider than the screen
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    await page.screenshot({ path: "test-results/screenshots/shopping-list-phone-top.png" });
    await firstAisle.locator("li[data-item] input:checked").first().scrollIntoViewIfNeeded();
    await page.screenshot({ path: "test-results/screenshots/shopping-list-phone-ticked.png" });

    // the ticks are on the server
    await page.reload();
    await checkboxes(page).first().waitFor();
    await page.getByText(`3 de ${total} marcados`).waitFor();
    expect((await itemNames(page, true)).sort()).toEqual([...ticked].sort());

    // share as plain text: the Web Share API gets what is still to buy
    await page.getByRole("button", { name: "Compartir" }).click();
    await page.getByText("Lista compartida.").waitFor();
    const [shared] = await page.evaluate(() => (window as unknown as { __shared: string[] }).__shared);
    expect(shared).toMatch(/^Lista de la compra \(/);
    expect(shared).toContain("\nFrutas y verduras:\n- ");
    const open = await itemNames(page, false);
    for (const name of open.slice(0, 5)) expect(shared).toContain(`- ${name}`);
    for (const name of ticked)
      expect(shared.split("\n")).not.toContain(expect.stringMatching(new RegExp(`^- ${name}:`)));

    // without the Web Share API the text goes to the clipboard
    await page.evaluate(() => {
      Object.defineProperty(navigator, "share", { configurable: true, value: undefined });
    });
    await page.getByRole("button", { name: "Compartir" }).click();
    await page.getByText("Lista copiada. Pégala donde quieras compartirla.").waitFor();
    const [copied] = await page.evaluate(() => (window as unknown as { __copied: string[] }).__copied);
    expect(copied).toBe(shared);

    // add an item by hand, then mark a product "siempre en casa" and undo it
    await page.getByLabel("Añadir un artículo").fill("Papel de cocina");
    await page.getByRole("button", { name: "Añadir", exact: true }).click();
    await page.getByRole("heading", { name: /^Añadidos por ti/ }).waitFor();
    const salt = page.locator('li[data-item="sal"]');
    if ((await salt.count()) > 0) {
      await salt.getByRole("button", { name: /Más opciones/ }).click();
      await salt.getByRole("button", { name: "Siempre en casa" }).click();
      await page.getByText("Tienes en casa (1)").waitFor();
      expect(await page.locator('li[data-item="sal"]').count()).toBe(0);
      await page.getByText("Tienes en casa (1)").click();
      await page.getByRole("button", { name: "Volver a la lista" }).click();
      await page.locator('li[data-item="sal"]').waitFor();
    }

    await page.getByLabel("Añadir un artículo").scrollIntoViewIfNeeded();
    await page.screenshot({ path: "test-results/screenshots/shopping-list-phone-bottom.png" });
    expect(await axeViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("looks like the rest of the app on a desktop, and prints without the app's chrome", async () => {
    const { page, context, errors } = await newPage(browser, { viewport: DESKTOP, timezoneId: TZ });
    await putSessionInBrowser(context, server.url, premiumCookie);
    await page.goto(`${server.url}/app/shopping-list`);
    await checkboxes(page).first().waitFor();
    await expect(
      page.getByRole("navigation").getByRole("link", { name: "Lista de la compra" }).isVisible(),
    ).resolves.toBe(true);
    await screenshot(page, "shopping-list-desktop");
    await page.screenshot({ path: "test-results/screenshots/shopping-list-desktop-top.png" });
    // the fourth nav item still fits where the desktop nav starts (md, 768 px)
    await page.setViewportSize({ width: 768, height: 800 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(768);
    await page.screenshot({ path: "test-results/screenshots/shopping-list-768.png" });
    await page.setViewportSize(DESKTOP);
    await page.emulateMedia({ media: "print" });
    expect(await page.locator("header").first().isVisible()).toBe(false);
    expect(await page.getByRole("button", { name: "Compartir" }).isVisible()).toBe(false);
    await screenshot(page, "shopping-list-print");
    expect(errors).toEqual([]);
    await context.close();
  });

  it("shows a free user the upsell instead of a list", async () => {
    const { page, context, errors } = await newPage(browser, { viewport: PHONE, timezoneId: TZ });
    await putSessionInBrowser(context, server.url, freeCookie);
    await page.goto(`${server.url}/app/shopping-list`);
    await page.getByRole("heading", { name: "La lista de la compra es una función Premium" }).waitFor();
    expect(await checkboxes(page).count()).toBe(0);
    await page.getByRole("button", { name: "Ver planes" }).click();
    await page.getByRole("dialog").getByText("Lista de la compra y exportación").waitFor();
    await screenshot(page, "shopping-list-free-phone");
    expect(errors).toEqual([]);
    await context.close();
  });
});
