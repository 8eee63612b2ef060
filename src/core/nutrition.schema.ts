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
  /** the composition table behind the numbers ("CIQUAL 2020", "USDA FNDDS", "TACO 2011", a recipe) */
  table: z.string().optional(),
  /** a stand-in: generic values for an unknown variety ("sopa de …"), a proxy food or a bounded amount */
  approximate: z.boolean().optional(),
});
export type AnalysisItem = z.infer<typeof analysisItemSchema>;

/** SPEC.md section 3 "Nutrition analysis result", plus the itemised breakdown. */
export const nutritionAnalysisSchema = nutrientsSchema.extend({
  description: z.string(),
  weight: z.string(),
  items: z.array(analysisItemSchema).default([]),
  unmatched: z.array(z.string()).default([]),
  /** foods the table does not know, left out of the totals ("provoleta"), with their own quantity */
  unknown: z.array(z.string()).optional(),
  /** "high_total": over 3,000 kcal in one meal; "capped": amounts were bounded to stay plausible */
  warnings: z.array(z.enum(["high_total", "capped"])).optional(),
  engine: z.enum(["builtin", "openai"]).default("builtin"),
});
export type NutritionAnalysis = z.infer<typeof nutritionAnalysisSchema>;
