import { addDays, localDay, localDayRange, startOfLocalDay } from "../../../core/dates";
import type { MealType } from "../../../core/enums";
import { Invalid, NotFound } from "../../../core/errors";
import type { MealLog } from "../../../core/meal.schema";
import { MAX_DAYS_BACK, sameTimeOnDay } from "../../../core/meal-day";
import { addNutrients, roundNutrients, ZERO_NUTRIENTS } from "../../../core/nutrients";
import type { AnalysisItem, NutritionAnalysis } from "../../../core/nutrition.schema";
import { implausibleMealNutrient, isPlausibleMealWeight } from "../../../core/plausibility";
import type {
  CopyDayInput,
  CreateFavoriteInput,
  Favorite,
  FoodSearchResponse,
  LogFoodsInput,
  RecentMatch,
  RecentMeal,
  RelogInput,
} from "../../../core/quicklog.schema";
import { MAX_FAVORITES } from "../../../core/quicklog.schema";
import { searchFoods, weighFood } from "../../../nutrition/search";
import { normalize } from "../../../nutrition/text";
import type { DbOrTx } from "../../db/client";
import { insertMeal, listMeals, type MealRow } from "../meals/meals.repo";
import {
  assertMealDay,
  createMeal,
  type MealsDeps,
  mealLoggedAt,
  photoUrl,
  removeWithUnusedPhoto,
  toMealLog,
} from "../meals/meals.service";
import { type QuotaContext, withQuota } from "../usage/usage.service";
import { QUICKLOG_MESSAGES as M } from "./quicklog.messages";
import {
  countFavorites,
  deleteFavorite,
  type FavoriteRow,
  findFavorite,
  findMeal,
  insertFavorite,
  listFavorites,
  mealsSince,
  renameFavorite,
} from "./quicklog.repo";

const plainWords = (text: string) =>
  normalize(text)
    .split(/[^a-z0-9ñ]+/)
    .filter(Boolean);

/** Meals that are "the same meal" for recents and favourites: same words and the same kcal. */
const mealKey = (m: { description: string; calories: number }) =>
  `${plainWords(m.description).join(" ")}|${Math.round(m.calories)}`;

/** The user's meals of the last 30 days (the days the tracker's date switcher reaches), up to now. */
async function lastMonthMeals(db: DbOrTx, ctx: QuotaContext): Promise<MealRow[]> {
  const now = ctx.now ?? new Date();
  const since = startOfLocalDay(addDays(localDay(now, ctx.timeZone), -MAX_DAYS_BACK), ctx.timeZone);
  return mealsSince(db, ctx.userId, since, new Date(now.getTime() + 1));
}

// ---------- search ----------

/**
 * GET /api/foods/search: foods and dishes of the table, and the user's own recent meals whose words
 * start with the query's words. Shorter than two letters: empty groups and a hint, never an error.
 */
export async function searchForUser(
  deps: Pick<MealsDeps, "db">,
  ctx: QuotaContext,
  query: string,
): Promise<FoodSearchResponse> {
  const q = query.trim();
  const words = plainWords(q);
  if (words.join("").length < 2)
    return { query: q, foods: [], dishes: [], recent: [], message: M.shortQuery };
  const { foods, dishes } = searchFoods(q);
  const recent: RecentMatch[] = [];
  const seen = new Set<string>();
  for (const row of await lastMonthMeals(deps.db, ctx)) {
    const own = plainWords(row.description);
    if (!words.every((w) => own.some((o) => o.startsWith(w)))) continue;
    const key = mealKey(row);
    if (seen.has(key)) continue;
    seen.add(key);
    recent.push({
      meal_id: row.id,
      description: row.description,
      meal_type: row.mealType as MealType,
      calories: row.calories,
      logged_at: row.loggedAt.toISOString(),
    });
    if (recent.length >= 5) break;
  }
  return { query: q, foods, dishes, recent };
}

// ---------- log from the table ----------

const fmtAmount = (n: number) => new Intl.NumberFormat("es-ES", { maximumFractionDigits: 2 }).format(n);

/** "rebanada" → "rebanadas", "ración" → "raciones", "porción pequeña" → "porciones pequeñas". */
export function pluralUnit(unit: string): string {
  const words = unit.split(" ");
  let stop = false;
  return words
    .map((w) => {
      if (stop || w === "de" || w === "con" || !/^[a-záéíóúñü]+$/i.test(w)) {
        stop = true;
        return w;
      }
      if (/[aeiouáéó]$/i.test(w)) return `${w}s`;
      if (/ón$/.test(w)) return `${w.slice(0, -2)}ones`;
      if (/z$/.test(w)) return `${w.slice(0, -1)}ces`;
      return `${w}es`;
    })
    .join(" ");
}

/** "2 rebanadas de pan", "30 g de queso fresco", "1 vaso de leche entera". */
export function itemPhrase(item: { name: string; unit: string; quantity: number }): string {
  const amount = fmtAmount(item.quantity);
  if (item.unit === "g") return `${amount} g de ${item.name}`;
  const unit = item.quantity > 1 ? pluralUnit(item.unit) : item.unit;
  return `${amount} ${unit} de ${item.name}`;
}

const joinEs = (parts: string[]) =>
  parts.length <= 1 ? (parts[0] ?? "") : `${parts.slice(0, -1).join(", ")} y ${parts[parts.length - 1]}`;

/**
 * POST /api/meals/from-foods: one meal from foods picked in the search, each in grams or one of its
 * household units. The numbers come from the table (never from the client); the items are kept in
 * `ai_analysis` like any analysed meal, so the meal can be reviewed, copied and starred.
 */
export async function logFoods(deps: Pick<MealsDeps, "db">, ctx: QuotaContext, input: LogFoodsInput) {
  const items: AnalysisItem[] = [];
  let total = ZERO_NUTRIENTS;
  let grams = 0;
  for (const wanted of input.items) {
    const weighed = weighFood(wanted.food_id, wanted.unit, wanted.amount);
    if ("error" in weighed) {
      throw weighed.error === "food"
        ? new NotFound(M.foodNotFound)
        : new Invalid(M.unitNotFound(wanted.unit, weighed.food));
    }
    total = addNutrients(total, weighed.nutrients);
    grams += weighed.grams;
    items.push({
      food_id: weighed.food_id,
      name: weighed.name,
      quantity: weighed.quantity,
      unit: weighed.unit,
      grams: weighed.grams,
      confidence: 1,
      source: "table",
      table: weighed.table,
      ...roundNutrients(weighed.nutrients),
    });
  }
  const totals = roundNutrients(total);
  if (implausibleMealNutrient(totals) || !isPlausibleMealWeight(grams)) throw new Invalid(M.implausible);
  const description = joinEs(items.map(itemPhrase));
  const analysis: NutritionAnalysis = {
    description,
    weight: `${Math.round(grams)} g`,
    ...totals,
    items,
    unmatched: [],
    engine: "builtin",
  };
  return createMeal(deps, ctx, {
    meal_type: input.meal_type,
    description,
    photo_id: input.photo_id ?? null,
    ...totals,
    ai_analysis: analysis,
    ai_edits: null,
    day: input.day,
  });
}

// ---------- copies ----------

/** The columns a new log takes from an existing meal or favourite (photo shared by reference). */
function copyOf(source: MealRow | FavoriteRow, mealType: MealType, loggedAt: Date) {
  return {
    mealType,
    description: source.description,
    photoId: source.photoId,
    photoUrl: source.photoId ? photoUrl(source.photoId) : null,
    calories: source.calories,
    protein: source.protein,
    carbs: source.carbs,
    fat: source.fat,
    sugar: source.sugar,
    fiber: source.fiber,
    salt: source.salt,
    aiAnalysis: source.aiAnalysis ?? null,
    aiEdits: source.aiEdits ?? null,
    loggedAt,
  };
}

/**
 * POST /api/meals/:id/copy: the meal logged again, same nutrients and photo, with the chosen type (or
 * its own) on the chosen day (default today). Recents use it for their one-tap logging.
 */
export async function copyMeal(
  deps: Pick<MealsDeps, "db">,
  ctx: QuotaContext,
  id: string,
  input: RelogInput,
): Promise<MealLog> {
  const source = await findMeal(deps.db, ctx.userId, id);
  if (!source) throw new NotFound("Comida no encontrada");
  const mealType = input.meal_type ?? (source.mealType as MealType);
  const loggedAt = mealLoggedAt(ctx, input.day, mealType);
  const row = await withQuota(deps.db, "meal_logging", ctx, (tx) =>
    insertMeal(tx, ctx.userId, copyOf(source, mealType, loggedAt)),
  );
  return toMealLog(row);
}

/**
 * POST /api/meals/copy-day: every meal of `from` logged again on `to` (default today), each at its
 * own time of day (never later than now), in one transaction.
 */
export async function copyDay(
  deps: Pick<MealsDeps, "db">,
  ctx: QuotaContext,
  input: CopyDayInput,
): Promise<MealLog[]> {
  const now = ctx.now ?? new Date();
  const to = input.to ?? localDay(now, ctx.timeZone);
  if (input.from === to) throw new Invalid(M.sameDay);
  assertMealDay(ctx, input.from);
  assertMealDay(ctx, to);
  const { start, end } = localDayRange(input.from, ctx.timeZone);
  const source = (await listMeals(deps.db, ctx.userId, start, end)).reverse();
  if (source.length === 0) throw new NotFound(M.nothingToCopy);
  const rows = await withQuota(deps.db, "meal_logging", ctx, async (tx) => {
    const out: MealRow[] = [];
    for (const meal of source) {
      const at = sameTimeOnDay(meal.loggedAt, input.from, to, ctx.timeZone, now);
      out.push(await insertMeal(tx, ctx.userId, copyOf(meal, meal.mealType as MealType, at)));
    }
    return out;
  });
  return rows.map(toMealLog);
}

// ---------- recents ----------

/**
 * GET /api/meals/recent: the user's distinct meals of the last 30 days (same words and kcal = the same
 * meal), most often logged first, then most recently; each with its latest log, which a tap copies.
 */
export async function recentMeals(
  deps: Pick<MealsDeps, "db">,
  ctx: QuotaContext,
  limit = 20,
): Promise<RecentMeal[]> {
  const groups = new Map<string, { latest: MealRow; times: number }>();
  for (const row of await lastMonthMeals(deps.db, ctx)) {
    const key = mealKey(row);
    const group = groups.get(key);
    if (group) group.times += 1;
    else groups.set(key, { latest: row, times: 1 });
  }
  return [...groups.values()]
    .sort((a, b) => b.times - a.times || b.latest.loggedAt.getTime() - a.latest.loggedAt.getTime())
    .slice(0, limit)
    .map((g) => ({ meal: toMealLog(g.latest), times: g.times }));
}

// ---------- favourites ----------

export function toFavorite(row: FavoriteRow): Favorite {
  return {
    id: row.id,
    name: row.name,
    meal_type: row.mealType as MealType,
    description: row.description,
    photo_url: row.photoId ? photoUrl(row.photoId) : null,
    source_meal_id: row.sourceMealId,
    calories: row.calories,
    protein: row.protein,
    carbs: row.carbs,
    fat: row.fat,
    sugar: row.sugar,
    fiber: row.fiber,
    salt: row.salt,
    created_at: row.createdAt.toISOString(),
  };
}

export async function favorites(deps: Pick<MealsDeps, "db">, userId: string): Promise<Favorite[]> {
  return (await listFavorites(deps.db, userId)).map(toFavorite);
}

/**
 * POST /api/favorites: stars a logged meal. The favourite is a copy of it (deleting the log keeps the
 * favourite); starring the same meal again (same words and kcal) returns the existing favourite,
 * renamed when a name is given.
 */
export async function starMeal(
  deps: Pick<MealsDeps, "db">,
  userId: string,
  input: CreateFavoriteInput,
): Promise<{ favorite: Favorite; created: boolean }> {
  const meal = await findMeal(deps.db, userId, input.meal_id);
  if (!meal) throw new NotFound("Comida no encontrada");
  const name = input.name?.trim() ? input.name.trim() : null;
  const existing = (await listFavorites(deps.db, userId)).find((f) => mealKey(f) === mealKey(meal));
  if (existing) {
    const renamed =
      name && name !== existing.name ? await renameFavorite(deps.db, userId, existing.id, name) : null;
    return { favorite: toFavorite(renamed ?? existing), created: false };
  }
  if ((await countFavorites(deps.db, userId)) >= MAX_FAVORITES)
    throw new Invalid(M.tooManyFavorites(MAX_FAVORITES));
  const row = await insertFavorite(deps.db, userId, {
    name,
    mealType: meal.mealType,
    description: meal.description,
    photoId: meal.photoId,
    calories: meal.calories,
    protein: meal.protein,
    carbs: meal.carbs,
    fat: meal.fat,
    sugar: meal.sugar,
    fiber: meal.fiber,
    salt: meal.salt,
    aiAnalysis: meal.aiAnalysis,
    aiEdits: meal.aiEdits,
    sourceMealId: meal.id,
  });
  return { favorite: toFavorite(row), created: true };
}

export async function renameFav(
  deps: Pick<MealsDeps, "db">,
  userId: string,
  id: string,
  name: string | null,
): Promise<Favorite> {
  const row = await renameFavorite(deps.db, userId, id, name?.trim() ? name.trim() : null);
  if (!row) throw new NotFound(M.favoriteNotFound);
  return toFavorite(row);
}

/** Un-stars; the photo goes too when no log and no other favourite uses it. */
export async function unstar(deps: MealsDeps, userId: string, id: string): Promise<void> {
  await removeWithUnusedPhoto(deps, userId, (tx) => deleteFavorite(tx, userId, id), M.favoriteNotFound);
}

/** POST /api/favorites/:id/log: a new log from the favourite, with the chosen type and day. */
export async function logFavorite(
  deps: Pick<MealsDeps, "db">,
  ctx: QuotaContext,
  id: string,
  input: RelogInput,
): Promise<MealLog> {
  const favorite = await findFavorite(deps.db, ctx.userId, id);
  if (!favorite) throw new NotFound(M.favoriteNotFound);
  const mealType = input.meal_type ?? (favorite.mealType as MealType);
  const loggedAt = mealLoggedAt(ctx, input.day, mealType);
  const row = await withQuota(deps.db, "meal_logging", ctx, (tx) =>
    insertMeal(tx, ctx.userId, copyOf(favorite, mealType, loggedAt)),
  );
  return toMealLog(row);
}
