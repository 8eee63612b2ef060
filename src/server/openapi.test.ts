import { validate } from "@readme/openapi-parser";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { authed, createTestApp, signUp, type TestApp } from "./test/harness";

/**
 * Routes served under /api that the document does not list one by one (docs/decisions/0036):
 * better-auth's catch-all (its endpoints are listed by hand instead) and the document itself.
 */
const NOT_DOCUMENTED = new Set([
  "ALL /api/auth/*",
  "GET /api/auth/*",
  "POST /api/auth/*",
  "GET /api/openapi.json",
]);
/** better-auth's endpoints, written by hand in src/server/openapi.ts */
const AUTH_OPERATIONS = 4;

type Operation = {
  parameters?: { name: string; in: string; schema?: unknown }[];
  requestBody?: { content: Record<string, { schema?: unknown }> };
  responses: Record<string, { content?: Record<string, { schema?: unknown }> }>;
};
type Document = { openapi: string; paths: Record<string, Record<string, Operation>> };

describe("OpenAPI document", () => {
  let app: TestApp;
  let doc: Document;
  beforeAll(async () => {
    app = await createTestApp();
    doc = (await (await app.request("/api/openapi.json")).json()) as Document;
  });
  afterAll(async () => {
    await app?.close();
  });

  /** method + OpenAPI path of every route the app answers under /api (middleware excluded) */
  function served() {
    const seen = new Set<string>();
    for (const { method, path } of app.routes) {
      if (!path.startsWith("/api/") || path === "/api/*" || method === "ALL") continue;
      const key = `${method} ${path.replace(/:([^/{}]+)(\{[^}]*\})?/g, "{$1}")}`;
      if (!NOT_DOCUMENTED.has(key)) seen.add(key);
    }
    return seen;
  }

  it("is a valid OpenAPI 3.1 document for a maintained validator", async () => {
    expect(doc.openapi).toBe("3.1.0");
    const result = await validate(structuredClone(doc) as never);
    expect(result.valid, JSON.stringify(result, null, 2).slice(0, 4000)).toBe(true);
  });

  it("lists every route the app serves under /api, and no route it does not serve", () => {
    const documented = new Set<string>();
    for (const [path, item] of Object.entries(doc.paths)) {
      for (const method of Object.keys(item)) documented.add(`${method.toUpperCase()} ${path}`);
    }
    const routes = served();
    expect([...routes].filter((r) => !documented.has(r))).toEqual([]);
    const extra = [...documented].filter((r) => !routes.has(r) && !r.includes(" /api/auth/"));
    expect(extra).toEqual([]);
    expect(documented.size).toBe(routes.size + AUTH_OPERATIONS);
  });

  it("describes each route's path parameters and JSON body with their schemas", () => {
    for (const [path, item] of Object.entries(doc.paths)) {
      const names = [...path.matchAll(/\{([^}]+)\}/g)].map((m) => m[1]);
      for (const [method, operation] of Object.entries(item)) {
        const inPath = (operation.parameters ?? []).filter((p) => p.in === "path").map((p) => p.name);
        expect(inPath.sort(), `${method} ${path}`).toEqual([...names].sort());
        if (["post", "put", "patch"].includes(method) && operation.requestBody) {
          const media = Object.values(operation.requestBody.content);
          expect(
            media.every((m) => m.schema),
            `${method} ${path}`,
          ).toBe(true);
        }
      }
    }
  });

  it("generates requests and answers from the route definitions (profile, meals)", () => {
    const patch = doc.paths["/api/profile"].patch;
    const body = patch.requestBody?.content["application/json"].schema as { properties?: object };
    expect(Object.keys(body.properties ?? {})).toContain("daily_calorie_goal");
    expect(patch.responses["200"].content?.["application/json"].schema).toBeDefined();
    expect(
      doc.paths["/api/dashboard"].get.responses["200"].content?.["application/json"].schema,
    ).toBeDefined();
  });

  it("answers a request that breaks a contract with the schema's Spanish message and 400", async () => {
    const user = await signUp(app);
    const res = await app.request(
      "/api/profile",
      authed(user.cookie, { method: "PATCH", json: { age: "treinta" } }),
    );
    expect(res.status).toBe(400);
    const body = (await res.json()) as { error: string };
    expect(Object.keys(body)).toEqual(["error"]);
    expect(body.error).toBe("La edad debe ser un número");
    expect(body.error).not.toMatch(/expected|invalid input/i);
  });
});
