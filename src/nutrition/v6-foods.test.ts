/**
 * Nutrition engine, round 6 (issue 12, decision 0038): the right food, variant and composition when the
 * amount is written. Ranges are worked out by hand from the composition tables named in each test.
 */
import { describe, expect, it } from "vitest";
import { estimateMeal } from "./index";

const est = (text: string) => estimateMeal(text);
const ids = (text: string) => est(text).items.map((i) => i.food_id ?? "");
/** The meal's weight in grams ("180 g" in the result). */
const grams = (r: ReturnType<typeof est>) => Number.parseFloat(r.weight);

describe("el peso escrito es el del alimento tal como se come", () => {
  it("«pechuga empanada 180 g» pesa 180 g con su aceite y su empanado, no 180 g más", () => {
    const r = est("pechuga de pollo empanada 180 g");
    expect(grams(r)).toBeCloseTo(180, 0);
    // FNDDS 24127202 (breast, fried, coated) 219 kcal/100 g → 394 kcal; CIQUAL-breast + oil + crumbs ≈ 410
    expect(r.calories).toBeGreaterThan(330);
    expect(r.calories).toBeLessThan(470);
  });

  it("sin peso escrito, freír sigue sumando el aceite a la ración", () => {
    const plain = est("pechuga de pollo").calories;
    expect(est("pechuga de pollo frita").calories).toBeGreaterThan(plain * 1.2);
  });
});

describe("con piel / sin piel", () => {
  it("«muslo de pollo asado con piel 200 g» son 200 g de muslo con piel, y «piel» no es un alimento", () => {
    const r = est("muslo de pollo asado con piel 200 g");
    expect(r.unknown ?? []).toEqual([]);
    expect(grams(r)).toBeCloseTo(200, 0);
    // CIQUAL 36004 (leg, meat and skin, roasted) 213 kcal/100 g; without skin (36006) 171
    expect(r.calories).toBeGreaterThan(380);
    expect(r.calories).toBeLessThan(470);
  });

  it("el pollo hervido o deshebrado se come sin piel; el pollo asado sin más, con ella", () => {
    const boiled = est("pollo deshebrado 100 g").calories;
    const roast = est("pollo 100 g").calories;
    // FNDDS 24103020 (stewed, skin not eaten) 156 kcal/100 g vs CIQUAL 36005 (meat and skin, roasted) 213
    expect(boiled).toBeGreaterThan(130);
    expect(boiled).toBeLessThan(175);
    expect(roast).toBeGreaterThan(boiled + 30);
    expect(est("pechuga de pollo sin piel 150 g").unmatched ?? []).toEqual([]);
  });
});

describe("bebidas por volumen", () => {
  it("«240 ml de chocolate con leche» es la bebida, no 240 g de tableta", () => {
    const r = est("240 ml de chocolate con leche");
    // FNDDS 11511100 chocolate milk 83 kcal/100 g → 200 kcal; a milk-chocolate bar would be ~1,290
    expect(r.calories).toBeGreaterThan(140);
    expect(r.calories).toBeLessThan(300);
  });
});

describe("variantes y platos con nombre propio", () => {
  it("«chiles rellenos capeados» son los rebozados y fritos (FNDDS 75410500, 228 kcal/100 g)", () => {
    const r = est("2 chiles rellenos capeados de 180 g");
    expect(r.calories).toBeGreaterThan(700);
    expect(r.calories).toBeLessThan(950);
  });

  it("«un cuarto de libra con queso» es la hamburguesa; «un cuarto de libra de carne» es un peso", () => {
    expect(ids("un cuarto de libra con queso")).toEqual(["cuarto-de-libra-con-queso"]);
    const beef = est("un cuarto de libra de carne molida");
    expect(grams(beef)).toBeGreaterThan(100);
    expect(grams(beef)).toBeLessThan(125);
  });

  it("el peso de un croissant relleno o de un McFlurry de Oreo es el de la pieza entera", () => {
    const c = est("un croissant de jamón y queso de 130 g");
    expect(c.items).toHaveLength(1);
    expect(grams(c)).toBeCloseTo(130, 0);
    const m = est("un McFlurry de Oreo de 285 g");
    expect(m.items).toHaveLength(1);
    // FNDDS 13130700 (soft serve blended with cookies) 176 kcal/100 g → 502 kcal
    expect(m.calories).toBeLessThan(600);
  });

  it("«mole poblano con pollo 300 g» es un plato de 300 g, no mole más 300 g de pollo", () => {
    const r = est("mole poblano con pollo 300 g");
    expect(grams(r)).toBeCloseTo(300, 0);
    expect(r.calories).toBeLessThan(700);
  });
});

describe("«X de Y de N g»: el peso es del plato entero", () => {
  it("«una pasta de pollo de 300 g» son 300 g de plato, no pasta más 300 g de pollo", () => {
    const r = est("una pasta de pollo de 300 g");
    expect(grams(r)).toBeCloseTo(300, 0);
    expect(ids("una pasta de pollo de 300 g")).toEqual(["pasta", "pollo"]);
  });

  it("en una ensalada, el componente que la nombra es hasta la mitad del peso", () => {
    const r = est("una ensalada de pollo de 250 g");
    expect(grams(r)).toBeCloseTo(250, 0);
    const chicken = r.items.find((i) => i.food_id === "pollo");
    expect(chicken?.grams).toBeGreaterThan(90);
    expect(chicken?.grams).toBeLessThanOrEqual(125);
  });

  it("«una tortilla de espinacas» es una tortilla de huevo; «3 tortillas de nopal» siguen siendo tortillas", () => {
    expect(ids("una tortilla de espinacas de 150 g")).toContain("tortilla-francesa");
    expect(ids("3 tortillas de nopal")).toContain("tortilla-de-maiz");
    expect(ids("tortilla de maíz 30 g")).toEqual(["tortilla-de-maiz"]);
  });
});

describe("pesos imposibles para una salsa o un untable, y cadenas de pollo frito", () => {
  it("«un bisquet con mantequilla y mermelada de 110 g» no son 110 g de mermelada", () => {
    const r = est("un bisquet con mantequilla y mermelada de 110 g");
    const jam = r.items.find((i) => i.food_id === "mermelada");
    expect(jam?.grams).toBeLessThan(40);
    expect(grams(r)).toBeCloseTo(110, 0);
  });

  it("«una pechuga de KFC» es pollo frito, no pechuga a la plancha", () => {
    const kfc = est("una pechuga de KFC de 180 g").calories;
    const plain = est("una pechuga de pollo de 180 g").calories;
    expect(kfc).toBeGreaterThan(plain * 1.2);
  });

  it("«pollo a la crema 250 g» es un plato de 250 g, no pollo más 250 g de crema", () => {
    const r = est("pollo a la crema 250 g");
    expect(grams(r)).toBeCloseTo(250, 0);
    // FNDDS 27143000 (chicken with cream sauce) 157 kcal/100 g
    expect(r.calories).toBeLessThan(480);
  });
});

describe("un alimento desconocido con peso, sin nada más conocido", () => {
  it("unas decenas de gramos son un dulce o snack envasado, no un plato de guiso", () => {
    const small = est("un Chokis de 60 g");
    // a packaged cookie or candy is 400-530 kcal/100 g; a stew (the old guess) about 100
    expect(small.calories).toBeGreaterThan(200);
    expect(small.calories).toBeLessThan(330);
    const plate = est("250 g de xyzzy");
    expect(plate.calories).toBeLessThan(400);
  });

  it("con otros alimentos conocidos, un desconocido pesado en gramos se estima por su peso y se avisa", () => {
    const r = est("un Zarquito de 60 g y un café con leche");
    expect(r.unknown ?? r.unmatched ?? []).toContain("zarquito");
    expect(r.calories).toBeGreaterThan(est("un café con leche").calories + 150);
  });
});
