import { z } from "zod";
import { FEATURES } from "./enums";

/**
 * Background AI work (docs/decisions/0029): with an AI provider, generating a plan or a recipe
 * answers 202 with this, and the client polls `GET /api/jobs/:id` until the job ends.
 */
export const JOB_KINDS = ["plan", "recipe"] as const;
export const JOB_STATES = ["queued", "active", "completed", "failed"] as const;

export const jobAcceptedSchema = z.object({
  job_id: z.string().uuid(),
  kind: z.enum(JOB_KINDS),
  state: z.enum(JOB_STATES),
});
export type JobAccepted = z.infer<typeof jobAcceptedSchema>;

export const jobErrorSchema = z.object({
  /** the Spanish message the synchronous route would have answered (SPEC.md section 8) */
  message: z.string(),
  /** the HTTP status it would have had: 502 provider failed, 402 upgrade required... */
  status: z.number().int(),
  code: z.string().optional(),
  feature: z.enum(FEATURES).optional(),
});

export const jobSchema = z.object({
  id: z.string().uuid(),
  kind: z.enum(JOB_KINDS),
  state: z.enum(JOB_STATES),
  /** 0-100: queued 0, started 10, provider asked 20, answer checked 80, stored 100 */
  progress: z.number().int().min(0).max(100),
  /** attempts started so far (a failed attempt is retried with back-off) */
  attempts: z.number().int().min(0),
  /** the plan or the recipe, once completed */
  result: z.unknown().nullable(),
  error: jobErrorSchema.nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Job = z.infer<typeof jobSchema>;
