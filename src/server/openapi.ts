import { z } from "zod";
import { analyzeTextInputSchema, createMealInputSchema, updateMealInputSchema } from "../core/meal.schema";
import { profileResponseSchema } from "../core/profile.schema";
import { signInBodySchema, signUpBodySchema } from "./features/auth/auth.schema";

interface Operation {
  method: "get" | "post" | "patch" | "delete";
  path: string;
  summary: string;
  body?: z.ZodType;
  response?: z.ZodType;
}

/** The API's contract, built from the same zod schemas the server validates with. */
export const OPERATIONS: Operation[] = [
  { method: "get", path: "/api/health", summary: "Estado del servicio y de la base de datos" },
  { method: "post", path: "/api/auth/sign-up/email", summary: "Registro", body: signUpBodySchema },
  { method: "post", path: "/api/auth/sign-in/email", summary: "Inicio de sesión", body: signInBodySchema },
  { method: "post", path: "/api/auth/sign-out", summary: "Cerrar sesión" },
  { method: "get", path: "/api/auth/get-session", summary: "Sesión actual" },
  { method: "get", path: "/api/profile", summary: "Perfil del usuario", response: profileResponseSchema },
  {
    method: "post",
    path: "/api/meals/analyze",
    summary: "Analizar una comida",
    body: analyzeTextInputSchema,
  },
  { method: "post", path: "/api/meals", summary: "Registrar una comida", body: createMealInputSchema },
  { method: "get", path: "/api/meals", summary: "Comidas de un día (?day=YYYY-MM-DD)" },
  { method: "patch", path: "/api/meals/{id}", summary: "Editar una comida", body: updateMealInputSchema },
  { method: "delete", path: "/api/meals/{id}", summary: "Eliminar una comida" },
];

export function registerOperations(ops: Operation[]) {
  for (const op of ops) {
    if (!OPERATIONS.some((o) => o.method === op.method && o.path === op.path)) OPERATIONS.push(op);
  }
}

export function openApiDocument() {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const op of OPERATIONS) {
    const jsonSchema = (s: z.ZodType) => z.toJSONSchema(s, { io: "input", unrepresentable: "any" });
    paths[op.path] ??= {};
    paths[op.path][op.method] = {
      summary: op.summary,
      ...(op.body
        ? {
            requestBody: { required: true, content: { "application/json": { schema: jsonSchema(op.body) } } },
          }
        : {}),
      responses: {
        "200": {
          description: "OK",
          ...(op.response ? { content: { "application/json": { schema: jsonSchema(op.response) } } } : {}),
        },
        default: {
          description: 'Error: {"error": "<mensaje en español>"}',
        },
      },
    };
  }
  return {
    openapi: "3.1.0",
    info: { title: "Bocado API", version: "0.1.0", description: "API JSON de Bocado (cookies de sesión)." },
    paths,
  };
}
