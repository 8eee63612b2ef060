import { eq } from "drizzle-orm";
import type { AiPort, PlanRequest, RecipeDetails } from "../../../ai";
import { Unprocessable } from "../../../core/errors";
import type { DayPlan, PlannedMeal } from "../../../core/plan.schema";
import { subscriptions } from "../../db/schema";
import { VALID_ONBOARDING } from "../../test/factories";
import { authed, signUp, type TestApp } from "../../test/harness";

/** Test double of the AI port: predictable plans and recipes, with the calls it received. */
export interface FakeAi extends AiPort {
  planRequests: PlanRequest[];
  recipeRequests: PlannedMeal[];
  /** plans average this share of the goal (the real planner lands within ±5 %) */
  planFactor: number;
  recipeDelayMs: number;
  failRecipes: boolean;
}

function hash(text: string): number {
  let h = 2166136261;
  for (const ch of text) h = Math.imul(h ^ ch.charCodeAt(0), 16777619) >>> 0;
  return h;
}

export function createFakeAi(): FakeAi {
  const fake: FakeAi = {
    kind: "builtin",
    planRequests: [],
    recipeRequests: [],
    planFactor: 1.02,
    recipeDelayMs: 0,
    failRecipes: false,
    analyzeMealText: async () => {
      throw new Unprocessable("no se usa en estas pruebas");
    },
    analyzeMealPhoto: async () => {
      throw new Unprocessable("no se usa en estas pruebas");
    },
    async generateWeeklyPlan(req): Promise<DayPlan[]> {
      fake.planRequests.push(req);
      const tag = hash(req.seed) % 1000;
      const perMeal = Math.round((req.daily_calorie_goal * fake.planFactor) / req.meals_per_day);
      return Array.from({ length: 7 }, (_, day) => ({
        day,
        meals: Array.from({ length: req.meals_per_day }, (_, m) => ({
          id: `fake-${tag}-${day}-${m}`,
          name: `Plato ${tag} del día ${day + 1} número ${m + 1}`,
          description: "Verduras de temporada con legumbres",
          calories: perMeal,
          protein: 25,
          carbs: 60,
          fat: 15,
          sugar: 8,
          fiber: 9,
          salt: 1.1,
        })),
      }));
    },
    async generateRecipe(meal): Promise<RecipeDetails> {
      fake.recipeRequests.push(meal);
      if (fake.recipeDelayMs) await new Promise((r) => setTimeout(r, fake.recipeDelayMs));
      if (fake.failRecipes) throw new Unprocessable("No tenemos una receta para esta comida");
      return {
        ingredients: [`200 g de ${meal.name.toLowerCase()}`, "1 cucharada de aceite de oliva"],
        instructions: ["Prepara los ingredientes.", "Cocina a fuego medio 15 minutos.", "Sirve caliente."],
        time: 25,
        difficulty: "fácil",
      };
    },
  };
  return fake;
}

export const ONBOARDING_BODY = VALID_ONBOARDING;

/** A signed-up user who completed onboarding (which stores the initial plan). */
export async function onboardedUser(app: TestApp, overrides: Record<string, unknown> = {}) {
  const user = await signUp(app);
  const res = await app.request(
    "/api/onboarding",
    authed(user.cookie, { method: "POST", json: { ...ONBOARDING_BODY, ...overrides } }),
  );
  if (res.status !== 200) throw new Error(`onboarding failed: ${res.status} ${await res.text()}`);
  return user;
}

export async function makePremium(app: TestApp, userId: string, planType: "premium" | "family" = "premium") {
  await app.database.db
    .update(subscriptions)
    .set({ planType, active: true })
    .where(eq(subscriptions.userId, userId));
}
