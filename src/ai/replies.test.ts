import { describe, expect, it } from "vitest";
import { ProviderFailed } from "../core/errors";
import { AI_MESSAGES } from "./messages";
import { parseMealReply, readJson, validatePlan, validateRecipe } from "./replies";
import { planJson } from "./testing/fixtures";

const M = { empty: "vacío", noJson: "sin json", unparsable: "roto" };

function failure(fn: () => unknown): string {
  try {
    fn();
  } catch (error) {
    expect(error).toBeInstanceOf(ProviderFailed);
    return (error as Error).message;
  }
  throw new Error("expected a failure");
}

describe("readJson", () => {
  it("finds an object or array in prose, fences and <think> blocks", () => {
    expect(readJson('{"a":1}', M)).toEqual({ a: 1 });
    expect(readJson('Aquí está: {"a": {"b": 2}} espero que sirva', M)).toEqual({ a: { b: 2 } });
    expect(readJson('```json\n[{"a":1}]\n```', M)).toEqual([{ a: 1 }]);
    expect(readJson('<think>pienso {x}</think>\n{"a":1}', M)).toEqual({ a: 1 });
    expect(readJson('Ver {nota al pie}. Respuesta: {"a": "}{"}', M)).toEqual({ a: "}{" });
    expect(readJson('{"a":1} y además {"b":2}', M)).toEqual({ a: 1 });
  });

  it("tells empty, no JSON and unparsable apart", () => {
    expect(failure(() => readJson("", M))).toBe("vacío");
    expect(failure(() => readJson(null, M))).toBe("vacío");
    expect(failure(() => readJson("no hay nada aquí", M))).toBe("sin json");
    expect(failure(() => readJson('{"a": 1', M))).toBe("roto");
    expect(failure(() => readJson("{'a': 1}", M))).toBe("roto");
    // cut off by max_tokens: the inner complete object is not taken for the answer
    expect(failure(() => readJson('{"description": "x", "items": [{"name": "pan"}, {"name": "ar', M))).toBe(
      "roto",
    );
  });
});

describe("parseMealReply", () => {
  const meal = { description: "x", calories: 1, protein: 1, carbs: 1, fat: 1, sugar: 1, fiber: 1, salt: 1 };

  it("keeps usable items, counts unusable ones, and marks items without all seven numbers", () => {
    const reply = parseMealReply(
      JSON.stringify({
        ...meal,
        weight: 300,
        items: [
          { name: "arroz", grams: "150 g" },
          { name: "", grams: 10 },
          { grams: 5 },
          { ...meal, name: "pan", grams: 40 },
        ],
      }),
      "text",
    );
    expect(reply.weight).toBe("300 g");
    expect(reply.droppedItems).toBe(2);
    expect(reply.items.map((i) => [i.name, i.grams, i.nutrients !== null])).toEqual([
      ["arroz", 150, false],
      ["pan", 40, true],
    ]);
  });

  it("does not read null as zero", () => {
    expect(failure(() => parseMealReply(JSON.stringify({ ...meal, salt: null }), "text"))).toBe(
      AI_MESSAGES.meal.missingFields,
    );
  });
});

describe("validatePlan", () => {
  it("accepts the usual wrappers", () => {
    const { days } = planJson(7, 2);
    for (const json of [{ days }, { daily_plans: days }, { plan: { days } }, days]) {
      expect(validatePlan(json, 2)).toHaveLength(7);
    }
  });

  it("rejects a non-object", () => {
    expect(failure(() => validatePlan("plan", 3))).toBe(AI_MESSAGES.plan.invalidFormat);
    expect(failure(() => validatePlan({ days: [1, 2, 3, 4, 5, 6, 7] }, 3))).toBe(
      AI_MESSAGES.plan.invalidFormat,
    );
  });

  it("names the expected count per day", () => {
    expect(failure(() => validatePlan(planJson(7, 4), 5))).toBe(
      "El plan debe tener exactamente 5 comidas por día",
    );
  });
});

describe("validateRecipe", () => {
  const recipe = { ingredients: ["a"], instructions: ["b"], time: 20, difficulty: "fácil" };

  it("normalises difficulty spellings and time strings", () => {
    expect(validateRecipe({ ...recipe, difficulty: "Dificil", time: "45 minutos" })).toMatchObject({
      difficulty: "difícil",
      time: 45,
    });
    expect(validateRecipe({ receta: { ...recipe, time: -5 } })).toMatchObject({ time: 30 });
  });

  it("refuses empty lists", () => {
    expect(failure(() => validateRecipe({ ...recipe, ingredients: [] }))).toBe(
      AI_MESSAGES.recipe.invalidFormat,
    );
    expect(failure(() => validateRecipe({ ...recipe, instructions: ["", null] }))).toBe(
      AI_MESSAGES.recipe.invalidFormat,
    );
  });
});
