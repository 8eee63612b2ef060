/**
 * Nutrition engine, round v11 (issue 12, decision 0046): breadth of everyday meals of Spain, Colombia and
 * Venezuela, the Southern Cone and US foods typed in Spanish, and portions as served. Sentences written for
 * these tests (not copied from any benchmark set).
 */
import { describe, expect, it } from "vitest";
import { estimateMeal } from "./index";

const est = (text: string) => estimateMeal(text);
const items = (text: string) => est(text).items;
const item = (text: string, re: RegExp) => items(text).find((i) => re.test(i.food_id ?? i.name));

describe("platos cotidianos que el motor no conocía o leía como otro", () => {
  it("las acelgas no son espinacas, y la menestra lleva jamón y aceite", () => {
    expect(item("acelgas rehogadas para cenar", /acelga/)).toBeDefined();
    expect(item("acelgas rehogadas para cenar", /espinaca/)).toBeUndefined();
    const menestra = est("un plato de menestra de verduras");
    expect(menestra.items[0].food_id).toBe("menestra-de-verduras");
    // a plate of boiled vegetables alone was about 110 kcal; the stew with ham and oil is well above
    expect(menestra.calories).toBeGreaterThan(200);
  });

  it("el emperador es pez espada, no rape; un serranito es un bocadillo, no un montadito de 40 g", () => {
    expect(item("emperador a la plancha con ensalada", /pez-espada/)).toBeDefined();
    const serranito = item("un serranito y una caña", /serranito/);
    expect(serranito?.grams).toBeGreaterThan(180);
  });

  it("«un chorizo» y «una morcilla» de la parrilla son una pieza entera, no una loncha ni una rodaja", () => {
    expect(item("un chorizo y una morcilla", /^chorizo$/)?.grams).toBeGreaterThanOrEqual(70);
    expect(item("un chorizo y una morcilla", /^morcilla$/)?.grams).toBeGreaterThanOrEqual(80);
    // a slice is still a slice
    expect(item("dos lonchas de chorizo", /^chorizo$/)?.grams).toBeLessThan(20);
  });

  it("«chorizo con arepa»: la arepa es una arepa entera al lado, no el relleno del chorizo", () => {
    const arepa = item("chorizo con arepa", /^arepa$/);
    expect(arepa?.grams).toBeGreaterThanOrEqual(60);
  });

  it("las patatas fritas con pollo al ajillo se cuentan (el guiso ya no las absorbe)", () => {
    const r = est("pollo al ajillo con patatas fritas");
    expect(r.items.map((i) => i.food_id)).toContain("patatas-fritas");
    expect(r.calories).toBeGreaterThan(700);
  });

  it("el cocido paraguayo con leche es una bebida, no un plato de cocido madrileño", () => {
    const r = est("un cocido con leche y una chipa");
    expect(r.items.some((i) => i.food_id === "cocido")).toBe(false);
    expect(r.calories).toBeLessThan(400);
  });

  it("platos colombianos y del Cono Sur que eran desconocidos o de otro país", () => {
    expect(item("un plato de sudado de carne", /sudado-de-carne/)).toBeDefined();
    expect(item("un plato de buseca", /buseca/)).toBeDefined();
    expect(item("un plato de cuchuco", /cuchuco/)).toBeDefined();
    // a Colombian pastel de pollo is a bakery turnover, not a 250 g American pot pie
    const pastel = item("un pastel de pollo y un tinto", /pastel-de-pollo/);
    expect(pastel?.grams).toBeLessThanOrEqual(120);
    // sopaipillas pasadas come in their syrup
    const pasada = item("una sopaipilla pasada", /sopaipilla/);
    expect(pasada?.food_id).toBe("sopaipilla-pasada");
  });

  it("comida de EE. UU. en español: pretzel blando, brisket, biscuits con gravy como un plato", () => {
    expect(item("un pretzel", /pretzel/)?.grams).toBeGreaterThan(100);
    expect(item("brisket con ensalada de col", /brisket/)).toBeDefined();
    expect(item("fish and chips", /fish-and-chips/)).toBeDefined();
    // the dish's name is plural, but it is one serving (FNDDS: one biscuit with gravy, 220 g)
    expect(item("biscuits con gravy", /biscuit/)?.grams).toBeLessThan(300);
    // "té dulce" is sweet iced tea, not tea plus a sweet
    const te = est("un vaso de té dulce");
    expect(te.items).toHaveLength(1);
    expect(te.calories).toBeGreaterThan(60);
  });
});

describe("el plato lleva la carne y su guarnición", () => {
  it("«un plato de bistec con arroz»: el bistec es una ración de plato fuerte, no 250 g de carne", () => {
    const steak = item("un plato de bistec con arroz", /filete-de-ternera/);
    expect(steak?.grams).toBeLessThanOrEqual(180);
    // a plate of steak alone is still a plate
    expect(item("un plato de bistec", /filete-de-ternera/)?.grams).toBeGreaterThan(200);
  });

  it("una ración de costillas pequeña en la tabla sube a un plato fuerte cuando hay guarnición", () => {
    const ribs = item("un plato de costillas bbq con papas fritas", /costillas/);
    expect(ribs?.grams).toBeGreaterThanOrEqual(150);
  });
});
