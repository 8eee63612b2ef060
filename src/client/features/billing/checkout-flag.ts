import { isPaidPlan, type PaidPlan } from "../../../core/subscription.schema";

/**
 * A checkout the user started in this tab, so the subscription card can confirm it on return (and,
 * with Stripe, wait for the webhook that may land a few seconds after the browser).
 */
const KEY = "bocado.checkout";
const MAX_AGE_MS = 30 * 60 * 1000;

export function markCheckoutStarted(plan: PaidPlan): void {
  try {
    window.sessionStorage.setItem(KEY, JSON.stringify({ plan, at: Date.now() }));
  } catch {
    // Storage unavailable: the card simply shows the plan without the confirmation message.
  }
}

export function startedCheckout(now = Date.now()): PaidPlan | null {
  try {
    const raw = window.sessionStorage.getItem(KEY);
    if (!raw) return null;
    const { plan, at } = JSON.parse(raw) as { plan?: unknown; at?: unknown };
    if (isPaidPlan(plan) && typeof at === "number" && now - at < MAX_AGE_MS) return plan;
  } catch {
    // fall through
  }
  clearCheckout();
  return null;
}

export function clearCheckout(): void {
  try {
    window.sessionStorage.removeItem(KEY);
  } catch {
    // ignore
  }
}
