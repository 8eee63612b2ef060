import { MutationCache, QueryCache, QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { RouterProvider } from "react-router";
import { ApiError } from "./lib/api";
import { authClient } from "./lib/auth-client";
import { adoptPreloadedReads, dropPreloadedReads } from "./lib/preloaded-reads";
import { SessionProvider } from "./lib/session";
import { router } from "./router";
import "./styles.css";

/** A 401 from any API call means the session is gone: re-read it so protected pages go to /login. */
function onApiError(error: unknown) {
  if (error instanceof ApiError && error.status === 401) {
    authClient.$store.notify("$sessionSignal");
  }
}

const queryClient = new QueryClient({
  queryCache: new QueryCache({ onError: onApiError }),
  mutationCache: new MutationCache({ onError: onApiError }),
  defaultOptions: {
    queries: { retry: 1, staleTime: 30_000, refetchOnWindowFocus: false },
    mutations: { retry: false },
  },
});

// The reads the server named in this page start before anything else, and are forgotten as soon as
// the page leaves its first address (docs/decisions/0039).
adoptPreloadedReads();
const firstLocation = router.state.location.key;
const stopWatching = router.subscribe((state) => {
  if (state.location.key === firstLocation) return;
  dropPreloadedReads();
  stopWatching();
});

const container = document.getElementById("root");
if (!container) throw new Error("Falta el elemento #root");

createRoot(container).render(
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      <SessionProvider>
        <RouterProvider router={router} />
      </SessionProvider>
    </QueryClientProvider>
  </StrictMode>,
);
