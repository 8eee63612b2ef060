import { describe, expect, it } from "vitest";
import { dishKind, portionRange, proteinSourceOf, weightCapFor } from "./portions";
import { RECIPES, recipeById } from "./recipes";

describe("portions: dish kinds, plausible ranges and protein sources", () => {
  it("classifies light dishes and caps their portion", () => {
    const macedonia = recipeById("macedonia-de-frutas")!;
    expect(dishKind(macedonia)).toBe("fruit");
    const [lo, hi] = portionRange(macedonia, "breakfast", 500, 0.5, 2.5);
    expect(lo).toBe(0.75);
    expect(hi * macedonia.grams).toBeLessThanOrEqual(450);
    expect(dishKind(recipeById("tostadas-con-tomate-y-aceite")!)).toBe("toast");
    expect(dishKind(recipeById("arepas-con-queso")!)).toBe("toast");
  });

  it("keeps every range non-empty and within the weight cap when the dish allows it", () => {
    for (const r of RECIPES)
      for (const role of r.roles) {
        const [lo, hi] = portionRange(r, role, 600, 0.5, 2.5);
        expect(hi).toBeGreaterThanOrEqual(lo);
        if (lo * r.grams <= weightCapFor(role, 600))
          expect(hi * r.grams).toBeLessThanOrEqual(weightCapFor(role, 600) + 1e-9);
      }
  });

  it("finds the main protein source", () => {
    expect(proteinSourceOf(recipeById("frijoles-con-tofu-y-arroz")!)).toMatch(/tofu|legumbres/);
    expect(proteinSourceOf(recipeById("arepas-reina-pepiada")!)).toBe("aves");
    expect(proteinSourceOf(recipeById("huevos-revueltos-con-espinacas")!)).toBe("huevo");
  });
});
