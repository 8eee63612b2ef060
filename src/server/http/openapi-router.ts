import { OpenAPIHono, type RouteConfig } from "@hono/zod-openapi";
import { z } from "zod";
import type { ApiEnv } from "./context";
import { zodMessage } from "./errors";

/**
 * A feature router whose routes come from the contracts in src/core/contracts (docs/decisions/0036).
 * A request that fails a contract's schema is a 400 with the schema's Spanish message, as `validate()`.
 */
export function contractRouter() {
  return new OpenAPIHono<ApiEnv>({
    defaultHook: (result, c) => {
      if (!result.success) return c.json({ error: zodMessage(result.error as never) }, 400);
    },
  });
}

/**
 * A contract's full path (`/api/meals/{id}`) made relative to where its router is mounted
 * (`/api/meals` gives `/{id}`); the generated document puts the mount point back.
 */
export function mountedAt<R extends RouteConfig>(base: string, route: R): R {
  if (!route.path.startsWith(base)) throw new Error(`${route.path} no está bajo ${base}`);
  return { ...route, path: route.path.slice(base.length) || "/" };
}

/**
 * The route with its JSON body documented but not checked before the handler: for the few handlers
 * that read the body themselves to keep their own answer (billing's "Invalid plan type"). The body's
 * zod schema becomes its JSON Schema, which the validator skips.
 */
export function bodyReadByHandler<R extends RouteConfig>(route: R): R {
  const content = route.request?.body?.content;
  if (!content) return route;
  const documented = Object.fromEntries(
    Object.entries(content).map(([type, media]) => {
      const schema = (media as { schema?: unknown } | undefined)?.schema;
      if (!(schema instanceof z.ZodType)) return [type, media];
      const { $schema: _, ...jsonSchema } = z.toJSONSchema(schema, { io: "input", unrepresentable: "any" });
      return [type, { ...media, schema: jsonSchema }];
    }),
  );
  return { ...route, request: { ...route.request, body: { ...route.request?.body, content: documented } } };
}
