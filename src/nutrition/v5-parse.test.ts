/**
 * Nutrition engine v2, fifth parser pass (issue 12, decision 0022 "Fifth pass"): regional words at a
 * Latin-American meal, counted whole animals, unknown counted pieces, and food data found missing or
 * misfiled in a phone-style scan. Ranges are worked out by hand from the composition tables.
 */
import { describe, expect, it } from "vitest";
import { estimateMeal } from "./index";

const est = (text: string) => estimateMeal(text);
const ids = (text: string) => est(text).items.map((i) => i.food_id ?? "");
const item = (text: string, re: RegExp) => est(text).items.find((i) => re.test(i.food_id ?? i.name));

describe("palabras regionales en una comida latinoamericana", () => {
  it("«queso» junto a frijoles o tortillas es queso fresco blanco, no queso curado español", () => {
    expect(ids("dos tortillas con frijoles y queso")).toContain("queso-fresco-latinoamericano");
    expect(ids("gallo pinto con huevo y queso")).toContain("queso-fresco-latinoamericano");
    // in Spain (no such words) a bare "queso" stays the aged cheese
    expect(ids("pan con queso y un café")).toContain("queso");
    // a name that holds the word keeps it
    expect(ids("una arepa con queso")).toEqual(["arepa-con-queso"]);
  });

  it("«crema» con frijoles es la crema centroamericana (≈ 290 kcal/100 g), no crema agria ni una sopa", () => {
    const c = item("frijoles con crema y tortilla", /crema/);
    expect(c?.food_id).toBe("crema-centroamericana");
    expect(((c?.calories ?? 0) / (c?.grams ?? 1)) * 100).toBeGreaterThan(250);
    expect(ids("crema de calabaza")).not.toContain("crema-centroamericana");
  });

  it("«jamón» en una comida latinoamericana es jamón cocido; en España sigue siendo serrano", () => {
    expect(ids("pan con jamón y palta")).toContain("jamon-york");
    expect(ids("un bocadillo de jamón")).toEqual(["bocadillo-de-jamon"]);
    expect(ids("jamón con melón")).toContain("jamon-serrano");
  });
});

describe("animales enteros y desconocidos contados", () => {
  it("«dos pollos a la brasa» son dos raciones (≈ 500 g), no 2 kg; «un pollo entero» sigue siendo el pollo", () => {
    const g = est("dos pollos a la brasa").items[0].grams;
    expect(g).toBeGreaterThanOrEqual(300);
    expect(g).toBeLessThanOrEqual(600);
    expect(est("dos pollos").items[0].grams).toBeLessThanOrEqual(400);
    expect(est("un pollo entero").items[0].grams).toBeGreaterThanOrEqual(900);
  });

  it("un desconocido contado sin medida es una pieza de antojito (≈ 100 g), no un plato de guiso de 255 g", () => {
    const r = est("2 chingolingos");
    expect(r.items[0].grams).toBeLessThanOrEqual(250);
    expect(r.calories).toBeGreaterThan(300);
    expect(r.calories).toBeLessThan(800);
    // with a plate it is still a plate of stew
    expect(est("un plato de chingolingo").items[0].grams).toBeGreaterThanOrEqual(250);
  });

  it("«un plato de huevos con tocino» son tres huevos, no cinco", () => {
    const h = item("un plato de huevos con tocino", /^huevo/);
    expect(h?.grams).toBeGreaterThanOrEqual(100);
    expect(h?.grams).toBeLessThanOrEqual(160);
  });

  it("«un rollo de sushi» es un rollo (8 piezas), no una pieza de 30 g", () => {
    const g = est("un rollo de sushi").items[0].grams;
    expect(g).toBeGreaterThanOrEqual(180);
    expect(g).toBeLessThanOrEqual(300);
    expect(ids("un rollo de canela")).toEqual(["rollo-de-canela"]);
  });
});

describe("datos: comidas que faltaban o estaban mal archivadas", () => {
  it("chimichurri es una salsa de aceite (≈ 80 kcal la cucharada), no salsa picante", () => {
    const c = item("un choripán con chimichurri", /chimichurri/);
    expect(c).toBeDefined();
    expect(c?.calories).toBeGreaterThan(50);
  });

  it("salsa huancaína, chipilín, tacacho y pan de coco se reconocen", () => {
    expect(ids("papas con salsa huancaína")).toContain("salsa-huancaina");
    expect(est("papas con salsa huancaína").unknown ?? []).toHaveLength(0);
    expect(ids("sopa de chipilín")).toEqual(["sopa-de-chipilin"]);
    expect(ids("un tacacho con cecina")).toEqual(["tacacho-con-cecina"]);
    expect(ids("un pan de coco")).toEqual(["pan-de-coco"]);
  });

  it("una porra es un churro grueso (≈ 60 g), no uno de 20 g", () => {
    const g = est("dos porras").items[0].grams;
    expect(g).toBeGreaterThanOrEqual(100);
    expect(g).toBeLessThanOrEqual(160);
  });

  it("«pollo frito con tortillas» es pollo frito y tortillas, no el plato con papas", () => {
    const r = ids("pollo frito con tortillas");
    expect(r).not.toContain("pollo-frito-con-papas");
    expect(r.some((i) => /^tortilla/.test(i))).toBe(true);
  });

  it("verduras salteadas llevan su aceite; verduras al vapor no", () => {
    const s = est("verduras salteadas");
    const v = est("verduras al vapor");
    expect(s.items[0].grams).toBeLessThanOrEqual(200);
    expect(s.fat).toBeGreaterThan(v.fat + 3);
  });

  it("«tostadas francesas» son dos piezas (≈ 220 g), no dos raciones de 143 g", () => {
    const g = est("tostadas francesas").items[0].grams;
    expect(g).toBeLessThanOrEqual(240);
    expect(est("una tostada francesa").items[0].grams).toBeGreaterThanOrEqual(90);
  });

  it("«un cuarto de pollo a la brasa con papas» es el plato entero, no un cuarto de él", () => {
    expect(est("un cuarto de pollo a la brasa con papas").calories).toBeGreaterThan(700);
    expect(est("medio pollo rostizado").items[0].grams).toBeGreaterThanOrEqual(400);
  });

  it("una mojarra frita es un pescado entero (≈ 200 g); un plato de chicharrón con yuca es el plato típico", () => {
    expect(item("una mojarra frita con arroz y ensalada", /tilapia/)?.grams).toBeGreaterThanOrEqual(180);
    expect(est("un plato de chicharrón con yuca").calories).toBeLessThan(800);
  });

  it("el aceite de coco es una grasa, no una salsa", () => {
    const r = est("una cucharada de aceite de coco");
    expect(r.items[0].grams).toBeLessThanOrEqual(15);
    expect(r.fat).toBeGreaterThan(10);
  });

  it("aros de cebolla son el acompañamiento frito (≈ 115 g con una hamburguesa), no cebolla caramelizada", () => {
    const a = item("una hamburguesa con aros de cebolla", /aros-de-cebolla/);
    expect(a?.grams).toBeGreaterThanOrEqual(90);
    expect(a?.grams).toBeLessThanOrEqual(150);
    expect(ids("una orden de onion rings")).toEqual(["aros-de-cebolla"]);
  });

  it("«crema de queso» en un bagel es queso crema; «frijolitos» son frijoles; «seco de cabrito» un seco", () => {
    expect(ids("un bagel con crema de queso")).toContain("queso-crema");
    expect(ids("unos frijolitos con queso")).toContain("frijoles");
    expect(ids("un seco de cabrito")).toEqual(["seco-de-cordero"]);
  });
});

describe("una medida propia dentro del nombre", () => {
  it("«un racimo de uvas» es un racimo (≈ 150 g), no una uva", () => {
    const g = est("un racimo de uvas").items[0].grams;
    expect(g).toBeGreaterThanOrEqual(100);
    expect(est("dos racimos de uvas").items[0].grams).toBeGreaterThanOrEqual(2 * g - 1);
    // a count of a food named with its own noun is still counted in its unit
    expect(est("4 flautas de pollo").items[0].grams).toBeLessThan(500);
  });

  it("«un pedazo de carne asada con tortillas» es un bistec y sus tortillas, no 50 g de un plato con arroz", () => {
    const r = est("un pedazo de carne asada con tortillas");
    expect(r.items.some((i) => /arroz/.test(i.food_id ?? ""))).toBe(false);
    const carne = r.items.find((i) => !/^tortilla/.test(i.food_id ?? ""));
    expect(carne?.grams).toBeGreaterThanOrEqual(100);
    expect(carne?.grams).toBeLessThanOrEqual(150);
    // a chunk of cheese or sausage keeps its own small chunk
    expect(est("un trozo de chorizo").items[0].grams).toBeLessThanOrEqual(50);
  });
});
