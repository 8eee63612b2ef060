import { describe, expect, it } from "vitest";
import { formatKcal, niceTicks, parseKg } from "./format";

describe("progress formats", () => {
  it("puts axis ticks on round values that cover the data", () => {
    expect(niceTicks(0, 229.9)).toEqual([0, 50, 100, 150, 200, 250]);
    expect(niceTicks(0, 2246)).toEqual([0, 500, 1000, 1500, 2000, 2500]);
    expect(niceTicks(78.3, 80.6, 5)).toEqual([78, 78.5, 79, 79.5, 80, 80.5, 81]);
  });

  it("reads kg typed with a comma or a dot, and groups kcal the Spanish way", () => {
    expect(parseKg("72,5")).toBe(72.5);
    expect(parseKg(" 72.5 ")).toBe(72.5);
    expect(parseKg("72 kg")).toBeNull();
    expect(formatKcal(1950)).toBe("1.950");
  });
});
