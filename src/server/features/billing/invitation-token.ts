import { createHmac, timingSafeEqual } from "node:crypto";

/**
 * The token of a family invitation link: an HMAC of the invitation id and the invited address under
 * the server's secret. Only someone who received the email can present it, so holding it proves the
 * address; withdrawing the invitation (its row) makes it worthless.
 */
export function invitationToken(secret: string, invitationId: string, email: string): string {
  return createHmac("sha256", secret)
    .update(`family-invitation:${invitationId}:${email.trim().toLowerCase()}`)
    .digest("base64url");
}

export function isInvitationToken(
  secret: string,
  invitationId: string,
  email: string,
  token: string,
): boolean {
  const expected = Buffer.from(invitationToken(secret, invitationId, email));
  const given = Buffer.from(token);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
