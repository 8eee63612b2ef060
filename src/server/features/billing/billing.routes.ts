import type { Context } from "hono";
import { Hono } from "hono";
import Stripe from "stripe";
import { z } from "zod";
import { Invalid, NotFound } from "../../../core/errors";
import {
  cancelResponseSchema,
  checkoutRequestSchema,
  checkoutResponseSchema,
  demoCompleteResponseSchema,
  familyAcceptRequestSchema,
  familyInvitationSchema,
  familyInviteRequestSchema,
  familyMemberSchema,
  subscriptionResponseSchema,
} from "../../../core/subscription.schema";
import type { ApiEnv, AppDeps } from "../../http/context";
import { validate } from "../../http/validate";
import { createMailer } from "../../mail/mailer";
import { registerOperations } from "../../openapi";
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

registerOperations([
  {
    method: "get",
    path: "/api/subscription",
    summary: "Plan actual, estado, funciones, límites, usos restantes, familia y tipo de pago disponible",
    response: subscriptionResponseSchema,
  },
  {
    method: "post",
    path: "/api/billing/checkout",
    summary:
      "URL a la que enviar el navegador para pagar: enlace de pago de Stripe (email y usuario prellenados) o el pago de demostración",
    body: checkoutRequestSchema,
    response: checkoutResponseSchema,
  },
  {
    method: "post",
    path: "/api/billing/demo/complete",
    summary:
      "Pago de demostración (sin Stripe; desactivado en producción salvo BILLING_DEMO=1): activa el plan",
    body: checkoutRequestSchema,
    response: demoCompleteResponseSchema,
  },
  {
    method: "post",
    path: "/api/billing/cancel",
    summary: "Cancela el plan de pago propio (demostración; con Stripe se usa el portal de cliente)",
    response: cancelResponseSchema,
  },
  {
    method: "post",
    path: "/api/billing/family/members",
    summary: "El titular de un plan familiar invita por email (máximo 5 personas con el titular)",
    body: familyInviteRequestSchema,
    response: familyMemberSchema,
  },
  {
    method: "delete",
    path: "/api/billing/family/members/{id}",
    summary: "El titular elimina a un miembro o retira una invitación",
  },
  {
    method: "get",
    path: "/api/billing/family/invitation",
    summary:
      "La invitación de un enlace firmado (?invitation_id=&token=): quién invita; 404 si el token no corresponde a la cuenta",
    response: familyInvitationSchema,
  },
  {
    method: "post",
    path: "/api/billing/family/accept",
    summary:
      "Acepta una invitación con el token de su enlace (enviado por correo a la dirección invitada; la cuenta debe tener esa dirección)",
    body: familyAcceptRequestSchema,
  },
  {
    method: "post",
    path: "/api/billing/webhook",
    summary:
      "Webhook de Stripe (firma verificada, idempotente): checkout.session.completed, customer.subscription.updated/deleted",
  },
]);

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
  return new Hono<ApiEnv>().get("/", async (c) => {
    return c.json(await getSubscriptionOverview(billing, c.get("user"), c.get("timeZone")));
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
  return new Hono<ApiEnv>()
    .post("/checkout", async (c) => {
      return c.json(await startCheckout(billing, c.get("user"), await requestedPlan(c)));
    })
    .post("/demo/complete", async (c) => {
      return c.json(await completeDemoCheckout(billing, c.get("user").id, await requestedPlan(c)));
    })
    .post("/cancel", async (c) => {
      return c.json(await cancelOwnPlan(billing, c.get("user").id));
    })
    .post("/family/members", validate("json", familyInviteRequestSchema), async (c) => {
      return c.json(await inviteFamilyMember(deps.db, c.get("user"), c.req.valid("json").email, mail), 201);
    })
    .get("/family/invitation", validate("query", familyAcceptRequestSchema), async (c) => {
      const { invitation_id, token } = c.req.valid("query");
      return c.json(
        await openFamilyInvitation(
          deps.db,
          c.get("user"),
          { invitationId: invitation_id, token },
          mail.secret,
        ),
      );
    })
    .delete("/family/members/:id", async (c) => {
      const id = c.req.param("id");
      if (!uuid.safeParse(id).success) throw new NotFound(BILLING_MESSAGES.memberNotFound);
      await removeFamilyMember(deps.db, c.get("user").id, id);
      return c.body(null, 204);
    })
    .post("/family/accept", validate("json", familyAcceptRequestSchema), async (c) => {
      const { invitation_id, token } = c.req.valid("json");
      return c.json(
        await acceptFamilyInvitation(
          deps.db,
          c.get("user"),
          { invitationId: invitation_id, token },
          mail.secret,
        ),
      );
    });
}

/**
 * Public: the Stripe webhook. No session; the signature over the raw body is the authentication,
 * so the body is read as text before anything parses it.
 */
export function billingWebhookRoutes(deps: AppDeps) {
  return new Hono().post("/", async (c) => {
    const stripe = deps.config.stripe;
    if (!stripe) throw new NotFound(BILLING_MESSAGES.webhookNotConfigured);
    const rawBody = await c.req.text();
    const signature = c.req.header("stripe-signature");
    let event: Stripe.Event;
    try {
      if (!signature) throw new Error("missing Stripe-Signature header");
      event = Stripe.webhooks.constructEvent(rawBody, signature, stripe.webhookSecret);
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
    return c.json({ received: true, outcome });
  });
}
