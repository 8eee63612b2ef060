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
    // The dashboard's request went out while the profile's answer was still outstanding.
    expect(heldUntilDashboard).toBe(true);
    expect(errors).toEqual([]);
    await context.close();
  });
});
