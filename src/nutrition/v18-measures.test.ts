import { describe, expect, it } from "vitest";
import { estimateMeal } from "./index";
import { tokenize } from "./text";

const grams = (text: string) => estimateMeal(text).items.reduce((s, it) => s + it.grams, 0);
const near = (text: string, expected: number, tol = 0.25) => {
  const g = grams(text);
  expect(g, `${text} -> ${g} g`).toBeGreaterThanOrEqual(expected * (1 - tol));
  expect(g, `${text} -> ${g} g`).toBeLessThanOrEqual(expected * (1 + tol));
};

describe("amounts written out (decision 0053)", () => {
  it("reads 'one and a half' every way people write it", () => {
    const one = grams("una taza de arroz");
    for (const t of [
      "1 y 1/2 tazas de arroz",
      "1 1/2 tazas de arroz",
      "1,5 tazas de arroz",
      "1.5 tazas de arroz",
      "una taza y media de arroz",
      "una y media tazas de arroz",
      "taza y media de arroz",
    ])
      expect(grams(t), t).toBeCloseTo(1.5 * one, 0);
    near("plátano y medio", 1.5 * grams("un plátano"), 0.05);
  });

  it("reads a range as its midpoint", () => {
    const slice = grams("una rebanada de pan");
    for (const t of [
      "2 o 3 rebanadas de pan",
      "2-3 rebanadas de pan",
      "entre 2 y 3 rebanadas de pan",
      "entre dos y tres rebanadas de pan",
      "de 2 a 3 rebanadas de pan",
    ])
      expect(grams(t), t).toBeCloseTo(2.5 * slice, 0);
    expect(grams("100-150 g de pasta")).toBe(125);
  });

  it("reads fractions of a measure", () => {
    const cup = grams("una taza de leche");
    near("tres cuartos de taza de leche", 0.75 * cup, 0.02);
    near("un tercio de taza de leche", cup / 3, 0.02);
    near("dos tercios de taza de leche", (2 * cup) / 3, 0.02);
    near("la mitad de un aguacate", grams("un aguacate") / 2, 0.02);
    // "un tercio" alone is still Spain's 330 ml beer bottle
    near("un tercio de cerveza", 330, 0.1);
  });

  it("reads numbers written in words", () => {
    expect(tokenize("ciento cincuenta gramos de arroz")[0]).toBe("150");
    expect(tokenize("trescientos cincuenta ml de leche")[0]).toBe("350");
    expect(tokenize("veintidós uvas")[0]).toBe("22");
    expect(tokenize("treinta y dos almendras")[0]).toBe("32");
    near("ciento cincuenta gramos de arroz", 150, 0.01);
  });
});

describe("household measure words (decision 0053)", () => {
  it("a diminutive is a smaller measure than the food's own one", () => {
    expect(grams("una tacita de café con leche")).toBeLessThan(grams("una taza de café con leche"));
    expect(grams("un vasito de leche")).toBeLessThan(grams("un vaso de leche"));
    expect(grams("un platito de arroz")).toBeLessThan(grams("un plato de arroz"));
    expect(grams("un puñito de maní")).toBeLessThan(grams("un puñado de maní"));
  });

  it("understands containers, cuts and pinches", () => {
    near("un diente de ajo", 3);
    near("una cabeza de ajo", 40);
    near("un gajo de naranja", 15);
    near("una ramita de apio", 40);
    near("una cuchara sopera de azúcar", grams("una cucharada de azúcar"), 0.01);
    near("una cuchara de postre de azúcar", 8);
    near("un plato hondo de sopa", 300);
    near("un táper de lentejas", 350);
    near("una cajita de jugo", 200);
    near("un cartón de leche", 250);
    expect(grams("una pizca de sal")).toBeLessThan(2);
    for (const t of ["un plato hondo de sopa", "un táper de lentejas", "una cuchara sopera de aceite"])
      expect(estimateMeal(t).unmatched, t).toEqual([]);
  });

  it("counts small pieces instead of reading the number as grams", () => {
    near("cuatro almendras", 5);
    near("veinte almendras", 24);
    near("25 fresas", 25 * grams("una fresa"), 0.01);
    // a bare number after a food is still a weight
    near("arroz 200", 200, 0.01);
  });

  it("a single-serve item is the whole item", () => {
    near("un yogur individual", grams("un yogur"), 0.01);
  });

  it("no measure wording gives an absurd amount", () => {
    for (const t of [
      "entre 2 y 30 galletas",
      "1-100 almendras",
      "40 fresas",
      "treinta y dos cucharadas de aceite",
      "un montón de papas fritas",
      "2 o 3 bricks de zumo",
      "una fuente de ensalada",
      "un manojo de espinacas",
      "media docena de huevos",
      "tres cuartos de botella de vino",
    ]) {
      const g = grams(t);
      expect(g, t).toBeGreaterThan(0);
      expect(g, t).toBeLessThanOrEqual(1500);
    }
  });
});
