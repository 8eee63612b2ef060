import { eq, sql } from "drizzle-orm";
import type { PlanType } from "../../../core/enums";
import { PLAN_TYPES } from "../../../core/enums";
import type { DbOrTx } from "../../db/client";
import { billingEvents, familyMembers, subscriptions, user } from "../../db/schema";

export type SubscriptionRow = typeof subscriptions.$inferSelect;

export async function findSubscription(db: DbOrTx, userId: string): Promise<SubscriptionRow | null> {
  const [row] = await db.select().from(subscriptions).where(eq(subscriptions.userId, userId)).limit(1);
  return row ?? null;
}

/**
 * The plan whose limits apply to a user: their own active subscription's plan_type, else the family
 * plan of an active family they belong to, else free. One statement; a failing lookup falls back to
 * free (SPEC.md 8).
 */
export async function currentPlanType(db: DbOrTx, userId: string): Promise<PlanType> {
  try {
    const [row] = await db
      .select({
        own: sql<string | null>`(select ${subscriptions.planType} from ${subscriptions}
          where ${subscriptions.userId} = ${userId} and ${subscriptions.active} limit 1)`,
        family: sql<boolean>`exists (select 1 from ${familyMembers}
          inner join ${subscriptions} on ${subscriptions.userId} = ${familyMembers.ownerId}
          where ${familyMembers.memberUserId} = ${userId} and ${familyMembers.status} = 'active'
            and ${subscriptions.active} and ${subscriptions.planType} = 'family')`,
      })
      .from(sql`(select 1) as one`);
    return planInForce(
      row?.own ? { active: true, planType: row.own } : null,
      row?.family ? { ownerActive: true, ownerPlanType: "family" } : null,
    );
  } catch {
    return "free";
  }
}

/** The rule of currentPlanType on rows already read (GET /api/subscription reads them anyway). */
export function planInForce(
  own: Pick<SubscriptionRow, "active" | "planType"> | null,
  membership: { ownerActive: boolean | null; ownerPlanType: string | null } | null,
): PlanType {
  if (own?.active && own.planType !== "free" && (PLAN_TYPES as readonly string[]).includes(own.planType)) {
    return own.planType as PlanType;
  }
  return membership?.ownerActive && membership.ownerPlanType === "family" ? "family" : "free";
}

export interface SubscriptionChange {
  planType?: PlanType;
  active?: boolean;
  stripeCustomerId?: string;
  stripeSubscriptionId?: string;
}

/**
 * Writes the user's one subscription row (created as free at sign-up; inserted here if it is
 * missing). Only the given fields change.
 */
export async function saveSubscription(
  db: DbOrTx,
  userId: string,
  change: SubscriptionChange,
): Promise<SubscriptionRow> {
  const values = { ...change, updatedAt: new Date() };
  const [row] = await db
    .insert(subscriptions)
    .values({ userId, ...values })
    .onConflictDoUpdate({ target: subscriptions.userId, set: values })
    .returning();
  return row;
}

/**
 * The subscription a Stripe event is about. The webhook is the one caller without a session: the
 * signed event names the Stripe subscription or customer, never our user id.
 */
export async function findSubscriptionByStripeRef(
  db: DbOrTx,
  ref: { subscriptionId?: string | null; customerId?: string | null },
): Promise<SubscriptionRow | null> {
  if (ref.subscriptionId) {
    const [row] = await db
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.stripeSubscriptionId, ref.subscriptionId))
      .limit(1);
    if (row) return row;
  }
  if (ref.customerId) {
    const [row] = await db
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.stripeCustomerId, ref.customerId))
      .limit(1);
    if (row) return row;
  }
  return null;
}

export async function userExists(db: DbOrTx, userId: string): Promise<boolean> {
  const [row] = await db.select({ id: user.id }).from(user).where(eq(user.id, userId)).limit(1);
  return !!row;
}

/**
 * Records a payment-provider event; false when it was already recorded (a redelivery). Called first
 * in the transaction that applies the event, so a concurrent duplicate waits on the primary key and
 * then changes nothing.
 */
export async function recordBillingEvent(db: DbOrTx, id: string, type: string): Promise<boolean> {
  const inserted = await db
    .insert(billingEvents)
    .values({ id, type })
    .onConflictDoNothing({ target: billingEvents.id })
    .returning({ id: billingEvents.id });
  return inserted.length > 0;
}
