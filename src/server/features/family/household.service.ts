import { calculateDailyCalorieGoal } from "../../../core/calorie-goal";
import { localDay, localDayRange } from "../../../core/dates";
import { Forbidden, NotFound, UpgradeRequired } from "../../../core/errors";
import {
  annotateHousehold,
  firstName,
  type HouseholdPerson,
  type HouseholdRestrictions,
  mergeRestrictions,
  unplannedRestrictions,
} from "../../../core/household";
import type {
  HouseholdMember,
  HouseholdOverview,
  HouseholdToday,
  PlanFamily,
  VisiblePlan,
} from "../../../core/household.schema";
import type { MealPlan } from "../../../core/plan.schema";
import type { DbOrTx } from "../../db/client";
import type { MealPlanRow } from "../plans/plans.repo";
import { HOUSEHOLD_MESSAGES } from "./household.messages";
import {
  activeMembership,
  activeMembersOf,
  caloriesBetween,
  type HouseholdPersonRow,
  invitedPeopleOf,
  ownedFamily,
  ownPlanAndFamily,
  personWithSharing,
  setFollowsFamilyMenu,
  upsertSharing,
} from "./household.repo";

/** Where the signed-in user stands in a family: the owner, a member (following the menu or not), or none. */
export type FamilyContext =
  | { role: "owner"; ownerId: string; ownerName: string }
  | { role: "member"; ownerId: string; ownerName: string; memberRowId: string; followsFamilyMenu: boolean };

export async function familyContextOf(db: DbOrTx, userId: string): Promise<FamilyContext | null> {
  const owned = await ownedFamily(db, userId);
  if (owned)
    return { role: "owner", ownerId: userId, ownerName: firstName(owned.fullName || owned.ownerName, "") };
  const member = await activeMembership(db, userId);
  if (!member) return null;
  return {
    role: "member",
    ownerId: member.ownerId,
    ownerName: firstName(member.fullName || member.ownerName, "la persona titular"),
    memberRowId: member.id,
    followsFamilyMenu: member.followsFamilyMenu,
  };
}

/**
 * Whose plan a user eats: the family owner's for a member who follows the family menu, else their
 * own. The one rule for every reader of "the user's plan" (plan page, dashboard, shopping list).
 */
export async function menuOwnerOf(db: DbOrTx, userId: string): Promise<string> {
  const family = await familyContextOf(db, userId);
  return family?.role === "member" && family.followsFamilyMenu ? family.ownerId : userId;
}

/** The user's own plan covering `day` and their family context, read in one statement. */
export async function ownPlanAndFamilyOf(
  db: DbOrTx,
  userId: string,
  day: string,
): Promise<{ own: MealPlanRow | null; family: FamilyContext | null }> {
  const row = await ownPlanAndFamily(db, userId, day);
  if (!row) return { own: null, family: null };
  const m = row.membership;
  const family: FamilyContext | null =
    row.ownedFamilyName != null
      ? { role: "owner", ownerId: userId, ownerName: firstName(row.ownedFamilyName, "") }
      : m
        ? {
            role: "member",
            ownerId: m.owner_id,
            ownerName: firstName(m.owner_name, "la persona titular"),
            memberRowId: m.row_id,
            followsFamilyMenu: m.follows === true,
          }
        : null;
  return { own: row.plan, family };
}

async function requireFamily(db: DbOrTx, userId: string): Promise<FamilyContext> {
  const family = await familyContextOf(db, userId);
  if (!family) throw new UpgradeRequired("family", HOUSEHOLD_MESSAGES.upsell);
  return family;
}

/** A person's daily goal: the stored one, else computed from their body data; null before onboarding. */
function calorieGoalOf(
  p: Pick<
    HouseholdPersonRow,
    "dailyCalorieGoal" | "gender" | "weight" | "height" | "age" | "activityLevel" | "fitnessGoal"
  >,
): number | null {
  if (p.dailyCalorieGoal != null && p.dailyCalorieGoal > 0) return p.dailyCalorieGoal;
  if (!p.activityLevel) return null;
  return calculateDailyCalorieGoal({
    gender: p.gender as never,
    weight: p.weight,
    height: p.height,
    age: p.age,
    activity_level: p.activityLevel as never,
    fitness_goal: p.fitnessGoal as never,
  });
}

const displayName = (p: Pick<HouseholdPersonRow, "fullName" | "userName">) =>
  firstName(p.fullName || p.userName, "Sin nombre");

/**
 * The people who eat an owner's menu: the owner, then every accepted member the owner left on the
 * family menu, with their goals and the union of their restrictions. Null when nobody but the owner
 * follows it (the plan is then an ordinary one). A member's restrictions count whether or not they
 * share them with the owner: the menu's safety never depends on a consent box (docs/decisions/0028).
 */
export async function householdOf(
  db: DbOrTx,
  ownerId: string,
): Promise<{ people: HouseholdPerson[]; restrictions: HouseholdRestrictions } | null> {
  const [owner, members] = await Promise.all([personWithSharing(db, ownerId), activeMembersOf(db, ownerId)]);
  const followers = members.filter((m) => m.followsFamilyMenu);
  if (!owner || followers.length === 0) return null;
  const all = [owner, ...followers];
  return {
    people: all.map((p) => ({ member_id: p.userId, name: displayName(p), calorie_goal: calorieGoalOf(p) })),
    restrictions: mergeRestrictions(
      all.map((p) => ({
        dietary_restrictions: p.dietaryRestrictions ?? [],
        health_restrictions: p.healthRestrictions ?? [],
      })),
    ),
  };
}

export type { VisiblePlan };

/**
 * The owner's plan as one of its readers sees it: each meal annotated with every follower's portion
 * and `servings`, read now (goals and who follows may have changed since the plan was made).
 */
export async function withHousehold(
  db: DbOrTx,
  plan: MealPlan,
  planned: HouseholdRestrictions | null,
  ownerId: string,
  family: Omit<PlanFamily, "needs_regeneration">,
): Promise<VisiblePlan> {
  const household = await householdOf(db, ownerId);
  if (!household)
    return family.role === "owner" ? plan : { ...plan, family: { ...family, needs_regeneration: false } };
  const needsRegeneration = unplannedRestrictions(household.restrictions, planned).length > 0;
  return {
    ...plan,
    daily_plans: annotateHousehold(plan.daily_plans, household.people),
    family: { ...family, needs_regeneration: needsRegeneration },
  };
}

function toMember(
  row: Awaited<ReturnType<typeof invitedPeopleOf>>[number],
  person: Awaited<ReturnType<typeof activeMembersOf>>[number] | undefined,
): HouseholdMember {
  const sharesHealth = person?.shareHealth === true;
  return {
    id: row.id,
    email: row.email,
    name: person ? displayName(person) : null,
    status: row.status === "active" ? "active" : "invited",
    follows_family_menu: row.followsFamilyMenu,
    shares_health: sharesHealth,
    health:
      person && sharesHealth
        ? {
            dietary_restrictions: person.dietaryRestrictions ?? [],
            health_restrictions: person.healthRestrictions ?? [],
          }
        : null,
    shares_calories_today: person?.shareCaloriesToday === true,
  };
}

/**
 * GET /api/family. The owner sees their members, each one's diets and restrictions only when that
 * member consented; a member sees only their own settings and the owner's name.
 */
export async function householdOverview(db: DbOrTx, userId: string): Promise<HouseholdOverview> {
  const family = await requireFamily(db, userId);
  const me = await personWithSharing(db, userId);
  const mine = {
    share_health: me?.shareHealth === true,
    share_calories_today: me?.shareCaloriesToday === true,
  };
  if (family.role === "member") {
    return {
      role: "member",
      owner_name: family.ownerName,
      me: { ...mine, follows_family_menu: family.followsFamilyMenu },
      members: [],
    };
  }
  const [rows, people] = await Promise.all([invitedPeopleOf(db, userId), activeMembersOf(db, userId)]);
  const byRow = new Map(people.map((p) => [p.memberRowId, p]));
  return {
    role: "owner",
    owner_name: family.ownerName,
    me: { ...mine, follows_family_menu: true },
    members: rows.map((row) => toMember(row, row.status === "active" ? byRow.get(row.id) : undefined)),
  };
}

/** The owner decides whether one of their members follows the family menu. */
export async function setMemberFollowsMenu(
  db: DbOrTx,
  userId: string,
  memberRowId: string,
  follows: boolean,
): Promise<HouseholdOverview> {
  const family = await requireFamily(db, userId);
  if (family.role !== "owner") throw new Forbidden(HOUSEHOLD_MESSAGES.ownerOnly);
  if (!(await setFollowsFamilyMenu(db, userId, memberRowId, follows))) {
    throw new NotFound(HOUSEHOLD_MESSAGES.memberNotFound);
  }
  return householdOverview(db, userId);
}

/** A person changes what they share with their own family (never anyone else's). */
export async function updateOwnSharing(
  db: DbOrTx,
  userId: string,
  input: { share_health?: boolean; share_calories_today?: boolean },
): Promise<HouseholdOverview> {
  await requireFamily(db, userId);
  await upsertSharing(db, userId, {
    ...(input.share_health !== undefined ? { shareHealth: input.share_health } : {}),
    ...(input.share_calories_today !== undefined ? { shareCaloriesToday: input.share_calories_today } : {}),
  });
  return householdOverview(db, userId);
}

/**
 * The household card: every person of the viewer's family (owner and accepted members) who turned
 * on "compartir mis calorías de hoy", with today's calories (in their own time zone) and their goal.
 * Nothing else of anyone's diary is read.
 */
export async function householdToday(
  db: DbOrTx,
  userId: string,
  timeZone: string,
  now = new Date(),
): Promise<HouseholdToday> {
  const family = await requireFamily(db, userId);
  const [owner, members] = await Promise.all([
    personWithSharing(db, family.ownerId),
    activeMembersOf(db, family.ownerId),
  ]);
  const everyone = [...(owner ? [owner] : []), ...members];
  const sharing = everyone.filter((p) => p.shareCaloriesToday);
  const people = await Promise.all(
    sharing.map(async (p) => {
      const zone = p.timeZone || timeZone;
      const { start, end } = localDayRange(localDay(now, zone), zone);
      return {
        name: displayName(p),
        calories: Math.round(await caloriesBetween(db, p.userId, start, end)),
        goal: calorieGoalOf(p),
        is_me: p.userId === userId,
      };
    }),
  );
  return {
    day: localDay(now, timeZone),
    people,
    sharing: sharing.some((p) => p.userId === userId),
  };
}
