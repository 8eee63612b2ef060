import { useMutation } from "@tanstack/react-query";
import { useNavigate } from "react-router";
import { checkoutRoute } from "../../core/contracts/billing";
import type { PaidPlan } from "../../core/subscription.schema";
import { messages } from "../ui/messages";
import { apiCall, errorMessage } from "./api";
import { rememberReturnPath } from "./payment-return";

/**
 * Starts an upgrade (SPEC.md section 4 "Upgrade"): asks the server for the checkout URL, remembers the
 * current path as returnTo, then sends the browser there (Stripe payment link, or the in-app demo checkout).
 * Shared by every upsell so features need not import each other.
 */
export function useUpgrade(fallbackError: string = messages.upsell.upgradeError) {
  const navigate = useNavigate();
  const mutation = useMutation({
    mutationFn: (plan: PaidPlan) => apiCall(checkoutRoute, { body: { plan } }),
    onSuccess: ({ url }) => {
      rememberReturnPath();
      if (url.startsWith("/") && !url.startsWith("//")) navigate(url);
      else window.location.assign(url);
    },
  });
  return {
    upgrade: (plan: PaidPlan = "premium") => mutation.mutate(plan),
    upgrading: mutation.isPending,
    error: mutation.error ? errorMessage(mutation.error, fallbackError) : null,
    reset: mutation.reset,
  };
}
