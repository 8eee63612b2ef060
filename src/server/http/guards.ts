import type { Context } from "hono";
import { createMiddleware } from "hono/factory";
import { containsNul, hasNul } from "../../core/input";
import type { Config } from "../config";
import { MESSAGES } from "./errors";

const UNSAFE_METHODS = new Set(["POST", "PUT", "PATCH", "DELETE"]);

/** Paths that authenticate otherwise (Stripe signs its webhook) and read their body as they are sent. */
const EXEMPT = ["/api/billing/webhook"];

/** Paths that also take a multipart form (a meal photo). */
const MULTIPART = ["/api/meals/analyze", "/api/import"];

const isExempt = (path: string) => EXEMPT.some((p) => path === p || path.startsWith(`${p}/`));

/** The origins this app is served on: BETTER_AUTH_URL's, and the request's own host (and, behind trusted proxies, the forwarded one). */
function ownOrigins(c: Context, config: Config): Set<string> {
  const origins = new Set<string>();
  if (config.auth.baseUrl) {
    try {
      origins.add(new URL(config.auth.baseUrl).origin);
    } catch {
      // a malformed BETTER_AUTH_URL is reported by better-auth itself
    }
  }
  // The request's URL carries its Host header (node-server builds it from there).
  const hosts: (string | undefined)[] = [c.req.header("host") ?? new URL(c.req.url).host];
  if (config.trustProxy > 0) hosts.push(c.req.header("x-forwarded-host")?.split(",")[0]?.trim());
  for (const host of hosts) {
    if (!host) continue;
    origins.add(`http://${host}`);
    origins.add(`https://${host}`);
  }
  return origins;
}

/**
 * CSRF (issue 14 item 8): a state-changing API request must come from the app's own pages. Browsers
 * send `Sec-Fetch-Site` and `Origin` on every POST/PUT/PATCH/DELETE; anything but the same origin is
 * refused with 403 before a route runs, better-auth's own endpoints included. A request with neither
 * header comes from a program, not a browser carrying someone's cookies, and is let through.
 * Then a body must be JSON (or, where a photo is uploaded, multipart): a `text/plain` form is how a
 * cross-site page sends a "simple" request with no preflight.
 */
export function sameOriginJson(config: Config) {
  return createMiddleware(async (c, next) => {
    if (!UNSAFE_METHODS.has(c.req.method) || isExempt(c.req.path)) return next();
    const site = c.req.header("sec-fetch-site");
    if (site && site !== "same-origin" && site !== "none") {
      return c.json({ error: MESSAGES.crossOrigin }, 403);
    }
    const origin = c.req.header("origin");
    if (origin !== undefined && !ownOrigins(c, config).has(origin)) {
      return c.json({ error: MESSAGES.crossOrigin }, 403);
    }
    if (hasBody(c)) {
      const type = (c.req.header("content-type") ?? "").split(";")[0].trim().toLowerCase();
      const multipartOk = MULTIPART.includes(c.req.path) && type === "multipart/form-data";
      if (type !== "application/json" && !multipartOk) {
        return c.json({ error: MESSAGES.jsonRequired }, 415);
      }
    }
    return next();
  });
}

function hasBody(c: Context): boolean {
  const length = c.req.header("content-length");
  if (length !== undefined) return Number(length) > 0;
  if (c.req.header("transfer-encoding") !== undefined) return true;
  // Over HTTP/1.1 a message with neither header has no body; @hono/node-server still gives such a
  // request (a browser's DELETE) an empty body stream, so only an in-process Request is asked.
  const overNode = (c.env as { incoming?: unknown } | undefined)?.incoming !== undefined;
  return !overNode && c.req.raw.body !== null;
}

/**
 * NUL characters (U+0000) anywhere in a request's text, the path, the query or a JSON body, are
 * refused with 400 at the edge (issue 14 item 5): PostgreSQL cannot store them in text, and no person
 * types one. JSON that does not parse is left to the route, which answers its own 400.
 */
export function refuseNul() {
  return createMiddleware(async (c, next) => {
    let decoded: string;
    try {
      decoded = decodeURIComponent(c.req.url);
    } catch {
      return c.json({ error: MESSAGES.invalidInput }, 400);
    }
    if (hasNul(decoded)) return c.json({ error: MESSAGES.nulCharacter }, 400);
    if (UNSAFE_METHODS.has(c.req.method) && !isExempt(c.req.path)) {
      const type = (c.req.header("content-type") ?? "").toLowerCase();
      if (type.startsWith("application/json")) {
        const raw = await c.req.text();
        if (raw.includes("\\u0000") || raw.includes("\u0000")) {
          let json: unknown;
          try {
            json = JSON.parse(raw);
          } catch {
            return c.json({ error: MESSAGES.invalidJson }, 400);
          }
          if (containsNul(json)) return c.json({ error: MESSAGES.nulCharacter }, 400);
        }
      }
    }
    return next();
  });
}
