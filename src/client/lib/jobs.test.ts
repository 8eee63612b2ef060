import { afterEach, describe, expect, it, vi } from "vitest";
import { z } from "zod";
import { ApiError } from "./api";
import { requestMaybeJob } from "./jobs";

/** The client's side of background jobs (docs/decisions/0029), against a scripted fetch. */
const resultSchema = z.object({ id: z.string(), name: z.string() });
const JOB_ID = "8a0c3b7e-51a8-4a3e-9a55-1f0b6f1f2c11";

function job(state: string, progress: number, extra: Record<string, unknown> = {}) {
  return {
    id: JOB_ID,
    kind: "plan",
    state,
    progress,
    attempts: 1,
    result: null,
    error: null,
    created_at: "2026-11-22T10:00:00.000Z",
    updated_at: "2026-11-22T10:00:01.000Z",
    ...extra,
  };
}

function scriptFetch(answers: { status: number; body: unknown }[]) {
  const calls: string[] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (url: string) => {
      calls.push(url);
      const next = answers.shift();
      if (!next) throw new Error("sin respuesta");
      return new Response(JSON.stringify(next.body), { status: next.status });
    }),
  );
  return calls;
}

afterEach(() => vi.unstubAllGlobals());

describe("requestMaybeJob", () => {
  it("returns a synchronous answer as it is", async () => {
    scriptFetch([{ status: 200, body: { id: "p1", name: "Plan" } }]);
    await expect(
      requestMaybeJob("/api/x", { method: "POST", body: {}, schema: resultSchema }),
    ).resolves.toEqual({
      id: "p1",
      name: "Plan",
    });
  });

  it("follows a 202 job to its result, reporting progress", async () => {
    const calls = scriptFetch([
      { status: 202, body: { job_id: JOB_ID, kind: "plan", state: "queued" } },
      { status: 200, body: job("active", 20) },
      { status: 200, body: job("completed", 100, { result: { id: "p2", name: "Nuevo" } }) },
    ]);
    const progress: number[] = [];
    const result = await requestMaybeJob("/api/x", {
      method: "POST",
      body: {},
      schema: resultSchema,
      onProgress: (p) => progress.push(p),
    });
    expect(result).toEqual({ id: "p2", name: "Nuevo" });
    expect(progress).toEqual([0, 20, 100]);
    expect(calls.slice(1)).toEqual([`/api/jobs/${JOB_ID}`, `/api/jobs/${JOB_ID}`]);
  });

  it("a 409 naming the running job follows that job", async () => {
    scriptFetch([
      { status: 409, body: { error: "Ya se está generando", job_id: JOB_ID } },
      { status: 200, body: job("completed", 100, { result: { id: "p3", name: "El que corría" } }) },
    ]);
    await expect(
      requestMaybeJob("/api/x", { method: "POST", body: {}, schema: resultSchema }),
    ).resolves.toEqual({
      id: "p3",
      name: "El que corría",
    });
  });

  it("a failed job throws the spec's message with its status and upgrade code", async () => {
    const message = "Error al generar el plan de comidas. Por favor intenta de nuevo.";
    scriptFetch([
      { status: 202, body: { job_id: JOB_ID, kind: "plan", state: "queued" } },
      { status: 200, body: job("failed", 20, { error: { message, status: 502 } }) },
    ]);
    const error = await requestMaybeJob("/api/x", { method: "POST", body: {}, schema: resultSchema }).catch(
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 502, message });
  });
});
