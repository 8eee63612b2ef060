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

// The page is drawn in a transition: React renders it in slices of a few milliseconds, yielding to
// the browser between them, instead of one long task that blocks input (Lighthouse's total blocking
// time; docs/decisions/0043). RouterProvider reads the router's state when it first renders and
// listens to it only once committed, so it must not start in slices while the router is still
// loading the address's lazy route (a route that loaded between two slices was never seen, and the
// page stayed on its spinner). Then the first render is the small loading state, drawn at once, and
// the page comes with the router's own update, which React Router already renders as a transition.
// A page the server sent already drawn (src/client/prerender.tsx: the sign-in page) is hydrated, in
// slices, once its route's code has loaded, so that it is that page, not the spinner, that hydrates.
const prerendered = container.firstElementChild !== null;
if (prerendered) {
  const hydrate = () => startTransition(() => void hydrateRoot(container, app));
  if (router.state.initialized) {
    hydrate();
  } else {
    const stopWaiting = router.subscribe((state) => {
      if (!state.initialized) return;
      stopWaiting();
      hydrate();
    });
  }
} else if (router.state.initialized) {
  const root = createRoot(container);
  startTransition(() => root.render(app));
} else {
  createRoot(container).render(app);
}
