import { useQuery } from "@tanstack/react-query";
import { getDashboardRoute } from "../../core/contracts/profile";
import type { DashboardResponse } from "../../core/dashboard.schema";
import { apiCall, withRetry } from "./api";

/**
 * GET /api/dashboard, shared by the dashboard page and the signed-in guard (which starts the read
 * beside its profile check, like lib/profile-query.ts).
 */
export const DASHBOARD_QUERY_KEY = ["dashboard"] as const;

/** SPEC.md section 7: stats reads try 3 times, waiting 1 s and then 2 s. */
export const DASHBOARD_RETRIES = 2;
export const DASHBOARD_RETRY_DELAY_MS = 1000;
/**
 * The spec shows the loading state for about 2 s; we show the real loading state instead, kept for
 * at least this long so a fast answer does not make it flash (docs/decisions/0007).
 */
export const MIN_LOADING_MS = 300;

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export async function fetchDashboard(): Promise<DashboardResponse> {
  const [data] = await Promise.all([
    withRetry(() => apiCall(getDashboardRoute), {
      retries: DASHBOARD_RETRIES,
      initialDelayMs: DASHBOARD_RETRY_DELAY_MS,
      label: "Dashboard",
    }),
    wait(MIN_LOADING_MS),
  ]);
  return data;
}

/**
 * A read this recent is not repeated when the page mounts: the signed-in shell starts the dashboard's
 * read beside the profile check (RequireAuth), a moment before this page exists.
 */
export const PREFETCH_FRESH_MS = 2_000;

/** Re-read on every visit (meals logged elsewhere must show up at once), except just after a prefetch. */
export function useDashboardQuery() {
  return useQuery(dashboardQueryOptions);
}

/**
 * The one set of options for the page and the prefetch: the query's own retries (fetchDashboard's 3
 * tries) are all it gets, so the prefetch must not add the client's default retry on top.
 */
export const dashboardQueryOptions = {
  queryKey: DASHBOARD_QUERY_KEY,
  queryFn: fetchDashboard,
  retry: false,
  staleTime: PREFETCH_FRESH_MS,
} as const;
