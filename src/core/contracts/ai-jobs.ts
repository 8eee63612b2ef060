import { z } from "zod";
import { barcodeProductSchema } from "../barcode.schema";
import { jobAcceptedSchema, jobSchema } from "../job.schema";
import { plannedMealSchema } from "../plan.schema";
import { recipeSchema } from "../recipe.schema";
import { defineRoute, errorResponse, json, jsonBody } from "./define";
import { idParams } from "./meals";

export const barcodeRoute = defineRoute({
  method: "get",
  path: "/api/barcode/{code}",
  summary:
    "Producto envasado por su código de barras (EAN-8, EAN-13, UPC-A, UPC-E: 8 a 14 cifras) desde Open Food Facts (ODbL), con nutrientes por 100 g. Se guarda en caché; 404 si Open Food Facts no lo conoce, 422 si no tiene información nutricional, 429/502/503/504 si Open Food Facts no responde bien.",
  // the code's digits are checked by the handler, whose Spanish message names the formats
  request: { params: z.object({ code: z.string() }) },
  responses: { 200: json(barcodeProductSchema), default: errorResponse },
});

export const getJobRoute = defineRoute({
  method: "get",
  path: "/api/jobs/{id}",
  summary:
    "Estado de un trabajo en segundo plano (plan o receta con proveedor de IA): progreso, resultado o error",
  // an id that is not a UUID is answered 404 by the handler, like someone else's job
  request: { params: idParams },
  responses: { 200: json(jobSchema), default: errorResponse },
});

export const recipeRequestSchema = z.object({ meal: plannedMealSchema });

export const recipeRoute = defineRoute({
  method: "post",
  path: "/api/recipes",
  summary:
    "La receta de una comida del plan: la guardada o una nueva dentro del límite semanal (con proveedor de IA: 202 {job_id})",
  request: { body: jsonBody(recipeRequestSchema) },
  responses: {
    200: json(recipeSchema, "La receta guardada"),
    201: json(recipeSchema, "Una receta nueva"),
    202: json(jobAcceptedSchema, "Trabajo en segundo plano: consultar GET /api/jobs/{id}"),
    default: errorResponse,
  },
});
