import type { BrowserContext } from "playwright-core";

let n = 0;
export function e2eEmail(prefix = "e2e"): string {
  n += 1;
  return `${prefix}-${Date.now()}-${n}@example.com`;
}

export const DEFAULT_ONBOARDING = {
  gender: "Femenino",
  date_of_birth: "1990-05-17",
  height: 165,
  weight: 62,
  activity_level: "moderate",
  fitness_goal: "Mantenimiento",
  dietary_restrictions: [],
  chronic_conditions: [],
  allergies: [],
  medications: [],
  current_diet: "Como de todo",
  health_goals: "Comer más verduras",
  meals_per_day: 3,
};

/**
 * A signed-up user who has completed onboarding through the API, with the session cookie put in
 * the browser context: journeys that are not about onboarding start from the app directly.
 */
export async function createOnboardedUser(
  baseUrl: string,
  context: BrowserContext,
  opts: {
    name?: string;
    email?: string;
    password?: string;
    onboarding?: Partial<typeof DEFAULT_ONBOARDING>;
  } = {},
): Promise<{ email: string; password: string; cookie: string }> {
  const email = opts.email ?? e2eEmail();
  const password = opts.password ?? "contraseña-segura";
  const signUp = await fetch(`${baseUrl}/api/auth/sign-up/email`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: baseUrl },
    body: JSON.stringify({ name: opts.name ?? "Lucía Pérez", email, password }),
  });
  if (!signUp.ok) throw new Error(`sign-up failed: ${signUp.status} ${await signUp.text()}`);
  const cookie = signUp.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
  const onboarding = await fetch(`${baseUrl}/api/onboarding`, {
    method: "POST",
    headers: { "content-type": "application/json", cookie, "x-time-zone": "Europe/Madrid", origin: baseUrl },
    body: JSON.stringify({ ...DEFAULT_ONBOARDING, ...opts.onboarding }),
  });
  if (!onboarding.ok) throw new Error(`onboarding failed: ${onboarding.status} ${await onboarding.text()}`);
  const url = new URL(baseUrl);
  await context.addCookies(
    cookie.split("; ").map((pair) => {
      const [name, ...rest] = pair.split("=");
      return {
        name,
        value: rest.join("="),
        domain: url.hostname,
        path: "/",
        httpOnly: true,
        sameSite: "Lax" as const,
      };
    }),
  );
  return { email, password, cookie };
}
