import { z } from "zod";
import { isDayString } from "./dates";
import { mealTypeSchema } from "./enums";
import { hasNul, NUL_MESSAGE } from "./input";
import { nutrientsSchema } from "./nutrients";
import { analysisItemSchema, nutritionAnalysisSchema } from "./nutrition.schema";

export const MAX_DESCRIPTION = 2000;

export const descriptionSchema = z
  .string({ error: "La descripción de la comida es requerida" })
  .trim()
  .min(1, { error: "La descripción de la comida es requerida" })
  .max(MAX_DESCRIPTION, { error: `La descripción no puede superar ${MAX_DESCRIPTION} caracteres` })
  .refine((v) => !hasNul(v), { error: NUL_MESSAGE });

/** The most a stored analysis (ai_analysis) may take as JSON: a real one is 1-5 KB. */
export const MAX_AI_ANALYSIS_BYTES = 32 * 1024;

/** A calendar day "YYYY-MM-DD" in a request (the day a meal was eaten). */
export const dayFieldSchema = z
  .string({ error: "La fecha no es válida (usa AAAA-MM-DD)" })
  .refine(isDayString, { error: "La fecha no es válida (usa AAAA-MM-DD)" });

export const analyzeTextInputSchema = z.object({
  meal_type: mealTypeSchema,
  description: descriptionSchema,
});

/**
 * The user's changes to an analysis before logging it (items re-weighed or removed), kept beside the
 * full AI result in `ai_analysis`, never written over it (SPEC.md section 3; issue 15 item 6).
 */
export const aiEditsSchema = z.object({
  items: z.array(analysisItemSchema).max(100),
});
export type AiEdits = z.infer<typeof aiEditsSchema>;

export const createMealInputSchema = nutrientsSchema.extend({
  meal_type: mealTypeSchema,
  description: descriptionSchema,
  photo_id: z.string().uuid().nullish(),
  ai_analysis: nutritionAnalysisSchema
    .refine((a) => new TextEncoder().encode(JSON.stringify(a)).byteLength <= MAX_AI_ANALYSIS_BYTES, {
      error: "El análisis adjunto es demasiado grande",
    })
    .nullish(),
  ai_edits: aiEditsSchema.nullish(),
  /** the day the meal was eaten (default today); at most 30 days back, never in the future */
  day: dayFieldSchema.optional(),
});
export type CreateMealInput = z.infer<typeof createMealInputSchema>;

export const updateMealInputSchema = nutrientsSchema.partial().extend({
  meal_type: mealTypeSchema.optional(),
  description: descriptionSchema.optional(),
});
export type UpdateMealInput = z.infer<typeof updateMealInputSchema>;

export const mealLogSchema = nutrientsSchema.extend({
  id: z.string(),
  meal_type: mealTypeSchema,
  description: z.string(),
  photo_url: z.string().nullable(),
  ai_analysis: z.unknown().nullable(),
  ai_edits: aiEditsSchema.nullable().optional(),
  logged_at: z.string(),
});
export type MealLog = z.infer<typeof mealLogSchema>;

/** POST /api/meals/analyze with a photo: the analysis, with the id of the stored photo. */
export const mealAnalysisSchema = nutritionAnalysisSchema.extend({ photo_id: z.string().optional() });
export type MealAnalysis = z.infer<typeof mealAnalysisSchema>;

/**
 * POST /api/meals/analyze with a photo but no description when the server has no vision model (the
 * built-in engine): the photo is stored and nothing is counted; the user is asked to write what is on
 * the plate, and the meal is then logged from that text with this `photo_id`.
 */
export const photoNeedsDescriptionSchema = z.object({
  photo_id: z.string(),
  needs_description: z.literal(true),
  message: z.string(),
});
export type PhotoNeedsDescription = z.infer<typeof photoNeedsDescriptionSchema>;

export const analyzeMealResponseSchema = z.union([photoNeedsDescriptionSchema, mealAnalysisSchema]);
export type AnalyzeMealResponse = z.infer<typeof analyzeMealResponseSchema>;
