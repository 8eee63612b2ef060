import { cuisineRegionSchema } from "../../../core/enums";
import type { Profile } from "../../../core/profile.schema";
import type { ProfileRow } from "./profile.repo";

/** Database row -> the API's snake_case profile (SPEC.md section 3 field names). */
export function toProfile(row: ProfileRow): Profile {
  return {
    id: row.id,
    email: row.email,
    full_name: row.fullName,
    age: row.age,
    gender: row.gender as Profile["gender"],
    date_of_birth: row.dateOfBirth,
    height: row.height,
    weight: row.weight,
    activity_level: row.activityLevel as Profile["activity_level"],
    activity_details: row.activityDetails ?? null,
    fitness_goal: row.fitnessGoal as Profile["fitness_goal"],
    dietary_restrictions: (row.dietaryRestrictions as Profile["dietary_restrictions"]) ?? null,
    health_restrictions: row.healthRestrictions ?? null,
    current_diet: row.currentDiet,
    health_goals: row.healthGoals,
    meals_per_day: row.mealsPerDay,
    daily_calorie_goal: row.dailyCalorieGoal,
    time_zone: row.timeZone,
    // an unknown stored value (a region since removed) reads as not chosen
    cuisine_region: cuisineRegionSchema.safeParse(row.cuisineRegion).data ?? null,
    food_preferences: row.foodPreferences ?? null,
  };
}
