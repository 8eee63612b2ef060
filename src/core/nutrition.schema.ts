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
  /** the composition table behind the numbers ("CIQUAL 2020", "USDA FNDDS", "TACO 2011", a recipe) */
  table: z.string().optional(),
  /** a stand-in: generic values for an unknown variety ("sopa de …"), a proxy food or a bounded amount */
  approximate: z.boolean().optional(),
});
export type AnalysisItem = z.infer<typeof analysisItemSchema>;

/** SPEC.md section 3 "Nutrition analysis result", plus the itemised breakdown. */
export const nutritionAnalysisSchema = nutrientsSchema.extend({
  description: short(2000),
  weight: short(50),
  items: z.array(analysisItemSchema).max(50).default([]),
  unmatched: z.array(short(200)).max(50).default([]),
  /** foods the table does not know, left out of the totals ("provoleta"), with their own quantity */
  unknown: z.array(short(200)).max(50).optional(),
  /** "high_total": over 3,000 kcal in one meal; "capped": amounts were bounded to stay plausible */
  warnings: z
    .array(z.enum(["high_total", "capped"]))
    .max(5)
    .optional(),
  engine: z.enum(["builtin", "openai"]).default("builtin"),
});
export type NutritionAnalysis = z.infer<typeof nutritionAnalysisSchema>;
