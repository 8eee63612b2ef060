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

/** Requires a better-auth session; sets the user and the browser's time zone (X-Time-Zone). */
export function requireUser(auth: Auth) {
  return createMiddleware<ApiEnv>(async (c, next) => {
    const { headers, response: session } = await auth.api.getSession({
      headers: c.req.raw.headers,
      returnHeaders: true,
    });
    // With the cookie cache on, a lookup past the cache's age renews the signed session_data cookie:
    // pass it on so the next requests skip the database again.
    for (const cookie of headers.getSetCookie()) c.header("set-cookie", cookie, { append: true });
    if (!session) throw new Unauthorized();
    c.set("user", { id: session.user.id, email: session.user.email, name: session.user.name });
    const tz = c.req.header("x-time-zone");
    c.set("timeZone", isValidTimeZone(tz) ? tz : DEFAULT_TIME_ZONE);
    await next();
  });
}
