/**
 * Nutrition engine, second NutriBench-style round (issue 12, decision 0049): US household wordings as a
 * Spanish translation writes them ("tamaño chico", "un omelette de 3 huevos", "una cena congelada de pavo con
 * gravy, relleno y puré", "4 costillas", "una taza de tajadas de plátano"). Sentences written for these tests
 * (not copied from any benchmark set).
 */
import { describe, expect, it } from "vitest";
import { estimateMeal } from "./index";

const est = (text: string) => estimateMeal(text);
const grams = (text: string) => est(text).items.reduce((s, i) => s + i.grams, 0);

describe("tamaños escritos como en un diario de EE. UU.", () => {
  it("«tamaño chico» después de una coma es el tamaño de la bebida, no una palabra desconocida", () => {
    const small = est("un smoothie de fresa, tamaño chico").items;
    const large = est("un smoothie de fresa, tamaño grande").items;
    expect(small).toHaveLength(1);
    expect(large).toHaveLength(1);
    expect(large[0].grams).toBeGreaterThan(small[0].grams);
  });

  it("un capuchino chico o un latte grande de cafetería tienen los vasos de 12 y 20 onzas", () => {
    expect(grams("un capuchino chico")).toBeGreaterThan(300);
    expect(grams("un capuchino chico")).toBeLessThan(grams("un capuchino grande"));
    // sin tamaño sigue siendo la taza de siempre
    expect(grams("un capuchino")).toBeLessThan(250);
  });

  it("un pot pie individual es la tarta individual entera, no media", () => {
    expect(grams("un pot pie de pollo individual")).toBeCloseTo(grams("un pot pie de pollo"), 0);
  });

  it("una rebanada de pay es la rebanada normal de la tabla, no la grande", () => {
    expect(grams("una rebanada de pay de calabaza")).toBeLessThan(200);
    expect(grams("una rebanada grande de pay de calabaza")).toBeGreaterThan(200);
  });

  it("una papa al horno mediana es la mediana de FNDDS; sin tamaño sigue la patata asada de siempre", () => {
    expect(grams("una papa al horno mediana")).toBeGreaterThan(grams("una papa al horno"));
  });
});

describe("cuántos huevos, costillas y tostones", () => {
  it("«un omelette de 3 huevos» son tres huevos, no una tortilla de dos", () => {
    expect(grams("un omelette de 3 huevos")).toBeGreaterThan(grams("un omelette") * 1.3);
  });

  it("«4 costillas de cerdo» son cuatro costillas, no cuatro raciones de un cuarto de kilo", () => {
    expect(grams("4 costillas de cerdo")).toBeLessThan(250);
    expect(grams("costillas de cerdo")).toBeGreaterThanOrEqual(200);
  });

  it("«5 tostones» son cinco piezas; «tostones» sin número siguen siendo un plato", () => {
    expect(grams("5 tostones")).toBeLessThan(160);
    expect(grams("tostones")).toBeGreaterThan(100);
  });

  it("«2 salchichas de desayuno» son dos salchichitas de desayuno, no dos salchichas de 60 g", () => {
    expect(grams("2 salchichas de desayuno")).toBeLessThan(60);
  });
});

describe("platos que traen su lista de acompañamientos", () => {
  it("una cena congelada de pavo con gravy, relleno y puré es una sola bandeja", () => {
    const items = est("una cena congelada de pavo con gravy, relleno y puré de papa").items;
    expect(items.map((i) => i.food_id)).not.toContain("morcilla");
    expect(items.reduce((s, i) => s + i.grams, 0)).toBeLessThan(350);
  });

  it("«una salchipapa: papas fritas con 2 salchichas» no cuenta la salchipapa además de sus partes", () => {
    const items = est("una salchipapa: una porción mediana de papas fritas con 2 salchichas").items;
    expect(items.map((i) => i.food_id)).not.toContain("salchipapas");
  });

  it("los tacos suaves con tortilla de harina no llevan otra tortilla aparte", () => {
    const items = est("2 tacos suaves de pollo con tortilla de harina").items;
    expect(items).toHaveLength(1);
  });
});

describe("palabras que no son otro alimento", () => {
  it("«cacahuates tostados con sal» son cacahuates tostados, no un sándwich tostado", () => {
    const ids = est("una onza de cacahuates tostados con sal").items.map((i) => i.food_id);
    expect(ids.some((id) => /^sandwich/.test(id ?? ""))).toBe(false);
    expect(grams("una onza de cacahuates tostados con sal")).toBeLessThan(35);
  });

  it("«una taza de tajadas de plátano» es una taza, no una tajada", () => {
    expect(grams("una taza de tajadas de plátano verde")).toBeGreaterThan(120);
  });
});
