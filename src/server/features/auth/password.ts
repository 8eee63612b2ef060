import { ZxcvbnFactory } from "@zxcvbn-ts/core";
import { adjacencyGraphs, dictionary } from "@zxcvbn-ts/language-common";
import { AUTH_MESSAGES } from "./auth.messages";

/**
 * Password strength at sign-up (issue 14 item 13): zxcvbn-ts with its common-password and keyboard
 * dictionaries. Score 0-1 means "guessable within about 10^6 guesses" (password1, qwertyuiop,
 * 12345678, iloveyou...): refused. The account's email and name count as known words, and a password
 * equal to the email is refused outright.
 */
export const MIN_PASSWORD_SCORE = 2;

let zxcvbn: ZxcvbnFactory | undefined;
const checker = () => {
  zxcvbn ??= new ZxcvbnFactory({ dictionary, graphs: adjacencyGraphs });
  return zxcvbn;
};

export function passwordProblem(password: string, account: { email: string; name?: string }): string | null {
  const email = account.email.trim().toLowerCase();
  const lowered = password.trim().toLowerCase();
  if (lowered === email || lowered === email.split("@")[0]) return AUTH_MESSAGES.passwordIsEmail;
  const inputs = [email, email.split("@")[0], ...(account.name ? account.name.split(/\s+/) : [])];
  const result = checker().check(password, inputs.filter(Boolean));
  return result.score < MIN_PASSWORD_SCORE ? AUTH_MESSAGES.passwordTooCommon : null;
}
