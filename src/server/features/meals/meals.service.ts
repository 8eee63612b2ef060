import type { Logger } from "pino";
import { AI_MESSAGES } from "../../../ai/messages";
import { isDayString, localDay, localDayRange } from "../../../core/dates";
import { type CuisineRegion, cuisineRegionSchema, type MealType } from "../../../core/enums";
import { Invalid, NotFound, ProviderFailed, Unprocessable } from "../../../core/errors";
import type {
  AiEdits,
  AnalyzeMealResponse,
  CreateMealInput,
  MealAnalysis,
  MealLog,
  UpdateMealInput,
} from "../../../core/meal.schema";
import { mealDayProblem, mealInstant } from "../../../core/meal-day";
import { NUTRIENT_KEYS, roundNutrients } from "../../../core/nutrients";
import { type NutritionAnalysis, nutritionAnalysisSchema } from "../../../core/nutrition.schema";
import { isPlausibleMealAnalysis } from "../../../core/plausibility";
import type { Db, Tx } from "../../db/client";
import type { AppDeps } from "../../http/context";
import { cuisineRegionOf } from "../profile/profile.repo";
import { type QuotaContext, recordUsage, refundUsage, withQuota } from "../usage/usage.service";
import { MEAL_MESSAGES } from "./meals.messages";
import {
  deleteMeal,
  deleteOrphanPhotos,
  deletePhotoIfUnused,
  existingPhotoKeys,
  findPhoto,
  insertMeal,
  insertPhoto,
  listMeals,
  type MealChanges,
  type MealRow,
  updateMeal,
} from "./meals.repo";
import { type ProcessedPhoto, processPhoto } from "./photo-image";
import { type PhotoStore, photoKey, photoKeyTime } from "./photo-store";

export interface MealsDeps {
  db: Db;
  ai: AppDeps["ai"];
  photos: PhotoStore;
  logger: Logger;
}

export type { AnalyzeMealResponse, MealAnalysis };

export const photoUrl = (photoId: string) => `/api/photos/${photoId}`;

/** A meal_logs row as the API shows it: the spec's snake_case names (SPEC.md section 3). */
export function toMealLog(row: MealRow): MealLog {
  return {
    id: row.id,
    meal_type: row.mealType as MealType,
    description: row.description,
    photo_url: row.photoId ? photoUrl(row.photoId) : null,
    calories: row.calories,
    protein: row.protein,
    carbs: row.carbs,
    fat: row.fat,
    sugar: row.sugar,
    fiber: row.fiber,
    salt: row.salt,
    ai_analysis: row.aiAnalysis ?? null,
    ai_edits: (row.aiEdits as AiEdits | null) ?? null,
    logged_at: row.loggedAt.toISOString(),
  };
}

/**
 * Refuses an analysis outside the plausibility bounds (a 50,000 kcal lunch): whoever produced it, it
 * must never reach the user's log or be counted. A provider's reply gets the spec's "format" error
 * (SPEC.md section 8); the built-in engine's, the one asking for a more detailed description.
 */
function plausibleAnalysis(ai: MealsDeps["ai"], analysis: NutritionAnalysis): NutritionAnalysis {
  // The same schema POST /api/meals checks its ai_analysis with: what we answer can be logged as is.
  if (isPlausibleMealAnalysis(analysis) && nutritionAnalysisSchema.safeParse(analysis).success)
    return analysis;
  throw ai.kind === "openai"
    ? new ProviderFailed(AI_MESSAGES.meal.missingFields)
    : new Unprocessable(AI_MESSAGES.meal.textUnreadable);
}

/**
 * Text analysis: free and unlimited (only photo analyses are counted). Nothing is logged. The user's
 * cuisine (profile) tells the built-in engine what a bare regional word means ("una tortilla").
 */
export async function analyzeText(
  deps: Pick<MealsDeps, "ai" | "db">,
  userId: string,
  description: string,
  signal?: AbortSignal,
): Promise<MealAnalysis> {
  const region = await profileRegion(deps, userId);
  return plausibleAnalysis(deps.ai, await deps.ai.analyzeMealText(description, { signal, region }));
}

/** Only the built-in engine reads regional words by the profile; a provider's model reads them itself. */
async function profileRegion(
  deps: Pick<MealsDeps, "ai" | "db">,
  userId: string,
): Promise<CuisineRegion | null> {
  if (deps.ai.kind !== "builtin") return null;
  return cuisineRegionSchema.safeParse(await cuisineRegionOf(deps.db, userId)).data ?? null;
}

/**
 * Photo analysis (SPEC.md "Meal logging flow"): the photo is checked and re-encoded first, so a
 * refused file costs nothing; then one use is counted atomically against the plan's daily limit;
 * the slow AI call runs outside that short transaction and the use is given back if it fails.
 * The photo is stored only once the analysis succeeded; the meal itself is logged later.
 *
 * Without a vision model (the built-in engine) nothing reads the photo, so nothing is counted: the
 * photo is kept as the meal's picture and the meal is read from the user's words, either the
 * description sent with it or, when there is none, one the user is asked for (`needs_description`).
 */
export async function analyzePhoto(
  deps: MealsDeps,
  ctx: QuotaContext,
  input: { bytes: Uint8Array; fileName?: string; description?: string; signal?: AbortSignal },
): Promise<AnalyzeMealResponse> {
  const photo = await processPhoto(input.bytes);
  if (!readsPhotos(deps.ai)) return keepUnreadPhoto(deps, ctx, photo, input);
  const usageId = await withQuota(deps.db, "photo_analysis", ctx, (tx) =>
    recordUsage(tx, ctx.userId, "photo_analysis"),
  );
  try {
    const analysis = plausibleAnalysis(
      deps.ai,
      await deps.ai.analyzeMealPhoto({
        image: photo.data,
        mime: photo.mime,
        description: input.description,
        signal: input.signal,
      }),
    );
    // A reply to a request the user already gave up on (closed the page, or the proxy timed out)
    // is not theirs any more: the use is given back below and no photo is kept.
    if (input.signal?.aborted) throw new ProviderFailed(AI_MESSAGES.meal.photoFailed);
    const photoId = await storePhoto(deps, ctx, photo, input.fileName);
    return { ...analysis, photo_id: photoId };
  } catch (error) {
    await refundUsage(deps.db, ctx.userId, "photo_analysis", usageId);
    throw error;
  }
}

/** Only a provider's vision model looks at the image; the built-in engine reads words only. */
const readsPhotos = (ai: MealsDeps["ai"]) => ai.kind !== "builtin";

async function keepUnreadPhoto(
  deps: MealsDeps,
  ctx: QuotaContext,
  photo: ProcessedPhoto,
  input: { fileName?: string; description?: string },
): Promise<AnalyzeMealResponse> {
  // A description that cannot be read fails before anything is stored, as a text analysis would.
  const analysis = input.description ? await analyzeText(deps, ctx.userId, input.description) : null;
  const photoId = await storePhoto(deps, ctx, photo, input.fileName);
  if (analysis) return { ...analysis, photo_id: photoId };
  return { photo_id: photoId, needs_description: true, message: MEAL_MESSAGES.photoNeedsDescription };
}

async function storePhoto(
  deps: MealsDeps,
  ctx: QuotaContext,
  photo: ProcessedPhoto,
  fileName: string | undefined,
): Promise<string> {
  const storageKey = photoKey(ctx.userId, fileName);
  await deps.photos.put(storageKey, photo.data, photo.mime);
  const row = await insertPhoto(deps.db, ctx.userId, {
    storageKey,
    mime: photo.mime,
    bytes: photo.data.byteLength,
    width: photo.width,
    height: photo.height,
  });
  await removeOrphanPhotos(deps, ctx.userId, ctx.now ?? new Date());
  return row.id;
}

/** A discarded analysis leaves its photo unused; after a day nobody will log it any more. */
export const ORPHAN_PHOTO_AGE_MS = 24 * 60 * 60 * 1000;

export async function removeOrphanPhotos(deps: MealsDeps, userId: string, now: Date) {
  const before = new Date(now.getTime() - ORPHAN_PHOTO_AGE_MS);
  try {
    const removed = await deleteOrphanPhotos(deps.db, userId, before);
    for (const photo of removed) await deps.photos.delete(photo.storageKey);
    await removeFilesWithoutRow(deps, userId, before);
  } catch (err) {
    deps.logger.warn({ err, userId }, "no se pudieron borrar fotos sin comida");
  }
}

/**
 * A crash between storing a photo and inserting its row leaves a file nobody can reach: once it is
 * older than a day (its key carries the time it was stored), the file goes too.
 */
async function removeFilesWithoutRow(deps: MealsDeps, userId: string, before: Date) {
  const owner = photoKey(userId, undefined, new Date(0)).split("/")[0];
  const old = (await deps.photos.list(`${owner}/`)).filter((key) => {
    const time = photoKeyTime(key);
    return time !== null && time < before;
  });
  const known = await existingPhotoKeys(deps.db, userId, old);
  for (const key of old) if (!known.has(key)) await deps.photos.delete(key);
}

/**
 * When a meal for `day` (default today) was eaten: now for today, the meal type's usual time on a past
 * day. Future days and days more than 30 days back are refused (issue 17 item 4).
 */
export function mealLoggedAt(ctx: QuotaContext, day: string | undefined, mealType: MealType): Date {
  const now = ctx.now ?? new Date();
  const target = day ?? localDay(now, ctx.timeZone);
  assertMealDay(ctx, target);
  return mealInstant(target, mealType, ctx.timeZone, now);
}

/** Refuses a day in the future or beyond the 30 days the tracker goes back. */
export function assertMealDay(ctx: QuotaContext, day: string): void {
  const problem = mealDayProblem(day, localDay(ctx.now ?? new Date(), ctx.timeZone));
  if (problem === "future") throw new Invalid(MEAL_MESSAGES.futureDay);
  if (problem === "too_old") throw new Invalid(MEAL_MESSAGES.tooOldDay);
}

/** Logs a meal; the free plan's daily count is checked and the row inserted in one transaction. */
export async function createMeal(
  deps: Pick<MealsDeps, "db">,
  ctx: QuotaContext,
  input: CreateMealInput,
): Promise<MealLog> {
  if (input.photo_id && !(await findPhoto(deps.db, ctx.userId, input.photo_id))) {
    throw new NotFound(MEAL_MESSAGES.photoNotFound);
  }
  const nutrients = roundNutrients(input);
  const row = await withQuota(deps.db, "meal_logging", ctx, (tx) =>
    insertMeal(tx, ctx.userId, {
      mealType: input.meal_type,
      description: input.description,
      photoId: input.photo_id ?? null,
      photoUrl: input.photo_id ? photoUrl(input.photo_id) : null,
      ...nutrients,
      aiAnalysis: input.ai_analysis ?? null,
      aiEdits: input.ai_edits ?? null,
      loggedAt: mealLoggedAt(ctx, input.day, input.meal_type),
    }),
  );
  return toMealLog(row);
}

/** The meals of one local calendar day in the user's time zone (default: today), newest first. */
export async function listDayMeals(
  deps: Pick<MealsDeps, "db">,
  ctx: QuotaContext,
  day: string | undefined,
): Promise<MealLog[]> {
  if (day !== undefined && !isDayString(day)) throw new Invalid(MEAL_MESSAGES.invalidDay);
  const target = day ?? localDay(ctx.now ?? new Date(), ctx.timeZone);
  const { start, end } = localDayRange(target, ctx.timeZone);
  return (await listMeals(deps.db, ctx.userId, start, end)).map(toMealLog);
}

export async function editMeal(
  deps: Pick<MealsDeps, "db">,
  userId: string,
  id: string,
  input: UpdateMealInput,
): Promise<MealLog> {
  const changes: MealChanges = {};
  if (input.meal_type !== undefined) changes.mealType = input.meal_type;
  if (input.description !== undefined) changes.description = input.description;
  for (const key of NUTRIENT_KEYS) {
    const value = input[key];
    if (value === undefined) continue;
    changes[key] = key === "calories" ? Math.round(value) : Math.round(value * 100) / 100;
  }
  const row = await updateMeal(deps.db, userId, id, changes);
  if (!row) throw new NotFound(MEAL_MESSAGES.mealNotFound);
  return toMealLog(row);
}

/** Deletes a meal and, when no other meal uses it, its photo (row and stored file). */
export async function removeMeal(deps: MealsDeps, userId: string, id: string): Promise<void> {
  await removeWithUnusedPhoto(deps, userId, (tx) => deleteMeal(tx, userId, id), MEAL_MESSAGES.mealNotFound);
}

/**
 * Deletes one of the user's rows that may name a photo (a meal log, a favourite) and, when nothing
 * else uses that photo any more, the photo's row and stored file. `notFound` when there is no such row.
 */
export async function removeWithUnusedPhoto(
  deps: MealsDeps,
  userId: string,
  deleteRow: (tx: Tx) => Promise<{ photoId: string | null } | null | undefined>,
  notFound: string,
): Promise<void> {
  const removedPhoto = await deps.db.transaction(async (tx) => {
    const row = await deleteRow(tx);
    if (!row) throw new NotFound(notFound);
    return row.photoId ? deletePhotoIfUnused(tx, userId, row.photoId) : null;
  });
  if (!removedPhoto) return;
  try {
    await deps.photos.delete(removedPhoto.storageKey);
  } catch (err) {
    // The row is gone, so the file can no longer be served; a leftover file is only wasted space.
    deps.logger.warn({ err, key: removedPhoto.storageKey }, "no se pudo borrar el archivo de la foto");
  }
}

export async function readPhoto(
  deps: Pick<MealsDeps, "db" | "photos">,
  userId: string,
  id: string,
): Promise<{ data: Buffer; mime: string }> {
  const photo = await findPhoto(deps.db, userId, id);
  const data = photo ? await deps.photos.get(photo.storageKey) : null;
  if (!photo || !data) throw new NotFound(MEAL_MESSAGES.photoNotFound);
  return { data, mime: photo.mime };
}
