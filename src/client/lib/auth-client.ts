import { createAuthClient } from "better-auth/react";
import { takePreloadedRead } from "./preloaded-reads";

const SESSION_PATH = "/api/auth/get-session";

/** better-auth's session read takes the answer read with the page, if any (docs/decisions/0039). */
const fetchWithPreloads: typeof fetch = (input, init) => {
  const url = typeof input === "string" ? input : input instanceof URL ? input.href : input.url;
  if ((init?.method ?? "GET").toUpperCase() === "GET" && typeof window !== "undefined") {
    const { pathname, search } = new URL(url, window.location.origin);
    const preloaded = pathname === SESSION_PATH && !search ? takePreloadedRead(SESSION_PATH) : undefined;
    if (preloaded) return preloaded;
  }
  return fetch(input, init);
};

/** better-auth client; the server mounts it at the default base path /api/auth on the same origin. */
export const authClient = createAuthClient({
  baseURL: typeof window === "undefined" ? "http://localhost" : window.location.origin,
  fetchOptions: { customFetchImpl: fetchWithPreloads },
});

export type AuthSession = typeof authClient.$Infer.Session;
export type AuthUser = AuthSession["user"];
