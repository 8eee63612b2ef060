/**
 * Nutrition engine, recipe density audit (issue 12, decision 0047): the food layer's recipes checked against
 * the source tables' rows of the same dish (bench/nutrition/audit-density.ts). These tests pin densities a
 * user would notice: what a weighed portion of a dish is worth, and a plate in a plausible range. Sentences
 * written for these tests (not copied from any benchmark set).
 */
import { describe, expect, it } from "vitest";
import { estimateMeal } from "./index";

const est = (text: string) => estimateMeal(text);
/** kcal per 100 g of the first item of a description with an explicit weight */
const density = (text: string) => {
  const r = est(text);
  const it = r.items[0];
  return (it.calories / it.grams) * 100;
};

describe("densidad de los platos hechos como receta", () => {
  it("un tamal al vapor guarda su agua: unos 170-200 kcal/100 g (FNDDS y SR26 174-186), no 236", () => {
    const d = density("200 g de tamal de pollo");
    expect(d).toBeGreaterThan(160);
    expect(d).toBeLessThan(205);
    // one tamal (140 g) is about 250 kcal, not the 330 of a dense masa
    const one = est("un tamal de cerdo");
    expect(one.calories).toBeGreaterThan(200);
    expect(one.calories).toBeLessThan(300);
  });

  it("la masa de la empanada se hornea con el relleno: unos 300 kcal/100 g, no la de una base de tarta seca", () => {
    const d = density("150 g de empanada de carne");
    expect(d).toBeGreaterThan(260);
    expect(d).toBeLessThan(340);
    expect(density("100 g de empanadilla")).toBeLessThan(340);
  });

  it("unas lentejas con chorizo y una fabada llevan su caldo", () => {
    const lentejas = density("300 g de lentejas con chorizo");
    expect(lentejas).toBeGreaterThan(110);
    expect(lentejas).toBeLessThan(145);
    const fabada = density("300 g de fabada asturiana");
    expect(fabada).toBeGreaterThan(120);
    expect(fabada).toBeLessThan(155);
  });

  it("el mole es pollo con salsa aclarada con caldo, no pollo con una pasta de aceite y cacahuate", () => {
    const d = density("250 g de mole con pollo");
    expect(d).toBeGreaterThan(130);
    expect(d).toBeLessThan(190);
  });

  it("un plato de pozole es caldo con maíz y carne: queda entre 150 y 300 kcal", () => {
    const r = est("un plato de pozole rojo");
    expect(r.calories).toBeLessThan(300);
    expect(r.calories).toBeGreaterThan(150);
  });

  it("el mofongo es plátano verde frito majado con chicharrón: denso, como el FNDDS (358 kcal/100 g)", () => {
    const d = density("200 g de mofongo");
    expect(d).toBeGreaterThan(280);
    expect(d).toBeLessThan(380);
  });

  it("una sopa de fideos casera no es un caldo de sobre: un plato pasa de 120 kcal", () => {
    const r = est("un plato de sopa de fideos");
    expect(r.calories).toBeGreaterThan(120);
    expect(r.calories).toBeLessThan(250);
  });

  it("los platos que ya coincidían con las tablas siguen igual (arroz con pollo, chilaquiles)", () => {
    const arroz = density("300 g de arroz con pollo");
    expect(arroz).toBeGreaterThan(130);
    expect(arroz).toBeLessThan(185);
    const chilaquiles = density("250 g de chilaquiles");
    expect(chilaquiles).toBeGreaterThan(160);
    expect(chilaquiles).toBeLessThan(235);
  });
});
