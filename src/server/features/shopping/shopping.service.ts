import { Conflict, Invalid, NotFound, UpgradeRequired } from "../../../core/errors";
import type { MealPlan, PlannedMeal } from "../../../core/plan.schema";
import { PLAN_LIMITS } from "../../../core/plan-limits";
import { mealKey } from "../../../core/plan-validation";
import {
  MAX_EXTRAS_PER_WEEK,
  MAX_STAPLES,
  type ShoppingItem,
  type ShoppingList,
  type UpdateItemInput,
} from "../../../core/shopping.schema";
import { planWeek } from "../../../core/week";
import { arrangeList, type ShopLine, shoppingLines } from "../../../planner/shopping";
import type { Db } from "../../db/client";
import { currentPlanType } from "../billing/subscription.repo";
import { menuOwnerOf } from "../family/household.service";
import { planForWeek } from "../plans/plans.service";
import { LIMIT_MESSAGES } from "../usage/usage.messages";
import { SHOPPING_MESSAGES as t } from "./shopping.messages";
import {
  countExtras,
  countStaples,
  deleteExtra,
  deleteStaple,
  insertExtra,
  insertStaple,
  listExtras,
  listMarks,
  listStaples,
  lockUserList,
  setExtraChecked,
  storedIngredients,
  upsertMark,
} from "./shopping.repo";

export interface WeekRequest {
  weekOffset: number;
  timeZone: string;
  now?: Date;
}

/**
 * The plan this user sees for that week, and whose it is (its stored recipes are looked up for that
 * owner). The one place the family plan plugs in: a member who follows the household's menu sees the
 * owner's plan here, and the list follows.
 */
export async function planSeenBy(
  db: Db,
  userId: string,
  { weekOffset, timeZone, now = new Date() }: WeekRequest,
): Promise<{ plan: MealPlan; ownerId: string } | null> {
  const plan = await planForWeek(db, userId, weekOffset, timeZone, now);
  return plan ? { plan, ownerId: await menuOwnerOf(db, userId) } : null;
}

/**
 * Whose ticks and hand-added items a user reads and writes: the family owner's for a member who
 * follows the family menu (one list for the household, ticked by anyone, issue 18 item 5), else
 * their own. Membership is checked by `menuOwnerOf` on every call.
 */
export async function listOwnerFor(db: Db, userId: string): Promise<string> {
  return menuOwnerOf(db, userId);
}

/** Premium and family plans only; a free user gets the upsell (402), never the data. */
async function requireShoppingList(db: Db, userId: string): Promise<void> {
  if (!PLAN_LIMITS[await currentPlanType(db, userId)].shoppingList) {
    throw new UpgradeRequired("shopping_list", LIMIT_MESSAGES.shopping_list);
  }
}

interface WeekLines {
  weekStart: string;
  startDate: string;
  endDate: string;
  hasPlan: boolean;
  days: number[];
  lines: ShopLine[];
  mealCount: number;
}

/**
 * The generated lines of a week (all days, or `days`) and the date its state is stored under: the
 * plan's start date, which does not move while the plan lasts (a plan week starts "today", so the
 * requested week's own start moves every day), or the requested week's start without a plan.
 */
async function weekLines(db: Db, userId: string, req: WeekRequest, days?: number[]): Promise<WeekLines> {
  const seen = await planSeenBy(db, userId, req);
  const week = planWeek(req.weekOffset, req.timeZone, req.now);
  if (!seen) {
    return {
      weekStart: week.startDate,
      startDate: week.startDate,
      endDate: week.endDate,
      hasPlan: false,
      days: days ?? [0, 1, 2, 3, 4, 5, 6],
      lines: [],
      mealCount: 0,
    };
  }
  const { plan, ownerId } = seen;
  const chosen = days ?? plan.daily_plans.map((d) => d.day);
  const meals: PlannedMeal[] = plan.daily_plans.filter((d) => chosen.includes(d.day)).flatMap((d) => d.meals);
  const withoutRecipe = meals.filter((m) => !m.recipe_id).map(mealKey);
  const stored = await storedIngredients(db, ownerId, [...new Set(withoutRecipe)]);
  return {
    weekStart: plan.start_date,
    startDate: plan.start_date,
    endDate: plan.end_date,
    hasPlan: true,
    days: chosen,
    lines: shoppingLines(meals, (meal) => stored.get(mealKey(meal)) ?? null),
    mealCount: meals.length,
  };
}

/** The premium check and the week's lines, for the requests that change one item of a week's list. */
async function listedWeek(
  db: Db,
  userId: string,
  input: { week_offset: number; timeZone: string; now?: Date },
): Promise<WeekLines> {
  await requireShoppingList(db, userId);
  return weekLines(db, userId, { weekOffset: input.week_offset, timeZone: input.timeZone, now: input.now });
}

/** GET /api/shopping-list: the week's list with the user's ticks, staples, removals and extras. */
export async function shoppingListFor(
  db: Db,
  userId: string,
  req: WeekRequest & { days?: number[] },
): Promise<ShoppingList> {
  await requireShoppingList(db, userId);
  const week = await weekLines(db, userId, req, req.days);
  const owner = await listOwnerFor(db, userId);
  const [marks, extras, staples] = await Promise.all([
    listMarks(db, owner, week.weekStart),
    listExtras(db, owner, week.weekStart),
    listStaples(db, userId),
  ]);
  const {
    groups,
    staples: atHome,
    removed,
  } = arrangeList(week.lines, {
    checked: new Set(marks.filter((m) => m.checked).map((m) => m.key)),
    removed: new Set(marks.filter((m) => m.removed).map((m) => m.key)),
    staples: new Set(staples.map((s) => s.key)),
    extras: extras.map((e) => ({ id: e.id, name: e.name, checked: e.checked })),
  });
  const hint = !week.hasPlan ? t.noPlan : week.mealCount === 0 ? t.noMealsOnDays : null;
  return {
    week_offset: req.weekOffset,
    start_date: week.startDate,
    end_date: week.endDate,
    has_plan: week.hasPlan,
    days: week.days,
    hint,
    groups,
    staples: atHome,
    removed,
    extras_left: Math.max(0, MAX_EXTRAS_PER_WEEK - extras.length),
  };
}

const EXTRA_KEY = /^extra-([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/;

/**
 * Ticks, unticks, removes or restores one item of the week's list. A generated item must be on this
 * user's list for that week and a hand-added one must be theirs: anything else is 404, nothing written.
 * Removing a hand-added item deletes it.
 */
export async function updateItem(
  db: Db,
  userId: string,
  key: string,
  input: UpdateItemInput & { timeZone: string; now?: Date },
): Promise<{ key: string; checked: boolean; removed: boolean }> {
  const week = await listedWeek(db, userId, input);
  const owner = await listOwnerFor(db, userId);
  const extra = EXTRA_KEY.exec(key);
  if (extra) {
    if (input.removed) {
      if (!(await deleteExtra(db, owner, week.weekStart, extra[1]))) throw new NotFound(t.itemNotFound);
      return { key, checked: false, removed: true };
    }
    const row =
      input.checked === undefined
        ? null
        : await setExtraChecked(db, owner, week.weekStart, extra[1], input.checked);
    if (!row) throw new NotFound(t.itemNotFound);
    return { key, checked: row.checked, removed: false };
  }
  if (!week.lines.some((l) => l.key === key)) throw new NotFound(t.itemNotFound);
  const mark = await upsertMark(db, owner, week.weekStart, key, {
    ...(input.checked !== undefined ? { checked: input.checked } : {}),
    ...(input.removed !== undefined ? { removed: input.removed } : {}),
  });
  return { key, ...mark };
}

/** Adds an item by hand to the week's list: at most MAX_EXTRAS_PER_WEEK per week, checked under a lock. */
export async function addExtra(
  db: Db,
  userId: string,
  input: { week_offset: number; name: string; timeZone: string; now?: Date },
): Promise<ShoppingItem> {
  const week = await listedWeek(db, userId, input);
  const owner = await listOwnerFor(db, userId);
  const row = await db.transaction(async (tx) => {
    await lockUserList(tx, owner);
    if ((await countExtras(tx, owner, week.weekStart)) >= MAX_EXTRAS_PER_WEEK) return null;
    return insertExtra(tx, owner, week.weekStart, input.name);
  });
  if (!row) throw new Conflict(t.tooManyExtras);
  return {
    key: `extra-${row.id}`,
    name: row.name,
    quantity: "",
    hint: null,
    grams: null,
    aisle: "anadidos",
    checked: row.checked,
    dishes: [],
    stapleable: false,
  };
}

/** "Siempre en casa": the item (on this week's list) is left off every future list until undone. */
export async function addStaple(
  db: Db,
  userId: string,
  input: { week_offset: number; key: string; timeZone: string; now?: Date },
): Promise<void> {
  const week = await listedWeek(db, userId, input);
  const line = week.lines.find((l) => l.key === input.key);
  if (!line) throw new NotFound(t.itemNotFound);
  if (!line.stapleable) throw new Invalid(t.notStapleable);
  await db.transaction(async (tx) => {
    await lockUserList(tx, userId);
    if ((await countStaples(tx, userId)) >= MAX_STAPLES) throw new Conflict(t.tooManyStaples);
    await insertStaple(tx, userId, line.key, line.name);
  });
}

export async function removeStaple(db: Db, userId: string, key: string): Promise<void> {
  await requireShoppingList(db, userId);
  if (!(await deleteStaple(db, userId, key))) throw new NotFound(t.stapleNotFound);
}
