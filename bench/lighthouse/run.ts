/**
 * `npm run bench:lighthouse`: Lighthouse mobile performance (simulated throttling) of `/`, `/login`
 * and the signed-in `/app/dashboard`, against the built server (`npm run build` first) on a fresh
 * PGlite database, RUNS times each, interleaved; prints every run and the median per page.
 *
 * Lighthouse is not a dependency of the app (a few hundred packages for one benchmark): install it
 * once anywhere, e.g. `npm install --prefix /tmp/lh lighthouse@12`, and point LIGHTHOUSE_DIR at that
 * folder (default /tmp/lh). Chromium is Debian's (/usr/bin/chromium), as in the e2e tests.
 *
 * The dashboard runs in a Chromium profile signed in through the sign-in page, its HTTP cache
 * cleared before each run (cookies kept, `disableStorageReset`). A session cookie passed as an
 * extra header instead goes stale after better-auth's 5-minute cookie cache and the run ends on
 * /login (docs/decisions/0043); every run's final address is printed and checked.
 */
import { type ChildProcess, spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { chromium } from "playwright-core";
import { VALID_ONBOARDING } from "../../src/server/test/factories";

const RUNS = Number(process.env.RUNS ?? 3);
const LIGHTHOUSE_DIR = process.env.LIGHTHOUSE_DIR ?? "/tmp/lh";
const PORT = Number(process.env.PORT ?? 4310);
const DEBUG_PORT = 9334;
const BASE = `http://127.0.0.1:${PORT}`;
const EMAIL = "lighthouse@example.com";
const PASSWORD = "Clave-de-lighthouse-2026";

const lighthouseEntry = path.join(LIGHTHOUSE_DIR, "node_modules", "lighthouse", "core", "index.js");
if (!fs.existsSync(lighthouseEntry)) {
  console.error(
    `Lighthouse no está en ${LIGHTHOUSE_DIR}: npm install --prefix ${LIGHTHOUSE_DIR} lighthouse@12`,
  );
  process.exit(1);
}
if (!fs.existsSync("dist/server.js")) {
  console.error("dist/ no existe: ejecuta npm run build antes.");
  process.exit(1);
}
type Lhr = {
  categories: { performance: { score: number } };
  audits: Record<string, { displayValue?: string; numericValue?: number }>;
  finalDisplayedUrl: string;
  environment: { benchmarkIndex: number };
};
const { default: lighthouse } = (await import(pathToFileURL(lighthouseEntry).href)) as {
  default: (url: string, flags: Record<string, unknown>) => Promise<{ lhr: Lhr }>;
};

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "bocado-lighthouse-"));
const server: ChildProcess = spawn(process.execPath, ["dist/server.js"], {
  env: {
    ...process.env,
    PORT: String(PORT),
    NODE_ENV: "production",
    BETTER_AUTH_SECRET: "lighthouse-bench-secret-0123456789abcdef",
    BETTER_AUTH_URL: BASE,
    DATA_DIR: dataDir,
    LOG_LEVEL: "silent",
  },
  stdio: "inherit",
});
const stop = () => {
  server.kill();
  fs.rmSync(dataDir, { recursive: true, force: true });
};
process.on("exit", stop);

for (let i = 0; ; i++) {
  try {
    if ((await fetch(`${BASE}/api/health`)).ok) break;
  } catch {}
  if (i > 600) throw new Error("el servidor no arrancó");
  await new Promise((r) => setTimeout(r, 50));
}

// One onboarded user, through the API as a browser would.
const origin = { origin: BASE, "content-type": "application/json" };
const signUp = await fetch(`${BASE}/api/auth/sign-up/email`, {
  method: "POST",
  headers: origin,
  body: JSON.stringify({ name: "Ana", email: EMAIL, password: PASSWORD }),
});
if (!signUp.ok) throw new Error(`sign-up: ${signUp.status}`);
const cookie = signUp.headers
  .getSetCookie()
  .map((c) => c.split(";")[0])
  .join("; ");
const onboarding = await fetch(`${BASE}/api/onboarding`, {
  method: "POST",
  headers: { ...origin, cookie },
  body: JSON.stringify(VALID_ONBOARDING),
});
if (!onboarding.ok) throw new Error(`onboarding: ${onboarding.status}`);

async function run(pathname: string, signedIn: boolean): Promise<Lhr> {
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), "bocado-lh-profile-"));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: "/usr/bin/chromium",
    headless: true,
    args: ["--no-sandbox", "--disable-gpu", `--remote-debugging-port=${DEBUG_PORT}`],
  });
  try {
    const page = await context.newPage();
    if (signedIn) {
      await page.goto(`${BASE}/login`);
      await page.getByLabel("Correo electrónico").fill(EMAIL);
      await page.getByLabel("Contraseña").fill(PASSWORD);
      await page.getByRole("button", { name: "Iniciar sesión" }).click();
      await page.waitForURL("**/app/dashboard");
    }
    await page.goto("about:blank");
    const cdp = await context.newCDPSession(page);
    await cdp.send("Network.clearBrowserCache");
    const { lhr } = await lighthouse(`${BASE}${pathname}`, {
      port: DEBUG_PORT,
      output: "json",
      onlyCategories: ["performance"],
      disableStorageReset: signedIn,
      logLevel: "error",
    });
    return lhr;
  } finally {
    await context.close();
    fs.rmSync(profile, { recursive: true, force: true });
  }
}

const PAGES: { path: string; signedIn: boolean; target: number }[] = [
  { path: "/", signedIn: false, target: 95 },
  { path: "/login", signedIn: false, target: 95 },
  { path: "/app/dashboard", signedIn: true, target: 90 },
];
const scores = new Map<string, number[]>(PAGES.map((p) => [p.path, []]));
console.log(`Lighthouse móvil (simulado), ${RUNS} pasadas intercaladas, servidor compilado sobre PGlite`);
for (let round = 1; round <= RUNS; round++) {
  for (const p of PAGES) {
    const lhr = await run(p.path, p.signedIn);
    const a = lhr.audits;
    const score = Math.round(lhr.categories.performance.score * 100);
    const final = new URL(lhr.finalDisplayedUrl).pathname;
    if (final !== p.path) throw new Error(`${p.path} terminó en ${final}`);
    scores.get(p.path)?.push(score);
    console.log(
      `${round}  ${p.path.padEnd(15)} ${String(score).padStart(3)}  FCP ${a["first-contentful-paint"].displayValue}` +
        `  LCP ${a["largest-contentful-paint"].displayValue}  TBT ${a["total-blocking-time"].displayValue}` +
        `  CLS ${a["cumulative-layout-shift"].displayValue}  benchmarkIndex ${Math.round(lhr.environment.benchmarkIndex)}`,
    );
  }
}
const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};
console.log("\npágina            mediana   mín-máx   objetivo");
for (const p of PAGES) {
  const xs = scores.get(p.path) ?? [];
  const range = `${Math.min(...xs)}-${Math.max(...xs)}`;
  const verdict = median(xs) >= p.target ? "✓" : "✗";
  console.log(
    `${p.path.padEnd(17)} ${String(median(xs)).padStart(7)}   ${range.padEnd(9)} ≥ ${p.target} ${verdict}`,
  );
}
process.exit(0);
