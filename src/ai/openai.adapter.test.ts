import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { Invalid, ProviderFailed } from "../core/errors";
import { AI_MESSAGES } from "./messages";
import { createOpenAiAdapter } from "./openai.adapter";
import type { AiConfig, AiPort, PlanRequest } from "./port";
import { type FakeChatServer, startFakeChatServer } from "./testing/fake-chat-server";
import { fakeTable, mealJson, planJson, plannedMeal, profileFixture } from "./testing/fixtures";

let fake: FakeChatServer;
beforeAll(async () => {
  fake = await startFakeChatServer();
});
afterAll(async () => {
  await fake.close();
});
beforeEach(() => {
  fake.reset();
});

function config(overrides: Partial<AiConfig> = {}): AiConfig {
  return {
    baseUrl: fake.url,
    apiKey: "clave-de-prueba",
    model: "vision-grande",
    smallModel: "pequeno",
    timeoutMs: 2000,
    maxRetries: 2,
    ...overrides,
  };
}

function port(overrides: Partial<AiConfig> = {}): AiPort {
  return createOpenAiAdapter(config(overrides), { table: fakeTable });
}

const GOOD_MEAL = {
  description: "Tostada con tomate y aceite",
  weight: "120 g",
  calories: 250,
  protein: 6,
  carbs: 32,
  fat: 11,
  sugar: 3,
  fiber: 3,
  salt: 0.9,
};

/** Rejects with exactly this error class, status and message. */
async function expectFailure(
  promise: Promise<unknown>,
  type: typeof ProviderFailed | typeof Invalid,
  message: string,
) {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(type);
  expect((error as Error).message).toBe(message);
  return error as ProviderFailed;
}

const userText = (i = 0) => {
  const content = fake.requests[i].body.messages?.find((m) => m.role === "user")?.content;
  if (typeof content === "string") return content;
  return (content ?? []).map((part) => part.text ?? "").join("");
};

describe("text meal analysis", () => {
  it("sends the spec's request and returns the validated analysis", async () => {
    fake.script({ reply: JSON.stringify(GOOD_MEAL) });
    const result = await port().analyzeMealText("una tostada con tomate y aceite");

    expect(result).toMatchObject({ ...GOOD_MEAL, engine: "openai", items: [] });
    expect(fake.requests).toHaveLength(1);
    const req = fake.requests[0];
    expect(req.method).toBe("POST");
    expect(req.path).toBe("/v1/chat/completions");
    expect(req.headers.authorization).toBe("Bearer clave-de-prueba");
    expect(req.body).toMatchObject({ model: "vision-grande", temperature: 0.7, max_tokens: 500 });
    expect(req.body.messages?.[0]).toMatchObject({ role: "system" });
    expect(req.body.messages?.[0].content).toContain("únicamente con JSON");
    expect(userText()).toContain("Analiza la siguiente comida");
    expect(userText()).toContain("una tostada con tomate y aceite");
    expect(userText()).toContain("Responde SOLO con un objeto JSON");
  });

  it("accepts JSON inside prose, code fences or after a <think> block, and numeric strings", async () => {
    fake.script(
      { reply: `Claro, aquí tienes:\n\`\`\`json\n${JSON.stringify(GOOD_MEAL)}\n\`\`\`\n¡Buen provecho!` },
      {
        reply: `<think>hmm {no}</think>${JSON.stringify({ ...GOOD_MEAL, calories: "250 kcal", salt: "0,9" })}`,
      },
    );
    await expect(port().analyzeMealText("tostada")).resolves.toMatchObject({ calories: 250 });
    await expect(port().analyzeMealText("tostada")).resolves.toMatchObject({ calories: 250, salt: 0.9 });
  });

  it("maps a reply with no JSON to the text message", async () => {
    fake.script({ reply: "Lo siento, no puedo ayudarte con eso." });
    await expectFailure(port().analyzeMealText("algo"), ProviderFailed, AI_MESSAGES.meal.textUnreadable);
  });

  it("maps broken JSON to 'Error al procesar la respuesta'", async () => {
    fake.script({ reply: '{"description": "Tostada", "calories": 250, "protein": ' });
    await expectFailure(port().analyzeMealText("tostada"), ProviderFailed, AI_MESSAGES.meal.unparsable);
    fake.script({ reply: '{"description": "Tostada", calories: 250}' });
    await expectFailure(port().analyzeMealText("tostada"), ProviderFailed, AI_MESSAGES.meal.unparsable);
  });

  it("maps missing or non-numeric fields to 'Error en el formato de la respuesta'", async () => {
    const { fiber: _f, ...noFiber } = GOOD_MEAL;
    fake.script(
      { reply: JSON.stringify(noFiber) },
      { reply: JSON.stringify({ ...GOOD_MEAL, calories: "muchas" }) },
      { reply: JSON.stringify({ ...GOOD_MEAL, description: "" }) },
      { reply: JSON.stringify({ ...GOOD_MEAL, fat: -3 }) },
    );
    for (let i = 0; i < 4; i++) {
      await expectFailure(port().analyzeMealText("tostada"), ProviderFailed, AI_MESSAGES.meal.missingFields);
    }
  });

  it("maps a reply without choices or without content to the spec's texts", async () => {
    fake.script({ raw: { id: "x", object: "chat.completion" } }, { reply: "   " });
    await expectFailure(port().analyzeMealText("tostada"), ProviderFailed, AI_MESSAGES.meal.invalidStructure);
    await expectFailure(port().analyzeMealText("tostada"), ProviderFailed, AI_MESSAGES.meal.empty);
  });
});

describe("retries and timeouts (the client's own)", () => {
  it("retries a 429 and succeeds on the next answer", async () => {
    fake.script({ status: 429, retryAfterMs: 10 }, { reply: JSON.stringify(GOOD_MEAL) });
    await expect(port().analyzeMealText("tostada")).resolves.toMatchObject({ calories: 250 });
    expect(fake.requests).toHaveLength(2);
    expect(fake.requests[1].body).toEqual(fake.requests[0].body);
  });

  it.each([408, 409, 503])("retries %i", async (status) => {
    fake.script({ status, retryAfterMs: 5 }, { reply: JSON.stringify(GOOD_MEAL) });
    await expect(port().analyzeMealText("tostada")).resolves.toMatchObject({ calories: 250 });
    expect(fake.requests).toHaveLength(2);
  });

  it("gives up after 2 retries of a 500 (3 requests) with the call's message", async () => {
    fake.script(
      { status: 500, retryAfterMs: 5 },
      { status: 500, retryAfterMs: 5 },
      { status: 500, retryAfterMs: 5 },
      { reply: JSON.stringify(GOOD_MEAL) },
    );
    const error = await expectFailure(
      port().analyzeMealText("tostada"),
      ProviderFailed,
      AI_MESSAGES.meal.textFailed,
    );
    expect(error.status).toBe(502);
    expect(fake.requests).toHaveLength(3);
  });

  it("uses the configured retry count", async () => {
    fake.script({ status: 500, retryAfterMs: 5 }, { reply: JSON.stringify(GOOD_MEAL) });
    await expectFailure(
      port({ maxRetries: 0 }).analyzeMealText("tostada"),
      ProviderFailed,
      AI_MESSAGES.meal.textFailed,
    );
    expect(fake.requests).toHaveLength(1);
  });

  it("does not retry a 400 or a 401", async () => {
    fake.script({ status: 401 }, { status: 400 });
    await expectFailure(port().analyzeMealText("tostada"), ProviderFailed, AI_MESSAGES.meal.textFailed);
    await expectFailure(port().analyzeMealText("tostada"), ProviderFailed, AI_MESSAGES.meal.textFailed);
    expect(fake.requests).toHaveLength(2);
  });

  it("times out a provider that hangs", async () => {
    fake.script({ hang: true });
    const started = Date.now();
    await expectFailure(
      port({ timeoutMs: 300, maxRetries: 0 }).analyzeMealText("tostada"),
      ProviderFailed,
      AI_MESSAGES.meal.textFailed,
    );
    expect(Date.now() - started).toBeLessThan(1500);
    expect(fake.requests).toHaveLength(1);
  });

  it("retries a timed-out request", async () => {
    fake.script({ hang: true }, { reply: JSON.stringify(GOOD_MEAL) });
    await expect(port({ timeoutMs: 300, maxRetries: 1 }).analyzeMealText("tostada")).resolves.toMatchObject({
      calories: 250,
    });
    expect(fake.requests).toHaveLength(2);
  });
});

describe("photo analysis", () => {
  const image = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3]);

  it("sends the image as a data URL to the vision model with the user's words", async () => {
    fake.script({ reply: JSON.stringify(GOOD_MEAL) });
    const result = await port().analyzeMealPhoto({ image, mime: "image/jpeg", description: "mi desayuno" });
    expect(result).toMatchObject({ calories: 250, engine: "openai" });
    const req = fake.requests[0];
    expect(req.body).toMatchObject({ model: "vision-grande", temperature: 0.7, max_tokens: 500 });
    const parts = req.body.messages?.[1].content as {
      type: string;
      text?: string;
      image_url?: { url: string };
    }[];
    expect(parts.map((p) => p.type)).toEqual(["text", "image_url"]);
    expect(parts[0].text).toContain("Analiza la comida de la imagen");
    expect(parts[0].text).toContain("mi desayuno");
    expect(parts[1].image_url?.url).toBe(`data:image/jpeg;base64,${image.toString("base64")}`);
  });

  it("maps a reply with no JSON to the photo message", async () => {
    fake.script({ reply: "Veo un plato muy rico." });
    await expectFailure(
      port().analyzeMealPhoto({ image, mime: "image/png" }),
      ProviderFailed,
      AI_MESSAGES.meal.photoFailed,
    );
  });

  it("maps a provider failure to the photo message", async () => {
    fake.script(
      { status: 500, retryAfterMs: 1 },
      { status: 500, retryAfterMs: 1 },
      { status: 500, retryAfterMs: 1 },
    );
    await expectFailure(
      port().analyzeMealPhoto({ image, mime: "image/png" }),
      ProviderFailed,
      AI_MESSAGES.meal.photoFailed,
    );
  });

  it("refuses a non-image before calling the provider", async () => {
    await expectFailure(
      port().analyzeMealPhoto({ image, mime: "application/pdf" }),
      Invalid,
      "Formato de imagen no válido. Por favor usa JPG o PNG.",
    );
    expect(fake.requests).toHaveLength(0);
  });
});

describe("weekly plan", () => {
  const request = (overrides: Partial<PlanRequest> = {}): PlanRequest => ({
    profile: profileFixture(),
    meals_per_day: 3,
    daily_calorie_goal: 1883,
    seed: "user-1:2025-01-06",
    ...overrides,
  });

  it("sends the profile, the RMR formulas, the multiplier and the goal; returns 7 validated days", async () => {
    fake.script({ reply: JSON.stringify(planJson(7, 3)) });
    const plan = await port().generateWeeklyPlan(request());

    expect(plan).toHaveLength(7);
    expect(plan.map((d) => d.day)).toEqual([0, 1, 2, 3, 4, 5, 6]);
    expect(plan.every((d) => d.meals.length === 3)).toBe(true);
    expect(plan[0].meals[0]).toMatchObject({ name: "Plato 1.1", calories: 520, salt: 1.2 });

    const req = fake.requests[0];
    expect(req.body).toMatchObject({ model: "vision-grande", temperature: 0.8, max_tokens: 10000 });
    const text = userText();
    expect(text).toContain("plan de comidas personalizado de 7 días");
    expect(text).toContain("9.65 × peso(kg) + 573 × altura(m) − 5.08 × edad + 260");
    expect(text).toContain("7.38 × peso(kg) + 607 × altura(m) − 2.31 × edad + 43");
    // 7.38*60 + 607*1.65 - 2.31*30 + 43 = 1418.05
    expect(text).toContain("RMR de esta persona: 1418 kcal");
    expect(text).toContain("multiplicador 1.55");
    expect(text).toContain("Objetivo: Pérdida de peso");
    expect(text).toContain("Objetivo calórico diario: 1883 kcal");
    expect(text).toContain("exactamente 3 comidas");
    expect(text).toContain("Vegetariano");
    expect(text).toContain("alergia a los frutos secos");
  });

  it("asks for the user's cuisine when one is chosen, and for none with 'Variada' or unset", async () => {
    fake.script({ reply: JSON.stringify(planJson(7, 3)) });
    await port().generateWeeklyPlan(request({ profile: profileFixture({ cuisine_region: "mexico" }) }));
    expect(userText()).toContain("Cocina preferida: México");
    for (const cuisine_region of ["variada", null] as const) {
      fake.script({ reply: JSON.stringify(planJson(7, 3)) });
      await port().generateWeeklyPlan(request({ profile: profileFixture({ cuisine_region }) }));
      expect(userText(fake.requests.length - 1)).not.toContain("Cocina preferida");
    }
  });

  it("uses the spec's defaults (170 cm, 70 kg, x1.2) when the profile lacks them", async () => {
    fake.script({ reply: JSON.stringify(planJson(7, 2)) });
    const profile = profileFixture({
      height: null,
      weight: null,
      activity_level: null,
      activity_details: null,
      gender: "Masculino",
    });
    await port().generateWeeklyPlan(request({ profile, meals_per_day: 2 }));
    const text = userText();
    expect(text).toContain("Altura: 170 cm");
    expect(text).toContain("Peso: 70 kg");
    expect(text).toContain("multiplicador 1.2");
    // 9.65*70 + 573*1.7 - 5.08*30 + 260 = 1757.2
    expect(text).toContain("RMR de esta persona: 1757 kcal");
  });

  it("accepts a bare array of days and fills absent sugar, fiber and salt with 0", async () => {
    const days = planJson(7, 1).days.map((d) => ({
      ...d,
      meals: d.meals.map((m) => {
        const { sugar: _s, fiber: _f, salt: _x, ...rest } = m as Record<string, unknown>;
        return rest;
      }),
    }));
    fake.script({ reply: JSON.stringify(days) });
    const plan = await port().generateWeeklyPlan(request({ meals_per_day: 1 }));
    expect(plan[6].meals[0]).toMatchObject({ calories: 520, sugar: 0, fiber: 0, salt: 0 });
  });

  it("rejects a plan without exactly 7 days", async () => {
    fake.script({ reply: JSON.stringify(planJson(6, 3)) }, { reply: JSON.stringify(planJson(8, 3)) });
    await expectFailure(port().generateWeeklyPlan(request()), ProviderFailed, AI_MESSAGES.plan.invalidFormat);
    await expectFailure(port().generateWeeklyPlan(request()), ProviderFailed, AI_MESSAGES.plan.invalidFormat);
  });

  it("rejects a day with the wrong number of meals: 'El plan debe tener exactamente N comidas por día'", async () => {
    const plan = planJson(7, 3, (day) => {
      if (day.day === 6) day.meals.pop();
    });
    fake.script({ reply: JSON.stringify(plan) });
    await expectFailure(
      port().generateWeeklyPlan(request()),
      ProviderFailed,
      "El plan debe tener exactamente 3 comidas por día",
    );
  });

  it("rejects a meal without a description or with non-numeric macros", async () => {
    fake.script(
      {
        reply: JSON.stringify(
          planJson(7, 3, (d) => {
            if (d.day === 4) d.meals[1] = mealJson({ description: "" });
          }),
        ),
      },
      {
        reply: JSON.stringify(
          planJson(7, 3, (d) => {
            if (d.day === 2) d.meals[0] = mealJson({ protein: "alta" });
          }),
        ),
      },
    );
    await expectFailure(port().generateWeeklyPlan(request()), ProviderFailed, AI_MESSAGES.plan.invalidFormat);
    await expectFailure(port().generateWeeklyPlan(request()), ProviderFailed, AI_MESSAGES.plan.invalidFormat);
  });

  it("maps prose, broken JSON and provider failure to the plan messages", async () => {
    fake.script(
      { reply: "Aquí tienes tu plan: lunes lentejas, martes..." },
      { reply: '{"days": [{"day": 1, "meals": [' },
      { status: 500, retryAfterMs: 1 },
      { status: 500, retryAfterMs: 1 },
      { status: 500, retryAfterMs: 1 },
    );
    await expectFailure(port().generateWeeklyPlan(request()), ProviderFailed, AI_MESSAGES.plan.invalidFormat);
    await expectFailure(port().generateWeeklyPlan(request()), ProviderFailed, AI_MESSAGES.plan.invalidFormat);
    await expectFailure(port().generateWeeklyPlan(request()), ProviderFailed, AI_MESSAGES.plan.failed);
  });

  it("writes nothing when the reply fails validation on its last day", async () => {
    // the shape a plans service has: generate, then store; a failing reply must never reach the store
    const stored: unknown[] = [];
    const generateAndStore = async (ai: AiPort) => {
      const days = await ai.generateWeeklyPlan(request());
      stored.push(...days);
    };
    fake.script({ reply: JSON.stringify(planJson(7, 3, (d) => d.day === 7 && d.meals.push(mealJson()))) });
    await expect(generateAndStore(port())).rejects.toThrow(
      "El plan debe tener exactamente 3 comidas por día",
    );
    expect(stored).toEqual([]);
  });
});

describe("recipe", () => {
  const recipe = {
    ingredients: ["3 huevos", "300 g de patata", "aceite de oliva"],
    instructions: ["Pela y corta las patatas.", "Fríelas.", "Cuaja la tortilla."],
    time: 40,
    difficulty: "medio",
  };

  it("uses the small model with 3000 tokens and 0.7, in Spanish", async () => {
    fake.script({ reply: JSON.stringify(recipe) });
    await expect(port().generateRecipe(plannedMeal)).resolves.toEqual(recipe);
    expect(fake.requests[0].body).toMatchObject({ model: "pequeno", temperature: 0.7, max_tokens: 3000 });
    expect(userText()).toContain("Escribe la receta de este plato");
    expect(userText()).toContain("Tortilla de patatas");
  });

  it("casts items to text, turns an invalid difficulty into 'medio' and an invalid time into 30", async () => {
    fake.script({
      reply: JSON.stringify({
        ingredients: [{ cantidad: "3", nombre: "huevos" }, 300, "sal"],
        instructions: ["Batir", 2],
        time: "mucho",
        difficulty: "experto",
      }),
    });
    await expect(port().generateRecipe(plannedMeal)).resolves.toEqual({
      ingredients: ["3 huevos", "300", "sal"],
      instructions: ["Batir", "2"],
      time: 30,
      difficulty: "medio",
    });
  });

  it("rejects a recipe without instruction array, time or difficulty", async () => {
    fake.script(
      { reply: JSON.stringify({ ...recipe, instructions: "Freír todo" }) },
      { reply: JSON.stringify({ ...recipe, time: undefined }) },
      { reply: JSON.stringify({ ...recipe, difficulty: null }) },
      { reply: "No sé hacer esa receta." },
    );
    for (let i = 0; i < 4; i++) {
      await expectFailure(
        port().generateRecipe(plannedMeal),
        ProviderFailed,
        AI_MESSAGES.recipe.invalidFormat,
      );
    }
  });

  it("maps a provider failure to 'Error al generar la receta. Por favor intenta más tarde.'", async () => {
    fake.script(
      { status: 503, retryAfterMs: 1 },
      { status: 503, retryAfterMs: 1 },
      { status: 503, retryAfterMs: 1 },
    );
    await expectFailure(port().generateRecipe(plannedMeal), ProviderFailed, AI_MESSAGES.recipe.failed);
    expect(fake.requests).toHaveLength(3);
  });
});

describe("grounding on the food table", () => {
  // Table: arroz 130 kcal/100 g, pechuga de pollo 150 kcal/100 g. The provider weighed right
  // (200 g rice, 150 g chicken: 260 + 225 = 485 kcal) but remembered the composition badly.
  const offReply = {
    description: "Arroz blanco con pollo a la plancha",
    weight: "350 g",
    calories: 720,
    protein: 30,
    carbs: 90,
    fat: 20,
    sugar: 2,
    fiber: 2,
    salt: 1,
    items: [
      {
        name: "arroz blanco cocido",
        grams: 200,
        calories: 420,
        protein: 8,
        carbs: 90,
        fat: 4,
        sugar: 0,
        fiber: 1,
        salt: 0,
      },
      {
        name: "pechuga de pollo a la plancha",
        grams: 150,
        calories: 300,
        protein: 22,
        carbs: 0,
        fat: 16,
        sugar: 2,
        fiber: 1,
        salt: 1,
      },
    ],
  };

  it("asks for the items and grams, and corrects off totals from the table", async () => {
    fake.script({ reply: JSON.stringify(offReply) });
    const result = await port().analyzeMealText("arroz con pollo");

    expect(userText()).toContain('"items"');
    expect(userText()).toContain('"grams"');
    expect(result).toMatchObject({
      calories: 485,
      protein: 50,
      carbs: 56,
      fat: 5.1,
      sugar: 0,
      fiber: 0.8,
      salt: 0.3,
    });
    expect(result.items.map((i) => [i.name, i.source, i.food_id, i.grams, i.calories])).toEqual([
      ["arroz blanco cocido", "table", "arroz", 200, 260],
      ["pechuga de pollo a la plancha", "table", "pechuga-de-pollo", 150, 225],
    ]);
  });

  it("keeps the provider's numbers for items the table does not know, and says so", async () => {
    const reply = {
      ...offReply,
      calories: 520,
      items: [
        offReply.items[0],
        {
          name: "salsa teriyaki",
          grams: 30,
          calories: 100,
          protein: 2,
          carbs: 20,
          fat: 0,
          sugar: 15,
          fiber: 0,
          salt: 2,
        },
      ],
    };
    fake.script({ reply: JSON.stringify(reply) });
    const result = await port().analyzeMealText("arroz con salsa teriyaki");
    expect(result.calories).toBe(260 + 100);
    expect(result.items.map((i) => [i.source, i.food_id])).toEqual([
      ["table", "arroz"],
      ["ai", null],
    ]);
  });

  it("swaps only the known items' share when an unknown item came without numbers", async () => {
    const reply = { ...offReply, items: [offReply.items[0], { name: "algo raro", grams: 50 }] };
    fake.script({ reply: JSON.stringify(reply) });
    const result = await port().analyzeMealText("arroz con algo");
    // 720 - 420 (provider's rice) + 260 (table's rice)
    expect(result.calories).toBe(560);
  });

  it("is off with grounding: false: no items asked, the provider's totals stand", async () => {
    fake.script({ reply: JSON.stringify(offReply) });
    const result = await port({ grounding: false }).analyzeMealText("arroz con pollo");
    expect(userText()).not.toContain('"items"');
    expect(result.calories).toBe(720);
    expect(result.items.every((i) => i.source === "ai")).toBe(true);
  });

  it("grounds photo analyses too", async () => {
    fake.script({ reply: JSON.stringify(offReply) });
    const result = await port().analyzeMealPhoto({ image: Buffer.from([1, 2, 3]), mime: "image/webp" });
    expect(result.calories).toBe(485);
  });
});
