import type { Context } from "hono";
import type Stripe from "stripe";
import { z } from "zod";
import {
  acceptFamilyInvitationRoute,
  cancelPlanRoute,
  checkoutRoute,
  demoCompleteRoute,
  familyInvitationRoute,
  inviteFamilyMemberRoute,
  removeFamilyMemberRoute,
  stripeWebhookRoute,
  subscriptionRoute,
} from "../../../core/contracts/billing";
import { Invalid, NotFound } from "../../../core/errors";
import type { AppDeps } from "../../http/context";
import { bodyReadByHandler, contractRouter, mountedAt } from "../../http/openapi-router";
import { createMailer } from "../../mail/mailer";
import { BILLING_MESSAGES } from "./billing.messages";
import {
  type BillingDeps,
  cancelOwnPlan,
  completeDemoCheckout,
  getSubscriptionOverview,
  startCheckout,
} from "./billing.service";
import {
  acceptFamilyInvitation,
  type InvitationMail,
  inviteFamilyMember,
  openFamilyInvitation,
  removeFamilyMember,
} from "./family.service";
import { applyStripeEvent } from "./stripe-webhook.service";

function billingDeps(deps: AppDeps): BillingDeps {
  return { db: deps.db, config: deps.config };
}

/** The requested plan, or undefined: the service answers 'Invalid plan type' (SPEC.md section 8). */
async function requestedPlan(c: Context): Promise<unknown> {
  const body: unknown = await c.req.json().catch(() => undefined);
  return body && typeof body === "object" ? (body as Record<string, unknown>).plan : undefined;
}

/** GET /api/subscription (signed in). */
export function subscriptionRoutes(deps: AppDeps) {
  const billing = billingDeps(deps);
  return contractRouter().openapi(mountedAt("/api/subscription", subscriptionRoute), async (c) => {
    return c.json(await getSubscriptionOverview(billing, c.get("user"), c.get("timeZone")), 200);
  });
}

/** /api/billing (signed in): checkout, demo payment and cancel, family members. Always the caller's own. */
export function billingRoutes(deps: AppDeps) {
  const billing = billingDeps(deps);
  const mail: InvitationMail = {
    mailer: deps.mailer ?? createMailer(deps.config, deps.logger),
    secret: deps.config.auth.secret,
    appUrl: deps.config.auth.baseUrl ?? `http://localhost:${deps.config.port}`,
  };
  const uuid = z.uuid();
  const at = <R extends Parameters<typeof mountedAt>[1]>(route: R) => mountedAt("/api/billing", route);
  return contractRouter()
    .openapi(at(bodyReadByHandler(checkoutRoute)), async (c) => {
      return c.json(await startCheckout(billing, c.get("user"), await requestedPlan(c)), 200);
    })
    .openapi(at(bodyReadByHandler(demoCompleteRoute)), async (c) => {
      return c.json(await completeDemoCheckout(billing, c.get("user").id, await requestedPlan(c)), 200);
    })
    .openapi(at(cancelPlanRoute), async (c) => {
      return c.json(await cancelOwnPlan(billing, c.get("user").id), 200);
    })
    .openapi(at(inviteFamilyMemberRoute), async (c) => {
      return c.json(await inviteFamilyMember(deps.db, c.get("user"), c.req.valid("json").email, mail), 201);
    })
    .openapi(at(familyInvitationRoute), async (c) => {
      const { invitation_id, token } = c.req.valid("query");
      return c.json(
        await openFamilyInvitation(
          deps.db,
          c.get("user"),
          { invitationId: invitation_id, token },
          mail.secret,
        ),
        200,
      );
    })
    .openapi(at(removeFamilyMemberRoute), async (c) => {
      const id = c.req.valid("param").id;
      if (!uuid.safeParse(id).success) throw new NotFound(BILLING_MESSAGES.memberNotFound);
      await removeFamilyMember(deps.db, c.get("user").id, id);
      return c.body(null, 204);
    })
    .openapi(at(acceptFamilyInvitationRoute), async (c) => {
      const { invitation_id, token, share_health } = c.req.valid("json");
      return c.json(
        await acceptFamilyInvitation(
          deps.db,
          c.get("user"),
          { invitationId: invitation_id, token, shareHealth: share_health ?? false },
          mail.secret,
        ),
        200,
      );
    });
}

/**
 * Public: the Stripe webhook. No session; the signature over the raw body is the authentication,
 * so the body is read as text before anything parses it.
 */
export function billingWebhookRoutes(deps: AppDeps) {
  return contractRouter().openapi(mountedAt("/api/billing/webhook", stripeWebhookRoute), async (c) => {
    const stripe = deps.config.stripe;
    if (!stripe) throw new NotFound(BILLING_MESSAGES.webhookNotConfigured);
    const rawBody = await c.req.text();
    const signature = c.req.header("stripe-signature");
    let event: Stripe.Event;
    // the Stripe library is loaded with the first webhook, not at start-up (about 300 ms of it)
    const { default: StripeLib } = await import("stripe");
    try {
      if (!signature) throw new Error("missing Stripe-Signature header");
      event = StripeLib.webhooks.constructEvent(rawBody, signature, stripe.webhookSecret);
    } catch (err) {
      deps.logger.warn({ err: (err as Error).message }, "Stripe webhook with an invalid signature refused");
      throw new Invalid(BILLING_MESSAGES.invalidSignature);
    }
    // Signed but unusable (a null data.object, no id or type): a 400 and a log line, never a 500
    // that Stripe would retry for days.
    const object = (event as { data?: { object?: unknown } } | null)?.data?.object;
    if (
      typeof event?.id !== "string" ||
      typeof event.type !== "string" ||
      !object ||
      typeof object !== "object"
    ) {
      deps.logger.warn(
        { id: event?.id, type: event?.type },
        "Stripe webhook event without a usable data.object refused",
      );
      throw new Invalid(BILLING_MESSAGES.malformedEvent);
    }
    const outcome = await applyStripeEvent(deps.db, deps.logger, event);
    return c.json({ received: true as const, outcome }, 200);
  });
}
