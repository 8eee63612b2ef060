import { describe, expect, it } from "vitest";
import type { PlannedMeal } from "../core/plan.schema";
import { listAsText } from "../core/shopping-text";
import { recipeById } from "./recipes";
import {
  arrangeList,
  matchSide,
  piecesToBuy,
  shoppingLines,
  shopQuantity,
  textKey,
  withoutRepeatedName,
} from "./shopping";

const NUTRIENTS = { calories: 500, protein: 20, carbs: 60, fat: 15, sugar: 5, fiber: 6, salt: 1 };

/** A built-in planned meal of `recipeId` at `portion` % (the id carries it, as the planner writes it). */
function planned(recipeId: string, portion: number, extra: Partial<PlannedMeal> = {}): PlannedMeal {
  const recipe = recipeById(recipeId);
  if (!recipe) throw new Error(`no recipe ${recipeId}`);
  return {
    ...NUTRIENTS,
    id: `${recipeId}@${portion}-d0m0`,
    recipe_id: recipeId,
    name: recipe.name,
    description: recipe.name,
    ...extra,
  };
}

function grams(recipeId: string, food: string): number {
  const recipe = recipeById(recipeId);
  return (recipe?.ingredients ?? []).filter((i) => i.food === food).reduce((s, i) => s + i.grams, 0);
}

const line = (lines: ReturnType<typeof shoppingLines>, key: string) => {
  const found = lines.find((l) => l.key === key);
  if (!found) throw new Error(`no line ${key}: ${lines.map((l) => l.key).join(", ")}`);
  return found;
};

const NO_STATE = {
  checked: new Set<string>(),
  removed: new Set<string>(),
  staples: new Set<string>(),
  extras: [],
};

describe("shoppingLines: merge by product, exact to the gram", () => {
  it("sums the same ingredient across meals at each meal's portion", () => {
    const meals = [
      planned("gallo-pinto", 115),
      planned("paella-valenciana", 80),
      planned("gallo-pinto", 100),
    ];
    const rice = line(shoppingLines(meals), "arroz");
    const expected = grams("gallo-pinto", "arroz") * 2.15 + grams("paella-valenciana", "arroz") * 0.8;
    expect(rice.grams).toBeCloseTo(expected, 1);
    expect(rice.quantity).toBe(`${Math.round(expected)} g`);
    expect(rice.hint).toMatch(/^unos \d+ g en seco$/);
    expect(rice.aisle).toBe("despensa");
    expect(rice.dishes).toEqual([recipeById("gallo-pinto")?.name, recipeById("paella-valenciana")?.name]);
  });

  it("scales every ingredient and side by the household's servings", () => {
    const one = shoppingLines([planned("lentejas-estofadas", 100)]);
    const three = shoppingLines([planned("lentejas-estofadas", 100, { servings: 3 })]);
    expect(line(three, "lentejas").grams).toBeCloseTo(3 * (line(one, "lentejas").grams ?? 0), 1);
    const withBread = planned("lentejas-estofadas", 100, {
      servings: 2,
      items: [{ name: "2 rebanadas de pan", grams: 80, ...NUTRIENTS }],
    });
    expect(line(shoppingLines([withBread]), "pan").grams).toBe(160);
  });

  it("counts eggs by the unit, boiled and fried eggs included", () => {
    // 2 × 60 g raw eggs + 100 g of boiled egg (55 g each) = 120 + 109.1 g -> 3.8 eggs -> 4
    const lines = shoppingLines([
      planned("tortilla-francesa-con-pan", 100),
      planned("huevo-duro-y-tomate", 100),
    ]);
    const eggs = line(lines, "huevo");
    expect(eggs.name).toBe("huevos");
    expect(eggs.quantity).toBe("4");
    expect(eggs.aisle).toBe("lacteos_huevos");
    expect(lines.some((l) => l.key === "huevo_duro")).toBe(false);
  });

  it("sells milk by the litre and brick, bread by the loaf, oil in spoons with its millilitres", () => {
    const milk = shopQuantity(1400, {
      kind: "litre",
      pack: { g: 1000, one: "brick de 1 l", many: "bricks de 1 l" },
    });
    expect(milk).toEqual({ quantity: "1,4 l", hint: "2 bricks de 1 l" });
    const bread = line(
      shoppingLines([
        planned("tostadas-con-tomate-y-aceite", 100),
        planned("tostadas-con-tomate-y-jamon", 100),
      ]),
      "pan",
    );
    expect(bread).toMatchObject({
      name: "pan de barra",
      quantity: "160 g",
      hint: "1 barra",
      aisle: "panaderia",
    });
    const oil = shopQuantity(60, { kind: "spoon", g: 10, liquid: true });
    expect(oil).toEqual({ quantity: "6 cucharadas", hint: "≈ 90 ml" });
    expect(shopQuantity(1, { kind: "spoon", g: 18, liquid: false }).quantity).toBe("una pizca");
    expect(shopQuantity(6, { kind: "spoon", g: 18, liquid: false }).quantity).toBe("1 cucharadita");
  });

  it("leaves tap water off and puts each product in its aisle", () => {
    const lines = shoppingLines([planned("sopa-de-ajo", 100), planned("lentejas-con-chorizo", 100)]);
    expect(lines.some((l) => l.key === "agua")).toBe(false);
    expect(line(lines, "ajo").aisle).toBe("frutas_verduras");
    expect(line(lines, "chorizo").aisle).toBe("carne");
    expect(line(lines, "lentejas").aisle).toBe("despensa");
  });

  it("does not repeat the product's name in a counted quantity", () => {
    expect(withoutRepeatedName("huevos", "9 huevos").quantity).toBe("9");
    expect(withoutRepeatedName("tomate", "3 tomates").quantity).toBe("3");
    expect(withoutRepeatedName("yogur natural", "3 yogures naturales").quantity).toBe("3");
    expect(withoutRepeatedName("ajo", "4 dientes de ajo").quantity).toBe("4 dientes");
    expect(withoutRepeatedName("chile fresco", "1 guindilla o chile").quantity).toBe("1 guindilla o chile");
    expect(withoutRepeatedName("arroz", "480 g").quantity).toBe("480 g");
  });

  it("buys a piece only when more than a third of it is needed", () => {
    expect(piecesToBuy(138, 60)).toBe(2);
    expect(piecesToBuy(145, 60)).toBe(3);
    expect(piecesToBuy(5, 150)).toBe(1);
  });

  it("reads side items back from their labels, and keeps unknown ones as text", () => {
    expect(matchSide({ name: "4 mandarinas", grams: 320 })?.variant.food).toBe("mandarina");
    expect(matchSide({ name: "1 cucharada de aceite de oliva", grams: 10 })?.variant.food).toBe(
      "aceite-de-oliva",
    );
    expect(matchSide({ name: "1 ración de algo raro", grams: 100 })).toBeNull();
    const meal = planned("lentejas-estofadas", 100, {
      items: [
        { name: "1 cucharada de aceite de oliva", grams: 10, ...NUTRIENTS },
        { name: "1 ración de algo raro", grams: 100, ...NUTRIENTS },
      ],
    });
    const lines = shoppingLines([meal]);
    expect(line(lines, "aceite").grams).toBeCloseTo(grams("lentejas-estofadas", "aceite") + 10, 1);
    expect(line(lines, textKey("1 ración de algo raro")).aisle).toBe("otros");
  });
});

describe("shoppingLines: meals without a library recipe (AI plans)", () => {
  const aiMeal: PlannedMeal = { ...NUTRIENTS, name: "Bowl de quinoa del chef", description: "Un bowl" };

  it("uses the stored recipe's lines when there is one, merged only when identical", () => {
    const lines = shoppingLines([aiMeal, { ...aiMeal, servings: 2 }], () => [
      "200 g de quinoa",
      "1 aguacate",
    ]);
    expect(lines).toHaveLength(2);
    expect(line(lines, textKey("200 g de quinoa"))).toMatchObject({
      aisle: "otros",
      quantity: "× 3",
      grams: null,
    });
  });

  it("lists the dish by name when no recipe is stored", () => {
    const [dish] = shoppingLines([aiMeal]);
    expect(dish).toMatchObject({
      name: aiMeal.name,
      aisle: "otros",
      quantity: "1 ración",
      stapleable: false,
    });
    expect(dish.hint).toMatch(/receta/);
  });
});

describe("arrangeList", () => {
  const lines = shoppingLines([planned("tostadas-con-tomate-y-aceite", 100), planned("gallo-pinto", 100)]);

  it("orders aisles as a shop walk and sinks ticked items to the bottom", () => {
    const first = [...lines]
      .filter((l) => l.aisle === "frutas_verduras")
      .sort((a, b) => a.name.localeCompare(b.name, "es"))[0];
    const { groups } = arrangeList(lines, { ...NO_STATE, checked: new Set([first.key]) });
    expect(groups.map((g) => g.aisle)).toEqual([
      "frutas_verduras",
      "lacteos_huevos",
      "panaderia",
      "despensa",
    ]);
    const produce = groups[0].items;
    expect(produce[0].key).not.toBe(first.key);
    expect(produce.at(-1)?.key).toBe(first.key);
    expect(produce.at(-1)?.checked).toBe(true);
    expect(produce.slice(0, -1).every((i) => !i.checked)).toBe(true);
  });

  it("puts staples under 'Tienes en casa', removed items apart, extras last", () => {
    const { groups, staples, removed } = arrangeList(lines, {
      ...NO_STATE,
      staples: new Set(["sal", "aceite"]),
      removed: new Set(["pan"]),
      extras: [{ id: "00000000-0000-4000-8000-000000000001", name: "Papel de cocina", checked: false }],
    });
    expect(staples.map((s) => s.key).sort()).toEqual(["aceite", "sal"]);
    expect(removed).toEqual([{ key: "pan", name: "pan de barra" }]);
    const keys = groups.flatMap((g) => g.items.map((i) => i.key));
    expect(keys).not.toContain("sal");
    expect(keys).not.toContain("pan");
    expect(groups.at(-1)).toMatchObject({ aisle: "anadidos", label: "Añadidos por ti" });
  });

  it("shares as plain text what is still to buy", () => {
    const { groups } = arrangeList(lines, { ...NO_STATE, checked: new Set(["tomate"]) });
    const text = listAsText("Lista de la compra", groups);
    expect(text).toContain("Panadería:\n- pan de barra: 80 g (1 barra)");
    expect(text).toContain("Despensa:");
    expect(text).not.toContain("tomate");
  });
});
