import { count, eq, like } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { rateLimit, user } from "../db/schema";
import { AUTH_MESSAGES } from "../features/auth/auth.messages";
import { createTestApp, sessionCookie, signUp, type TestApp, uniqueEmail } from "../test/harness";

/** Issue 14 items 4, 11 and 13 (and issue 16 item 3): sign-in limits behind a proxy, per account; passwords; endpoints. */
let direct: TestApp;
let proxied: TestApp;
let open: TestApp;
beforeAll(async () => {
  const env = { AUTH_SIGN_IN_LIMIT: "3", AUTH_ACCOUNT_SIGN_IN_LIMIT: "5" };
  direct = await createTestApp({ env });
  proxied = await createTestApp({ env: { ...env, TRUST_PROXY: "1" } });
  open = await createTestApp();
}, 120_000);
afterAll(async () => {
  await direct?.close();
  await proxied?.close();
  await open?.close();
});

let addresses = 0;
/** Signs up through the proxy from an address of its own, so sign-ups do not use up a test's limit. */
async function signUpBehindProxy(password: string) {
  const email = uniqueEmail("proxied");
  const res = await proxied.request("/api/auth/sign-up/email", {
    method: "POST",
    json: { name: "Ana García", email, password },
    headers: { "x-forwarded-for": `100.64.0.${++addresses}` },
  });
  expect(res.status).toBe(200);
  return { email };
}

const signIn = (app: TestApp, email: string, password: string, forwardedFor?: string) =>
  app.request("/api/auth/sign-in/email", {
    method: "POST",
    json: { email, password },
    headers: forwardedFor ? { "x-forwarded-for": forwardedFor } : {},
  });

describe("sign-in limits", () => {
  it("ignores X-Forwarded-For unless TRUST_PROXY is set: a client cannot pick a fresh address per try", async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++) {
      statuses.push(
        (await signIn(direct, `nadie${i}@example.com`, "clave-incorrecta", `10.0.0.${i}`)).status,
      );
    }
    expect(statuses).toEqual([401, 401, 401, 429, 429]);
  });

  it("behind a trusted proxy, one client's failures do not lock out another client", async () => {
    const { email } = await signUpBehindProxy("mi-clave-larga-2024");
    for (let i = 0; i < 4; i++) await signIn(proxied, uniqueEmail("x"), "clave-incorrecta", "203.0.113.7");
    expect((await signIn(proxied, uniqueEmail("x"), "clave-incorrecta", "203.0.113.7")).status).toBe(429);
    // A spoofed left-most entry is not the client: the proxy's own entry (right-most) is.
    expect((await signIn(proxied, uniqueEmail("x"), "x", "198.51.100.1, 203.0.113.7")).status).toBe(429);
    const other = await signIn(proxied, email, "mi-clave-larga-2024", "198.51.100.20");
    expect(other.status).toBe(200);
  });

  it("limits guesses per account whatever the address, with a Spanish 429", async () => {
    const { email } = await signUpBehindProxy("mi-clave-larga-2024");
    const statuses: number[] = [];
    for (let i = 0; i < 7; i++) {
      statuses.push((await signIn(proxied, email, `intento-${i}`, `192.0.2.${i + 10}`)).status);
    }
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429, 429]);
    const locked = await signIn(proxied, email, "mi-clave-larga-2024", "192.0.2.200");
    expect(locked.status).toBe(429);
    expect((await locked.json()).error).toBe(AUTH_MESSAGES.accountLocked);
    expect(Number(locked.headers.get("retry-after"))).toBeGreaterThan(0);
    // Another account is not affected.
    const { email: other } = await signUpBehindProxy("otra-clave-larga-2024");
    expect((await signIn(proxied, other, "otra-clave-larga-2024", "192.0.2.201")).status).toBe(200);
  });

  it("a successful sign-in clears the account's failures", async () => {
    const { email } = await signUpBehindProxy("mi-clave-larga-2024");
    for (let i = 0; i < 4; i++) await signIn(proxied, email, "mala", `192.0.2.${i + 50}`);
    expect((await signIn(proxied, email, "mi-clave-larga-2024", "192.0.2.60")).status).toBe(200);
    for (let i = 0; i < 4; i++)
      expect((await signIn(proxied, email, "mala", `192.0.2.${i + 70}`)).status).toBe(401);
  });

  it("does not write a rate-limit row for get-session (every page load asks for it)", async () => {
    const { cookie } = await signUp(open);
    for (let i = 0; i < 5; i++) {
      expect((await open.request("/api/auth/get-session", { headers: { cookie } })).status).toBe(200);
    }
    const [row] = await open.database.db
      .select({ n: count() })
      .from(rateLimit)
      .where(like(rateLimit.key, "%get-session%"));
    expect(row.n).toBe(0);
  });
});

describe("passwords", () => {
  it.each([
    ["password1", AUTH_MESSAGES.passwordTooCommon],
    ["12345678", AUTH_MESSAGES.passwordTooCommon],
    ["qwertyuiop", AUTH_MESSAGES.passwordTooCommon],
    ["EMAIL", AUTH_MESSAGES.passwordIsEmail],
  ])("refuses %s at sign-up in Spanish and creates no account", async (password, message) => {
    const email = uniqueEmail("pw");
    const res = await open.request("/api/auth/sign-up/email", {
      method: "POST",
      json: { name: "Ana", email, password: password === "EMAIL" ? email : password },
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ error: message, message });
    const [row] = await open.database.db.select({ n: count() }).from(user).where(eq(user.email, email));
    expect(row.n).toBe(0);
  });
});

describe("better-auth endpoints", () => {
  it("answers 404 for the endpoints the app does not use; the name and image stay as they were", async () => {
    const { cookie, userId } = await signUp(open);
    const headers = { cookie };
    for (const [path, json] of [
      ["/api/auth/update-user", { name: "x".repeat(100_000), image: "javascript:alert(1)" }],
      ["/api/auth/change-password", { currentPassword: "contraseña-segura", newPassword: "otra-cosa-larga" }],
      ["/api/auth/delete-user", {}],
      ["/api/auth/revoke-sessions", {}],
    ] as const) {
      const res = await open.request(path, { method: "POST", json, headers });
      expect(res.status).toBe(404);
    }
    expect((await open.request("/api/auth/list-sessions", { headers })).status).toBe(404);
    const [row] = await open.database.db.select().from(user).where(eq(user.id, userId));
    expect(row.name).toBe("Ana García");
    expect(row.image).toBeNull();
  });

  it("keeps the session token out of JSON bodies: it travels only in the httpOnly cookie", async () => {
    const email = uniqueEmail("tok");
    const up = await open.request("/api/auth/sign-up/email", {
      method: "POST",
      json: { name: "Ana", email, password: "contraseña-segura" },
    });
    const upBody = await up.json();
    expect(upBody.user.email).toBe(email);
    expect(upBody).not.toHaveProperty("token");
    const cookie = sessionCookie(up);
    const token = decodeURIComponent(cookie.split("=")[1]).split(".")[0];
    const inBody = await open.request("/api/auth/sign-in/email", {
      method: "POST",
      json: { email, password: "contraseña-segura" },
    });
    const inText = await inBody.text();
    expect(inText).not.toContain('"token"');
    const session = await open.request("/api/auth/get-session", { headers: { cookie } });
    const text = await session.text();
    expect(JSON.parse(text).user.email).toBe(email);
    expect(text).not.toContain(token);
  });
});
