import type { Browser, Page } from "playwright-core";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { axeViolations, DESKTOP, launchBrowser, newPage, PHONE, screenshot } from "./support/browser";
import { type RunningServer, startServer } from "./support/server";
import { createOnboardedUser } from "./support/users";
import { startVisionProvider } from "./support/vision";

/** The embedded default (built-in engine): it reads descriptions, never photos. */
let server: RunningServer;
/** The app with a vision provider (a local fake): photos are read and count against the daily limit. */
let vision: RunningServer;
let provider: Awaited<ReturnType<typeof startVisionProvider>>;
let browser: Browser;

beforeAll(async () => {
  provider = await startVisionProvider();
  server = await startServer();
  vision = await startServer(provider.env);
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await vision?.stop();
  await provider?.fake.close();
});

const BREAKFAST = "2 huevos fritos con una tostada de pan integral y un café con leche";

/** An API call as the signed-in user, from outside the browser (to set up a situation quickly). */
async function api(
  cookie: string,
  path: string,
  init: { method?: string; json?: unknown; form?: FormData; base?: string } = {},
) {
  const base = init.base ?? server.url;
  const headers: Record<string, string> = { cookie, origin: base, "x-time-zone": "Europe/Madrid" };
  if (init.json !== undefined) headers["content-type"] = "application/json";
  return fetch(`${base}${path}`, {
    method: init.method ?? (init.json || init.form ? "POST" : "GET"),
    headers,
    body: init.form ?? (init.json !== undefined ? JSON.stringify(init.json) : undefined),
  });
}

const photoBytes = () =>
  sharp({
    create: { width: 1200, height: 900, channels: 3, background: "#f59e0b" },
  })
    .composite([
      {
        input: Buffer.from(
          '<svg width="1200" height="900"><circle cx="600" cy="450" r="330" fill="#fff7ed"/><circle cx="520" cy="420" r="120" fill="#fde68a"/><circle cx="700" cy="500" r="90" fill="#65a30d"/></svg>',
        ),
      },
    ])
    .jpeg()
    .toBuffer();

/** Full-page screenshots from the top, so the sticky header sits where a user sees it. */
async function shot(page: Page, name: string) {
  await page.evaluate(() => window.scrollTo(0, 0));
  await screenshot(page, name);
}

async function useUpPhotoAnalyses(cookie: string, base: string) {
  const image = await photoBytes();
  for (let i = 0; i < 2; i++) {
    const form = new FormData();
    form.set("photo", new File([new Uint8Array(image)], "plato.jpg", { type: "image/jpeg" }));
    form.set("description", "una manzana");
    expect((await api(cookie, "/api/meals/analyze", { form, base })).status).toBe(200);
  }
}

const chipText = async (article: ReturnType<Page["locator"]>) =>
  (await article.locator("li").allInnerTexts()).map((s) => s.replace(/\s+/g, " ").trim());

describe("meal tracker", () => {
  it("logs a meal by text, adjusts the breakdown, shows it with its chips, edits it and deletes it", async () => {
    const { page, context, errors } = await newPage(browser, { viewport: PHONE });
    await createOnboardedUser(server.url, context);
    await page.goto(`${server.url}/app/meal-tracker`);
    await page.getByRole("heading", { name: "Comidas de Hoy" }).waitFor();
    await page.getByText("No hay comidas registradas hoy").waitFor();
    await page.getByText("El análisis de fotos es experimental y los valores son aproximados.").waitFor();

    const analyze = page.getByRole("button", { name: "Analizar Comida" });
    expect(await analyze.isDisabled()).toBe(true);
    await page.getByLabel("Descripción", { exact: true }).fill(BREAKFAST);
    expect(await analyze.isDisabled()).toBe(true); // no type yet
    await page.getByText("Desayuno", { exact: true }).click();
    expect(await analyze.isEnabled()).toBe(true);
    await screenshot(page, "meal-tracker-form-phone");
    await analyze.click();

    const review = page.getByRole("region", { name: "Resultado del análisis" });
    await review.waitFor();
    const eggs = review.getByLabel("Gramos de huevo frito");
    expect(await eggs.inputValue()).toBe("110");
    const totalKcal = async () =>
      Number(((await review.locator("li").first().textContent()) ?? "").replace(/\D+/g, ""));
    const before = await totalKcal();
    expect(before).toBeGreaterThan(300);
    await eggs.fill("55"); // one egg instead of two: 112 kcal less
    await expect.poll(totalKcal).toBe(before - 112);
    await review.getByRole("button", { name: "Quitar café con leche" }).click();
    await expect.poll(totalKcal).toBe(before - 112 - 54);
    expect(await review.getByText("café con leche").count()).toBe(0);
    await screenshot(page, "meal-tracker-review-phone");
    expect(await axeViolations(page)).toEqual([]);
    await review.getByRole("button", { name: "Guardar" }).click();

    const list = page.getByRole("region", { name: "Comidas de Hoy" });
    const meal = list.locator("article").first();
    await meal.waitFor();
    await page.getByText("Comida guardada en tu registro de hoy.").waitFor();
    expect(await meal.getByRole("heading", { name: BREAKFAST }).isVisible()).toBe(true);
    expect(await meal.textContent()).toMatch(/Desayuno · \d{2}:\d{2}/);
    const chips = await chipText(meal);
    expect(chips).toEqual([
      expect.stringMatching(new RegExp(`^${before - 166} ?kcal$`)),
      expect.stringMatching(/^Proteína [\d,]+ ?g$/),
      expect.stringMatching(/^Carbs [\d,]+ ?g$/),
      expect.stringMatching(/^Grasa [\d,]+ ?g$/),
      expect.stringMatching(/^Azúcares [\d,]+ ?g$/),
      expect.stringMatching(/^Fibra [\d,]+ ?g$/),
      expect.stringMatching(/^Sal [\d,]+ ?g$/),
    ]);
    // The form is ready for the next meal.
    expect(await page.getByLabel("Descripción", { exact: true }).inputValue()).toBe("");
    await shot(page, "meal-tracker-list-phone");
    expect(await axeViolations(page)).toEqual([]);

    // Edit
    await meal.getByRole("button", { name: /^Editar Desayuno/ }).click();
    const edit = page.getByRole("dialog", { name: "Editar comida" });
    await edit.waitFor();
    expect(await edit.getByLabel("Proteína (g)").getAttribute("min")).toBe("0");
    await edit.getByLabel("Calorías (kcal)").fill("-5");
    await edit.getByRole("button", { name: "Guardar Cambios" }).click();
    await edit.getByText("Las calorías no puede ser negativo").waitFor();
    await edit.getByLabel("Tipo de comida").selectOption("snack");
    await edit.getByLabel("Descripción").fill("Tostada con huevo");
    await edit.getByLabel("Calorías (kcal)").fill("321");
    await screenshot(page, "meal-tracker-edit-phone");
    expect(await axeViolations(page)).toEqual([]);
    await edit.getByRole("button", { name: "Guardar Cambios" }).click();
    await edit.waitFor({ state: "detached" });
    await meal.getByRole("heading", { name: "Tostada con huevo" }).waitFor();
    expect((await chipText(meal))[0]).toMatch(/^321 ?kcal$/);
    expect(await meal.textContent()).toMatch(/Merienda/);

    // Delete, after cancelling once
    await meal.getByRole("button", { name: /^Eliminar Merienda/ }).click();
    const confirm = page.getByRole("dialog", { name: "Eliminar comida" });
    await confirm
      .getByText("¿Estás seguro de que quieres eliminar esta comida? Esta acción no se puede deshacer.")
      .waitFor();
    await confirm.getByRole("button", { name: "Cancelar" }).click();
    expect(await list.locator("article").count()).toBe(1);
    await meal.getByRole("button", { name: /^Eliminar Merienda/ }).click();
    await page
      .getByRole("dialog", { name: "Eliminar comida" })
      .getByRole("button", { name: "Eliminar" })
      .click();
    await page.getByText("No hay comidas registradas hoy").waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });

  it("with a vision provider, logs a meal with a photo the owner sees in the list (desktop)", async () => {
    const { page, context, errors } = await newPage(browser, { viewport: DESKTOP });
    await createOnboardedUser(vision.url, context);
    await page.goto(`${vision.url}/app/meal-tracker`);
    await page.getByText("Te quedan 2 análisis de fotos hoy.", { exact: false }).waitFor();

    await page.getByText("Almuerzo", { exact: true }).click();
    await page.getByTestId("photo-input").setInputFiles({
      name: "paella.jpg",
      mimeType: "image/jpeg",
      buffer: await photoBytes(),
    });
    await page.getByRole("img", { name: "Vista previa de la foto" }).waitFor();
    // A text file named .jpg is refused before it is sent.
    await page.getByRole("button", { name: "Quitar foto" }).click();
    await page.getByTestId("photo-input").setInputFiles({
      name: "no-es-foto.jpg",
      mimeType: "image/jpeg",
      buffer: Buffer.from("hola, soy texto"),
    });
    await page
      .getByRole("alert")
      .getByText("Formato de imagen no válido. Por favor usa JPG o PNG.")
      .waitFor();
    await page.getByTestId("photo-input").setInputFiles({
      name: "paella.jpg",
      mimeType: "image/jpeg",
      buffer: await photoBytes(),
    });
    await page.getByRole("img", { name: "Vista previa de la foto" }).waitFor();
    await page.getByLabel("Descripción", { exact: true }).fill("un plato de paella de marisco");
    await page.getByRole("button", { name: "Analizar Comida" }).click();
    const review = page.getByRole("region", { name: "Resultado del análisis" });
    await review.waitFor();
    await shot(page, "meal-tracker-review-desktop");
    await review.getByRole("button", { name: "Guardar" }).click();

    const meal = page.getByRole("region", { name: "Comidas de Hoy" }).locator("article").first();
    const thumb = meal.getByRole("img", { name: "Foto de un plato de paella de marisco" });
    await thumb.waitFor();
    await expect
      .poll(() => thumb.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBeGreaterThan(0);
    await page.getByText("Te queda 1 análisis de foto hoy.", { exact: false }).waitFor();
    await shot(page, "meal-tracker-desktop");
    expect(await axeViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("with a vision provider, hits the free limits: photo analyses (up front and on the server) and meal logs open the upsell", async () => {
    const { page, context, errors } = await newPage(browser, { viewport: PHONE });
    const { cookie } = await createOnboardedUser(vision.url, context);
    await page.goto(`${vision.url}/app/meal-tracker`);
    await page.getByText("Te quedan 2 análisis de fotos hoy.", { exact: false }).waitFor();

    // The allowance runs out elsewhere (another tab, the phone): the server refuses this one.
    await useUpPhotoAnalyses(cookie, vision.url);
    await page.getByText("Cena", { exact: true }).click();
    await page.getByLabel("Descripción", { exact: true }).fill("una tortilla de patatas");
    await page.getByTestId("photo-input").setInputFiles({
      name: "cena.jpg",
      mimeType: "image/jpeg",
      buffer: await photoBytes(),
    });
    await page.getByRole("button", { name: "Analizar Comida" }).click();
    const upsell = page.getByRole("dialog", { name: "Función Premium" });
    await upsell.waitFor();
    expect((await upsell.locator("li").allInnerTexts())[0]).toBe("Análisis de fotos ilimitado");
    expect(await page.getByRole("alert").textContent()).toBe(
      "Has alcanzado el límite diario de análisis de fotos",
    );
    await screenshot(page, "meal-tracker-upsell-phone");
    expect(await axeViolations(page)).toEqual([]);
    await upsell.getByRole("button", { name: "Más tarde" }).click();
    await upsell.waitFor({ state: "detached" });

    // From now on photo selection is blocked up front.
    await page.getByRole("button", { name: "Quitar foto" }).click();
    await page.getByText("Has usado los análisis de fotos de hoy.", { exact: false }).waitFor();
    const chooser = page.waitForEvent("filechooser", { timeout: 1500 }).then(
      () => "opened",
      () => "blocked",
    );
    await page.getByRole("button", { name: "Elegir foto" }).click();
    await page.getByRole("dialog", { name: "Función Premium" }).waitFor();
    expect(await chooser).toBe("blocked");
    await page.getByRole("button", { name: "Más tarde" }).click();

    // Three meals a day on the free plan: the fourth opens the generic upsell.
    for (let i = 0; i < 3; i++) {
      const res = await api(cookie, "/api/meals", {
        base: vision.url,
        json: {
          meal_type: "snack",
          description: `Fruta ${i + 1}`,
          calories: 80,
          protein: 1,
          carbs: 20,
          fat: 0,
          sugar: 15,
          fiber: 2,
          salt: 0,
        },
      });
      expect(res.status).toBe(201);
    }
    await page.reload();
    await page.getByRole("heading", { name: "Fruta 3" }).waitFor();
    await page.getByText("Cena", { exact: true }).click();
    await page.getByLabel("Descripción", { exact: true }).fill("una tortilla de patatas");
    await page.getByRole("button", { name: "Analizar Comida" }).click();
    await page
      .getByRole("region", { name: "Resultado del análisis" })
      .getByRole("button", { name: "Guardar" })
      .click();
    const generic = page.getByRole("dialog", { name: "Función Premium" });
    await generic.waitFor();
    expect((await generic.locator("li").allInnerTexts())[0]).toBe("Registro de comidas ilimitado");
    expect(await page.getByRole("alert").textContent()).toBe(
      "Has alcanzado el límite diario de comidas registradas del plan Básico",
    );
    await generic.getByRole("button", { name: "Actualizar a Premium" }).click();
    // The checkout starts (the demo one here; Stripe's in production) and remembers where to come back.
    await page.waitForURL("**/app/checkout/demo?plan=premium");
    expect(await page.evaluate(() => sessionStorage.getItem("returnTo"))).toBe("/app/meal-tracker");
    expect(errors).toEqual([]);
    await context.close();
  });
});
