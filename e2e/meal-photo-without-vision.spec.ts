import type { Browser } from "playwright-core";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { axeViolations, launchBrowser, newPage, PHONE, screenshot } from "./support/browser";
import { type RunningServer, startServer } from "./support/server";
import { createOnboardedUser } from "./support/users";

// The embedded default: no AI provider, so nothing can read a photo (issue 12 item 6, issue 17 item 6).
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

const plate = () =>
  sharp({ create: { width: 1000, height: 750, channels: 3, background: "#fde68a" } })
    .composite([
      {
        input: Buffer.from(
          '<svg width="1000" height="750"><circle cx="500" cy="375" r="300" fill="#fff"/><circle cx="430" cy="340" r="110" fill="#f97316"/><circle cx="600" cy="430" r="80" fill="#15803d"/></svg>',
        ),
      },
    ])
    .jpeg()
    .toBuffer();

describe("a photo on a server without a vision model", () => {
  it("keeps the photo, counts no photo analysis, asks for the plate in words and logs the meal with the photo (390 px)", async () => {
    const { page, context, errors } = await newPage(browser, { viewport: PHONE });
    const { cookie } = await createOnboardedUser(server.url, context);
    const photosLeft = async () => {
      const res = await fetch(`${server.url}/api/subscription`, {
        headers: { cookie, "x-time-zone": "Europe/Madrid" },
      });
      return (await res.json()).usage_left.photo_analysis;
    };
    await page.goto(`${server.url}/app/meal-tracker`);
    await page.getByRole("heading", { name: "Comidas de Hoy" }).waitFor();
    expect(await photosLeft()).toBe(2);

    await page.getByText("Almuerzo", { exact: true }).click();
    await page.getByTestId("photo-input").setInputFiles({
      name: "almuerzo.jpg",
      mimeType: "image/jpeg",
      buffer: await plate(),
    });
    await page.getByRole("img", { name: "Vista previa de la foto" }).waitFor();
    const analyze = page.getByRole("button", { name: "Analizar Comida" });
    await analyze.click();

    // The server kept the photo but cannot read it: plain Spanish, the description field focused,
    // the photo still there, and "Analizar Comida" waits for words.
    const note = page
      .getByRole("status")
      .filter({ hasText: "Todavía no podemos leer fotos en este servidor" });
    await note.waitFor();
    expect(await note.textContent()).toContain("Hemos guardado tu foto");
    const description = page.getByLabel("Descripción", { exact: true });
    await expect.poll(() => description.evaluate((el) => el === document.activeElement)).toBe(true);
    expect(await page.getByRole("img", { name: "Vista previa de la foto" }).isVisible()).toBe(true);
    expect(await analyze.isDisabled()).toBe(true);
    expect(await page.getByRole("alert").count()).toBe(0);
    expect(await photosLeft()).toBe(2);
    await screenshot(page, "meal-photo-without-vision-ask-phone");
    expect(await axeViolations(page)).toEqual([]);

    // The user writes what is on the plate; the built-in engine reads the words.
    await description.fill("arroz con pollo y una ensalada");
    await analyze.click();
    const review = page.getByRole("region", { name: "Resultado del análisis" });
    await review.waitFor();
    expect(await review.getByLabel(/^Gramos de /).count()).toBeGreaterThan(0);
    await screenshot(page, "meal-photo-without-vision-review-phone");
    await review.getByRole("button", { name: "Guardar" }).click();

    // Saved with the photo attached; no photo analysis was spent.
    const meal = page.getByRole("region", { name: "Comidas de Hoy" }).locator("article").first();
    const thumb = meal.getByRole("img", { name: "Foto de arroz con pollo y una ensalada" });
    await thumb.waitFor();
    await expect
      .poll(() => thumb.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBeGreaterThan(0);
    expect(await note.count()).toBe(0);
    expect(await photosLeft()).toBe(2);
    await page.evaluate(() => window.scrollTo(0, 0));
    await screenshot(page, "meal-photo-without-vision-saved-phone");
    expect(await axeViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });
});
