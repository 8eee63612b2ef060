import { z } from "zod";
import {
  cancelResponseSchema,
  checkoutRequestSchema,
  checkoutResponseSchema,
  demoCompleteResponseSchema,
  familyAcceptBodySchema,
  familyAcceptRequestSchema,
  familyInvitationSchema,
  familyInviteRequestSchema,
  familyMemberSchema,
  subscriptionResponseSchema,
} from "../subscription.schema";
import { defineRoute, errorResponse, json, jsonBody } from "./define";
import { idParams, noContent } from "./meals";

export const subscriptionRoute = defineRoute({
  method: "get",
  path: "/api/subscription",
  summary: "Plan actual, estado, funciones, límites, usos restantes, familia y tipo de pago disponible",
  responses: { 200: json(subscriptionResponseSchema), default: errorResponse },
});

/** The body is read by the service (its own 'Invalid plan type' answer): documented, not validated first. */
export const checkoutRoute = defineRoute({
  method: "post",
  path: "/api/billing/checkout",
  summary:
    "URL a la que enviar el navegador para pagar: enlace de pago de Stripe (email y usuario prellenados) o el pago de demostración",
  request: { body: jsonBody(checkoutRequestSchema) },
  responses: { 200: json(checkoutResponseSchema), default: errorResponse },
});

export const demoCompleteRoute = defineRoute({
  method: "post",
  path: "/api/billing/demo/complete",
  summary:
    "Pago de demostración (sin Stripe; desactivado en producción salvo BILLING_DEMO=1): activa el plan",
  request: { body: jsonBody(checkoutRequestSchema) },
  responses: { 200: json(demoCompleteResponseSchema), default: errorResponse },
});

export const cancelPlanRoute = defineRoute({
  method: "post",
  path: "/api/billing/cancel",
  summary: "Cancela el plan de pago propio (demostración; con Stripe se usa el portal de cliente)",
  responses: { 200: json(cancelResponseSchema), default: errorResponse },
});

export const inviteFamilyMemberRoute = defineRoute({
  method: "post",
  path: "/api/billing/family/members",
  summary: "El titular de un plan familiar invita por email (máximo 5 personas con el titular)",
  request: { body: jsonBody(familyInviteRequestSchema) },
  responses: { 201: json(familyMemberSchema, "Invitación enviada"), default: errorResponse },
});

export const removeFamilyMemberRoute = defineRoute({
  method: "delete",
  path: "/api/billing/family/members/{id}",
  summary: "El titular elimina a un miembro o retira una invitación",
  // an id that is not a UUID is answered 404 by the handler
  request: { params: idParams },
  responses: { 204: noContent, default: errorResponse },
});

export const familyInvitationRoute = defineRoute({
  method: "get",
  path: "/api/billing/family/invitation",
  summary:
    "La invitación de un enlace firmado (?invitation_id=&token=): quién invita; 404 si el token no corresponde a la cuenta",
  request: { query: familyAcceptRequestSchema },
  responses: { 200: json(familyInvitationSchema), default: errorResponse },
});

export const acceptFamilyInvitationRoute = defineRoute({
  method: "post",
  path: "/api/billing/family/accept",
  summary:
    "Acepta una invitación con el token de su enlace (enviado por correo a la dirección invitada; la cuenta debe tener esa dirección) y, con share_health, el consentimiento para que el titular vea sus alergias y dietas",
  request: { body: jsonBody(familyAcceptBodySchema) },
  responses: { 200: json(cancelResponseSchema, "Aceptada: {ok: true}"), default: errorResponse },
});

/** Stripe's raw, signed body: outside the typed client (docs/decisions/0036). */
export const stripeWebhookRoute = defineRoute({
  method: "post",
  path: "/api/billing/webhook",
  summary:
    "Webhook de Stripe (firma verificada, idempotente): checkout.session.completed, customer.subscription.updated/deleted",
  responses: {
    200: json(z.object({ received: z.literal(true), outcome: z.string() })),
    default: errorResponse,
  },
});
