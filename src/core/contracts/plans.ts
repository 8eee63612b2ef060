import { z } from "zod";
import { mealTypeSchema } from "../enums";
import { visiblePlanSchema } from "../household.schema";
import { numberInput } from "../input";
import { jobAcceptedSchema } from "../job.schema";
import { mealLogSchema } from "../meal.schema";
import { plannedMealSchema } from "../plan.schema";
import { defineRoute, errorResponse, json, jsonBody } from "./define";

/** A week offset: 0 = this week, ±1 per arrow; ten years either way is plenty. */
const weekOffset = numberInput("La semana no es válida").pipe(
  z
    .number()
    .int({ error: "La semana no es válida" })
    .min(-520, { error: "La semana no es válida" })
    .max(520, { error: "La semana no es válida" }),
);

export const planQuerySchema = z.object({ week_offset: weekOffset.default(0) });
export const planWeekInputSchema = z.object({ week_offset: weekOffset.default(0) });
export const addToTodayInputSchema = z.object({
  meal: plannedMealSchema,
  meal_type: mealTypeSchema.optional(),
});
export type AddToTodayInput = z.infer<typeof addToTodayInputSchema>;

export { visiblePlanSchema };
export const planResponseSchema = visiblePlanSchema.nullable();

export const addedMealParamsSchema = z.object({ id: z.uuid({ error: "Comida no encontrada" }) });
export const changeMealTypeInputSchema = z.object({ meal_type: mealTypeSchema });

export const getPlanRoute = defineRoute({
  method: "get",
  path: "/api/plans",
  summary: "El plan que cubre la semana (?week_offset=N, 0 = esta semana), o null",
  request: { query: planQuerySchema },
  responses: { 200: json(planResponseSchema), default: errorResponse },
});

/** 200 with the plan (built-in engine) or 202 with a job (AI provider): called through requestMaybeJob. */
export const generatePlanRoute = defineRoute({
  method: "post",
  path: "/api/plans/generate",
  summary:
    "Generar un plan nuevo para la semana (reemplaza el que la solape). Con proveedor de IA: 202 {job_id}; 409 si ya se genera esa semana",
  request: { body: jsonBody(planWeekInputSchema) },
  responses: {
    200: json(visiblePlanSchema),
    202: json(jobAcceptedSchema, "Trabajo en segundo plano: consultar GET /api/jobs/{id}"),
    default: errorResponse,
  },
});

export const reusePlanRoute = defineRoute({
  method: "post",
  path: "/api/plans/reuse",
  summary: "Copiar el plan anterior más reciente a la semana",
  request: { body: jsonBody(planWeekInputSchema) },
  responses: { 200: json(visiblePlanSchema), default: errorResponse },
});

export const addToTodayRoute = defineRoute({
  method: "post",
  path: "/api/plans/add-to-today",
  summary: "Añadir una comida del plan al registro de hoy",
  request: { body: jsonBody(addToTodayInputSchema) },
  responses: { 201: json(mealLogSchema, "Registrada"), default: errorResponse },
});

export const changeAddedMealTypeRoute = defineRoute({
  method: "patch",
  path: "/api/plans/add-to-today/{id}",
  summary: "Cambiar el tipo de la comida recién añadida desde el plan",
  request: { params: addedMealParamsSchema, body: jsonBody(changeMealTypeInputSchema) },
  responses: { 200: json(mealLogSchema), default: errorResponse },
});
