import { Hono } from "hono";
import { mealLogSchema } from "../../../core/meal.schema";
import { mealPlanSchema } from "../../../core/plan.schema";
import type { ApiEnv, AppDeps } from "../../http/context";
import { validate } from "../../http/validate";
import { registerOperations } from "../../openapi";
import {
  addedMealParamsSchema,
  addToTodayInputSchema,
  changeMealTypeInputSchema,
  planQuerySchema,
  planResponseSchema,
  planWeekInputSchema,
} from "./plans.schema";
import {
  addPlannedMealToToday,
  changeAddedMealType,
  generatePlan,
  planForWeek,
  reusePreviousPlan,
} from "./plans.service";

registerOperations([
  {
    method: "get",
    path: "/api/plans",
    summary: "El plan que cubre la semana (?week_offset=N, 0 = esta semana), o null",
    response: planResponseSchema,
  },
  {
    method: "post",
    path: "/api/plans/generate",
    summary: "Generar un plan nuevo para la semana (reemplaza el que la solape)",
    body: planWeekInputSchema,
    response: mealPlanSchema,
  },
  {
    method: "post",
    path: "/api/plans/reuse",
    summary: "Copiar el plan anterior más reciente a la semana",
    body: planWeekInputSchema,
    response: mealPlanSchema,
  },
  {
    method: "post",
    path: "/api/plans/add-to-today",
    summary: "Añadir una comida del plan al registro de hoy",
    body: addToTodayInputSchema,
    response: mealLogSchema,
  },
  {
    method: "patch",
    path: "/api/plans/add-to-today/{id}",
    summary: "Cambiar el tipo de la comida recién añadida desde el plan",
    body: changeMealTypeInputSchema,
    response: mealLogSchema,
  },
]);

/** Plans API (SPEC.md section 4 "Meal plans"; DESIGN.md HTTP API). */
export function plansRoutes(deps: AppDeps) {
  return new Hono<ApiEnv>()
    .get("/", validate("query", planQuerySchema), async (c) => {
      const { week_offset } = c.req.valid("query");
      return c.json(await planForWeek(deps.db, c.get("user").id, week_offset, c.get("timeZone")));
    })
    .post("/generate", validate("json", planWeekInputSchema), async (c) => {
      const { week_offset } = c.req.valid("json");
      const plan = await generatePlan(deps, c.get("user").id, {
        weekOffset: week_offset,
        timeZone: c.get("timeZone"),
        now: c.get("receivedAt"),
      });
      return c.json(plan);
    })
    .post("/reuse", validate("json", planWeekInputSchema), async (c) => {
      const { week_offset } = c.req.valid("json");
      const user = c.get("user");
      return c.json(
        await reusePreviousPlan(deps.db, user.id, week_offset, c.get("timeZone"), c.get("receivedAt")),
      );
    })
    .post("/add-to-today", validate("json", addToTodayInputSchema), async (c) => {
      const { meal, meal_type } = c.req.valid("json");
      const log = await addPlannedMealToToday(deps.db, c.get("user").id, {
        meal,
        mealType: meal_type,
      });
      return c.json(log, 201);
    })
    .patch(
      "/add-to-today/:id",
      validate("param", addedMealParamsSchema),
      validate("json", changeMealTypeInputSchema),
      async (c) => {
        const log = await changeAddedMealType(
          deps.db,
          c.get("user").id,
          c.req.valid("param").id,
          c.req.valid("json").meal_type,
        );
        return c.json(log);
      },
    );
}
