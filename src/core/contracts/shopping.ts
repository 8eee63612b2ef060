import { z } from "zod";
import {
  followMenuInputSchema,
  householdOverviewSchema,
  householdTodaySchema,
  sharingInputSchema,
} from "../household.schema";
import {
  addExtraInputSchema,
  itemParamsSchema,
  shoppingItemSchema,
  shoppingListQuerySchema,
  shoppingListSchema,
  stapleInputSchema,
  updateItemInputSchema,
} from "../shopping.schema";
import { defineRoute, errorResponse, json, jsonBody } from "./define";
import { idParams, noContent } from "./meals";

export const itemStateSchema = z.object({ key: z.string(), checked: z.boolean(), removed: z.boolean() });

export const shoppingListRoute = defineRoute({
  method: "get",
  path: "/api/shopping-list",
  summary:
    "Lista de la compra de la semana (?week_offset=N, &days=0,1,2 para días concretos): ingredientes del plan sumados por producto y agrupados por pasillo, con lo marcado",
  request: { query: shoppingListQuerySchema },
  responses: { 200: json(shoppingListSchema), default: errorResponse },
});

export const updateShoppingItemRoute = defineRoute({
  method: "patch",
  path: "/api/shopping-list/items/{key}",
  summary: "Marcar, desmarcar, quitar o recuperar un artículo de la lista de la semana",
  request: { params: itemParamsSchema, body: jsonBody(updateItemInputSchema) },
  responses: { 200: json(itemStateSchema), default: errorResponse },
});

export const addShoppingExtraRoute = defineRoute({
  method: "post",
  path: "/api/shopping-list/extras",
  summary: "Añadir un artículo a mano a la lista de la semana (máximo 500 por semana)",
  request: { body: jsonBody(addExtraInputSchema) },
  responses: { 201: json(shoppingItemSchema, "Añadido"), default: errorResponse },
});

export const addStapleRoute = defineRoute({
  method: "post",
  path: "/api/shopping-list/staples",
  summary: "Marcar un producto como «siempre en casa»: no aparecerá en las próximas listas",
  request: { body: jsonBody(stapleInputSchema) },
  responses: { 204: noContent, default: errorResponse },
});

export const removeStapleRoute = defineRoute({
  method: "delete",
  path: "/api/shopping-list/staples/{key}",
  summary: "Deshacer «siempre en casa»",
  request: { params: itemParamsSchema },
  responses: { 204: noContent, default: errorResponse },
});

export const householdRoute = defineRoute({
  method: "get",
  path: "/api/family",
  summary:
    "El hogar del plan familiar: quién sigue el menú familiar y, con su consentimiento, las alergias y dietas de cada miembro (solo el titular); 402 sin plan familiar",
  responses: { 200: json(householdOverviewSchema), default: errorResponse },
});

export const followMenuRoute = defineRoute({
  method: "patch",
  path: "/api/family/members/{id}",
  summary: "El titular decide si un miembro sigue el menú familiar o su propio plan",
  // an id that is not a UUID is answered 404 by the handler, like another household's member
  request: { params: idParams, body: jsonBody(followMenuInputSchema) },
  responses: { 200: json(householdOverviewSchema), default: errorResponse },
});

export const sharingRoute = defineRoute({
  method: "patch",
  path: "/api/family/sharing",
  summary: "Lo que la persona comparte con su familia: alergias y dietas (con el titular) y calorías de hoy",
  request: { body: jsonBody(sharingInputSchema) },
  responses: { 200: json(householdOverviewSchema), default: errorResponse },
});

export const householdTodayRoute = defineRoute({
  method: "get",
  path: "/api/family/today",
  summary: "Tarjeta del hogar: calorías de hoy frente a la meta de quienes decidieron compartirlas",
  responses: { 200: json(householdTodaySchema), default: errorResponse },
});
