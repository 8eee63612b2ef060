import { describe, expect, it } from "vitest";
import {
  annotateHousehold,
  householdLine,
  householdPortion,
  mergeRestrictions,
  unplannedRestrictions,
} from "./household";
import type { DayPlan } from "./plan.schema";

describe("household portions", () => {
  it("writes the line with the unit once, agreeing with the first number, in Spanish decimals", () => {
    expect(
      householdLine([
        { member_id: "a", name: "Ana", portion: 1 },
        { member_id: "l", name: "Luis", portion: 1.5 },
        { member_id: "m", name: "Marta", portion: 0.75 },
      ]),
    ).toBe("Para 3: Ana 1 ración, Luis 1,5, Marta 0,75");
    expect(householdLine([{ member_id: "l", name: "Luis", portion: 1.25 }])).toBe(
      "Para 1: Luis 1,25 raciones",
    );
  });

  it("rounds to quarters when that keeps the day within 3 %, else to a finer step", () => {
    expect(householdPortion(2000, 2000)).toBe(1);
    expect(householdPortion(3000, 2000)).toBe(1.5);
    expect(householdPortion(2050, 2000)).toBe(1); // 2.5 % off: a whole portion is close enough
    expect(householdPortion(1300, 2000)).toBe(0.65); // 0.75 would be 15 % over
    for (let goal = 1200; goal <= 4500; goal += 37) {
      for (const day of [1500, 1980, 2400]) {
        const drift = Math.abs((householdPortion(goal, day) * day) / goal - 1);
        expect(drift).toBeLessThanOrEqual(0.03);
      }
    }
  });

  it("annotates every meal of a day with the same shares and their sum", () => {
    const meal = (calories: number) => ({
      name: "Plato",
      description: "Plato",
      calories,
      protein: 1,
      carbs: 1,
      fat: 1,
      sugar: 0,
      fiber: 0,
      salt: 0,
    });
    const days: DayPlan[] = [{ day: 0, meals: [meal(800), meal(1200)] }];
    const [day] = annotateHousehold(days, [
      { member_id: "a", name: "Ana", calorie_goal: 2000 },
      { member_id: "l", name: "Luis", calorie_goal: 3000 },
      { member_id: "x", name: "Sin meta", calorie_goal: null },
    ]);
    for (const m of day.meals) {
      expect(m.household?.map((h) => h.portion)).toEqual([1, 1.5, 1]);
      expect(m.servings).toBe(3.5);
    }
  });

  it("merges everyone's diets and restrictions, each written once", () => {
    expect(
      mergeRestrictions([
        { dietary_restrictions: ["Vegetariano"], health_restrictions: ["Hipertensión"] },
        {
          dietary_restrictions: ["Vegano", "Sin gluten"],
          health_restrictions: ["frutos secos", "hipertensión"],
        },
        {},
      ]),
    ).toEqual({
      dietary_restrictions: ["Vegetariano", "Vegano", "Sin gluten"],
      health_restrictions: ["Hipertensión", "frutos secos"],
    });
  });

  it("names the restrictions a menu was not planned for", () => {
    const planned = { dietary_restrictions: ["Vegetariano"], health_restrictions: ["Frutos secos"] };
    const now = { dietary_restrictions: ["Vegetariano"], health_restrictions: ["frutos secos", "marisco"] };
    expect(unplannedRestrictions(now, planned)).toEqual(["marisco"]);
    expect(unplannedRestrictions(planned, planned)).toEqual([]);
    expect(unplannedRestrictions(now, null)).toEqual(["Vegetariano", "frutos secos", "marisco"]);
  });
});
