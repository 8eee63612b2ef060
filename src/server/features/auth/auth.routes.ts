import { Hono } from "hono";
import type { ZodType } from "zod";
import { CLIENT_IP_HEADER } from "../../auth";
import { clientIp } from "../../http/client-ip";
import type { AppDeps } from "../../http/context";
import { MESSAGES, zodMessage } from "../../http/errors";
import { forgetSessions } from "../../http/session";
import { AUTH_ERRORS, AUTH_MESSAGES } from "./auth.messages";
import { clearAccountAttempts, countAccountAttempt } from "./auth.repo";
import { signInBodySchema, signUpBodySchema } from "./auth.schema";
import { passwordProblem } from "./password";

const SIGN_UP = "/api/auth/sign-up/email";
const SIGN_IN = "/api/auth/sign-in/email";

/**
 * The better-auth endpoints the app uses; every other one (update-user, change-password,
 * delete-user, list-sessions...) answers 404, so none of them takes input the app never validates.
 */
const ALLOWED: Record<string, "GET" | "POST"> = {
  [SIGN_UP]: "POST",
  [SIGN_IN]: "POST",
  "/api/auth/sign-out": "POST",
  "/api/auth/get-session": "GET",
};

const VALIDATED: Record<string, ZodType> = {
  [SIGN_UP]: signUpBodySchema,
  [SIGN_IN]: signInBodySchema,
};

/**
 * better-auth at /api/auth/*, with what the app adds around it: only the endpoints it uses; zod
 * validation of the sign-up and sign-in bodies (Spanish 400s, nothing written), common passwords
 * refused; the client IP for its per-address rate limit (TRUST_PROXY) plus a per-account limit on
 * sign-in; the session token kept out of JSON bodies (it travels in the httpOnly cookie only); and
 * better-auth's English error texts replaced by Spanish ones (kept in `message`, which its client
 * reads, and in `error`, like every other API error).
 */
export function authRoutes({ auth, config, db }: Pick<AppDeps, "auth" | "config" | "db">) {
  const fail = (message: string, status: 400 | 429) => ({ body: { error: message, message }, status });
  return new Hono().on(["GET", "POST"], "/*", async (c) => {
    if (ALLOWED[c.req.path] !== c.req.method) return c.json({ error: MESSAGES.notFound }, 404);
    if (c.req.path === "/api/auth/sign-out") forgetSessions({ cookie: c.req.header("cookie") });
    const headers = new Headers(c.req.raw.headers);
    headers.set(CLIENT_IP_HEADER, clientIp(c, config.trustProxy));
    let body: string | undefined;
    let accountKey: string | undefined;
    if (c.req.method === "POST") {
      body = await c.req.text();
      const schema = VALIDATED[c.req.path];
      if (schema) {
        let json: unknown;
        try {
          json = JSON.parse(body);
        } catch {
          return c.json({ error: MESSAGES.invalidJson, message: MESSAGES.invalidJson }, 400);
        }
        const parsed = schema.safeParse(json);
        if (!parsed.success) {
          const message = zodMessage(parsed.error);
          return c.json({ error: message, message }, 400);
        }
        const data = parsed.data as { email: string; password: string; name?: string };
        if (c.req.path === SIGN_UP) {
          const problem = passwordProblem(data.password, data);
          if (problem) return c.json(fail(problem, 400).body, 400);
        }
        if (c.req.path === SIGN_IN) {
          // One attacker spread over many addresses still gets only a handful of guesses per account.
          accountKey = `account:${data.email.toLowerCase()}`;
          const attempt = await countAccountAttempt(db, accountKey, config.auth.accountWindowS * 1000);
          if (attempt.count > config.auth.accountSignInLimit) {
            const retryAfter = Math.max(
              1,
              Math.ceil((attempt.windowStart + config.auth.accountWindowS * 1000 - Date.now()) / 1000),
            );
            c.header("Retry-After", String(retryAfter));
            return c.json(fail(AUTH_MESSAGES.accountLocked, 429).body, 429);
          }
        }
        body = JSON.stringify(parsed.data);
      }
    }
    const request = new Request(c.req.url, { method: c.req.method, headers, body });
    const response = await auth.handler(request);
    if (response.status >= 400) return translateError(response, c.req.path);
    if (accountKey) await clearAccountAttempts(db, accountKey);
    return withoutToken(response);
  });
}

/** Drops `token` (sign-in, sign-up) and `session.token` (get-session) from a JSON answer. */
async function withoutToken(response: Response): Promise<Response> {
  if (!(response.headers.get("content-type") ?? "").includes("application/json")) return response;
  let payload: unknown;
  try {
    payload = await response.clone().json();
  } catch {
    return response;
  }
  if (!payload || typeof payload !== "object") return response;
  const clean = { ...(payload as Record<string, unknown>) };
  delete clean.token;
  if (clean.session && typeof clean.session === "object") {
    const { token: _token, ...session } = clean.session as Record<string, unknown>;
    clean.session = session;
  }
  const headers = new Headers(response.headers);
  headers.delete("content-length");
  return new Response(JSON.stringify(clean), { status: response.status, headers });
}

async function translateError(response: Response, path: string): Promise<Response> {
  let payload: { code?: string; message?: string } = {};
  try {
    payload = (await response.clone().json()) as typeof payload;
  } catch {
    // not JSON: fall through to the generic message
  }
  let message: string;
  if (response.status === 429) message = AUTH_MESSAGES.tooManyAttempts;
  else if (payload.code && AUTH_ERRORS[payload.code]) message = AUTH_ERRORS[payload.code];
  else if (path.endsWith("/sign-up/email")) message = AUTH_MESSAGES.signUpFailed;
  else if (path.endsWith("/sign-in/email")) message = AUTH_MESSAGES.signInFailed;
  else message = MESSAGES.invalidInput;
  const headers = new Headers(response.headers);
  headers.set("content-type", "application/json; charset=utf-8");
  headers.delete("content-length");
  return new Response(JSON.stringify({ ...payload, message, error: message }), {
    status: response.status,
    headers,
  });
}
