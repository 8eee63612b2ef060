import { describe, expect, it } from "vitest";
import { addDays } from "./dates";
import { TREND_ALPHA, weightSlope, weightTrend } from "./weight-trend";

describe("weightTrend (EWMA, α per day)", () => {
  it("starts at the first weigh-in and moves 10 % of the way to each next daily weigh-in", () => {
    const trend = weightTrend([
      { date: "2026-01-01", kg: 80 },
      { date: "2026-01-02", kg: 70 },
      { date: "2026-01-03", kg: 70 },
    ]);
    expect(trend).toEqual([
      { date: "2026-01-01", kg: 80 },
      { date: "2026-01-02", kg: 79 },
      { date: "2026-01-03", kg: 78.1 },
    ]);
  });

  it("treats a gap of g days as g days of smoothing, so sparse weigh-ins reach the same curve", () => {
    const daily = weightTrend(
      Array.from({ length: 8 }, (_, i) => ({ date: addDays("2026-03-01", i), kg: i === 0 ? 80 : 75 })),
    );
    const sparse = weightTrend([
      { date: "2026-03-01", kg: 80 },
      { date: "2026-03-08", kg: 75 },
    ]);
    expect(sparse[1].kg).toBeCloseTo(daily[7].kg, 2);
    expect(sparse[1].kg).toBeCloseTo(75 + 5 * (1 - TREND_ALPHA) ** 7, 2);
  });

  it("sorts its input and smooths out day-to-day noise", () => {
    const noisy = [80.6, 79.4, 80.5, 79.5, 80.4, 79.6, 80.5, 79.5].map((kg, i) => ({
      date: addDays("2026-05-01", i),
      kg,
    }));
    const trend = weightTrend([...noisy].reverse());
    expect(trend.map((t) => t.date)).toEqual(noisy.map((w) => w.date));
    for (const point of trend) expect(Math.abs(point.kg - 80)).toBeLessThan(0.65);
    expect(weightTrend([])).toEqual([]);
  });
});

describe("weightSlope", () => {
  it("finds the kg per day of a straight line, with zero error, and needs two dates", () => {
    const line = Array.from({ length: 5 }, (_, i) => ({
      date: addDays("2026-01-01", i * 2),
      kg: 70 - 0.1 * i * 2,
    }));
    const slope = weightSlope(line);
    expect(slope?.perDay).toBeCloseTo(-0.1, 6);
    expect(slope?.standardError).toBeCloseTo(0, 6);
    expect(weightSlope([{ date: "2026-01-01", kg: 70 }])).toBeNull();
  });
});
