import { AI_MESSAGES } from "../../../ai/messages";
import { planWeek } from "../../../core/week";
import type { Db } from "../../db/client";
import type { AppDeps } from "../../http/context";
import type { JobHandler, JobRunner } from "../../jobs/runner";
import { insertJobUnlessRunning } from "../jobs/jobs.repo";
import { dispatchJob } from "../jobs/jobs.service";
import { assertMayGeneratePlan, generatePlan } from "./plans.service";

interface PlanJobInput {
  week_offset: number;
  time_zone: string;
  /** when the request arrived: the job's "today" even if it runs after midnight */
  requested_at: string;
}

/**
 * `POST /api/plans/generate` with an AI provider (docs/decisions/0029): the refusals answer at once,
 * then one job per user and week is queued. While it is queued or running, asking again for the same
 * week queues nothing and answers with the running job (`created: false`).
 */
export async function startPlanJob(
  deps: { db: Db; jobs: JobRunner },
  userId: string,
  options: { weekOffset: number; timeZone: string; now: Date },
) {
  await assertMayGeneratePlan(deps.db, userId);
  const week = planWeek(options.weekOffset, options.timeZone, options.now);
  const input: PlanJobInput = {
    week_offset: options.weekOffset,
    time_zone: options.timeZone,
    requested_at: options.now.toISOString(),
  };
  const { row, created } = await insertJobUnlessRunning(deps.db, userId, {
    kind: "plan",
    dedupeKey: week.startDate,
    input: { ...input },
  });
  if (created) await dispatchJob(deps, row);
  return { job: row, created };
}

/** The worker's side: the same generation as the synchronous route, reporting its progress. */
export function planJobHandler(deps: Pick<AppDeps, "db" | "ai">): JobHandler<PlanJobInput> {
  return {
    failureMessage: AI_MESSAGES.plan.failed,
    run: ({ userId, input, progress }) =>
      generatePlan(deps, userId, {
        weekOffset: input.week_offset,
        timeZone: input.time_zone,
        now: new Date(input.requested_at),
        onProgress: progress,
      }),
  };
}
