import { NotFound } from "../../../core/errors";
import type { Job } from "../../../core/job.schema";
import type { Db } from "../../db/client";
import type { JobRunner } from "../../jobs/runner";
import { JOB_MESSAGES } from "./jobs.messages";
import { failJob, findUserJob, type JobRow } from "./jobs.repo";

export function toJob(row: JobRow): Job {
  return {
    id: row.id,
    kind: row.kind,
    state: row.state,
    progress: row.progress,
    attempts: row.attempts,
    result: row.state === "completed" ? (row.result ?? null) : null,
    // a retried attempt's error stays in the row, but the job has not failed yet
    error: row.state === "failed" ? (row.error as Job["error"]) : null,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

/** The 202 body of a route that queued (or found running) a job. */
export function jobAccepted(row: JobRow) {
  return { job_id: row.id, kind: row.kind, state: row.state };
}

/** `GET /api/jobs/:id`: the user's own job only; any other id is absent (404). */
export async function getJob(db: Db, userId: string, id: string): Promise<Job> {
  const row = await findUserJob(db, userId, id);
  if (!row) throw new NotFound(JOB_MESSAGES.notFound);
  return toJob(row);
}

/**
 * Sends a freshly inserted job to the queue. If the queue cannot take it, the job fails at once
 * (its row must not block the week) and the error reaches the caller.
 */
export async function dispatchJob(deps: { db: Db; jobs: JobRunner }, row: JobRow) {
  try {
    await deps.jobs.dispatch(row);
  } catch (error) {
    await failJob(deps.db, row.id, { message: JOB_MESSAGES.queueFailed, status: 503 });
    throw error;
  }
}
