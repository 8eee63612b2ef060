import PgBoss from "pg-boss";
import type { Logger } from "pino";
import { AppError, UpgradeRequired } from "../../core/errors";
import type { Database } from "../db/client";
import {
  completeJob,
  failJob,
  type JobError,
  type JobKind,
  type JobRow,
  markJobActive,
  requeueJob,
  setJobProgress,
  staleJobs,
} from "../features/jobs/jobs.repo";

export interface JobContext<Input> {
  id: string;
  userId: string;
  input: Input;
  /** 0-100, shown to the polling client */
  progress(value: number): Promise<void>;
}

export interface JobHandler<Input = Record<string, unknown>> {
  /** the spec's message when a failure brings none of its own (SPEC.md section 8) */
  failureMessage: string;
  run(ctx: JobContext<Input>): Promise<unknown>;
  /** after the last attempt failed (or the job was lost): give back what it was charged */
  onFailed?(ctx: JobContext<Input>): Promise<void>;
}

export interface JobRunnerOptions {
  /** attempts after the first, with exponential back-off from retryDelayS */
  retryLimit: number;
  retryDelayS: number;
  /** an attempt still active after this is presumed dead (its process stopped) and retried */
  expireInS: number;
  pollingIntervalS: number;
  /** false: this instance only enqueues (a test's "instance that stops before running it") */
  work?: boolean;
  /** how often this instance sweeps for jobs the queue lost (0: never; tests call sweep()) */
  sweepIntervalMs?: number;
}

const QUEUE_PREFIX = "bocado-ai-";

/** Errors worth another attempt: the provider or the database failing, not a refusal. */
function isRetriable(error: unknown): boolean {
  return !(error instanceof AppError) || error.status >= 500;
}

function toJobError(error: unknown, fallback: string): JobError {
  if (error instanceof UpgradeRequired) {
    return { message: error.message, status: 402, code: error.code, feature: error.feature };
  }
  if (error instanceof AppError) {
    return { message: error.message, status: error.status, ...(error.code ? { code: error.code } : {}) };
  }
  return { message: fallback, status: 502 };
}

/**
 * Background AI work (docs/decisions/0029) on pg-boss, on PostgreSQL and on PGlite alike: pg-boss
 * keeps the queue in the database (schema `pgboss`), retries failed attempts with back-off, expires
 * attempts whose process died and hands their jobs to whichever instance polls next. The ai_jobs
 * row (owner, progress, answer) is what the API reads; a job's pg-boss id is its ai_jobs id.
 */
export class JobRunner {
  private readonly boss: PgBoss;
  private readonly handlers = new Map<JobKind, JobHandler>();
  private readonly workers = new Map<JobKind, string>();
  private sweepTimer?: NodeJS.Timeout;
  private started = false;

  constructor(
    private readonly database: Database,
    private readonly logger: Logger,
    private readonly options: JobRunnerOptions,
  ) {
    this.boss = new PgBoss({
      db: { executeSql: (text, values) => database.executeSql(text, values) },
      // pg-boss's own cron is not used: the sweep below runs under an advisory lock instead.
      schedule: false,
      // its maintenance (expiry, archive) runs on one instance at a time under its own lock
      supervise: true,
      migrate: true,
    });
    this.boss.on("error", (err) => logger.warn({ err }, "cola de trabajos: error"));
  }

  register<Input>(kind: JobKind, handler: JobHandler<Input>) {
    this.handlers.set(kind, handler as unknown as JobHandler);
  }

  async start() {
    // Instances starting together on a fresh database would race to install pg-boss's schema and
    // queues (seen: a duplicate pgboss schema, a deadlock in create_queue): one at a time.
    await this.database.runLocked("pg-boss-start", async () => {
      await this.boss.start();
      this.started = true;
      for (const kind of this.handlers.keys()) await this.createQueue(QUEUE_PREFIX + kind);
    });
    for (const kind of this.handlers.keys()) {
      const name = QUEUE_PREFIX + kind;
      if (this.options.work === false) continue;
      const id = await this.boss.work<{ jobId: string }>(
        name,
        { includeMetadata: true, batchSize: 1, pollingIntervalSeconds: this.options.pollingIntervalS },
        ([job]) => this.attempt(kind, job),
      );
      this.workers.set(kind, id);
    }
    const every = this.options.sweepIntervalMs ?? 60_000;
    if (every > 0) {
      this.sweepTimer = setInterval(() => {
        this.sweep().catch((err) => this.logger.warn({ err }, "cola de trabajos: barrido fallido"));
      }, every);
      this.sweepTimer.unref();
    }
  }

  /**
   * Creates (or updates) a queue. Should two processes still meet here (another app's pg-boss in the
   * same database), pg-boss's create_queue can deadlock one of them (PostgreSQL aborts it with 40P01):
   * the retry finds the queue made by the other.
   */
  private async createQueue(name: string) {
    const options = {
      name,
      retryLimit: this.options.retryLimit,
      retryDelay: this.options.retryDelayS,
      retryBackoff: true,
      expireInSeconds: this.options.expireInS,
      retentionDays: 1,
    };
    for (let attempt = 1; ; attempt++) {
      try {
        await this.boss.createQueue(name, options);
        // settings may have changed since the queue was made (e.g. AI_JOB_RETRIES)
        await this.boss.updateQueue(name, options);
        return;
      } catch (error) {
        const code = (error as { code?: string }).code;
        if (attempt >= 5 || (code !== "40P01" && code !== "23505")) throw error;
        await new Promise((r) => setTimeout(r, 100 * attempt));
      }
    }
  }

  /** Hands a queued ai_jobs row to the queue (after the transaction that inserted it). */
  async dispatch(row: Pick<JobRow, "id" | "kind">) {
    await this.boss.send(QUEUE_PREFIX + row.kind, { jobId: row.id }, { id: row.id });
    const worker = this.workers.get(row.kind);
    // This instance's worker looks now instead of at its next poll.
    if (worker) this.boss.notifyWorker(worker);
  }

  private context(row: JobRow): JobContext<Record<string, unknown>> {
    return {
      id: row.id,
      userId: row.userId,
      input: row.input,
      progress: (value) => setJobProgress(this.database.db, row.id, Math.max(0, Math.min(99, value))),
    };
  }

  /** One attempt. Throwing hands the job back to pg-boss for a retry after the back-off. */
  private async attempt(kind: JobKind, job: PgBoss.JobWithMetadata<{ jobId: string }>) {
    const handler = this.handlers.get(kind);
    const row = handler ? await markJobActive(this.database.db, job.data.jobId) : null;
    if (!handler || !row) return; // ended meanwhile (e.g. the sweep failed it)
    const ctx = this.context(row);
    try {
      const result = await handler.run(ctx);
      await completeJob(this.database.db, row.id, result);
    } catch (error) {
      const jobError = toJobError(error, handler.failureMessage);
      if (isRetriable(error) && job.retryCount < job.retryLimit) {
        this.logger.warn(
          { err: error, jobId: row.id, attempt: row.attempts },
          "trabajo fallido, se reintentará",
        );
        await requeueJob(this.database.db, row.id, jobError);
        throw error;
      }
      this.logger.warn({ err: error, jobId: row.id }, "trabajo fallido");
      if (await failJob(this.database.db, row.id, jobError)) await handler.onFailed?.(ctx);
    }
  }

  /**
   * Jobs whose row has not moved for longer than an attempt can last are checked against the
   * queue: one the queue never received (the process stopped between the insert and the send) is
   * sent again; one the queue gave up on, or lost, fails with the spec's message and is refunded.
   * Runs on one instance at a time.
   */
  async sweep(now = new Date()) {
    const before = new Date(now.getTime() - this.options.expireInS * 1000 * 2);
    await this.database.runExclusive("ai-jobs-sweep", async () => {
      for (const row of await staleJobs(this.database.db, before)) {
        const handler = this.handlers.get(row.kind);
        if (!handler) continue;
        const queued = await this.boss.getJobById(QUEUE_PREFIX + row.kind, row.id, { includeArchive: true });
        if (!queued) {
          if (row.state === "queued" && row.attempts === 0) {
            await this.dispatch(row);
            continue;
          }
        } else if (queued.state === "created" || queued.state === "retry" || queued.state === "active") {
          continue;
        }
        const error = { message: handler.failureMessage, status: 502 };
        if (await failJob(this.database.db, row.id, error)) await handler.onFailed?.(this.context(row));
      }
    });
  }

  /** For tests: the job as the queue sees it. */
  async queueState(row: Pick<JobRow, "id" | "kind">) {
    return (await this.boss.getJobById(QUEUE_PREFIX + row.kind, row.id, { includeArchive: true }))?.state;
  }

  /** Stops polling; an attempt in progress is left to finish (graceful) for a few seconds. */
  async stop() {
    if (this.sweepTimer) clearInterval(this.sweepTimer);
    if (!this.started) return;
    this.started = false;
    await this.boss.stop({ graceful: true, wait: true, timeout: 5_000 });
  }
}
