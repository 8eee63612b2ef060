import { describe, expect, it } from "vitest";
import {
  ACTIVITY_MULTIPLIERS,
  ACTIVITY_OPTIONS,
  ageFromBirthDate,
  calculateDailyCalorieGoal,
  restingMetabolicRate,
} from "./calorie-goal";

describe("restingMetabolicRate", () => {
  // 9.65*70 + 573*1.70 - 5.08*30 + 260 = 675.5 + 974.1 - 152.4 + 260 = 1757.2
  it("uses the male formula for Masculino (height in metres)", () => {
    expect(restingMetabolicRate({ gender: "Masculino", weightKg: 70, heightCm: 170, age: 30 })).toBeCloseTo(
      1757.2,
      6,
    );
  });

  // 7.38*60 + 607*1.65 - 2.31*25 + 43 = 442.8 + 1001.55 - 57.75 + 43 = 1429.6
  it("uses the female formula for Femenino", () => {
    expect(restingMetabolicRate({ gender: "Femenino", weightKg: 60, heightCm: 165, age: 25 })).toBeCloseTo(
      1429.6,
      6,
    );
  });

  // female for 70/170/30: 516.6 + 1031.9 - 69.3 + 43 = 1522.2
  it("uses the female formula for Otro: only Masculino selects the male one (SPEC.md section 9)", () => {
    expect(restingMetabolicRate({ gender: "Otro", weightKg: 70, heightCm: 170, age: 30 })).toBeCloseTo(
      1522.2,
      6,
    );
  });
});

describe("calculateDailyCalorieGoal", () => {
  const base = { gender: "Masculino" as const, weight: 70, height: 170, age: 30 };

  it("maintenance, sedentary: 1757.2 x 1.2 = 2108.64 -> 2109", () => {
    expect(
      calculateDailyCalorieGoal({ ...base, activity_level: "sedentary", fitness_goal: "Mantenimiento" }),
    ).toBe(2109);
  });

  it("defaults the activity multiplier to 1.2 when the level is missing or unknown", () => {
    expect(calculateDailyCalorieGoal({ ...base, activity_level: null, fitness_goal: null })).toBe(2109);
    expect(calculateDailyCalorieGoal({ ...base, activity_level: "couch", fitness_goal: null })).toBe(2109);
  });

  it("weight loss x0.85: female 1429.6 x 1.55 x 0.85 = 1883.498 -> 1883", () => {
    expect(
      calculateDailyCalorieGoal({
        gender: "Femenino",
        weight: 60,
        height: 165,
        age: 25,
        activity_level: "moderate",
        fitness_goal: "Pérdida de peso",
      }),
    ).toBe(1883);
  });

  // 9.65*80 + 573*1.8 - 5.08*28 + 260 = 1921.16; x1.725 = 3314.001; x1.15 = 3811.10115
  it("muscle gain x1.15: 3811", () => {
    expect(
      calculateDailyCalorieGoal({
        gender: "Masculino",
        weight: 80,
        height: 180,
        age: 28,
        activity_level: "very_active",
        fitness_goal: "Ganancia muscular",
      }),
    ).toBe(3811);
  });

  it("sports performance x1.2: 1757.2 x 1.9 x 1.2 = 4006.416 -> 4006", () => {
    expect(
      calculateDailyCalorieGoal({
        ...base,
        activity_level: "extra_active",
        fitness_goal: "Rendimiento deportivo",
      }),
    ).toBe(4006);
  });

  it("Mejorar salud keeps x1: Otro 1522.2 x 1.375 = 2093.03 -> 2093", () => {
    expect(
      calculateDailyCalorieGoal({
        ...base,
        gender: "Otro",
        activity_level: "light",
        fitness_goal: "Mejorar salud",
      }),
    ).toBe(2093);
  });

  it("clamps to 5000 at the top", () => {
    expect(
      calculateDailyCalorieGoal({
        gender: "Masculino",
        weight: 300,
        height: 250,
        age: 20,
        activity_level: "extra_active",
        fitness_goal: "Rendimiento deportivo",
      }),
    ).toBe(5000);
  });

  // 7.38*30 + 607*1.0 - 2.31*100 + 43 = 640.4; x1.2 x0.85 = 653.2 -> 1200
  it("clamps to 1200 at the bottom", () => {
    expect(
      calculateDailyCalorieGoal({
        gender: "Femenino",
        weight: 30,
        height: 100,
        age: 100,
        activity_level: "sedentary",
        fitness_goal: "Pérdida de peso",
      }),
    ).toBe(1200);
  });

  it("gives 2000 when weight, height, age or gender is missing", () => {
    const full = { ...base, activity_level: "moderate", fitness_goal: "Mantenimiento" };
    expect(calculateDailyCalorieGoal({ ...full, weight: null })).toBe(2000);
    expect(calculateDailyCalorieGoal({ ...full, height: undefined })).toBe(2000);
    expect(calculateDailyCalorieGoal({ ...full, age: null })).toBe(2000);
    expect(calculateDailyCalorieGoal({ ...full, gender: null })).toBe(2000);
    expect(calculateDailyCalorieGoal({})).toBe(2000);
  });
});

describe("activity tables", () => {
  it("match SPEC.md section 9", () => {
    expect(ACTIVITY_MULTIPLIERS).toEqual({
      sedentary: 1.2,
      light: 1.375,
      moderate: 1.55,
      very_active: 1.725,
      extra_active: 1.9,
    });
    expect(ACTIVITY_OPTIONS.map((o) => [o.level, o.displayName, o.frequency, o.multiplier])).toEqual([
      ["sedentary", "Sedentario", "poco o ningún ejercicio", 1.2],
      ["light", "Actividad ligera", "1-3 días/semana", 1.375],
      ["moderate", "Actividad moderada", "3-5 días/semana", 1.55],
      ["very_active", "Muy activo", "6-7 días/semana", 1.725],
      ["extra_active", "Atleta", "ejercicio intenso diario", 1.9],
    ]);
  });
});

describe("ageFromBirthDate", () => {
  const on = (iso: string) => new Date(`${iso}T12:00:00Z`);

  it("counts whole years, the birthday itself included", () => {
    expect(ageFromBirthDate("1990-06-15", on("2024-06-14"))).toBe(33);
    expect(ageFromBirthDate("1990-06-15", on("2024-06-15"))).toBe(34);
    expect(ageFromBirthDate("1990-06-15", on("2024-12-31"))).toBe(34);
  });

  it("handles 29 February birthdays in common years", () => {
    expect(ageFromBirthDate("2000-02-29", on("2023-02-28"))).toBe(22);
    expect(ageFromBirthDate("2000-02-29", on("2023-03-01"))).toBe(23);
  });

  it("accepts a Date", () => {
    expect(ageFromBirthDate(new Date("1990-06-15T00:00:00Z"), on("2024-06-15"))).toBe(34);
  });

  it("returns null for unreadable or future dates", () => {
    expect(ageFromBirthDate("2023-02-30", on("2024-01-01"))).toBeNull();
    expect(ageFromBirthDate("ayer", on("2024-01-01"))).toBeNull();
    expect(ageFromBirthDate("", on("2024-01-01"))).toBeNull();
    expect(ageFromBirthDate("2030-01-01", on("2024-01-01"))).toBeNull();
  });
});
