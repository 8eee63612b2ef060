import { z } from "zod";
import { text } from "./input";
import { nutrientsSchema } from "./nutrients";
import { MEAL_WEIGHT_MAX_G } from "./plausibility";

const short = (max: number) => text({ max, tooLong: `Texto demasiado largo (máximo ${max} caracteres)` });

/** One understood item of a meal description (built-in engine or grounded AI answer). */
export const analysisItemSchema = nutrientsSchema.extend({
  food_id: short(100).nullable(),
  name: short(200),
  quantity: z.number().min(0).max(100_000),
  unit: short(50),
  grams: z.number().min(0).max(MEAL_WEIGHT_MAX_G),
  confidence: z.number().min(0).max(1),
  /** where the numbers of this item came from */
  source: z.enum(["table", "ai"]).default("table"),
});
export type AnalysisItem = z.infer<typeof analysisItemSchema>;

/** SPEC.md section 3 "Nutrition analysis result", plus the itemised breakdown. */
export const nutritionAnalysisSchema = nutrientsSchema.extend({
  description: short(2000),
  weight: short(50),
  items: z.array(analysisItemSchema).max(50).default([]),
  unmatched: z.array(short(200)).max(50).default([]),
  engine: z.enum(["builtin", "openai"]).default("builtin"),
});
export type NutritionAnalysis = z.infer<typeof nutritionAnalysisSchema>;
