import { calculateDailyCalorieGoal } from "../../../core/calorie-goal";
import type { MealType } from "../../../core/enums";
import { Forbidden, Invalid, NotFound, ProviderFailed, UpgradeRequired } from "../../../core/errors";
import { type HouseholdRestrictions, mergeRestrictions } from "../../../core/household";
import type { MealLog } from "../../../core/meal.schema";
import { roundNutrients, scaleNutrients } from "../../../core/nutrients";
import { clampMealsPerDay, type DayPlan, type MealPlan, type PlannedMeal } from "../../../core/plan.schema";
import { PLAN_LIMITS } from "../../../core/plan-limits";
import { planAverages, validateWeeklyPlan } from "../../../core/plan-validation";
import { calorieGoalFromPlan } from "../../../core/plausibility";
import type { Profile } from "../../../core/profile.schema";
import { planEndDate, planWeek } from "../../../core/week";
import type { Db, Tx } from "../../db/client";
import type { AppDeps } from "../../http/context";
import { currentPlanType } from "../billing/subscription.repo";
import { HOUSEHOLD_MESSAGES } from "../family/household.messages";
import {
  type FamilyContext,
  familyContextOf,
  householdOf,
  ownPlanAndFamilyOf,
  type VisiblePlan,
  withHousehold,
} from "../family/household.service";
import { toMealLog } from "../meals/meals.service";
import { toProfile } from "../profile/profile.mapper";
import { findProfile } from "../profile/profile.repo";
import { LIMIT_MESSAGES } from "../usage/usage.messages";
import { PLAN_MESSAGES } from "./plans.messages";
import {
  findLatestPlanBefore,
  findPlanContaining,
  hasAnyPlan,
  insertMealLogFromPlan,
  lockUserPlans,
  type MealPlanRow,
  type NewPlan,
  replacePlanForWeek,
  setDailyCalorieGoal,
  updateMealLogType,
} from "./plans.repo";

export interface GeneratePlanOptions {
  weekOffset: number;
  timeZone: string;
  /**
   * the onboarding's initial plan: allowed whatever the subscription, and made only when the week
   * has no plan yet (posting onboarding again never regenerates the week)
   */
  initial?: boolean;
  /** when the request arrived: "today", and the line between a parallel request and a later one */
  now?: Date;
  /** a background job's progress (0-100) as the work advances (docs/decisions/0029) */
  onProgress?: (progress: number) => Promise<void>;
}

/** Database row -> the API's snake_case plan (SPEC.md section 3 meal_plans). */
export function toMealPlan(row: MealPlanRow): MealPlan {
  return {
    id: row.id,
    start_date: row.startDate,
    end_date: row.endDate,
    daily_plans: row.dailyPlans as DayPlan[],
    meals_per_day: row.mealsPerDay,
    daily_caloric_intake: row.dailyCaloricIntake,
    daily_total_protein_intake: row.dailyTotalProteinIntake,
    daily_total_carbs_intake: row.dailyTotalCarbsIntake,
    daily_total_fat_intake: row.dailyTotalFatIntake,
    daily_total_sugar_intake: row.dailyTotalSugarIntake,
    daily_total_fiber_intake: row.dailyTotalFiberIntake,
    daily_total_salt_intake: row.dailyTotalSaltIntake,
    created_at: row.createdAt.toISOString(),
  };
}

/**
 * The plan the user sees for the week at `weekOffset` (issue 18): a member who follows the family
 * menu sees the owner's plan for that date, read-only; everyone else their own (the newest one whose
 * range contains the target date). A family plan's meals carry each follower's portion and
 * `servings`, so the shopping list of the household comes from this one function.
 */
export async function planForWeek(
  db: Db,
  userId: string,
  weekOffset: number,
  timeZone: string,
  now = new Date(),
): Promise<VisiblePlan | null> {
  const targetDate = planWeek(weekOffset, timeZone, now).targetDate;
  // one statement for everyone outside a family; a follower's shared plan is a second read
  const { own, family } = await ownPlanAndFamilyOf(db, userId, targetDate);
  if (family?.role === "member" && family.followsFamilyMenu) {
    const shared = await findPlanContaining(db, family.ownerId, targetDate);
    if (!shared) return null;
    return withHousehold(db, toMealPlan(shared), shared.plannedRestrictions, family.ownerId, {
      role: "member",
      owner_name: family.ownerName,
      read_only: true,
    });
  }
  return own ? ownView(db, userId, own, family) : null;
}

/** The user's own plan, with the household's portions when they own a family others follow. */
async function ownView(
  db: Db,
  userId: string,
  row: MealPlanRow,
  family: FamilyContext | null,
): Promise<VisiblePlan> {
  const plan = toMealPlan(row);
  if (family?.role !== "owner") return plan;
  return withHousehold(db, plan, row.plannedRestrictions, userId, {
    role: "owner",
    owner_name: family.ownerName,
    read_only: false,
  });
}

/** A member who follows the family menu neither generates nor reuses a plan: the owner does. */
function refuseFollower(family: FamilyContext | null): void {
  if (family?.role === "member" && family.followsFamilyMenu) {
    throw new Forbidden(HOUSEHOLD_MESSAGES.familyMenuByOwner(family.ownerName));
  }
}

/**
 * Generates and stores the plan for the week at `weekOffset` (SPEC.md section 4 "Meal plans"):
 * the profile must have an activity level; custom plans need a plan with customMealPlans unless it
 * is the onboarding's initial plan. The AI call runs outside the transaction; then, in one
 * transaction, plans overlapping the week are deleted, the new one inserted and the user's
 * daily_calorie_goal set to the plan's average.
 */
export async function generatePlanForUser(
  deps: Pick<AppDeps, "db" | "ai">,
  userId: string,
  options: GeneratePlanOptions,
): Promise<{ id: string }> {
  const plan = await generatePlan(deps, userId, options);
  return { id: plan.id };
}

/**
 * The refusals of plan generation (SPEC.md section 4), also checked before a plan job is queued so
 * they answer at once: the profile must have an activity level; a free user may make a first plan
 * (onboarding's warning promises it), further ones are premium.
 */
export async function assertMayGeneratePlan(db: Db, userId: string, initial = false) {
  const row = await findProfile(db, userId);
  if (!row) throw new NotFound(PLAN_MESSAGES.profileNotFound);
  if (!row.activityLevel) throw new Invalid(PLAN_MESSAGES.activityMissing);
  // A member who follows the family menu does not make plans: the owner does (issue 18). The
  // onboarding's initial plan is their own, kept for when they leave the family menu.
  const family = await familyContextOf(db, userId);
  if (!initial) refuseFollower(family);
  const mayCreateFirst = initial || !(await hasAnyPlan(db, userId));
  if (!mayCreateFirst && !PLAN_LIMITS[await currentPlanType(db, userId)].customMealPlans) {
    throw new UpgradeRequired("custom_meal_plans", LIMIT_MESSAGES.custom_meal_plans);
  }
  return { row, family };
}

export async function generatePlan(
  deps: Pick<AppDeps, "db" | "ai">,
  userId: string,
  { weekOffset, timeZone, initial = false, now = new Date(), onProgress }: GeneratePlanOptions,
): Promise<VisiblePlan> {
  const { db, ai } = deps;
  const { row, family } = await assertMayGeneratePlan(db, userId, initial);

  const week = planWeek(weekOffset, timeZone, now);
  // Same user and week -> same seed, unless a plan is being replaced: then its id changes the seed so
  // regenerating the week gives a different plan (and stays reproducible).
  const replaced = await findPlanContaining(db, userId, week.targetDate);
  if (initial && replaced) return ownView(db, userId, replaced, family);
  const mealsPerDay = clampMealsPerDay(row.mealsPerDay ?? 3);
  const profile = toProfile(row);
  const dailyCalorieGoal =
    row.dailyCalorieGoal ??
    calculateDailyCalorieGoal({
      gender: profile.gender,
      weight: profile.weight,
      height: profile.height,
      age: profile.age,
      activity_level: profile.activity_level,
      fitness_goal: profile.fitness_goal,
    });
  const seed = `${userId}:${week.startDate}:${replaced?.id ?? "0"}`;

  // A family owner's menu is planned for everyone who follows it: the owner's goal and meals, the
  // union of every follower's diets and restrictions (docs/decisions/0028). Portions come at read time.
  const household = family?.role === "owner" ? await householdOf(db, userId) : null;
  const plannedRestrictions = household?.restrictions ?? mergeRestrictions([profile]);
  await onProgress?.(20);
  const days = await ai.generateWeeklyPlan({
    profile: household ? householdProfile(profile, household.restrictions) : profile,
    meals_per_day: mealsPerDay,
    daily_calorie_goal: dailyCalorieGoal,
    seed,
  });
  const checked = validateWeeklyPlan(days, mealsPerDay);
  if (!checked.ok) throw new ProviderFailed(checked.message);
  const averages = planAverages(checked.days);
  await onProgress?.(80);

  const saved = await replaceUnlessChanged(
    db,
    userId,
    { targetDate: week.targetDate, seen: replaced, startedAt: now, initial },
    {
      startDate: week.startDate,
      endDate: week.endDate,
      dailyPlans: checked.days,
      mealsPerDay,
      averages,
      plannedRestrictions,
    },
    (tx) => setDailyCalorieGoal(tx, userId, calorieGoalFromPlan(averages.daily_caloric_intake)),
  );
  return ownView(db, userId, saved, family);
}

/** The owner's profile with the household's restrictions in place of their own (a merged profile, planner untouched). */
function householdProfile(profile: Profile, restrictions: HouseholdRestrictions): Profile {
  return {
    ...profile,
    dietary_restrictions: restrictions.dietary_restrictions as Profile["dietary_restrictions"],
    health_restrictions: restrictions.health_restrictions,
  };
}

/**
 * The one place a plan is written. Under the user's plan lock it reads the week again: if another
 * request stored a plan for it since this one began (a parallel generate, reuse or onboarding, e.g.
 * a double click), that plan is the answer and nothing is written, so N parallel requests leave
 * exactly one plan and all get it; a request made after the previous one finished still replaces it.
 * Otherwise the plans overlapping the new range are deleted and the new one inserted, in one
 * transaction (SPEC.md section 4), with `afterInsert` (the calorie goal) in the same transaction.
 */
async function replaceUnlessChanged(
  db: Db,
  userId: string,
  week: { targetDate: string; seen: MealPlanRow | null; startedAt: Date; initial?: boolean },
  plan: NewPlan,
  afterInsert?: (tx: Tx) => Promise<void>,
): Promise<MealPlanRow> {
  return db.transaction(async (tx) => {
    await lockUserPlans(tx, userId);
    const current = await findPlanContaining(tx, userId, week.targetDate);
    const changed = current && (current.id !== week.seen?.id || current.createdAt >= week.startedAt);
    if (current && (week.initial || changed)) return current;
    const inserted = await replacePlanForWeek(tx, userId, plan);
    await afterInsert?.(tx);
    return inserted;
  });
}

/**
 * Copies the latest plan that starts before the target week into that week (new dates, same days),
 * replacing any plan overlapping it. Allowed on every subscription (docs/decisions/0008).
 */
export async function reusePreviousPlan(
  db: Db,
  userId: string,
  weekOffset: number,
  timeZone: string,
  now = new Date(),
): Promise<VisiblePlan> {
  const family = await familyContextOf(db, userId);
  refuseFollower(family);
  const week = planWeek(weekOffset, timeZone, now);
  const previous = await findLatestPlanBefore(db, userId, week.startDate);
  if (!previous) throw new NotFound(PLAN_MESSAGES.noPrevious);
  const seen = await findPlanContaining(db, userId, week.targetDate);
  const saved = await replaceUnlessChanged(
    db,
    userId,
    { targetDate: week.targetDate, seen, startedAt: now },
    {
      startDate: week.startDate,
      endDate: planEndDate(week.startDate),
      dailyPlans: previous.dailyPlans,
      mealsPerDay: previous.mealsPerDay,
      plannedRestrictions: previous.plannedRestrictions,
      averages: {
        daily_caloric_intake: previous.dailyCaloricIntake,
        daily_total_protein_intake: previous.dailyTotalProteinIntake,
        daily_total_carbs_intake: previous.dailyTotalCarbsIntake,
        daily_total_fat_intake: previous.dailyTotalFatIntake,
        daily_total_sugar_intake: previous.dailyTotalSugarIntake,
        daily_total_fiber_intake: previous.dailyTotalFiberIntake,
        daily_total_salt_intake: previous.dailyTotalSaltIntake,
      },
    },
  );
  return ownView(db, userId, saved, family);
}

/**
 * Logs a planned meal now. Never refused by a limit (issue 15 item 2): meal logging is unlimited on
 * every plan, and a meal of the user's own plan is not a new estimate. Type breakfast as the spec
 * says, unless the user picked another (docs/decisions/0008).
 */
export async function addPlannedMealToToday(
  db: Db,
  userId: string,
  input: { meal: PlannedMeal; mealType?: MealType; now?: Date },
): Promise<MealLog> {
  const { mealType = "breakfast" } = input;
  // A family menu's meal is logged at the user's own portion (issue 18): Luis's 1,5 raciones count 1,5 times.
  const portion = input.meal.household?.find((h) => h.member_id === userId)?.portion;
  const meal =
    portion && portion !== 1
      ? { ...input.meal, ...roundNutrients(scaleNutrients(input.meal, portion)) }
      : input.meal;
  const row = await db.transaction((tx) => insertMealLogFromPlan(tx, userId, meal, mealType));
  return toMealLog(row);
}

/** The success flow's "it was another meal of the day": re-types the entry just added. */
export async function changeAddedMealType(db: Db, userId: string, logId: string, mealType: MealType) {
  const row = await updateMealLogType(db, userId, logId, mealType);
  if (!row) throw new NotFound();
  return toMealLog(row);
}
