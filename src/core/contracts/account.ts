import { z } from "zod";
import {
  deleteAccountInputSchema,
  exportQuerySchema,
  importPreviewSchema,
  importQuerySchema,
  importReportSchema,
} from "../account-data.schema";
import { defineRoute, errorResponse, json, jsonBody } from "./define";

/** A file download: outside the typed client (docs/decisions/0036). */
export const exportRoute = defineRoute({
  method: "get",
  path: "/api/export",
  summary:
    "Exportar todos tus datos: ?format=json (siempre) o csv (ZIP con un CSV por tabla, Premium y Familiar; &decimal=comma|dot)",
  request: { query: exportQuerySchema },
  responses: {
    200: {
      description: "El archivo, como adjunto",
      content: {
        "application/json": { schema: { type: "object" } },
        "application/zip": { schema: { type: "string", contentMediaType: "application/zip" } },
      },
    },
    default: errorResponse,
  },
});

/** A multipart upload: outside the typed client (docs/decisions/0036); the answer is typed. */
export const importRoute = defineRoute({
  method: "post",
  path: "/api/import",
  summary:
    "Importar comidas de MyFitnessPal, Cronometer o una exportación de Bocado (multipart, campo file, máximo 5 MB; ?dry_run=1 para previsualizar)",
  request: {
    query: importQuerySchema,
    body: {
      required: true,
      content: {
        "multipart/form-data": {
          schema: {
            type: "object",
            properties: { file: { type: "string", contentMediaType: "application/octet-stream" } },
            required: ["file"],
          },
        },
      },
    },
  },
  responses: { 200: json(importReportSchema.or(importPreviewSchema)), default: errorResponse },
});

export const deleteAccountRoute = defineRoute({
  method: "delete",
  path: "/api/account",
  summary: "Eliminar tu cuenta y todos tus datos (pide la contraseña); no se puede deshacer",
  request: { body: jsonBody(deleteAccountInputSchema) },
  responses: {
    200: json(z.object({ ok: z.literal(true), redirect: z.string() })),
    default: errorResponse,
  },
});
