import { describe, expect, it } from "vitest";
import { localDay } from "./dates";
import { mealDayProblem, mealInstant, sameTimeOnDay } from "./meal-day";

describe("the day a meal was eaten", () => {
  it("accepts today and 30 days back, refuses the future and older days", () => {
    expect(mealDayProblem("2026-11-22", "2026-11-22")).toBeNull();
    expect(mealDayProblem("2026-10-23", "2026-11-22")).toBeNull();
    expect(mealDayProblem("2026-10-22", "2026-11-22")).toBe("too_old");
    expect(mealDayProblem("2026-11-23", "2026-11-22")).toBe("future");
  });

  it("puts today's meal now and a past day's at its meal type's usual local time", () => {
    const now = new Date("2026-11-22T10:00:00Z");
    expect(mealInstant("2026-11-22", "dinner", "Europe/Madrid", now)).toEqual(now);
    const dinner = mealInstant("2026-11-21", "dinner", "America/Bogota", now);
    expect(dinner.toISOString()).toBe("2026-11-22T02:00:00.000Z");
    expect(localDay(dinner, "America/Bogota")).toBe("2026-11-21");
  });

  it("keeps a copied meal's time of day across a DST change, never later than now", () => {
    const tz = "Europe/Madrid";
    // 25 October 2026 has 25 hours in Madrid; 08:10 stays 08:10
    const breakfast = new Date("2026-10-24T06:10:00Z");
    const moved = sameTimeOnDay(breakfast, "2026-10-24", "2026-10-26", tz, new Date("2026-10-26T20:00:00Z"));
    expect(moved.toISOString()).toBe("2026-10-26T07:10:00.000Z");
    const now = new Date("2026-10-26T06:00:00Z");
    expect(sameTimeOnDay(breakfast, "2026-10-24", "2026-10-26", tz, now)).toEqual(now);
  });
});
