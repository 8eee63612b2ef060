import { describe, expect, it } from "vitest";
import { detectFormat, mapMealName, parseAmount, parseCsvText } from "./import-formats";

const ctx = { timeZone: "Europe/Madrid", latest: new Date("2026-11-22T12:00:00Z") };

describe("meal names", () => {
  it.each([
    ["Breakfast", "breakfast"],
    ["Desayuno", "breakfast"],
    ["Lunch", "lunch"],
    ["Almuerzo", "lunch"],
    ["Comida", "lunch"],
    ["Dinner", "dinner"],
    ["Cena", "dinner"],
    ["Snacks", "snack"],
    ["Merienda", "snack"],
    ["Tentempié", "snack"],
    ["Snacks 2", "snack"],
    ["Uncategorized", "snack"],
  ])("%s → %s", (name, type) => {
    expect(mapMealName(name)).toBe(type);
  });

  it("knows nothing of Brunch or an empty name", () => {
    expect(mapMealName("Brunch")).toBeNull();
    expect(mapMealName("")).toBeNull();
  });
});

describe("amounts", () => {
  it.each([
    ["12,5", 12.5],
    ["12.5", 12.5],
    ["1.234,5", 1234.5],
    ["1,234.5", 1234.5],
    ["", 0],
    [" 7 ", 7],
  ])("%j → %d", (raw, value) => {
    expect(parseAmount(raw)).toBe(value);
  });
  it("refuses words and dates", () => {
    expect(parseAmount("mucho")).toBeNull();
    expect(parseAmount("2026-11-02")).toBeNull();
  });
});

describe("formats", () => {
  it("tells the three layouts apart by their published headers", () => {
    expect(detectFormat(["Date", "Meal", "Calories", "Fat (g)"]).spec.format).toBe("myfitnesspal");
    expect(detectFormat(["Day", "Time", "Group", "Food Name", "Amount", "Energy (kcal)"]).spec.format).toBe(
      "cronometer",
    );
    expect(detectFormat(["Date", "Energy (kcal)", "Protein (g)"]).spec.format).toBe("cronometer_daily");
    expect(
      detectFormat(["fecha", "registrado_en", "tipo_de_comida", "descripcion", "kcal"]).spec.format,
    ).toBe("bocado_csv");
  });

  it("names the missing columns of the closest layout", () => {
    expect(() => detectFormat(["Day", "Group", "Energy (kcal)"])).toThrow(
      "Al archivo de Cronometer le faltan columnas: Food Name. No se ha importado nada.",
    );
  });

  it("reads a semicolon CSV with decimal commas and a BOM (Bocado's own)", () => {
    const text =
      "\uFEFFfecha;hora;registrado_en;tipo_de_comida;descripcion;kcal;proteinas_g;carbohidratos_g;grasas_g;azucares_g;fibra_g;sal_g\r\n" +
      "2026-10-01;08:30;2026-10-01T06:30:00.000Z;Desayuno;'=SUMA(1);312,5;11,25;40,1;10,33;8,2;3,1;1,05\r\n";
    const parsed = parseCsvText(text, ctx);
    expect(parsed.format).toBe("bocado_csv");
    expect(parsed.meals[0]).toMatchObject({
      mealType: "breakfast",
      description: "=SUMA(1)",
      nutrients: { calories: 312.5, protein: 11.25, salt: 1.05 },
    });
    expect(parsed.meals[0].loggedAt.toISOString()).toBe("2026-10-01T06:30:00.000Z");
  });

  it("reads Cronometer's 12-hour times in the user's zone, across a DST change", () => {
    const text = [
      "Day,Time,Group,Food Name,Amount,Energy (kcal)",
      '2026-03-28,12:30 PM,Lunch,"Bread, Whole Wheat",60 g,150',
      "2026-03-29,12:30 PM,Lunch,Rice,100 g,130",
      "2026-03-29,25:00,Lunch,Rice,100 g,130",
    ].join("\n");
    const parsed = parseCsvText(text, ctx);
    expect(parsed.meals.map((m) => m.loggedAt.toISOString())).toEqual([
      "2026-03-28T11:30:00.000Z",
      "2026-03-29T10:30:00.000Z",
    ]);
    expect(parsed.meals[0].description).toBe("Bread, Whole Wheat (60 g)");
    expect(parsed.rejected).toEqual([{ row: 4, reason: "Hora no válida «25:00»" }]);
  });
});
