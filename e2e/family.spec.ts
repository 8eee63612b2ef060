import fs from "node:fs";
import path from "node:path";
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { axeViolations, DESKTOP, launchBrowser, newPage, PHONE, screenshot } from "./support/browser";
import { type RunningServer, startServer } from "./support/server";
import { createOnboardedUser, putSessionInBrowser } from "./support/users";

/*
 * The family menu on the page (issue 18): a family of three, one shared plan, each member's portion
 * under each meal ("Para 3: …"), read-only for a member; the owner's family settings and the
 * household card. Set up through the API; the browser only looks.
 */

let server: RunningServer;
let browser: Browser;
type Person = { email: string; cookie: string };
let ana: Person;
let luis: Person;
let marta: Person;

const api = (cookie: string, method: string, url: string, body?: unknown) =>
  fetch(`${server.url}${url}`, {
    method,
    headers: {
      cookie,
      origin: server.url,
      "x-time-zone": "Europe/Madrid",
      ...(body === undefined ? {} : { "content-type": "application/json" }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });

function mailedLink(email: string) {
  const dir = path.join(server.dataDir, "outbox");
  for (const name of fs.readdirSync(dir)) {
    const text = fs.readFileSync(path.join(dir, name), "utf8");
    const match = /\/profile\?invitacion=([0-9a-f-]+)&token=([A-Za-z0-9_-]+)/.exec(text);
    if (text.includes(`\nTo: ${email.toLowerCase()}\n`) && match) {
      return { invitation_id: match[1], token: match[2] };
    }
  }
  throw new Error(`no invitation for ${email}`);
}

beforeAll(async () => {
  browser = await launchBrowser();
  server = await startServer();
  const scratch = await browser.newContext();
  ana = await createOnboardedUser(server.url, scratch, { name: "Ana García" });
  luis = await createOnboardedUser(server.url, scratch, {
    name: "Luis García",
    onboarding: {
      gender: "Masculino",
      height: 186,
      weight: 88,
      activity_level: "very_active",
      allergies: ["frutos secos"],
    },
  });
  marta = await createOnboardedUser(server.url, scratch, {
    name: "Marta García",
    onboarding: { height: 150, weight: 45, activity_level: "sedentary" },
  });
  await scratch.close();
  expect((await api(ana.cookie, "POST", "/api/billing/demo/complete", { plan: "family" })).status).toBe(200);
  for (const [member, consent] of [
    [luis, true],
    [marta, false],
  ] as const) {
    expect(
      (await api(ana.cookie, "POST", "/api/billing/family/members", { email: member.email })).status,
    ).toBe(201);
    const accept = { ...mailedLink(member.email), share_health: consent };
    expect((await api(member.cookie, "POST", "/api/billing/family/accept", accept)).status).toBe(200);
  }
  await api(luis.cookie, "PATCH", "/api/family/sharing", { share_calories_today: true });
  expect((await api(ana.cookie, "POST", "/api/plans/generate", { week_offset: 0 })).status).toBe(200);
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe("family menu on the page", () => {
  it("shows a member the shared week with 'Para 3: …' under each meal, read-only, on a phone", async () => {
    const { page, context, errors } = await newPage(browser, { viewport: PHONE });
    await putSessionInBrowser(context, server.url, marta.cookie);
    await page.goto(`${server.url}/app/meal-plans`);
    await page.getByText("Es el menú familiar de Ana").waitFor();
    const lines = await page.getByTestId("household-line").allTextContents();
    expect(lines.length).toBe(21);
    for (const line of lines) {
      expect(line).toMatch(
        /^Raciones por persona: Para 3: Ana [\d,]+ raci(ón|ones), Luis [\d,]+, Marta [\d,]+$/,
      );
    }
    expect(await page.getByRole("button", { name: "Generar plan nuevo" }).count()).toBe(0);
    // the line fits the phone's width: no horizontal scroll
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await page.locator('article[aria-current="date"]').scrollIntoViewIfNeeded();
    await page.screenshot({ path: "test-results/screenshots/family-plan-member-phone.png" });
    expect(await axeViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
  });

  it("shows the owner the members' menu choice, consented allergies and the household card", async () => {
    for (const [viewport, suffix] of [
      [PHONE, "phone"],
      [DESKTOP, "desktop"],
    ] as const) {
      const { page, context, errors } = await newPage(browser, { viewport });
      await putSessionInBrowser(context, server.url, ana.cookie);
      await page.goto(`${server.url}/app/profile`);
      const family = page.getByRole("region", { name: "Menú y hogar familiar" });
      await family.waitFor();
      await family.getByText("frutos secos").waitFor();
      await family.getByText("No comparte sus alergias y dietas contigo").waitFor();
      expect(await family.getByRole("checkbox", { name: /Sigue el menú familiar/ }).count()).toBe(2);
      await family.scrollIntoViewIfNeeded();
      await screenshot(page, `family-settings-${suffix}`);
      expect(await axeViolations(page)).toEqual([]);

      await page.goto(`${server.url}/app/dashboard`);
      const card = page.getByRole("region", { name: "Tu hogar hoy" });
      await card.waitFor();
      expect(await card.getByTestId("household-person").allTextContents()).toEqual([
        expect.stringMatching(/^Luis0 de [\d.]+ kcal$/),
      ]);
      await card.scrollIntoViewIfNeeded();
      await screenshot(page, `family-dashboard-${suffix}`);
      expect(errors).toEqual([]);
      await context.close();
    }
  });
});
