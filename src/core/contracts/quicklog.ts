import { z } from "zod";
import { mealLogSchema } from "../meal.schema";
import {
  copyDayInputSchema,
  copyDayResponseSchema,
  createFavoriteInputSchema,
  favoriteSchema,
  foodSearchQuerySchema,
  foodSearchResponseSchema,
  logFoodsInputSchema,
  recentMealSchema,
  relogInputSchema,
  updateFavoriteInputSchema,
} from "../quicklog.schema";
import { defineRoute, errorResponse, json, jsonBody } from "./define";
import { idParams, noContent } from "./meals";

export const searchFoodsRoute = defineRoute({
  method: "get",
  path: "/api/foods/search",
  summary:
    "Buscar en la tabla de alimentos (?q=, desde 2 letras, sin acentos y con erratas): alimentos, platos y tus comidas recientes que coinciden, cada uno con sus kcal por ración habitual y sus medidas caseras",
  request: { query: foodSearchQuerySchema },
  responses: { 200: json(foodSearchResponseSchema), default: errorResponse },
});

export const logFoodsRoute = defineRoute({
  method: "post",
  path: "/api/meals/from-foods",
  summary:
    "Registrar una comida con alimentos de la tabla {meal_type, day?, photo_id?, items: [{food_id, unit ('g' o una medida casera), amount}]}; los nutrientes los calcula el servidor",
  request: { body: jsonBody(logFoodsInputSchema) },
  responses: { 201: json(mealLogSchema, "Registrada"), default: errorResponse },
});

export const recentMealsRoute = defineRoute({
  method: "get",
  path: "/api/meals/recent",
  summary: "Comidas distintas de los últimos 30 días, las más frecuentes y recientes primero",
  responses: { 200: json(z.array(recentMealSchema)), default: errorResponse },
});

export const copyMealRoute = defineRoute({
  method: "post",
  path: "/api/meals/{id}/copy",
  summary: "Registrar de nuevo una comida (misma foto y nutrientes) {meal_type?, day?}; por defecto hoy",
  request: { params: idParams, body: jsonBody(relogInputSchema) },
  responses: { 201: json(mealLogSchema, "Registrada"), default: errorResponse },
});

export const copyDayRoute = defineRoute({
  method: "post",
  path: "/api/meals/copy-day",
  summary: "Copiar todas las comidas de un día {from, to?} (por defecto a hoy), cada una a su hora",
  request: { body: jsonBody(copyDayInputSchema) },
  responses: { 201: json(copyDayResponseSchema, "Copiadas"), default: errorResponse },
});

export const listFavoritesRoute = defineRoute({
  method: "get",
  path: "/api/favorites",
  summary: "Comidas favoritas",
  responses: { 200: json(z.array(favoriteSchema)), default: errorResponse },
});

export const createFavoriteRoute = defineRoute({
  method: "post",
  path: "/api/favorites",
  summary: "Marcar una comida como favorita {meal_id, name?} (200 si ya lo era, 201 si es nueva)",
  request: { body: jsonBody(createFavoriteInputSchema) },
  responses: {
    200: json(favoriteSchema, "Ya era favorita"),
    201: json(favoriteSchema, "Nueva favorita"),
    default: errorResponse,
  },
});

export const renameFavoriteRoute = defineRoute({
  method: "patch",
  path: "/api/favorites/{id}",
  summary: "Renombrar un favorito {name}",
  request: { params: idParams, body: jsonBody(updateFavoriteInputSchema) },
  responses: { 200: json(favoriteSchema), default: errorResponse },
});

export const deleteFavoriteRoute = defineRoute({
  method: "delete",
  path: "/api/favorites/{id}",
  summary: "Quitar un favorito",
  request: { params: idParams },
  responses: { 204: noContent, default: errorResponse },
});

export const logFavoriteRoute = defineRoute({
  method: "post",
  path: "/api/favorites/{id}/log",
  summary: "Registrar una comida favorita {meal_type?, day?}",
  request: { params: idParams, body: jsonBody(relogInputSchema) },
  responses: { 201: json(mealLogSchema, "Registrada"), default: errorResponse },
});
