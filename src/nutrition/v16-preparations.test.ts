/**
 * Nutrition engine, v16 vocabulary sweep (issue 12, decision 0051): preparation words, drinks of every
 * region and packaged foods named by their brand. Sentences written for these tests (not copied from the
 * sweep list or any benchmark set).
 */
import { describe, expect, it } from "vitest";
import { estimateMeal } from "./index";

const est = (text: string) => estimateMeal(text);
const names = (text: string) => est(text).items.map((i) => i.food_id);

describe("las palabras de preparación cambian el alimento, no son alimentos", () => {
  it("«relleno», «en crema», «en puré» y «a la milanesa» no añaden relleno de pan, crema agria ni puré de patata", () => {
    for (const text of [
      "un calabacín relleno",
      "pescado en crema",
      "zanahoria en puré",
      "pollo a la milanesa",
      "arroz refrito",
    ]) {
      const r = est(text);
      expect(r.items, text).toHaveLength(1);
      expect(r.unmatched, text).toEqual([]);
    }
  });

  it("gratinado, dorado, al curry, a la criolla o en escabeche se entienden y ponen algo de grasa", () => {
    for (const [plain, cooked] of [
      ["brócoli", "brócoli gratinado"],
      ["una pechuga de pollo", "una pechuga de pollo dorada"],
      ["lentejas", "lentejas al curry"],
      ["una porción de yuca", "una porción de yuca a la criolla"],
    ]) {
      const a = est(plain);
      const b = est(cooked);
      expect(b.unmatched, cooked).toEqual([]);
      expect(b.fat, cooked).toBeGreaterThan(a.fat);
    }
  });

  it("empanizado o apanado en plural suma el aceite y el rebozado", () => {
    const plain = est("200 g de camarones");
    const breaded = est("200 g de camarones apanados");
    expect(breaded.unmatched).toEqual([]);
    expect(breaded.fat).toBeGreaterThan(plain.fat + 10);
    expect(breaded.carbs).toBeGreaterThan(plain.carbs + 10);
  });

  it("ahumado, congelado, desmechado, picado o en conserva no cambian las calorías", () => {
    expect(est("salmón ahumado").unmatched).toEqual([]);
    expect(est("carne desmechada").unmatched).toEqual([]);
    expect(est("una cebolla picada").calories).toBeCloseTo(est("una cebolla").calories, 0);
    expect(est("maíz en conserva").unmatched).toEqual([]);
  });
});

describe("bebidas", () => {
  it("un shot es un chupito y una litrona un litro de cerveza", () => {
    const shot = est("un shot de tequila").items[0];
    expect(shot.grams).toBeLessThan(60);
    const litrona = est("una litrona").items[0];
    expect(litrona.food_id).toMatch(/cerveza/);
    expect(litrona.grams).toBeGreaterThan(900);
  });

  it("medio litro de jugo en polvo es el jugo preparado, no medio kilo de polvo", () => {
    const r = est("medio litro de jugo en polvo");
    expect(r.calories).toBeLessThan(300);
    expect(est("una cucharada de jugo en polvo").items[0].grams).toBeLessThan(30);
  });

  it("refrescos, maltas y cervezas de cada país por su marca", () => {
    expect(names("una lata de 7up")[0]).toBe("refresco-de-frutas");
    expect(names("un vaso de maltín")[0]).toBe("malta");
    expect(names("una Frescolita")[0]).toBe("refresco-de-crema");
    expect(names("dos Quilmes")[0]).toMatch(/cerveza/);
    expect(names("una Club Colombia")[0]).toMatch(/cerveza/);
    expect(names("un Vive 100")[0]).toBe("bebida-energetica");
    expect(est("un vaso de pulque").calories).toBeGreaterThan(80);
  });

  it("un latte venti no es más pequeño que uno grande", () => {
    const venti = est("un latte venti");
    expect(venti.unmatched).toEqual([]);
    expect(venti.items[0].grams).toBeGreaterThanOrEqual(est("un latte grande").items[0].grams);
  });
});

describe("productos envasados por su marca", () => {
  it("galletas, chocolatinas y pastelitos de Latinoamérica y España", () => {
    expect(names("un paquete de galletas Chokis")[0]).toBe("galleta-de-chispas-de-chocolate");
    expect(names("una chocolatina Jet")[0]).toBe("chocolate");
    expect(names("un Chocoramo")[0]).toBe("pastelito-de-chocolate-envasado");
    expect(names("unos Conguitos")[0]).toBe("cacahuetes-cubiertos-de-chocolate");
    expect(names("un Pulparindo")[0]).toBe("dulce-de-tamarindo");
  });

  it("el nombre del fabricante junto al producto no es otro alimento", () => {
    for (const text of [
      "unas mantecadas Bimbo",
      "2 Pingüinos Marinela",
      "un yogur Alpina",
      "Kellogg's Corn Pops",
    ]) {
      const r = est(text);
      expect(r.items, text).toHaveLength(1);
      expect(r.unmatched, text).toEqual([]);
    }
  });
});

describe("estilos y aparatos de cocina", () => {
  it("en tempura o tipo broaster llevan aceite y rebozado; en freidora de aire casi nada de aceite", () => {
    const plain = est("200 g de pescado");
    const tempura = est("200 g de pescado en tempura");
    const airfryer = est("200 g de pescado en freidora de aire");
    expect(tempura.unmatched).toEqual([]);
    expect(airfryer.unmatched).toEqual([]);
    expect(tempura.fat).toBeGreaterThan(plain.fat + 10);
    expect(airfryer.fat).toBeLessThan(plain.fat + 3);
    expect(est("cerdo tipo broaster").fat).toBeGreaterThan(est("cerdo").fat);
  });

  it("al mojo de ajo, a la pimienta, a la cerveza o al vino no añaden ajo, pimientos, cerveza ni vino aparte", () => {
    for (const text of [
      "camarones al mojo de ajo",
      "un filete a la pimienta",
      "pollo a la cerveza",
      "conejo al vino",
      "chipirones en su tinta",
      "pollo al horno de leña",
    ]) {
      const r = est(text);
      expect(r.items, text).toHaveLength(1);
      expect(r.unmatched, text).toEqual([]);
    }
  });
});

describe("tostado y a la plancha no cambian de qué alimento se trata", () => {
  it("'garbanzos tostados' are roasted chickpeas, never chickpeas plus a toasted sandwich", () => {
    expect(names("garbanzos tostados")).toEqual(["garbanzos"]);
    expect(names("maíz tostado")).toEqual(["maiz-tostado"]);
    // a lone "tostada" after a drink is still the next item
    expect(names("café tostada y jugo")).toContain("tostada");
  });

  it("'pulpo a la plancha' is octopus, not squid", () => {
    expect(names("pulpo a la plancha")).toEqual(["pulpo"]);
    expect(names("calamar a la plancha")).toEqual(["calamares"]);
  });
});
