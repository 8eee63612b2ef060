import { zValidator } from "@hono/zod-validator";
import type { ValidationTargets } from "hono";
import type { ZodType } from "zod";
import { zodMessage } from "./errors";

/** zod validation at the edge: a failure is a 400 with the schema's Spanish message. */
export function validate<T extends ZodType, Target extends keyof ValidationTargets>(
  target: Target,
  schema: T,
) {
  return zValidator(target, schema, (result, c) => {
    if (!result.success) {
      return c.json({ error: zodMessage(result.error as never) }, 400);
    }
  });
}
