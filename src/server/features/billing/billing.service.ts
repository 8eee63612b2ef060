import type { PlanType } from "../../../core/enums";
import { AppError, Conflict, Forbidden, Invalid } from "../../../core/errors";
import { PLAN_FEATURES, PLAN_LIMITS, PLAN_NAMES } from "../../../core/plan-limits";
import {
  type CheckoutResponse,
  isPaidPlan,
  type PaidPlan,
  type SubscriptionResponse,
} from "../../../core/subscription.schema";
import type { Config } from "../../config";
import type { Db, DbOrTx } from "../../db/client";
import type { SignedInUser } from "../../http/context";
import { usageCounts, usageLeftFrom } from "../usage/usage.service";
import { BILLING_MESSAGES } from "./billing.messages";
import { listFamilyMembers, membershipOf } from "./family.repo";
import { findSubscription, planInForce, type SubscriptionRow, saveSubscription } from "./subscription.repo";

export interface BillingDeps {
  db: Db;
  config: Pick<Config, "stripe" | "billingDemo">;
}

export interface StripeRefs {
  stripeCustomerId?: string;
  stripeSubscriptionId?: string;
}

/**
 * The one way a plan becomes active: the Stripe webhook and the demo checkout both call it, so a
 * demo purchase exercises exactly the code a real payment does.
 */
export async function activatePlan(
  db: DbOrTx,
  userId: string,
  planType: PaidPlan,
  refs: StripeRefs = {},
): Promise<SubscriptionRow> {
  return saveSubscription(db, userId, { planType, active: true, ...refs });
}

/** Ends a paid plan: the row keeps its plan type (shown as Inactivo) and the limits fall back to free. */
export async function deactivatePlan(db: DbOrTx, userId: string): Promise<SubscriptionRow> {
  return saveSubscription(db, userId, { active: false });
}

function hasActivePaidPlan(row: SubscriptionRow | null): row is SubscriptionRow {
  return !!row && row.active && isPaidPlan(row.planType);
}

export function checkoutKind(config: BillingDeps["config"]): SubscriptionResponse["checkout"] {
  if (config.stripe) return "stripe";
  return config.billingDemo ? "demo" : "none";
}

/** GET /api/subscription: what the profile card and the upgrade prompts need, in one answer. */
export async function getSubscriptionOverview(
  deps: BillingDeps,
  user: SignedInUser,
  timeZone: string,
): Promise<SubscriptionResponse> {
  const { db, config } = deps;
  // Three reads in parallel: the plan in force follows from the own row and the membership (the rule
  // of currentPlanType), so it is not read a second time.
  const [own, membership, used] = await Promise.all([
    findSubscription(db, user.id),
    membershipOf(db, user.id),
    usageCounts(db, { userId: user.id, timeZone }),
  ]);
  const plan = planInForce(own, membership);
  const usage = usageLeftFrom(plan, used);
  const lapsed: PlanType | null =
    own && !own.active && isPaidPlan(own.planType) && plan === "free" ? own.planType : null;
  const ownsFamily = hasActivePaidPlan(own) && own.planType === "family";
  const inFamily = !!membership && membership.ownerActive === true && membership.ownerPlanType === "family";
  const role = ownsFamily ? "owner" : inFamily ? "member" : null;
  const members = ownsFamily ? await listFamilyMembers(db, user.id) : [];
  const ownPaid = hasActivePaidPlan(own);
  return {
    plan_type: plan,
    active: lapsed === null,
    plan_name: PLAN_NAMES[lapsed ?? plan],
    features: PLAN_FEATURES[plan],
    limits: PLAN_LIMITS[plan],
    usage_left: usage,
    family: {
      role,
      owner_email: role === "member" ? (membership?.ownerEmail ?? null) : null,
      members: members.map((m) => ({
        id: m.id,
        email: m.email,
        status: m.status === "active" ? "active" : "invited",
      })),
      max_members: PLAN_LIMITS.family.familyMembers,
      // An account's email is not verified: invitations show only through their emailed link.
      invitations: [],
    },
    checkout: checkoutKind(config),
    ...(ownPaid && config.stripe?.customerPortalUrl ? { portal_url: config.stripe.customerPortalUrl } : {}),
    can_cancel: ownPaid && config.billingDemo,
  };
}

/**
 * POST /api/billing/checkout: the Stripe payment link (email prefilled, our user id as the
 * client_reference_id the webhook reads back), or the in-app demo checkout without Stripe.
 */
export async function startCheckout(
  deps: BillingDeps,
  user: SignedInUser,
  plan: unknown,
): Promise<CheckoutResponse> {
  if (!isPaidPlan(plan)) throw new Invalid(BILLING_MESSAGES.invalidPlan);
  if (!user.email?.trim()) throw new Invalid(BILLING_MESSAGES.emailNotFound);
  const own = await findSubscription(deps.db, user.id);
  if (hasActivePaidPlan(own) && own.planType === plan) throw new Conflict(BILLING_MESSAGES.alreadyOnPlan);

  const { stripe } = deps.config;
  if (stripe) {
    const url = new URL(plan === "premium" ? stripe.paymentLinkPremium : stripe.paymentLinkFamily);
    url.searchParams.set("prefilled_email", user.email);
    url.searchParams.set("client_reference_id", user.id);
    return { url: url.toString(), mode: "stripe" };
  }
  if (deps.config.billingDemo) {
    return { url: `/app/checkout/demo?plan=${plan}`, mode: "demo" };
  }
  throw new AppError(BILLING_MESSAGES.checkoutUnavailable, 503);
}

/** POST /api/billing/demo/complete: the demo checkout's "payment", for the signed-in user only. */
export async function completeDemoCheckout(
  deps: BillingDeps,
  userId: string,
  plan: unknown,
): Promise<{ redirect: string }> {
  if (!deps.config.billingDemo) throw new Forbidden(BILLING_MESSAGES.demoDisabled);
  if (!isPaidPlan(plan)) throw new Invalid(BILLING_MESSAGES.invalidPlan);
  await activatePlan(deps.db, userId, plan);
  return { redirect: "/app/profile?success=true" };
}

/** POST /api/billing/cancel: demo only; with Stripe the customer portal cancels and the webhook follows. */
export async function cancelOwnPlan(deps: BillingDeps, userId: string): Promise<{ ok: true }> {
  if (!deps.config.billingDemo) throw new Forbidden(BILLING_MESSAGES.cancelInPortal);
  const own = await findSubscription(deps.db, userId);
  if (!hasActivePaidPlan(own)) throw new Conflict(BILLING_MESSAGES.nothingToCancel);
  await deactivatePlan(deps.db, userId);
  return { ok: true };
}
