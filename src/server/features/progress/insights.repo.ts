import { sql } from "drizzle-orm";
import type { MealType } from "../../../core/enums";
import type { FoodSource } from "../../../core/insights.schema";
import type { Nutrients } from "../../../core/nutrients";
import type { DbOrTx } from "../../db/client";
import { mealLogs, mealPlans, profiles, weighIns } from "../../db/schema";

/*
 * The insights' reads: ONE statement each, filtered by the owner and bounded by the period on the
 * (user_id, logged_at) index. Meals are summed per local day IN SQL (like dashboard.repo.ts), so what
 * travels is at most one row per day of the period, whatever the number of meals or the history.
 */

const TOP_FOODS = 5;
const FOOD_NAME_CHARS = 80;

/** JSON columns come back parsed from node-postgres and as text from some drivers: accept both. */
function json<T>(value: unknown): T {
  return (typeof value === "string" ? JSON.parse(value) : value) as T;
}

export interface GoalInputs {
  dailyCalorieGoal: number | null;
  healthRestrictions: string[] | null;
  fitnessGoal: string | null;
  plan: {
    dailyTotalProteinIntake: number | null;
    dailyTotalCarbsIntake: number | null;
    dailyTotalFatIntake: number | null;
  } | null;
}

export interface MealTypeSourceRow {
  meal_type: MealType;
  meals: number;
  calories: number;
  sugar: number;
  salt: number;
}

export interface InsightsSnapshot {
  goals: GoalInputs;
  /** nutrient sums per local day, only the days with logs */
  days: Map<string, Nutrients>;
  sources: {
    mealTypes: MealTypeSourceRow[];
    foods: { calories: FoodSource[]; sugar: FoodSource[]; salt: FoodSource[] };
  } | null;
}

interface Row {
  profile: {
    daily_calorie_goal: number | null;
    health_restrictions: string[] | null;
    fitness_goal: string | null;
  } | null;
  plan: { protein: number | null; carbs: number | null; fat: number | null } | null;
  days: ({ day: string } & Nutrients)[] | null;
  meal_types?: MealTypeSourceRow[] | null;
  top_calories?: FoodSource[] | null;
  top_sugar?: FoodSource[] | null;
  top_salt?: FoodSource[] | null;
}

const m = mealLogs;

/**
 * Profile goals, the plan covering `today`, the day sums of [range.start, range.end) and, with
 * `withSources`, the meal types and foods that bring most calories, sugar and salt.
 */
export async function insightsSnapshot(
  db: DbOrTx,
  userId: string,
  timeZone: string,
  today: string,
  range: { start: Date; end: Date },
  withSources: boolean,
): Promise<InsightsSnapshot> {
  const top = (column: "calories" | "sugar" | "salt") => sql`(select json_agg(f) from (
      select name, meals, calories, sugar, salt from foods
      where ${sql.raw(column)} > 0
      order by ${sql.raw(column)} desc, name limit ${TOP_FOODS}) f)`;
  const sources = withSources
    ? sql`,
      (select json_agg(t) from (
         select meal_type, count(*)::int as meals, sum(calories) as calories,
                sum(sugar) as sugar, sum(salt) as salt
         from period group by meal_type order by sum(calories) desc) t) as meal_types,
      ${top("calories")} as top_calories,
      ${top("sugar")} as top_sugar,
      ${top("salt")} as top_salt`
    : sql``;
  const result = (await db.execute(sql`
    with period as (
      select ${m.mealType} as meal_type, ${m.description} as description, ${m.loggedAt} as logged_at,
             ${m.calories}::float8 as calories, ${m.protein}::float8 as protein,
             ${m.carbs}::float8 as carbs, ${m.fat}::float8 as fat, ${m.sugar}::float8 as sugar,
             ${m.fiber}::float8 as fiber, ${m.salt}::float8 as salt
      from ${m}
      where ${m.userId} = ${userId}
        and ${m.loggedAt} >= ${range.start.toISOString()}
        and ${m.loggedAt} < ${range.end.toISOString()}
    ),
    days as (
      select to_char((logged_at at time zone ${timeZone})::date, 'YYYY-MM-DD') as day,
             sum(calories) as calories, sum(protein) as protein, sum(carbs) as carbs, sum(fat) as fat,
             sum(sugar) as sugar, sum(fiber) as fiber, sum(salt) as salt
      from period group by 1
    ),
    foods as (
      select left((array_agg(btrim(description) order by logged_at desc))[1], ${FOOD_NAME_CHARS}) as name,
             count(*)::int as meals, sum(calories) as calories, sum(sugar) as sugar, sum(salt) as salt
      from period group by lower(btrim(description))
    )
    select
      (select json_build_object(
                'daily_calorie_goal', ${profiles.dailyCalorieGoal},
                'health_restrictions', ${profiles.healthRestrictions},
                'fitness_goal', ${profiles.fitnessGoal})
         from ${profiles} where ${profiles.id} = ${userId}) as profile,
      (select json_build_object(
                'protein', ${mealPlans.dailyTotalProteinIntake},
                'carbs', ${mealPlans.dailyTotalCarbsIntake},
                'fat', ${mealPlans.dailyTotalFatIntake})
         from ${mealPlans}
         where ${mealPlans.userId} = ${userId}
           and ${mealPlans.startDate} <= ${today} and ${mealPlans.endDate} >= ${today}
         order by ${mealPlans.createdAt} desc limit 1) as plan,
      (select json_agg(days order by day) from days) as days
      ${sources}`)) as unknown as { rows: Row[] };

  const row = result.rows[0];
  const profile = row?.profile ? json<NonNullable<Row["profile"]>>(row.profile) : null;
  const plan = row?.plan ? json<NonNullable<Row["plan"]>>(row.plan) : null;
  const days = new Map<string, Nutrients>();
  for (const { day, ...nutrients } of json<Row["days"]>(row?.days ?? null) ?? []) days.set(day, nutrients);
  const foods = (value: unknown) => json<FoodSource[] | null>(value ?? null) ?? [];
  return {
    goals: {
      dailyCalorieGoal: profile?.daily_calorie_goal ?? null,
      healthRestrictions: profile?.health_restrictions ?? null,
      fitnessGoal: profile?.fitness_goal ?? null,
      plan: plan
        ? {
            dailyTotalProteinIntake: plan.protein,
            dailyTotalCarbsIntake: plan.carbs,
            dailyTotalFatIntake: plan.fat,
          }
        : null,
    },
    days,
    sources: withSources
      ? {
          mealTypes: json<MealTypeSourceRow[] | null>(row?.meal_types ?? null) ?? [],
          foods: {
            calories: foods(row?.top_calories),
            sugar: foods(row?.top_sugar),
            salt: foods(row?.top_salt),
          },
        }
      : null,
  };
}

export interface ExpenditureInputs {
  dailyCalorieGoal: number | null;
  fitnessGoal: string | null;
  intake: { date: string; calories: number }[];
  weighIns: { date: string; kg: number }[];
}

/** What the expenditure estimate reads, in one statement: calories per local day and weigh-ins since `sinceDay`. */
export async function expenditureInputs(
  db: DbOrTx,
  userId: string,
  timeZone: string,
  sinceDay: string,
  range: { start: Date; end: Date },
): Promise<ExpenditureInputs> {
  const result = (await db.execute(sql`
    with intake as (
      select to_char((${m.loggedAt} at time zone ${timeZone})::date, 'YYYY-MM-DD') as date,
             sum(${m.calories}::float8) as calories
      from ${m}
      where ${m.userId} = ${userId}
        and ${m.loggedAt} >= ${range.start.toISOString()}
        and ${m.loggedAt} < ${range.end.toISOString()}
      group by 1
    ),
    weights as (
      select to_char(${weighIns.date}, 'YYYY-MM-DD') as date, ${weighIns.kg}::float8 as kg
      from ${weighIns}
      where ${weighIns.userId} = ${userId} and ${weighIns.date} >= ${sinceDay}
    )
    select
      (select ${profiles.dailyCalorieGoal} from ${profiles} where ${profiles.id} = ${userId}) as goal,
      (select ${profiles.fitnessGoal} from ${profiles} where ${profiles.id} = ${userId}) as fitness_goal,
      (select json_agg(intake order by date) from intake) as intake,
      (select json_agg(weights order by date) from weights) as weights`)) as unknown as {
    rows: { goal: number | null; fitness_goal: string | null; intake: unknown; weights: unknown }[];
  };
  const row = result.rows[0];
  return {
    dailyCalorieGoal: row?.goal == null ? null : Number(row.goal),
    fitnessGoal: row?.fitness_goal ?? null,
    intake: json<ExpenditureInputs["intake"] | null>(row?.intake ?? null) ?? [],
    weighIns: json<ExpenditureInputs["weighIns"] | null>(row?.weights ?? null) ?? [],
  };
}
