import { recipeRoute } from "../../../core/contracts/ai-jobs";
import type { AppDeps } from "../../http/context";
import { contractRouter, mountedAt } from "../../http/openapi-router";
import { jobAccepted } from "../jobs/jobs.service";
import { recipeForMeal, startRecipeJob } from "./recipes.service";

/** Recipes API (SPEC.md section 4 "Recipe modal"). */
export function recipesRoutes(deps: AppDeps) {
  return contractRouter().openapi(mountedAt("/api/recipes", recipeRoute), async (c) => {
    const { jobs } = deps;
    if (jobs) {
      // With an AI provider: the stored recipe, or 202 and a job to poll (docs/decisions/0029).
      const started = await startRecipeJob(
        { db: deps.db, jobs },
        c.get("user").id,
        c.req.valid("json").meal,
        c.get("timeZone"),
      );
      if ("recipe" in started) return c.json(started.recipe, 200);
      return c.json(jobAccepted(started.job), 202);
    }
    const { recipe, created } = await recipeForMeal(
      deps,
      c.get("user").id,
      c.req.valid("json").meal,
      c.get("timeZone"),
    );
    return c.json(recipe, created ? 201 : 200);
  });
}
