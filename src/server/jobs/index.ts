import type { Logger } from "pino";
import type { AiPort } from "../../ai";
import type { Config } from "../config";
import type { Database } from "../db/client";
import { planJobHandler } from "../features/plans/plans.jobs";
import { recipeJobHandler } from "../features/recipes/recipes.service";
import { JobRunner, type JobRunnerOptions } from "./runner";

/**
 * With an AI provider, plan and recipe generation become background jobs (docs/decisions/0029);
 * with the built-in engines (well under a second) they stay in the request and no queue starts.
 */
export async function startJobRunner(
  deps: { database: Database; ai: AiPort; config: Config; logger: Logger },
  overrides: Partial<JobRunnerOptions> = {},
): Promise<JobRunner | undefined> {
  if (deps.ai.kind !== "openai") return undefined;
  const runner = new JobRunner(deps.database, deps.logger, { ...deps.config.jobs, ...overrides });
  const featureDeps = { db: deps.database.db, ai: deps.ai };
  runner.register("plan", planJobHandler(featureDeps));
  runner.register("recipe", recipeJobHandler(featureDeps));
  await runner.start();
  return runner;
}
