import type { BrowserContext } from "playwright-core";
import { VALID_ONBOARDING } from "../../src/server/test/factories";

let n = 0;
export function e2eEmail(prefix = "e2e"): string {
  n += 1;
  return `${prefix}-${Date.now()}-${n}@example.com`;
}

export const DEFAULT_ONBOARDING = VALID_ONBOARDING;

/** The session cookies of an auth response, as a Cookie header. */
export function cookieHeader(res: Response): string {
  return res.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
}

/** Puts a Cookie header's session into the browser, as if the user had signed in there. */
export async function putSessionInBrowser(context: BrowserContext, baseUrl: string, cookie: string) {
  const domain = new URL(baseUrl).hostname;
  await context.addCookies(
    cookie.split("; ").map((pair) => {
      const [name, ...rest] = pair.split("=");
      return { name, value: rest.join("="), domain, path: "/", httpOnly: true, sameSite: "Lax" as const };
    }),
  );
}

/** Saves the onboarding answers through the API for the user of `cookie`. */
export async function completeOnboarding(
  baseUrl: string,
  cookie: string,
  answers: Partial<typeof DEFAULT_ONBOARDING> = {},
): Promise<Response> {
  return fetch(`${baseUrl}/api/onboarding`, {
    method: "POST",
    headers: { "content-type": "application/json", cookie, "x-time-zone": "Europe/Madrid", origin: baseUrl },
    body: JSON.stringify({ ...DEFAULT_ONBOARDING, ...answers }),
  });
}

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
  const cookie = cookieHeader(signUp);
  const onboarding = await completeOnboarding(baseUrl, cookie, opts.onboarding);
  if (!onboarding.ok) throw new Error(`onboarding failed: ${onboarding.status} ${await onboarding.text()}`);
  await putSessionInBrowser(context, baseUrl, cookie);
  return { email, password, cookie };
}
