import { sql } from "drizzle-orm";
import type { Nutrients } from "../../../core/nutrients";
import type { DbOrTx } from "../../db/client";
import { familyMembers, mealLogs, mealPlans, profiles, subscriptions } from "../../db/schema";

/*
 * The dashboard's read: ONE statement (issue 16) that filters every part by the owner and runs on
 * indexes: meal_logs on (user_id, logged_at), meal_plans on (user_id, start_date, end_date), profiles by
 * primary key. The week's totals are summed per local day in SQL, so the rows that travel are at most 7
 * whatever the number of meals, and the streak's run is walked backwards day by day, stopping at its
 * first gap, so the cost follows the current run, not the whole history (docs/decisions/0018).
 */

/** The plan fields the dashboard reads (goals and today's meals). */
export interface PlanRow {
  startDate: string;
  dailyPlans: unknown;
  dailyTotalProteinIntake: number | null;
  dailyTotalCarbsIntake: number | null;
  dailyTotalFatIntake: number | null;
}

export interface DashboardProfile {
  fullName: string | null;
  dailyCalorieGoal: number | null;
  healthRestrictions: string[] | null;
}

export interface DashboardSnapshot {
  profile: DashboardProfile | null;
  plan: PlanRow | null;
  /**
   * issue 18: for a member who follows the family menu of an active family plan, the owner's plan
   * covering today (today's meals come from it; goals stay from the member's own plan)
   */
  familyMenu: Pick<PlanRow, "startDate" | "dailyPlans"> | null;
  /** nutrient sums per local day ("YYYY-MM-DD") of the days in [weekStart, weekEnd) that have logs */
  days: Map<string, Nutrients>;
  /** the run of consecutive logged local days ending on the latest log day in [runSince, runBefore) */
  run: { lastDay: string; length: number } | null;
}

interface SnapshotRow {
  profile: {
    full_name: string | null;
    daily_calorie_goal: number | null;
    health_restrictions: string[] | null;
  } | null;
  plan: {
    start_date: string;
    daily_plans: unknown;
    protein: number | null;
    carbs: number | null;
    fat: number | null;
  } | null;
  days:
    | {
        day: string;
        calories: number;
        protein: number;
        carbs: number;
        fat: number;
        sugar: number;
        fiber: number;
        salt: number;
      }[]
    | null;
  last_day: string | null;
  run_length: number | null;
  family_menu: { start_date: string; daily_plans: unknown } | null;
}

/** JSON columns come back parsed from node-postgres and as text from some drivers: accept both. */
function json<T>(value: unknown): T {
  return (typeof value === "string" ? JSON.parse(value) : value) as T;
}

/**
 * Everything the dashboard reads, in one round trip. `timeZone` is an IANA name already validated by
 * the session guard; it is sent as a bound parameter all the same.
 */
export async function dashboardSnapshot(
  db: DbOrTx,
  userId: string,
  timeZone: string,
  today: string,
  week: { start: Date; end: Date },
  runWindow: { since: Date; before: Date },
): Promise<DashboardSnapshot> {
  const m = mealLogs;
  // Both drivers (node-postgres and PGlite) answer a raw statement with `{ rows }`.
  const result = (await db.execute(sql`
    with recursive run(day, n) as (
      select d, 1 from (
        select (max(${m.loggedAt}) at time zone ${timeZone})::date as d
        from ${m}
        where ${m.userId} = ${userId}
          and ${m.loggedAt} >= ${runWindow.since.toISOString()}
          and ${m.loggedAt} < ${runWindow.before.toISOString()}
      ) latest
      where d is not null
      union all
      select r.day - 1, r.n + 1 from run r
      where exists (
        select 1 from ${m}
        where ${m.userId} = ${userId}
          and ${m.loggedAt} >= ((r.day - 1)::timestamp at time zone ${timeZone})
          and ${m.loggedAt} < (r.day::timestamp at time zone ${timeZone})
      )
    ),
    days as (
      select to_char((${m.loggedAt} at time zone ${timeZone})::date, 'YYYY-MM-DD') as day,
             sum(${m.calories}::float8) as calories, sum(${m.protein}::float8) as protein,
             sum(${m.carbs}::float8) as carbs, sum(${m.fat}::float8) as fat,
             sum(${m.sugar}::float8) as sugar, sum(${m.fiber}::float8) as fiber,
             sum(${m.salt}::float8) as salt
      from ${m}
      where ${m.userId} = ${userId}
        and ${m.loggedAt} >= ${week.start.toISOString()}
        and ${m.loggedAt} < ${week.end.toISOString()}
      group by 1
    )
    select
      (select json_build_object(
                'full_name', ${profiles.fullName},
                'daily_calorie_goal', ${profiles.dailyCalorieGoal},
                'health_restrictions', ${profiles.healthRestrictions})
         from ${profiles} where ${profiles.id} = ${userId}) as profile,
      (select json_build_object(
                'start_date', to_char(${mealPlans.startDate}, 'YYYY-MM-DD'),
                'daily_plans', ${mealPlans.dailyPlans},
                'protein', ${mealPlans.dailyTotalProteinIntake},
                'carbs', ${mealPlans.dailyTotalCarbsIntake},
                'fat', ${mealPlans.dailyTotalFatIntake})
         from ${mealPlans}
         where ${mealPlans.userId} = ${userId}
           and ${mealPlans.startDate} <= ${today} and ${mealPlans.endDate} >= ${today}
         order by ${mealPlans.createdAt} desc limit 1) as plan,
      (select json_agg(days) from days) as days,
      (select to_char(max(day), 'YYYY-MM-DD') from run) as last_day,
      (select max(n)::int from run) as run_length,
      (select json_build_object(
                'start_date', to_char(${mealPlans.startDate}, 'YYYY-MM-DD'),
                'daily_plans', ${mealPlans.dailyPlans})
         from ${familyMembers}
         join ${subscriptions} on ${subscriptions.userId} = ${familyMembers.ownerId}
           and ${subscriptions.active} and ${subscriptions.planType} = 'family'
         join ${mealPlans} on ${mealPlans.userId} = ${familyMembers.ownerId}
           and ${mealPlans.startDate} <= ${today} and ${mealPlans.endDate} >= ${today}
         where ${familyMembers.memberUserId} = ${userId} and ${familyMembers.status} = 'active'
           and ${familyMembers.followsFamilyMenu}
         order by ${mealPlans.createdAt} desc limit 1) as family_menu`)) as unknown as {
    rows: SnapshotRow[];
  };

  const row = result.rows[0];
  const profile = row?.profile ? json<NonNullable<SnapshotRow["profile"]>>(row.profile) : null;
  const plan = row?.plan ? json<NonNullable<SnapshotRow["plan"]>>(row.plan) : null;
  const menu = row?.family_menu ? json<NonNullable<SnapshotRow["family_menu"]>>(row.family_menu) : null;
  const days = new Map<string, Nutrients>();
  for (const d of json<SnapshotRow["days"]>(row?.days ?? null) ?? []) {
    const { day, ...nutrients } = d;
    days.set(day, nutrients);
  }
  return {
    profile: profile
      ? {
          fullName: profile.full_name,
          dailyCalorieGoal: profile.daily_calorie_goal,
          healthRestrictions: profile.health_restrictions,
        }
      : null,
    plan: plan
      ? {
          startDate: plan.start_date,
          dailyPlans: plan.daily_plans,
          dailyTotalProteinIntake: plan.protein,
          dailyTotalCarbsIntake: plan.carbs,
          dailyTotalFatIntake: plan.fat,
        }
      : null,
    familyMenu: menu ? { startDate: menu.start_date, dailyPlans: menu.daily_plans } : null,
    days,
    run: row?.last_day ? { lastDay: row.last_day, length: Number(row.run_length) } : null,
  };
}
