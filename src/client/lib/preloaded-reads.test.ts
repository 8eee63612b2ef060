// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from "vitest";
import {
  adoptPreloadedReads,
  dropPreloadedReads,
  PRELOADED_READ_MS,
  takePreloadedRead,
} from "./preloaded-reads";

afterEach(() => {
  dropPreloadedReads();
  document.head.innerHTML = "";
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

function pageNaming(...hrefs: string[]) {
  document.head.innerHTML = hrefs
    .map((h) => `<link rel="preload" as="fetch" crossorigin="use-credentials" href="${h}">`)
    .join("");
}

describe("preloaded reads", () => {
  it("reads each named path at once and hands its answer to the first taker only", async () => {
    const fetchMock = vi.fn(
      async (path: string, _init?: RequestInit) => new Response(JSON.stringify({ path })),
    );
    vi.stubGlobal("fetch", fetchMock);
    pageNaming("/api/profile", "/api/dashboard", "https://elsewhere.example/api/x");
    adoptPreloadedReads();
    expect(fetchMock.mock.calls.map((c) => c[0])).toEqual(["/api/profile", "/api/dashboard"]);
    expect(fetchMock.mock.calls[0][1]).toEqual({ credentials: "include" });
    const answer = takePreloadedRead("/api/profile");
    await expect(answer?.then((r) => r.json())).resolves.toEqual({ path: "/api/profile" });
    expect(takePreloadedRead("/api/profile")).toBeUndefined();
    expect(takePreloadedRead("/api/meals")).toBeUndefined();
  });

  it("forgets answers nobody took after 10 s, so a late read goes to the server", () => {
    vi.useFakeTimers();
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => new Response("{}", { status: 401 })),
    );
    pageNaming("/api/profile");
    adoptPreloadedReads();
    vi.advanceTimersByTime(PRELOADED_READ_MS);
    expect(takePreloadedRead("/api/profile")).toBeUndefined();
  });
});
