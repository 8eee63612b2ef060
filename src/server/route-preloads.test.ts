import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import {
  dataPreloads,
  hasSessionCookie,
  preloadFiles,
  ROUTE_MODULES,
  routeFor,
  withPreloads,
} from "./route-preloads";

const clientRoot = path.resolve(import.meta.dirname, "../client");

describe("route preloads", () => {
  it("names only modules that exist and that the router lazy-loads", () => {
    const router = fs.readFileSync(path.join(clientRoot, "router.tsx"), "utf8");
    for (const { modules } of ROUTE_MODULES) {
      for (const module of modules) {
        expect(fs.existsSync(path.join(clientRoot, module)), module).toBe(true);
        expect(router, module).toContain(`import("./${module.replace(/\.tsx?$/, "")}")`);
      }
    }
  });

  it("finds the route of a page and of its sub-pages, not of the landing", () => {
    expect(routeFor("/login")?.path).toBe("/login");
    expect(routeFor("/app/meal-tracker/escanear")?.path).toBe("/app/meal-tracker");
    expect(routeFor("/app/dashboard/")?.path).toBe("/app/dashboard");
    expect(routeFor("/")).toBeUndefined();
    expect(routeFor("/app/dashboardx")).toBeUndefined();
  });

  it("preloads a route's chunks and their static imports, not what the entry already loads", () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "bocado-manifest-"));
    fs.mkdirSync(path.join(dir, ".vite"));
    fs.writeFileSync(
      path.join(dir, ".vite", "manifest.json"),
      JSON.stringify({
        "main.tsx": { file: "assets/index-1.js", isEntry: true, imports: ["_cx.js"] },
        "_cx.js": { file: "assets/cx-1.js" },
        "_zod.js": { file: "assets/zod-1.js", imports: ["_cx.js"] },
        "features/auth/LoginPage.tsx": {
          file: "assets/LoginPage-1.js",
          isDynamicEntry: true,
          imports: ["_zod.js", "_cx.js"],
          css: ["assets/x.css"],
        },
      }),
    );
    const files = preloadFiles(dir);
    expect(files.get("/login")).toEqual(["assets/LoginPage-1.js", "assets/zod-1.js"]);
    expect(withPreloads("<head><title>x</title></head>", files.get("/login") ?? [])).toBe(
      '<head><title>x</title><link rel="modulepreload" crossorigin href="/assets/LoginPage-1.js">' +
        '<link rel="modulepreload" crossorigin href="/assets/zod-1.js"></head>',
    );
    expect(preloadFiles(path.join(dir, "missing")).size).toBe(0);
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it("names the signed-in reads a page starts with, only for a request with a session cookie", () => {
    expect(dataPreloads("/app/dashboard", true)).toEqual([
      "/api/auth/get-session",
      "/api/profile",
      "/api/dashboard",
    ]);
    expect(dataPreloads("/app", true)).toContain("/api/dashboard");
    expect(dataPreloads("/app/meal-tracker", true)).toEqual(["/api/auth/get-session", "/api/profile"]);
    expect(dataPreloads("/app/onboarding", true)).toEqual(["/api/auth/get-session"]);
    expect(dataPreloads("/app/dashboard", false)).toEqual([]);
    expect(dataPreloads("/login", true)).toEqual([]);
    expect(dataPreloads("/", true)).toEqual([]);

    expect(hasSessionCookie("a=1; better-auth.session_token=abc.def")).toBe(true);
    expect(hasSessionCookie("__Secure-better-auth.session_token=abc")).toBe(true);
    expect(hasSessionCookie("better-auth.session_token=")).toBe(false);
    expect(hasSessionCookie("xbetter-auth.session_token=abc")).toBe(false);
    expect(hasSessionCookie(undefined)).toBe(false);

    const html = '<head>\n<meta charset="UTF-8" /><title>x</title></head>';
    expect(withPreloads(html, [], ["/api/profile"])).toBe(
      '<head>\n<meta charset="UTF-8" /><link rel="preload" as="fetch" crossorigin="use-credentials" ' +
        'href="/api/profile"><title>x</title></head>',
    );
  });
});
