import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { preloadFiles, ROUTE_MODULES, routeFor, withPreloads } from "./route-preloads";

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
});
