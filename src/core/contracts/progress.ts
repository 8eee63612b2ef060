import { adaptiveGoalResponseSchema, insightsQuerySchema, insightsResponseSchema } from "../insights.schema";
import { onboardingInputSchema, onboardingResultSchema } from "../onboarding.schema";
import {
  weighInInputSchema,
  weighInSchema,
  weightsQuerySchema,
  weightsResponseSchema,
} from "../weight.schema";
import { defineRoute, errorResponse, json, jsonBody } from "./define";
import { idParams, noContent } from "./meals";

export const completeOnboardingRoute = defineRoute({
  method: "post",
  path: "/api/onboarding",
  summary: "Guardar todas las respuestas del onboarding y generar el plan inicial",
  request: { body: jsonBody(onboardingInputSchema) },
  responses: { 200: json(onboardingResultSchema), default: errorResponse },
});

export const listWeightsRoute = defineRoute({
  method: "get",
  path: "/api/weights",
  summary:
    "Pesajes de los últimos ?days=30|90|365 días (90 por defecto) con su tendencia suavizada (EWMA) y el último pesaje",
  request: { query: weightsQuerySchema },
  responses: { 200: json(weightsResponseSchema), default: errorResponse },
});

export const recordWeightRoute = defineRoute({
  method: "post",
  path: "/api/weights",
  summary:
    "Registrar el peso de un día {date, kg, note?}: uno por día (otro el mismo día lo sustituye); el peso del perfil sigue al último pesaje",
  request: { body: jsonBody(weighInInputSchema) },
  responses: { 201: json(weighInSchema, "Registrado"), default: errorResponse },
});

export const deleteWeightRoute = defineRoute({
  method: "delete",
  path: "/api/weights/{id}",
  summary: "Eliminar un pesaje",
  request: { params: idParams },
  responses: { 204: noContent, default: errorResponse },
});

export const insightsRoute = defineRoute({
  method: "get",
  path: "/api/insights",
  summary:
    "Análisis de ?days=7|30|90 días: nutrientes por día frente a sus metas, medias, días en objetivo, fuentes de calorías, azúcar y sal, constancia. Plan Básico: calorías de los últimos 7 días",
  request: { query: insightsQuerySchema },
  responses: { 200: json(insightsResponseSchema), default: errorResponse },
});

export const adaptiveGoalRoute = defineRoute({
  method: "get",
  path: "/api/insights/goal",
  summary:
    "Meta de calorías adaptativa (Premium): gasto estimado de 28 días de registros y pesajes, y la meta propuesta",
  responses: { 200: json(adaptiveGoalResponseSchema), default: errorResponse },
});
