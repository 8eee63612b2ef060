import type { Context } from "hono";
import {
  analyzeMealRoute,
  createMealRoute,
  deleteMealRoute,
  listMealsRoute,
  updateMealRoute,
} from "../../../core/contracts/meals";
import { mealTypeSchema } from "../../../core/enums";
import { AppError, Invalid } from "../../../core/errors";
import { analyzeTextInputSchema, descriptionSchema } from "../../../core/meal.schema";
import type { ApiEnv, AppDeps } from "../../http/context";
import { zodMessage } from "../../http/errors";
import { contractRouter, mountedAt } from "../../http/openapi-router";
import { MEAL_MESSAGES } from "./meals.messages";
import {
  analyzePhoto,
  analyzeText,
  createMeal,
  editMeal,
  listDayMeals,
  type MealsDeps,
  removeMeal,
} from "./meals.service";
import { MAX_PHOTO_BYTES } from "./photo-image";
import { createPhotoStore } from "./photo-store";

export function mealsDeps(deps: AppDeps): MealsDeps {
  return { db: deps.db, ai: deps.ai, logger: deps.logger, photos: createPhotoStore(deps.config) };
}

const BASE = "/api/meals";

const quotaCtx = (c: Context<ApiEnv>) => ({ userId: c.get("user").id, timeZone: c.get("timeZone") });

const optionalText = (value: unknown) => (typeof value === "string" && value.trim() ? value : undefined);

/** Meals API (DESIGN.md HTTP table): analyse, log, list a day, edit, delete. */
export function mealsRoutes(deps: AppDeps, meals: MealsDeps = mealsDeps(deps)) {
  const at = <R extends Parameters<typeof mountedAt>[1]>(route: R) => mountedAt(BASE, route);
  return contractRouter()
    .openapi(at(analyzeMealRoute), async (c) => {
      if (!/^multipart\/form-data/i.test(c.req.header("content-type") ?? "")) {
        // The contract's validator checked a JSON body already; one with no JSON type is read here.
        const parsed = analyzeTextInputSchema.safeParse(await c.req.json().catch(() => null));
        if (!parsed.success) throw new Invalid(zodMessage(parsed.error));
        const { description } = parsed.data;
        return c.json(await analyzeText(meals, c.get("user").id, description, c.req.raw.signal), 200);
      }
      const form = await c.req.parseBody().catch(() => {
        throw new Invalid(MEAL_MESSAGES.invalidImage);
      });
      const mealType = optionalText(form.meal_type);
      if (mealType !== undefined) {
        const type = mealTypeSchema.safeParse(mealType);
        if (!type.success) throw new Invalid(zodMessage(type.error));
      }
      const rawDescription = optionalText(form.description);
      let description: string | undefined;
      if (rawDescription !== undefined) {
        const parsed = descriptionSchema.safeParse(rawDescription);
        if (!parsed.success) throw new Invalid(zodMessage(parsed.error));
        description = parsed.data;
      }
      const photo = form.photo;
      if (!(photo instanceof File)) {
        if (!description) throw new Invalid(MEAL_MESSAGES.descriptionRequired);
        return c.json(await analyzeText(meals, c.get("user").id, description, c.req.raw.signal), 200);
      }
      if (photo.size > MAX_PHOTO_BYTES) throw new AppError(MEAL_MESSAGES.photoTooLarge, 413);
      const bytes = new Uint8Array(await photo.arrayBuffer());
      return c.json(
        await analyzePhoto(meals, quotaCtx(c), {
          bytes,
          fileName: photo.name,
          description,
          signal: c.req.raw.signal,
        }),
        200,
      );
    })
    .openapi(at(listMealsRoute), async (c) =>
      c.json(await listDayMeals(meals, quotaCtx(c), c.req.valid("query").day), 200),
    )
    .openapi(at(createMealRoute), async (c) => {
      return c.json(await createMeal(meals, quotaCtx(c), c.req.valid("json")), 201);
    })
    .openapi(at(updateMealRoute), async (c) => {
      const { id } = c.req.valid("param");
      return c.json(await editMeal(meals, c.get("user").id, id, c.req.valid("json")), 200);
    })
    .openapi(at(deleteMealRoute), async (c) => {
      await removeMeal(meals, c.get("user").id, c.req.valid("param").id);
      return c.body(null, 204);
    });
}
