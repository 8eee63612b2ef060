import { describe, expect, it } from "vitest";
import { profileUpdateSchema } from "./profile-update.schema";

const message = (input: unknown) => {
  const result = profileUpdateSchema.safeParse(input);
  return result.success ? null : result.error.issues[0].message;
};

describe("profileUpdateSchema", () => {
  it("turns form text into integers for age and goal and one-decimal numbers for weight and height", () => {
    expect(
      profileUpdateSchema.parse({
        full_name: "  Lucía Pérez ",
        age: "34",
        weight: "62,45",
        height: "165.5",
        daily_calorie_goal: "1850",
        meals_per_day: "4",
      }),
    ).toEqual({
      full_name: "Lucía Pérez",
      age: 34,
      weight: 62.5,
      height: 165.5,
      daily_calorie_goal: 1850,
      meals_per_day: 4,
    });
  });

  it("converts a decimal age and calorie goal to integers as the spec's profile save does", () => {
    expect(profileUpdateSchema.parse({ age: "30.7", daily_calorie_goal: "2000,9" })).toEqual({
      age: 30,
      daily_calorie_goal: 2000,
    });
    expect(profileUpdateSchema.parse({ age: 100.4 })).toEqual({ age: 100 });
    expect(message({ age: "12.9" })).toBe("La edad debe estar entre 13 y 100 años");
  });

  it("accepts JSON numbers and a partial update", () => {
    expect(profileUpdateSchema.parse({ weight: 70 })).toEqual({ weight: 70 });
    expect(profileUpdateSchema.parse({ activity_level: "light" })).toEqual({ activity_level: "light" });
  });

  it.each([
    [{ age: "12" }, "La edad debe estar entre 13 y 100 años"],
    [{ age: "101" }, "La edad debe estar entre 13 y 100 años"],
    [{ age: "" }, "La edad es requerida"],
    [{ age: "treinta" }, "La edad debe ser un número"],
    [{ weight: "29.9" }, "El peso debe estar entre 30 y 300 kg"],
    [{ weight: "1e2" }, "El peso debe ser un número"],
    [{ height: "99" }, "La altura debe estar entre 100 y 250 cm"],
    [{ height: "251" }, "La altura debe estar entre 100 y 250 cm"],
    [{ daily_calorie_goal: "1199" }, "La meta diaria de calorías debe estar entre 1200 y 5000 kcal"],
    [{ daily_calorie_goal: "5001" }, "La meta diaria de calorías debe estar entre 1200 y 5000 kcal"],
    [{ meals_per_day: 8 }, "Las comidas por día deben estar entre 1 y 7"],
    [{ meals_per_day: 0 }, "Las comidas por día deben estar entre 1 y 7"],
    [{ full_name: "   " }, "El nombre completo es requerido"],
    [{ activity_level: "couch" }, "Nivel de actividad no válido"],
    [{ dietary_restrictions: ["Paleo"] }, "Preferencia dietética no válida"],
    [{ health_restrictions: [" "] }, "Las restricciones de salud no pueden estar vacías"],
    [{ email: "otro@example.com" }, "Este campo no se puede editar desde el perfil"],
    [{}, "No hay cambios válidos que guardar"],
  ])("refuses %j with '%s'", (input, expected) => {
    expect(message(input)).toBe(expected);
  });

  it("accepts the range ends", () => {
    expect(
      profileUpdateSchema.parse({
        age: 13,
        weight: 300,
        height: 100,
        daily_calorie_goal: 5000,
        meals_per_day: 1,
      }),
    ).toMatchObject({ age: 13, weight: 300, height: 100, daily_calorie_goal: 5000, meals_per_day: 1 });
  });

  it("drops repeated dietary preferences", () => {
    expect(profileUpdateSchema.parse({ dietary_restrictions: ["Vegano", "Vegano"] })).toEqual({
      dietary_restrictions: ["Vegano"],
    });
  });
});
