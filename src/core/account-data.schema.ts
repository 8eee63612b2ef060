import { z } from "zod";
import { MEAL_TYPES } from "./enums";

/** Issue 19 items 4-6: export, import and account deletion (docs/decisions/0034). */

export const exportQuerySchema = z.object({
  format: z
    .enum(["json", "csv"], { error: "Formato de exportación no válido: usa json o csv" })
    .default("json"),
  decimal: z
    .enum(["comma", "dot"], { error: "Separador decimal no válido: usa comma o dot" })
    .default("comma"),
});
export type ExportQuery = z.infer<typeof exportQuerySchema>;

export const importQuerySchema = z.object({
  dry_run: z.enum(["0", "1", "true", "false"], { error: "dry_run debe ser 1 o 0" }).optional(),
});

const rejectedRowSchema = z.object({ row: z.number(), reason: z.string() });
const importFormatSchema = z.enum([
  "myfitnesspal",
  "cronometer",
  "cronometer_daily",
  "bocado_csv",
  "bocado_json",
]);

export const importPreviewSchema = z.object({
  format: importFormatSchema,
  format_name: z.string(),
  total_rows: z.number(),
  valid_rows: z.number(),
  duplicates: z.number(),
  rejected_count: z.number(),
  rejected: z.array(rejectedRowSchema),
  meal_mapping: z.array(
    z.object({ source: z.string(), meal_type: z.enum(MEAL_TYPES), label: z.string(), rows: z.number() }),
  ),
  preview: z.array(
    z.object({
      row: z.number(),
      logged_at: z.string(),
      meal_type: z.enum(MEAL_TYPES),
      description: z.string(),
      calories: z.number(),
      protein: z.number(),
      carbs: z.number(),
      fat: z.number(),
      sugar: z.number(),
      fiber: z.number(),
      salt: z.number(),
    }),
  ),
});
export type ImportPreview = z.infer<typeof importPreviewSchema>;

export const importReportSchema = z.object({
  format: importFormatSchema,
  format_name: z.string(),
  imported: z.number(),
  duplicates: z.number(),
  rejected_count: z.number(),
  rejected: z.array(rejectedRowSchema),
});
export type ImportReport = z.infer<typeof importReportSchema>;

export const deleteAccountInputSchema = z.object({
  password: z
    .string({ error: "Escribe tu contraseña para confirmar" })
    .min(1, { error: "Escribe tu contraseña para confirmar" })
    .max(128, { error: "La contraseña es demasiado larga" }),
});
export type DeleteAccountInput = z.infer<typeof deleteAccountInputSchema>;
