import { z } from "zod";
import { mealTypeSchema } from "../../../core/enums";
import { numberInput } from "../../../core/input";
import { mealPlanSchema, plannedMealSchema } from "../../../core/plan.schema";

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

export const planResponseSchema = mealPlanSchema.nullable();

export const addedMealParamsSchema = z.object({ id: z.uuid({ error: "Comida no encontrada" }) });
export const changeMealTypeInputSchema = z.object({ meal_type: mealTypeSchema });
