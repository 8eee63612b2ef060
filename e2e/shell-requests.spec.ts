import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchBrowser, newPage } from "./support/browser";
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

describe("signed-in shell (issue 16)", () => {
  it("reads the profile and the dashboard at the same time, once each", async () => {
    const { page, context, errors } = await newPage(browser);
    await createOnboardedUser(server.url, context);
    const calls: string[] = [];
    page.on("requestfinished", (r) => {
      const path = new URL(r.url()).pathname;
      if (path.startsWith("/api/")) calls.push(path);
    });
    // The profile's answer is held back until the dashboard's request has gone out (or 5 s pass):
    // if the shell waited for the profile before asking for the dashboard, the hold times out.
    // Comparing clocks instead flaked when both events landed in the same millisecond.
    let dashboardAsked!: () => void;
    const dashboardSeen = new Promise<void>((resolve) => {
      dashboardAsked = resolve;
    });
    page.on("request", (r) => {
      if (new URL(r.url()).pathname === "/api/dashboard") dashboardAsked();
    });
    let heldUntilDashboard = false;
    await page.route("**/api/profile", async (route) => {
      heldUntilDashboard = await Promise.race([
        dashboardSeen.then(() => true),
        new Promise<boolean>((resolve) => setTimeout(() => resolve(false), 5000)),
      ]);
      await route.continue();
    });
    await page.goto(`${server.url}/app/dashboard`);
    await page.getByRole("heading", { level: 1 }).first().waitFor();
    await page.waitForLoadState("networkidle");

    expect(calls.filter((c) => c === "/api/profile")).toHaveLength(1);
    expect(calls.filter((c) => c === "/api/dashboard")).toHaveLength(1);
    // Outside a family plan the household card is not drawn, so its read (a 402) is never sent.
    expect(calls).not.toContain("/api/family/today");
    // The dashboard's request went out while the profile's answer was still outstanding.
    expect(heldUntilDashboard).toBe(true);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("draws the sign-in page before its code runs, keeps its button off until then, and hydrates it in place", async () => {
    const { page, context, errors } = await newPage(browser);
    // Without any script, the page's HTML alone: the form is there, its button disabled and the form
    // a POST, so a press before the code arrives never puts the password in the address.
    await page.route("**/assets/*.js", (route) => route.abort());
    await page.goto(`${server.url}/login`);
    const heading = page.getByRole("heading", { level: 1 });
    await heading.waitFor();
    expect(await heading.textContent()).toBe("Bienvenido de nuevo");
    expect(await page.getByRole("button", { name: "Iniciar sesión" }).isDisabled()).toBe(true);
    expect(await page.locator("form").getAttribute("method")).toBe("post");
    await page.unroute("**/assets/*.js");

    // With the code, React takes over the drawn nodes instead of drawing them again.
    await page.addInitScript(() => {
      const w = window as unknown as { removedNodes: number };
      w.removedNodes = 0;
      new MutationObserver((records) => {
        for (const r of records) w.removedNodes += r.removedNodes.length;
      }).observe(document, { childList: true, subtree: true });
    });
    await page.goto(`${server.url}/login`);
    await page.waitForFunction(
      () => (document.querySelector("button[type=submit]") as HTMLButtonElement | null)?.disabled === false,
    );
    expect(await page.evaluate(() => (window as unknown as { removedNodes: number }).removedNodes)).toBe(0);
    errors.length = 0; // the aborted scripts of the first load
    await page.getByLabel("Correo electrónico").fill("nadie@example.com");
    await page.getByLabel("Contraseña").fill("Clave-equivocada-1");
    await page.getByRole("button", { name: "Iniciar sesión" }).click();
    await page.getByRole("alert").first().waitFor();
    expect(page.url()).toBe(`${server.url}/login`);
    expect(errors.filter((e) => !/401/.test(e))).toEqual([]);
    await context.close();
  });
});
