import fs from "node:fs";
import { createRequire } from "node:module";
import { type Browser, type BrowserContext, chromium, type Page } from "playwright-core";

const require = createRequire(import.meta.url);

export const CHROMIUM_ARGS = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];

export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    args: CHROMIUM_ARGS,
  });
}

export const PHONE = { width: 390, height: 844 };
export const DESKTOP = { width: 1280, height: 800 };

/**
 * A page that records console errors and uncaught exceptions (a journey fails on them), with the
 * browser's time zone set like a user's.
 */
export async function newPage(
  browser: Browser,
  opts: { viewport?: { width: number; height: number }; timezoneId?: string } = {},
): Promise<{ page: Page; context: BrowserContext; errors: string[] }> {
  const context = await browser.newContext({
    viewport: opts.viewport ?? DESKTOP,
    timezoneId: opts.timezoneId ?? "Europe/Madrid",
    locale: "es-ES",
  });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on("pageerror", (e) => errors.push(`pageerror: ${e.message}`));
  page.on("console", (msg) => {
    if (msg.type() !== "error") return;
    const text = msg.text();
    // Expected HTTP error statuses the UI handles (401 before sign-in, 402 limits...) are logged by
    // Chromium as "Failed to load resource"; they are not application errors.
    if (/Failed to load resource/.test(text)) return;
    errors.push(`console: ${text}`);
  });
  return { page, context, errors };
}

/** Runs axe-core on the page and returns serious and critical violations. */
export async function axeViolations(page: Page): Promise<string[]> {
  const source = fs.readFileSync(require.resolve("axe-core/axe.min.js"), "utf8");
  await page.evaluate(source);
  const results = (await page.evaluate(() =>
    // biome-ignore lint/suspicious/noExplicitAny: axe is injected at run time
    (window as any).axe.run(document, { resultTypes: ["violations"] }),
  )) as { violations: { id: string; impact: string; help: string; nodes: unknown[] }[] };
  return results.violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map((v) => `${v.id} (${v.impact}): ${v.help} [${v.nodes.length}]`);
}

export async function screenshot(page: Page, name: string) {
  fs.mkdirSync("test-results/screenshots", { recursive: true });
  await page.screenshot({ path: `test-results/screenshots/${name}.png`, fullPage: true });
}

/** What the viewport shows: modals are fixed to it, so a full-page capture would miss them. */
export async function viewportShot(page: Page, name: string) {
  fs.mkdirSync("test-results/screenshots", { recursive: true });
  await page.screenshot({ path: `test-results/screenshots/${name}.png` });
}
