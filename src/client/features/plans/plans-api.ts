import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { recipeRoute } from "../../../core/contracts/ai-jobs";
import {
  addToTodayRoute,
  changeAddedMealTypeRoute,
  generatePlanRoute,
  getPlanRoute,
  reusePlanRoute,
} from "../../../core/contracts/plans";
import type { MealType } from "../../../core/enums";
import type { VisiblePlan } from "../../../core/household.schema";
import type { MealLog } from "../../../core/meal.schema";
import type { PlannedMeal } from "../../../core/plan.schema";
import { mealKey } from "../../../core/plan-validation";
import { apiCall } from "../../lib/api";
import { callMaybeJob } from "../../lib/jobs";

/** Query keys other features read too: a logged meal changes the tracker's list and the dashboard. */
export const PLANS_KEY = ["plans"] as const;
const MEALS_KEY = ["meals"] as const;
const DASHBOARD_KEY = ["dashboard"] as const;
const PROFILE_KEY = ["profile"] as const;

export function usePlanQuery(weekOffset: number) {
  return useQuery({
    queryKey: [...PLANS_KEY, weekOffset],
    queryFn: () => apiCall(getPlanRoute, { query: { week_offset: weekOffset } }),
    retry: false,
    staleTime: 0,
  });
}

/**
 * Generate or reuse: the new plan replaces any overlapping one and (generate) the calorie goal. With
 * an AI provider, generate is a background job: `onProgress` receives its real progress (0-100).
 */
export function usePlanMutation(kind: "generate" | "reuse", onProgress?: (progress: number) => void) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (weekOffset: number): Promise<VisiblePlan> =>
      callMaybeJob(
        kind === "generate" ? generatePlanRoute : reusePlanRoute,
        { body: { week_offset: weekOffset } },
        onProgress,
      ),
    onSuccess: async (plan, weekOffset) => {
      client.setQueryData([...PLANS_KEY, weekOffset], plan);
      await Promise.all([
        client.invalidateQueries({ queryKey: PLANS_KEY, predicate: (q) => q.queryKey[1] !== weekOffset }),
        client.invalidateQueries({ queryKey: DASHBOARD_KEY }),
        client.invalidateQueries({ queryKey: PROFILE_KEY }),
      ]);
    },
  });
}

function invalidateLogs(client: ReturnType<typeof useQueryClient>) {
  return Promise.all([
    client.invalidateQueries({ queryKey: MEALS_KEY }),
    client.invalidateQueries({ queryKey: DASHBOARD_KEY }),
  ]);
}

export function useAddToToday() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (meal: PlannedMeal): Promise<MealLog> => apiCall(addToTodayRoute, { body: { meal } }),
    onSuccess: () => invalidateLogs(client),
  });
}

export function useChangeAddedType() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, mealType }: { id: string; mealType: MealType }): Promise<MealLog> =>
      apiCall(changeAddedMealTypeRoute, { params: { id }, body: { meal_type: mealType } }),
    onSuccess: () => invalidateLogs(client),
  });
}

export const recipeQueryKey = (meal: PlannedMeal | null) => ["recipe", meal ? mealKey(meal) : null] as const;

/**
 * The stored recipe or a new one (POST, but the same answer for the same meal: cached per meal key);
 * with an AI provider a new one is a background job, polled until it ends.
 */
export function useRecipeQuery(meal: PlannedMeal | null) {
  return useQuery({
    queryKey: recipeQueryKey(meal),
    queryFn: ({ signal }) =>
      // `enabled` below: only runs with a meal
      callMaybeJob(recipeRoute, { body: { meal: meal as PlannedMeal }, signal }),
    enabled: meal !== null,
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 30 * 60_000,
  });
}
