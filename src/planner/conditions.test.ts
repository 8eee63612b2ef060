import { describe, expect, it } from "vitest";
import { conditionEffects } from "./conditions";

describe("health conditions table", () => {
  it("hypertension and kidney disease exclude dishes high in salt", () => {
    for (const text of ["hipertensión", "enfermedad renal crónica"]) {
      const e = conditionEffects([text]);
      expect(e.excludeTags.has("alto en sal")).toBe(true);
      expect(e.mealCarbShareMax).toBeNull();
    }
  });

  it("diabetes and prediabetes exclude dishes high in sugar and cap a meal at 40 % of the day's carbohydrates", () => {
    for (const text of ["diabetes tipo 2", "prediabetes"]) {
      const e = conditionEffects([text]);
      expect(e.excludeTags.has("alto en azúcar")).toBe(true);
      expect(e.mealCarbShareMax).toBe(0.4);
    }
  });

  it("coeliac disease excludes gluten, lactose intolerance excludes dairy", () => {
    expect(conditionEffects(["celiaquía"]).excludeTags.has("gluten")).toBe(true);
    expect(conditionEffects(["intolerancia a la lactosa"]).excludeTags.has("lácteos")).toBe(true);
  });

  it("pregnancy excludes raw fish, raw-milk cheese and undercooked egg", () => {
    const e = conditionEffects(["embarazada de 12 semanas"]);
    for (const t of ["pescado crudo", "leche cruda", "huevo poco hecho"])
      expect(e.excludeTags.has(t)).toBe(true);
  });

  it("changes nothing without a condition", () => {
    const e = conditionEffects(["asma", null, ""]);
    expect(e.excludeTags.size).toBe(0);
    expect(e.mealCarbShareMax).toBeNull();
  });
});
