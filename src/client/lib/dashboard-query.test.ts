// @vitest-environment jsdom
import { act, cleanup, renderHook } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { DashboardResponse } from "../../core/dashboard.schema";
import { ApiError } from "./api";
import { fetchDashboard, MIN_LOADING_MS, useMinimumLoading } from "./dashboard-query";

const zero = { calories: 0, protein: 0, carbs: 0, fat: 0, sugar: 0, fiber: 0, salt: 0 };
const body: DashboardResponse = {
  user_name: "Ana",
  day: "2026-03-10",
  today: zero,
  goals: { calories: 2000, protein: 90, carbs: 250, fat: 70, sugar: 50, fiber: 25, salt: 5 },
  streak: 0,
  week: Array.from({ length: 7 }, (_, i) => ({ day: `2026-03-0${i + 4}`, label: "Lun", calories: 0 })),
  weekly_average: 0,
  todays_plan: [],
  household: false,
};

const json = (status: number, payload: unknown) =>
  new Response(JSON.stringify(payload), { status, headers: { "Content-Type": "application/json" } });

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe("fetchDashboard", () => {
  it("tries 3 times in all, waiting 1 s and then 2 s (SPEC.md section 7)", async () => {
    vi.useFakeTimers();
    vi.spyOn(console, "warn").mockImplementation(() => {});
    const calls: number[] = [];
    const start = Date.now();
    const responses = [json(503, { error: "x" }), json(500, { error: "x" }), json(200, body)];
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => {
        calls.push(Date.now() - start);
        return responses.shift() as Response;
      }),
    );
    const result = fetchDashboard();
    await vi.advanceTimersByTimeAsync(3500);
    await expect(result).resolves.toEqual(body);
    expect(calls).toEqual([0, 1000, 3000]);
  });

  it("gives up after the third failure with the server's message", async () => {
    vi.useFakeTimers();
    vi.spyOn(console, "warn").mockImplementation(() => {});
    const fetchMock = vi.fn(async () => json(500, { error: "Error fetching dashboard stats" }));
    vi.stubGlobal("fetch", fetchMock);
    const result = fetchDashboard().catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(5000);
    const error = await result;
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).message).toBe("Error fetching dashboard stats");
    expect(fetchMock).toHaveBeenCalledTimes(3);
  });

  it("does not retry a 401 (the session is gone)", async () => {
    const fetchMock = vi.fn(async () => json(401, { error: "No has iniciado sesión" }));
    vi.stubGlobal("fetch", fetchMock);
    await expect(fetchDashboard()).rejects.toMatchObject({ status: 401 });
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it("answers as soon as the server does: the page, not the read, holds the loading state", async () => {
    vi.useFakeTimers();
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => json(200, body)),
    );
    let settled = false;
    const result = fetchDashboard().then((r) => {
      settled = true;
      return r;
    });
    await vi.advanceTimersByTimeAsync(0);
    expect(settled).toBe(true);
    await expect(result).resolves.toEqual(body);
  });
});

describe("useMinimumLoading", () => {
  it("keeps a skeleton that appeared for at least 300 ms, not 2 s, when the answer is quick", () => {
    vi.useFakeTimers();
    const { result, rerender } = renderHook(({ pending }) => useMinimumLoading(pending, MIN_LOADING_MS), {
      initialProps: { pending: true },
    });
    expect(result.current).toBe(true);
    act(() => vi.advanceTimersByTime(50));
    rerender({ pending: false });
    expect(result.current).toBe(true);
    act(() => vi.advanceTimersByTime(249));
    expect(result.current).toBe(true);
    act(() => vi.advanceTimersByTime(1));
    expect(result.current).toBe(false);
  });

  it("shows no skeleton when the answer is already there, and drops a long one at once", () => {
    vi.useFakeTimers();
    const ready = renderHook(() => useMinimumLoading(false, MIN_LOADING_MS));
    expect(ready.result.current).toBe(false);
    const slow = renderHook(({ pending }) => useMinimumLoading(pending, MIN_LOADING_MS), {
      initialProps: { pending: true },
    });
    act(() => vi.advanceTimersByTime(1500));
    expect(slow.result.current).toBe(true);
    slow.rerender({ pending: false });
    expect(slow.result.current).toBe(false);
  });
});
