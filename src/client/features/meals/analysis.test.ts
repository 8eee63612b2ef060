import { describe, expect, it } from "vitest";
import type { AnalysisItem, NutritionAnalysis } from "../../../core/nutrition.schema";
import { isSupportedImage, reviseAnalysis, withGrams } from "./analysis";

const item = (name: string, grams: number, calories: number, protein: number): AnalysisItem => ({
  food_id: name,
  name,
  quantity: 1,
  unit: "ración",
  grams,
  confidence: 1,
  source: "table",
  calories,
  protein,
  carbs: 10,
  fat: 2,
  sugar: 1,
  fiber: 0.5,
  salt: 0.2,
});

const rice = item("arroz", 200, 260, 5.4);
const chicken = item("pollo", 150, 240, 45);
const analysis: NutritionAnalysis = {
  description: "arroz con pollo",
  weight: "350 g",
  // 20 kcal of cooking oil in the total that no item carries
  calories: 520,
  protein: 50.4,
  carbs: 20,
  fat: 6,
  sugar: 2,
  fiber: 1,
  salt: 0.4,
  items: [rice, chicken],
  unmatched: [],
  engine: "builtin",
};

describe("editing the analysis before saving", () => {
  it("scales an item's nutrients and quantity with its grams", () => {
    const half = withGrams(rice, 100);
    expect(half).toMatchObject({ grams: 100, quantity: 0.5, calories: 130, protein: 2.7, carbs: 5 });
    expect(withGrams(rice, -5)).toMatchObject({ grams: 0, calories: 0 });
  });

  it("moves the totals by what the items changed and keeps the rest of the estimate", () => {
    const revised = reviseAnalysis(analysis, [withGrams(rice, 100), chicken]);
    expect(revised).toMatchObject({ calories: 390, protein: 47.7, weight: "250 g" });
    expect(reviseAnalysis(analysis, [rice, chicken])).toMatchObject({ calories: 520, protein: 50.4 });
  });

  it("drops a removed item from the totals", () => {
    const revised = reviseAnalysis(analysis, [chicken]);
    expect(revised.items).toEqual([chicken]);
    expect(revised).toMatchObject({ calories: 260, protein: 45, weight: "150 g" });
  });
});

describe("photo check by content", () => {
  it("accepts JPEG, PNG and WebP bytes and refuses text named .jpg", async () => {
    const blob = (bytes: number[] | string) =>
      new Blob([typeof bytes === "string" ? bytes : new Uint8Array(bytes)]);
    expect(await isSupportedImage(blob([0xff, 0xd8, 0xff, 0xe0]))).toBe(true);
    expect(await isSupportedImage(blob([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a]))).toBe(true);
    expect(await isSupportedImage(blob("RIFF\u0000\u0000\u0000\u0000WEBPVP8 "))).toBe(true);
    expect(await isSupportedImage(blob("hola, esto es texto"))).toBe(false);
  });
});
