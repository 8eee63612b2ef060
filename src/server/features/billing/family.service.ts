import { sql } from "drizzle-orm";
import { Conflict, Forbidden, Invalid, NotFound } from "../../../core/errors";
import { PLAN_LIMITS } from "../../../core/plan-limits";
import type { FamilyMember } from "../../../core/subscription.schema";
import type { Db } from "../../db/client";
import type { SignedInUser } from "../../http/context";
import { BILLING_MESSAGES } from "./billing.messages";
import {
  acceptInvitation,
  countFamilyMembers,
  deleteFamilyMember,
  insertFamilyInvitation,
  membershipOf,
} from "./family.repo";
import { findSubscription } from "./subscription.repo";

/** Invitations besides the owner: 5 people in total (SPEC.md section 9). */
export const MAX_INVITED = PLAN_LIMITS.family.familyMembers - 1;

async function assertFamilyOwner(db: Db, userId: string) {
  const own = await findSubscription(db, userId);
  if (!own?.active || own.planType !== "family") throw new Forbidden(BILLING_MESSAGES.familyOwnerOnly);
}

/**
 * The owner of an active family plan invites someone by email. Serialised per owner so parallel
 * invitations can never make a sixth member.
 */
export async function inviteFamilyMember(db: Db, owner: SignedInUser, email: string): Promise<FamilyMember> {
  await assertFamilyOwner(db, owner.id);
  if (email.toLowerCase() === owner.email.toLowerCase()) throw new Invalid(BILLING_MESSAGES.familySelf);
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`family:${owner.id}`}, 0))`);
    if ((await countFamilyMembers(tx, owner.id)) >= MAX_INVITED) {
      throw new Conflict(BILLING_MESSAGES.familyFull);
    }
    const row = await insertFamilyInvitation(tx, owner.id, email.toLowerCase());
    if (!row) throw new Conflict(BILLING_MESSAGES.familyDuplicate);
    return { id: row.id, email: row.email, status: "invited" };
  });
}

/** The owner removes a member or withdraws an invitation; anyone else's id answers 404. */
export async function removeFamilyMember(db: Db, ownerId: string, memberId: string): Promise<void> {
  await assertFamilyOwner(db, ownerId);
  if (!(await deleteFamilyMember(db, ownerId, memberId))) throw new NotFound(BILLING_MESSAGES.memberNotFound);
}

/** The invited person (matched by their account's email) joins the family. */
export async function acceptFamilyInvitation(
  db: Db,
  user: SignedInUser,
  invitationId: string,
): Promise<{ ok: true }> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`family-member:${user.id}`}, 0))`);
    if (await membershipOf(tx, user.id)) throw new Conflict(BILLING_MESSAGES.familyAlreadyMember);
    const row = await acceptInvitation(tx, user.id, user.email, invitationId);
    if (!row) throw new NotFound(BILLING_MESSAGES.invitationNotFound);
    if (row.ownerId === user.id) throw new Invalid(BILLING_MESSAGES.familySelf);
    return { ok: true as const };
  });
}
