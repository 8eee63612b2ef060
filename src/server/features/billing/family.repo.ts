import { and, count, eq, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client";
import { familyMembers, subscriptions, user } from "../../db/schema";

export type FamilyMemberRow = typeof familyMembers.$inferSelect;

/** The people an owner invited (pending or accepted), oldest first. */
export async function listFamilyMembers(db: DbOrTx, ownerId: string): Promise<FamilyMemberRow[]> {
  return db
    .select()
    .from(familyMembers)
    .where(eq(familyMembers.ownerId, ownerId))
    .orderBy(familyMembers.createdAt, familyMembers.id);
}

export async function countFamilyMembers(db: DbOrTx, ownerId: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(familyMembers).where(eq(familyMembers.ownerId, ownerId));
  return row?.n ?? 0;
}

/** Inserts an invitation; null when the owner already invited that email. */
export async function insertFamilyInvitation(
  db: DbOrTx,
  ownerId: string,
  email: string,
): Promise<FamilyMemberRow | null> {
  const [row] = await db
    .insert(familyMembers)
    .values({ ownerId, email, status: "invited" })
    .onConflictDoNothing()
    .returning();
  return row ?? null;
}

/** Removes one of the owner's members or invitations; false when it is not theirs. */
export async function deleteFamilyMember(db: DbOrTx, ownerId: string, id: string): Promise<boolean> {
  const deleted = await db
    .delete(familyMembers)
    .where(and(eq(familyMembers.id, id), eq(familyMembers.ownerId, ownerId)))
    .returning({ id: familyMembers.id });
  return deleted.length > 0;
}

/** Pending invitations addressed to an email (case-insensitive), with who sent them. */
export async function pendingInvitationsFor(db: DbOrTx, email: string) {
  return db
    .select({ id: familyMembers.id, ownerName: user.name, ownerEmail: user.email })
    .from(familyMembers)
    .innerJoin(user, eq(user.id, familyMembers.ownerId))
    .where(
      and(eq(sql`lower(${familyMembers.email})`, email.toLowerCase()), eq(familyMembers.status, "invited")),
    )
    .orderBy(familyMembers.createdAt);
}

/**
 * Marks an invitation addressed to this user's email as accepted by them; null when there is no such
 * pending invitation (not theirs, already used or removed).
 */
export async function acceptInvitation(
  db: DbOrTx,
  userId: string,
  email: string,
  invitationId: string,
): Promise<FamilyMemberRow | null> {
  const [row] = await db
    .update(familyMembers)
    .set({ memberUserId: userId, status: "active" })
    .where(
      and(
        eq(familyMembers.id, invitationId),
        eq(sql`lower(${familyMembers.email})`, email.toLowerCase()),
        eq(familyMembers.status, "invited"),
      ),
    )
    .returning();
  return row ?? null;
}

/** The family a user belongs to as an accepted member, with the owner's plan state. */
export async function membershipOf(db: DbOrTx, userId: string) {
  const [row] = await db
    .select({
      id: familyMembers.id,
      ownerId: familyMembers.ownerId,
      ownerEmail: user.email,
      ownerPlanType: subscriptions.planType,
      ownerActive: subscriptions.active,
    })
    .from(familyMembers)
    .innerJoin(user, eq(user.id, familyMembers.ownerId))
    .leftJoin(subscriptions, eq(subscriptions.userId, familyMembers.ownerId))
    .where(and(eq(familyMembers.memberUserId, userId), eq(familyMembers.status, "active")))
    .limit(1);
  return row ?? null;
}
