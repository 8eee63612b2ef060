import { z } from "zod";
import type { DIFFICULTIES } from "../core/enums";
import { ProviderFailed } from "../core/errors";
import { NUTRIENT_KEYS, type Nutrients } from "../core/nutrients";
import { type DayPlan, type PlannedMeal, plannedMealSchema } from "../core/plan.schema";
import { normaliseDifficulty, normaliseTime } from "../core/recipe.schema";
import { AI_MESSAGES } from "./messages";

/** What a reply's text may fail on before any field is looked at. */
export interface JsonMessages {
  empty: string;
  noJson: string;
  unparsable: string;
}

/**
 * Finds the JSON in a chat reply. Models wrap it in prose, code fences or (reasoning models served by
 * Ollama/vLLM) a <think> block, so we look for the outermost object or array rather than parsing the
 * whole text. No JSON at all and JSON that does not parse are different errors in SPEC.md section 8.
 */
export function readJson(content: string | null | undefined, messages: JsonMessages): unknown {
  if (content == null || !content.trim()) throw new ProviderFailed(messages.empty);
  let text = content.replace(/<think>[\s\S]*?<\/think>/gi, "").trim();
  const fenced = /```(?:json|JSON)?\s*([\s\S]*?)```/.exec(text);
  if (fenced?.[1]?.trim()) text = fenced[1].trim();
  let candidates = 0;
  let start = text.search(/[[{]/);
  while (start >= 0 && candidates < 20) {
    candidates += 1;
    const end = closingIndex(text, start);
    // never closed (cut off by max_tokens, or broken): everything after it is inside it
    if (end < 0) break;
    try {
      return JSON.parse(text.slice(start, end + 1));
    } catch {
      // a bracketed aside in prose, or broken JSON: look after it, never inside it
      start = nextOpening(text, end + 1);
    }
  }
  throw new ProviderFailed(candidates === 0 ? messages.noJson : messages.unparsable);
}

function nextOpening(text: string, from: number): number {
  const i = text.slice(from).search(/[[{]/);
  return i < 0 ? -1 : from + i;
}

/** Index of the bracket closing the one at `start` (strings and escapes respected), or -1 if cut off. */
function closingIndex(text: string, start: number): number {
  let depth = 0;
  let inString = false;
  for (let i = start; i < text.length; i++) {
    const ch = text[i];
    if (inString) {
      if (ch === "\\") i += 1;
      else if (ch === '"') inString = false;
    } else if (ch === '"') inString = true;
    else if (ch === "{" || ch === "[") depth += 1;
    else if (ch === "}" || ch === "]") {
      depth -= 1;
      if (depth === 0) return i;
    }
  }
  return -1;
}

/** A number, or a numeric string such as "12", "12,5" or "350 kcal"; anything else stays invalid. */
function toNumber(value: unknown): unknown {
  if (typeof value !== "string") return value;
  const match = /^\s*(-?\d+(?:[.,]\d+)?)\s*(?:kcal|g|gr|mg|gramos)?\s*$/i.exec(value);
  return match ? Number(match[1].replace(",", ".")) : value;
}

export const numeric = z.preprocess(toNumber, z.number().finite().min(0).max(100_000));

const nutrientShape = {
  calories: numeric,
  protein: numeric,
  carbs: numeric,
  fat: numeric,
  sugar: numeric,
  fiber: numeric,
  salt: numeric,
};

/** SPEC.md section 5: description plus numeric calories, protein, carbs, fat, sugar, fiber, salt. */
const mealReplySchema = z.object({
  description: z.string().trim().min(1),
  weight: z.union([z.string(), z.number()]).optional().nullable(),
  ...nutrientShape,
  items: z.array(z.unknown()).optional().nullable(),
});

const replyItemSchema = z.object({
  name: z.string().trim().min(1),
  grams: z.preprocess(toNumber, z.number().finite().positive().max(10_000)),
  calories: numeric.optional(),
  protein: numeric.optional(),
  carbs: numeric.optional(),
  fat: numeric.optional(),
  sugar: numeric.optional(),
  fiber: numeric.optional(),
  salt: numeric.optional(),
});

/** One item the provider says it saw: grams as eaten, and its own numbers when it gave all seven. */
export interface ReplyItem {
  name: string;
  grams: number;
  nutrients: Nutrients | null;
}

/** A validated meal-analysis reply, before grounding. */
export interface MealReply {
  description: string;
  weight: string | null;
  totals: Nutrients;
  items: ReplyItem[];
  /** items the reply listed but that were unusable (no name or grams); their share is unknown */
  droppedItems: number;
}

export function parseMealReply(content: string | null | undefined, kind: "text" | "photo"): MealReply {
  const json = readJson(content, {
    empty: AI_MESSAGES.meal.empty,
    noJson: kind === "photo" ? AI_MESSAGES.meal.photoFailed : AI_MESSAGES.meal.textUnreadable,
    unparsable: AI_MESSAGES.meal.unparsable,
  });
  const parsed = mealReplySchema.safeParse(Array.isArray(json) ? json[0] : json);
  if (!parsed.success) throw new ProviderFailed(AI_MESSAGES.meal.missingFields);
  const reply = parsed.data;
  const items: ReplyItem[] = [];
  let droppedItems = 0;
  for (const raw of reply.items ?? []) {
    const item = replyItemSchema.safeParse(raw);
    if (!item.success) {
      droppedItems += 1;
      continue;
    }
    const complete = NUTRIENT_KEYS.every((k) => typeof item.data[k] === "number");
    items.push({
      name: item.data.name,
      grams: item.data.grams,
      nutrients: complete ? (pickNutrients(item.data as Record<string, unknown>) as Nutrients) : null,
    });
  }
  const weight = reply.weight == null || reply.weight === "" ? null : String(reply.weight);
  return {
    description: reply.description,
    weight: typeof reply.weight === "number" ? `${reply.weight} g` : weight,
    totals: pickNutrients(reply) as Nutrients,
    items,
    droppedItems,
  };
}

function pickNutrients(source: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(NUTRIENT_KEYS.map((k) => [k, source[k]]));
}

// ---------------------------------------------------------------------------------------------- plan

const planMealSchema = z.object({
  name: z.string().trim().min(1),
  description: z.string().trim().min(1),
  calories: numeric,
  protein: numeric,
  carbs: numeric,
  fat: numeric,
  // the prompt asks for them; a plan is still usable without them (stored as 0)
  sugar: numeric.optional(),
  fiber: numeric.optional(),
  salt: numeric.optional(),
});

const PLAN_WRAPPERS = ["days", "daily_plans", "dailyPlans", "plan", "weeklyPlan", "weekly_plan", "meal_plan"];
const DAY_MEALS = ["meals", "comidas"];

function unwrap(value: unknown, keys: string[]): unknown {
  if (value && typeof value === "object" && !Array.isArray(value)) {
    for (const key of keys) {
      const inner = (value as Record<string, unknown>)[key];
      if (inner !== undefined) return inner;
    }
  }
  return value;
}

/**
 * SPEC.md section 5: exactly 7 days, each with exactly meals_per_day meals, each meal with a name, a
 * description and numeric macros. The whole plan is rejected on the first fault, so no caller can
 * store a partial week. Days are numbered by position (0 = first day of the plan).
 */
export function validatePlan(json: unknown, mealsPerDay: number): DayPlan[] {
  let days = unwrap(json, PLAN_WRAPPERS);
  days = unwrap(days, PLAN_WRAPPERS);
  if (!Array.isArray(days) || days.length !== 7) throw new ProviderFailed(AI_MESSAGES.plan.invalidFormat);
  return days.map((day, index) => {
    const meals = Array.isArray(day) ? day : unwrap(day, DAY_MEALS);
    if (!Array.isArray(meals)) throw new ProviderFailed(AI_MESSAGES.plan.invalidFormat);
    if (meals.length !== mealsPerDay) throw new ProviderFailed(AI_MESSAGES.plan.mealsPerDay(mealsPerDay));
    // the built-in planner's notes on relaxed guidance bounds (planner v2), when well formed
    const extras = (Array.isArray(day) ? {} : day) as { notes?: unknown; relaxations?: unknown };
    const strings = (v: unknown) => Array.isArray(v) && v.every((x) => typeof x === "string");
    return {
      day: index,
      ...(strings(extras.notes) ? { notes: extras.notes as string[] } : {}),
      ...(strings(extras.relaxations) ? { relaxations: extras.relaxations as string[] } : {}),
      meals: meals.map((raw) => {
        const meal = planMealSchema.safeParse(raw);
        if (!meal.success) throw new ProviderFailed(AI_MESSAGES.plan.invalidFormat);
        const extras = raw as Partial<PlannedMeal>;
        const checked = plannedMealSchema.safeParse({
          ...meal.data,
          sugar: meal.data.sugar ?? 0,
          fiber: meal.data.fiber ?? 0,
          salt: meal.data.salt ?? 0,
          // keep the built-in planner's extras when they are well formed
          ...(typeof extras.recipe_id === "string" ? { recipe_id: extras.recipe_id } : {}),
          ...(typeof extras.meal_type === "string" ? { meal_type: extras.meal_type } : {}),
          ...(typeof extras.id === "string" ? { id: extras.id } : {}),
          ...(typeof extras.grams === "number" ? { grams: extras.grams } : {}),
          ...(Array.isArray(extras.items) ? { items: extras.items } : {}),
        });
        if (!checked.success) throw new ProviderFailed(AI_MESSAGES.plan.invalidFormat);
        return checked.data;
      }),
    };
  });
}

export function parsePlanReply(content: string | null | undefined, mealsPerDay: number): DayPlan[] {
  const json = readJson(content, {
    empty: AI_MESSAGES.plan.empty,
    noJson: AI_MESSAGES.plan.invalidFormat,
    unparsable: AI_MESSAGES.plan.invalidFormat,
  });
  return validatePlan(json, mealsPerDay);
}

// -------------------------------------------------------------------------------------------- recipe

export interface RecipeReply {
  ingredients: string[];
  instructions: string[];
  time: number;
  difficulty: (typeof DIFFICULTIES)[number];
}

/** Items are cast to text; an object item such as {"cantidad": "100 g", "nombre": "arroz"} reads as its values. */
function asText(item: unknown): string {
  if (item == null) return "";
  if (typeof item === "object") {
    return Object.values(item as Record<string, unknown>)
      .filter((v) => ["string", "number"].includes(typeof v))
      .join(" ")
      .trim();
  }
  return String(item).trim();
}

const recipeReplySchema = z.object({
  ingredients: z.array(z.unknown()),
  instructions: z.array(z.unknown()),
  time: z.unknown().refine((v) => v !== undefined && v !== null),
  difficulty: z.unknown().refine((v) => v !== undefined && v !== null),
});

/**
 * SPEC.md section 5: ingredients and instructions must be arrays (items cast to text), time and
 * difficulty must be present; an invalid difficulty becomes 'medio', an invalid time 30. We also
 * refuse a recipe whose lists end up empty: there is nothing to cook from it.
 */
export function validateRecipe(json: unknown): RecipeReply {
  const inner = unwrap(json, ["recipe", "receta"]);
  const parsed = recipeReplySchema.safeParse(inner);
  if (!parsed.success) throw new ProviderFailed(AI_MESSAGES.recipe.invalidFormat);
  const ingredients = parsed.data.ingredients.map(asText).filter(Boolean);
  const instructions = parsed.data.instructions.map(asText).filter(Boolean);
  if (ingredients.length === 0 || instructions.length === 0) {
    throw new ProviderFailed(AI_MESSAGES.recipe.invalidFormat);
  }
  return {
    ingredients,
    instructions,
    time: normaliseTime(parsed.data.time),
    difficulty: normaliseDifficulty(parsed.data.difficulty),
  };
}

export function parseRecipeReply(content: string | null | undefined): RecipeReply {
  const json = readJson(content, {
    empty: AI_MESSAGES.recipe.empty,
    noJson: AI_MESSAGES.recipe.invalidFormat,
    unparsable: AI_MESSAGES.recipe.invalidFormat,
  });
  return validateRecipe(json);
}
