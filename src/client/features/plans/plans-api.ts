import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { MealType } from "../../../core/enums";
import { type MealLog, mealLogSchema } from "../../../core/meal.schema";
import { type MealPlan, mealPlanSchema, type PlannedMeal } from "../../../core/plan.schema";
import { mealKey } from "../../../core/plan-validation";
import { recipeSchema } from "../../../core/recipe.schema";
import { apiFetch } from "../../lib/api";

/** Query keys other features read too: a logged meal changes the tracker's list and the dashboard. */
export const PLANS_KEY = ["plans"] as const;
const MEALS_KEY = ["meals"] as const;
const DASHBOARD_KEY = ["dashboard"] as const;
const PROFILE_KEY = ["profile"] as const;

const planOrNull = mealPlanSchema.nullable();

export function usePlanQuery(weekOffset: number) {
  return useQuery({
    queryKey: [...PLANS_KEY, weekOffset],
    queryFn: () => apiFetch(`/api/plans?week_offset=${weekOffset}`, { schema: planOrNull }),
    retry: false,
    staleTime: 0,
  });
}

/** Generate or reuse: the new plan replaces any overlapping one and (generate) the calorie goal. */
export function usePlanMutation(kind: "generate" | "reuse") {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (weekOffset: number): Promise<MealPlan> =>
      apiFetch(`/api/plans/${kind}`, {
        method: "POST",
        body: { week_offset: weekOffset },
        schema: mealPlanSchema,
      }),
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
    mutationFn: (meal: PlannedMeal): Promise<MealLog> =>
      apiFetch("/api/plans/add-to-today", { method: "POST", body: { meal }, schema: mealLogSchema }),
    onSuccess: () => invalidateLogs(client),
  });
}

export function useChangeAddedType() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, mealType }: { id: string; mealType: MealType }): Promise<MealLog> =>
      apiFetch(`/api/plans/add-to-today/${id}`, {
        method: "PATCH",
        body: { meal_type: mealType },
        schema: mealLogSchema,
      }),
    onSuccess: () => invalidateLogs(client),
  });
}

export const recipeQueryKey = (meal: PlannedMeal | null) => ["recipe", meal ? mealKey(meal) : null] as const;

/** The stored recipe or a new one (POST, but the same answer for the same meal: cached per meal key). */
export function useRecipeQuery(meal: PlannedMeal | null) {
  return useQuery({
    queryKey: recipeQueryKey(meal),
    queryFn: () => apiFetch("/api/recipes", { method: "POST", body: { meal }, schema: recipeSchema }),
    enabled: meal !== null,
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 30 * 60_000,
  });
}
