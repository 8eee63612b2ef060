import { describe, expect, it } from "vitest";
import { featureLimit, formatEuros, PLAN_FEATURES, PLAN_LIMITS } from "./plan-limits";

describe("the free plan (docs/decisions/0013-conformance.md)", () => {
  it("logs meals without a limit, analyses 2 photos a day and generates 5 recipes in 7 days", () => {
    expect(featureLimit("free", "meal_logging")).toBeNull();
    expect(featureLimit("free", "photo_analysis")).toBe(2);
    expect(featureLimit("free", "recipe_generation")).toBe(5);
    expect(PLAN_LIMITS.free.customMealPlans).toBe(false);
  });

  it("is sold with the same limits it enforces", () => {
    expect(PLAN_FEATURES.free).toContain("Registro de comidas ilimitado");
    expect(PLAN_FEATURES.free).toContain("2 análisis de fotos al día");
    expect(PLAN_FEATURES.free).toContain("5 recetas cada 7 días");
    expect(PLAN_FEATURES.free.join(" ")).not.toMatch(/3 comidas/);
  });
});

describe("prices", () => {
  it("use one Spanish format everywhere: comma decimals and a spaced euro sign", () => {
    expect(formatEuros(9.99)).toBe("9,99 €");
    expect(formatEuros(19.99)).toBe("19,99 €");
    expect(formatEuros(0)).toBe("0,00 €");
  });
});
