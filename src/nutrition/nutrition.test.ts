import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { nutritionAnalysisSchema } from "../core/nutrition.schema";
import {
  estimateMeal,
  findFood,
  listFoods,
  NUTRITION_ERROR_MESSAGE,
  NutritionError,
  nutrientsFor,
  parseMeal,
} from "./index";

const item = (text: string, i = 0) => parseMeal(text).items[i];
const grams = (text: string, i = 0) => item(text, i).grams;

describe("tabla de alimentos", () => {
  it("tiene al menos 600 alimentos con nombre, porciones y nutrientes por 100 g", () => {
    const foods = listFoods();
    expect(foods.length).toBeGreaterThanOrEqual(600);
    for (const f of foods) {
      expect(f.name).toBeTruthy();
      expect(f.portions.length).toBeGreaterThan(0);
      expect(f.per100g.calories).toBeGreaterThanOrEqual(0);
      // energía coherente con los macronutrientes (factores UE; el alcohol aporta el resto)
      expect(f.per100g.calories).toBeLessThanOrEqual(900.5);
    }
  });

  it("nutrientsFor escala los valores por 100 g", () => {
    const egg = findFood("huevo")!;
    const n = nutrientsFor(egg.id, 50);
    expect(n.calories).toBeCloseTo(egg.per100g.calories / 2, 5);
    expect(() => nutrientsFor("no-existe", 100)).toThrow(NutritionError);
  });
});

describe("sinónimos y búsqueda", () => {
  it.each([
    ["plátano", "banana"],
    ["patata", "papa"],
    ["zumo de naranja", "jugo de naranja"],
    ["judías verdes", "ejotes"],
    ["aguacate", "palta"],
    ["cacahuetes", "maní"],
  ])("%s y %s son el mismo alimento", (a, b) => {
    expect(findFood(a)?.id).toBe(findFood(b)?.id);
  });

  it("las palabras comunes apuntan a la forma que se come", () => {
    expect(findFood("arroz")!.per100g.calories).toBeLessThan(200); // cocido, no crudo
    expect(findFood("café")!.per100g.calories).toBeLessThan(20); // bebida, no café molido
    expect(findFood("lentejas")!.per100g.calories).toBeLessThan(150);
  });

  it("tolera acentos ausentes, mayúsculas y erratas", () => {
    expect(findFood("PLATANO")?.id).toBe(findFood("plátano")?.id);
    expect(findFood("lentjas")?.id).toBe(findFood("lentejas")?.id);
    expect(findFood("brocoli")?.id).toBe(findFood("brócoli")?.id);
    expect(findFood("asdfgh")).toBeNull();
  });
});

describe("números y cantidades", () => {
  it("entiende números en cifras y en palabras", () => {
    expect(grams("dos huevos")).toBe(2 * grams("un huevo"));
    expect(grams("3 huevos")).toBe(3 * grams("un huevo"));
    expect(grams("un par de huevos")).toBe(2 * grams("un huevo"));
    expect(grams("medio aguacate")).toBe(grams("un aguacate") / 2);
    expect(grams("1/2 aguacate")).toBe(grams("un aguacate") / 2);
    expect(grams("1,5 tazas de arroz")).toBeCloseTo(1.5 * grams("una taza de arroz"), 5);
  });

  it("entiende unidades métricas", () => {
    expect(grams("200 g de pechuga de pollo")).toBe(200);
    expect(grams("200g de pollo")).toBe(200);
    expect(grams("medio kilo de fresas")).toBe(500);
    // millilitres become grams by the drink's density (milk 1.03 g/ml)
    expect(grams("250 ml de leche")).toBeCloseTo(257.5, 1);
    expect(grams("pollo 150 gramos")).toBe(150);
  });

  it("entiende medidas caseras y porciones típicas", () => {
    expect(grams("un huevo")).toBe(50);
    expect(grams("una rebanada de pan")).toBe(30);
    expect(grams("un plato de lentejas")).toBe(300);
    expect(grams("una taza de leche")).toBeGreaterThan(grams("una cucharada de leche"));
    expect(grams("una lata de coca cola")).toBe(330);
    expect(grams("una cucharada de aceite")).toBeLessThan(20);
    expect(grams("un puñado de almendras")).toBe(30);
    expect(item("una caña").food.id).toBe(findFood("cerveza")!.id);
  });

  it("sin cantidad usa una porción razonable", () => {
    const r = item("lentejas");
    expect(r.grams).toBeGreaterThan(150);
    expect(r.grams).toBeLessThan(400);
    expect(r.confidence).toBeLessThan(1);
  });

  it("diminutivos y plurales", () => {
    expect(item("tostaditas").food.id).toBe(findFood("tostada")!.id);
    expect(item("huevitos").food.id).toBe(findFood("huevo")!.id);
    expect(item("un cafecito").food.id).toBe(findFood("café")!.id);
  });

  it("tamaños escalan la porción", () => {
    expect(grams("una manzana grande")).toBeGreaterThan(grams("una manzana"));
    expect(grams("una manzana pequeña")).toBeLessThan(grams("una manzana"));
  });
});

describe("métodos de cocción", () => {
  it("frito y rebozado añaden grasa; a la plancha poca", () => {
    const plain = estimateMeal("150 g de berenjena").fat;
    const fried = estimateMeal("150 g de berenjena frita").fat;
    const grilled = estimateMeal("150 g de berenjena a la plancha").fat;
    expect(fried).toBeGreaterThan(plain + 10);
    expect(grilled).toBeGreaterThan(plain);
    expect(grilled).toBeLessThan(fried);
    expect(estimateMeal("150 g de merluza rebozada").carbs).toBeGreaterThan(
      estimateMeal("150 g de merluza").carbs,
    );
  });

  it("huevo frito usa la variante frita de la tabla", () => {
    expect(estimateMeal("un huevo frito").fat).toBeGreaterThan(estimateMeal("un huevo cocido").fat);
  });
});

describe("platos compuestos", () => {
  it.each([
    "tortilla de patatas",
    "paella",
    "gazpacho",
    "arepa",
    "empanada",
    "tacos",
    "burrito",
    "ceviche",
    "croquetas",
    "cocido",
    "pizza",
    "hamburguesa",
  ])("%s se reconoce como un plato con energía plausible", (dish) => {
    const r = estimateMeal(`una ración de ${dish}`);
    expect(r.items).toHaveLength(1);
    expect(r.calories).toBeGreaterThan(80);
    expect(r.calories).toBeLessThan(1500);
  });

  it("un bocadillo lleva su relleno", () => {
    const r = estimateMeal("un bocadillo de chorizo");
    expect(r.items.map((i) => i.food_id)).toEqual([findFood("bocadillo")!.id, findFood("chorizo")!.id]);
    expect(r.items[1].grams).toBeLessThanOrEqual(60);
  });
});

describe("descripciones completas", () => {
  it("separa por conjunciones, comas, '+' y saltos de línea", () => {
    const a = estimateMeal("dos huevos fritos con una tostada de pan integral y un café con leche");
    expect(a.items.map((i) => i.food_id)).toEqual(["huevo-frito", "tostada-integral", "cafe-con-leche"]);
    const b = estimateMeal("manzana, plátano + naranja\nun yogur");
    expect(b.items).toHaveLength(4);
  });

  it("devuelve el resultado del esquema con totales iguales a la suma de los elementos", () => {
    const r = estimateMeal("200 g de pechuga de pollo a la plancha con ensalada");
    expect(() => nutritionAnalysisSchema.parse(r)).not.toThrow();
    expect(r.engine).toBe("builtin");
    expect(r.weight).toMatch(/^\d+ g$/);
    const sum = r.items.reduce((s, i) => s + i.calories, 0);
    expect(Math.abs(sum - r.calories)).toBeLessThanOrEqual(r.items.length);
    expect(Number.isInteger(r.calories)).toBe(true);
  });

  it("informa de las palabras que no entiende", () => {
    const r = estimateMeal("una manzana y un zorblax");
    expect(r.items).toHaveLength(1);
    expect(r.unmatched).toContain("zorblax");
  });
});

describe("entradas vacías o sin sentido", () => {
  it.each(["", "   ", "asdfgh", "🍕🍔🍟", "qwerty zxcvb", "x".repeat(5000)])(
    "'%s' da el error claro",
    (text) => {
      expect(() => estimateMeal(text)).toThrow(NutritionError);
      expect(() => estimateMeal(text)).toThrow(NUTRITION_ERROR_MESSAGE);
    },
  );

  it("un texto largo con comida no rompe y responde rápido", () => {
    const long = "una manzana y un plátano, ".repeat(200);
    const t = performance.now();
    const r = estimateMeal(long);
    expect(performance.now() - t).toBeLessThan(500);
    expect(r.calories).toBeGreaterThan(0);
  });

  it("nunca lanza otra cosa que NutritionError ni devuelve un éxito de 0 kcal vacío", () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 200 }), (s) => {
        try {
          const r = estimateMeal(s);
          expect(r.items.length).toBeGreaterThan(0);
        } catch (e) {
          expect(e).toBeInstanceOf(NutritionError);
        }
      }),
      { numRuns: 300 },
    );
  });
});
