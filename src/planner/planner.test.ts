import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { DIETARY_RESTRICTIONS, FITNESS_GOALS } from "../core/enums";
import { dayPlanSchema } from "../core/plan.schema";
import {
  excludedTagsFor,
  generateWeeklyPlan,
  MEAL_ROLES,
  type PlannerProfile,
  proteinTargetFor,
  recipeById,
} from "./index";
import { FOODS, type FoodKey } from "./library/foods";

const HEALTH = [
  "alergia a los frutos secos",
  "cacahuetes",
  "marisco",
  "celiaquía",
  "intolerancia a la lactosa",
  "diabetes",
  "hipertensión",
  "alergia al huevo",
  "pescado",
  "soja",
  "sésamo",
  "asma",
];
const SOFT = new Set(["alto en azúcar", "alto en sal"]);

const profileArb: fc.Arbitrary<PlannerProfile> = fc.record({
  daily_calorie_goal: fc.integer({ min: 1200, max: 4000 }),
  meals_per_day: fc.integer({ min: 1, max: 7 }),
  dietary_restrictions: fc.subarray([...DIETARY_RESTRICTIONS]),
  health_restrictions: fc.subarray(HEALTH, { maxLength: 4 }),
  fitness_goal: fc.option(fc.constantFrom(...FITNESS_GOALS), { nil: null }),
  weight: fc.option(fc.integer({ min: 40, max: 150 }), { nil: null }),
});

const kcalOf = (meals: { calories: number }[]) => meals.reduce((s, m) => s + m.calories, 0);
const proteinOf = (meals: { protein: number }[]) => meals.reduce((s, m) => s + m.protein, 0);

describe("generateWeeklyPlan: properties over random profiles", () => {
  it("returns exactly 7 days of exactly meals_per_day meals, valid for the plan schema", () => {
    fc.assert(
      fc.property(profileArb, fc.string(), (profile, seed) => {
        const plan = generateWeeklyPlan(profile, seed);
        expect(plan).toHaveLength(7);
        plan.forEach((day, i) => {
          expect(day.day).toBe(i);
          expect(day.meals).toHaveLength(profile.meals_per_day);
          expect(dayPlanSchema.safeParse(day).success).toBe(true);
          day.meals.forEach((m, slot) => {
            expect(m.meal_type).toBe(MEAL_ROLES[profile.meals_per_day][slot]);
            expect(Number.isInteger(m.calories)).toBe(true);
            for (const g of [m.protein, m.carbs, m.fat, m.sugar, m.fiber, m.salt]) {
              expect(Math.round(g * 10) / 10).toBe(g);
            }
            expect(m.id).toMatch(new RegExp(`^${m.recipe_id}@\\d+-d${i}m${slot}$`));
            expect(m.description).toMatch(/raci(ón|ones)/);
          });
        });
        const ids = plan.flatMap((d) => d.meals.map((m) => m.id));
        expect(new Set(ids).size).toBe(ids.length);
      }),
      { numRuns: 40 },
    );
  });

  it("never plans a dish excluded by a restriction or allergy (tags and ingredients)", () => {
    fc.assert(
      fc.property(profileArb, fc.string(), (profile, seed) => {
        const hard = [...excludedTagsFor(profile)].filter((t) => !SOFT.has(t));
        const found: string[] = [];
        for (const day of generateWeeklyPlan(profile, seed)) {
          for (const meal of day.meals) {
            const recipe = recipeById(meal.recipe_id!)!;
            for (const t of hard) if (recipe.tags.includes(t)) found.push(`${meal.id}: ${t}`);
            for (const ing of recipe.ingredients) {
              const contains: readonly string[] = FOODS[ing.food as FoodKey].contains ?? [];
              for (const t of hard) if (contains.includes(t)) found.push(`${meal.id}: ${ing.food} ${t}`);
            }
          }
        }
        expect(found).toEqual([]);
      }),
      { numRuns: 50 },
    );
  });

  it("never repeats a dish on consecutive days", () => {
    fc.assert(
      fc.property(profileArb, fc.string(), (profile, seed) => {
        const plan = generateWeeklyPlan(profile, seed);
        for (let d = 1; d < 7; d++) {
          const yesterday = new Set(plan[d - 1].meals.map((m) => m.recipe_id));
          for (const m of plan[d].meals)
            expect(yesterday.has(m.recipe_id), `${d} ${m.recipe_id}`).toBe(false);
        }
      }),
      { numRuns: 40 },
    );
  });

  it("keeps every day within ±5 % of the calorie goal when there are 2 or more meals", () => {
    fc.assert(
      fc.property(
        profileArb.filter((p) => p.meals_per_day >= 2),
        fc.string(),
        (profile, seed) => {
          for (const day of generateWeeklyPlan(profile, seed)) {
            const kcal = kcalOf(day.meals);
            expect(
              Math.abs(kcal - profile.daily_calorie_goal) / profile.daily_calorie_goal,
            ).toBeLessThanOrEqual(0.05);
          }
        },
      ),
      { numRuns: 40 },
    );
  });

  it("keeps protein within ±15 % of the target for omnivores with 3 or more meals", () => {
    fc.assert(
      fc.property(
        profileArb
          .filter((p) => p.meals_per_day >= 3)
          .map((p) => ({ ...p, dietary_restrictions: [], health_restrictions: [] })),
        fc.string(),
        (profile, seed) => {
          const target = proteinTargetFor(profile);
          for (const day of generateWeeklyPlan(profile, seed)) {
            expect(Math.abs(proteinOf(day.meals) - target) / target).toBeLessThanOrEqual(0.15);
          }
        },
      ),
      { numRuns: 30 },
    );
  });

  it("gives breakfast dishes at breakfast and snack dishes at snacks when the library allows", () => {
    fc.assert(
      fc.property(profileArb, fc.string(), (profile, seed) => {
        for (const day of generateWeeklyPlan(profile, seed)) {
          for (const m of day.meals) {
            const recipe = recipeById(m.recipe_id!)!;
            if (profile.dietary_restrictions.length === 0 && profile.health_restrictions.length === 0) {
              expect(recipe.roles).toContain(m.meal_type);
            }
          }
        }
      }),
      { numRuns: 30 },
    );
  });
});

describe("generateWeeklyPlan: examples", () => {
  const base: PlannerProfile = {
    daily_calorie_goal: 2000,
    meals_per_day: 3,
    dietary_restrictions: [],
    health_restrictions: [],
    fitness_goal: "Mantenimiento",
    weight: 70,
  };

  it("is deterministic for a seed and differs across weeks", () => {
    expect(generateWeeklyPlan(base, "user-1:2026-11-23")).toEqual(
      generateWeeklyPlan(base, "user-1:2026-11-23"),
    );
    const a = generateWeeklyPlan(base, "user-1:2026-11-23").flatMap((d) => d.meals.map((m) => m.id));
    const b = generateWeeklyPlan(base, "user-1:2026-11-30").flatMap((d) => d.meals.map((m) => m.id));
    expect(a).not.toEqual(b);
  });

  it("handles a 1200 kcal one-meal day and a 4000 kcal seven-meal day", () => {
    for (const [kcal, meals] of [
      [1200, 1],
      [4000, 7],
    ]) {
      const profile = { ...base, daily_calorie_goal: kcal, meals_per_day: meals };
      for (const day of generateWeeklyPlan(profile, "extremes")) {
        expect(day.meals).toHaveLength(meals);
        expect(Math.abs(kcalOf(day.meals) - kcal) / kcal).toBeLessThanOrEqual(0.05);
      }
    }
  });

  it("never gives a vegan honey, eggs or dairy, nor almond drink to a nut allergy", () => {
    const forbidden = new Set([
      "miel",
      "huevo",
      "huevo_duro",
      "clara",
      "mayonesa",
      "leche",
      "yogur",
      "yogur_griego",
      "queso_batido",
      "queso_fresco",
      "queso_curado",
      "queso_rallado",
      "mozzarella",
      "parmesano",
      "queso_cabra",
      "nata",
      "mantequilla",
    ]);
    for (let week = 0; week < 20; week++) {
      const vegan = { ...base, dietary_restrictions: ["Vegano"], meals_per_day: 1 + (week % 7) };
      for (const day of generateWeeklyPlan(vegan, `v${week}`)) {
        for (const m of day.meals) {
          for (const ing of recipeById(m.recipe_id!)!.ingredients)
            expect(forbidden.has(ing.food), ing.food).toBe(false);
        }
      }
      const nuts = {
        ...base,
        health_restrictions: ["alergia a los frutos secos"],
        meals_per_day: 1 + (week % 7),
      };
      for (const day of generateWeeklyPlan(nuts, `n${week}`)) {
        for (const m of day.meals) {
          for (const ing of recipeById(m.recipe_id!)!.ingredients) {
            expect([
              "bebida_almendra",
              "almendras",
              "nueces",
              "avellanas",
              "anacardos",
              "pistachos",
              "muesli",
              "cacahuetes",
              "crema_cacahuete",
            ]).not.toContain(ing.food);
          }
        }
      }
    }
  });

  it("clamps meals_per_day and survives a missing calorie goal", () => {
    const plan = generateWeeklyPlan({ ...base, meals_per_day: 12, daily_calorie_goal: Number.NaN }, "x");
    expect(plan.every((d) => d.meals.length === 7)).toBe(true);
    expect(generateWeeklyPlan({ ...base, meals_per_day: 0 }, "x")[0].meals).toHaveLength(1);
  });

  it("limits high-sugar dishes for diabetes and high-salt dishes for hypertension", () => {
    const diabetic = { ...base, meals_per_day: 5, health_restrictions: ["diabetes tipo 2", "hipertensión"] };
    for (const day of generateWeeklyPlan(diabetic, "d")) {
      for (const m of day.meals) {
        const tags = recipeById(m.recipe_id!)!.tags;
        expect(tags).not.toContain("alto en azúcar");
        expect(tags).not.toContain("alto en sal");
      }
    }
  });
});

describe("proteinTargetFor", () => {
  it("uses g/kg by goal when weight is known, bounded by a share of kcal", () => {
    const p = (goal: string | null, weight: number | null, kcal = 2500) =>
      proteinTargetFor({
        daily_calorie_goal: kcal,
        meals_per_day: 3,
        dietary_restrictions: [],
        health_restrictions: [],
        fitness_goal: goal,
        weight,
      });
    expect(p("Ganancia muscular", 80)).toBe(144);
    expect(p("Mantenimiento", 70)).toBe(94);
    expect(p("Pérdida de peso", null, 1600)).toBe(100);
    expect(p(null, null, 2000)).toBe(90);
    // 150 kg x 1.8 g/kg would be 270 g: capped at 28 % of 2000 kcal
    expect(p("Ganancia muscular", 150, 2000)).toBe(140);
  });
});
