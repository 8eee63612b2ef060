/**
 * Nutrition engine, FNDDS household portions round 8 (issue 12, decision 0044): NutriBench-style diary
 * entries in Spanish name US household portions (ounces on bottles and cans, fountain-drink sizes, fast-food
 * orders, slices of a large pizza, snack packets and bags, sized fruit, bagels and cookies). Sentences
 * written for these tests (not copied from any benchmark set).
 */
import { describe, expect, it } from "vitest";
import { estimateMeal } from "./index";

const est = (text: string) => estimateMeal(text);
const item = (text: string, re: RegExp) => est(text).items.find((i) => re.test(i.food_id ?? i.name));

describe("onzas: fluidas para una bebida, de peso para lo demás", () => {
  it("«una botella de jugo de 20 onzas» son 20 onzas fluidas (≈ 590 ml), no 567 g", () => {
    const j = est("una botella de jugo de naranja de 20 onzas").items[0];
    expect(j.grams).toBeGreaterThan(590);
    expect(j.grams).toBeLessThan(640);
  });

  it("«una lata de 12 oz de cerveza» y «12 fl oz de cerveza» son una lata de 355 ml", () => {
    for (const t of ["una lata de 12 oz de cerveza", "12 fl oz de cerveza"]) {
      const b = est(t).items;
      expect(b).toHaveLength(1);
      expect(b[0].grams).toBeCloseTo(355, -1);
    }
  });

  it("«una onza de nueces» pesa 28 g; «una onza de chocolate» sigue siendo el cuadrito de la tableta", () => {
    expect(est("una onza de nueces").items[0].grams).toBeCloseTo(28.35, 0);
    expect(est("4 onzas de pechuga de pavo").items[0].grams).toBeCloseTo(113.4, 0);
    expect(est("una onza de chocolate").items[0].grams).toBeLessThan(15);
  });
});

describe("tamaños de la tabla FNDDS", () => {
  it("«una porción chica de papas fritas» es la orden chica de comida rápida; la ración española no cambia", () => {
    const us = item("una porción chica de papas fritas", /^patatas-fritas$/);
    const es = item("una ración pequeña de patatas fritas", /^patatas-fritas$/);
    expect(us?.grams).toBeGreaterThan(es?.grams ?? 0);
  });

  it("«un refresco mediano» sin envase es el vaso mediano de máquina; «una lata de refresco» no cambia", () => {
    const medium = item("una hamburguesa y un refresco mediano", /^refresco/);
    const can = item("una hamburguesa y una lata de refresco", /^refresco/);
    expect(medium?.grams).toBeGreaterThan(450);
    expect(can?.grams).toBeLessThan(400);
  });

  it("«2 rebanadas de pizza de una pizza grande» son dos rebanadas, no una pizza entera más", () => {
    const r = est("2 rebanadas de pizza de pepperoni de una pizza grande");
    expect(r.items).toHaveLength(1);
    expect(r.items[0].grams).toBeLessThan(320);
  });

  it("un paquete de chocolates confitados es el paquete individual, no 100 g", () => {
    const m = est("un paquete de m&m's").items[0];
    expect(m.grams).toBeLessThan(60);
  });

  it("una bolsa chica de papitas es la bolsa individual pequeña", () => {
    const small = est("una bolsa chica de papitas").items[0];
    const medium = est("una bolsa mediana de papitas").items[0];
    expect(small.grams).toBeLessThan(35);
    expect(medium.grams).toBeGreaterThan(small.grams);
  });

  it("la galleta, el bagel y la manzana medianos pesan lo que la porción mediana de FNDDS", () => {
    const cookies = item("2 galletas medianas con chispas de chocolate", /^galleta/);
    const one = item("una galleta con chispas de chocolate", /^galleta/);
    expect(cookies?.grams).toBeGreaterThan(2 * (one?.grams ?? 0));
    expect(item("un bagel mediano", /^bagel$/)?.grams).toBeGreaterThan(
      item("un bagel", /^bagel$/)?.grams ?? 0,
    );
    expect(item("una manzana grande", /^manzana$/)?.grams).toBeGreaterThan(
      item("una manzana mediana", /^manzana$/)?.grams ?? 0,
    );
  });

  it("«un chorizo» contado es una pieza, no una loncha", () => {
    expect(item("un chorizo asado", /^chorizo$/)?.grams).toBeGreaterThan(40);
  });
});

describe("lectura de la frase", () => {
  it("«pan integral tostado» es pan, no un sándwich tostado", () => {
    const r = est("2 rebanadas de pan integral tostado");
    expect(r.items).toHaveLength(1);
    expect(r.items[0].food_id).toMatch(/^pan/);
  });

  it("la crema de un café es crema para café; la de unos tacos sigue siendo crema agria", () => {
    expect(item("un café con una cucharada de crema", /crema/)?.food_id).not.toBe("crema-agria");
    expect(item("unos tacos con una cucharada de crema", /crema/)?.food_id).not.toMatch(/ligera|cafe|half/);
  });

  it("los ingredientes de un sándwich no se suman aunque siga otro alimento con su cantidad", () => {
    const r = est("un sándwich de muffin inglés con huevo, tocino y queso y un jugo de naranja");
    expect(r.items).toHaveLength(2);
  });

  it("«una tortilla de harina grande con frijoles» es la tortilla de harina, no harina y tortilla de maíz", () => {
    const r = est("una tortilla de harina grande con frijoles");
    expect(r.items.some((i) => i.food_id === "harina")).toBe(false);
    expect(r.items.some((i) => i.food_id === "tortilla-de-maiz")).toBe(false);
  });

  it("«jarabe» en el desayuno es el sirope para panqueques", () => {
    expect(item("2 waffles con 2 cucharadas de jarabe", /sirope/)).toBeDefined();
  });
});

describe("la tortilla de un platillo de tortilla", () => {
  it("«una quesadilla con tortilla de harina» es una quesadilla de harina, sin otra tortilla al lado", () => {
    const r = est("una quesadilla con tortilla de harina");
    expect(r.items).toHaveLength(1);
    const tacos = est("3 tacos de pollo con tortilla de maíz");
    expect(tacos.items).toHaveLength(1);
    // a soup with tortillas still gets its tortillas
    expect(est("un caldo de res con tortillas").items.length).toBe(2);
  });
});
