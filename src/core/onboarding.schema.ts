import { z } from "zod";
import {
  activityLevelSchema,
  cuisineRegionSchema,
  dietaryRestrictionSchema,
  fitnessGoalSchema,
  genderSchema,
} from "./enums";
import { numberInput } from "./input";
import { profileSchema } from "./profile.schema";

export const ONBOARDING_LIMITS = {
  minHeight: 100,
  maxHeight: 250,
  minWeight: 30,
  maxWeight: 300,
  minAge: 13,
  maxAge: 100,
} as const;

const text = (required: string, tooLong: string, max = 500) =>
  z.string({ error: required }).trim().min(1, { error: required }).max(max, { error: tooLong });

const list = z
  .array(
    z
      .string({ error: "Lista no válida" })
      .trim()
      .min(1, { error: "Los elementos de la lista no pueden estar vacíos" })
      .max(200, { error: "Cada elemento de la lista puede tener como máximo 200 caracteres" }),
    { error: "Lista no válida" },
  )
  .max(30, { error: "Demasiados elementos en la lista" });

/** All onboarding answers at once (POST /api/onboarding), validated as SPEC.md section 5 says. */
export const onboardingInputSchema = z.object({
  gender: genderSchema,
  date_of_birth: z.string({ error: "La fecha de nacimiento es requerida" }).regex(/^\d{4}-\d{2}-\d{2}$/, {
    error: "La fecha de nacimiento no es válida",
  }),
  height: numberInput("La altura debe ser un número").pipe(
    z
      .number()
      .min(ONBOARDING_LIMITS.minHeight, { error: "La altura debe estar entre 100 y 250 cm" })
      .max(ONBOARDING_LIMITS.maxHeight, { error: "La altura debe estar entre 100 y 250 cm" }),
  ),
  weight: numberInput("El peso debe ser un número").pipe(
    z
      .number()
      .min(ONBOARDING_LIMITS.minWeight, { error: "El peso debe estar entre 30 y 300 kg" })
      .max(ONBOARDING_LIMITS.maxWeight, { error: "El peso debe estar entre 30 y 300 kg" }),
  ),
  activity_level: activityLevelSchema,
  fitness_goal: fitnessGoalSchema,
  dietary_restrictions: z
    .array(dietaryRestrictionSchema, { error: "Las preferencias dietéticas no son válidas" })
    .max(4, { error: "Demasiadas preferencias dietéticas" }),
  chronic_conditions: list,
  allergies: list,
  medications: list,
  current_diet: text(
    "La dieta actual es requerida",
    "La dieta actual puede tener como máximo 500 caracteres",
  ),
  health_goals: text(
    "Los objetivos de salud son requeridos",
    "Los objetivos de salud pueden tener como máximo 500 caracteres",
  ),
  meals_per_day: numberInput("Las comidas por día deben ser un número")
    .pipe(
      z
        .number()
        .int({ error: "Las comidas por día deben ser un número entero" })
        .min(1, { error: "Las comidas por día deben estar entre 1 y 7" })
        .max(7, { error: "Las comidas por día deben estar entre 1 y 7" }),
    )
    .default(3),
  /**
   * Optional (docs/decisions/0021-cuisine-region.md): the wizard sends the browser language's default
   * or the user's choice at the meals-per-day step; without it the profile keeps no preference.
   */
  cuisine_region: cuisineRegionSchema.optional(),
});
export type OnboardingInput = z.infer<typeof onboardingInputSchema>;

/** POST /api/onboarding answer: the saved profile (after the initial plan) and the plan's fate. */
export const onboardingResultSchema = z.object({
  profile: profileSchema,
  daily_calorie_goal: z.number().int(),
  plan_status: z.enum(["created", "failed"]),
});
export type OnboardingResult = z.infer<typeof onboardingResultSchema>;
