import { Hono } from "hono";
import { onboardingInputSchema } from "../../../core/onboarding.schema";
import type { ApiEnv, AppDeps } from "../../http/context";
import { validate } from "../../http/validate";
import { completeOnboarding } from "./onboarding.service";

export function onboardingRoutes(deps: AppDeps) {
  return new Hono<ApiEnv>().post("/", validate("json", onboardingInputSchema), async (c) => {
    const result = await completeOnboarding(deps, c.get("user").id, c.req.valid("json"), c.get("timeZone"));
    return c.json(result);
  });
}
