import { z } from "zod";
import { authMessages } from "./messages";

const v = authMessages.validation;

const email = z.string().trim().min(1, v.emailRequired).pipe(z.email(v.emailInvalid));

export const loginFormSchema = z.object({
  email,
  password: z.string().min(1, v.passwordRequired),
});
export type LoginForm = z.infer<typeof loginFormSchema>;

export const registerFormSchema = z.object({
  fullName: z.string().trim().min(1, v.fullNameRequired),
  email,
  password: z.string().min(1, v.passwordRequired).min(8, v.passwordMin),
});
export type RegisterForm = z.infer<typeof registerFormSchema>;
