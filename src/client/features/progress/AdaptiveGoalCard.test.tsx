// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { AdaptiveGoalResponse } from "../../../core/insights.schema";
import { AdaptiveGoalCard } from "./AdaptiveGoalCard";

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const ESTIMATE: AdaptiveGoalResponse = {
  status: "ok",
  period_days: 21,
  logged_days: 20,
  weigh_ins: 21,
  average_intake: 1950,
  trend_change_kg: -0.6,
  expenditure: 2170,
  uncertainty_kcal: 70,
  confidence: "alta",
  direction: "lose",
  proposed_goal: 1670,
  current_goal: 2000,
  explanation:
    "En 21 días comiste de media 1.950 kcal (20 días registrados) y tu tendencia bajó 0,6 kg: tu gasto estimado es 2.170 kcal al día.",
  goal_explanation: "Para perder peso … 1.670 kcal al día.",
};

const PROFILE = {
  profile: {
    id: "u1",
    email: "a@example.com",
    full_name: "Ana",
    age: 30,
    gender: "Femenino",
    date_of_birth: null,
    height: 165,
    weight: 70,
    activity_level: "moderate",
    activity_details: null,
    fitness_goal: "Pérdida de peso",
    dietary_restrictions: [],
    health_restrictions: [],
    current_diet: "x",
    health_goals: "x",
    meals_per_day: 3,
    daily_calorie_goal: 1670,
    time_zone: "Europe/Madrid",
    cuisine_region: null,
  },
  onboarding_complete: true,
};

/** A fake API: the goal estimate on GET, the profile on PATCH; every request is recorded. */
function fakeApi(goal: AdaptiveGoalResponse) {
  const calls: { method: string; url: string; body: unknown }[] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (url: string, init: RequestInit = {}) => {
      const method = init.method ?? "GET";
      calls.push({ method, url, body: init.body ? JSON.parse(String(init.body)) : undefined });
      const payload = method === "PATCH" ? PROFILE : goal;
      return new Response(JSON.stringify(payload), {
        status: 200,
        headers: { "content-type": "application/json" },
      });
    }),
  );
  return calls;
}

function show() {
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  render(
    <MemoryRouter>
      <QueryClientProvider client={client}>
        <AdaptiveGoalCard />
      </QueryClientProvider>
    </MemoryRouter>,
  );
}

describe("AdaptiveGoalCard", () => {
  it("shows the reasoning and changes nothing when the user ignores the proposal", async () => {
    const calls = fakeApi(ESTIMATE);
    show();
    await screen.findByText(ESTIMATE.explanation);
    expect(screen.getByTestId("proposed-goal").textContent).toContain("1.670");
    fireEvent.click(screen.getByRole("button", { name: "Ahora no" }));
    expect(screen.getByRole("status").textContent).toMatch(/tu meta no cambia/);
    expect(calls.filter((c) => c.method !== "GET")).toEqual([]);
  });

  it("PATCHes the profile's daily_calorie_goal with the proposal when accepted", async () => {
    const calls = fakeApi(ESTIMATE);
    show();
    fireEvent.click(await screen.findByRole("button", { name: "Aceptar la nueva meta" }));
    await waitFor(() =>
      expect(screen.getByRole("status").textContent).toBe("Tu meta diaria ahora es 1.670 kcal."),
    );
    expect(calls.filter((c) => c.method === "PATCH")).toEqual([
      { method: "PATCH", url: "/api/profile", body: { daily_calorie_goal: 1670 } },
    ]);
  });

  it("gives the Spanish reason when there is not enough data, with nothing to accept", async () => {
    fakeApi({
      status: "insufficient",
      reason: "Para estimar tu gasto real necesitamos …",
      logged_days: 5,
      weigh_ins: 1,
    });
    show();
    await screen.findByText("Para estimar tu gasto real necesitamos …");
    expect(screen.queryByRole("button", { name: "Aceptar la nueva meta" })).toBeNull();
  });
});
