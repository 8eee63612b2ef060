import { dashboardResponseSchema } from "../dashboard.schema";
import { profileResponseSchema } from "../profile.schema";
import { profileUpdateSchema } from "../profile-update.schema";
import { defineRoute, errorResponse, json, jsonBody } from "./define";

export const getProfileRoute = defineRoute({
  method: "get",
  path: "/api/profile",
  summary: "Perfil del usuario",
  responses: { 200: json(profileResponseSchema), default: errorResponse },
});

export const updateProfileRoute = defineRoute({
  method: "patch",
  path: "/api/profile",
  summary:
    "Editar el perfil (nombre, edad, peso, altura, actividad, meta de calorías, dieta, comidas por día, cocina)",
  request: { body: jsonBody(profileUpdateSchema) },
  responses: { 200: json(profileResponseSchema), default: errorResponse },
});

export const getDashboardRoute = defineRoute({
  method: "get",
  path: "/api/dashboard",
  summary:
    "Resumen del día local: totales de hoy, metas, racha, calorías de los últimos 7 días, media semanal y plan de hoy",
  responses: { 200: json(dashboardResponseSchema), default: errorResponse },
});
