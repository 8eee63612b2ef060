import type { OpenAPIHono } from "@hono/zod-openapi";
import { z } from "zod";
import { signInBodySchema, signUpBodySchema } from "./features/auth/auth.schema";

/**
 * The only operations written by hand: better-auth's /api/auth/* endpoints, served by better-auth's
 * own catch-all handler. Every other operation is generated from src/core/contracts.
 */
interface Operation {
  method: "get" | "post" | "put" | "patch" | "delete";
  path: string;
  summary: string;
  body?: z.ZodType;
  response?: z.ZodType;
}

export const OPERATIONS: Operation[] = [
  { method: "post", path: "/api/auth/sign-up/email", summary: "Registro", body: signUpBodySchema },
  { method: "post", path: "/api/auth/sign-in/email", summary: "Inicio de sesión", body: signInBodySchema },
  { method: "post", path: "/api/auth/sign-out", summary: "Cerrar sesión" },
  { method: "get", path: "/api/auth/get-session", summary: "Sesión actual" },
];

const ERROR_RESPONSE = { description: 'Error: {"error": "<mensaje en español>"}' };

function handWritten(op: Operation) {
  const jsonSchema = (s: z.ZodType) => z.toJSONSchema(s, { io: "input", unrepresentable: "any" });
  const pathParams = [...op.path.matchAll(/\{([^}]+)\}/g)].map((m) => ({
    name: m[1],
    in: "path",
    required: true,
    schema: { type: "string" },
  }));
  return {
    summary: op.summary,
    ...(pathParams.length ? { parameters: pathParams } : {}),
    ...(op.body
      ? { requestBody: { required: true, content: { "application/json": { schema: jsonSchema(op.body) } } } }
      : {}),
    responses: {
      "200": {
        description: "OK",
        ...(op.response ? { content: { "application/json": { schema: jsonSchema(op.response) } } } : {}),
      },
      default: ERROR_RESPONSE,
    },
  };
}

/**
 * The API's contract: generated from the route definitions the `/api` router serves (requests and
 * responses), plus the hand-written operations above. `api` is mounted at `/api`.
 */
export function openApiDocument(api: Pick<OpenAPIHono, "getOpenAPI31Document">) {
  const generated = api.getOpenAPI31Document({
    openapi: "3.1.0",
    info: { title: "Bocado API", version: "0.1.0", description: "API JSON de Bocado (cookies de sesión)." },
  });
  const paths: Record<string, Record<string, unknown>> = {};
  for (const [path, item] of Object.entries(generated.paths ?? {})) {
    paths[`/api${path === "/" ? "" : path}`] = item as Record<string, unknown>;
  }
  for (const op of OPERATIONS) {
    paths[op.path] ??= {};
    paths[op.path][op.method] ??= handWritten(op);
  }
  return { ...generated, paths };
}
