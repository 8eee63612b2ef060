import { describe, expect, it } from "vitest";
import { portionChoices, searchFoods, singular, weighFood } from "./search";
import { FOOD_BY_ID } from "./table";

const food = (id: string) => {
  const f = FOOD_BY_ID.get(id);
  if (!f) throw new Error(`falta ${id}`);
  return f;
};

describe("food search", () => {
  it("finds nothing under two letters and survives any text", () => {
    for (const q of ["", " ", "p", "%", "\u0000", "🍕".repeat(300), "a".repeat(500)]) {
      expect(() => searchFoods(q)).not.toThrow();
    }
    expect(searchFoods("p")).toEqual({ foods: [], dishes: [] });
  });

  it("reads plurals by their stem and forgives a swapped letter", () => {
    expect(singular("huevos")).toBe("huevo");
    expect(singular("frijoles")).toBe("frijol");
    expect(searchFoods("huevos").foods[0].id).toBe("huevo");
    expect(searchFoods("platnao").foods[0].id).toBe("platano");
  });

  it("says which synonym matched (Latin-American names)", () => {
    const [banana] = searchFoods("cambur").foods;
    expect(banana).toMatchObject({ id: "platano", matched: "cambur" });
  });
});

describe("portions", () => {
  it("turns counted portions into single units and keeps the usual portion's count", () => {
    const units = portionChoices(food("pan-de-molde"));
    expect(units[0]).toMatchObject({ unit: "rebanada", amount: 1 });
    const usual = searchFoods("pan de molde").foods[0].portion;
    expect(usual.amount).toBe(2);
    expect(usual.grams).toBeCloseTo(units[0].grams * 2, 0);
  });

  it("weighs an amount in a household unit or grams, and refuses unknown ones", () => {
    const slices = weighFood("pan", "rebanada", 2);
    expect(slices).toMatchObject({ grams: 60, name: "pan" });
    if ("error" in slices) throw new Error("pan");
    expect(slices.nutrients.calories).toBeCloseTo(287 * 0.6, 5);
    expect(weighFood("pan", "cubo", 1)).toEqual({ error: "unit", food: "pan" });
    expect(weighFood("no-existe", "g", 1)).toEqual({ error: "food" });
  });
});
