import type { z } from "zod";
import type { Feature } from "../../core/enums";
import { messages } from "../ui/messages";
import { takePreloadedRead } from "./preloaded-reads";

/** An error answer from the API: `message` is the server's Spanish `error` field when it sent one. */
export class ApiError extends Error {
  readonly status: number;
  readonly code?: string;
  readonly feature?: Feature;
  /** a 409 about work already running names its background job (docs/decisions/0029) */
  readonly jobId?: string;

  constructor(
    status: number,
    message: string,
    options: { code?: string; feature?: Feature; jobId?: string } = {},
  ) {
    super(message);
    this.name = "ApiError";
    this.status = status;
    this.code = options.code;
    this.feature = options.feature;
    this.jobId = options.jobId;
  }
}

/** 402 with code UPGRADE_REQUIRED: the caller should open the upsell modal. */
export function isUpgradeRequired(error: unknown): error is ApiError & { status: 402 } {
  return error instanceof ApiError && error.status === 402 && error.code === "UPGRADE_REQUIRED";
}

/** The text to show in a banner for any thrown value, with a feature-specific fallback. */
export function errorMessage(error: unknown, fallback: string): string {
  if (error instanceof ApiError && error.message) return error.message;
  return fallback;
}

export type HttpMethod = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";

export interface ApiOptions {
  method?: HttpMethod;
  /** A plain object is sent as JSON; FormData goes as multipart (the browser sets the boundary). */
  body?: unknown;
  signal?: AbortSignal;
}

function browserTimeZone(): string | undefined {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone;
  } catch {
    return undefined;
  }
}

function fallbackMessage(status: number): string {
  if (status === 401) return messages.errors.unauthorized;
  if (status === 413) return messages.errors.tooLarge;
  if (status === 429) return messages.errors.rateLimited;
  if (status >= 500) return messages.errors.server;
  return messages.errors.generic;
}

async function readJson(response: Response): Promise<unknown> {
  if (response.status === 204) return undefined;
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

function toApiError(status: number, payload: unknown): ApiError {
  const record = payload && typeof payload === "object" ? (payload as Record<string, unknown>) : {};
  const serverMessage = typeof record.error === "string" && record.error.trim() ? record.error : undefined;
  return new ApiError(status, serverMessage ?? fallbackMessage(status), {
    code: typeof record.code === "string" ? record.code : undefined,
    feature: typeof record.feature === "string" ? (record.feature as Feature) : undefined,
    jobId: typeof record.job_id === "string" ? record.job_id : undefined,
  });
}

/**
 * The one way the client calls the API: cookies included, the browser's time zone in X-Time-Zone,
 * JSON in and out, non-2xx answers thrown as ApiError. With `schema` the answer is parsed by it.
 */
export async function apiFetch<S extends z.ZodType>(
  path: string,
  options: ApiOptions & { schema: S },
): Promise<z.output<S>>;
export async function apiFetch<T = unknown>(path: string, options?: ApiOptions): Promise<T>;
export async function apiFetch(
  path: string,
  options: ApiOptions & { schema?: z.ZodType } = {},
): Promise<unknown> {
  const { method = options.body === undefined ? "GET" : "POST", body, schema, signal } = options;
  const headers = new Headers({ Accept: "application/json" });
  const timeZone = browserTimeZone();
  if (timeZone) headers.set("X-Time-Zone", timeZone);

  let requestBody: BodyInit | undefined;
  if (body instanceof FormData) {
    requestBody = body;
  } else if (body !== undefined) {
    headers.set("Content-Type", "application/json");
    requestBody = JSON.stringify(body);
  }

  let response: Response;
  try {
    const preloaded = method === "GET" && !signal ? takePreloadedRead(path) : undefined;
    response = await (preloaded ??
      fetch(path, { method, headers, body: requestBody, credentials: "include", signal }));
  } catch (error) {
    if (error instanceof DOMException && error.name === "AbortError") throw error;
    throw new ApiError(0, messages.errors.network);
  }

  const payload = await readJson(response);
  if (!response.ok) throw toApiError(response.status, payload);
  if (!schema) return payload;

  const parsed = schema.safeParse(payload);
  if (!parsed.success) {
    console.warn(`Respuesta inesperada de ${path}`, parsed.error.issues);
    throw new ApiError(response.status, messages.errors.invalidResponse, { code: "INVALID_RESPONSE" });
  }
  return parsed.data;
}

export interface RetryOptions {
  /** Extra attempts after the first one. */
  retries: number;
  /** Wait before the first retry; each later wait doubles. */
  initialDelayMs: number;
  /** Decide whether an error is worth another attempt (default: not for 4xx answers other than 408/429). */
  shouldRetry?: (error: unknown) => boolean;
  /** Injected for tests. */
  sleep?: (ms: number) => Promise<void>;
  label?: string;
}

/** Wait before retry number `attempt` (0-based): initial, 2x, 4x... (SPEC.md section 7 "Retries"). */
export function retryDelay(attempt: number, initialDelayMs: number): number {
  return initialDelayMs * 2 ** attempt;
}

export function isRetryable(error: unknown): boolean {
  if (error instanceof DOMException && error.name === "AbortError") return false;
  if (error instanceof ApiError) {
    return error.status === 0 || error.status === 408 || error.status === 429 || error.status >= 500;
  }
  return true;
}

const defaultSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Runs `fn`, retrying failures with doubling back-off; retry warnings are only logged. */
export async function withRetry<T>(fn: () => Promise<T>, options: RetryOptions): Promise<T> {
  const {
    retries,
    initialDelayMs,
    shouldRetry = isRetryable,
    sleep = defaultSleep,
    label = "request",
  } = options;
  for (let attempt = 0; ; attempt++) {
    try {
      return await fn();
    } catch (error) {
      if (attempt >= retries || !shouldRetry(error)) throw error;
      const delay = retryDelay(attempt, initialDelayMs);
      console.warn(`${label}: intento ${attempt + 1} fallido, reintentando en ${delay} ms`, error);
      await sleep(delay);
    }
  }
}

/** A route definition as src/core/contracts writes it (docs/decisions/0036). */
export interface ContractRoute {
  method: "get" | "post" | "put" | "patch" | "delete";
  path: string;
  request?: {
    params?: z.ZodType;
    query?: z.ZodType;
    body?: { content: { "application/json": { schema: z.ZodType } } };
  };
  responses: Record<string | number, unknown>;
}

type JsonSchemaOf<T> = T extends { content: { "application/json": { schema: infer S extends z.ZodType } } }
  ? S
  : undefined;

/** The success answer's schema: 200, else 201; a route with neither (204) answers nothing. */
type SuccessSchema<R extends ContractRoute> = R["responses"] extends { 200: infer O }
  ? JsonSchemaOf<O>
  : R["responses"] extends { 201: infer O }
    ? JsonSchemaOf<O>
    : undefined;

/** What `apiCall` resolves to: the success schema's output, or nothing. */
export type RouteResult<R extends ContractRoute> =
  SuccessSchema<R> extends z.ZodType ? z.output<SuccessSchema<R>> : undefined;

type Empty = Record<never, never>;
type RequestOf<R> = R extends { request: infer Q } ? Q : Empty;

/** `params` or `query`: required unless every field of its schema is optional; absent if none. */
type Part<R extends ContractRoute, K extends "params" | "query"> =
  RequestOf<R> extends { [P in K]: infer S extends z.ZodType }
    ? Empty extends z.input<S>
      ? { [P in K]?: z.input<S> }
      : { [P in K]: z.input<S> }
    : { [P in K]?: never };

type BodyPart<R extends ContractRoute> =
  RequestOf<R> extends { body: { content: { "application/json": { schema: infer S extends z.ZodType } } } }
    ? { body: z.input<S> }
    : { body?: never };

/** The request a route takes: its path parameters, query and JSON body, typed from its schemas. */
export type RouteInput<R extends ContractRoute> = Part<R, "params"> &
  Part<R, "query"> &
  BodyPart<R> & { signal?: AbortSignal };

type OptionalIfEmpty<R extends ContractRoute> =
  Empty extends RouteInput<R> ? [input?: RouteInput<R>] : [input: RouteInput<R>];

/** `/api/meals/{id}` with `{id: "x"}` gives `/api/meals/x`; the query is appended without empty values. */
export function routeUrl(path: string, params?: Record<string, unknown>, query?: Record<string, unknown>) {
  const filled = path.replace(/\{([^}]+)\}/g, (_, name: string) =>
    encodeURIComponent(String(params?.[name] ?? "")),
  );
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value === undefined || value === null) continue;
    search.set(key, String(value));
  }
  // a comma needs no escaping in a query (`days=0,1` reads better in logs)
  const text = search.toString().replaceAll("%2C", ",");
  return text ? `${filled}?${text}` : filled;
}

/** The schema of a route's 200 answer (else 201), which `apiCall` checks the answer against. */
export function successSchema(route: ContractRoute): z.ZodType | undefined {
  const responses = route.responses as Record<string, { content?: Record<string, { schema?: z.ZodType }> }>;
  return (responses[200] ?? responses[201])?.content?.["application/json"]?.schema;
}

/**
 * Calls a route from its definition: the path, method, parameters and body are typed by the route's
 * schemas and the answer is checked against (and typed by) its success schema, so a changed route
 * breaks the client's build.
 */
export function apiCall<R extends ContractRoute>(
  route: R,
  ...[input]: OptionalIfEmpty<R>
): Promise<RouteResult<R>> {
  const { params, query, body, signal } = (input ?? {}) as {
    params?: Record<string, unknown>;
    query?: Record<string, unknown>;
    body?: unknown;
    signal?: AbortSignal;
  };
  const schema = successSchema(route);
  const url = routeUrl(route.path, params, query);
  const method = route.method.toUpperCase() as HttpMethod;
  return (
    schema ? apiFetch(url, { method, body, signal, schema }) : apiFetch(url, { method, body, signal })
  ) as Promise<RouteResult<R>>;
}
