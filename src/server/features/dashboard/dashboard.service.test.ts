import { describe, expect, it } from "vitest";
import { dashboardGoals, plannedMealTimes, todaysPlannedMeals } from "./dashboard.service";

describe("plannedMealTimes (SPEC.md section 9)", () => {
  it("spreads meals evenly from 08:00 to 20:00", () => {
    expect(plannedMealTimes(1)).toEqual(["08:00"]);
    expect(plannedMealTimes(2)).toEqual(["08:00", "20:00"]);
    expect(plannedMealTimes(3)).toEqual(["08:00", "14:00", "20:00"]);
    expect(plannedMealTimes(5)).toEqual(["08:00", "11:00", "14:00", "17:00", "20:00"]);
    expect(plannedMealTimes(7)).toEqual(["08:00", "10:00", "12:00", "14:00", "16:00", "18:00", "20:00"]);
    expect(plannedMealTimes(0)).toEqual([]);
  });

  it("rounds uneven spreads to the minute", () => {
    expect(plannedMealTimes(6)).toEqual(["08:00", "10:24", "12:48", "15:12", "17:36", "20:00"]);
  });
});

describe("dashboardGoals", () => {
  it("falls back per nutrient to the documented defaults", () => {
    expect(dashboardGoals(null, null)).toEqual({
      calories: 2000,
      protein: 90,
      carbs: 250,
      fat: 70,
      sugar: 90,
      fiber: 28,
      salt: 5,
    });
    expect(dashboardGoals({ dailyCalorieGoal: 0, healthRestrictions: null }, null).calories).toBe(2000);
  });

  // A plan whose averages are far from any guidance, as the old planner produced (issue 13).
  const wildPlan = {
    dailyTotalProteinIntake: 120.4,
    dailyTotalCarbsIntake: 210.6,
    dailyTotalFatIntake: 71.2,
    dailyTotalSugarIntake: 61,
    dailyTotalFiberIntake: 122,
    dailyTotalSaltIntake: 8.5,
  } as never;

  it("takes sugar, fibre and salt from the guidance for the user's calories, whatever the plan says", () => {
    const goals = dashboardGoals({ dailyCalorieGoal: 2000, healthRestrictions: [] }, wildPlan);
    expect(goals).toMatchObject({ fiber: 28, salt: 5, sugar: 90 });
    // the macros still follow the plan
    expect(goals).toMatchObject({ protein: 120, carbs: 211, fat: 71 });
  });

  it("scales fibre and the sugar reference with the calorie goal", () => {
    const goals = dashboardGoals({ dailyCalorieGoal: 2500, healthRestrictions: null }, wildPlan);
    expect(goals).toMatchObject({ fiber: 35, sugar: 113, salt: 5 });
    // the fibre goal stops at 45 g however large the goal (under the 50 g ceiling, as the planner aims)
    expect(dashboardGoals({ dailyCalorieGoal: 4500, healthRestrictions: [] }, null).fiber).toBe(45);
  });

  it("lowers the salt ceiling to 4 g for hypertension or kidney disease, as the user wrote it", () => {
    const salt = (restrictions: string[]) =>
      dashboardGoals({ dailyCalorieGoal: 2000, healthRestrictions: restrictions }, wildPlan).salt;
    expect(salt(["hipertensión"])).toBe(4);
    expect(salt(["marisco", "Tensión alta"])).toBe(4);
    expect(salt(["insuficiencia renal"])).toBe(4);
    expect(salt(["marisco", "diabetes tipo 2"])).toBe(5);
  });
});

describe("todaysPlannedMeals", () => {
  const meal = {
    name: "Tortilla",
    description: "Con patata",
    calories: 400,
    protein: 20,
    carbs: 30,
    fat: 20,
    sugar: 2,
    fiber: 3,
    salt: 1,
  };
  it("gives each valid meal its time and skips malformed ones", () => {
    expect(todaysPlannedMeals([meal, { name: "" }])).toEqual([{ time: "08:00", ...meal }]);
    expect(todaysPlannedMeals([meal, { ...meal, name: "Lentejas" }]).map((m) => m.time)).toEqual([
      "08:00",
      "20:00",
    ]);
  });

  it("is empty when the stored day has no list of meals", () => {
    expect(todaysPlannedMeals(undefined)).toEqual([]);
    expect(todaysPlannedMeals(null)).toEqual([]);
    expect(todaysPlannedMeals({ meals: [meal] })).toEqual([]);
  });
});
