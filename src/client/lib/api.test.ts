import { afterEach, describe, expect, it, vi } from "vitest";
import { z } from "zod";
import { deleteMealRoute, listMealsRoute, updateMealRoute } from "../../core/contracts/meals";
import { getProfileRoute } from "../../core/contracts/profile";
import { messages } from "../ui/messages";
import { ApiError, apiCall, apiFetch, isUpgradeRequired, retryDelay, routeUrl, withRetry } from "./api";

function jsonResponse(status: number, body: unknown): Response {
  return new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: { "Content-Type": "application/json" },
  });
}

function mockFetch(response: Response | Error) {
  const fn = vi.fn(async (_input: RequestInfo | URL, _init?: RequestInit) => {
    if (response instanceof Error) throw response;
    // A body can be read once: hand out a fresh copy per call.
    return response.clone();
  });
  vi.stubGlobal("fetch", fn);
  return fn;
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe("apiFetch", () => {
  it("sends cookies, the time zone header and JSON bodies", async () => {
    const fetchMock = mockFetch(jsonResponse(200, { ok: true }));
    await apiFetch("/api/meals", { method: "POST", body: { meal_type: "lunch" } });
    const [path, init] = fetchMock.mock.calls[0];
    expect(path).toBe("/api/meals");
    expect(init?.credentials).toBe("include");
    expect(init?.method).toBe("POST");
    const headers = new Headers(init?.headers);
    expect(headers.get("X-Time-Zone")).toBe(Intl.DateTimeFormat().resolvedOptions().timeZone);
    expect(headers.get("Content-Type")).toBe("application/json");
    expect(init?.body).toBe(JSON.stringify({ meal_type: "lunch" }));
  });

  it("defaults to GET without a body and leaves FormData to the browser", async () => {
    const fetchMock = mockFetch(jsonResponse(200, {}));
    await apiFetch("/api/dashboard");
    expect(fetchMock.mock.calls[0][1]?.method).toBe("GET");

    const form = new FormData();
    form.append("description", "paella");
    await apiFetch("/api/meals/analyze", { method: "POST", body: form });
    const init = fetchMock.mock.calls[1][1];
    expect(init?.body).toBe(form);
    expect(new Headers(init?.headers).has("Content-Type")).toBe(false);
  });

  it("throws the server's Spanish error with code and feature", async () => {
    mockFetch(
      jsonResponse(402, {
        error: "Has alcanzado el límite diario de análisis de fotos",
        code: "UPGRADE_REQUIRED",
        feature: "photo_analysis",
      }),
    );
    const error = await apiFetch("/api/meals/analyze", { method: "POST", body: {} }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 402,
      message: "Has alcanzado el límite diario de análisis de fotos",
      code: "UPGRADE_REQUIRED",
      feature: "photo_analysis",
    });
    expect(isUpgradeRequired(error)).toBe(true);
  });

  it("falls back to a Spanish message when the error body is not JSON", async () => {
    mockFetch(new Response("<html>Bad gateway</html>", { status: 502 }));
    await expect(apiFetch("/api/plans")).rejects.toMatchObject({
      status: 502,
      message: messages.errors.server,
    });
  });

  it("maps a network failure to status 0", async () => {
    mockFetch(new TypeError("Failed to fetch"));
    await expect(apiFetch("/api/plans")).rejects.toMatchObject({
      status: 0,
      message: messages.errors.network,
    });
  });

  it("parses the answer with the given schema", async () => {
    mockFetch(jsonResponse(200, { count: 3, extra: true }));
    const data = await apiFetch("/api/x", { schema: z.object({ count: z.number() }) });
    expect(data).toEqual({ count: 3 });
  });

  it("rejects an answer that does not match the schema", async () => {
    vi.spyOn(console, "warn").mockImplementation(() => {});
    mockFetch(jsonResponse(200, { count: "tres" }));
    await expect(apiFetch("/api/x", { schema: z.object({ count: z.number() }) })).rejects.toMatchObject({
      code: "INVALID_RESPONSE",
    });
  });

  it("returns undefined for 204", async () => {
    mockFetch(new Response(null, { status: 204 }));
    await expect(apiFetch("/api/meals/1", { method: "DELETE" })).resolves.toBeUndefined();
  });
});

describe("withRetry", () => {
  const noSleep = vi.fn(async (_ms: number) => {});

  it("retries with doubling delays and returns the first success", async () => {
    vi.spyOn(console, "warn").mockImplementation(() => {});
    const sleep = vi.fn(async (_ms: number) => {});
    let calls = 0;
    const result = await withRetry(
      async () => {
        calls++;
        if (calls < 4) throw new ApiError(503, "caído");
        return "ok";
      },
      { retries: 5, initialDelayMs: 1000, sleep },
    );
    expect(result).toBe("ok");
    expect(calls).toBe(4);
    expect(sleep.mock.calls.map(([ms]) => ms)).toEqual([1000, 2000, 4000]);
  });

  it("gives up after the configured retries and rethrows the last error", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    const fn = vi.fn(async () => {
      throw new ApiError(500, "fallo");
    });
    await expect(withRetry(fn, { retries: 3, initialDelayMs: 1000, sleep: noSleep })).rejects.toMatchObject({
      status: 500,
    });
    expect(fn).toHaveBeenCalledTimes(4);
    expect(warn).toHaveBeenCalledTimes(3);
  });

  it("does not retry client errors", async () => {
    const fn = vi.fn(async () => {
      throw new ApiError(404, "no existe");
    });
    await expect(withRetry(fn, { retries: 3, initialDelayMs: 10, sleep: noSleep })).rejects.toBeInstanceOf(
      ApiError,
    );
    expect(fn).toHaveBeenCalledTimes(1);
  });

  it("computes the back-off schedule", () => {
    expect([0, 1, 2, 3, 4].map((n) => retryDelay(n, 1000))).toEqual([1000, 2000, 4000, 8000, 16000]);
  });
});

const MEAL = {
  id: "m1",
  meal_type: "lunch",
  description: "Arroz con pollo",
  calories: 650,
  protein: 40,
  carbs: 70,
  fat: 20,
  sugar: 3,
  fiber: 2,
  salt: 1.2,
};

describe("apiCall (one definition per route, docs/decisions/0036)", () => {
  it("fills the path's parameters, sends the method and JSON body the route defines", async () => {
    const fetchMock = mockFetch(jsonResponse(500, { error: "Algo falló" }));
    await apiCall(updateMealRoute, { params: { id: "a/b" }, body: { description: "Arroz" } }).catch(() => {});
    const [path, init] = fetchMock.mock.calls[0];
    expect(path).toBe("/api/meals/a%2Fb");
    expect(init?.method).toBe("PATCH");
    expect(init?.body).toBe(JSON.stringify({ description: "Arroz" }));
  });

  it("puts the query in the URL, leaving out absent values", async () => {
    const fetchMock = mockFetch(jsonResponse(200, []));
    await expect(apiCall(listMealsRoute, { query: { day: "2024-05-01" } })).resolves.toEqual([]);
    expect(fetchMock.mock.calls[0][0]).toBe("/api/meals?day=2024-05-01");
    await apiCall(listMealsRoute, { query: {} });
    expect(fetchMock.mock.calls[1][0]).toBe("/api/meals");
    expect(routeUrl("/api/shopping-list", {}, { week_offset: 0, days: "0,1" })).toBe(
      "/api/shopping-list?week_offset=0&days=0,1",
    );
  });

  it("checks the answer against the route's success schema", async () => {
    mockFetch(jsonResponse(200, { profile: null }));
    const error = await apiCall(getProfileRoute).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).code).toBe("INVALID_RESPONSE");
    expect((error as ApiError).message).toBe(messages.errors.invalidResponse);
  });

  it("resolves a 204 route to nothing and throws the server's Spanish error", async () => {
    mockFetch(new Response(null, { status: 204 }));
    await expect(apiCall(deleteMealRoute, { params: { id: "m1" } })).resolves.toBeUndefined();
    mockFetch(jsonResponse(404, { error: "Comida no encontrada" }));
    await expect(apiCall(deleteMealRoute, { params: { id: "m2" } })).rejects.toThrow("Comida no encontrada");
  });

  it("types requests from the definition: a call that does not match the route does not build", () => {
    // Never run: `tsc --noEmit` fails if any of these stops being an error.
    const _calls = () => [
      // @ts-expect-error the path needs its id
      apiCall(updateMealRoute, { body: { description: "Arroz" } }),
      // @ts-expect-error not one of the schema's meal types
      apiCall(updateMealRoute, { params: { id: "m1" }, body: { meal_type: "brunch" } }),
      // @ts-expect-error the profile read takes no body
      apiCall(getProfileRoute, { body: { name: "Ana" } }),
    ];
    const typed = async () => {
      const meals = await apiCall(listMealsRoute);
      // the answer is typed by the route's 200 schema
      const kcal: number = meals[0].calories;
      // @ts-expect-error no such field on a meal
      meals[0].kcal;
      return kcal;
    };
    expect(typeof _calls).toBe("function");
    expect(typeof typed).toBe("function");
    expect(MEAL.id).toBe("m1");
  });
});
