/**
 * Nutrition engine v2 (issue 12): items own their quantities, words inside a name are not foods, unknown
 * foods never sink the meal, states and variants, and bounds no text can break. Ranges are worked out by
 * hand from the composition tables (CIQUAL 2020 / USDA), wide enough for the table to grow.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { estimateMeal, MAX_MEAL_KCAL, NutritionError } from "./index";

const est = (text: string) => estimateMeal(text);
const names = (text: string) => est(text).items.map((i) => i.name);
const kcal = (text: string) => est(text).calories;
const itemLike = (text: string, re: RegExp) => est(text).items.find((i) => re.test(i.name));

describe("frases del issue 12 (rangos calculados a mano)", () => {
  it("«una manzana de 150 g» son 150 g de manzana (unas 78 kcal)", () => {
    const r = est("una manzana de 150 g");
    expect(r.items).toHaveLength(1);
    expect(r.items[0].grams).toBeCloseTo(150, 0);
    expect(r.calories).toBeGreaterThanOrEqual(70);
    expect(r.calories).toBeLessThanOrEqual(90);
  });

  it("«un refresco de 350 ml» es una lata de 350 ml (≈ 150 kcal), no la lata por defecto", () => {
    const r = est("un refresco de 350 ml");
    expect(r.items).toHaveLength(1);
    expect(r.items[0].quantity).toBe(350);
    expect(r.calories).toBeGreaterThanOrEqual(120);
    expect(r.calories).toBeLessThanOrEqual(175);
  });

  it("«un sándwich de jamón de 120 g» pesa 120 g en total, relleno incluido", () => {
    const r = est("un sándwich de jamón de 120 g");
    const total = r.items.reduce((g, i) => g + i.grams, 0);
    expect(total).toBeGreaterThan(110);
    expect(total).toBeLessThan(135);
    expect(r.calories).toBeGreaterThan(200);
    expect(r.calories).toBeLessThan(420);
  });

  it("«100 g de pan con queso» son ~100 g de pan y una porción de queso, nunca 3 kg", () => {
    const r = est("100 g de pan con queso");
    const cheese = itemLike("100 g de pan con queso", /queso/);
    expect(cheese?.grams).toBeGreaterThanOrEqual(15);
    expect(cheese?.grams).toBeLessThanOrEqual(45);
    expect(r.calories).toBeLessThan(500);
  });

  it("«80 g de pan con mantequilla»: la mantequilla es lo que se unta", () => {
    const butter = itemLike("80 g de pan con mantequilla", /mantequilla/);
    expect(butter?.grams).toBeLessThanOrEqual(15);
    expect(kcal("80 g de pan con mantequilla")).toBeLessThan(350);
  });

  it("«una cerveza de 355 ml y una taza de arroz»: cada número con su alimento", () => {
    const r = est("una cerveza de 355 ml y una taza de arroz");
    const beer = r.items.find((i) => /cerveza/.test(i.name));
    const rice = r.items.find((i) => /arroz/.test(i.name));
    expect(beer?.quantity).toBe(355);
    expect(rice?.grams).toBeGreaterThan(120);
    expect(rice?.grams).toBeLessThan(220);
    expect(r.calories).toBeGreaterThan(280);
    expect(r.calories).toBeLessThan(470);
  });

  it("«una barra 3 Musketeers» es una barrita, no tres", () => {
    const r = est("una barra 3 Musketeers");
    expect(r.calories).toBeGreaterThan(120);
    expect(r.calories).toBeLessThan(330);
  });

  it("«Lonche: una manzana» no tiene torta", () => {
    expect(names("Lonche: una manzana")).toEqual(["manzana"]);
    expect(names("Merienda: una manzana")).toEqual(["manzana"]);
    expect(names("De desayuno: dos huevos").every((n) => /huevo/.test(n))).toBe(true);
  });

  it("«200 g de néctar de durazno» es una bebida, sin melocotón aparte", () => {
    const r = est("200 g de néctar de durazno");
    expect(r.items).toHaveLength(1);
    expect(r.calories).toBeGreaterThanOrEqual(70);
    expect(r.calories).toBeLessThanOrEqual(140);
  });

  it("«300 g de gaseosa de cola» es una sola bebida de 300 g", () => {
    const r = est("300 g de gaseosa de cola");
    expect(r.items).toHaveLength(1);
    expect(r.items[0].grams).toBeCloseTo(300, 0);
    expect(r.calories).toBeLessThan(150);
  });

  it("«50 g de queso bajo en grasa»: queso light, sin manteca", () => {
    const r = est("50 g de queso bajo en grasa");
    expect(r.items).toHaveLength(1);
    expect(r.calories).toBeLessThan(165);
    expect(names("queso fresco bajo en grasa").some((n) => /manteca/.test(n))).toBe(false);
  });

  it("«70 g de fideos secos» es pasta pesada en seco (≈ 250 kcal)", () => {
    const r = est("70 g de fideos secos");
    expect(r.calories).toBeGreaterThanOrEqual(220);
    expect(r.calories).toBeLessThanOrEqual(280);
  });

  it("«200 g de pasta (peso crudo)» es pasta en seco, no pesto", () => {
    expect(names("200 g de pasta (peso crudo)").some((n) => /pesto/.test(n))).toBe(false);
    expect(kcal("200 g de pasta (peso crudo)")).toBeGreaterThan(620);
  });

  it("«15 g de jugo en polvo» es polvo para preparar (≈ 57 kcal), no 15 g de zumo", () => {
    const c = kcal("15 g de jugo en polvo");
    expect(c).toBeGreaterThanOrEqual(40);
    expect(c).toBeLessThanOrEqual(70);
  });

  it("«una lata de refresco de frutas» es una lata de refresco, sin macedonia", () => {
    const r = est("una lata de refresco de frutas");
    expect(r.items).toHaveLength(1);
    expect(r.calories).toBeGreaterThan(100);
    expect(r.calories).toBeLessThan(190);
  });

  it("«una rebanada de pizza de 150 g» pesa 150 g", () => {
    const r = est("una rebanada de pizza de 150 g");
    expect(r.items[0].grams).toBeCloseTo(150, 0);
    expect(r.calories).toBeGreaterThan(280);
    expect(r.calories).toBeLessThan(430);
  });

  it("«un yogur de 170 g» pesa 170 g", () => {
    expect(est("un yogur de 170 g").items[0].grams).toBeCloseTo(170, 0);
  });

  it("«Merienda: 1,5 tazas de leche» son unos 360 ml de leche", () => {
    const r = est("Merienda: 1,5 tazas de leche");
    expect(r.items).toHaveLength(1);
    expect(r.items[0].grams).toBeGreaterThan(330);
    expect(r.items[0].grams).toBeLessThan(400);
    expect(r.calories).toBeGreaterThan(140);
    expect(r.calories).toBeLessThan(250);
  });

  it("«200 g de lasaña de pollo» no añade pollo aparte", () => {
    const r = est("200 g de lasaña de pollo");
    expect(r.items).toHaveLength(1);
    expect(r.items[0].grams).toBeCloseTo(200, 0);
    // lasagna is 1.3 (CIQUAL) to 2.1 (FNDDS, with chicken) kcal/g
    expect(r.calories).toBeGreaterThan(200);
    expect(r.calories).toBeLessThan(450);
  });

  it("«un vaso de chocolate con leche» es una bebida, no una tableta", () => {
    const r = est("un vaso de chocolate con leche");
    expect(r.calories).toBeGreaterThan(100);
    expect(r.calories).toBeLessThan(260);
  });

  it("«una galleta rellena de chocolate» es una galleta", () => {
    const r = est("una galleta rellena de chocolate");
    expect(r.items).toHaveLength(1);
    expect(r.calories).toBeLessThan(120);
    expect(names("una galleta rellena").some((n) => /morcilla/.test(n))).toBe(false);
  });

  it("«2 tortillas de maíz de 30 g cada una» son 60 g", () => {
    const r = est("2 tortillas de maíz de 30 g cada una");
    expect(r.items[0].grams).toBeCloseTo(60, 0);
    expect(r.calories).toBeGreaterThan(90);
    expect(r.calories).toBeLessThan(150);
  });

  it("«una kombucha de 355 ml y una taza de helado»: los 355 ml son de la kombucha", () => {
    const r = est("una kombucha de 355 ml y una taza de helado");
    const iceCream = r.items.find((i) => /helado/.test(i.name));
    expect(iceCream?.grams).toBeLessThan(200);
    expect(r.calories).toBeLessThan(600);
  });

  it("«250 g de Incaparina con azúcar»: los 250 g no pasan al azúcar", () => {
    const r = est("250 g de Incaparina con azúcar");
    const sugar = r.items.find((i) => /az[uú]car/.test(i.name));
    expect(sugar === undefined || sugar.grams <= 30).toBe(true);
    expect(kcal("250 g de kombucha con azúcar")).toBeLessThan(200);
  });

  it("«una taza de sopa de frijol» es una taza de sopa", () => {
    const c = kcal("una taza de sopa de frijol");
    expect(c).toBeGreaterThan(60);
    expect(c).toBeLessThan(320);
  });

  it("«un refresco de cola de 372 g» pesa 372 g", () => {
    const r = est("un refresco de cola de 372 g");
    expect(r.items).toHaveLength(1);
    expect(r.items[0].grams).toBeCloseTo(372, 0);
  });

  it("«300 g de jugo de naranja de caja» son 300 g de zumo (≈ 135 kcal)", () => {
    const r = est("300 g de jugo de naranja de caja");
    expect(r.items).toHaveLength(1);
    expect(r.calories).toBeGreaterThan(110);
    expect(r.calories).toBeLessThan(165);
  });

  it("«100 g de arroz, 2 huevos»: 100 g de arroz y dos huevos", () => {
    const r = est("100 g de arroz, 2 huevos");
    expect(r.items.find((i) => /arroz/.test(i.name))?.grams).toBeCloseTo(100, 0);
    expect(r.calories).toBeGreaterThan(240);
    expect(r.calories).toBeLessThan(330);
  });

  it("«un big mac con patatas medianas»: patatas fritas, no cocidas", () => {
    const r = est("un big mac con patatas medianas");
    expect(r.items.some((i) => /frit/.test(i.name))).toBe(true);
    expect(r.calories).toBeGreaterThan(650);
    expect(r.calories).toBeLessThan(1150);
  });
});

describe("lectura por elementos", () => {
  it("un peso tras el alimento es suyo y no salta al siguiente", () => {
    const r = est("lubina 180g con arroz integral 100g");
    expect(r.items.find((i) => /lubina/.test(i.name))?.grams).toBeCloseTo(180, 0);
    expect(r.items.find((i) => /arroz/.test(i.name))?.grams).toBeCloseTo(100, 0);
  });

  it("los tamaños usan la porción del alimento de ese tamaño («porción mediana», «bolsa grande»)", () => {
    const grams = (t: string) => est(t).items[0].grams;
    expect(grams("una porción grande de papas fritas")).toBeGreaterThan(
      grams("una porción pequeña de papas fritas"),
    );
    expect(grams("una porción mediana de papas fritas")).toBeGreaterThan(100);
    expect(grams("una porción mediana de papas fritas")).toBeLessThan(200);
    expect(grams("una bolsa grande de papas")).toBeGreaterThan(grams("una bolsa de papas"));
  });

  it("«pollo o pavo» es una sola ración, la del primero", () => {
    expect(names("pollo o pavo a la plancha")).toHaveLength(1);
    expect(names("pollo o pavo")[0]).toMatch(/pollo/);
  });

  it("las marcas y los restaurantes no son comida", () => {
    expect(est("un whopper de Burger King").items).toHaveLength(1);
    const tacos = est("3 tacos de Taco Bell");
    expect(tacos.items).toHaveLength(1);
    expect(tacos.items[0].quantity).toBe(3);
  });

  it("la corrección ortográfica no inventa comida («saquito» no es un taco)", () => {
    expect(names("un saquito de té").some((n) => /taco/.test(n))).toBe(false);
  });

  it("«bebida de soya» es bebida de soja, no salsa", () => {
    expect(names("un vaso de bebida de soya").some((n) => /salsa/.test(n))).toBe(false);
  });

  it("cada elemento dice de qué tabla salen sus números", () => {
    for (const item of est("una manzana y un café con leche").items) expect(item.table).toBeTruthy();
    expect(est("una manzana").items[0].table).toMatch(/CIQUAL|USDA|TACO|Receta/);
  });
});

describe("alimentos desconocidos", () => {
  it("una palabra desconocida no rechaza la comida: los conocidos se estiman", () => {
    const r = est("2 zorblax y una manzana");
    expect(r.unknown).toEqual(["zorblax"]);
    expect(r.items.map((i) => i.name)).toEqual(["manzana"]);
  });

  it("una variedad desconocida de una categoría conocida usa la categoría, marcada aproximada", () => {
    const r = est("una sopa de zorblax");
    expect(r.items).toHaveLength(1);
    expect(r.items[0].approximate).toBe(true);
    expect(r.calories).toBeGreaterThan(0);
  });

  it("solo una descripción sin ningún alimento da el error de la especificación", () => {
    expect(() => est("zorblax")).toThrow(NutritionError);
  });
});

describe("límites que ningún texto rompe", () => {
  it("entradas malas: error claro en español o estimación acotada, nunca un fallo", () => {
    for (const bad of ["", "   ", "🍕🍕🍕", "500", "12345 67890"])
      expect(() => est(bad)).toThrow(NutritionError);
    expect(() => est("🍕🍕")).toThrow(/Error al analizar la comida/);
    for (const text of [
      "1e9 g de arroz",
      "-200 g de arroz",
      "999999999 kg de aceite",
      "356 tazas de helado",
    ]) {
      const r = est(text);
      expect(r.calories).toBeLessThanOrEqual(MAX_MEAL_KCAL);
      expect(r.calories).toBeGreaterThanOrEqual(0);
    }
    // an absurd amount is bounded and flagged, never silently taken as written
    expect(est("1e9 g de arroz").warnings).toEqual(expect.arrayContaining(["high_total", "capped"]));
    const long = `${"arroz con pollo y ".repeat(280)}una manzana`;
    expect(long.length).toBeGreaterThan(5000);
    expect(est(long).calories).toBeLessThanOrEqual(MAX_MEAL_KCAL);
  });

  it("más de 20 unidades caseras sin unidad métrica no se cuentan tal cual", () => {
    const r = est("356 tazas de helado");
    expect(r.items[0].grams).toBeLessThanOrEqual(20 * 200);
    expect(r.warnings).toContain("high_total");
  });

  it("una comida de más de 3000 kcal trae un aviso; una normal no", () => {
    expect(est("3 kg de arroz").warnings).toContain("high_total");
    expect(est("una manzana").warnings).toBeUndefined();
  });

  it("propiedad: ningún texto da un total absurdo, NaN ni otro error que el de la especificación", () => {
    const foods = ["arroz", "pollo", "aceite", "helado", "pan con queso", "kombucha", "cerveza", "zorblax"];
    const units = ["g", "kg", "ml", "l", "tazas de", "vasos de", "cucharadas de", "de", "", "latas de"];
    const piece = fc.oneof(
      fc.string({ maxLength: 40 }),
      fc
        .tuple(
          fc.oneof(fc.integer({ min: -1e6, max: 1e9 }), fc.double({ noNaN: false })),
          fc.constantFrom(...units),
          fc.constantFrom(...foods),
        )
        .map(([n, u, f]) => `${n} ${u} ${f}`),
    );
    fc.assert(
      fc.property(
        fc.array(piece, { maxLength: 8 }),
        fc.constantFrom(", ", " y ", " con ", "\n"),
        (parts, sep) => {
          const text = parts.join(sep);
          let r: ReturnType<typeof estimateMeal>;
          try {
            r = estimateMeal(text);
          } catch (e) {
            expect(e).toBeInstanceOf(NutritionError);
            return;
          }
          for (const k of ["calories", "protein", "carbs", "fat", "sugar", "fiber", "salt"] as const) {
            expect(Number.isFinite(r[k])).toBe(true);
            expect(r[k]).toBeGreaterThanOrEqual(0);
          }
          expect(r.calories).toBeLessThanOrEqual(MAX_MEAL_KCAL);
          for (const item of r.items) expect(Number.isFinite(item.grams)).toBe(true);
        },
      ),
      { numRuns: 300 },
    );
  });
});
