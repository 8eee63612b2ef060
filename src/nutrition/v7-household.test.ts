/**
 * Nutrition engine, household round 7 (issue 12, decision 0041): general rules for household measures
 * (slices, spoons, sizes, plates) and for describing words that must not become foods. Sentences written for
 * these tests (not taken from any benchmark set); ranges worked out by hand from FNDDS portion weights.
 */
import { describe, expect, it } from "vitest";
import { estimateMeal } from "./index";
import { MAX_SIZED_DRINK_G } from "./parser";

const est = (text: string) => estimateMeal(text);
const grams = (text: string) => est(text).items.reduce((a, i) => a + i.grams, 0);
const item = (text: string, re: RegExp) => est(text).items.find((i) => re.test(i.food_id ?? i.name));

describe("rebanadas y tajadas de fruta", () => {
  it("una tajada de plátano o de maduro es una parte de la pieza (35-45 g), no 200 g", () => {
    expect(est("dos tajadas de platano maduro frito").items).toHaveLength(1);
    expect(grams("dos tajadas de platano maduro frito")).toBeGreaterThanOrEqual(60);
    expect(grams("dos tajadas de platano maduro frito")).toBeLessThanOrEqual(100);
    expect(grams("una rodaja de manzana")).toBeLessThanOrEqual(70);
  });

  it("una tajada de sandía o de piña sigue siendo una cuña grande", () => {
    expect(grams("una tajada de sandia")).toBeGreaterThanOrEqual(150);
  });
});

describe("una cucharada de una bebida de chocolate es el polvo", () => {
  it("«una cucharada de Toddy» son 8-12 g de polvo (30-50 kcal), no 15 g de bebida", () => {
    const r = est("una cucharada de toddy");
    expect(r.items[0].food_id).toMatch(/polvo/);
    expect(r.calories).toBeGreaterThanOrEqual(30);
    expect(r.calories).toBeLessThanOrEqual(50);
  });

  it("en un vaso de leche, la cucharada de Toddy es el polvo que se añade", () => {
    const r = est("un vaso de leche con dos cucharadas de toddy");
    expect(r.items).toHaveLength(2);
    expect(item("un vaso de leche con dos cucharadas de toddy", /polvo/)?.grams ?? 0).toBeGreaterThanOrEqual(
      16,
    );
  });
});

describe("tamaños de bebidas", () => {
  it("«un smoothie grande» es un vaso grande, nunca más de 24 fl oz", () => {
    expect(grams("un smoothie grande de fresa y platano")).toBeGreaterThanOrEqual(450);
    expect(grams("un smoothie grande de fresa y platano")).toBeLessThanOrEqual(MAX_SIZED_DRINK_G);
  });

  it("un volumen escrito no tiene tope", () => {
    expect(grams("un smoothie de 1000 ml")).toBeGreaterThan(MAX_SIZED_DRINK_G);
  });
});

describe("palabras que describen la carne", () => {
  it("«milanesa de carne» es una milanesa, no una milanesa más una ración de ternera", () => {
    const r = est("una milanesa de carne");
    expect(r.items).toHaveLength(1);
    expect(r.calories).toBeLessThan(500);
  });

  it("«filete de res con papas» sigue contando las papas", () => {
    const r = est("un filete de res con papas fritas");
    expect(r.items).toHaveLength(2);
  });
});

describe("palitos y brochetas", () => {
  it("«tres palitos de anticucho» son un plato (unos 3 × 95 g), no tres platos", () => {
    const r = est("tres palitos de anticucho con papa y choclo");
    expect(r.items).toHaveLength(1);
    expect(grams("tres palitos de anticucho con papa y choclo")).toBeLessThanOrEqual(330);
    expect(r.calories).toBeLessThan(600);
  });

  it("los alimentos que se llaman «palitos de …» siguen siendo esos alimentos", () => {
    expect(est("palitos de pescado").items[0].food_id).toMatch(/pescado/);
    expect(est("palitos de queso").items[0].food_id).toMatch(/queso/);
  });
});

describe("mermelada o miel untadas", () => {
  it("cada tostada lleva unos 10 g (la pauta de FNDDS por rebanada), no 20 g", () => {
    const jam = item("dos tostadas con mermelada", /mermelada/);
    expect(jam?.grams ?? 0).toBeGreaterThanOrEqual(16);
    expect(jam?.grams ?? 0).toBeLessThanOrEqual(26);
  });

  it("en un sándwich (dos rebanadas) la mermelada es el doble, 20 g", () => {
    const jam = item("sandwich de crema de cacahuate y mermelada", /mermelada/);
    expect(jam?.grams ?? 0).toBeGreaterThanOrEqual(18);
  });

  it("«tostadas» sin número son dos, y el untado va en las dos", () => {
    expect(item("te con tostadas con dulce de leche", /dulce-de-leche/)?.grams ?? 0).toBeGreaterThanOrEqual(
      16,
    );
  });
});

describe("tostadas con sopa o mariscos", () => {
  it("con un caldo o un ceviche, «tostadas» son tostadas de maíz (12 g cada una), no pan tostado", () => {
    const t = item("caldo de res con dos tostadas", /tostada/);
    expect(t?.food_id).toBe("tostada-de-maiz");
    expect(t?.grams ?? 0).toBeLessThanOrEqual(30);
    expect(item("ceviche de pescado con tostadas", /tostada/)?.food_id).toBe("tostada-de-maiz");
  });

  it("con café o con un untado siguen siendo pan tostado", () => {
    expect(item("cafe con tostadas", /tostada/)?.food_id).toBe("tostada");
    expect(item("dos tostadas con mantequilla", /tostada/)?.food_id).toBe("tostada");
  });
});

describe("tamaños de un pan contado", () => {
  it("«un pan chico» pesa menos que «un pan» y «un pan grande» más", () => {
    const base = grams("un pan");
    expect(grams("un pan chico")).toBeLessThan(base);
    expect(grams("un pan grande")).toBeGreaterThan(base);
  });
});

describe("grosor de una rebanada y platos de picoteo", () => {
  it("«gruesa» y «delgada» cambian el peso de una rebanada", () => {
    const base = grams("una rebanada de pan");
    expect(grams("una rebanada gruesa de pan")).toBeGreaterThan(base * 1.3);
    expect(grams("una rebanada delgada de pan")).toBeLessThan(base * 0.8);
    expect(est("una rebanada delgada de jamon").unmatched ?? []).not.toContain("delgada");
  });

  it("un plato de aceitunas o de jamón es unas pocas raciones (≤ 150 g), no 250 g", () => {
    expect(grams("un plato de aceitunas")).toBeLessThanOrEqual(150);
    expect(grams("un platito de aceitunas")).toBeLessThanOrEqual(150);
    expect(grams("un plato de jamon serrano")).toBeLessThanOrEqual(150);
  });
});

describe("recipientes regionales", () => {
  it("«una jícara de chocolate» es una taza de chocolate, no jícama", () => {
    const r = est("una jicara de chocolate");
    expect(r.items).toHaveLength(1);
    expect(r.items[0].food_id).toMatch(/chocolate/);
  });

  it("una bolsita de una bebida es un vaso, no 30 g; una funda de platanitos es una bolsa", () => {
    expect(grams("una bolsa de leche")).toBeGreaterThanOrEqual(250);
    expect(est("una funda de platanitos").unmatched ?? []).not.toContain("funda");
  });
});
