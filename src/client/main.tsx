import { MutationCache, QueryCache, QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { StrictMode, startTransition } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
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

const app = (
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      <SessionProvider>
        <RouterProvider router={router} />
      </SessionProvider>
    </QueryClientProvider>
  </StrictMode>
);

// The first render is a transition: React then renders in slices of a few milliseconds, yielding to
// the browser between them, instead of one long task that blocks input while the page is drawn
// (Lighthouse's total blocking time; docs/decisions/0043). It starts once the router has loaded the
// address's lazy route: RouterProvider reads the router's state when it first renders and listens to
// it only once committed, so a route that finished loading in between the slices was never seen and
// the page stayed on its spinner. A page the server sent already drawn (src/client/prerender.tsx:
// the sign-in page) is hydrated rather than drawn again.
const prerendered = container.firstElementChild !== null;
const start = () =>
  startTransition(() => {
    if (prerendered) hydrateRoot(container, app);
    else createRoot(container).render(app);
  });
if (router.state.initialized) {
  start();
} else {
  const stopWaiting = router.subscribe((state) => {
    if (!state.initialized) return;
    stopWaiting();
    start();
  });
}
