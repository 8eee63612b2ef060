import type { Logger } from "pino";
import type Stripe from "stripe";
import { PLAN_PRICES_EUR } from "../../../core/plan-limits";
import { isPaidPlan, PAID_PLAN_TYPES, type PaidPlan } from "../../../core/subscription.schema";
import type { Db, Tx } from "../../db/client";
import { activatePlan, deactivatePlan } from "./billing.service";
import {
  findSubscriptionByStripeRef,
  recordBillingEvent,
  saveSubscription,
  userExists,
} from "./subscription.repo";

export type WebhookOutcome =
  | "activated"
  | "deactivated"
  | "reactivated"
  | "duplicate"
  | "ignored_unknown_user"
  | "ignored_unknown_plan"
  | "ignored_unpaid"
  | "ignored_no_subscription"
  | "ignored";

/** Statuses under which a Stripe subscription still gives the plan. */
const LIVE_STATUSES = new Set(["active", "trialing"]);

const idOf = (ref: string | { id: string } | null | undefined): string | undefined =>
  typeof ref === "string" ? ref : (ref?.id ?? undefined);

/**
 * The plan a completed checkout bought: `metadata.plan_type` (set by the operator on each payment
 * link), else the amount paid matched to the price table (999 -> premium, 1999 -> family).
 */
export function planFromCheckout(session: Pick<Stripe.Checkout.Session, "metadata" | "amount_total">) {
  const fromMetadata = session.metadata?.plan_type;
  if (isPaidPlan(fromMetadata)) return fromMetadata;
  return (
    PAID_PLAN_TYPES.find(
      (plan: PaidPlan) => Math.round(PLAN_PRICES_EUR[plan] * 100) === session.amount_total,
    ) ?? null
  );
}

async function onCheckoutCompleted(tx: Tx, logger: Logger, session: Stripe.Checkout.Session) {
  const userId = session.client_reference_id;
  if (!userId || !(await userExists(tx, userId))) {
    // Retrying cannot fix a reference to nobody: answer 200 so Stripe stops, and leave a trace.
    logger.warn({ session: session.id, userId }, "checkout for an unknown user ignored");
    return "ignored_unknown_user" as const;
  }
  if (session.payment_status === "unpaid") {
    logger.warn({ session: session.id, userId }, "checkout completed without payment ignored");
    return "ignored_unpaid" as const;
  }
  const plan = planFromCheckout(session);
  if (!plan) {
    logger.error({ session: session.id, amount: session.amount_total }, "checkout for an unknown plan");
    return "ignored_unknown_plan" as const;
  }
  await activatePlan(tx, userId, plan, {
    stripeCustomerId: idOf(session.customer),
    stripeSubscriptionId: idOf(session.subscription),
  });
  logger.info({ userId, plan }, "plan activated by Stripe checkout");
  return "activated" as const;
}

async function onSubscriptionChanged(tx: Tx, logger: Logger, sub: Stripe.Subscription, deleted: boolean) {
  const row = await findSubscriptionByStripeRef(tx, {
    subscriptionId: sub.id,
    customerId: idOf(sub.customer),
  });
  if (!row) {
    logger.warn({ subscription: sub.id }, "Stripe subscription change for no known subscription");
    return "ignored_no_subscription" as const;
  }
  if (row.stripeSubscriptionId && row.stripeSubscriptionId !== sub.id) {
    // Found by customer id but the user now pays through another subscription (e.g. after an upgrade).
    logger.info(
      { subscription: sub.id, current: row.stripeSubscriptionId },
      "change to a replaced subscription ignored",
    );
    return "ignored_no_subscription" as const;
  }
  if (deleted || !LIVE_STATUSES.has(sub.status)) {
    await deactivatePlan(tx, row.userId);
    logger.info({ userId: row.userId, status: sub.status }, "plan deactivated by Stripe");
    return "deactivated" as const;
  }
  if (!row.active) {
    // e.g. past_due -> active after a retried payment.
    await saveSubscription(tx, row.userId, { active: true });
    return "reactivated" as const;
  }
  return "ignored" as const;
}

/**
 * Applies a verified Stripe event once: the event id is recorded first, in the same transaction as
 * the change, so a redelivered (or concurrently delivered) event changes nothing.
 */
export async function applyStripeEvent(db: Db, logger: Logger, event: Stripe.Event): Promise<WebhookOutcome> {
  return db.transaction(async (tx) => {
    if (!(await recordBillingEvent(tx, event.id, event.type))) return "duplicate" as const;
    switch (event.type) {
      case "checkout.session.completed":
        return onCheckoutCompleted(tx, logger, event.data.object);
      case "customer.subscription.deleted":
        return onSubscriptionChanged(tx, logger, event.data.object, true);
      case "customer.subscription.updated":
        return onSubscriptionChanged(tx, logger, event.data.object, false);
      default:
        return "ignored" as const;
    }
  });
}
