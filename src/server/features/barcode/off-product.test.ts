import { describe, expect, it } from "vitest";
import { gramsIn, mapOffProduct } from "./off-product";

describe("mapOffProduct", () => {
  it("prefers the Spanish name, then the generic one, and never stores control characters", () => {
    const base = { nutriments: { "energy-kcal_100g": 100 } };
    const name = (raw: Record<string, unknown>) => {
      const mapped = mapOffProduct("12345678", { ...base, ...raw });
      return mapped.status === "found" ? mapped.product.name : mapped.name;
    };
    expect(name({ product_name: "Chocolate milk", product_name_es: "Batido de cacao" })).toBe(
      "Batido de cacao",
    );
    expect(name({ product_name: "  ", generic_name_es: "Yogur natural" })).toBe("Yogur natural");
    expect(name({ product_name: "Pan\u0000 de\n molde" })).toBe("Pan de molde");
    expect(name({})).toBe("Producto 12345678");
  });

  it("treats impossible values (over 950 kcal or 100 g per 100 g, negatives) as no usable nutrition", () => {
    for (const nutriments of [
      { "energy-kcal_100g": 3000 },
      { "energy-kcal_100g": 200, fat_100g: 140 },
      { "energy-kcal_100g": 200, proteins_100g: -1 },
      { "energy-kcal_100g": "mucho" },
    ]) {
      expect(mapOffProduct("12345678", { product_name: "X", nutriments }).status).toBe("no_nutrition");
    }
  });

  it("takes the label's serving weight only when it is in grams or millilitres", () => {
    const serving = (raw: Record<string, unknown>) => {
      const mapped = mapOffProduct("12345678", { nutriments: { "energy-kcal_100g": 100 }, ...raw });
      return mapped.status === "found" ? mapped.product.serving : "no";
    };
    expect(serving({ serving_size: "1 galleta (8,5 g)" })).toEqual({
      grams: 8.5,
      label: "1 galleta (8,5 g)",
    });
    expect(serving({ serving_quantity: "30", serving_size: "30g" })).toEqual({ grams: 30, label: "30g" });
    expect(serving({ serving_quantity: 2, serving_quantity_unit: "oz" })).toBeNull();
    expect(serving({ serving_size: "1 unidad" })).toBeNull();
  });
});

describe("gramsIn", () => {
  it.each([
    ["800 g", 800],
    ["1,5 kg", 1500],
    ["33 cl", 330],
    ["1 l", 1000],
    ["6 x 125 g", 125],
    ["una bolsa", undefined],
    [undefined, undefined],
  ])("%s -> %s", (text, grams) => {
    expect(gramsIn(text)).toBe(grams);
  });
});
