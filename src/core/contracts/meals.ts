import { z } from "zod";
import {
  analyzeMealResponseSchema,
  analyzeTextInputSchema,
  createMealInputSchema,
  mealLogSchema,
  updateMealInputSchema,
} from "../meal.schema";
import { defineRoute, errorResponse, json, jsonBody } from "./define";

/** A path's `{id}`: any text; the service answers 404 for one that is not the user's. */
export const idParams = z.object({ id: z.string() });
export const noContent = { description: "Hecho, sin contenido" } as const;

export const analyzeMealRoute = defineRoute({
  method: "post",
  path: "/api/meals/analyze",
  summary:
    "Analizar una comida: JSON {meal_type, description} o multipart con `photo` (JPEG, PNG o WebP, máx. 10 MB) y `description`/`meal_type` opcionales. Devuelve el análisis con `items` y `photo_id` si se guardó una foto. Sin modelo de visión (motor integrado) la foto se guarda sin contar un análisis: con descripción se analiza el texto; sin ella se responde {photo_id, needs_description: true, message} para pedir la descripción. No registra nada.",
  request: {
    body: {
      // not `required`: a required JSON body would refuse the multipart upload before the handler
      required: false,
      content: {
        "application/json": { schema: analyzeTextInputSchema },
        // Read by the handler itself (docs/decisions/0036: multipart is outside the typed client).
        "multipart/form-data": {
          schema: {
            type: "object",
            properties: {
              photo: { type: "string", contentMediaType: "application/octet-stream" },
              description: { type: "string" },
              meal_type: { type: "string" },
            },
          },
        },
      },
    },
  },
  responses: { 200: json(analyzeMealResponseSchema), default: errorResponse },
});

export const createMealRoute = defineRoute({
  method: "post",
  path: "/api/meals",
  summary: "Registrar una comida",
  request: { body: jsonBody(createMealInputSchema) },
  responses: { 201: json(mealLogSchema, "Registrada"), default: errorResponse },
});

export const listMealsRoute = defineRoute({
  method: "get",
  path: "/api/meals",
  summary:
    "Comidas de un día (?day=YYYY-MM-DD, por defecto hoy en la zona horaria X-Time-Zone), más recientes primero",
  request: { query: z.object({ day: z.string().optional() }) },
  responses: { 200: json(z.array(mealLogSchema)), default: errorResponse },
});

export const updateMealRoute = defineRoute({
  method: "patch",
  path: "/api/meals/{id}",
  summary: "Editar una comida",
  request: { params: idParams, body: jsonBody(updateMealInputSchema) },
  responses: { 200: json(mealLogSchema), default: errorResponse },
});

export const deleteMealRoute = defineRoute({
  method: "delete",
  path: "/api/meals/{id}",
  summary: "Eliminar una comida (y su foto)",
  request: { params: idParams },
  responses: { 204: noContent, default: errorResponse },
});

/** A photo's bytes for an <img>: outside the typed client (docs/decisions/0036). */
export const getPhotoRoute = defineRoute({
  method: "get",
  path: "/api/photos/{id}",
  summary: "La foto de una comida, solo para su dueño",
  request: { params: idParams },
  responses: {
    200: {
      description: "La imagen (JPEG, PNG o WebP)",
      content: { "image/*": { schema: { type: "string", contentMediaType: "image/*" } } },
    },
    default: errorResponse,
  },
});
