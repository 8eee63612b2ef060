/**
 * Nutrition engine, portions round 6 (issue 12, decision 0037): household measures and descriptions with no
 * quantity in Central America, Peru, Mexico, Colombia/Venezuela and Spain. Ranges are worked out by hand from
 * the composition tables and the usual serving in each country.
 */
import { describe, expect, it } from "vitest";
import { estimateMeal } from "./index";

const est = (text: string) => estimateMeal(text);
const ids = (text: string) => est(text).items.map((i) => i.food_id ?? "");
const item = (text: string, re: RegExp) => est(text).items.find((i) => re.test(i.food_id ?? i.name));

describe("platos con acompañamientos", () => {
  it("un guiso «con arroz y frijoles negros» conserva el guiso", () => {
    const r = est("pollo guisado con arroz y frijoles negros");
    expect(r.items).toHaveLength(2);
    expect(ids("pollo guisado con arroz y frijoles negros")[0]).toMatch(/pollo/);
    expect(ids("ropa vieja con arroz y frijoles negros")).toContain("ropa-vieja");
  });

  it("la carne servida con un plato de solo arroz y frijoles es una ración entera, no un topping", () => {
    expect(item("tacu tacu con bistec", /filete|bistec|ternera/)?.grams ?? 0).toBeGreaterThanOrEqual(100);
    expect(
      item("moros y cristianos con lechon asado", /carnitas|cerdo|lechon/)?.grams ?? 0,
    ).toBeGreaterThanOrEqual(100);
  });

  it("el pan que acompaña a un tamal se cuenta aparte", () => {
    expect(est("tamal con pan y cafe").items.some((i) => /^pan/.test(i.food_id ?? ""))).toBe(true);
  });

  it("la tortilla en la que se hace la quesadilla no es otra tortilla", () => {
    expect(est("3 quesadillas de queso en tortilla de maiz").items).toHaveLength(1);
  });
});

describe("medidas caseras y porciones sin cantidad", () => {
  it("«chocolate» tras un pan de desayuno latinoamericano es la taza; «pan con chocolate» sigue siendo una onza", () => {
    expect(item("pan de muerto con chocolate", /chocolate/)?.grams ?? 0).toBeGreaterThanOrEqual(200);
    expect(item("huevos pericos con arepa y chocolate", /chocolate/)?.grams ?? 0).toBeGreaterThanOrEqual(200);
    expect(item("pan con chocolate", /chocolate/)?.grams ?? 999).toBeLessThan(40);
  });

  it("«una porción» sin tamaño es la mediana, no la pequeña; un vaso de refresco es un vaso, no el extragrande", () => {
    const plain = item("una porcion de papas fritas", /patatas-fritas/)?.grams ?? 0;
    const small = item("una porcion pequeña de papas fritas", /patatas-fritas/)?.grams ?? 0;
    expect(plain).toBeGreaterThan(small);
    expect(item("un vaso de refresco de naranja", /refresco/)?.grams ?? 9999).toBeLessThanOrEqual(300);
  });

  it("enfrijoladas en plural sin número son un plato (tres), no dos piezas", () => {
    const one = item("una enfrijolada", /enfrijolada/)?.grams ?? 0;
    expect(item("enfrijoladas", /enfrijolada/)?.grams ?? 0).toBeGreaterThanOrEqual(2.5 * one);
  });

  it("una tapa de queso son unos 40 g, no 60", () => {
    expect(item("una tapa de queso", /queso/)?.grams ?? 0).toBeLessThanOrEqual(45);
  });

  it("la empanada venezolana es más grande que la colombiana; el pepito venezolano es un plato", () => {
    const ve = est("2 empanadas venezolanas").calories;
    const co = est("2 empanadas colombianas").calories;
    expect(ve).toBeGreaterThan(1.5 * co);
    expect(est("pepito de carne").calories).toBeGreaterThan(600);
  });

  it("platos regionales con su ración habitual", () => {
    // tlayuda: a 30 cm tortilla with beans, asiento, quesillo and meat (≈ 650-800 kcal)
    expect(est("tlayuda").calories).toBeGreaterThan(600);
    // Peruvian carapulcra served with its sopa seca is both plates
    expect(est("carapulcra con sopa seca").calories).toBeGreaterThan(750);
    // a Mexican cuerno with ham and cheese is a filled croissant, not serrano ham and a wedge of cheese
    expect(ids("un cuerno con jamon y queso")).toEqual(["croissant-de-jamon-y-queso"]);
  });
});
