import { type Context, Hono } from "hono";
import { z } from "zod";
import { mealTypeSchema } from "../../../core/enums";
import { AppError, Invalid } from "../../../core/errors";
import {
  analyzeMealResponseSchema,
  analyzeTextInputSchema,
  createMealInputSchema,
  descriptionSchema,
  mealLogSchema,
  updateMealInputSchema,
} from "../../../core/meal.schema";
import type { ApiEnv, AppDeps } from "../../http/context";
import { zodMessage } from "../../http/errors";
import { validate } from "../../http/validate";
import { registerOperations } from "../../openapi";
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

registerOperations([
  {
    method: "post",
    path: "/api/meals/analyze",
    summary:
      "Analizar una comida: JSON {meal_type, description} o multipart con `photo` (JPEG, PNG o WebP, máx. 10 MB) y `description`/`meal_type` opcionales. Devuelve el análisis con `items` y `photo_id` si se guardó una foto. Sin modelo de visión (motor integrado) la foto se guarda sin contar un análisis: con descripción se analiza el texto; sin ella se responde {photo_id, needs_description: true, message} para pedir la descripción. No registra nada.",
    response: analyzeMealResponseSchema,
  },
  { method: "post", path: "/api/meals", summary: "Registrar una comida", response: mealLogSchema },
  {
    method: "get",
    path: "/api/meals",
    summary:
      "Comidas de un día (?day=YYYY-MM-DD, por defecto hoy en la zona horaria X-Time-Zone), más recientes primero",
    response: z.array(mealLogSchema),
  },
  { method: "patch", path: "/api/meals/{id}", summary: "Editar una comida", response: mealLogSchema },
  { method: "delete", path: "/api/meals/{id}", summary: "Eliminar una comida (y su foto)" },
  { method: "get", path: "/api/photos/{id}", summary: "La foto de una comida, solo para su dueño" },
]);

export function mealsDeps(deps: AppDeps): MealsDeps {
  return { db: deps.db, ai: deps.ai, logger: deps.logger, photos: createPhotoStore(deps.config) };
}

const quotaCtx = (c: Context<ApiEnv>) => ({ userId: c.get("user").id, timeZone: c.get("timeZone") });

const optionalText = (value: unknown) => (typeof value === "string" && value.trim() ? value : undefined);

/** Meals API (DESIGN.md HTTP table): analyse, log, list a day, edit, delete. */
export function mealsRoutes(deps: AppDeps, meals: MealsDeps = mealsDeps(deps)) {
  return new Hono<ApiEnv>()
    .post("/analyze", async (c) => {
      if (!/^multipart\/form-data/i.test(c.req.header("content-type") ?? "")) {
        const parsed = analyzeTextInputSchema.safeParse(await c.req.json().catch(() => null));
        if (!parsed.success) throw new Invalid(zodMessage(parsed.error));
        return c.json(await analyzeText(meals, parsed.data.description, c.req.raw.signal));
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
        return c.json(await analyzeText(meals, description, c.req.raw.signal));
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
      );
    })
    .get("/", async (c) => c.json(await listDayMeals(meals, quotaCtx(c), c.req.query("day"))))
    .post("/", validate("json", createMealInputSchema), async (c) => {
      return c.json(await createMeal(meals, quotaCtx(c), c.req.valid("json")), 201);
    })
    .patch("/:id", validate("json", updateMealInputSchema), async (c) => {
      return c.json(await editMeal(meals, c.get("user").id, c.req.param("id"), c.req.valid("json")));
    })
    .delete("/:id", async (c) => {
      await removeMeal(meals, c.get("user").id, c.req.param("id"));
      return c.body(null, 204);
    });
}
