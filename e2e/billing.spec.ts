import fs from "node:fs";
import path from "node:path";
import type { Browser } from "playwright-core";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { axeViolations, DESKTOP, launchBrowser, newPage, PHONE, screenshot } from "./support/browser";
import { type RunningServer, startServer } from "./support/server";
import { createOnboardedUser, e2eEmail } from "./support/users";
import { startVisionProvider } from "./support/vision";

let server: RunningServer;
let provider: Awaited<ReturnType<typeof startVisionProvider>>;
let browser: Browser;

beforeAll(async () => {
  // A vision provider (local fake), so photo analyses are read and counted; no Stripe variables:
  // the demo checkout is the payment.
  provider = await startVisionProvider();
  server = await startServer(provider.env);
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await provider?.fake.close();
});

const jpeg = () =>
  sharp({ create: { width: 320, height: 240, channels: 3, background: "#d97706" } })
    .jpeg()
    .toBuffer();

/** One photo analysis through the API, as the meal tracker sends it (multipart, with a description). */
async function analyzePhoto(cookie: string): Promise<Response> {
  const form = new FormData();
  form.set("photo", new File([new Uint8Array(await jpeg())], "comida.jpg", { type: "image/jpeg" }));
  form.set("meal_type", "lunch");
  form.set("description", "2 huevos fritos con una tostada de pan integral");
  return fetch(`${server.url}/api/meals/analyze`, {
    method: "POST",
    headers: { cookie, "x-time-zone": "Europe/Madrid", origin: server.url },
    body: form,
  });
}

describe("subscriptions and payment (demo checkout)", () => {
  it("a free user hits the photo limit, upgrades from the profile card, and the limit is gone", async () => {
    const { page, context, errors } = await newPage(browser, { viewport: PHONE });
    const { cookie } = await createOnboardedUser(server.url, context);

    expect((await analyzePhoto(cookie)).status).toBe(200);
    expect((await analyzePhoto(cookie)).status).toBe(200);
    const third = await analyzePhoto(cookie);
    expect(third.status).toBe(402);
    expect(await third.json()).toMatchObject({
      code: "UPGRADE_REQUIRED",
      error: "Has alcanzado el límite diario de análisis de fotos",
    });

    await page.goto(`${server.url}/app/profile`);
    const card = page.locator("section", { has: page.getByRole("heading", { name: "Plan Básico" }) });
    await card.waitFor();
    expect(await card.getByText("Activo", { exact: true }).isVisible()).toBe(true);
    expect(await card.getByText("2 análisis de fotos al día").isVisible()).toBe(true);
    expect(await card.getByText(/0 análisis de fotos/).isVisible()).toBe(true);
    await card.getByRole("button", { name: "Actualizar a Plan Familiar" }).waitFor();
    await card.scrollIntoViewIfNeeded();
    await screenshot(page, "billing-card-free-phone");
    expect(await axeViolations(page)).toEqual([]);

    await card.getByRole("button", { name: "Actualizar a Premium" }).click();
    await page.waitForURL("**/app/checkout/demo?plan=premium");
    expect(await page.evaluate(() => sessionStorage.getItem("returnTo"))).toBe("/app/profile");
    await page.getByText("Pago de demostración — no se cobra nada ni se piden datos de tarjeta").waitFor();
    expect(await page.getByText("9,99 € al mes").isVisible()).toBe(true);
    await screenshot(page, "billing-demo-checkout-phone");
    expect(await axeViolations(page)).toEqual([]);

    await page.getByRole("button", { name: "Confirmar suscripción de prueba" }).click();
    await page.waitForURL((url) => url.pathname === "/app/profile" && !url.search);
    await page.getByRole("heading", { name: "Plan Premium" }).waitFor();
    const activated = page.getByText("¡Listo! Tu plan Premium está activo.");
    await activated.waitFor();
    // visible without scrolling: the card is below the profile form (issue 15 item 12)
    await page.waitForFunction(
      (el) => {
        const r = (el as Element).getBoundingClientRect();
        return r.top >= 0 && r.bottom <= window.innerHeight;
      },
      await activated.elementHandle(),
      { timeout: 5_000 },
    );
    expect(await page.getByText("Activo", { exact: true }).isVisible()).toBe(true);
    expect(await page.getByRole("button", { name: "Actualizar a Premium" }).count()).toBe(0);
    await page.getByRole("heading", { name: "Plan Premium" }).scrollIntoViewIfNeeded();
    await screenshot(page, "billing-card-premium-phone");
    expect(await axeViolations(page)).toEqual([]);

    expect((await analyzePhoto(cookie)).status).toBe(200);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("an upsell elsewhere (?upgrade=family) checks out and comes back to where the user was", async () => {
    const { page, context, errors } = await newPage(browser, { viewport: DESKTOP });
    await createOnboardedUser(server.url, context);

    // What the meal tracker's and plans' upsell buttons do: remember the page, go to the profile.
    await page.goto(`${server.url}/app/dashboard`);
    await page.evaluate(() => sessionStorage.setItem("returnTo", "/app/meal-tracker"));
    await page.goto(`${server.url}/app/profile?upgrade=family`);
    await page.waitForURL("**/app/checkout/demo?plan=family");
    await page.getByText("19,99 € al mes").waitFor();
    await screenshot(page, "billing-demo-checkout-desktop");

    await page.getByRole("button", { name: "Confirmar suscripción de prueba" }).click();
    await page.waitForURL((url) => url.pathname === "/app/meal-tracker");

    await page.goto(`${server.url}/app/profile`);
    await page.getByRole("heading", { name: "Plan Familiar" }).waitFor();
    const invited = e2eEmail("familiar");
    await page.getByLabel("Correo electrónico del familiar").fill(invited);
    await page.getByRole("button", { name: "Invitar" }).click();
    await page.getByText(`Invitación enviada a ${invited}`).waitFor();
    expect(await page.getByText("2 de 5 miembros (contigo)").isVisible()).toBe(true);
    await page.getByRole("heading", { name: "Tu familia" }).scrollIntoViewIfNeeded();
    await screenshot(page, "billing-card-family-desktop");
    expect(await axeViolations(page)).toEqual([]);

    // The invited person signs up with that email, opens the link mailed to it (the development
    // mailer's outbox), sees the invitation on their card and joins.
    const guest = await newPage(browser, { viewport: PHONE });
    await createOnboardedUser(server.url, guest.context, { email: invited, name: "Pablo Pérez" });
    const outbox = path.join(server.dataDir, "outbox");
    const mail = fs
      .readdirSync(outbox)
      .map((name) => fs.readFileSync(path.join(outbox, name), "utf8"))
      .find((text) => text.includes(`To: ${invited}`));
    const link = /\/app\/profile\?invitacion=[^\s]+/.exec(mail ?? "")?.[0];
    expect(link).toBeTruthy();
    await guest.page.goto(`${server.url}${link}`);
    await guest.page.getByText(/te invita a su plan Familiar/).waitFor();
    await guest.page.getByRole("heading", { name: "Plan Básico" }).waitFor();
    await guest.page.getByRole("button", { name: "Aceptar invitación" }).scrollIntoViewIfNeeded();
    await screenshot(guest.page, "billing-invitation-phone");
    expect(await axeViolations(guest.page)).toEqual([]);
    await guest.page.getByRole("button", { name: "Aceptar invitación" }).click();
    await guest.page.getByRole("heading", { name: "Plan Familiar" }).waitFor();
    await guest.page.getByText("Formas parte del plan familiar de").waitFor();
    expect(guest.errors).toEqual([]);
    await guest.context.close();

    await page.reload();
    await page.getByText("Miembro", { exact: true }).waitFor();

    // Cancelling the demo subscription: Inactivo, and the upgrade buttons come back.
    await page.getByRole("button", { name: "Cancelar suscripción" }).click();
    await page.getByRole("dialog").getByRole("button", { name: "Sí, cancelar" }).click();
    await page.getByText("Inactivo", { exact: true }).waitFor();
    await page.getByRole("button", { name: "Actualizar a Premium" }).waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });

  it("'Cancelar' on the demo checkout returns with 'La suscripción fue cancelada' and changes nothing", async () => {
    const { page, context, errors } = await newPage(browser, { viewport: PHONE });
    await createOnboardedUser(server.url, context);
    await page.goto(`${server.url}/app/profile`);
    await page.getByRole("button", { name: "Actualizar a Plan Familiar" }).click();
    await page.waitForURL("**/app/checkout/demo?plan=family");
    await page.getByRole("button", { name: "Cancelar", exact: true }).click();
    await page.waitForURL("**/app/profile?canceled=true");
    await page.getByText("La suscripción fue cancelada").waitFor();
    await page.getByRole("heading", { name: "Plan Básico" }).waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });
});
