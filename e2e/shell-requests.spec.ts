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
    const calls: { path: string; start: number; end: number }[] = [];
    const started = new Map<object, number>();
    page.on("request", (r) => started.set(r, Date.now()));
    page.on("requestfinished", (r) => {
      const path = new URL(r.url()).pathname;
      if (path.startsWith("/api/")) calls.push({ path, start: started.get(r) ?? 0, end: Date.now() });
    });
    await page.goto(`${server.url}/app/dashboard`);
    await page.getByRole("heading", { level: 1 }).first().waitFor();
    await page.waitForLoadState("networkidle");

    const profile = calls.filter((c) => c.path === "/api/profile");
    const dashboard = calls.filter((c) => c.path === "/api/dashboard");
    expect(profile).toHaveLength(1);
    expect(dashboard).toHaveLength(1);
    // The dashboard's request went out before the profile's answer came back.
    expect(dashboard[0].start).toBeLessThan(profile[0].end);
    expect(errors).toEqual([]);
    await context.close();
  });
});
