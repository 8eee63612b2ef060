import { useEffect, useState } from "react";
import { useLocation, useNavigate } from "react-router";

/** Where the upgrade flow stores the path to come back to (SPEC.md section 4 "Upgrade"). */
export const RETURN_TO_KEY = "returnTo";

function readReturnTo(): string | null {
  try {
    return window.sessionStorage.getItem(RETURN_TO_KEY);
  } catch {
    return null;
  }
}

/**
 * Where the landing page sends a signed-in visitor (SPEC.md routes and "Payment return"): to the
 * dashboard, unless a checkout return (?success=true) has a stored path for the payment-return hook
 * to follow. A success with no stored path also goes to the dashboard, never the public page.
 */
export function landingRedirect(
  signedIn: boolean,
  search: string,
  storedPath = readReturnTo(),
): string | null {
  if (!signedIn) return null;
  const success = new URLSearchParams(search).get("success") === "true";
  return success && isSafeReturnPath(storedPath) ? null : "/app/dashboard";
}

/** Only same-origin paths: never send the browser elsewhere from a stored value. */
export function isSafeReturnPath(path: string | null): path is string {
  return !!path && path.startsWith("/") && !path.startsWith("//");
}

/** Remembers the current path before leaving for the hosted checkout. */
export function rememberReturnPath(path = `${window.location.pathname}${window.location.search}`): void {
  try {
    window.sessionStorage.setItem(RETURN_TO_KEY, path);
  } catch {
    // Storage can be unavailable (private mode); the user then simply stays on the landing page.
  }
}

/**
 * SPEC.md "Payment return": ?success=true with a stored returnTo navigates there (and forgets it);
 * ?canceled=true shows a dismissible 'La suscripción fue cancelada' banner.
 */
export function usePaymentReturn(): { canceled: boolean; dismissCanceled: () => void } {
  const location = useLocation();
  const navigate = useNavigate();
  const [canceled, setCanceled] = useState(false);

  useEffect(() => {
    const params = new URLSearchParams(location.search);
    if (params.get("success") === "true") {
      const returnTo = readReturnTo();
      if (isSafeReturnPath(returnTo)) {
        try {
          window.sessionStorage.removeItem(RETURN_TO_KEY);
        } catch {
          // ignore
        }
        navigate(returnTo, { replace: true });
      }
    }
    if (params.get("canceled") === "true") setCanceled(true);
  }, [location.search, navigate]);

  const dismissCanceled = () => {
    setCanceled(false);
    const params = new URLSearchParams(location.search);
    if (params.has("canceled")) {
      params.delete("canceled");
      const search = params.toString();
      navigate(
        { pathname: location.pathname, search: search ? `?${search}` : "", hash: location.hash },
        { replace: true },
      );
    }
  };

  return { canceled, dismissCanceled };
}
