import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { axeViolations, DESKTOP, launchBrowser, newPage, PHONE, screenshot } from "./support/browser";
import { type RunningServer, startServer } from "./support/server";
import { completeOnboarding, cookieHeader, e2eEmail } from "./support/users";

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

describe("public pages and accounts", () => {
  it("shows a landing page a visitor can act on, on a phone and a desktop", async () => {
    for (const [name, viewport] of [
      ["phone", PHONE],
      ["desktop", DESKTOP],
    ] as const) {
      const { page, context, errors } = await newPage(browser, { viewport });
      await page.goto(server.url);
      // The page is drawn in time slices after the scripts run (docs/decisions/0043): wait for it.
      await page.getByRole("link", { name: "Empieza Gratis" }).first().waitFor();
      await expect(page.locator("#pricing").getByText("9,99 €").first().isVisible()).resolves.toBe(true);
      await expect(page.locator("#pricing").getByText("19,99 €").first().isVisible()).resolves.toBe(true);
      await screenshot(page, `landing-${name}`);
      expect(await axeViolations(page)).toEqual([]);
      expect(errors).toEqual([]);
      await context.close();
    }
  });

  it("registers, lands on onboarding, signs out, signs in and lands on the dashboard", async () => {
    const { page, context, errors } = await newPage(browser);
    const email = e2eEmail("journey");
    const password = "contraseña-segura";

    await page.goto(server.url);
    await page.getByRole("link", { name: "Empieza Gratis" }).first().click();
    await page.waitForURL("**/register");
    expect(await axeViolations(page)).toEqual([]);
    await page.getByLabel("Nombre completo").fill("Marta Ruiz");
    await page.getByLabel("Correo electrónico").fill(email);
    await page.getByLabel("Contraseña").fill(password);
    await page.getByRole("button", { name: "Crear cuenta" }).click();
    await page.waitForURL("**/app/onboarding");
    await page.getByText("Configuración Inicial").first().waitFor();

    await page.getByRole("button", { name: "Cerrar Sesión" }).first().click();
    await page.waitForURL("**/login");

    // The onboarding answers are saved through the API here; the chat itself has its own journey.
    const signIn = await fetch(`${server.url}/api/auth/sign-in/email`, {
      method: "POST",
      headers: { "content-type": "application/json", origin: server.url },
      body: JSON.stringify({ email, password }),
    });
    const onboarding = await completeOnboarding(server.url, cookieHeader(signIn));
    expect(onboarding.status).toBe(200);

    expect(await axeViolations(page)).toEqual([]);
    await page.getByLabel("Correo electrónico").fill(email);
    await page.getByLabel("Contraseña").fill(password);
    await page.getByRole("button", { name: "Iniciar sesión" }).click();
    await page.waitForURL("**/app/dashboard");
    await page.getByText(email).first().waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });

  it("shows the server's Spanish message for a wrong password", async () => {
    const { page, context } = await newPage(browser);
    await page.goto(`${server.url}/login`);
    await page.getByLabel("Correo electrónico").fill("nadie@example.com");
    await page.getByLabel("Contraseña").fill("clave-incorrecta");
    await page.getByRole("button", { name: "Iniciar sesión" }).click();
    await page
      .getByRole("alert")
      .filter({ hasText: "Correo electrónico o contraseña incorrectos" })
      .waitFor();
    await context.close();
  });

  it("sends a visitor of /app/dashboard to /login and back after signing in", async () => {
    const email = e2eEmail("origin");
    const password = "contraseña-segura";
    const signUp = await fetch(`${server.url}/api/auth/sign-up/email`, {
      method: "POST",
      headers: { "content-type": "application/json", origin: server.url },
      body: JSON.stringify({ name: "Pablo", email, password }),
    });
    expect((await completeOnboarding(server.url, cookieHeader(signUp))).status).toBe(200);

    const { page, context, errors } = await newPage(browser);
    await page.goto(`${server.url}/app/meal-tracker`);
    await page.waitForURL("**/login");
    await page.getByLabel("Correo electrónico").fill(email);
    await page.getByLabel("Contraseña").fill(password);
    await page.getByRole("button", { name: "Iniciar sesión" }).click();
    await page.waitForURL("**/app/meal-tracker");
    expect(errors).toEqual([]);
    await context.close();
  });

  it("shows the not-found page for an unknown path, with a way home", async () => {
    const { page, context } = await newPage(browser, { viewport: PHONE });
    await page.goto(`${server.url}/esto/no/existe`);
    await page.getByRole("heading", { name: "Página no encontrada" }).waitFor();
    await screenshot(page, "not-found-phone");
    await page
      .getByRole("link", { name: /inicio/i })
      .first()
      .click();
    await page.waitForURL(`${server.url}/`);
    await context.close();
  });

  it("keeps accounts across a restart of the server", async () => {
    const email = e2eEmail("persist");
    await fetch(`${server.url}/api/auth/sign-up/email`, {
      method: "POST",
      headers: { "content-type": "application/json", origin: server.url },
      body: JSON.stringify({ name: "Eva", email, password: "contraseña-segura" }),
    });
    const dataDir = server.dataDir;
    await server.stop();
    server = await startServer({}, dataDir);
    const signIn = await fetch(`${server.url}/api/auth/sign-in/email`, {
      method: "POST",
      headers: { "content-type": "application/json", origin: server.url },
      body: JSON.stringify({ email, password: "contraseña-segura" }),
    });
    expect(signIn.status).toBe(200);
  });
});
