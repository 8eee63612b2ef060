import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { addDays, daysBetween } from "./dates";
import {
  dayCardLabels,
  planDayIndex,
  planDays,
  planEndDate,
  planWeek,
  planWeekFromToday,
  targetDateFor,
  weekRangeLabel,
} from "./week";

describe("week offsets", () => {
  it("moves the target date by seven days per offset, both ways", () => {
    expect(targetDateFor("2026-11-18", 0)).toBe("2026-11-18");
    expect(targetDateFor("2026-11-18", 1)).toBe("2026-11-25");
    expect(targetDateFor("2026-11-18", -1)).toBe("2026-11-11");
    expect(targetDateFor("2026-11-18", 3)).toBe("2026-12-09");
  });

  it("starts a plan on its target date, whatever the weekday, and ends it six days later", () => {
    // Sunday 22 November 2026: the plan made today runs Sunday..Saturday, no day already past
    expect(planWeekFromToday("2026-11-22", 0)).toEqual({
      targetDate: "2026-11-22",
      startDate: "2026-11-22",
      endDate: "2026-11-28",
    });
    expect(weekRangeLabel("2026-11-22", "2026-11-28")).toBe("22 noviembre al 28 noviembre");
    // next arrow: the 7 days right after
    expect(planWeekFromToday("2026-11-22", 1)).toEqual({
      targetDate: "2026-11-29",
      startDate: "2026-11-29",
      endDate: "2026-12-05",
    });
  });

  it("crosses month and year ends", () => {
    expect(planWeekFromToday("2026-12-31", 0)).toEqual({
      targetDate: "2026-12-31",
      startDate: "2026-12-31",
      endDate: "2027-01-06",
    });
    expect(planWeekFromToday("2027-01-02", -1).startDate).toBe("2026-12-26");
    // leap day
    expect(planWeekFromToday("2028-02-27", 0).endDate).toBe("2028-03-04");
    expect(planWeekFromToday("2028-02-29", 0).endDate).toBe("2028-03-06");
  });

  it("takes today in the user's time zone, not the server's", () => {
    // 23:30 UTC on Sunday 22 November is already Monday 23 November in Madrid
    const instant = new Date("2026-11-22T23:30:00Z");
    expect(planWeek(0, "Europe/Madrid", instant).startDate).toBe("2026-11-23");
    expect(planWeek(0, "America/Mexico_City", instant).startDate).toBe("2026-11-22");
  });

  it("lists the seven days of a plan and its end date", () => {
    expect(planEndDate("2026-12-28")).toBe("2027-01-03");
    expect(planDays("2026-12-28")).toEqual([
      "2026-12-28",
      "2026-12-29",
      "2026-12-30",
      "2026-12-31",
      "2027-01-01",
      "2027-01-02",
      "2027-01-03",
    ]);
  });
});

describe("today's day index", () => {
  it("counts days since the plan start and is valid from 0 to 6 only", () => {
    expect(planDayIndex("2026-12-28", "2026-12-28")).toBe(0);
    expect(planDayIndex("2026-12-28", "2027-01-01")).toBe(4);
    expect(planDayIndex("2026-12-28", "2027-01-03")).toBe(6);
    expect(planDayIndex("2026-12-28", "2027-01-04")).toBeNull();
    expect(planDayIndex("2026-12-28", "2026-12-27")).toBeNull();
  });
});

describe("Spanish labels", () => {
  it("writes the range as 'day month al day month'", () => {
    expect(weekRangeLabel("2026-11-16", "2026-11-22")).toBe("16 noviembre al 22 noviembre");
    expect(weekRangeLabel("2026-12-28", "2027-01-03")).toBe("28 diciembre al 3 enero");
  });

  it("names a day card's weekday and date", () => {
    expect(dayCardLabels("2027-01-01")).toEqual({ weekday: "Viernes", date: "1 de enero" });
  });
});

describe("week properties (random days and offsets)", () => {
  const day = fc
    .date({
      min: new Date("1990-01-01T00:00:00Z"),
      max: new Date("2100-12-31T00:00:00Z"),
      noInvalidDate: true,
    })
    .map((d) => d.toISOString().slice(0, 10));

  it("always yields 7 days starting on the target date", () => {
    fc.assert(
      fc.property(day, fc.integer({ min: -60, max: 60 }), (today, offset) => {
        const w = planWeekFromToday(today, offset);
        expect(w.startDate).toBe(w.targetDate);
        expect(daysBetween(w.startDate, w.endDate)).toBe(6);
        expect(planDayIndex(w.startDate, w.targetDate)).not.toBeNull();
        expect(daysBetween(today, w.targetDate)).toBe(7 * offset);
      }),
    );
  });

  it("moves by exactly one week per arrow and never overlaps the neighbouring week", () => {
    fc.assert(
      fc.property(day, fc.integer({ min: -60, max: 60 }), (today, offset) => {
        const here = planWeekFromToday(today, offset);
        const next = planWeekFromToday(today, offset + 1);
        expect(next.startDate).toBe(addDays(here.endDate, 1));
      }),
    );
  });
});
