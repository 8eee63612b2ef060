import { and, eq, inArray, lt, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client";
import { aiJobs } from "../../db/schema";

export type JobRow = typeof aiJobs.$inferSelect;
export type JobKind = JobRow["kind"];
export type JobError = NonNullable<JobRow["error"]>;

/**
 * Inserts a queued job unless the user already has one of this kind and key queued or running
 * (the partial unique index ai_jobs_running_idx): then that one is returned with created false.
 */
export async function insertJobUnlessRunning(
  db: DbOrTx,
  userId: string,
  job: { kind: JobKind; dedupeKey: string; input: Record<string, unknown> },
): Promise<{ row: JobRow; created: boolean }> {
  const [inserted] = await db
    .insert(aiJobs)
    .values({ userId, kind: job.kind, dedupeKey: job.dedupeKey, input: job.input })
    .onConflictDoNothing({
      target: [aiJobs.userId, aiJobs.kind, aiJobs.dedupeKey],
      where: sql`${aiJobs.state} in ('queued', 'active')`,
    })
    .returning();
  if (inserted) return { row: inserted, created: true };
  const running = await findRunningJob(db, userId, job.kind, job.dedupeKey);
  // It ended between the insert and this read: try again.
  if (!running) return insertJobUnlessRunning(db, userId, job);
  return { row: running, created: false };
}

/** The user's queued or running job of this kind and key, if any. */
export async function findRunningJob(
  db: DbOrTx,
  userId: string,
  kind: JobKind,
  dedupeKey: string,
): Promise<JobRow | null> {
  const [running] = await db
    .select()
    .from(aiJobs)
    .where(
      and(
        eq(aiJobs.userId, userId),
        eq(aiJobs.kind, kind),
        eq(aiJobs.dedupeKey, dedupeKey),
        inArray(aiJobs.state, ["queued", "active"]),
      ),
    )
    .limit(1);
  return running ?? null;
}

/** The user's job, or null: another user's id reads as absent (404). */
export async function findUserJob(db: DbOrTx, userId: string, id: string): Promise<JobRow | null> {
  const [row] = await db
    .select()
    .from(aiJobs)
    .where(and(eq(aiJobs.id, id), eq(aiJobs.userId, userId)))
    .limit(1);
  return row ?? null;
}

/** For the worker, which acts for the job's owner. */
export async function findJob(db: DbOrTx, id: string): Promise<JobRow | null> {
  const [row] = await db.select().from(aiJobs).where(eq(aiJobs.id, id)).limit(1);
  return row ?? null;
}

/** An attempt begins: only a job that has not ended can start. */
export async function markJobActive(db: DbOrTx, id: string): Promise<JobRow | null> {
  const [row] = await db
    .update(aiJobs)
    .set({ state: "active", progress: 10, attempts: sql`${aiJobs.attempts} + 1`, updatedAt: new Date() })
    .where(and(eq(aiJobs.id, id), inArray(aiJobs.state, ["queued", "active"])))
    .returning();
  return row ?? null;
}

export async function setJobProgress(db: DbOrTx, id: string, progress: number) {
  await db
    .update(aiJobs)
    .set({ progress, updatedAt: new Date() })
    .where(and(eq(aiJobs.id, id), eq(aiJobs.state, "active")));
}

/** A failed attempt that will be retried after the back-off: queued again, its error kept. */
export async function requeueJob(db: DbOrTx, id: string, error: JobError) {
  await db
    .update(aiJobs)
    .set({ state: "queued", progress: 0, error, updatedAt: new Date() })
    .where(and(eq(aiJobs.id, id), inArray(aiJobs.state, ["queued", "active"])));
}

export async function completeJob(db: DbOrTx, id: string, result: unknown) {
  await db
    .update(aiJobs)
    .set({ state: "completed", progress: 100, result, error: null, updatedAt: new Date() })
    .where(eq(aiJobs.id, id));
}

/** Ends the job as failed; false if it had already ended (its failure handling ran then). */
export async function failJob(db: DbOrTx, id: string, error: JobError): Promise<boolean> {
  const rows = await db
    .update(aiJobs)
    .set({ state: "failed", error, updatedAt: new Date() })
    .where(and(eq(aiJobs.id, id), inArray(aiJobs.state, ["queued", "active"])))
    .returning({ id: aiJobs.id });
  return rows.length > 0;
}

/** Jobs not ended whose row has not moved since `before`: the sweep checks them against the queue. */
export async function staleJobs(db: DbOrTx, before: Date, limit = 100): Promise<JobRow[]> {
  return db
    .select()
    .from(aiJobs)
    .where(and(inArray(aiJobs.state, ["queued", "active"]), lt(aiJobs.updatedAt, before)))
    .limit(limit);
}
