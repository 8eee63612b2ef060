import { describe, expect, it } from "vitest";
import type { Profile } from "../../../core/profile.schema";
import { formValuesFrom, suggestedCalorieGoal } from "./profile-form";

const profile: Profile = {
  id: "u1",
  email: "ana@example.com",
  full_name: "Ana",
  age: 30,
  gender: "Masculino",
  date_of_birth: "1996-01-01",
  height: 170,
  weight: 70,
  activity_level: "sedentary",
  activity_details: null,
  fitness_goal: "Mantenimiento",
  dietary_restrictions: [],
  health_restrictions: [],
  current_diet: null,
  health_goals: null,
  meals_per_day: 3,
  daily_calorie_goal: 2109,
  time_zone: "Europe/Madrid",
  cuisine_region: null,
};

describe("the 'recalcular objetivo' offer on the profile", () => {
  it("offers nothing while weight, height, age and activity are unchanged", () => {
    expect(suggestedCalorieGoal(profile, formValuesFrom(profile))).toBeNull();
  });

  it("shows the section 9 goal for a new weight before anything is saved", () => {
    // male RMR 9.65*80 + 573*1.7 - 5.08*30 + 260 = 1853.7; x1.2 = 2224.44 -> 2224
    const values = { ...formValuesFrom(profile), weight: "80" };
    expect(suggestedCalorieGoal(profile, values)).toBe(2224);
  });

  it("follows a new activity level and a decimal typed with a comma", () => {
    // 9.65*70 + 573*1.705 - 152.4 + 260 = 1760.065; x1.55 = 2728.1 -> 2728
    const values = { ...formValuesFrom(profile), activity_level: "moderate" as const, height: "170,5" };
    expect(suggestedCalorieGoal(profile, values)).toBe(2728);
  });

  it("offers nothing once the form already holds that goal, or while a field is invalid", () => {
    expect(
      suggestedCalorieGoal(profile, { ...formValuesFrom(profile), weight: "80", daily_calorie_goal: "2224" }),
    ).toBeNull();
    expect(suggestedCalorieGoal(profile, { ...formValuesFrom(profile), weight: "8" })).toBeNull();
  });
});

describe("food preferences on the profile form", () => {
  it("shows the stored preferences as one text and saves them as a list", async () => {
    const { profileFormSchema } = await import("./profile-form");
    const values = formValuesFrom({
      ...profile,
      food_preferences: ["no me gusta el pescado", "me encantan las lentejas"],
    });
    expect(values.food_preferences).toBe("no me gusta el pescado, me encantan las lentejas");
    const parsed = profileFormSchema.parse({
      ...values,
      food_preferences: "odio el cilantro,  sin champiñones ",
    });
    expect(parsed.food_preferences).toEqual(["odio el cilantro", "sin champiñones"]);
    expect(profileFormSchema.parse(formValuesFrom(profile)).food_preferences).toEqual([]);
  });
});
