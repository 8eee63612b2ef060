import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { authed, createTestApp, signUp, type TestApp } from "../../test/harness";

/*
 * After "Eliminar mi cuenta" on one device, another device's signed session cookie still passes the
 * session check for the cookie cache's few minutes. A write from it must answer "signed out" (401),
 * not a server error, and store nothing.
 */
describe("a deleted account's session on another device", () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(() => app.close());

  it("gets 401 on a write, never a 500", async () => {
    const password = "contraseña-segura";
    const phone = await signUp(app, { password });
    const laptop = await app.request("/api/auth/sign-in/email", {
      method: "POST",
      json: { email: phone.email, password },
    });
    expect(laptop.status).toBe(200);
    const laptopCookie = laptop.headers
      .getSetCookie()
      .map((c) => c.split(";")[0])
      .join("; ");
    // The laptop reads once, so its cookie cache holds the session.
    expect((await app.request("/api/meals", authed(laptopCookie))).status).toBe(200);

    const deleted = await app.request(
      "/api/account",
      authed(phone.cookie, { method: "DELETE", json: { password } }),
    );
    expect(deleted.status).toBe(200);

    const write = await app.request(
      "/api/meals",
      authed(laptopCookie, {
        method: "POST",
        json: {
          meal_type: "lunch",
          description: "Lentejas",
          calories: 400,
          protein: 20,
          carbs: 50,
          fat: 10,
          sugar: 3,
          fiber: 8,
          salt: 1,
        },
      }),
    );
    expect(write.status).toBe(401);
    expect(await write.json()).toEqual({ error: "No has iniciado sesión" });
  });
});
