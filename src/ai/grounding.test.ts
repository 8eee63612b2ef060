import { describe, expect, it } from "vitest";
import { type Nutrients, roundNutrients } from "../core/nutrients";
import { groundMeal } from "./grounding";
import { builtinFoodTable } from "./index";
import type { MealReply } from "./replies";
import { fakeTable } from "./testing/fixtures";

const n = (calories: number, rest: Partial<Nutrients> = {}): Nutrients => ({
  calories,
  protein: 0,
  carbs: 0,
  fat: 0,
  sugar: 0,
  fiber: 0,
  salt: 0,
  ...rest,
});

const reply = (overrides: Partial<MealReply>): MealReply => ({
  description: "Comida",
  weight: null,
  totals: n(700),
  items: [],
  droppedItems: 0,
  ...overrides,
});

describe("groundMeal", () => {
  it("leaves the provider's totals when there are no items", () => {
    const out = groundMeal(reply({}), fakeTable);
    expect(out.totalsSource).toBe("provider");
    expect(out.analysis.calories).toBe(700);
    expect(out.analysis.weight).toBe("");
  });

  it("leaves them when the table knows none of the items", () => {
    const out = groundMeal(
      reply({ items: [{ name: "mole poblano", grams: 300, nutrients: n(650) }] }),
      fakeTable,
    );
    expect(out.totalsSource).toBe("provider");
    expect(out.analysis.calories).toBe(700);
    expect(out.analysis.items[0]).toMatchObject({ source: "ai", food_id: null, calories: 650, grams: 300 });
  });

  it("sums the items when every item has numbers (table where known)", () => {
    const out = groundMeal(
      reply({
        items: [
          { name: "arroz", grams: 100, nutrients: n(300) },
          { name: "mole poblano", grams: 100, nutrients: n(200) },
        ],
      }),
      fakeTable,
    );
    expect(out.totalsSource).toBe("items");
    expect(out.analysis.calories).toBe(130 + 200);
    expect(out.analysis.weight).toBe("200 g");
  });

  it("corrects the totals by the known items' difference when an item was unusable", () => {
    const out = groundMeal(
      reply({ items: [{ name: "arroz", grams: 100, nutrients: n(300) }], droppedItems: 1 }),
      fakeTable,
    );
    expect(out.totalsSource).toBe("corrected");
    expect(out.analysis.calories).toBe(700 - 300 + 130);
  });

  it("keeps the totals when neither rule applies (known item without the provider's numbers, unknown item too)", () => {
    const out = groundMeal(
      reply({
        items: [
          { name: "arroz", grams: 100, nutrients: null },
          { name: "mole poblano", grams: 100, nutrients: null },
        ],
      }),
      fakeTable,
    );
    expect(out.totalsSource).toBe("provider");
    expect(out.analysis.calories).toBe(700);
    expect(out.analysis.items[0]).toMatchObject({ source: "table", calories: 130 });
  });

  it("is off without a table", () => {
    const out = groundMeal(reply({ items: [{ name: "arroz", grams: 100, nutrients: n(300) }] }), null);
    expect(out.totalsSource).toBe("provider");
    expect(out.analysis.items[0].source).toBe("ai");
  });

  it("grounds on the real built-in table", () => {
    const rice = builtinFoodTable.findFood("arroz blanco cocido");
    const apple = builtinFoodTable.findFood("manzana");
    expect(rice).not.toBeNull();
    expect(apple).not.toBeNull();
    const expected = roundNutrients(
      Object.fromEntries(
        Object.keys(n(0)).map((k) => {
          const key = k as keyof Nutrients;
          return [
            key,
            builtinFoodTable.nutrientsFor(rice!.id, 200)[key] +
              builtinFoodTable.nutrientsFor(apple!.id, 180)[key],
          ];
        }),
      ) as Nutrients,
    );
    const out = groundMeal(
      reply({
        totals: n(900, { protein: 1 }),
        items: [
          { name: "arroz blanco cocido", grams: 200, nutrients: n(600) },
          { name: "manzana", grams: 180, nutrients: n(300) },
        ],
      }),
      builtinFoodTable,
    );
    expect(out.totalsSource).toBe("items");
    expect(out.analysis).toMatchObject(expected);
    expect(out.analysis.calories).toBeLessThan(600);
  });
});
