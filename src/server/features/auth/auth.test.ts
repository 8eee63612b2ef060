import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { profiles, subscriptions, user } from "../../db/schema";
import { authed, createTestApp, sessionCookie, signUp, type TestApp, uniqueEmail } from "../../test/harness";

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(async () => {
  await app?.close();
});

const countUsers = async () => (await app.database.db.select({ id: user.id }).from(user)).length;

describe("accounts", () => {
  it("signs up, creating the profile {id, email, full_name} and a free subscription", async () => {
    const email = uniqueEmail("ana");
    const { userId, cookie } = await signUp(app, { name: "Ana García", email });
    expect(cookie).toContain("better-auth.session_token=");
    const [profile] = await app.database.db.select().from(profiles).where(eq(profiles.id, userId));
    expect(profile).toMatchObject({ id: userId, email, fullName: "Ana García" });
    const [sub] = await app.database.db.select().from(subscriptions).where(eq(subscriptions.userId, userId));
    expect(sub).toMatchObject({ planType: "free", active: true });
  });

  it("sets an httpOnly, SameSite=Lax session cookie", async () => {
    const res = await app.request("/api/auth/sign-up/email", {
      method: "POST",
      json: { name: "Luis", email: uniqueEmail(), password: "contraseña-segura" },
    });
    const cookie = res.headers.getSetCookie().find((c) => c.startsWith("better-auth.session_token="));
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    expect(cookie).not.toMatch(/Secure/i); // plain http here; Secure when BETTER_AUTH_URL is https
  });

  it("refuses a duplicate email in Spanish and keeps one account", async () => {
    const email = uniqueEmail("dup");
    await signUp(app, { email });
    const before = await countUsers();
    const res = await app.request("/api/auth/sign-up/email", {
      method: "POST",
      json: { name: "Otra", email, password: "contraseña-segura" },
    });
    expect(res.status).toBeGreaterThanOrEqual(400);
    expect(await res.json()).toMatchObject({ error: "Ya existe una cuenta con este correo electrónico" });
    expect(await countUsers()).toBe(before);
  });

  it("signs in with the right password and refuses a wrong one", async () => {
    const email = uniqueEmail("login");
    await signUp(app, { email, password: "mi-clave-larga" });
    const ok = await app.request("/api/auth/sign-in/email", {
      method: "POST",
      json: { email, password: "mi-clave-larga" },
    });
    expect(ok.status).toBe(200);
    const session = await app.request("/api/auth/get-session", { headers: { cookie: sessionCookie(ok) } });
    expect((await session.json()).user.email).toBe(email);

    const bad = await app.request("/api/auth/sign-in/email", {
      method: "POST",
      json: { email, password: "otra-clave-mala" },
    });
    expect(bad.status).toBe(401);
    expect(await bad.json()).toMatchObject({ error: "Correo electrónico o contraseña incorrectos" });
  });

  it("signs out: the cookie no longer opens the API", async () => {
    const { cookie } = await signUp(app);
    expect((await app.request("/api/profile", authed(cookie))).status).toBe(200);
    const out = await app.request("/api/auth/sign-out", { method: "POST", headers: { cookie }, json: {} });
    expect(out.status).toBe(200);
    // The browser applies the sign-out's Set-Cookie (it clears the session cookies)...
    const cleared = new Set(out.headers.getSetCookie().map((c) => c.split("=")[0]));
    const kept = cookie
      .split("; ")
      .filter((c) => !cleared.has(c.split("=")[0]))
      .join("; ");
    expect((await app.request("/api/profile", authed(kept))).status).toBe(401);
    // ...and the session token alone, without the short-lived signed cache cookie, is dead at once.
    const tokenOnly = cookie
      .split("; ")
      .filter((c) => c.includes("session_token="))
      .join("; ");
    expect((await app.request("/api/profile", authed(tokenOnly))).status).toBe(401);
  });

  it.each([
    [{ email: uniqueEmail(), password: "contraseña-segura" }, "El nombre completo es requerido"],
    [{ name: "Ana", password: "contraseña-segura" }, "El correo electrónico es requerido"],
    [{ name: "Ana", email: uniqueEmail() }, "La contraseña es requerida"],
    [
      { name: "Ana", email: "no-es-un-correo", password: "contraseña-segura" },
      "El correo electrónico no es válido",
    ],
    [
      { name: "Ana", email: uniqueEmail(), password: "corta" },
      "La contraseña debe tener al menos 8 caracteres",
    ],
    [
      { name: "A".repeat(10_000), email: uniqueEmail(), password: "contraseña-segura" },
      "El nombre no puede superar 100 caracteres",
    ],
    [{ name: 42, email: uniqueEmail(), password: "contraseña-segura" }, "El nombre completo es requerido"],
  ])("refuses sign-up %# with a Spanish 400 and writes nothing", async (body, message) => {
    const before = await countUsers();
    const res = await app.request("/api/auth/sign-up/email", { method: "POST", json: body });
    expect(res.status).toBe(400);
    expect((await res.json()).error).toBe(message);
    expect(await countUsers()).toBe(before);
  });

  it("refuses malformed JSON with a Spanish 400", async () => {
    const res = await app.request("/api/auth/sign-up/email", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: '{"name": "Ana", "email":',
    });
    expect(res.status).toBe(400);
    expect((await res.json()).error).toBe("El cuerpo de la petición no es JSON válido");
  });

  it("requires email and password to sign in", async () => {
    const res = await app.request("/api/auth/sign-in/email", {
      method: "POST",
      json: { email: uniqueEmail() },
    });
    expect(res.status).toBe(400);
    expect((await res.json()).error).toBe("La contraseña es requerida");
  });
});

describe("API basics", () => {
  it("reports health and the database kind", async () => {
    const res = await app.request("/api/health");
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({
      status: "ok",
      db: process.env.TEST_DATABASE_URL ? "postgres" : "pglite",
    });
  });

  it.each(["/api/profile", "/api/meals", "/api/dashboard", "/api/plans", "/api/subscription"])(
    "answers %s without a session with a 401 JSON error",
    async (path) => {
      const res = await app.request(path);
      expect(res.status).toBe(401);
      expect(await res.json()).toEqual({ error: "No has iniciado sesión" });
    },
  );

  it("answers unknown /api paths with a 404 JSON error, never the app page", async () => {
    const res = await app.request("/api/no-existe");
    expect(res.status).toBe(404);
    expect(res.headers.get("content-type")).toContain("application/json");
    expect(await res.json()).toEqual({ error: "Recurso no encontrado" });
  });

  it("refuses bodies over 12 MB with 413", async () => {
    const res = await app.request("/api/auth/sign-in/email", {
      method: "POST",
      headers: { "content-type": "application/json", "content-length": String(13 * 1024 * 1024) },
      body: "x".repeat(13 * 1024 * 1024),
    });
    expect(res.status).toBe(413);
    expect((await res.json()).error).toMatch(/demasiado grande/);
  });

  it("sends security headers with a self-only CSP", async () => {
    const res = await app.request("/api/health");
    const csp = res.headers.get("content-security-policy") ?? "";
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(res.headers.get("x-content-type-options")).toBe("nosniff");
  });

  it("publishes the OpenAPI document", async () => {
    const doc = await (await app.request("/api/openapi.json")).json();
    expect(doc.openapi).toBe("3.1.0");
    expect(doc.paths["/api/auth/sign-up/email"].post.requestBody).toBeDefined();
  });
});

describe("sign-in rate limit", () => {
  let limited: TestApp;
  beforeAll(async () => {
    limited = await createTestApp({ env: { AUTH_SIGN_IN_LIMIT: "3" } });
  });
  afterAll(async () => {
    await limited?.close();
  });

  it("refuses the attempts past the limit with 429 in Spanish", async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++) {
      const res = await limited.request("/api/auth/sign-in/email", {
        method: "POST",
        json: { email: "nadie@example.com", password: "clave-incorrecta" },
      });
      statuses.push(res.status);
      if (res.status === 429) {
        expect((await res.json()).error).toBe(
          "Demasiados intentos. Espera un momento y vuelve a intentarlo.",
        );
      }
    }
    expect(statuses.slice(0, 3)).toEqual([401, 401, 401]);
    expect(statuses.slice(3)).toEqual([429, 429]);
  });
});
