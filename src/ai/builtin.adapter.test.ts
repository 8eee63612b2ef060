import { describe, expect, it } from "vitest";
import { ProviderFailed, Unprocessable } from "../core/errors";
import { createBuiltinAdapter } from "./builtin.adapter";
import { createAiPort } from "./index";
import { AI_MESSAGES } from "./messages";
import type { AiConfig, PlanRequest } from "./port";
import { plannedMeal, profileFixture } from "./testing/fixtures";

const builtinConfig: AiConfig = { model: "m", smallModel: "m", timeoutMs: 1000, maxRetries: 0 };
const ai = createAiPort(builtinConfig);

const request = (overrides: Partial<PlanRequest> = {}): PlanRequest => ({
  profile: profileFixture(),
  meals_per_day: 3,
  daily_calorie_goal: 1883,
  seed: "user-1:2025-01-06",
  ...overrides,
});

async function rejection(promise: Promise<unknown>): Promise<Error> {
  return promise.then(
    () => {
      throw new Error("expected a rejection");
    },
    (e: Error) => e,
  );
}

describe("createAiPort", () => {
  it("is builtin without a base URL and openai with one", () => {
    expect(ai.kind).toBe("builtin");
    expect(createAiPort({ ...builtinConfig, baseUrl: "http://127.0.0.1:9/v1" }).kind).toBe("openai");
  });
});

describe("builtin adapter on the real engines", () => {
  it("analyses a Spanish description with the nutrition engine", async () => {
    const result = await ai.analyzeMealText("un plato de lentejas y una manzana");
    expect(result.engine).toBe("builtin");
    expect(result.calories).toBeGreaterThan(0);
    expect(result.items.length).toBeGreaterThanOrEqual(2);
    expect(result.items.every((i) => i.source === "table")).toBe(true);
  });

  it("answers 422 with the spec's message when nothing is recognised", async () => {
    const error = await rejection(ai.analyzeMealText("xyzzy plugh"));
    expect(error).toBeInstanceOf(Unprocessable);
    expect(error.message).toBe(AI_MESSAGES.meal.textUnreadable);
  });

  it("reads a photo through the user's description", async () => {
    const result = await ai.analyzeMealPhoto({
      image: Buffer.from([1, 2, 3]),
      mime: "image/jpeg",
      description: "tortilla de patatas",
    });
    expect(result.engine).toBe("builtin");
    expect(result.items[0]?.food_id).toBe("tortilla-de-patatas");
  });

  it("explains that photo analysis needs a provider when there is no description", async () => {
    for (const description of [undefined, "", "   "]) {
      const error = await rejection(
        ai.analyzeMealPhoto({ image: Buffer.from([1]), mime: "image/png", description }),
      );
      expect(error).toBeInstanceOf(Unprocessable);
      expect(error.message).toBe(
        "El análisis de fotos necesita un proveedor de IA configurado. Describe la comida con palabras y la analizaremos al momento.",
      );
    }
  });

  it.each([1, 3, 5, 7])("plans 7 days of %i meals with the planner", async (n) => {
    const plan = await ai.generateWeeklyPlan(request({ meals_per_day: n }));
    expect(plan).toHaveLength(7);
    expect(plan.map((d) => d.day)).toEqual([0, 1, 2, 3, 4, 5, 6]);
    expect(plan.every((d) => d.meals.length === n)).toBe(true);
    expect(plan[0].meals[0].recipe_id).toBeTruthy();
  });

  it("plans deterministically for a seed", async () => {
    expect(await ai.generateWeeklyPlan(request())).toEqual(await ai.generateWeeklyPlan(request()));
  });

  it("finds the library recipe of a planned meal", async () => {
    const plan = await ai.generateWeeklyPlan(request());
    const recipe = await ai.generateRecipe(plan[0].meals[0]);
    expect(recipe.ingredients.length).toBeGreaterThan(0);
    expect(recipe.instructions.length).toBeGreaterThan(0);
    expect(["fácil", "medio", "difícil"]).toContain(recipe.difficulty);
    expect(recipe.time).toBeGreaterThan(0);
  });
});

describe("builtin adapter contract (fake engines)", () => {
  const engines = {
    estimateMeal: () => {
      throw Object.assign(
        new Error(
          "Error al analizar la comida. Por favor intenta de nuevo con una descripción más detallada.",
        ),
        {
          name: "NutritionError",
        },
      );
    },
    generateWeeklyPlan: () => [],
    recipeForMeal: () => null,
  };
  const port = createBuiltinAdapter(engines);

  it("maps the engine's NutritionError to Unprocessable with its message", async () => {
    const error = await rejection(port.analyzeMealText("algo"));
    expect(error).toBeInstanceOf(Unprocessable);
    expect((error as Unprocessable).status).toBe(422);
  });

  it("validates the planner's output like a provider's", async () => {
    const error = await rejection(port.generateWeeklyPlan(request()));
    expect(error).toBeInstanceOf(ProviderFailed);
    expect(error.message).toBe(AI_MESSAGES.plan.invalidFormat);
  });

  it("hands the profile's cuisine region to the planner (no preference when unset)", async () => {
    const seen: unknown[] = [];
    const spy = createBuiltinAdapter({
      ...engines,
      generateWeeklyPlan: (profile) => {
        seen.push(profile.cuisine_region);
        return [];
      },
    });
    await rejection(
      spy.generateWeeklyPlan(request({ profile: profileFixture({ cuisine_region: "mexico" }) })),
    );
    await rejection(spy.generateWeeklyPlan(request()));
    expect(seen).toEqual(["mexico", null]);
  });

  it("hands the profile's food preferences to the planner", async () => {
    const seen: unknown[] = [];
    const spy = createBuiltinAdapter({
      ...engines,
      generateWeeklyPlan: (profile) => {
        seen.push(profile.food_preferences);
        return [];
      },
    });
    await rejection(
      spy.generateWeeklyPlan(
        request({ profile: profileFixture({ food_preferences: ["no me gusta el pescado"] }) }),
      ),
    );
    await rejection(spy.generateWeeklyPlan(request()));
    expect(seen).toEqual([["no me gusta el pescado"], null]);
  });

  it("says when the library has no recipe for a meal", async () => {
    const error = await rejection(port.generateRecipe(plannedMeal));
    expect(error).toBeInstanceOf(Unprocessable);
    expect(error.message).toBe(AI_MESSAGES.recipe.notInLibrary);
  });
});
