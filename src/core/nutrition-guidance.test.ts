import { describe, expect, it } from "vitest";
import { dailyGuidance, detectConditions, NO_CONDITIONS } from "./nutrition-guidance";

describe("daily guidance", () => {
  it("caps salt at 5 g, 4 g with hypertension or kidney disease", () => {
    expect(dailyGuidance(2000).saltMax).toBe(5);
    expect(dailyGuidance(2000, { ...NO_CONDITIONS, hypertension: true }).saltMax).toBe(4);
    expect(dailyGuidance(2000, { ...NO_CONDITIONS, kidneyDisease: true }).saltMax).toBe(4);
  });
  it("asks 14 g of fibre per 1000 kcal, never more than 50 g", () => {
    expect(dailyGuidance(2000).fiberMin).toBe(28);
    expect(dailyGuidance(4500).fiberMin).toBe(45);
    // the minimum leaves a window under the 50 g ceiling
    expect(dailyGuidance(4500).fiberMax - dailyGuidance(4500).fiberMin).toBeGreaterThanOrEqual(5);
  });
  it("keeps free sugars under 10 % of energy and scales the 90 g sugar reference", () => {
    expect(dailyGuidance(2000).freeSugarMax).toBe(50);
    expect(dailyGuidance(1500).totalSugarReference).toBe(67.5);
  });
  it("puts fat between 20 % and 35 % of energy", () => {
    const g = dailyGuidance(1800);
    expect(g.fatMin).toBe(40);
    expect(g.fatMax).toBe(70);
  });
});

describe("detectConditions", () => {
  it("reads Spanish and Latin American wording, accents and case ignored", () => {
    const c = detectConditions(["Hipertensión arterial", "Prediabetes"]);
    expect(c.hypertension).toBe(true);
    expect(c.diabetes).toBe(true);
    expect(c.kidneyDisease).toBe(false);
    expect(detectConditions(["presión alta"]).hypertension).toBe(true);
    expect(detectConditions(["Estoy embarazada"]).pregnancy).toBe(true);
    expect(detectConditions(["enfermedad renal crónica"]).kidneyDisease).toBe(true);
    expect(detectConditions(["celíaca"]).coeliac).toBe(true);
    expect(detectConditions(["intolerancia a la lactosa"]).lactoseIntolerance).toBe(true);
  });
  it("finds nothing in unrelated text", () => {
    expect(detectConditions(["asma", null, ""])).toEqual(NO_CONDITIONS);
  });
});
