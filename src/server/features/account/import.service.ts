import { and, eq, gte, lte, sql } from "drizzle-orm";
import type { ImportPreview, ImportReport } from "../../../core/account-data.schema";
import { MEAL_TYPE_LABELS, type MealType } from "../../../core/enums";
import { Invalid } from "../../../core/errors";
import type { Db, DbOrTx } from "../../db/client";
import { mealLogs } from "../../db/schema";
import { ACCOUNT_MESSAGES, FORMAT_NAMES } from "./account.messages";
import { type ImportedMeal, parseImportFile } from "./import-formats";

/** Rows shown in the preview. */
export const PREVIEW_ROWS = 10;
/** Rejected rows listed in a report (the count covers all of them). */
const MAX_LISTED_REJECTIONS = 100;
const INSERT_CHUNK = 500;

/** What makes two meals the same for an import: same instant, description and kcal (per user). */
const dupKey = (loggedAt: Date, description: string, calories: number) =>
  `${loggedAt.getTime()}|${description}|${Math.round(calories * 100)}`;

/** Splits meals into new ones and duplicates (of the user's meals or of earlier rows of the file). */
async function splitDuplicates(db: DbOrTx, userId: string, meals: ImportedMeal[]) {
  if (meals.length === 0) return { fresh: [], duplicates: 0 };
  let min = meals[0].loggedAt;
  let max = meals[0].loggedAt;
  for (const m of meals) {
    if (m.loggedAt < min) min = m.loggedAt;
    if (m.loggedAt > max) max = m.loggedAt;
  }
  const existing = await db
    .select({ loggedAt: mealLogs.loggedAt, description: mealLogs.description, calories: mealLogs.calories })
    .from(mealLogs)
    .where(and(eq(mealLogs.userId, userId), gte(mealLogs.loggedAt, min), lte(mealLogs.loggedAt, max)));
  const seen = new Set(existing.map((e) => dupKey(e.loggedAt, e.description, e.calories)));
  const fresh: ImportedMeal[] = [];
  let duplicates = 0;
  for (const meal of meals) {
    const key = dupKey(meal.loggedAt, meal.description, meal.nutrients.calories);
    if (seen.has(key)) duplicates += 1;
    else {
      seen.add(key);
      fresh.push(meal);
    }
  }
  return { fresh, duplicates };
}

interface ImportInput {
  userId: string;
  bytes: Uint8Array;
  timeZone: string;
  now: Date;
}

function parse(input: ImportInput) {
  return parseImportFile(input.bytes, {
    timeZone: input.timeZone,
    latest: new Date(input.now.getTime() + 24 * 60 * 60 * 1000),
  });
}

/** ?dry_run=1: what the import would do, nothing written. */
export async function previewImport(db: Db, input: ImportInput): Promise<ImportPreview> {
  const parsed = parse(input);
  const { fresh, duplicates } = await splitDuplicates(db, input.userId, parsed.meals);
  const mapping = new Map<string, { source: string; meal_type: MealType; rows: number }>();
  for (const meal of parsed.meals) {
    const key = `${meal.sourceMeal}|${meal.mealType}`;
    const entry = mapping.get(key) ?? { source: meal.sourceMeal, meal_type: meal.mealType, rows: 0 };
    entry.rows += 1;
    mapping.set(key, entry);
  }
  return {
    format: parsed.format,
    format_name: FORMAT_NAMES[parsed.format],
    total_rows: parsed.totalRows,
    valid_rows: fresh.length,
    duplicates,
    rejected_count: parsed.rejected.length,
    rejected: parsed.rejected.slice(0, MAX_LISTED_REJECTIONS),
    meal_mapping: [...mapping.values()].map((m) => ({ ...m, label: MEAL_TYPE_LABELS[m.meal_type] })),
    preview: parsed.meals.slice(0, PREVIEW_ROWS).map((m) => ({
      row: m.row,
      logged_at: m.loggedAt.toISOString(),
      meal_type: m.mealType,
      description: m.description,
      ...m.nutrients,
    })),
  };
}

/**
 * The import itself: one transaction (all rows or none), serialised per user so two imports of the
 * same file at once cannot both insert it; duplicates are skipped, rejected rows reported.
 */
export async function runImport(db: Db, input: ImportInput): Promise<ImportReport> {
  const parsed = parse(input);
  if (parsed.meals.length === 0 && parsed.rejected.length > 0)
    throw new Invalid(ACCOUNT_MESSAGES.importNothingValid);
  const { imported, duplicates } = await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`import:${input.userId}`}, 0))`);
    const { fresh, duplicates } = await splitDuplicates(tx, input.userId, parsed.meals);
    for (let i = 0; i < fresh.length; i += INSERT_CHUNK) {
      await tx.insert(mealLogs).values(
        fresh.slice(i, i + INSERT_CHUNK).map((m) => ({
          userId: input.userId,
          mealType: m.mealType,
          description: m.description,
          loggedAt: m.loggedAt,
          ...m.nutrients,
        })),
      );
    }
    return { imported: fresh.length, duplicates };
  });
  return {
    format: parsed.format,
    format_name: FORMAT_NAMES[parsed.format],
    imported,
    duplicates,
    rejected_count: parsed.rejected.length,
    rejected: parsed.rejected.slice(0, MAX_LISTED_REJECTIONS),
  };
}
