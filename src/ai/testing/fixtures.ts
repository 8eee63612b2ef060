import type { Nutrients } from "../../core/nutrients";
import type { PlannedMeal } from "../../core/plan.schema";
import type { Profile } from "../../core/profile.schema";
import type { FoodTable } from "../grounding";

export function profileFixture(overrides: Partial<Profile> = {}): Profile {
  return {
    id: "user-1",
    email: "ana@example.com",
    full_name: "Ana García",
    age: 30,
    gender: "Femenino",
    date_of_birth: "1994-05-01",
    height: 165,
    weight: 60,
    activity_level: "moderate",
    activity_details: {
      level: "moderate",
      displayName: "Actividad moderada",
      frequency: "3-5 días/semana",
      multiplier: 1.55,
    },
    fitness_goal: "Pérdida de peso",
    dietary_restrictions: ["Vegetariano"],
    health_restrictions: ["alergia a los frutos secos"],
    current_diet: "Mediterránea",
    health_goals: "Comer más verdura",
    meals_per_day: 3,
    daily_calorie_goal: 1883,
    time_zone: "Europe/Madrid",
    cuisine_region: null,
    ...overrides,
  };
}

export function mealJson(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    name: "Lentejas estofadas",
    description: "Lentejas con verduras y arroz",
    calories: 520,
    protein: 24,
    carbs: 70,
    fat: 12,
    sugar: 6,
    fiber: 14,
    salt: 1.2,
    ...overrides,
  };
}

/** A plan reply: `days` days of `meals` meals each; `edit` may change any day. */
export function planJson(days = 7, meals = 3, edit?: (day: { day: number; meals: unknown[] }) => void) {
  return {
    days: Array.from({ length: days }, (_, d) => {
      const day = {
        day: d + 1,
        meals: Array.from({ length: meals }, (_, m) => mealJson({ name: `Plato ${d + 1}.${m + 1}` })),
      };
      edit?.(day);
      return day;
    }),
  };
}

export const plannedMeal: PlannedMeal = {
  name: "Tortilla de patatas",
  description: "Tortilla de patatas con ensalada",
  calories: 450,
  protein: 18,
  carbs: 35,
  fat: 25,
  sugar: 4,
  fiber: 4,
  salt: 1.1,
};

/** A two-food table with round numbers, so expected grounded values can be checked by hand. */
const PER_100G: Record<string, Nutrients> = {
  arroz: { calories: 130, protein: 2.5, carbs: 28, fat: 0.3, sugar: 0, fiber: 0.4, salt: 0 },
  "pechuga-de-pollo": { calories: 150, protein: 30, carbs: 0, fat: 3, sugar: 0, fiber: 0, salt: 0.2 },
};
const NAMES: Record<string, string> = {
  "arroz blanco cocido": "arroz",
  arroz: "arroz",
  "pechuga de pollo a la plancha": "pechuga-de-pollo",
};

export const fakeTable: FoodTable = {
  findFood(query) {
    const id = NAMES[query.trim().toLowerCase()];
    return id ? { id, name: id } : null;
  },
  nutrientsFor(id, grams) {
    const per = PER_100G[id];
    if (!per) throw new Error(`unknown ${id}`);
    return Object.fromEntries(Object.entries(per).map(([k, v]) => [k, (v * grams) / 100])) as Nutrients;
  },
};
