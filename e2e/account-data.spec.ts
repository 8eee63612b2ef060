import fs from "node:fs";
import { strFromU8, unzipSync } from "fflate";
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
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

const MFP_CSV = [
  "Date,Meal,Calories,Fat (g),Saturated Fat,Polyunsaturated Fat,Monounsaturated Fat,Trans Fat,Cholesterol,Sodium (mg),Potassium,Carbohydrates (g),Fiber,Sugar,Protein (g),Vitamin A,Vitamin C,Calcium,Iron,Note",
  "2026-11-02,Breakfast,412.0,14.2,4.1,2.0,6.3,0.0,210.0,520.0,410.0,48.5,5.1,12.3,21.0,8.0,4.0,15.0,12.0,",
  "2026-11-02,Lunch,655.0,22.0,6.0,4.1,9.8,0.1,85.0,1180.0,890.0,72.4,9.0,6.2,38.5,20.0,35.0,8.0,25.0,",
  "2026-11-02,Dinner,540.0,19.5,5.2,3.3,8.7,0.0,60.0,940.0,760.0,55.0,7.5,8.8,33.2,15.0,22.0,10.0,18.0,Cena con amigos",
].join("\r\n");

async function api(path: string, cookie: string, body: unknown) {
  const res = await fetch(`${server.url}${path}`, {
    method: "POST",
    headers: {
      "content-type": "application/json",
      cookie,
      origin: server.url,
      "x-time-zone": "Europe/Madrid",
    },
    body: JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`${path}: ${res.status} ${await res.text()}`);
}

describe("your data in the profile (issue 19 items 4-6)", () => {
  it("exports a CSV zip, imports a MyFitnessPal file after a preview, and deletes the account on a phone", async () => {
    const { page, context, errors } = await newPage(browser, { viewport: PHONE });
    const { email, password, cookie } = await createOnboardedUser(server.url, context, {
      name: "Irene Sanz",
    });
    await api("/api/billing/demo/complete", cookie, { plan: "premium" });
    await api("/api/meals", cookie, {
      meal_type: "breakfast",
      description: "Tostada con aceite y tomate",
      calories: 310.5,
      protein: 8.25,
      carbs: 40,
      fat: 12,
      sugar: 3,
      fiber: 4,
      salt: 0.9,
    });

    await page.goto(`${server.url}/app/profile`);
    await page.getByRole("heading", { name: "Exportar tus datos" }).waitFor();
    await page.getByRole("heading", { name: "Eliminar mi cuenta" }).scrollIntoViewIfNeeded();
    await screenshot(page, "account-data-phone");
    expect(await axeViolations(page)).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth)).toBe(false);

    // Export: a real download, named by date, with Spanish CSVs inside.
    const [download] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("button", { name: "Descargar CSV (ZIP)" }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^bocado-datos-\d{4}-\d{2}-\d{2}\.zip$/);
    const zip = unzipSync(new Uint8Array(fs.readFileSync(await download.path())));
    const meals = strFromU8(zip["comidas.csv"]);
    expect(meals).toContain("fecha;hora;registrado_en;tipo_de_comida;descripcion;kcal");
    expect(meals).toContain("Desayuno;Tostada con aceite y tomate;311;8,25");
    await page.getByText(/^Descargado: bocado-datos-/).waitFor();

    // Import: pick the file, read the preview, confirm, read the report.
    await page.getByLabel("Elegir archivo").setInputFiles({
      name: "File-Export-2026-11-02.csv",
      mimeType: "text/csv",
      buffer: Buffer.from(MFP_CSV),
    });
    await page.getByText("Formato detectado: MyFitnessPal").waitFor();
    await page.getByText("Breakfast → Desayuno (1)").waitFor();
    await page.getByRole("cell", { name: "Cena con amigos" }).waitFor();
    await page.locator("#import-title").scrollIntoViewIfNeeded();
    await screenshot(page, "account-import-preview-phone");
    expect(await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth)).toBe(false);
    await page.getByRole("button", { name: "Importar 3 comidas" }).click();
    await page
      .getByRole("status")
      .filter({ hasText: "Importadas 3 comidas; 0 repetidas omitidas; 0 filas rechazadas." })
      .waitFor();

    // Delete: a wrong password changes nothing; the right one ends on the landing page, signed out.
    await page.getByRole("button", { name: "Eliminar mi cuenta" }).click();
    const dialog = page.getByRole("dialog", { name: "¿Eliminar tu cuenta para siempre?" });
    await dialog.waitFor();
    await dialog.getByLabel("Tu contraseña").fill("no-es-la-mía-123");
    await dialog.getByRole("button", { name: "Eliminar definitivamente" }).click();
    await dialog.getByText("La contraseña no es correcta. No se ha eliminado nada.").waitFor();
    await screenshot(page, "account-delete-modal-phone");
    await dialog.getByLabel("Tu contraseña").fill(password);
    await dialog.getByRole("button", { name: "Eliminar definitivamente" }).click();
    await page.waitForURL(`${server.url}/`);
    await page.getByRole("link", { name: "Empieza Gratis" }).first().waitFor();
    expect((await context.cookies()).filter((c) => c.name.includes("session"))).toEqual([]);

    await page.goto(`${server.url}/login`);
    await page.getByLabel("Correo electrónico").fill(email);
    await page.getByLabel("Contraseña").fill(password);
    await page.getByRole("button", { name: "Iniciar sesión" }).click();
    await page
      .getByRole("alert")
      .filter({ hasText: "Correo electrónico o contraseña incorrectos" })
      .waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });

  it("shows a free user the upsell for CSV and still downloads the JSON (desktop)", async () => {
    const { page, context, errors } = await newPage(browser, { viewport: DESKTOP });
    await createOnboardedUser(server.url, context);
    await page.goto(`${server.url}/app/profile`);
    await page.getByRole("heading", { name: "Exportar tus datos" }).waitFor();
    const [download] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("button", { name: "Descargar JSON" }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^bocado-datos-\d{4}-\d{2}-\d{2}\.json$/);
    const doc = JSON.parse(fs.readFileSync(await download.path(), "utf8"));
    expect(doc).toMatchObject({ format: "bocado-export", meal_logs: [] });
    await page.getByRole("button", { name: "Descargar CSV (ZIP)" }).click();
    await page.getByRole("dialog", { name: "Función Premium" }).waitFor();
    await page.getByRole("button", { name: "Más tarde" }).click();
    await page.getByRole("heading", { name: "Exportar tus datos" }).scrollIntoViewIfNeeded();
    await screenshot(page, "account-data-desktop");
    expect(errors).toEqual([]);
    await context.close();
  });
});
