/** A complete, valid set of onboarding answers (POST /api/onboarding), shared by every test size. */
export const VALID_ONBOARDING = {
  gender: "Femenino",
  date_of_birth: "1990-05-17",
  height: 165,
  weight: 62,
  activity_level: "moderate",
  fitness_goal: "Mantenimiento",
  dietary_restrictions: [] as string[],
  chronic_conditions: [] as string[],
  allergies: [] as string[],
  medications: [] as string[],
  current_diet: "Como de todo",
  health_goals: "Comer más verduras",
  meals_per_day: 3,
};
