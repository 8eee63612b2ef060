import { getConnInfo } from "@hono/node-server/conninfo";
import { Hono } from "hono";
import type { ZodType } from "zod";
import { CLIENT_IP_HEADER } from "../../auth";
import type { AppDeps } from "../../http/context";
import { MESSAGES, zodMessage } from "../../http/errors";
import { AUTH_ERRORS, AUTH_MESSAGES } from "./auth.messages";
import { signInBodySchema, signUpBodySchema } from "./auth.schema";

const VALIDATED: Record<string, ZodType> = {
  "/api/auth/sign-up/email": signUpBodySchema,
  "/api/auth/sign-in/email": signInBodySchema,
};

/**
 * better-auth at /api/auth/*, with three things around it: zod validation of the sign-up and
 * sign-in bodies (Spanish 400s, nothing written), the client IP taken from the socket for rate
 * limits, and better-auth's English error texts replaced by Spanish ones (kept in `message`,
 * which its client reads, and in `error`, like every other API error).
 */
export function authRoutes({ auth }: Pick<AppDeps, "auth">) {
  return new Hono().on(["GET", "POST"], "/*", async (c) => {
    const headers = new Headers(c.req.raw.headers);
    headers.set(CLIENT_IP_HEADER, clientIp(c));
    let body: string | undefined;
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
        body = JSON.stringify(parsed.data);
      }
    }
    const request = new Request(c.req.url, { method: c.req.method, headers, body });
    const response = await auth.handler(request);
    return response.status >= 400 ? translateError(response, c.req.path) : response;
  });
}

function clientIp(c: Parameters<typeof getConnInfo>[0]): string {
  try {
    return getConnInfo(c).remote.address ?? "unknown";
  } catch {
    return "in-process"; // app.request() in tests has no socket
  }
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
