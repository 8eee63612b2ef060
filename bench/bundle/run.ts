/**
 * `npm run bench:bundle`: what the landing page (and /login) costs a visitor to download.
 * Serves the built client (dist/client, `npm run build` first) with the app's own static handler on a
 * free loopback port, opens each page in Chromium, and prints the bytes Chromium actually received
 * (Brotli, as a browser asks) beside the same files' identity, gzip and Brotli sizes on disk.
 */
import fs from "node:fs";
import type { AddressInfo } from "node:net";
import path from "node:path";
import zlib from "node:zlib";
import { serve } from "@hono/node-server";
import { Hono } from "hono";
import { launchBrowser } from "../../e2e/support/browser";
import { serveClient } from "../../src/server/static";

const CLIENT_DIR = path.resolve(process.env.CLIENT_DIR ?? "dist/client");
const PAGES = ["/", "/login"];
const TARGET_KIB = 200;

if (!fs.existsSync(path.join(CLIENT_DIR, "index.html"))) {
  console.error(`${CLIENT_DIR} no existe: ejecuta npm run build antes.`);
  process.exit(1);
}

const app = new Hono();
// The landing page asks for the session once; a signed-out answer is what a visitor gets.
app.get("/api/auth/get-session", (c) => c.json(null));
serveClient(app, CLIENT_DIR);
const server = serve({ fetch: app.fetch, port: 0, hostname: "127.0.0.1" });
await new Promise((resolve) => server.once("listening", resolve));
const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

const kib = (n: number) => (n / 1024).toFixed(1);
function sizesOnDisk(file: string) {
  const body = fs.readFileSync(file);
  const onDisk = (suffix: string, make: () => Buffer) =>
    fs.existsSync(file + suffix) ? fs.statSync(file + suffix).size : make().length;
  return {
    identity: body.length,
    gzip: onDisk(".gz", () => zlib.gzipSync(body, { level: 9 })),
    br: onDisk(".br", () => zlib.brotliCompressSync(body)),
  };
}

const browser = await launchBrowser();
let landingBr = 0;
try {
  for (const pagePath of PAGES) {
    const context = await browser.newContext();
    const page = await context.newPage();
    const responses: import("playwright-core").Response[] = [];
    page.on("response", (r) => responses.push(r));
    await page.goto(base + pagePath, { waitUntil: "networkidle" });
    const rows: { path: string; transfer: number; identity: number; gzip: number; br: number }[] = [];
    for (const response of responses) {
      const url = new URL(response.url());
      if (url.pathname.startsWith("/api/")) continue;
      const file =
        url.pathname === pagePath ? path.join(CLIENT_DIR, "index.html") : path.join(CLIENT_DIR, url.pathname);
      const sizes = await response.request().sizes();
      rows.push({
        path: url.pathname,
        transfer: sizes.responseBodySize + sizes.responseHeadersSize,
        ...sizesOnDisk(fs.existsSync(file) ? file : path.join(CLIENT_DIR, "index.html")),
      });
    }
    const total = (k: "transfer" | "identity" | "gzip" | "br") => rows.reduce((s, r) => s + r[k], 0);
    console.log(`\n${pagePath}: ${rows.length} files`);
    for (const r of rows) {
      console.log(
        `  ${r.path.padEnd(44)} transfer ${kib(r.transfer).padStart(7)} KiB  identity ${kib(r.identity).padStart(7)}  gzip ${kib(r.gzip).padStart(6)}  br ${kib(r.br).padStart(6)}`,
      );
    }
    console.log(
      `  total: transferred ${kib(total("transfer"))} KiB (headers included); files: identity ${kib(total("identity"))} KiB, gzip ${kib(total("gzip"))} KiB, br ${kib(total("br"))} KiB`,
    );
    if (pagePath === "/") landingBr = total("transfer");
    await context.close();
  }
} finally {
  await browser.close();
  server.close();
}
console.log(
  `\nlanding page transfer ${kib(landingBr)} KiB: ${landingBr <= TARGET_KIB * 1024 ? "within" : "OVER"} the ${TARGET_KIB} KiB target`,
);
