import OpenAI from "openai";
import type {
  ChatCompletionContentPart,
  ChatCompletionCreateParamsNonStreaming,
} from "openai/resources/chat/completions";
import { Invalid, ProviderFailed } from "../core/errors";
import type { NutritionAnalysis } from "../core/nutrition.schema";
import type { PlannedMeal } from "../core/plan.schema";
import { type FoodTable, groundMeal } from "./grounding";
import { AI_MESSAGES } from "./messages";
import type { AiConfig, AiPort, MealPhoto, PlanRequest, RecipeDetails } from "./port";
import {
  CALL_PARAMS,
  mealPhotoPrompt,
  mealTextPrompt,
  planPrompt,
  recipePrompt,
  SYSTEM_PROMPT,
} from "./prompts";
import { parseMealReply, parsePlanReply, parseRecipeReply } from "./replies";

export const DEFAULT_MEAL_DEADLINE_MS = 45_000;

/** Local servers (Ollama, llama.cpp, LM Studio) ignore the key, but the client refuses to start without one. */
const PLACEHOLDER_KEY = "sin-clave";

export const PHOTO_MIME_TYPES = ["image/jpeg", "image/png", "image/webp", "image/gif"] as const;
const INVALID_IMAGE = "Formato de imagen no válido. Por favor usa JPG o PNG.";

/**
 * The official client against any OpenAI-compatible endpoint. Everything is passed explicitly so the
 * client never falls back to OPENAI_* environment variables. The client itself retries 408, 409, 429,
 * >= 500 and timeouts `maxRetries` times with exponential back-off (honouring Retry-After).
 */
export function createOpenAiClient(config: AiConfig): OpenAI {
  return new OpenAI({
    baseURL: config.baseUrl,
    apiKey: config.apiKey || PLACEHOLDER_KEY,
    organization: null,
    project: null,
    timeout: config.timeoutMs,
    maxRetries: config.maxRetries,
  });
}

export interface ChatCall {
  model: string;
  content: string | ChatCompletionContentPart[];
  maxTokens: number;
  temperature: number;
}

/** What a call reports when the transport fails and when the reply has no message. */
export interface ChatMessages {
  failed: string;
  empty: string;
  invalidStructure: string;
}

/**
 * One chat completion; returns the reply's text. Transport failures (after the client's retries) and
 * replies without choices become ProviderFailed with the call's message; the cause is kept for logs.
 */
export async function chat(
  client: OpenAI,
  call: ChatCall,
  messages: ChatMessages,
  signal?: AbortSignal,
): Promise<string> {
  const body: ChatCompletionCreateParamsNonStreaming = {
    model: call.model,
    messages: [
      { role: "system", content: SYSTEM_PROMPT },
      { role: "user", content: call.content },
    ],
    max_tokens: call.maxTokens,
    temperature: call.temperature,
  };
  let completion: OpenAI.Chat.Completions.ChatCompletion;
  try {
    completion = await client.chat.completions.create(body, signal ? { signal } : undefined);
  } catch (error) {
    throw withCause(new ProviderFailed(messages.failed), error);
  }
  if (!completion || !Array.isArray(completion.choices)) throw new ProviderFailed(messages.invalidStructure);
  const content = completion.choices[0]?.message?.content;
  if (typeof content !== "string" || !content.trim()) throw new ProviderFailed(messages.empty);
  return content;
}

function withCause<E extends Error>(error: E, cause: unknown): E {
  Object.defineProperty(error, "cause", { value: cause, enumerable: false, configurable: true });
  return error;
}

export interface OpenAiAdapterDeps {
  /** the built-in food table for grounding; null turns grounding off */
  table: FoodTable | null;
}

export function createOpenAiAdapter(config: AiConfig, deps: OpenAiAdapterDeps): AiPort {
  const client = createOpenAiClient(config);
  const grounding = config.grounding !== false && deps.table != null;
  const table = grounding ? deps.table : null;

  /**
   * A meal analysis gives up after mealDeadlineMs in all, retries included (the client's own timeout
   * is per attempt): a hung provider must not hold the user's request for minutes. The caller's
   * signal (the request was abandoned) aborts it as well.
   *
   * A plain controller and timer, not AbortSignal.any([caller, AbortSignal.timeout(ms)]): the composite
   * holds its sources weakly, so under memory pressure the timeout signal could be collected and the
   * deadline never fire (a hung provider then held the request for the client's full timeout; seen in
   * the full test suite). The pending timer keeps this controller alive until it fires.
   */
  const mealSignal = (caller?: AbortSignal) => {
    const controller = new AbortController();
    const timer = setTimeout(
      () => controller.abort(new DOMException("deadline", "TimeoutError")),
      config.mealDeadlineMs ?? DEFAULT_MEAL_DEADLINE_MS,
    );
    timer.unref?.();
    if (caller) {
      if (caller.aborted) controller.abort(caller.reason);
      else caller.addEventListener("abort", () => controller.abort(caller.reason), { once: true });
    }
    return controller.signal;
  };

  const mealMessages = (kind: "text" | "photo"): ChatMessages => ({
    failed: kind === "photo" ? AI_MESSAGES.meal.photoFailed : AI_MESSAGES.meal.textFailed,
    empty: AI_MESSAGES.meal.empty,
    invalidStructure: AI_MESSAGES.meal.invalidStructure,
  });

  return {
    kind: "openai",

    async analyzeMealText(
      description: string,
      options?: { signal?: AbortSignal },
    ): Promise<NutritionAnalysis> {
      const content = await chat(
        client,
        { model: config.model, content: mealTextPrompt(description, grounding), ...CALL_PARAMS.text },
        mealMessages("text"),
        mealSignal(options?.signal),
      );
      return groundMeal(parseMealReply(content, "text"), table).analysis;
    },

    async analyzeMealPhoto(input: MealPhoto): Promise<NutritionAnalysis> {
      const mime = input.mime.toLowerCase() === "image/jpg" ? "image/jpeg" : input.mime.toLowerCase();
      if (!(PHOTO_MIME_TYPES as readonly string[]).includes(mime) || input.image.length === 0) {
        throw new Invalid(INVALID_IMAGE);
      }
      const dataUrl = `data:${mime};base64,${input.image.toString("base64")}`;
      const content = await chat(
        client,
        {
          model: config.model,
          content: [
            { type: "text", text: mealPhotoPrompt(input.description, grounding) },
            { type: "image_url", image_url: { url: dataUrl } },
          ],
          ...CALL_PARAMS.photo,
        },
        mealMessages("photo"),
        mealSignal(input.signal),
      );
      return groundMeal(parseMealReply(content, "photo"), table).analysis;
    },

    async generateWeeklyPlan(req: PlanRequest) {
      const content = await chat(
        client,
        { model: config.model, content: planPrompt(req), ...CALL_PARAMS.plan },
        {
          failed: AI_MESSAGES.plan.failed,
          empty: AI_MESSAGES.plan.empty,
          invalidStructure: AI_MESSAGES.plan.failed,
        },
      );
      return parsePlanReply(content, req.meals_per_day);
    },

    async generateRecipe(meal: PlannedMeal): Promise<RecipeDetails> {
      const content = await chat(
        client,
        { model: config.smallModel, content: recipePrompt(meal), ...CALL_PARAMS.recipe },
        {
          failed: AI_MESSAGES.recipe.failed,
          empty: AI_MESSAGES.recipe.empty,
          invalidStructure: AI_MESSAGES.recipe.failed,
        },
      );
      return parseRecipeReply(content);
    },
  };
}
