import { z } from "zod";
import { AUTH_MESSAGES as M } from "./auth.messages";

const email = z
  .string({ error: M.emailRequired })
  .trim()
  .min(1, { error: M.emailRequired })
  .max(254, { error: M.emailTooLong })
  .pipe(z.email({ error: M.emailInvalid }));

export const signUpBodySchema = z.object({
  name: z
    .string({ error: M.nameRequired })
    .trim()
    .min(1, { error: M.nameRequired })
    .max(100, { error: M.nameTooLong }),
  email,
  password: z
    .string({ error: M.passwordRequired })
    .min(1, { error: M.passwordRequired })
    .min(8, { error: M.passwordTooShort })
    .max(128, { error: M.passwordTooLong }),
});

export const signInBodySchema = z.object({
  email,
  password: z.string({ error: M.passwordRequired }).min(1, { error: M.passwordRequired }).max(128, {
    error: M.passwordTooLong,
  }),
});
