import type { z } from "zod";
import type { Feature } from "../../core/enums";
import { messages } from "../ui/messages";

/** An error answer from the API: `message` is the server's Spanish `error` field when it sent one. */
export class ApiError extends Error {
  readonly status: number;
  readonly code?: string;
  readonly feature?: Feature;

  constructor(status: number, message: string, options: { code?: string; feature?: Feature } = {}) {
    super(message);
    this.name = "ApiError";
    this.status = status;
    this.code = options.code;
    this.feature = options.feature;
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
    response = await fetch(path, { method, headers, body: requestBody, credentials: "include", signal });
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
