import { describe, expect, it } from "vitest";
import { DEFAULT_GOALS, dashboardResponseSchema, goalProgress, isCeilingNutrient } from "./dashboard.schema";

describe("goalProgress", () => {
  it("gives the percentage of the goal, the bar capped at 100 % and how far over it is", () => {
    expect(goalProgress(50, 200)).toEqual({ percent: 25, barPercent: 25, over: 0 });
    expect(goalProgress(200, 200)).toEqual({ percent: 100, barPercent: 100, over: 0 });
    expect(goalProgress(2600, 2000)).toEqual({ percent: 130, barPercent: 100, over: 30 });
    expect(goalProgress(6.5, 5.1)).toEqual({ percent: 127, barPercent: 100, over: 27 });
  });

  it("is empty for a missing goal instead of dividing by zero", () => {
    expect(goalProgress(300, 0)).toEqual({ percent: 0, barPercent: 0, over: 0 });
  });
});

describe("goals", () => {
  it("defaults to the spec's 2000 kcal, 90 g protein, 250 g carbs, 70 g fat and the guidance's sugar, fiber and salt", () => {
    expect(DEFAULT_GOALS).toEqual({
      calories: 2000,
      protein: 90,
      carbs: 250,
      fat: 70,
      // EU total-sugars reference, 14 g fibre per 1000 kcal, WHO salt ceiling (0020-goals-from-guidance)
      sugar: 90,
      fiber: 28,
      salt: 5,
    });
  });

  it("treats only sugar and salt as ceilings", () => {
    expect(
      ["calories", "protein", "carbs", "fat", "sugar", "fiber", "salt"].filter(isCeilingNutrient),
    ).toEqual(["sugar", "salt"]);
  });

  it("requires exactly seven points in the week", () => {
    const body = {
      user_name: "Ana",
      day: "2026-03-10",
      today: DEFAULT_GOALS,
      goals: DEFAULT_GOALS,
      streak: 0,
      week: [{ day: "2026-03-10", label: "Mar", calories: 0 }],
      weekly_average: 0,
      todays_plan: [],
      household: false,
    };
    expect(dashboardResponseSchema.safeParse(body).success).toBe(false);
  });
});
