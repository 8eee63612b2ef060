import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { VALID_ONBOARDING } from "../../test/factories";
import { authed, createTestApp, signUp, type TestApp } from "../../test/harness";

/*
 * Statements per read on the pages every session opens (issue 16): the cost of a request must not
 * grow with history nor repeat reads. Counted at the driver (every statement Drizzle sends, the
 * session lookup of better-auth included), once the user's time zone is cached as after a first page.
 */
describe("statements per signed-in read", () => {
  let app: TestApp;
  let cookie: string;
  const statements: string[] = [];

  beforeAll(async () => {
    app = await createTestApp({ onQuery: (q) => statements.push(q) });
    ({ cookie } = await signUp(app));
    const onboarding = await app.request(
      "/api/onboarding",
      authed(cookie, { method: "POST", json: VALID_ONBOARDING }),
    );
    expect(onboarding.status).toBe(200);
    const meal = await app.request(
      "/api/meals",
      authed(cookie, {
        method: "POST",
        json: {
          meal_type: "lunch",
          description: "Lentejas con chorizo",
          calories: 520,
          protein: 24,
          carbs: 60,
          fat: 18,
          sugar: 4,
          fiber: 12,
          salt: 1.4,
        },
      }),
    );
    expect(meal.status).toBe(201);
  });
  afterAll(() => app.close());

  async function count(path: string): Promise<number> {
    await app.request(path, authed(cookie)); // warm: time zone cached, session cookie cache set
    statements.length = 0;
    const res = await app.request(path, authed(cookie));
    expect(res.status).toBe(200);
    return statements.length;
  }

  it.each([
    ["/api/dashboard", 1],
    ["/api/meals", 1],
    ["/api/profile", 1],
    ["/api/plans", 1],
    ["/api/subscription", 3],
  ])("GET %s sends at most %i statement(s)", async (path, most) => {
    expect(await count(path)).toBeLessThanOrEqual(most);
  });
});
