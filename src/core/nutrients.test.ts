import { describe, expect, it } from "vitest";
import { nutrientsSchema } from "./nutrients";

const ok = { calories: 100, protein: 1, carbs: 1, fat: 1, sugar: 1, fiber: 1, salt: 1 };
const message = (override: Record<string, unknown>) => {
  const result = nutrientsSchema.safeParse({ ...ok, ...override });
  return result.success ? null : result.error.issues[0].message;
};

describe("nutrient validation messages agree in gender and number (issue 15 item 9)", () => {
  it.each([
    [{ calories: -1 }, "Las calorías no pueden ser negativas"],
    [{ protein: -1 }, "La proteína no puede ser negativa"],
    [{ carbs: -1 }, "Los carbohidratos no pueden ser negativos"],
    [{ fat: -1 }, "La grasa no puede ser negativa"],
    [{ sugar: -1 }, "El azúcar no puede ser negativo"],
    [{ fiber: -1 }, "La fibra no puede ser negativa"],
    [{ salt: -1 }, "La sal no puede ser negativa"],
    [{ calories: "x" }, "Las calorías deben ser un número"],
    [{ salt: "x" }, "La sal debe ser un número"],
    [{ calories: 1e6 }, "Las calorías de una comida no pueden superar 5000 kcal"],
    [{ fat: 1e6 }, "La grasa de una comida no puede superar 500 g"],
  ])("%j -> '%s'", (override, expected) => {
    expect(message(override)).toBe(expected);
  });
});
