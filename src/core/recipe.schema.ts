import { z } from "zod";
import { DIFFICULTIES, type Difficulty } from "./enums";

export const recipeSchema = z.object({
  id: z.string().optional(),
  meal_id: z.string(),
  ingredients: z.array(z.string()),
  instructions: z.array(z.string()),
  time: z.number().int().positive(),
  difficulty: z.enum(DIFFICULTIES),
});
export type Recipe = z.infer<typeof recipeSchema>;

/** SPEC.md section 5: an invalid difficulty becomes 'medio'. */
export function normaliseDifficulty(value: unknown): Difficulty {
  const s = String(value ?? "")
    .trim()
    .toLowerCase();
  const plain = s.normalize("NFD").replace(/\p{Diacritic}/gu, "");
  if (plain === "facil") return "fácil";
  if (plain === "dificil") return "difícil";
  if (plain === "medio" || plain === "media") return "medio";
  return "medio";
}

/** SPEC.md section 5: an invalid time becomes 30. */
export function normaliseTime(value: unknown): number {
  const n = typeof value === "number" ? value : Number.parseInt(String(value ?? ""), 10);
  return Number.isFinite(n) && n > 0 && n <= 24 * 60 ? Math.round(n) : 30;
}
