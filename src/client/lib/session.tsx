import { useQueryClient } from "@tanstack/react-query";
import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useState } from "react";
import { retryDelay } from "./api";
import { type AuthUser, authClient } from "./auth-client";

/** SPEC.md section 7: getting the session retries 5 times, 1 s initial delay, doubling. */
export const SESSION_RETRIES = 5;
export const SESSION_RETRY_DELAY_MS = 1000;

export type SessionStatus = "loading" | "authenticated" | "unauthenticated";

interface SessionContextValue {
  status: SessionStatus;
  user: AuthUser | null;
  signOut: () => Promise<void>;
  refresh: () => Promise<void>;
}

const SessionContext = createContext<SessionContextValue | null>(null);

/**
 * Holds the better-auth session (SPEC.md section 4 "Session"): loading, signed in, signed out.
 * A failing session request is retried with back-off; when every retry fails the session is treated as
 * signed out, which sends protected pages to /login.
 */
export function SessionProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const { data, isPending, isRefetching, error, refetch } = authClient.useSession();
  const [failedAttempts, setFailedAttempts] = useState(0);
  const [gaveUp, setGaveUp] = useState(false);
  const settled = !error && !isPending && !isRefetching;

  // A refetch clears `error` while in flight, so the count only resets once a request has succeeded.
  useEffect(() => {
    if (settled) {
      setFailedAttempts(0);
      setGaveUp(false);
    }
  }, [settled]);

  useEffect(() => {
    if (!error || gaveUp) return;
    if (failedAttempts >= SESSION_RETRIES || error.status === 401) {
      console.error("No se pudo cargar la sesión", error);
      setGaveUp(true);
      return;
    }
    const delay = retryDelay(failedAttempts, SESSION_RETRY_DELAY_MS);
    console.warn(`Sesión: intento ${failedAttempts + 1} fallido, reintentando en ${delay} ms`);
    const timer = setTimeout(() => {
      setFailedAttempts((n) => n + 1);
      void refetch();
    }, delay);
    return () => clearTimeout(timer);
  }, [error, failedAttempts, gaveUp, refetch]);

  const signOut = useCallback(async () => {
    try {
      await authClient.signOut();
    } catch (signOutError) {
      console.warn("Error al cerrar sesión", signOutError);
    }
    queryClient.clear();
    await refetch();
  }, [queryClient, refetch]);

  const refresh = useCallback(() => refetch(), [refetch]);

  const user = !gaveUp && data?.user ? data.user : null;
  let status: SessionStatus;
  if (user) status = "authenticated";
  else if (isPending || (error && !gaveUp)) status = "loading";
  else status = "unauthenticated";

  const value = useMemo(() => ({ status, user, signOut, refresh }), [status, user, signOut, refresh]);
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}

export function useAuth(): SessionContextValue {
  const value = useContext(SessionContext);
  if (!value) throw new Error("useAuth must be used inside <SessionProvider>");
  return value;
}

const SIGNED_OUT_LOADING: SessionContextValue = {
  status: "loading",
  user: null,
  signOut: async () => {},
  refresh: async () => {},
};

/**
 * The session as the browser's first render sees it (still loading, nobody signed in), for pages
 * rendered to HTML at build time (src/client/prerender.tsx): the HTML must match that first render so
 * the browser can hydrate it instead of drawing it again.
 */
export function FirstRenderSession({ children }: { children: ReactNode }) {
  return <SessionContext.Provider value={SIGNED_OUT_LOADING}>{children}</SessionContext.Provider>;
}
