import { useCallback, useRef, useState } from "react";
import { useNavigate } from "react-router";
import type { PaidPlan } from "../../../core/subscription.schema";
import { ApiError } from "../../lib/api";
import { RETURN_TO_KEY, rememberReturnPath } from "../../lib/payment-return";
import { requestCheckout } from "./api";
import { markCheckoutStarted } from "./checkout-flag";
import { billingMessages as t } from "./messages";

function storedReturnTo(): string | null {
  try {
    return window.sessionStorage.getItem(RETURN_TO_KEY);
  } catch {
    return null;
  }
}

/**
 * SPEC.md section 4 "Upgrade": remember where the user is (returnTo in session storage), then send
 * the browser to the checkout the server chose: a Stripe payment link, or the in-app demo checkout.
 * `keepReturnTo` keeps a path another page stored before sending the user here (?upgrade=...).
 */
export function useUpgrade() {
  const navigate = useNavigate();
  const [pending, setPending] = useState<PaidPlan | null>(null);
  const [error, setError] = useState<string | null>(null);
  const busy = useRef(false);

  const upgrade = useCallback(
    async (plan: PaidPlan, opts: { keepReturnTo?: boolean } = {}) => {
      if (busy.current) return;
      busy.current = true;
      setPending(plan);
      setError(null);
      try {
        const { url, mode } = await requestCheckout(plan);
        if (!(opts.keepReturnTo && storedReturnTo())) rememberReturnPath(window.location.pathname);
        markCheckoutStarted(plan);
        if (mode === "demo") {
          navigate(url);
          busy.current = false;
          setPending(null);
        } else {
          window.location.assign(url); // leaves the app; the spinner stays until the page unloads
        }
      } catch (err) {
        // A refusal the user can act on (already on this plan) is shown as is; anything else gets
        // the spec's generic upgrade alert.
        setError(err instanceof ApiError && err.status === 409 ? err.message : t.errors.upgrade);
        busy.current = false;
        setPending(null);
      }
    },
    [navigate],
  );

  return { upgrade, pending, error, clearError: () => setError(null) };
}
