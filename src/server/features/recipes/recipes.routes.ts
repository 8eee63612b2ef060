import { Hono } from "hono";
import type { ApiEnv, AppDeps } from "../../http/context";
import { validate } from "../../http/validate";
import { registerOperations } from "../../openapi";
import { recipeRequestSchema, recipeResponseSchema } from "./recipes.schema";
import { recipeForMeal } from "./recipes.service";

registerOperations([
  {
    method: "post",
    path: "/api/recipes",
    summary: "La receta de una comida del plan: la guardada o una nueva dentro del límite semanal",
    body: recipeRequestSchema,
    response: recipeResponseSchema,
  },
]);

/** Recipes API (SPEC.md section 4 "Recipe modal"). */
export function recipesRoutes(deps: AppDeps) {
  return new Hono<ApiEnv>().post("/", validate("json", recipeRequestSchema), async (c) => {
    const { recipe, created } = await recipeForMeal(
      deps,
      c.get("user").id,
      c.req.valid("json").meal,
      c.get("timeZone"),
    );
    return c.json(recipe, created ? 201 : 200);
  });
}
