import { completeOnboardingRoute } from "../../../core/contracts/progress";
import type { AppDeps } from "../../http/context";
import { contractRouter, mountedAt } from "../../http/openapi-router";
import { completeOnboarding } from "./onboarding.service";

export function onboardingRoutes(deps: AppDeps) {
  return contractRouter().openapi(mountedAt("/api/onboarding", completeOnboardingRoute), async (c) => {
    const result = await completeOnboarding(
      deps,
      c.get("user").id,
      c.req.valid("json"),
      { stored: c.get("timeZone"), browser: c.req.header("x-time-zone") },
      c.get("receivedAt"),
    );
    return c.json(result, 200);
  });
}
