import { Hono } from "hono";
import { onboardingInputSchema, onboardingResultSchema } from "../../../core/onboarding.schema";
import type { ApiEnv, AppDeps } from "../../http/context";
import { validate } from "../../http/validate";
import { registerOperations } from "../../openapi";
import { completeOnboarding } from "./onboarding.service";

registerOperations([
  {
    method: "post",
    path: "/api/onboarding",
    summary: "Guardar todas las respuestas del onboarding y generar el plan inicial",
    body: onboardingInputSchema,
    response: onboardingResultSchema,
  },
]);

export function onboardingRoutes(deps: AppDeps) {
  return new Hono<ApiEnv>().post("/", validate("json", onboardingInputSchema), async (c) => {
    const result = await completeOnboarding(
      deps,
      c.get("user").id,
      c.req.valid("json"),
      { stored: c.get("timeZone"), browser: c.req.header("x-time-zone") },
      c.get("receivedAt"),
    );
    return c.json(result);
  });
}
