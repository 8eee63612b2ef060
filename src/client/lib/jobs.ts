import { z } from "zod";
import { getJobRoute } from "../../core/contracts/ai-jobs";
import { type JobAccepted, jobAcceptedSchema } from "../../core/job.schema";
import {
  ApiError,
  type ApiOptions,
  apiCall,
  apiFetch,
  type ContractRoute,
  type HttpMethod,
  type RouteInput,
  type RouteResult,
  routeUrl,
  successSchema,
} from "./api";

/** How often a running job is asked about: soon at first, then every couple of seconds. */
const POLL_MS = [400, 700, 1000, 1500, 2000];
const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Polls `GET /api/jobs/:id` until the job ends (docs/decisions/0029): its progress (0-100) goes to
 * `onProgress`; a completed job gives its result parsed by `schema`; a failed one throws the same
 * ApiError the synchronous route would have (status, Spanish message, upgrade code).
 */
export async function awaitJob<S extends z.ZodType>(
  jobId: string,
  schema: S,
  onProgress?: (progress: number) => void,
  signal?: AbortSignal,
): Promise<z.output<S>> {
  for (let i = 0; ; i++) {
    const job = await apiCall(getJobRoute, { params: { id: jobId }, signal });
    onProgress?.(job.progress);
    if (job.state === "completed") {
      const parsed = schema.safeParse(job.result);
      if (parsed.success) return parsed.data;
      throw new ApiError(200, "Respuesta inesperada del servidor", { code: "INVALID_RESPONSE" });
    }
    if (job.state === "failed") {
      const error = job.error ?? { message: "", status: 502 };
      throw new ApiError(error.status, error.message, { code: error.code, feature: error.feature });
    }
    await wait(POLL_MS[Math.min(i, POLL_MS.length - 1)]);
    if (signal?.aborted) throw new DOMException("Abortado", "AbortError");
  }
}

/**
 * A request whose answer is either the result at once (built-in engines) or 202 with a job to poll
 * (an AI provider); a 409 naming a running job (the same week already being generated) follows that
 * job instead of failing.
 */
export async function requestMaybeJob<S extends z.ZodType>(
  path: string,
  options: ApiOptions & { schema: S; onProgress?: (progress: number) => void },
): Promise<z.output<S>> {
  const { schema, onProgress, ...request } = options;
  let answer: z.output<S> | JobAccepted;
  try {
    answer = await apiFetch(path, { ...request, schema: z.union([jobAcceptedSchema, schema]) });
  } catch (error) {
    if (error instanceof ApiError && error.status === 409 && error.jobId) {
      return awaitJob(error.jobId, schema, onProgress, request.signal);
    }
    throw error;
  }
  const accepted = jobAcceptedSchema.safeParse(answer);
  if (!accepted.success) return answer as z.output<S>;
  onProgress?.(0);
  return awaitJob(accepted.data.job_id, schema, onProgress, request.signal);
}

/**
 * `requestMaybeJob` for a route definition: the body and parameters typed by its schemas, the result
 * (at once or from the job) checked against and typed by its 200 answer.
 */
export function callMaybeJob<R extends ContractRoute>(
  route: R,
  input: RouteInput<R>,
  onProgress?: (progress: number) => void,
): Promise<RouteResult<R>> {
  const { params, query, body, signal } = input as {
    params?: Record<string, unknown>;
    query?: Record<string, unknown>;
    body?: unknown;
    signal?: AbortSignal;
  };
  const schema = successSchema(route);
  if (!schema) throw new Error(`${route.path} no responde con un resultado`);
  return requestMaybeJob(routeUrl(route.path, params, query), {
    method: route.method.toUpperCase() as HttpMethod,
    body,
    signal,
    schema,
    onProgress,
  }) as Promise<RouteResult<R>>;
}
