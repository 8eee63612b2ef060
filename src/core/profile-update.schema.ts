import { z } from "zod";
import { CALORIE_GOAL_MAX, CALORIE_GOAL_MIN } from "./calorie-goal";
import { activityLevelSchema, cuisineRegionSchema, dietaryRestrictionSchema } from "./enums";
import { ONBOARDING_LIMITS } from "./onboarding.schema";

/*
 * PATCH /api/profile (SPEC.md "Profile" and section 5: age and calorie goal are integers, weight and
 * height decimals). The ranges are the onboarding's, and the calorie goal stays within the clamp of
 * the formula (1200..5000 kcal). Numbers may arrive as text (a form field), with a comma or a dot.
 */

interface NumberRule {
  required: string;
  notNumber: string;
  range: string;
  min: number;
  max: number;
  integer?: string;
  /** SPEC.md section 5: the profile converts age and calorie goal to integers (30.7 -> 30) */
  truncate?: boolean;
}

const toNumber = (value: unknown) => {
  if (typeof value !== "string") return value;
  const trimmed = value.trim();
  if (!trimmed) return undefined;
  // Only plain decimal notation: "1e2", "0x10" or " 7 kg" are not numbers a person typed.
  return /^-?\d+([.,]\d+)?$/.test(trimmed) ? Number(trimmed.replace(",", ".")) : Number.NaN;
};

function numberField(rule: NumberRule) {
  let n = z.number({ error: (issue) => (issue.input === undefined ? rule.required : rule.notNumber) });
  if (rule.integer) n = n.int({ error: rule.integer });
  return z.preprocess(
    (value) => {
      const n = toNumber(value);
      return rule.truncate && typeof n === "number" && Number.isFinite(n) ? Math.trunc(n) : n;
    },
    n.min(rule.min, { error: rule.range }).max(rule.max, { error: rule.range }),
  ) as unknown as z.ZodType<number, number | string>;
}

/** A decimal with one digit (height and weight are stored as numeric(5,1)). */
const oneDecimal = (schema: z.ZodType<number, number | string>) =>
  schema.transform((n) => Math.round(n * 10) / 10);

export const PROFILE_FIELD_SCHEMAS = {
  full_name: z
    .string({ error: "El nombre completo es requerido" })
    .trim()
    .min(1, { error: "El nombre completo es requerido" })
    .max(100, { error: "El nombre completo puede tener como máximo 100 caracteres" }),
  age: numberField({
    required: "La edad es requerida",
    notNumber: "La edad debe ser un número",
    truncate: true,
    range: `La edad debe estar entre ${ONBOARDING_LIMITS.minAge} y ${ONBOARDING_LIMITS.maxAge} años`,
    min: ONBOARDING_LIMITS.minAge,
    max: ONBOARDING_LIMITS.maxAge,
  }),
  weight: oneDecimal(
    numberField({
      required: "El peso es requerido",
      notNumber: "El peso debe ser un número",
      range: `El peso debe estar entre ${ONBOARDING_LIMITS.minWeight} y ${ONBOARDING_LIMITS.maxWeight} kg`,
      min: ONBOARDING_LIMITS.minWeight,
      max: ONBOARDING_LIMITS.maxWeight,
    }),
  ),
  height: oneDecimal(
    numberField({
      required: "La altura es requerida",
      notNumber: "La altura debe ser un número",
      range: `La altura debe estar entre ${ONBOARDING_LIMITS.minHeight} y ${ONBOARDING_LIMITS.maxHeight} cm`,
      min: ONBOARDING_LIMITS.minHeight,
      max: ONBOARDING_LIMITS.maxHeight,
    }),
  ),
  activity_level: activityLevelSchema,
  daily_calorie_goal: numberField({
    required: "La meta diaria de calorías es requerida",
    notNumber: "La meta diaria de calorías debe ser un número",
    truncate: true,
    range: `La meta diaria de calorías debe estar entre ${CALORIE_GOAL_MIN} y ${CALORIE_GOAL_MAX} kcal`,
    min: CALORIE_GOAL_MIN,
    max: CALORIE_GOAL_MAX,
  }),
  dietary_restrictions: z
    .array(dietaryRestrictionSchema, { error: "Las preferencias dietéticas no son válidas" })
    .max(4, { error: "Demasiadas preferencias dietéticas" })
    .transform((list) => [...new Set(list)]),
  health_restrictions: z
    .array(
      z
        .string({ error: "Las restricciones de salud no son válidas" })
        .trim()
        .min(1, { error: "Las restricciones de salud no pueden estar vacías" })
        .max(200, { error: "Cada restricción de salud puede tener como máximo 200 caracteres" }),
      { error: "Las restricciones de salud no son válidas" },
    )
    .max(30, { error: "Demasiadas restricciones de salud (máximo 30)" }),
  meals_per_day: numberField({
    required: "Las comidas por día son requeridas",
    notNumber: "Las comidas por día deben ser un número",
    integer: "Las comidas por día deben ser un número entero",
    range: "Las comidas por día deben estar entre 1 y 7",
    min: 1,
    max: 7,
  }),
  cuisine_region: cuisineRegionSchema,
  food_preferences: z
    .array(
      z
        .string({ error: "Las preferencias de alimentos no son válidas" })
        .trim()
        .min(1, { error: "Las preferencias de alimentos no pueden estar vacías" })
        .max(200, { error: "Cada preferencia de alimentos puede tener como máximo 200 caracteres" }),
      { error: "Las preferencias de alimentos no son válidas" },
    )
    .max(30, { error: "Demasiadas preferencias de alimentos (máximo 30)" }),
};

export const PROFILE_UPDATE_MESSAGES = {
  empty: "No hay cambios válidos que guardar",
  timeZone: "La zona horaria no es válida",
  timeZoneOncePerDay: "Solo puedes cambiar la zona horaria una vez al día",
} as const;

/** An IANA zone name the runtime knows ("Europe/Madrid", "America/Bogota"). */
export function isIanaTimeZone(value: string): boolean {
  if (!value || value.length > 64) return false;
  try {
    new Intl.DateTimeFormat("en-US", { timeZone: value });
    return true;
  } catch {
    return false;
  }
}

/** Any subset of the editable fields; unknown keys (email, id...) are rejected, not ignored. */
export const profileUpdateSchema = z
  .strictObject(
    {
      full_name: PROFILE_FIELD_SCHEMAS.full_name.optional(),
      age: PROFILE_FIELD_SCHEMAS.age.optional(),
      weight: PROFILE_FIELD_SCHEMAS.weight.optional(),
      height: PROFILE_FIELD_SCHEMAS.height.optional(),
      activity_level: PROFILE_FIELD_SCHEMAS.activity_level.optional(),
      daily_calorie_goal: PROFILE_FIELD_SCHEMAS.daily_calorie_goal.optional(),
      dietary_restrictions: PROFILE_FIELD_SCHEMAS.dietary_restrictions.optional(),
      health_restrictions: PROFILE_FIELD_SCHEMAS.health_restrictions.optional(),
      meals_per_day: PROFILE_FIELD_SCHEMAS.meals_per_day.optional(),
      cuisine_region: PROFILE_FIELD_SCHEMAS.cuisine_region.optional(),
      food_preferences: PROFILE_FIELD_SCHEMAS.food_preferences.optional(),
      time_zone: z
        .string({ error: PROFILE_UPDATE_MESSAGES.timeZone })
        .refine(isIanaTimeZone, { error: PROFILE_UPDATE_MESSAGES.timeZone })
        .optional(),
    },
    {
      error: (issue) =>
        issue.code === "unrecognized_keys" ? "Este campo no se puede editar desde el perfil" : undefined,
    },
  )
  .refine((body) => Object.values(body).some((v) => v !== undefined), {
    error: PROFILE_UPDATE_MESSAGES.empty,
  });
export type ProfileUpdateInput = z.input<typeof profileUpdateSchema>;
export type ProfileUpdate = z.output<typeof profileUpdateSchema>;
