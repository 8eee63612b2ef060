/**
 * Nutrition engine, v17 dish-name sweep (issue 12, decision 0052): dishes of the Caribbean, the Andes, the
 * Cono Sur, Spain's regions and bars, US chains and international food. Sentences written for these tests
 * (not copied from the sweep list or any benchmark set).
 */
import { describe, expect, it } from "vitest";
import { estimateMeal } from "./index";

const est = (text: string) => estimateMeal(text);
const names = (text: string) => est(text).items.map((i) => i.food_id);

describe("el lugar de origen después de un plato no es otro alimento", () => {
  it("«extremeñas», «asturiano», «chilenas», «tailandés» dejan el plato tal cual", () => {
    for (const [text, id] of [
      ["comí unas migas extremeñas", "migas"],
      ["de postre arroz con leche asturiano", "arroz-con-leche"],
      ["dos humitas chilenas", "humita-en-chala"],
      ["un curry verde tailandés", "pollo-al-curry"],
    ] as const) {
      const r = est(text);
      expect(r.unmatched, text).toEqual([]);
      expect(names(text), text).toContain(id);
    }
  });

  it("un nombre que ya es un alimento entero no se corta: «sándwich cubano» sigue siendo el sándwich", () => {
    expect(names("un sándwich cubano")).toEqual(["sandwich-cubano"]);
    // "ajiaco cubano" is the Cuban stew, not the Colombian ajiaco plus a Cuban sandwich
    expect(names("un plato de ajiaco cubano")).toEqual(["ajiaco-cubano"]);
  });
});

describe("platos que antes no se entendían o se leían como otra cosa", () => {
  it("el encebollado, los ñoquis de papa y el pintxo de tortilla son un solo plato", () => {
    expect(names("un encebollado")).toEqual(["encebollado-de-pescado"]);
    expect(names("ñoquis de papa con salsa")[0]).toBe("gnocchi");
    expect(names("ñoquis de papa")).toEqual(["gnocchi"]);
    expect(names("un pintxo de tortilla")).toEqual(["tortilla-de-patatas"]);
  });

  it("los palitos de ajo de la pizzería son pan, no ajo", () => {
    const r = est("unos palitos de ajo");
    expect(r.items.map((i) => i.food_id)).toEqual(["palitos-de-pan-suaves"]);
    expect(r.calories).toBeGreaterThan(100);
  });

  it("el caldo de bolas es un plato de sopa con sustancia, no un caldo vacío", () => {
    const r = est("un plato de caldo de bolas");
    expect(r.items.map((i) => i.food_id)).toEqual(["caldo-de-bolas"]);
    expect(r.calories).toBeGreaterThan(250);
    expect(r.calories).toBeLessThan(700);
  });

  it("el conejo en salmorejo canario no añade un salmorejo cordobés", () => {
    expect(names("conejo en salmorejo")).toEqual(["conejo-en-salmorejo"]);
  });

  it("el churrasco palta es un sándwich: lleva pan", () => {
    const r = est("un churrasco palta");
    expect(r.items.map((i) => i.food_id)).toEqual(["churrasco-palta"]);
    expect(r.carbs).toBeGreaterThan(40);
  });

  it("platos de comida para llevar en inglés o en spanglish", () => {
    for (const [text, id] of [
      ["eggs benedict", "huevos-benedictinos"],
      ["wonton soup", "sopa-wonton"],
      ["kung pao chicken", "pollo-kung-pao"],
      ["una orden de mongolian beef", "ternera-con-brocoli"],
      ["butter chicken con arroz", "pollo-al-curry"],
      ["un yakisoba", "lo-mein"],
    ] as const) {
      const r = est(text);
      expect(r.unmatched, text).toEqual([]);
      expect(names(text), text).toContain(id);
    }
  });

  it("la coca de recapte es una coca y no un refresco", () => {
    expect(names("una porción de coca de recapte")).toEqual(["coca-de-recapte"]);
  });

  it("una tabla de embutidos y una de quesos son comida de bar entendida", () => {
    for (const text of ["una tabla de embutidos", "una tabla de quesos"]) {
      const r = est(text);
      expect(r.unmatched, text).toEqual([]);
      expect(r.calories, text).toBeGreaterThan(150);
      expect(r.calories, text).toBeLessThan(600);
    }
  });

  it("la lasaña vegetal no suma un plato de verduras aparte", () => {
    expect(names("lasaña vegetal")).toEqual(["lasana-de-verduras"]);
  });
});
