import { describe, expect, it } from "vitest";
import type { PlannedMeal } from "./plan.schema";
import { mealKey, planAverages, validateWeeklyPlan } from "./plan-validation";

const meal = (name: string, calories: number, extra: Partial<PlannedMeal> = {}): PlannedMeal => ({
  name,
  description: `${name} casero`,
  calories,
  protein: 20,
  carbs: 50,
  fat: 10,
  sugar: 5,
  fiber: 4,
  salt: 0.8,
  ...extra,
});

const week = (mealsPerDay: number, kcal = 600) =>
  Array.from({ length: 7 }, (_, day) => ({
    day,
    meals: Array.from({ length: mealsPerDay }, (_, i) => meal(`Plato ${day}-${i}`, kcal)),
  }));

describe("validateWeeklyPlan", () => {
  it("accepts exactly 7 days of meals_per_day meals", () => {
    const result = validateWeeklyPlan(week(3), 3);
    expect(result.ok).toBe(true);
    if (result.ok) expect(result.days.map((d) => d.day)).toEqual([0, 1, 2, 3, 4, 5, 6]);
  });

  it("rejects a plan with a different number of meals on any day, naming the expected count", () => {
    const days = week(3);
    days[4].meals.pop();
    expect(validateWeeklyPlan(days, 3)).toEqual({
      ok: false,
      message: "El plan debe tener exactamente 3 comidas por día",
    });
  });

  it("rejects six or eight days, missing names and non-numeric macros as an invalid format", () => {
    expect(validateWeeklyPlan(week(2).slice(0, 6), 2)).toMatchObject({ ok: false });
    expect(validateWeeklyPlan([...week(2), week(2)[0]], 2)).toMatchObject({ ok: false });
    const noName = week(2);
    noName[0].meals[0].name = "  ";
    expect(validateWeeklyPlan(noName, 2)).toEqual({
      ok: false,
      message: "Error al generar el plan de comidas: formato inválido",
    });
    const badMacro = week(2) as unknown as { meals: Record<string, unknown>[] }[];
    badMacro[1].meals[1].protein = "mucho";
    expect(validateWeeklyPlan(badMacro, 2)).toMatchObject({ ok: false });
  });

  it("reports an empty answer as 'No meal plan generated'", () => {
    expect(validateWeeklyPlan([], 3)).toEqual({ ok: false, message: "No meal plan generated" });
    expect(validateWeeklyPlan(null, 3)).toEqual({ ok: false, message: "No meal plan generated" });
  });
});

describe("planAverages", () => {
  it("averages per day: kcal rounded, other macros to 2 decimals", () => {
    const days = week(1);
    days[0].meals[0] = meal("Grande", 601, { protein: 21.333, salt: 0.777 });
    const avg = planAverages(days);
    // (601 + 6 * 600) / 7 = 600.14 -> 600; protein (21.333 + 120) / 7 = 20.19
    expect(avg.daily_caloric_intake).toBe(600);
    expect(avg.daily_total_protein_intake).toBe(20.19);
    expect(avg.daily_total_salt_intake).toBe(0.8);
    expect(avg.daily_total_carbs_intake).toBe(50);
  });
});

describe("mealKey", () => {
  it("uses the meal id when there is one", () => {
    expect(mealKey(meal("Tortilla", 400, { id: "r-tortilla-1" }))).toBe("r-tortilla-1");
  });

  it("builds a key from the name and the four main nutrients otherwise", () => {
    const a = mealKey(meal("Tortilla de patatas", 400));
    expect(a).toBe(mealKey(meal("tortilla de  PATATAS", 400)));
    expect(a).not.toBe(mealKey(meal("Tortilla de patatas", 450)));
    expect(a).not.toBe(mealKey(meal("Tortilla de patatas", 400, { protein: 30 })));
    expect(a).toBe(mealKey(meal("Tortilla de patatas", 400, { sugar: 99 })));
  });
});
