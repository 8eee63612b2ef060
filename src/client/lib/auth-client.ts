import { createAuthClient } from "better-auth/react";

/** better-auth client; the server mounts it at the default base path /api/auth on the same origin. */
export const authClient = createAuthClient({
  baseURL: typeof window === "undefined" ? "http://localhost" : window.location.origin,
});

export type AuthSession = typeof authClient.$Infer.Session;
export type AuthUser = AuthSession["user"];
