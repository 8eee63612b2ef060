import { z } from "zod";
import { mealTypeSchema } from "./enums";
import { hasNul, NUL_MESSAGE, numberInput, text } from "./input";
import { dayFieldSchema, mealLogSchema } from "./meal.schema";
import { nutrientsSchema, nutrientTotalsSchema } from "./nutrients";

/*
 * Quick logging (issue 17): food search, logging from the table, recents, favourites, copies and
 * logging on a day other than today. Shapes shared by the server's validation and the client.
 */

// ---------- search ----------
export const MAX_SEARCH_QUERY = 100;

export const foodSearchQuerySchema = z.object({
  q: z
    .string()
    .max(MAX_SEARCH_QUERY, { error: `La búsqueda no puede superar ${MAX_SEARCH_QUERY} caracteres` })
    .refine((v) => !hasNul(v), { error: NUL_MESSAGE })
    .default(""),
});

export const portionChoiceSchema = z.object({
  unit: z.string(),
  name: z.string(),
  amount: z.number(),
  grams: z.number(),
});
export type PortionChoice = z.infer<typeof portionChoiceSchema>;

export const foodSearchHitSchema = z.object({
  id: z.string(),
  name: z.string(),
  matched: z.string().nullable(),
  group: z.enum(["food", "dish"]),
  portion: portionChoiceSchema,
  kcal_per_portion: z.number(),
  portions: z.array(portionChoiceSchema),
  per100g: nutrientTotalsSchema,
  table: z.string().nullable(),
});
export type FoodSearchHit = z.infer<typeof foodSearchHitSchema>;

/** One of the user's own meals of the last 30 days whose description matches the query. */
export const recentMatchSchema = z.object({
  meal_id: z.string(),
  description: z.string(),
  meal_type: mealTypeSchema,
  calories: z.number(),
  logged_at: z.string(),
});
export type RecentMatch = z.infer<typeof recentMatchSchema>;

export const foodSearchResponseSchema = z.object({
  query: z.string(),
  foods: z.array(foodSearchHitSchema),
  dishes: z.array(foodSearchHitSchema),
  recent: z.array(recentMatchSchema),
  /** a hint when nothing could be searched ("Escribe al menos 2 letras") */
  message: z.string().optional(),
});
export type FoodSearchResponse = z.infer<typeof foodSearchResponseSchema>;

// ---------- log from the table ----------
export const GRAMS_UNIT = "g";
export const MAX_ITEM_GRAMS = 3000;
export const MAX_ITEM_UNITS = 50;

export const foodItemInputSchema = z
  .object({
    food_id: text({ max: 100, tooLong: "Alimento no válido", required: "Elige un alimento" }).min(1, {
      error: "Elige un alimento",
    }),
    /** "g" or one of the food's household units ("rebanada", "vaso") */
    unit: text({ max: 50, tooLong: "Unidad no válida", required: "Elige una unidad" }).min(1, {
      error: "Elige una unidad",
    }),
    amount: numberInput("La cantidad debe ser un número").pipe(
      z.number().gt(0, { error: "La cantidad debe ser mayor que 0" }),
    ),
  })
  .refine((i) => (i.unit === GRAMS_UNIT ? i.amount <= MAX_ITEM_GRAMS : i.amount <= MAX_ITEM_UNITS), {
    error: `La cantidad es demasiado grande (máximo ${MAX_ITEM_GRAMS} g o ${MAX_ITEM_UNITS} unidades)`,
    path: ["amount"],
  });
export type FoodItemInput = z.infer<typeof foodItemInputSchema>;

export const logFoodsInputSchema = z.object({
  meal_type: mealTypeSchema,
  /** the day the meal was eaten (default today); at most 30 days back, never in the future */
  day: dayFieldSchema.optional(),
  /** a photo kept without analysis (no vision model) that becomes the meal's picture */
  photo_id: z.string().uuid({ error: "Foto no válida" }).nullish(),
  items: z
    .array(foodItemInputSchema, { error: "Añade al menos un alimento" })
    .min(1, { error: "Añade al menos un alimento" })
    .max(30, { error: "Una comida puede tener como máximo 30 alimentos" }),
});
export type LogFoodsInput = z.infer<typeof logFoodsInputSchema>;

// ---------- copies, recents, favourites ----------
/** Log an existing meal (or favourite) again: the chosen type and day, or the original type and today. */
export const relogInputSchema = z.object({
  meal_type: mealTypeSchema.optional(),
  day: dayFieldSchema.optional(),
});
export type RelogInput = z.infer<typeof relogInputSchema>;

export const copyDayInputSchema = z.object({
  from: dayFieldSchema,
  to: dayFieldSchema.optional(),
});
export type CopyDayInput = z.infer<typeof copyDayInputSchema>;

export const recentMealSchema = z.object({
  /** the latest log of this meal: what a tap logs again */
  meal: mealLogSchema,
  times: z.number().int(),
});
export type RecentMeal = z.infer<typeof recentMealSchema>;

export const MAX_FAVORITE_NAME = 80;
export const MAX_FAVORITES = 100;

const favoriteName = z
  .string()
  .trim()
  .max(MAX_FAVORITE_NAME, { error: `El nombre no puede superar ${MAX_FAVORITE_NAME} caracteres` })
  .refine((v) => !hasNul(v), { error: NUL_MESSAGE });

export const createFavoriteInputSchema = z.object({
  meal_id: z.string({ error: "Elige una comida" }).max(100, { error: "Comida no encontrada" }),
  name: favoriteName.nullish(),
});
export type CreateFavoriteInput = z.infer<typeof createFavoriteInputSchema>;

export const updateFavoriteInputSchema = z.object({ name: favoriteName.nullable() });
export type UpdateFavoriteInput = z.infer<typeof updateFavoriteInputSchema>;

export const favoriteSchema = nutrientsSchema.extend({
  id: z.string(),
  name: z.string().nullable(),
  meal_type: mealTypeSchema,
  description: z.string(),
  photo_url: z.string().nullable(),
  source_meal_id: z.string().nullable(),
  created_at: z.string(),
});
export type Favorite = z.infer<typeof favoriteSchema>;

export const copyDayResponseSchema = z.object({ copied: z.array(mealLogSchema) });
