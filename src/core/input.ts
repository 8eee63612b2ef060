import { z } from "zod";

/*
 * Shared building blocks for request schemas (server and client): numbers that are validated, not
 * coerced, and text that is bounded and free of NUL characters (PostgreSQL cannot store U+0000).
 */

/** Plain decimal notation only: "12", "-3", "12.5". Not "", "0x10", "1e3", " 7 kg", null or true. */
const PLAIN_DECIMAL = /^-?\d+(\.\d+)?$/;

/** A number, or a string in plain decimal notation (form fields and query strings); nothing else. */
export function numberInput(error: string) {
  return z.preprocess(
    (value) => (typeof value === "string" && PLAIN_DECIMAL.test(value.trim()) ? Number(value.trim()) : value),
    z.number({ error }).finite({ error }),
  );
}

export const NUL_MESSAGE = "El texto contiene caracteres no válidos";

export function hasNul(value: string): boolean {
  return value.includes("\u0000");
}

/** A string with a length bound that refuses NUL; trim and min are left to the caller's chain. */
export function text(opts: { max: number; tooLong: string; required?: string }) {
  return z
    .string(opts.required ? { error: opts.required } : undefined)
    .max(opts.max, { error: opts.tooLong })
    .refine((v) => !hasNul(v), { error: NUL_MESSAGE });
}

/** True when any string inside a JSON value contains NUL (keys included). */
export function containsNul(value: unknown, depth = 0): boolean {
  if (depth > 64) return false;
  if (typeof value === "string") return hasNul(value);
  if (Array.isArray(value)) return value.some((v) => containsNul(v, depth + 1));
  if (value && typeof value === "object") {
    return Object.entries(value).some(([k, v]) => hasNul(k) || containsNul(v, depth + 1));
  }
  return false;
}
