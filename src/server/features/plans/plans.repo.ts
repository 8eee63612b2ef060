import { and, desc, eq, gte, lt, lte, sql } from "drizzle-orm";
import type { MealType } from "../../../core/enums";
import { MAX_DESCRIPTION } from "../../../core/meal.schema";
import type { PlannedMeal } from "../../../core/plan.schema";
import type { PlanAverages } from "../../../core/plan-validation";
import type { DbOrTx, Tx } from "../../db/client";
import { mealPlans, profiles } from "../../db/schema";
import { insertMeal, type MealRow, updateMeal } from "../meals/meals.repo";

export type MealPlanRow = typeof mealPlans.$inferSelect;

export interface NewPlan {
  startDate: string;
  endDate: string;
  dailyPlans: unknown;
  mealsPerDay: number;
  averages: PlanAverages;
  /** issue 18: the diets and restrictions the menu was planned for */
  plannedRestrictions?: { dietary_restrictions: string[]; health_restrictions: string[] } | null;
}

/** The newest plan whose range contains `day` (SPEC.md section 7 meal_plans select). */
export async function findPlanContaining(
  db: DbOrTx,
  userId: string,
  day: string,
): Promise<MealPlanRow | null> {
  const [row] = await db
    .select()
    .from(mealPlans)
    .where(and(eq(mealPlans.userId, userId), lte(mealPlans.startDate, day), gte(mealPlans.endDate, day)))
    .orderBy(desc(mealPlans.createdAt), desc(mealPlans.startDate))
    .limit(1);
  return row ?? null;
}

/** Whether the user has any plan at all (a free user's first plan, docs/decisions/0013). */
export async function hasAnyPlan(db: DbOrTx, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: mealPlans.id })
    .from(mealPlans)
    .where(eq(mealPlans.userId, userId))
    .limit(1);
  return row !== undefined;
}

/**
 * Serialises plan changes of one user until the transaction ends (generate, reuse and onboarding
 * in parallel): each one reads the week after the previous one committed. The exclusion constraint
 * on meal_plans makes two overlapping plans impossible even without it.
 */
export async function lockUserPlans(tx: Tx, userId: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`${userId}:meal_plans`}, 0))`);
}

/** The latest plan that starts before `day` (the one reuse copies). */
export async function findLatestPlanBefore(
  db: DbOrTx,
  userId: string,
  day: string,
): Promise<MealPlanRow | null> {
  const [row] = await db
    .select()
    .from(mealPlans)
    .where(and(eq(mealPlans.userId, userId), lt(mealPlans.startDate, day)))
    .orderBy(desc(mealPlans.startDate), desc(mealPlans.createdAt))
    .limit(1);
  return row ?? null;
}

/**
 * Deletes the user's plans overlapping [startDate, endDate] and inserts the new one; the caller
 * runs it inside a transaction so a reader never sees the week empty or doubled.
 */
export async function replacePlanForWeek(tx: Tx, userId: string, plan: NewPlan): Promise<MealPlanRow> {
  await tx
    .delete(mealPlans)
    .where(
      and(
        eq(mealPlans.userId, userId),
        lte(mealPlans.startDate, plan.endDate),
        gte(mealPlans.endDate, plan.startDate),
      ),
    );
  const a = plan.averages;
  const [row] = await tx
    .insert(mealPlans)
    .values({
      userId,
      // The app's clock, the one requests' arrival times are read with (plans.service.ts).
      createdAt: new Date(),
      startDate: plan.startDate,
      endDate: plan.endDate,
      dailyPlans: plan.dailyPlans,
      mealsPerDay: plan.mealsPerDay,
      plannedRestrictions: plan.plannedRestrictions ?? null,
      dailyCaloricIntake: a.daily_caloric_intake,
      dailyTotalProteinIntake: a.daily_total_protein_intake,
      dailyTotalCarbsIntake: a.daily_total_carbs_intake,
      dailyTotalFatIntake: a.daily_total_fat_intake,
      dailyTotalSugarIntake: a.daily_total_sugar_intake,
      dailyTotalFiberIntake: a.daily_total_fiber_intake,
      dailyTotalSaltIntake: a.daily_total_salt_intake,
    })
    .returning();
  return row;
}

export async function setDailyCalorieGoal(tx: Tx, userId: string, kcal: number): Promise<void> {
  await tx
    .update(profiles)
    .set({ dailyCalorieGoal: kcal, updatedAt: new Date() })
    .where(eq(profiles.id, userId));
}

/**
 * The log's text for a planned meal: a plate's own short description (planner v2 describes the
 * whole plate: "Lentejas con chorizo, pan y naranja"); otherwise, as before, the dish name and its
 * description, since an older or AI plan's description alone ("1,5 raciones (unos 450 g)") does
 * not say what was eaten.
 */
export function loggedDescription(meal: PlannedMeal): string {
  const isPlate = meal.grams !== undefined || meal.items !== undefined;
  const text = isPlate ? meal.description : `${meal.name}: ${meal.description}`;
  return text.slice(0, MAX_DESCRIPTION);
}

/** Logs a planned meal now, through the meals repo. */
export function insertMealLogFromPlan(
  tx: Tx,
  userId: string,
  meal: PlannedMeal,
  mealType: MealType,
): Promise<MealRow> {
  return insertMeal(tx, userId, {
    mealType,
    description: loggedDescription(meal),
    calories: meal.calories,
    protein: meal.protein,
    carbs: meal.carbs,
    fat: meal.fat,
    sugar: meal.sugar,
    fiber: meal.fiber,
    salt: meal.salt,
  });
}

/** Changes the type of one of the user's logged meals (the add-to-today success flow). */
export function updateMealLogType(
  db: DbOrTx,
  userId: string,
  id: string,
  mealType: MealType,
): Promise<MealRow | null> {
  return updateMeal(db, userId, id, { mealType });
}
