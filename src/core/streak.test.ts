import { describe, expect, it } from "vitest";
import { computeStreak, streakFromInstants, streakFromRun } from "./streak";

describe("computeStreak (SPEC.md section 4)", () => {
  it("is 0 with no logs at all", () => {
    expect(computeStreak([], "2026-03-10")).toBe(0);
  });

  it("is 1 when only today has a log", () => {
    expect(computeStreak(["2026-03-10"], "2026-03-10")).toBe(1);
  });

  it("counts consecutive days back from today and stops at the first gap", () => {
    const days = ["2026-03-10", "2026-03-09", "2026-03-08", "2026-03-06", "2026-03-05"];
    expect(computeStreak(days, "2026-03-10")).toBe(3);
  });

  it("ignores order and repeated days (several meals on one day)", () => {
    expect(computeStreak(["2026-03-08", "2026-03-10", "2026-03-09", "2026-03-10"], "2026-03-10")).toBe(3);
  });

  it("with no log today but one yesterday, is yesterday's run plus one", () => {
    expect(computeStreak(["2026-03-09"], "2026-03-10")).toBe(2);
    expect(computeStreak(["2026-03-09", "2026-03-08", "2026-03-07"], "2026-03-10")).toBe(4);
  });

  it("is 0 when the last log is two or more days ago", () => {
    expect(computeStreak(["2026-03-08", "2026-03-07"], "2026-03-10")).toBe(0);
  });

  it("ignores logs after today (a clock ahead elsewhere)", () => {
    expect(computeStreak(["2026-03-11", "2026-03-10"], "2026-03-10")).toBe(1);
  });

  it("runs across a month boundary, including February of a leap year", () => {
    expect(computeStreak(["2026-04-01", "2026-03-31", "2026-03-30"], "2026-04-01")).toBe(3);
    expect(computeStreak(["2028-03-01", "2028-02-29", "2028-02-28"], "2028-03-01")).toBe(3);
    // 2027 is not a leap year: 28 Feb is followed by 1 Mar
    expect(computeStreak(["2027-03-01", "2027-02-28"], "2027-03-01")).toBe(2);
  });

  it("runs across a year boundary", () => {
    expect(computeStreak(["2027-01-02", "2027-01-01", "2026-12-31", "2026-12-30"], "2027-01-02")).toBe(4);
    expect(computeStreak(["2026-12-31"], "2027-01-01")).toBe(2);
  });
});

describe("streakFromInstants (user's time zone)", () => {
  it("buckets by local day, not UTC day", () => {
    // 23:30 UTC on 9 March is already 10 March in Madrid (UTC+1) but still 9 March in New York.
    const logs = [new Date("2026-03-09T23:30:00Z"), new Date("2026-03-08T12:00:00Z")];
    const now = new Date("2026-03-10T12:00:00Z");
    expect(streakFromInstants(logs, "Europe/Madrid", now)).toBe(1); // 10th, then the 9th is missing
    expect(streakFromInstants(logs, "America/New_York", now)).toBe(3); // 9th and 8th: yesterday's run + 1
    expect(streakFromInstants(logs, "UTC", now)).toBe(3);
  });

  it("counts the spring-forward DST day (23 hours) as one day", () => {
    // Europe/Madrid moves from UTC+1 to UTC+2 on 29 March 2026 at 02:00 local.
    const logs = [
      new Date("2026-03-28T22:30:00Z"), // 28 Mar 23:30 local
      new Date("2026-03-29T21:30:00Z"), // 29 Mar 23:30 local (UTC+2)
      new Date("2026-03-29T22:30:00Z"), // 30 Mar 00:30 local
    ];
    const now = new Date("2026-03-30T10:00:00Z");
    expect(streakFromInstants(logs, "Europe/Madrid", now)).toBe(3);
  });

  it("counts the fall-back DST day (25 hours) as one day", () => {
    // America/New_York goes back from UTC-4 to UTC-5 on 1 November 2026 at 02:00 local.
    const logs = [
      new Date("2026-11-01T04:30:00Z"), // 1 Nov 00:30 local (UTC-4)
      new Date("2026-11-02T04:30:00Z"), // 1 Nov 23:30 local (UTC-5): same day as above
      new Date("2026-10-31T12:00:00Z"), // 31 Oct
    ];
    const now = new Date("2026-11-02T15:00:00Z"); // 2 Nov local, nothing logged yet today
    expect(streakFromInstants(logs, "America/New_York", now)).toBe(3); // 2 days + 1
  });
});

describe("streak on long histories", () => {
  it("counts a run of 100,000 logged days, with a gap before it, in bounded time", () => {
    const today = "2026-03-10";
    const days: string[] = [];
    const start = Date.UTC(2026, 2, 10);
    // 100,000 consecutive days back from today, then a gap, then 1,000 more logged days.
    for (let i = 0; i < 101_001; i++) {
      if (i === 100_000) continue;
      days.push(new Date(start - i * 86_400_000).toISOString().slice(0, 10));
    }
    const t0 = performance.now();
    expect(computeStreak(days, today)).toBe(100_000);
    // Yesterday's run plus one when today has no log (the spec's rule), on the same long run.
    expect(computeStreak(days.slice(1), today)).toBe(100_000);
    expect(performance.now() - t0).toBeLessThan(2_000);
  });

  it("takes the run's last day and length to the same answer (the SQL path)", () => {
    expect(streakFromRun(null, 0, "2026-03-10")).toBe(0);
    expect(streakFromRun("2026-03-10", 100_000, "2026-03-10")).toBe(100_000);
    expect(streakFromRun("2026-03-09", 100_000, "2026-03-10")).toBe(100_001);
    expect(streakFromRun("2026-03-08", 5, "2026-03-10")).toBe(0);
    expect(streakFromRun("2028-02-29", 3, "2028-03-01")).toBe(4);
  });
});
