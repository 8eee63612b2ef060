import type { RouteConfig } from "@hono/zod-openapi";
import type { z } from "zod";

/**
 * One route, defined once (docs/decisions/0036): method, full path, request and response zod schemas.
 * The server serves it with `app.openapi(...)`, the OpenAPI document is generated from it and the client
 * calls it with `apiCall(...)`. Only a type is imported from @hono/zod-openapi, so the client bundle
 * carries the plain object and the schemas it already uses, nothing of the server.
 */
export function defineRoute<const R extends RouteConfig>(route: R): R {
  return route;
}

/** A JSON response (or request body) entry for a route definition. */
export function json<S extends z.ZodType>(schema: S, description = "OK") {
  return { description, content: { "application/json": { schema } } } as const;
}

/** A required JSON request body. */
export function jsonBody<S extends z.ZodType>(schema: S) {
  return { required: true, content: { "application/json": { schema } } } as const;
}

/** Every route answers errors as `{"error": "<mensaje en español>"}`. */
export const errorResponse = { description: 'Error: {"error": "<mensaje en español>"}' } as const;
