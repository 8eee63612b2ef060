import { authMessages } from "./messages";

interface AuthErrorLike {
  code?: string;
  message?: string;
  status?: number;
}

/**
 * The banner text for a failed sign-in or sign-up (SPEC.md section 8): a known better-auth code in Spanish,
 * else the server's own message, else the page's fallback ('Error al iniciar sesión' / 'Error al registrarse').
 */
export function authErrorMessage(error: AuthErrorLike | null | undefined, fallback: string): string {
  if (!error) return fallback;
  if (error.status === 429) return authMessages.serverErrors.TOO_MANY_REQUESTS;
  if (error.code && authMessages.serverErrors[error.code]) return authMessages.serverErrors[error.code];
  const message = error.message?.trim();
  return message ? message : fallback;
}
