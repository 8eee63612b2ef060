import { betterAuth } from "better-auth";
import { drizzleAdapter } from "better-auth/adapters/drizzle";
import type { Config } from "./config";
import type { Db } from "./db/client";
import { account, rateLimit, session, user, verification } from "./db/schema";

/**
 * Header the server sets for auth rate limits, from the TCP peer or, behind TRUST_PROXY reverse
 * proxies, from X-Forwarded-For (src/server/http/client-ip.ts); a client's own value is overwritten.
 */
export const CLIENT_IP_HEADER = "x-bocado-client-ip";

export function createAuth(db: Db, config: Config) {
  const baseURL = config.auth.baseUrl ?? `http://localhost:${config.port}`;
  const window = config.auth.rateLimitWindowS;
  return betterAuth({
    appName: "Bocado",
    baseURL,
    basePath: "/api/auth",
    secret: config.auth.secret,
    database: drizzleAdapter(db, {
      provider: "pg",
      schema: { user, session, account, verification, rateLimit },
      transaction: true,
    }),
    emailAndPassword: { enabled: true, minPasswordLength: 8, maxPasswordLength: 128, autoSignIn: true },
    session: {
      expiresIn: 60 * 60 * 24 * 30,
      updateAge: 60 * 60 * 24,
      // A signed session_data cookie answers the session lookup for 5 minutes without the database
      // (docs/decisions/0018): a session revoked elsewhere stays usable that long on a browser that
      // still holds the cookie; signing out on this browser clears it at once.
      cookieCache: { enabled: true, maxAge: 5 * 60 },
    },
    rateLimit: {
      enabled: true,
      storage: "database",
      modelName: "rateLimit",
      window,
      max: 100,
      customRules: {
        "/sign-in/email": { window, max: config.auth.signInLimit },
        "/sign-up/email": { window, max: config.auth.signInLimit },
        // Every page load asks for the session: no database write per request for it.
        "/get-session": false,
      },
    },
    trustedOrigins: (request) => {
      // Same-origin requests from whatever host:port the app is served on are trusted.
      const host = request?.headers.get("host");
      const origins = [baseURL];
      if (host) origins.push(`http://${host}`, `https://${host}`);
      return origins;
    },
    advanced: {
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
      defaultCookieAttributes: { httpOnly: true, sameSite: "lax" },
      useSecureCookies: baseURL.startsWith("https://"),
    },
    logger: { level: config.logLevel === "silent" ? "error" : "warn", disabled: config.env === "test" },
    telemetry: { enabled: false },
  });
}

export type Auth = ReturnType<typeof createAuth>;
export type SessionUser = Auth["$Infer"]["Session"]["user"];
