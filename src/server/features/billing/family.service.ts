import { sql } from "drizzle-orm";
import { AppError, Conflict, Forbidden, Invalid, NotFound } from "../../../core/errors";
import { PLAN_LIMITS } from "../../../core/plan-limits";
import type { FamilyInvitation, FamilyMember } from "../../../core/subscription.schema";
import type { Db } from "../../db/client";
import type { SignedInUser } from "../../http/context";
import type { Mailer } from "../../mail/mailer";
import { upsertSharing } from "../family/household.repo";
import { BILLING_MESSAGES } from "./billing.messages";
import {
  acceptInvitation,
  countFamilyMembers,
  deleteFamilyMember,
  insertFamilyInvitation,
  membershipOf,
  pendingInvitationsFor,
} from "./family.repo";
import { invitationToken, isInvitationToken } from "./invitation-token";
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
export interface InvitationMail {
  mailer: Mailer;
  /** signs the link (BETTER_AUTH_SECRET) */
  secret: string;
  /** the app's public address, for the link */
  appUrl: string;
}

/**
 * The owner of an active family plan invites someone by email: the invitee gets a signed link and
 * only that link shows the invitation or joins the family (issue 14 item 12: whoever registers the
 * address first must not claim it). Serialised per owner so parallel invitations can never make a
 * sixth member.
 */
export async function inviteFamilyMember(
  db: Db,
  owner: SignedInUser,
  email: string,
  mail: InvitationMail,
): Promise<FamilyMember> {
  const member = await insertInvitation(db, owner, email);
  const token = invitationToken(mail.secret, member.id, member.email);
  const link = `${mail.appUrl.replace(/\/+$/, "")}/app/profile?invitacion=${member.id}&token=${token}`;
  try {
    await mail.mailer.send({
      to: member.email,
      subject: BILLING_MESSAGES.inviteMailSubject(owner.name),
      text: BILLING_MESSAGES.inviteMailText(owner.name, owner.email, link),
    });
  } catch (error) {
    await deleteFamilyMember(db, owner.id, member.id);
    throw Object.assign(new AppError(BILLING_MESSAGES.inviteMailFailed, 502), { cause: error });
  }
  return member;
}

async function insertInvitation(db: Db, owner: SignedInUser, email: string): Promise<FamilyMember> {
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

/** The invitation a signed link points to, for the account it was sent to; 404 otherwise. */
export async function openFamilyInvitation(
  db: Db,
  user: SignedInUser,
  input: { invitationId: string; token: string },
  secret: string,
): Promise<FamilyInvitation> {
  if (!isInvitationToken(secret, input.invitationId, user.email, input.token)) {
    throw new NotFound(BILLING_MESSAGES.invitationNotFound);
  }
  const found = (await pendingInvitationsFor(db, user.email)).find((i) => i.id === input.invitationId);
  if (!found) throw new NotFound(BILLING_MESSAGES.invitationNotFound);
  return { id: found.id, owner_name: found.ownerName, owner_email: found.ownerEmail };
}

/**
 * The invited person joins the family: with the link's token, on the account of the invited address.
 * `shareHealth` is the consent asked on accepting (issue 18): whether the owner sees their allergies
 * and diets; stored with the acceptance, in the same transaction.
 */
export async function acceptFamilyInvitation(
  db: Db,
  user: SignedInUser,
  input: { invitationId: string; token: string; shareHealth?: boolean },
  secret: string,
): Promise<{ ok: true }> {
  const invitationId = input.invitationId;
  if (!isInvitationToken(secret, invitationId, user.email, input.token)) {
    throw new NotFound(BILLING_MESSAGES.invitationNotFound);
  }
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`family-member:${user.id}`}, 0))`);
    if (await membershipOf(tx, user.id)) throw new Conflict(BILLING_MESSAGES.familyAlreadyMember);
    const row = await acceptInvitation(tx, user.id, user.email, invitationId);
    if (!row) throw new NotFound(BILLING_MESSAGES.invitationNotFound);
    if (row.ownerId === user.id) throw new Invalid(BILLING_MESSAGES.familySelf);
    await upsertSharing(tx, user.id, { shareHealth: input.shareHealth === true });
    return { ok: true as const };
  });
}
