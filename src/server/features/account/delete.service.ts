import { APIError } from "better-auth/api";
import { eq } from "drizzle-orm";
import type { Logger } from "pino";
import { AppError, Conflict, Forbidden, Unauthorized } from "../../../core/errors";
import type { Auth } from "../../auth";
import type { Config } from "../../config";
import type { Db } from "../../db/client";
import { familyMembers, photos, rateLimit, subscriptions, user } from "../../db/schema";
import { forgetSessions } from "../../http/session";
import { AUTH_MESSAGES } from "../auth/auth.messages";
import { clearAccountAttempts, countAccountAttempt } from "../auth/auth.repo";
import type { PhotoStore } from "../meals/photo-store";
import { ACCOUNT_MESSAGES } from "./account.messages";

/**
 * "Eliminar mi cuenta" (issue 19 item 6, docs/decisions/0034). Order matters so that nothing is
 * half-done: password, family, Stripe (the one outside step that can fail) before anything is deleted;
 * then one DELETE of the user row, which every owned table follows through ON DELETE CASCADE
 * (schema.ts `owner()`); then the photo files, which no row points to any more.
 */
export interface DeleteDeps {
  db: Db;
  auth: Auth;
  config: Pick<Config, "stripe" | "auth">;
  photos: PhotoStore;
  logger: Logger;
  fetch?: typeof fetch;
}

async function verifyPassword(auth: Auth, headers: Headers, password: string) {
  try {
    await auth.api.verifyPassword({ body: { password }, headers });
  } catch (error) {
    if (error instanceof APIError && error.status === "UNAUTHORIZED") throw new Unauthorized();
    if (error instanceof APIError) throw new Forbidden(ACCOUNT_MESSAGES.deleteWrongPassword);
    throw error;
  }
}

/** DELETE /v1/subscriptions/:id ("cancel immediately"); a subscription Stripe no longer has is fine. */
export async function cancelStripeSubscription(
  stripe: NonNullable<Config["stripe"]>,
  subscriptionId: string,
  fetchImpl: typeof fetch = fetch,
): Promise<void> {
  if (!stripe.secretKey) throw new AppError(ACCOUNT_MESSAGES.deleteStripeUnavailable, 503);
  let res: Response;
  try {
    res = await fetchImpl(`${stripe.apiBase}/v1/subscriptions/${encodeURIComponent(subscriptionId)}`, {
      method: "DELETE",
      headers: { authorization: `Bearer ${stripe.secretKey}` },
      signal: AbortSignal.timeout(10_000),
    });
  } catch (cause) {
    throw Object.assign(new AppError(ACCOUNT_MESSAGES.deleteStripeUnavailable, 502), { cause });
  }
  if (res.ok || res.status === 404) return;
  const body = (await res.text()).slice(0, 300);
  throw Object.assign(new AppError(ACCOUNT_MESSAGES.deleteStripeUnavailable, 502), {
    cause: new Error(`Stripe ${res.status}: ${body}`),
  });
}

export async function deleteAccount(
  deps: DeleteDeps,
  input: { userId: string; password: string; headers: Headers },
): Promise<void> {
  const { db } = deps;
  const { userId } = input;
  // A session cookie may outlive its account for a few minutes (the signed cookie cache): the row decides.
  const [exists] = await db.select({ id: user.id, email: user.email }).from(user).where(eq(user.id, userId));
  if (!exists) throw new Unauthorized();
  // Password guesses here count with the sign-in's per-account limit (the same key).
  const attemptKey = `account:${exists.email.toLowerCase()}`;
  const { accountWindowS, accountSignInLimit } = deps.config.auth;
  const attempt = await countAccountAttempt(db, attemptKey, accountWindowS * 1000);
  if (attempt.count > accountSignInLimit) {
    throw new AppError(AUTH_MESSAGES.accountLocked, 429);
  }
  await verifyPassword(deps.auth, input.headers, input.password);
  await clearAccountAttempts(db, attemptKey);

  const members = await db
    .select({ id: familyMembers.id })
    .from(familyMembers)
    .where(eq(familyMembers.ownerId, userId))
    .limit(1);
  if (members.length > 0) throw new Conflict(ACCOUNT_MESSAGES.deleteFamilyOwner);

  const [sub] = await db.select().from(subscriptions).where(eq(subscriptions.userId, userId));
  if (sub?.stripeSubscriptionId && deps.config.stripe) {
    await cancelStripeSubscription(deps.config.stripe, sub.stripeSubscriptionId, deps.fetch);
  }

  const keys = (
    await db.select({ key: photos.storageKey }).from(photos).where(eq(photos.userId, userId))
  ).map((p) => p.key);
  await db.transaction(async (tx) => {
    // Their place in someone else's family (the row is the owner's, but it names this person).
    await tx.delete(familyMembers).where(eq(familyMembers.memberUserId, userId));
    await tx.delete(user).where(eq(user.id, userId));
    await tx.delete(rateLimit).where(eq(rateLimit.key, attemptKey));
  });
  forgetSessions({ userId });

  // Files: every key the rows named, then whatever is left under the user's folder (uploads whose
  // row was never written). A failure is logged, not shown: the account is already gone.
  const owner = userId.replace(/[^A-Za-z0-9_-]/g, "");
  try {
    const leftovers = owner ? await deps.photos.list(`${owner}/`, 10_000) : [];
    for (const key of new Set([...keys, ...leftovers])) await deps.photos.delete(key);
  } catch (err) {
    deps.logger.warn({ err, userId }, "photo files of a deleted account not removed");
  }
}

/** Set-Cookie values that expire better-auth's cookies on this browser. */
export async function expiredAuthCookies(auth: Auth): Promise<string[]> {
  const { authCookies } = await auth.$context;
  return [authCookies.sessionToken, authCookies.sessionData, authCookies.dontRememberToken].map((cookie) => {
    const secure = cookie.attributes.secure || cookie.name.startsWith("__Secure-") ? "; Secure" : "";
    return `${cookie.name}=; Path=/; Max-Age=0; Expires=Thu, 01 Jan 1970 00:00:00 GMT; HttpOnly; SameSite=Lax${secure}`;
  });
}
