import { Hono } from "hono";
import type { ApiEnv, AppDeps } from "../../http/context";

/** Signed-in billing API: GET /api/subscription, POST /api/billing/checkout... (billing feature). */
export function subscriptionRoutes(_deps: AppDeps) {
  return new Hono<ApiEnv>();
}

export function billingRoutes(_deps: AppDeps) {
  return new Hono<ApiEnv>();
}

/** Public: the Stripe webhook (signature-verified, no session). */
export function billingWebhookRoutes(_deps: AppDeps) {
  return new Hono();
}
