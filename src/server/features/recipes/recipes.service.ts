import { AI_MESSAGES } from "../../../ai/messages";
import { ProviderFailed } from "../../../core/errors";
import type { PlannedMeal } from "../../../core/plan.schema";
import { mealKey } from "../../../core/plan-validation";
import type { Recipe } from "../../../core/recipe.schema";
import { normaliseDifficulty, normaliseTime } from "../../../core/recipe.schema";
import type { Db } from "../../db/client";
import type { AppDeps } from "../../http/context";
import type { JobHandler, JobRunner } from "../../jobs/runner";
import { findRunningJob, insertJobUnlessRunning, type JobRow } from "../jobs/jobs.repo";
import { dispatchJob } from "../jobs/jobs.service";
import { recordUsage, refundUsage, withQuota } from "../usage/usage.service";
import { findRecipe, insertRecipeIfAbsent, type NewRecipe, type RecipeRow } from "./recipes.repo";

export const RECIPE_MESSAGES = {
  invalid: "Error generando la receta",
} as const;

function toRecipe(row: RecipeRow): Recipe {
  return {
    id: row.id,
    meal_id: row.mealId,
    ingredients: row.ingredients,
    instructions: row.instructions,
    time: row.time,
    difficulty: normaliseDifficulty(row.difficulty),
  };
}

/** SPEC.md section 5: arrays required, items cast to text, invalid difficulty 'medio', invalid time 30. */
function normaliseRecipe(value: unknown): NewRecipe {
  const r = (value ?? {}) as Record<string, unknown>;
  if (!Array.isArray(r.ingredients) || !Array.isArray(r.instructions)) {
    throw new ProviderFailed(RECIPE_MESSAGES.invalid);
  }
  const texts = (items: unknown[]) => items.map((i) => String(i ?? "").trim()).filter(Boolean);
  const ingredients = texts(r.ingredients);
  const instructions = texts(r.instructions);
  if (ingredients.length === 0 || instructions.length === 0)
    throw new ProviderFailed(RECIPE_MESSAGES.invalid);
  return {
    ingredients,
    instructions,
    time: normaliseTime(r.time),
    difficulty: normaliseDifficulty(r.difficulty),
  };
}

/**
 * SPEC.md section 4 "Recipe modal": the stored recipe for the meal if there is one; otherwise one
 * generation is charged (rolling-7-day limit checked and recorded atomically under the user's lock),
 * the recipe is generated outside that transaction, then stored. A failed generation, or a parallel
 * request that stored the same meal's recipe first, gives the generation back.
 */
export async function recipeForMeal(
  deps: Pick<AppDeps, "db" | "ai">,
  userId: string,
  meal: PlannedMeal,
  timeZone: string,
): Promise<{ recipe: Recipe; created: boolean }> {
  const { db, ai } = deps;
  const mealId = mealKey(meal);
  const stored = await findRecipe(db, userId, mealId);
  if (stored) return { recipe: toRecipe(stored), created: false };

  const usageId = await withQuota(db, "recipe_generation", { userId, timeZone }, (tx) =>
    recordUsage(tx, userId, "recipe_generation"),
  );
  let inserted: RecipeRow | null;
  try {
    const details = normaliseRecipe(await ai.generateRecipe(meal));
    inserted = await insertRecipeIfAbsent(db, userId, mealId, details);
  } catch (error) {
    await refundUsage(db, userId, "recipe_generation", usageId);
    throw error;
  }
  if (inserted) return { recipe: toRecipe(inserted), created: true };

  await refundUsage(db, userId, "recipe_generation", usageId);
  const winner = await findRecipe(db, userId, mealId);
  if (!winner) throw new ProviderFailed(RECIPE_MESSAGES.invalid);
  return { recipe: toRecipe(winner), created: false };
}

interface RecipeJobInput {
  meal: PlannedMeal;
  /** the recipe_generations row charged when the job was queued, given back if it fails */
  usage_id: string;
}

/** Rolls back the quota transaction when the meal's recipe is already being generated. */
class AlreadyRunning extends Error {
  constructor(readonly job: JobRow) {
    super("already running");
  }
}

/**
 * `POST /api/recipes` with an AI provider (docs/decisions/0029): the stored recipe at once, or one
 * generation charged (the weekly limit answers 402 at once) and a job queued; a meal whose recipe is
 * already being generated gets that job, charged once.
 */
export async function startRecipeJob(
  deps: { db: Db; jobs: JobRunner },
  userId: string,
  meal: PlannedMeal,
  timeZone: string,
): Promise<{ recipe: Recipe } | { job: JobRow }> {
  const { db } = deps;
  const mealId = mealKey(meal);
  const stored = await findRecipe(db, userId, mealId);
  if (stored) return { recipe: toRecipe(stored) };
  const running = await findRunningJob(db, userId, "recipe", mealId);
  if (running) return { job: running };
  try {
    const job = await withQuota(db, "recipe_generation", { userId, timeZone }, async (tx) => {
      const usageId = await recordUsage(tx, userId, "recipe_generation");
      const input: RecipeJobInput = { meal, usage_id: usageId };
      const { row, created } = await insertJobUnlessRunning(tx, userId, {
        kind: "recipe",
        dedupeKey: mealId,
        input: { ...input },
      });
      if (!created) throw new AlreadyRunning(row);
      return row;
    });
    await dispatchJob(deps, job);
    return { job };
  } catch (error) {
    if (error instanceof AlreadyRunning) return { job: error.job };
    throw error;
  }
}

/** The worker's side of a recipe job: generate, store (or take a parallel winner's), or refund. */
export function recipeJobHandler(deps: Pick<AppDeps, "db" | "ai">): JobHandler<RecipeJobInput> {
  const { db, ai } = deps;
  return {
    failureMessage: AI_MESSAGES.recipe.failed,
    async run({ userId, input, progress }) {
      const mealId = mealKey(input.meal);
      await progress(20);
      const details = normaliseRecipe(await ai.generateRecipe(input.meal));
      await progress(80);
      const inserted = await insertRecipeIfAbsent(db, userId, mealId, details);
      if (inserted) return toRecipe(inserted);
      await refundUsage(db, userId, "recipe_generation", input.usage_id);
      const winner = await findRecipe(db, userId, mealId);
      if (!winner) throw new ProviderFailed(RECIPE_MESSAGES.invalid);
      return toRecipe(winner);
    },
    onFailed: ({ userId, input }) => refundUsage(db, userId, "recipe_generation", input.usage_id),
  };
}
