import { type SQL, sql } from "drizzle-orm";
import { PgDialect, type PgSession } from "drizzle-orm/pg-core";
import type { Nutrients } from "../../../core/nutrients";
import { DAYS_PER_PLAN } from "../../../core/week";
import type { DbOrTx } from "../../db/client";
import { familyMembers, mealLogs, mealPlans, profiles, subscriptions } from "../../db/schema";

/*
 * The dashboard's read: ONE statement (issue 16) that filters every part by the owner and runs on
 * indexes: meal_logs on (user_id, logged_at), meal_plans on (user_id, start_date, end_date), profiles by
 * primary key. The week's totals are summed per local day in SQL, so the rows that travel are at most 7
 * whatever the number of meals, and the streak's run is walked backwards day by day, stopping at its
 * first gap, so the cost follows the current run, not the whole history (docs/decisions/0018).
 * Of a plan only today's meals travel (docs/decisions/0040).
 */

/** The days the dashboard charts: the 7 local days ending today. */
export const WEEK_DAYS = 7;

/** The plan fields the dashboard reads (goals and today's meals). */
export interface PlanRow {
  startDate: string;
  /** the `meals` of today's day in the plan's `daily_plans`, as stored (validated by the service) */
  todaysMeals: unknown;
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
  familyMenu: Pick<PlanRow, "startDate" | "todaysMeals"> | null;
  /** nutrient sums per local day ("YYYY-MM-DD") of the week's days that have logs */
  days: Map<string, Nutrients>;
  /** the run of consecutive logged local days ending on the latest log day of today or yesterday */
  run: { lastDay: string; length: number } | null;
  /**
   * whether the user is in a family of an active family plan, as its owner or an active member (the
   * rule of familyContextOf in household.service.ts): the dashboard's household card shows only then
   */
  household: boolean;
}

interface SnapshotRow {
  profile_id: string | null;
  full_name: string | null;
  daily_calorie_goal: number | null;
  health_restrictions: string[] | null;
  plan_start_date: string | null;
  plan_meals: unknown;
  plan_protein: number | null;
  plan_carbs: number | null;
  plan_fat: number | null;
  menu_start_date: string | null;
  menu_meals: unknown;
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
    | string
    | null;
  last_day: string | null;
  run_length: number | null;
  household: boolean | null;
}

/** JSON columns come back parsed from node-postgres and as text from some drivers: accept both. */
function json<T>(value: unknown): T {
  return (typeof value === "string" ? JSON.parse(value) : value) as T;
}

const userId = sql.placeholder("userId");
const timeZone = sql.placeholder("timeZone");
const today = sql.placeholder("today");
const m = mealLogs;
const mp = mealPlans;

/**
 * The meals of `today` in a plan row's `daily_plans`, as todaysPlannedMeals (dashboard.service.ts)
 * picks them: the day whose `day` is today's index in the plan (0..6), else the index-th element.
 * Only that day's meals travel, not the week's JSON (nine tenths of the row otherwise).
 */
const todaysMealsOf = (plans: SQL, startDate: SQL) => sql`
  case when ${today}::date - ${startDate} between 0 and ${sql.raw(String(DAYS_PER_PLAN - 1))} then
    coalesce(
      (select d from jsonb_array_elements(
                       case when jsonb_typeof(${plans}) = 'array' then ${plans} else '[]'::jsonb end) d
        where d -> 'day' = to_jsonb(${today}::date - ${startDate}) limit 1),
      ${plans} -> (${today}::date - ${startDate})
    ) -> 'meals'
  end`;

/*
 * The statement's text is built once: per request only the values change. It runs as a named
 * prepared statement on node-postgres, so each pooled connection parses and plans it once instead of
 * on every request (planning this statement cost more than running it: docs/decisions/0040).
 * Instants are computed here from the local day and the zone (`day::timestamp at time zone zone`),
 * as the streak's steps already were.
 */
const SNAPSHOT = new PgDialect().sqlToQuery(sql`
    with recursive run(day, n) as (
      select d, 1 from (
        select (max(${m.loggedAt}) at time zone ${timeZone})::date as d
        from ${m}
        where ${m.userId} = ${userId}
          and ${m.loggedAt} >= ((${today}::date - 1)::timestamp at time zone ${timeZone})
          and ${m.loggedAt} < ((${today}::date + 1)::timestamp at time zone ${timeZone})
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
      select to_char(day, 'YYYY-MM-DD') as day, calories, protein, carbs, fat, sugar, fiber, salt
      from (
        select (${m.loggedAt} at time zone ${timeZone})::date as day,
               sum(${m.calories}::float8) as calories, sum(${m.protein}::float8) as protein,
               sum(${m.carbs}::float8) as carbs, sum(${m.fat}::float8) as fat,
               sum(${m.sugar}::float8) as sugar, sum(${m.fiber}::float8) as fiber,
               sum(${m.salt}::float8) as salt
        from ${m}
        where ${m.userId} = ${userId}
          and ${m.loggedAt} >= ((${today}::date - ${sql.raw(String(WEEK_DAYS - 1))})::timestamp at time zone ${timeZone})
          and ${m.loggedAt} < ((${today}::date + 1)::timestamp at time zone ${timeZone})
        group by 1
      ) by_day
    )
    select
      prof.id as profile_id, prof.full_name, prof.daily_calorie_goal, prof.health_restrictions,
      plan.start_date as plan_start_date, plan.meals as plan_meals,
      plan.protein as plan_protein, plan.carbs as plan_carbs, plan.fat as plan_fat,
      menu.start_date as menu_start_date, menu.meals as menu_meals,
      (select json_agg(days) from days) as days,
      (select to_char(max(day), 'YYYY-MM-DD') from run) as last_day,
      (select max(n)::int from run) as run_length,
      (exists (
         select 1 from ${subscriptions}
         where ${subscriptions.userId} = ${userId} and ${subscriptions.active}
           and ${subscriptions.planType} = 'family'
       ) or exists (
         select 1 from ${familyMembers}
         join ${subscriptions} on ${subscriptions.userId} = ${familyMembers.ownerId}
           and ${subscriptions.active} and ${subscriptions.planType} = 'family'
         where ${familyMembers.memberUserId} = ${userId} and ${familyMembers.status} = 'active'
       )) as household
    from (select 1) as one
    left join ${profiles} prof on prof.id = ${userId}
    left join lateral (
      select to_char(${mp.startDate}, 'YYYY-MM-DD') as start_date,
             ${todaysMealsOf(sql`${mp.dailyPlans}`, sql`${mp.startDate}`)} as meals,
             ${mp.dailyTotalProteinIntake}::float8 as protein, ${mp.dailyTotalCarbsIntake}::float8 as carbs,
             ${mp.dailyTotalFatIntake}::float8 as fat
      from ${mp}
      where ${mp.userId} = ${userId}
        and ${mp.startDate} <= ${today}::date and ${mp.endDate} >= ${today}::date
      order by ${mp.createdAt} desc limit 1
    ) plan on true
    left join lateral (
      select to_char(${mp.startDate}, 'YYYY-MM-DD') as start_date,
             ${todaysMealsOf(sql`${mp.dailyPlans}`, sql`${mp.startDate}`)} as meals
      from ${familyMembers}
      join ${subscriptions} on ${subscriptions.userId} = ${familyMembers.ownerId}
        and ${subscriptions.active} and ${subscriptions.planType} = 'family'
      join ${mp} on ${mp.userId} = ${familyMembers.ownerId}
        and ${mp.startDate} <= ${today}::date and ${mp.endDate} >= ${today}::date
      where ${familyMembers.memberUserId} = ${userId} and ${familyMembers.status} = 'active'
        and ${familyMembers.followsFamilyMenu}
      order by ${mp.createdAt} desc limit 1
    ) menu on true`);

/** Bump the suffix whenever the text changes: a connection keeps a name's first text for its life. */
const STATEMENT_NAME = "bocado_dashboard_snapshot_v3";

type Session = { prepareQuery: PgSession["prepareQuery"] };
type Prepared = { execute(values: Record<string, unknown>): Promise<unknown> };
/** One prepared query object per Drizzle session (the app's pool; a transaction gets its own). */
const preparedBySession = new WeakMap<Session, Prepared>();

function prepared(db: DbOrTx): Prepared {
  const session = (db as unknown as { _: { session: Session } })._.session;
  let query = preparedBySession.get(session);
  if (!query) {
    query = session.prepareQuery(SNAPSHOT, undefined, STATEMENT_NAME, false) as Prepared;
    preparedBySession.set(session, query);
  }
  return query;
}

/**
 * Everything the dashboard reads, in one round trip, for the user's local `today` ("YYYY-MM-DD") in
 * `timeZone` (an IANA name already validated by the session guard, sent as a bound parameter).
 * The week is the 7 local days ending today; the streak's run ends today or yesterday.
 */
export async function dashboardSnapshot(
  db: DbOrTx,
  user: string,
  zone: string,
  day: string,
): Promise<DashboardSnapshot> {
  // Both drivers (node-postgres and PGlite) answer a statement without mapped fields with `{ rows }`.
  const result = (await prepared(db).execute({ userId: user, timeZone: zone, today: day })) as {
    rows: SnapshotRow[];
  };
  const row = result.rows[0];
  const days = new Map<string, Nutrients>();
  for (const d of json<Exclude<SnapshotRow["days"], string>>(row?.days ?? null) ?? []) {
    const { day: date, ...nutrients } = d;
    days.set(date, nutrients);
  }
  return {
    profile: row?.profile_id
      ? {
          fullName: row.full_name,
          dailyCalorieGoal: row.daily_calorie_goal,
          healthRestrictions: row.health_restrictions,
        }
      : null,
    plan:
      row?.plan_start_date != null
        ? {
            startDate: row.plan_start_date,
            todaysMeals: json<unknown>(row.plan_meals),
            dailyTotalProteinIntake: row.plan_protein,
            dailyTotalCarbsIntake: row.plan_carbs,
            dailyTotalFatIntake: row.plan_fat,
          }
        : null,
    familyMenu:
      row?.menu_start_date != null
        ? { startDate: row.menu_start_date, todaysMeals: json<unknown>(row.menu_meals) }
        : null,
    days,
    run: row?.last_day ? { lastDay: row.last_day, length: Number(row.run_length) } : null,
    household: row?.household === true,
  };
}
