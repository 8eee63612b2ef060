import { and, desc, eq, gte, lt, lte, sql, sum } from "drizzle-orm";
import type { DbOrTx } from "../../db/client";
import {
  familyMembers,
  householdSharing,
  mealLogs,
  mealPlans,
  profiles,
  subscriptions,
  user,
} from "../../db/schema";

/*
 * Family plans (issue 18). Every read starts from the signed-in user: their own subscription (owner)
 * or their own accepted membership (member); a household is reached only through one of those.
 */

/** The user as the owner of an active family plan: their name, or null. */
export async function ownedFamily(db: DbOrTx, userId: string) {
  const [row] = await db
    .select({ ownerId: subscriptions.userId, ownerName: user.name, fullName: profiles.fullName })
    .from(subscriptions)
    .innerJoin(user, eq(user.id, subscriptions.userId))
    .leftJoin(profiles, eq(profiles.id, subscriptions.userId))
    .where(
      and(
        eq(subscriptions.userId, userId),
        eq(subscriptions.active, true),
        eq(subscriptions.planType, "family"),
      ),
    )
    .limit(1);
  return row ?? null;
}

/** The user's accepted membership of a family whose owner's family plan is active, or null. */
export async function activeMembership(db: DbOrTx, userId: string) {
  const [row] = await db
    .select({
      id: familyMembers.id,
      ownerId: familyMembers.ownerId,
      followsFamilyMenu: familyMembers.followsFamilyMenu,
      ownerName: user.name,
      fullName: profiles.fullName,
    })
    .from(familyMembers)
    .innerJoin(subscriptions, eq(subscriptions.userId, familyMembers.ownerId))
    .innerJoin(user, eq(user.id, familyMembers.ownerId))
    .leftJoin(profiles, eq(profiles.id, familyMembers.ownerId))
    .where(
      and(
        eq(familyMembers.memberUserId, userId),
        eq(familyMembers.status, "active"),
        eq(subscriptions.active, true),
        eq(subscriptions.planType, "family"),
      ),
    )
    .orderBy(familyMembers.createdAt)
    .limit(1);
  return row ?? null;
}

const personColumns = {
  userId: user.id,
  userName: user.name,
  fullName: profiles.fullName,
  gender: profiles.gender,
  age: profiles.age,
  height: profiles.height,
  weight: profiles.weight,
  activityLevel: profiles.activityLevel,
  fitnessGoal: profiles.fitnessGoal,
  dailyCalorieGoal: profiles.dailyCalorieGoal,
  dietaryRestrictions: profiles.dietaryRestrictions,
  healthRestrictions: profiles.healthRestrictions,
  timeZone: profiles.timeZone,
};

/** The owner's accepted members with their profiles and sharing choices, oldest first. */
export async function activeMembersOf(db: DbOrTx, ownerId: string) {
  return db
    .select({
      ...personColumns,
      memberRowId: familyMembers.id,
      followsFamilyMenu: familyMembers.followsFamilyMenu,
      shareHealth: sql<boolean>`coalesce(${householdSharing.shareHealth}, false)`,
      shareCaloriesToday: sql<boolean>`coalesce(${householdSharing.shareCaloriesToday}, false)`,
    })
    .from(familyMembers)
    .innerJoin(user, eq(user.id, familyMembers.memberUserId))
    .leftJoin(profiles, eq(profiles.id, familyMembers.memberUserId))
    .leftJoin(householdSharing, eq(householdSharing.userId, familyMembers.memberUserId))
    .where(and(eq(familyMembers.ownerId, ownerId), eq(familyMembers.status, "active")))
    .orderBy(familyMembers.createdAt, familyMembers.id);
}

/** One person (the owner) with their profile and sharing choices. */
export async function personWithSharing(db: DbOrTx, userId: string) {
  const [row] = await db
    .select({
      ...personColumns,
      shareHealth: sql<boolean>`coalesce(${householdSharing.shareHealth}, false)`,
      shareCaloriesToday: sql<boolean>`coalesce(${householdSharing.shareCaloriesToday}, false)`,
    })
    .from(user)
    .leftJoin(profiles, eq(profiles.id, user.id))
    .leftJoin(householdSharing, eq(householdSharing.userId, user.id))
    .where(eq(user.id, userId))
    .limit(1);
  return row ?? null;
}
export type HouseholdPersonRow = NonNullable<Awaited<ReturnType<typeof personWithSharing>>>;

/** The owner's invitations and members (any status), with what each accepted member shares. */
export async function invitedPeopleOf(db: DbOrTx, ownerId: string) {
  return db
    .select({
      id: familyMembers.id,
      email: familyMembers.email,
      status: familyMembers.status,
      followsFamilyMenu: familyMembers.followsFamilyMenu,
      memberUserId: familyMembers.memberUserId,
    })
    .from(familyMembers)
    .where(eq(familyMembers.ownerId, ownerId))
    .orderBy(familyMembers.createdAt, familyMembers.id);
}

/** The owner's choice for one of their members; false when the row is not theirs. */
export async function setFollowsFamilyMenu(
  db: DbOrTx,
  ownerId: string,
  memberRowId: string,
  follows: boolean,
): Promise<boolean> {
  const rows = await db
    .update(familyMembers)
    .set({ followsFamilyMenu: follows })
    .where(and(eq(familyMembers.id, memberRowId), eq(familyMembers.ownerId, ownerId)))
    .returning({ id: familyMembers.id });
  return rows.length > 0;
}

/** The user's own sharing choices, created on first change. */
export async function upsertSharing(
  db: DbOrTx,
  userId: string,
  patch: { shareHealth?: boolean; shareCaloriesToday?: boolean },
): Promise<void> {
  await db
    .insert(householdSharing)
    .values({ userId, ...patch })
    .onConflictDoUpdate({ target: householdSharing.userId, set: { ...patch, updatedAt: new Date() } });
}

/** The calories a user logged in [start, end). */
export async function caloriesBetween(db: DbOrTx, userId: string, start: Date, end: Date): Promise<number> {
  const [row] = await db
    .select({ total: sum(mealLogs.calories) })
    .from(mealLogs)
    .where(and(eq(mealLogs.userId, userId), gte(mealLogs.loggedAt, start), lt(mealLogs.loggedAt, end)));
  return Number(row?.total ?? 0);
}

/**
 * GET /api/plans in one statement for everyone outside a family (issue 16's budget): the user's own
 * newest plan covering `day`, with where they stand in a family as two scalar columns: the name they
 * go by when they own an active family plan, and their membership (owner, follows, owner's name)
 * when they belong to one. A follower's shared plan is a second read, only for them.
 */
export async function ownPlanAndFamily(db: DbOrTx, userId: string, day: string) {
  const ownerName = sql<string>`coalesce(nullif(trim(${profiles.fullName}), ''), ${user.name})`;
  const [row] = await db
    .select({
      plan: mealPlans,
      ownedFamilyName: sql<string | null>`(
        select ${ownerName} from ${subscriptions} s
        where s.user_id = ${user.id} and s.active and s.plan_type = 'family')`,
      membership: sql<unknown>`(
        select json_build_object(
          'owner_id', fm.owner_id, 'follows', fm.follows_family_menu, 'row_id', fm.id,
          'owner_name', coalesce(nullif(trim(op.full_name), ''), ou.name))
        from ${familyMembers} fm
        join ${subscriptions} os on os.user_id = fm.owner_id and os.active and os.plan_type = 'family'
        join ${user} ou on ou.id = fm.owner_id
        left join ${profiles} op on op.id = fm.owner_id
        where fm.member_user_id = ${user.id} and fm.status = 'active'
        order by fm.created_at limit 1)`,
    })
    .from(user)
    .leftJoin(profiles, eq(profiles.id, user.id))
    .leftJoin(
      mealPlans,
      and(eq(mealPlans.userId, user.id), lte(mealPlans.startDate, day), gte(mealPlans.endDate, day)),
    )
    .where(eq(user.id, userId))
    .orderBy(desc(mealPlans.createdAt), desc(mealPlans.startDate))
    .limit(1);
  if (!row) return null;
  const raw = typeof row.membership === "string" ? JSON.parse(row.membership) : row.membership;
  const membership = raw as { owner_id: string; follows: boolean; row_id: string; owner_name: string } | null;
  return { plan: row.plan, ownedFamilyName: row.ownedFamilyName, membership };
}
