import { activityMultiplier, restingMetabolicRate } from "../core/calorie-goal";
import { CUISINE_REGION_LABELS } from "../core/enums";
import type { PlannedMeal } from "../core/plan.schema";
import type { Profile } from "../core/profile.schema";

/** SPEC.md section 7 "AI provider": parameters of each call. */
export const CALL_PARAMS = {
  photo: { maxTokens: 500, temperature: 0.7 },
  text: { maxTokens: 500, temperature: 0.7 },
  plan: { maxTokens: 10_000, temperature: 0.8 },
  recipe: { maxTokens: 3000, temperature: 0.7 },
} as const;

/** SPEC.md section 9: profile defaults used by the plan prompt. */
export const PROMPT_DEFAULTS = { heightCm: 170, weightKg: 70, activityMultiplier: 1.2 } as const;

export const SYSTEM_PROMPT =
  "Eres un nutricionista experto que trabaja para Bocado, una aplicación española de seguimiento de comidas. " +
  "Respondes siempre en español y únicamente con JSON válido, sin texto adicional ni bloques de código.";

const NUMBERS_NOTE =
  "Todos los valores numéricos son números sin unidades: calorías en kcal; el resto en gramos.";

const ITEMS_SHAPE =
  '"items": [{"name": "alimento en español con su preparación, p. ej. arroz blanco cocido", "grams": número, ' +
  '"calories": número, "protein": número, "carbs": número, "fat": número, "sugar": número, "fiber": número, "salt": número}]';

function mealShape(withItems: boolean): string {
  return (
    '{"description": "descripción breve de la comida (máximo 15 palabras)", "weight": "peso total estimado, p. ej. 350 g", ' +
    '"calories": número, "protein": número, "carbs": número, "fat": número, "sugar": número, "fiber": número, "salt": número' +
    (withItems ? `, ${ITEMS_SHAPE}` : "") +
    "}"
  );
}

function itemsNote(withItems: boolean): string {
  return withItems
    ? 'En "items" enumera cada alimento que identificas, con los gramos tal como se come (cocinado si está cocinado), ' +
        "y sus nutrientes; los totales deben ser la suma de los items. "
    : "";
}

/** Text meal analysis (500 tokens, 0.7). `withItems` asks for the itemised breakdown grounding uses. */
export function mealTextPrompt(description: string, withItems: boolean): string {
  return (
    "Analiza la siguiente comida y estima su información nutricional para la cantidad descrita " +
    "(si no se indica cantidad, supón una ración normal de adulto).\n" +
    `Comida: """${description.trim().slice(0, 2000)}"""\n` +
    `Responde SOLO con un objeto JSON con esta forma exacta:\n${mealShape(withItems)}\n` +
    itemsNote(withItems) +
    NUMBERS_NOTE
  );
}

/** Photo analysis (vision model, 500 tokens, 0.7); the user's words, when given, help the model. */
export function mealPhotoPrompt(description: string | undefined, withItems: boolean): string {
  const words = description?.trim();
  return (
    "Analiza la comida de la imagen y estima su información nutricional para la cantidad que se ve en el plato.\n" +
    (words ? `El usuario la describe así: """${words.slice(0, 2000)}"""\n` : "") +
    `Responde SOLO con un objeto JSON con esta forma exacta:\n${mealShape(withItems)}\n` +
    itemsNote(withItems) +
    NUMBERS_NOTE
  );
}

export interface PlanPromptInput {
  profile: Profile;
  meals_per_day: number;
  daily_calorie_goal: number;
}

const round = (n: number) => Math.round(n);

/**
 * 7-day plan (10000 tokens, 0.8). States the RMR formulas and the figures computed from the profile
 * (defaults 170 cm, 70 kg, x1.2 when missing), the activity multiplier and the fitness goal, so the
 * model and the app agree on the energy target.
 */
export function planPrompt(input: PlanPromptInput): string {
  const p = input.profile;
  const heightCm = p.height ?? PROMPT_DEFAULTS.heightCm;
  const weightKg = p.weight ?? PROMPT_DEFAULTS.weightKg;
  // the level is authoritative (activity_details is derived from it at onboarding); 1.2 when unknown
  const multiplier = p.activity_level
    ? activityMultiplier(p.activity_level)
    : (p.activity_details?.multiplier ?? PROMPT_DEFAULTS.activityMultiplier);
  const rmr =
    p.age != null && p.gender
      ? restingMetabolicRate({ gender: p.gender, weightKg, heightCm, age: p.age })
      : null;
  const list = (values: string[] | null | undefined) => (values?.length ? values.join(", ") : "ninguna");
  const n = input.meals_per_day;
  return [
    "Crea un plan de comidas personalizado de 7 días para esta persona.",
    "",
    "Perfil:",
    `- Edad: ${p.age ?? "no indicada"}`,
    `- Género: ${p.gender ?? "no indicado"}`,
    `- Altura: ${heightCm} cm`,
    `- Peso: ${weightKg} kg`,
    `- Nivel de actividad: ${p.activity_details?.displayName ?? p.activity_level ?? "no indicado"} (multiplicador ${multiplier})`,
    `- Objetivo: ${p.fitness_goal ?? "Mantenimiento"}`,
    `- Restricciones dietéticas: ${list(p.dietary_restrictions)}`,
    `- Restricciones de salud (enfermedades, alergias, medicación): ${list(p.health_restrictions)}`,
    ...(p.current_diet ? [`- Dieta actual: ${p.current_diet}`] : []),
    ...(p.health_goals ? [`- Objetivos de salud: ${p.health_goals}`] : []),
    // planner v2 (issue 13): the cuisine the user cooks; "variada" or unset states no preference
    ...(p.cuisine_region && p.cuisine_region !== "variada"
      ? [
          `- Cocina preferida: ${CUISINE_REGION_LABELS[p.cuisine_region]} (la mayoría de los platos, de su cocina casera)`,
        ]
      : []),
    "",
    "Cálculo energético:",
    "- Tasa metabólica en reposo (RMR), con la altura en metros:",
    "  hombres: 9.65 × peso(kg) + 573 × altura(m) − 5.08 × edad + 260;",
    "  mujeres: 7.38 × peso(kg) + 607 × altura(m) − 2.31 × edad + 43.",
    ...(rmr != null ? [`- RMR de esta persona: ${round(rmr)} kcal`] : []),
    `- Se multiplica por el factor de actividad (${multiplier}) y se ajusta al objetivo ` +
      "(pérdida de peso ×0.85, ganancia muscular ×1.15, rendimiento deportivo ×1.2).",
    `- Objetivo calórico diario: ${input.daily_calorie_goal} kcal. La suma de las comidas de cada día debe acercarse a esta cifra.`,
    "",
    `Cada día tiene exactamente ${n} ${n === 1 ? "comida" : "comidas"}. Respeta todas las restricciones, ` +
      "varía los platos a lo largo de la semana y usa recetas de la cocina española y latinoamericana.",
    "",
    'Responde SOLO con un objeto JSON con esta forma exacta (7 elementos en "days"):',
    '{"days": [{"day": 1, "meals": [{"name": "nombre del plato", "description": "descripción breve con cantidades", ' +
      '"calories": número, "protein": número, "carbs": número, "fat": número, "sugar": número, "fiber": número, "salt": número}]}]}',
    NUMBERS_NOTE,
  ].join("\n");
}

/** Recipe for one planned meal (small model, 3000 tokens, 0.7). */
export function recipePrompt(meal: PlannedMeal): string {
  return [
    "Escribe la receta de este plato para una persona:",
    `- Nombre: ${meal.name}`,
    `- Descripción: ${meal.description}`,
    `- Por ración: ${round(meal.calories)} kcal, ${meal.protein} g de proteína, ${meal.carbs} g de carbohidratos, ${meal.fat} g de grasa.`,
    "",
    "Responde SOLO con un objeto JSON con esta forma exacta:",
    '{"ingredients": ["cantidad e ingrediente, p. ej. 100 g de arroz"], "instructions": ["paso 1", "paso 2"], ' +
      '"time": minutos totales (número), "difficulty": "fácil" | "medio" | "difícil"}',
  ].join("\n");
}
