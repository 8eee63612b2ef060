import { describe, expect, it } from "vitest";
import type { DayPlan } from "../core/plan.schema";
import { generateWeeklyPlan, type PlannerProfile, recipeById } from "./index";
import { parseFoodPreferences, recipeMatches } from "./preferences";
import { RECIPES } from "./recipes";

const SLOW = { timeout: 120_000 };

const base = (food_preferences: string[]): PlannerProfile => ({
  daily_calorie_goal: 2200,
  meals_per_day: 4,
  dietary_restrictions: [],
  health_restrictions: [],
  fitness_goal: "Mantenimiento",
  weight: 70,
  cuisine_region: "espana",
  food_preferences,
});

const dishes = (plan: DayPlan[]) => plan.flatMap((d) => d.meals).map((m) => recipeById(m.recipe_id!)!);
const sideNames = (plan: DayPlan[]) =>
  plan.flatMap((d) => d.meals.flatMap((m) => m.items ?? []).map((i) => i.name));

describe("food preferences", () => {
  it("reads likes and dislikes from the way people write them", () => {
    const p = parseFoodPreferences([
      "No me gusta el pescado ni el marisco",
      "odio el cilantro",
      "me encantan las lentejas y el pollo",
      "sin champiñones",
    ]);
    expect(p.dislikes).toEqual([["pescado"], ["marisco"], ["cilantro"], ["champinones"]]);
    expect(p.likes).toEqual([["lentejas"], ["pollo"]]);
  });

  it("matches a food by ingredient, plural, group word or dish name", () => {
    const byId = (id: string) => RECIPES.find((r) => r.id === id)!;
    expect(recipeMatches(byId("merluza-a-la-plancha-con-judias-verdes"), [["pescado"]])).toBe(true);
    expect(recipeMatches(byId("lentejas-con-huevo"), [["lenteja"]])).toBe(true);
    expect(recipeMatches(byId("picadillo-de-soya"), [["cilantro"]])).toBe(true);
    expect(recipeMatches(byId("lentejas-con-huevo"), [["pescado"]])).toBe(false);
  });

  it(
    "leaves out dishes and sides with a disliked food while the pool allows, and stays feasible",
    SLOW,
    async () => {
      const neutral = await generateWeeklyPlan(base([]), "p");
      const fish = (plan: DayPlan[]) => dishes(plan).filter((r) => r.tags.includes("pescado")).length;
      expect(fish(neutral)).toBeGreaterThan(0);
      const plan = await generateWeeklyPlan(base(["no me gusta el pescado", "odio el plátano"]), "p");
      expect(plan).toHaveLength(7);
      expect(fish(plan)).toBe(0);
      expect(sideNames(plan).some((n) => /merluza|atún|plátano/.test(n))).toBe(false);
      for (const day of plan) {
        const kcal = day.meals.reduce((s, m) => s + m.calories, 0);
        expect(Math.abs(kcal - 2200)).toBeLessThanOrEqual(110);
      }
    },
  );

  it(
    "a dislike never removes the last dishes a slot has: a restricted pool keeps its plan",
    SLOW,
    async () => {
      const profile: PlannerProfile = {
        ...base([
          "no me gustan las legumbres, ni los garbanzos, ni las lentejas, ni las alubias, ni el tomate",
        ]),
        dietary_restrictions: ["Vegano", "Sin gluten"],
      };
      const plan = await generateWeeklyPlan(profile, "v");
      expect(plan.every((d) => d.meals.length === 4 && d.meals.every((m) => m.recipe_id))).toBe(true);
    },
  );

  it("offers dishes with a liked food more often", SLOW, async () => {
    const count = (plan: DayPlan[]) => dishes(plan).filter((r) => recipeMatches(r, [["lentejas"]])).length;
    let neutral = 0;
    let liked = 0;
    for (const seed of ["a", "b", "c"]) {
      neutral += count(await generateWeeklyPlan(base([]), seed));
      liked += count(await generateWeeklyPlan(base(["me encantan las lentejas"]), seed));
    }
    expect(liked).toBeGreaterThan(neutral);
  });

  it("'no me gusta el tofu' does not give an omnivore tofu; 'me gusta el tofu' may", SLOW, async () => {
    const plan = await generateWeeklyPlan(base(["no me gusta el tofu"]), "t");
    expect(dishes(plan).some((r) => recipeMatches(r, [["tofu"]]))).toBe(false);
    expect(sideNames(plan).some((n) => /tofu/.test(n))).toBe(false);
  });
});
