import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import zlib from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "./test/harness";

// A built client as `npm run build` leaves it: index.html, a hashed asset with its precompressed
// copies, and the public files (the real robots.txt).
const clientDir = fs.mkdtempSync(path.join(os.tmpdir(), "bocado-static-"));
const asset = `console.log(${JSON.stringify("Bocado ".repeat(400))});\n`;
const ASSET_PATH = "/assets/index-AbC123.js";

let app: TestApp;
beforeAll(async () => {
  fs.mkdirSync(path.join(clientDir, "assets"));
  fs.writeFileSync(
    path.join(clientDir, "index.html"),
    '<!doctype html><html><head><meta charset="UTF-8" /><title>Bocado</title></head><body></body></html>',
  );
  fs.copyFileSync(path.resolve("src/client/public/robots.txt"), path.join(clientDir, "robots.txt"));
  fs.mkdirSync(path.join(clientDir, "_prerender"));
  fs.writeFileSync(
    path.join(clientDir, "_prerender", "login.html"),
    '<!doctype html><html><head><title>Bocado</title></head><body><div id="root"><form method="post"></form></div></body></html>',
  );
  const file = path.join(clientDir, ASSET_PATH);
  fs.writeFileSync(file, asset);
  fs.writeFileSync(`${file}.br`, zlib.brotliCompressSync(asset));
  fs.writeFileSync(`${file}.gz`, zlib.gzipSync(asset));
  app = await createTestApp({ env: { CLIENT_DIR: clientDir } });
});
afterAll(async () => {
  await app?.close();
  fs.rmSync(clientDir, { recursive: true, force: true });
});

describe("static files and compression (issue 16)", () => {
  it("answers robots.txt as text that keeps crawlers out of /app/ and /api/", async () => {
    const res = await app.request("/robots.txt");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toMatch(/^text\/plain/);
    const body = await res.text();
    expect(body).not.toMatch(/<html|<!doctype/i);
    expect(body).toMatch(/^Disallow: \/app\/$/m);
    expect(body).toMatch(/^Disallow: \/api\/$/m);
    expect(body).toMatch(/^Allow: \/$/m);
  });

  it("sends a hashed asset's Brotli copy when asked, cached for a year as immutable", async () => {
    const res = await app.request(ASSET_PATH, { headers: { "accept-encoding": "gzip, deflate, br" } });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-encoding")).toBe("br");
    expect(res.headers.get("vary")).toMatch(/accept-encoding/i);
    expect(res.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(res.headers.get("content-type")).toMatch(/^text\/javascript/);
    const body = Buffer.from(await res.arrayBuffer());
    expect(body.length).toBeLessThan(asset.length / 4);
    expect(zlib.brotliDecompressSync(body).toString()).toBe(asset);
  });

  it("falls back to gzip, then to the plain file, by Accept-Encoding", async () => {
    const gz = await app.request(ASSET_PATH, { headers: { "accept-encoding": "gzip" } });
    expect(gz.headers.get("content-encoding")).toBe("gzip");
    expect(zlib.gunzipSync(Buffer.from(await gz.arrayBuffer())).toString()).toBe(asset);
    const plain = await app.request(ASSET_PATH, { headers: { "accept-encoding": "br;q=0, identity" } });
    expect(plain.headers.get("content-encoding")).toBeNull();
    expect(await plain.text()).toBe(asset);
  });

  it("serves index.html for app paths with no-cache, and 404 for a missing asset", async () => {
    const page = await app.request("/app/dashboard");
    expect(page.headers.get("cache-control")).toBe("no-cache");
    expect(await page.text()).toContain("<title>Bocado</title>");
    expect((await app.request("/assets/missing-123.js")).status).toBe(404);
    // The precompressed copies are reached through their original only.
    expect((await app.request(`${ASSET_PATH}.br`)).status).toBe(404);
  });

  it("names the signed-in page's API reads in its HTML only when the request has a session cookie", async () => {
    const preload = /<link rel="preload" as="fetch" crossorigin="use-credentials" href="([^"]+)">/g;
    const signedIn = await app.request("/app/dashboard", {
      headers: { cookie: "better-auth.session_token=abc.def" },
    });
    expect([...(await signedIn.text()).matchAll(preload)].map((m) => m[1])).toEqual([
      "/api/auth/get-session",
      "/api/profile",
      "/api/dashboard",
    ]);
    expect(signedIn.headers.get("vary")).toMatch(/cookie/i);
    const signedOut = await app.request("/app/dashboard");
    expect(await signedOut.text()).not.toContain('rel="preload"');
    const landing = await app.request("/", { headers: { cookie: "better-auth.session_token=abc.def" } });
    expect(await landing.text()).not.toContain('rel="preload"');
  });

  it("sends /login drawn at build time, but not with a query string nor for other pages", async () => {
    const drawn = await (await app.request("/login")).text();
    expect(drawn).toContain('<div id="root"><form method="post">');
    for (const other of ["/login?next=x", "/register", "/"]) {
      const page = await (await app.request(other)).text();
      expect(page, other).not.toContain("<form");
      expect(page, other).toContain("<title>Bocado</title>");
    }
  });

  it("compresses a JSON answer above 1 KiB when asked, and leaves a small one alone", async () => {
    const plain = await app.request("/api/openapi.json");
    const text = await plain.text();
    expect(text.length).toBeGreaterThan(1024);
    const br = await app.request("/api/openapi.json", { headers: { "accept-encoding": "gzip, br" } });
    expect(br.headers.get("content-encoding")).toBe("br");
    expect(br.headers.get("vary")).toMatch(/accept-encoding/i);
    expect(zlib.brotliDecompressSync(Buffer.from(await br.arrayBuffer())).toString()).toBe(text);
    const gz = await app.request("/api/openapi.json", { headers: { "accept-encoding": "gzip" } });
    expect(gz.headers.get("content-encoding")).toBe("gzip");
    expect(zlib.gunzipSync(Buffer.from(await gz.arrayBuffer())).toString()).toBe(text);

    const small = await app.request("/api/health", { headers: { "accept-encoding": "gzip, br" } });
    expect(small.headers.get("content-encoding")).toBeNull();
    expect(await small.json()).toMatchObject({ status: "ok" });
  });
});
