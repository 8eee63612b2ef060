import { createMiddleware } from "hono/factory";
import { Unauthorized } from "../../core/errors";
import type { Auth } from "../auth";
import type { ApiEnv } from "./context";

export const DEFAULT_TIME_ZONE = "Europe/Madrid";

export function isValidTimeZone(tz: string | undefined | null): tz is string {
  if (!tz || tz.length > 64) return false;
  try {
    new Intl.DateTimeFormat("en-US", { timeZone: tz });
    return true;
  } catch {
    return false;
  }
}

/** Requires a better-auth session; sets the user and the browser's time zone (X-Time-Zone). */
export function requireUser(auth: Auth) {
  return createMiddleware<ApiEnv>(async (c, next) => {
    const session = await auth.api.getSession({ headers: c.req.raw.headers });
    if (!session) throw new Unauthorized();
    c.set("user", { id: session.user.id, email: session.user.email, name: session.user.name });
    const tz = c.req.header("x-time-zone");
    c.set("timeZone", isValidTimeZone(tz) ? tz : DEFAULT_TIME_ZONE);
    await next();
  });
}
