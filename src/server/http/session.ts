import { createMiddleware } from "hono/factory";
import { Unauthorized } from "../../core/errors";
import type { Auth } from "../auth";
import type { ApiEnv } from "./context";

export const DEFAULT_TIME_ZONE = "Europe/Madrid";

/**
 * Time-zone names already checked. Building an Intl.DateTimeFormat costs tens of microseconds and
 * every signed-in request sends its zone; the IANA list is a few hundred names, so the memo stays
 * small (and is capped in case a client sends a new invalid name on every request).
 */
const timeZoneChecks = new Map<string, boolean>();
const MAX_MEMOISED_ZONES = 1000;

export function isValidTimeZone(tz: string | undefined | null): tz is string {
  if (!tz || tz.length > 64) return false;
  const known = timeZoneChecks.get(tz);
  if (known !== undefined) return known;
  let valid: boolean;
  try {
    new Intl.DateTimeFormat("en-US", { timeZone: tz });
    valid = true;
  } catch {
    valid = false;
  }
  if (timeZoneChecks.size < MAX_MEMOISED_ZONES) timeZoneChecks.set(tz, valid);
  return valid;
}

/*
 * Sessions already verified, by the exact Cookie header that carried them (issue 16). better-auth's
 * cookie cache spares the database, but each request still checks two HMAC signatures through
 * WebCrypto (about 8 % of a dashboard read's CPU). The same signed cookies verified a moment ago give
 * the same answer: they are trusted again for SESSION_MEMO_MS, never past the signed cache's own
 * expiry, which already lets a signed session stand for minutes without a database read. Sign-out and
 * account deletion in this process forget the entries; another instance trusts them at most
 * SESSION_MEMO_MS longer, well inside the cookie cache's five minutes.
 */
type SessionUser = { id: string; email: string; name: string };
const SESSION_MEMO_MS = 30_000;
const MAX_MEMO_SESSIONS = 10_000;
const verifiedSessions = new Map<string, { user: SessionUser; until: number }>();

/** Forget memoised sessions: those of one Cookie header (sign-out) or of one user (account deleted). */
export function forgetSessions(match: { cookie?: string | null; userId?: string }): void {
  if (match.cookie) verifiedSessions.delete(match.cookie);
  if (match.userId) {
    for (const [key, entry] of verifiedSessions)
      if (entry.user.id === match.userId) verifiedSessions.delete(key);
  }
}

/** Requires a better-auth session; sets the user and the browser's time zone (X-Time-Zone). */
export function requireUser(auth: Auth) {
  return createMiddleware<ApiEnv>(async (c, next) => {
    const cookie = c.req.header("cookie");
    const memo = cookie ? verifiedSessions.get(cookie) : undefined;
    let user: SessionUser;
    if (memo && memo.until > Date.now()) {
      user = memo.user;
    } else {
      const { headers, response: session } = await auth.api.getSession({
        headers: c.req.raw.headers,
        returnHeaders: true,
      });
      // With the cookie cache on, a lookup past the cache's age renews the signed session_data cookie:
      // pass it on so the next requests skip the database again.
      const renewed = headers.getSetCookie();
      for (const set of renewed) c.header("set-cookie", set, { append: true });
      if (!session) throw new Unauthorized();
      user = { id: session.user.id, email: session.user.email, name: session.user.name };
      // Remembered only when nothing was renewed (the browser must receive a renewal) and never past
      // the session's own expiry.
      if (cookie && renewed.length === 0) {
        const expires = new Date(session.session.expiresAt).getTime();
        if (verifiedSessions.size >= MAX_MEMO_SESSIONS) {
          verifiedSessions.delete(verifiedSessions.keys().next().value as string);
        }
        verifiedSessions.set(cookie, { user, until: Math.min(Date.now() + SESSION_MEMO_MS, expires) });
      }
    }
    c.set("user", user);
    const tz = c.req.header("x-time-zone");
    c.set("timeZone", isValidTimeZone(tz) ? tz : DEFAULT_TIME_ZONE);
    await next();
  });
}
