import { z } from "zod";
import { nutrientsSchema } from "./nutrients";

/** One understood item of a meal description (built-in engine or grounded AI answer). */
export const analysisItemSchema = nutrientsSchema.extend({
  food_id: z.string().nullable(),
  name: z.string(),
  quantity: z.number(),
  unit: z.string(),
  grams: z.number().min(0),
  confidence: z.number().min(0).max(1),
  /** where the numbers of this item came from */
  source: z.enum(["table", "ai"]).default("table"),
});
export type AnalysisItem = z.infer<typeof analysisItemSchema>;

/** SPEC.md section 3 "Nutrition analysis result", plus the itemised breakdown. */
export const nutritionAnalysisSchema = nutrientsSchema.extend({
  description: z.string(),
  weight: z.string(),
  items: z.array(analysisItemSchema).default([]),
  unmatched: z.array(z.string()).default([]),
  engine: z.enum(["builtin", "openai"]).default("builtin"),
});
export type NutritionAnalysis = z.infer<typeof nutritionAnalysisSchema>;
