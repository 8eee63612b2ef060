import fs from "node:fs";
import { type Browser, chromium, type Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  type FakeOffServer,
  GALLETAS_MARIA,
  startFakeOffServer,
} from "../src/server/features/barcode/testing/fake-off-server";
import { barcodeVideo } from "./support/barcode-video";
import {
  axeViolations,
  CHROMIUM_ARGS,
  DESKTOP,
  launchBrowser,
  newPage,
  PHONE,
  screenshot,
} from "./support/browser";
import { type RunningServer, startServer } from "./support/server";
import { createOnboardedUser } from "./support/users";

// Issue 17 item 5: the app talks to a local server that answers like Open Food Facts; nothing
// reaches the internet.
let off: FakeOffServer;
let server: RunningServer;
let browser: Browser;
const UNKNOWN = "4000000000006";

beforeAll(async () => {
  off = await startFakeOffServer({ [GALLETAS_MARIA.code]: { product: GALLETAS_MARIA } });
  server = await startServer({ OFF_BASE_URL: off.url, OFF_CONTACT: "e2e@bocado.example" });
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await off?.close();
});

/** The sheet as the user sees it: the viewport, not the full page under the fixed overlay. */
async function screenshotView(page: Page, name: string) {
  fs.mkdirSync("test-results/screenshots", { recursive: true });
  await page.screenshot({ path: `test-results/screenshots/${name}.png` });
}

async function mealsToday(cookie: string) {
  const res = await fetch(`${server.url}/api/meals`, { headers: { cookie, "x-time-zone": "Europe/Madrid" } });
  return (await res.json()) as {
    description: string;
    calories: number;
    protein: number;
    meal_type: string;
  }[];
}

describe("barcode", () => {
  it("types an EAN, sees the product from Open Food Facts and logs 40 g of it (390 px)", async () => {
    const { page, context, errors } = await newPage(browser, { viewport: PHONE });
    const { cookie } = await createOnboardedUser(server.url, context);
    await page.goto(`${server.url}/app/meal-tracker`);
    await page.getByRole("button", { name: "Escanear código" }).click();
    const sheet = page.getByRole("dialog", { name: "Escanear código de barras" });
    await sheet.waitFor();
    expect(page.url()).toMatch(/\/app\/meal-tracker\/escanear$/);
    const attribution = sheet.getByRole("link", { name: "Datos de Open Food Facts" });
    expect(await attribution.getAttribute("href")).toBe("https://world.openfoodfacts.org");
    await screenshotView(page, "barcode-sheet-phone");

    // An unknown code: plain Spanish, and the way to the search.
    const field = sheet.getByLabel("Código de barras (EAN)");
    await field.fill(UNKNOWN);
    await sheet.getByRole("button", { name: "Buscar", exact: true }).click();
    const alert = sheet.getByRole("alert");
    await alert.waitFor();
    expect(await alert.textContent()).toContain("No lo encontramos");
    expect(await sheet.getByRole("button", { name: "Buscar por nombre" }).isVisible()).toBe(true);
    await screenshotView(page, "barcode-not-found-phone");

    // Letters never leave the browser.
    await field.fill("84abc");
    await sheet.getByRole("button", { name: "Buscar", exact: true }).click();
    await sheet.getByText("El código de barras debe tener entre 8 y 14 cifras, sin letras.").waitFor();

    await field.fill(`${GALLETAS_MARIA.code.slice(0, 4)} ${GALLETAS_MARIA.code.slice(4)}`);
    await sheet.getByRole("button", { name: "Buscar", exact: true }).click();
    await sheet.getByTestId("barcode-product-name").waitFor();
    expect(await sheet.getByTestId("barcode-product-name").textContent()).toBe("Galletas María");
    await sheet.getByText("Cuétara", { exact: true }).waitFor();
    await sheet.getByText(/440 kcal por 100 g/).waitFor();
    expect(await sheet.getByRole("link", { name: "Datos de Open Food Facts" }).getAttribute("href")).toBe(
      `https://world.openfoodfacts.org/product/${GALLETAS_MARIA.code}`,
    );
    // One serving (4 galletas, 25 g) is offered first; the user switches to grams.
    expect(await sheet.getByTestId("barcode-portion-kcal").textContent()).toBe("110 kcal en 25 g");
    await sheet.getByText("Gramos", { exact: true }).click();
    await sheet.getByLabel("Gramos que has comido").fill("40");
    await sheet.getByText("Almuerzo", { exact: true }).click();
    expect(await sheet.getByTestId("barcode-portion-kcal").textContent()).toBe("176 kcal en 40 g");
    await screenshotView(page, "barcode-product-phone");
    expect(await axeViolations(page)).toEqual([]);

    await sheet.getByRole("button", { name: "Guardar comida" }).click();
    await sheet.waitFor({ state: "detached" });
    expect(page.url()).toMatch(/\/app\/meal-tracker$/);
    // the day's list, not the "Recientes" list of the quick-logging card, which shows it too
    const card = page
      .getByRole("region", { name: "Comidas de Hoy" })
      .getByRole("listitem")
      .filter({ hasText: "Galletas María (Cuétara), 40 g" });
    await card.waitFor();
    expect(await card.textContent()).toContain("176");
    await screenshot(page, "barcode-saved-phone");

    const [meal] = await mealsToday(cookie);
    expect(meal).toMatchObject({
      description: "Galletas María (Cuétara), 40 g",
      calories: 176,
      protein: 2.8,
      meal_type: "lunch",
    });
    // Two reads of Open Food Facts (the unknown code and the product), with its User-Agent.
    expect(off.requests.map((r) => r.code)).toEqual([UNKNOWN, GALLETAS_MARIA.code]);
    expect(off.requests[1].userAgent).toBe("Bocado/0.1.0 (e2e@bocado.example)");
    expect(errors).toEqual([]);
    await context.close();
  });

  it("shows the same product from the cache on a wide screen (1280 px)", async () => {
    const { page, context, errors } = await newPage(browser, { viewport: DESKTOP });
    await createOnboardedUser(server.url, context);
    const before = off.requests.length;
    await page.goto(`${server.url}/app/meal-tracker/escanear`);
    const sheet = page.getByRole("dialog", { name: "Escanear código de barras" });
    await sheet.waitFor();
    await screenshotView(page, "barcode-sheet-desktop");
    await sheet.getByLabel("Código de barras (EAN)").fill(GALLETAS_MARIA.code);
    await sheet.getByLabel("Código de barras (EAN)").press("Enter");
    await sheet.getByTestId("barcode-product-name").waitFor();
    await screenshotView(page, "barcode-product-desktop");
    expect(off.requests.length).toBe(before);
    // Escape closes the sheet and leaves the tracker.
    await page.keyboard.press("Escape");
    await sheet.waitFor({ state: "detached" });
    expect(page.url()).toMatch(/\/app\/meal-tracker$/);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("reads the barcode from the camera (a fake camera showing an EAN-13, read by ZXing)", async () => {
    const video = await barcodeVideo(GALLETAS_MARIA.code);
    const withCamera = await chromium.launch({
      executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
      args: [
        ...CHROMIUM_ARGS,
        "--use-fake-ui-for-media-stream",
        "--use-fake-device-for-media-stream",
        `--use-file-for-fake-video-capture=${video}`,
      ],
    });
    try {
      const { page, context, errors } = await newPage(withCamera, { viewport: PHONE });
      await context.grantPermissions(["camera"], { origin: server.url });
      await createOnboardedUser(server.url, context);
      await page.goto(`${server.url}/app/meal-tracker/escanear`);
      const sheet = page.getByRole("dialog", { name: "Escanear código de barras" });
      // Chromium on Linux has no BarcodeDetector: this is the lazily loaded ZXing path.
      expect(await page.evaluate(() => "BarcodeDetector" in window)).toBe(false);
      await sheet.getByRole("button", { name: "Usar la cámara" }).click();
      await sheet.getByTestId("barcode-product-name").waitFor({ timeout: 20_000 });
      expect(await sheet.getByTestId("barcode-product-name").textContent()).toBe("Galletas María");
      // The camera is released once the code is read.
      expect(await page.evaluate(() => document.querySelector("video")?.srcObject ?? null)).toBeNull();
      expect(errors).toEqual([]);
    } finally {
      await withCamera.close();
    }
  });
});
