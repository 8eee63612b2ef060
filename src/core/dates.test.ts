import { describe, expect, it } from "vitest";
import { addDays, daysBetween, localDay, localDayRange, shortWeekdayEs, startOfLocalDay } from "./dates";

describe("local days in a time zone", () => {
  it("puts an instant on the user's calendar day, not UTC's", () => {
    const lateEveningInMexico = new Date("2026-03-11T05:30:00Z"); // 23:30 on the 10th in Mexico City
    expect(localDay(lateEveningInMexico, "America/Mexico_City")).toBe("2026-03-10");
    expect(localDay(lateEveningInMexico, "Europe/Madrid")).toBe("2026-03-11");
  });

  it("starts a Madrid day at 23:00 UTC in winter and 22:00 UTC in summer", () => {
    expect(startOfLocalDay("2026-01-15", "Europe/Madrid").toISOString()).toBe("2026-01-14T23:00:00.000Z");
    expect(startOfLocalDay("2026-07-15", "Europe/Madrid").toISOString()).toBe("2026-07-14T22:00:00.000Z");
  });

  it("gives the 23-hour day of the spring DST change", () => {
    const { start, end } = localDayRange("2026-03-29", "Europe/Madrid");
    expect((end.getTime() - start.getTime()) / 3_600_000).toBe(23);
  });

  it("does calendar arithmetic across month and year ends", () => {
    expect(addDays("2026-12-29", 7)).toBe("2027-01-05");
    expect(addDays("2028-02-28", 1)).toBe("2028-02-29");
    expect(daysBetween("2026-12-30", "2027-01-02")).toBe(3);
  });

  it("labels weekdays in short Spanish", () => {
    expect(shortWeekdayEs("2026-11-22")).toBe("Dom");
    expect(shortWeekdayEs("2026-11-25")).toBe("Mié");
  });
});
