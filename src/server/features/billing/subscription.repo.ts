import { and, eq } from "drizzle-orm";
import type { PlanType } from "../../../core/enums";
import { PLAN_TYPES } from "../../../core/enums";
import type { DbOrTx } from "../../db/client";
import { familyMembers, subscriptions } from "../../db/schema";

export type SubscriptionRow = typeof subscriptions.$inferSelect;

export async function findSubscription(db: DbOrTx, userId: string): Promise<SubscriptionRow | null> {
  const [row] = await db.select().from(subscriptions).where(eq(subscriptions.userId, userId)).limit(1);
  return row ?? null;
}

/**
 * The plan whose limits apply to a user: their own active subscription's plan_type, else the family
 * plan of an active family they belong to, else free. A failing lookup falls back to free (SPEC.md 8).
 */
export async function currentPlanType(db: DbOrTx, userId: string): Promise<PlanType> {
  try {
    const own = await findSubscription(db, userId);
    if (own?.active && own.planType !== "free" && (PLAN_TYPES as readonly string[]).includes(own.planType)) {
      return own.planType as PlanType;
    }
    const [family] = await db
      .select({ planType: subscriptions.planType })
      .from(familyMembers)
      .innerJoin(subscriptions, eq(subscriptions.userId, familyMembers.ownerId))
      .where(
        and(
          eq(familyMembers.memberUserId, userId),
          eq(familyMembers.status, "active"),
          eq(subscriptions.active, true),
          eq(subscriptions.planType, "family"),
        ),
      )
      .limit(1);
    return family ? "family" : "free";
  } catch {
    return "free";
  }
}
