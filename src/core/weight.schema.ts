import { z } from "zod";
import { isDayString } from "./dates";
import { hasNul, NUL_MESSAGE } from "./input";

/*
 * Weigh-ins (issue 19 item 1): POST /api/weights and GET /api/weights. The date is a local calendar
 * day; "not in the future" needs the user's time zone, so the service checks it (WEIGHT_MESSAGES.future).
 */

export const WEIGHT_LIMITS = { minKg: 20, maxKg: 400, firstDay: "2000-01-01", maxNote: 200 } as const;

export const WEIGHT_MESSAGES = {
  kgNumber: "El peso debe ser un número",
  kgRange: `El peso debe estar entre ${WEIGHT_LIMITS.minKg} y ${WEIGHT_LIMITS.maxKg} kg`,
  kgDecimals: "El peso admite como máximo un decimal",
  date: "La fecha debe tener el formato AAAA-MM-DD",
  tooOld: "La fecha no puede ser anterior al año 2000",
  future: "La fecha no puede ser posterior a hoy",
  noteTooLong: `La nota puede tener como máximo ${WEIGHT_LIMITS.maxNote} caracteres`,
  notFound: "Ese registro de peso no existe",
} as const;

/** A number, or text as a person types it in Spain or Latin America ("72,5" or "72.5"); nothing else. */
const kgSchema = z.preprocess(
  (value) =>
    typeof value === "string" && /^\d+([.,]\d+)?$/.test(value.trim())
      ? Number(value.trim().replace(",", "."))
      : value,
  z
    .number({ error: WEIGHT_MESSAGES.kgNumber })
    .finite({ error: WEIGHT_MESSAGES.kgNumber })
    .min(WEIGHT_LIMITS.minKg, { error: WEIGHT_MESSAGES.kgRange })
    .max(WEIGHT_LIMITS.maxKg, { error: WEIGHT_MESSAGES.kgRange })
    // one decimal, as a scale reads: 72.5 yes, 72.45 no (tolerant of binary noise such as 72.50000001)
    .refine((kg) => Math.abs(kg * 10 - Math.round(kg * 10)) < 1e-6, { error: WEIGHT_MESSAGES.kgDecimals })
    .transform((kg) => Math.round(kg * 10) / 10),
);

export const weighInInputSchema = z.strictObject({
  date: z
    .string({ error: WEIGHT_MESSAGES.date })
    .refine(isDayString, { error: WEIGHT_MESSAGES.date })
    .refine((day) => day >= WEIGHT_LIMITS.firstDay, { error: WEIGHT_MESSAGES.tooOld }),
  kg: kgSchema,
  note: z
    .string({ error: WEIGHT_MESSAGES.noteTooLong })
    .trim()
    .max(WEIGHT_LIMITS.maxNote, { error: WEIGHT_MESSAGES.noteTooLong })
    .refine((v) => !hasNul(v), { error: NUL_MESSAGE })
    .nullish()
    .transform((v) => (v ? v : null)),
});
export type WeighInInput = z.output<typeof weighInInputSchema>;

export const weighInSchema = z.object({
  id: z.string(),
  date: z.string(),
  kg: z.number(),
  note: z.string().nullable(),
});
export type WeighIn = z.infer<typeof weighInSchema>;

export const trendPointSchema = z.object({ date: z.string(), kg: z.number() });
export type TrendPoint = z.infer<typeof trendPointSchema>;

/** GET /api/weights: the weigh-ins of the period (oldest first) and their smoothed trend, same dates. */
export const weightsResponseSchema = z.object({
  days: z.number().int(),
  weigh_ins: z.array(weighInSchema),
  trend: z.array(trendPointSchema),
  latest: weighInSchema.nullable(),
});
export type WeightsResponse = z.infer<typeof weightsResponseSchema>;

export const WEIGHT_PERIODS = [30, 90, 365] as const;
export const weightsQuerySchema = z.object({
  days: z
    .enum(["30", "90", "365"], { error: "El periodo debe ser 30, 90 o 365 días" })
    .optional()
    .transform((v) => (v ? Number(v) : 90)),
});
