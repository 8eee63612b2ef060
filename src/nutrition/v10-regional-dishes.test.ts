/**
 * Nutrition engine, regional breadth round (issue 12, decision 0045): everyday dishes, drinks and
 * breakfasts of Mexico, Central America and the Caribbean, and Peru that a breadth audit found unknown,
 * mapped to the wrong food or served at a size nobody serves. Sentences written for these tests (not from
 * any benchmark set); the checks are what a user would notice, not exact numbers.
 */
import { describe, expect, it } from "vitest";
import { estimateMeal } from "./index";

const est = (text: string) => estimateMeal(text);
const ids = (text: string) => est(text).items.map((i) => i.food_id);
const item = (text: string, re: RegExp) => est(text).items.find((i) => re.test(i.food_id ?? i.name));

describe("platos que antes caían en otro alimento", () => {
  it("«chicharrón en salsa verde» es un guiso, no un plato de 240 g de chicharrón crujiente", () => {
    const r = est("un plato de chicharrón en salsa verde con frijoles");
    expect(r.calories).toBeLessThan(900);
    expect(ids("un plato de chicharrón en salsa verde")).toEqual(["chicharron-en-salsa-verde"]);
  });

  it("«tinga de pollo con arroz» es tinga, y el arroz sigue contando", () => {
    const r = ids("tinga de pollo con arroz");
    expect(r).toContain("tinga");
    expect(r).toContain("arroz");
    expect(r).not.toContain("tacos-de-pollo");
  });

  it("el picadillo mexicano es carne guisada, no carne molida sola", () => {
    expect(ids("un plato de picadillo")).toEqual(["picadillo-de-res"]);
  });

  it("«escabeche de pescado» es de pescado, no de pollo", () => {
    expect(ids("escabeche de pescado")).toEqual(["escabeche-de-pescado"]);
  });

  it("«un chilcano» en Perú es el cóctel de pisco; «chilcano de pescado» sigue siendo la sopa", () => {
    expect(ids("un chilcano")).toEqual(["chilcano-de-pisco"]);
    expect(ids("un plato de chilcano de pescado")).toEqual(["chilcano-de-pescado"]);
  });

  it("«un pisco sour» es una copa de unos 125 ml, no 200 g de cóctel genérico", () => {
    const p = item("un pisco sour", /pisco-sour/);
    expect(p?.grams).toBeLessThan(160);
  });

  it("una marca de cerveza de la región es una cerveza, no una empanada", () => {
    for (const t of ["una Presidente", "una Cusqueña bien fría", "una Toña"]) {
      const r = est(t);
      expect(r.items).toHaveLength(1);
      expect(r.items[0].food_id).toBe("cerveza-latinoamericana");
      expect(r.items[0].grams).toBeGreaterThan(300);
    }
  });

  it("«una taza de anís» es la infusión; «una copa de anís» sigue siendo el licor", () => {
    expect(est("una taza de anís").calories).toBeLessThan(20);
    expect(est("una copa de anís").calories).toBeGreaterThan(100);
  });

  it("el «agua de pipa» es agua de coco (pocas calorías), no un agua fresca azucarada", () => {
    expect(est("un vaso de agua de pipa").calories).toBeLessThan(80);
  });

  it("«pie de limón» es una tarta, no un limón", () => {
    expect(est("pie de limón y un café").calories).toBeGreaterThan(250);
  });
});

describe("platos y bebidas que el motor no conocía", () => {
  it.each([
    ["un shuco y una Pepsi", "shuco"],
    ["pan con lechón", "pan-con-lechon"],
    ["un plato de sopa wantán", "sopa-wantan"],
    ["patita con maní y arroz", "patita-con-mani"],
    ["un plato de saltado de vainitas con arroz", "saltado-de-vainitas"],
    ["pollo chijaukay con arroz", "pollo-chijaukay"],
    ["un vaso de jugo surtido", "jugo-surtido"],
    ["tamalito verde con salsa criolla", "tamalito-verde"],
    ["un pan con jamonada", "jamonada"],
    ["un plato típico", "plato-tipico"],
    ["un desayuno tico", "desayuno-tico"],
    ["un plato de locro de zapallo", "locro-de-zapallo"],
    ["un plato de pallares con arroz", "pallares"],
    ["un octavo de pollo a la brasa con papas", "octavo-de-pollo-a-la-brasa"],
    ["mote con queso", "mote"],
    ["huevos con chirmol", "chirmol"],
  ])("«%s» lleva %s", (text, id) => {
    expect(ids(text)).toContain(id);
    expect(est(text).unmatched ?? []).toEqual([]);
  });

  it("el locro de zapallo peruano no es el locro argentino de maíz y carne", () => {
    expect(ids("locro de zapallo")).not.toContain("locro-argentino");
    expect(ids("locro")).toContain("locro-argentino");
  });
});

describe("porciones como se sirven allá", () => {
  it("un plato de olla de carne tica es un plato hondo grande (más de medio kilo)", () => {
    const r = item("un plato de olla de carne", /olla-de-carne/);
    expect(r?.grams).toBeGreaterThanOrEqual(550);
  });

  it("una mangonada es un vaso grande; un Boing es su envase de medio litro", () => {
    expect(item("una mangonada", /mangonada/)?.grams).toBeGreaterThanOrEqual(350);
    expect(item("un Boing de mango", /boing/)?.grams).toBe(500);
  });

  it("tres catrachitas son tres tostaditas, no tres órdenes", () => {
    const three = item("tres catrachitas con queso", /catrachitas/);
    const order = item("una orden de catrachitas", /catrachitas/);
    expect(three?.grams).toBeLessThan(2 * (order?.grams ?? 0));
  });

  it("«una orden de papas» son papas fritas, no papas cocidas", () => {
    const r = est("una orden de papas");
    expect(r.items[0].food_id).toBe("patatas-fritas");
    expect(r.fat).toBeGreaterThan(10);
  });

  it("un plato de caldo de pollo mexicano trae pollo, verdura y arroz (no es un consomé de 17 kcal)", () => {
    expect(est("un plato de caldo de pollo").calories).toBeGreaterThan(150);
    expect(est("un plato de consomé").calories).toBeLessThan(100);
  });
});
