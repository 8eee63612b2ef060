import type { Logger } from "pino";
import type { AiPort } from "../../ai";
import type { Auth } from "../auth";
import type { Config } from "../config";
import type { Db } from "../db/client";
import type { JobRunner } from "../jobs/runner";
import type { Mailer } from "../mail/mailer";

/** What every feature router receives: only what it uses is read from here. */
export interface AppDeps {
  db: Db;
  dbKind: "pglite" | "postgres";
  config: Config;
  auth: Auth;
  ai: AiPort;
  logger: Logger;
  /** outgoing mail; the configured one (SMTP or the development outbox) when absent */
  mailer?: Mailer;
  /**
   * The background-job queue, present when an AI provider is configured: plan and recipe
   * generation then answer 202 with a job id (docs/decisions/0029). Absent: they run in the request.
   */
  jobs?: JobRunner;
}

export interface SignedInUser {
  id: string;
  email: string;
  name: string;
}

/** Hono environment for the API: the signed-in user and the browser's IANA time zone. */
export interface ApiEnv {
  Variables: {
    user: SignedInUser;
    timeZone: string;
    receivedAt: Date;
  };
}
