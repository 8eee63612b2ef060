// Zod's Spanish messages for every signed-in page (the sign-in and sign-up pages import them too);
// the public pages never load Zod (issue 16).
import "../../../core/zod-locale";
import { useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { Navigate, Outlet, useLocation } from "react-router";
import { dashboardQueryOptions } from "../../lib/dashboard-query";
import { useProfileQuery } from "../../lib/profile-query";
import { useAuth } from "../../lib/session";
import { Spinner } from "../../ui/Spinner";
import { shellMessages } from "./messages";

function FullScreenSpinner({ label }: { label: string }) {
  return (
    <div className="flex min-h-dvh items-center justify-center">
      <Spinner size="lg" label={label} />
    </div>
  );
}

/**
 * Guard of every /app route (SPEC.md section 2): spinner while the session loads, /login (remembering
 * the origin) without one, and /app/onboarding while the profile is incomplete. A profile check that
 * fails after its retries counts as not onboarded.
 */
export function RequireAuth() {
  const { status } = useAuth();
  const location = useLocation();
  const onOnboarding = location.pathname.includes("onboarding");
  const profile = useProfileQuery(status === "authenticated");
  const queryClient = useQueryClient();
  const authenticated = status === "authenticated";
  const opensDashboard = /^\/app\/?(dashboard\/?)?$/.test(location.pathname);
  // The dashboard is read at the same time as the profile check, not after it (and after the page's
  // chunk): the signed-in shell's two API calls go out together.
  useEffect(() => {
    if (authenticated && opensDashboard) {
      void queryClient.prefetchQuery(dashboardQueryOptions);
    }
  }, [authenticated, opensDashboard, queryClient]);

  if (status === "loading") return <FullScreenSpinner label={shellMessages.loadingSession} />;
  if (status === "unauthenticated") return <Navigate to="/login" replace state={{ from: location }} />;
  if (onOnboarding) return <Outlet />;
  if (profile.isPending) return <FullScreenSpinner label={shellMessages.checkingProfile} />;
  if (profile.data?.onboarding_complete !== true) return <Navigate to="/app/onboarding" replace />;
  return <Outlet />;
}
