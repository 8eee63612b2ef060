/**
 * Nutrition engine v2, fourth parser pass (issue 12, decision 0022 "Fourth pass"): a chunk of a food
 * counted in pieces, vegetables on a salad, a weight written after a sandwich's filling. Ranges are worked
 * out by hand from the composition tables and wide enough for the table to grow.
 */
import { describe, expect, it } from "vitest";
import { estimateMeal } from "./index";

const est = (text: string) => estimateMeal(text);
const item = (text: string, re: RegExp) => est(text).items.find((i) => re.test(i.food_id ?? i.name));

describe("trozos y piezas", () => {
  it("«un pedazo de pollo frito con tortillas» es una pieza de pollo frito y sus tortillas, no 50 g de un plato", () => {
    const r = est("un pedazo de pollo frito con tortillas");
    const pollo = item("un pedazo de pollo frito con tortillas", /^pollo-frito$/);
    expect(pollo).toBeDefined();
    // a piece of fried chicken (drumstick, thigh or breast) is 100-180 g, not a 50 g chunk of the plate
    expect(pollo?.grams).toBeGreaterThanOrEqual(100);
    expect(pollo?.grams).toBeLessThanOrEqual(180);
    expect(r.items.some((i) => /^tortilla/.test(i.food_id ?? ""))).toBe(true);
    expect(r.calories).toBeGreaterThan(350);
  });

  it("«un pedazo de pollo frito» es una pieza (≈120 g), no una rebanada de 60 g", () => {
    const g = est("un pedazo de pollo frito").items[0].grams;
    expect(g).toBeGreaterThanOrEqual(100);
    expect(g).toBeLessThanOrEqual(180);
    // a food with a chunk portion of its own keeps it
    expect(est("un trozo de queso").items[0].grams).toBeLessThan(60);
  });
});

describe("ensaladas", () => {
  it("«ensalada con aguacate» lleva un poco de aguacate, no un aguacate entero de guarnición", () => {
    const a = item("ensalada con aguacate", /^aguacate/);
    expect(a).toBeDefined();
    // a salad topping: a quarter to half an avocado (35-75 g), not the whole 140 g fruit (287 kcal)
    expect(a?.grams).toBeGreaterThanOrEqual(30);
    expect(a?.grams).toBeLessThanOrEqual(75);
    expect(est("ensalada con aguacate").calories).toBeLessThan(200);
  });

  it("los ingredientes que siguen a una ensalada con «y» también son de la ensalada", () => {
    const a = item("pollo con ensalada y aguacate", /^aguacate/);
    expect(a?.grams).toBeLessThanOrEqual(75);
    const t = item("ensalada con tomate y cebolla", /^cebolla/);
    expect(t?.grams).toBeLessThanOrEqual(60);
  });
});

describe("un peso después del relleno", () => {
  it("«choripán con chorizo de 100 g» son 100 g de chorizo en su pan, no 100 g de choripán", () => {
    const r = est("choripán con chorizo de 100 g");
    const chorizo = item("choripán con chorizo de 100 g", /^chorizo/);
    expect(chorizo?.grams).toBe(100);
    expect(r.items.some((i) => /^pan/.test(i.food_id ?? ""))).toBe(true);
    // 100 g of chorizo (≈430 kcal) plus a roll (≈150-250 kcal); it was 348 kcal (100 g of choripán)
    expect(r.calories).toBeGreaterThan(500);
    expect(r.calories).toBeLessThan(800);
  });

  it("un peso que cabe en el plato entero sigue pesando el plato", () => {
    const grams = (text: string) => est(text).items.reduce((s, i) => s + i.grams, 0);
    expect(grams("un sándwich de jamón de 120 g")).toBeCloseTo(120, 0);
    expect(grams("un choripán de 200 g")).toBeCloseTo(200, 0);
  });
});

describe("rellenos por pan y grasa de cocción", () => {
  it("«dos panes con queso» lleva queso en los dos panes", () => {
    const q = item("dos panes con queso y un café", /^queso/);
    const one = item("un pan con queso", /^queso/);
    expect(q && one).toBeTruthy();
    expect(q?.grams).toBeCloseTo(2 * (one?.grams ?? 0), 0);
  });

  it("«verduras salteadas» llevan el aceite del salteado aunque la tabla tenga el nombre como sinónimo", () => {
    const salteadas = est("verduras salteadas");
    const vapor = est("verduras al vapor");
    // 150 g of vegetables sautéed: ≈ 5-10 g of fat, not the 0.5 g of steamed vegetables
    expect(salteadas.fat).toBeGreaterThan(4);
    expect(vapor.fat).toBeLessThan(1.5);
    expect(est("champiñones salteados sin grasa").fat).toBeLessThan(2);
    // a food already cooked with its fat adds none
    expect(est("papas fritas").fat).toBeCloseTo(est("una ración de papas fritas").fat, 0);
  });
});

describe("medidas y salsas", () => {
  it("«un pocillo de chocolate» es una taza de chocolate caliente, no una onza de tableta", () => {
    const r = est("un pocillo de chocolate");
    expect(r.items[0].food_id).toMatch(/chocolate-a-la-taza|chocolate-caliente|batido-de-chocolate/);
    expect(r.items[0].grams).toBeGreaterThan(100);
    expect(r.unmatched ?? []).not.toContain("pocillo");
  });

  it("la salsa de un plato de pasta es un cucharón (≈80 g), no una cucharada", () => {
    const s = item("un plato de tallarines con salsa blanca", /bechamel|salsa/);
    expect(s?.grams).toBeGreaterThanOrEqual(60);
    expect(s?.grams).toBeLessThanOrEqual(125);
    // a hot sauce is still a spoonful
    expect(item("macarrones con salsa picante", /picante/)?.grams).toBeLessThanOrEqual(20);
  });
});

describe("la grasa de cocción y las guarniciones cocinadas", () => {
  it("«frijoles fritos en manteca» es la grasa con la que se frieron, no una cucharada más", () => {
    const r = est("frijoles fritos en manteca");
    expect(r.items).toHaveLength(1);
    expect(r.fat).toBeCloseTo(est("frijoles fritos").fat, 0);
    expect(est("dos huevos fritos en mantequilla").items).toHaveLength(1);
    // a food fried in it that the table has plain gets the frying oil
    const papas = est("papas cocinadas en mantequilla");
    expect(papas.items).toHaveLength(1);
    expect(papas.fat).toBeGreaterThan(est("papas cocidas").fat + 5);
  });

  it("«bistec con cebolla y tomate»: la cebolla y el tomate se cocinan con el bistec (≈40 g), no son un plato aparte", () => {
    const c = item("un bistec de res frito con cebolla y tomate", /^cebolla$/);
    const t = item("un bistec de res frito con cebolla y tomate", /^tomate$/);
    expect(c?.grams).toBeLessThanOrEqual(60);
    expect(t?.grams).toBeLessThanOrEqual(60);
    // a vegetable side named as such stays a side
    expect(item("pollo con verduras", /^verduras/)?.grams).toBeGreaterThanOrEqual(100);
  });
});

describe("una cantidad suelta al final de una lista", () => {
  it("«sopa, arroz, pollo y un fresco»: el fresco es una bebida y el «un» no vuelve al pollo (1 kg)", () => {
    const r = est("sopa, arroz, pollo y un fresco");
    const pollo = item("sopa, arroz, pollo y un fresco", /^pollo$/);
    expect(pollo?.grams).toBeLessThanOrEqual(250);
    expect(r.items.some((i) => /fresco|refresco/.test(i.food_id ?? ""))).toBe(true);
    expect(r.calories).toBeLessThan(1200);
    // a count with nothing after it stays out of the food before the "y"
    expect(est("pollo y una").items[0].grams).toBeLessThanOrEqual(250);
    // "queso fresco", "pescado fresco" are still fresh
    expect(est("queso fresco").items[0].food_id).toMatch(/^queso-fresco/);
  });
});

describe("envases", () => {
  it("«un sobre de avena con leche» es una ración, no los 8 g de un sobre de azúcar", () => {
    expect(est("un sobre de avena con leche").items[0].grams).toBeGreaterThan(150);
    expect(est("un sobre de azúcar").items[0].grams).toBeLessThan(15);
  });

  it("«un tarro de yogur» es un yogur, no ñame (taro) más un yogur", () => {
    const r = est("un tarro de yogur");
    expect(r.items).toHaveLength(1);
    expect(r.items[0].food_id).toMatch(/^yogur/);
    expect(r.items[0].grams).toBeLessThan(300);
    expect(est("un envase de yogur").unmatched ?? []).not.toContain("envase");
  });
});

describe("piezas de un alimento entero", () => {
  it("«una pieza de pollo», «2 presas de pollo» son piezas, no pollos enteros de 1 kg", () => {
    const one = est("una pieza de pollo");
    expect(one.items[0].grams).toBeGreaterThanOrEqual(80);
    expect(one.items[0].grams).toBeLessThanOrEqual(200);
    expect(est("2 presas de pollo").calories).toBeLessThan(800);
    expect(est("2 presas de pollo").unmatched ?? []).not.toContain("presas");
    // a whole chicken said as such stays whole
    expect(est("un pollo entero").items[0].grams).toBeGreaterThanOrEqual(800);
  });

  it("«papas sancochadas» es un modo de cocción sin grasa, no una palabra desconocida", () => {
    const r = est("una porción de yuca sancochada");
    expect(r.unmatched ?? []).not.toContain("sancochada");
    expect(r.fat).toBeLessThan(2);
  });
});

describe("un pastel nunca es «de carne»", () => {
  it("«una torta de carne» es una torta salada, no una tarta dulce más un filete", () => {
    const r = est("una torta de carne");
    expect(r.items).toHaveLength(1);
    expect(r.items[0].food_id).not.toMatch(/^tarta$/);
    // flavours and the table's own names stay
    expect(est("torta de chocolate").items[0].food_id).toMatch(/chocolate/);
    expect(est("tarta de atún").items).toHaveLength(1);
  });
});

describe("platos de alimentos muy densos y tamaños", () => {
  it("«un plato de almendras» son unas raciones (≤ 100 g), no 250 g y 1.500 kcal", () => {
    const r = est("un plato de almendras");
    expect(r.items[0].grams).toBeLessThanOrEqual(100);
    expect(r.calories).toBeLessThan(700);
    expect(est("un plato de arroz").items[0].grams).toBeGreaterThanOrEqual(200);
  });

  it("«una porción generosa» es mayor que una porción y «un plato chiquito» menor que un plato", () => {
    expect(est("una porción generosa de arroz").items[0].grams).toBeGreaterThan(
      est("una porción de arroz").items[0].grams,
    );
    expect(est("un plato chiquito de sopa").items[0].grams).toBeLessThan(
      est("un plato de sopa").items[0].grams,
    );
  });
});

describe("almidones por taza", () => {
  it("«una taza de maicena» es un atol, no una cucharada de 10 g", () => {
    const r = est("una taza de maicena");
    expect(r.items[0].food_id).toMatch(/atol/);
    expect(r.items[0].grams).toBeGreaterThan(150);
    // by the spoonful or by weight it is still the starch
    expect(est("una cucharada de maicena").items[0].food_id).toBe("maicena");
    expect(est("una taza de avena").items[0].food_id).toMatch(/^avena/);
  });
});

describe("jugos en leche", () => {
  it("«jugo de lulo en leche» es un vaso de jugo hecho con leche, no un jugo más un vaso de leche", () => {
    const r = est("jugo de lulo en leche");
    const grams = r.items.reduce((s, i) => s + i.grams, 0);
    // one glass (200-350 g), not two (475 g)
    expect(grams).toBeLessThanOrEqual(350);
    expect(r.calories).toBeGreaterThan(120);
    // in water it is the juice alone
    expect(est("jugo de mango en agua").items).toHaveLength(1);
  });
});
