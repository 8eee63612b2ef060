import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { updateProfileRoute } from "../../../core/contracts/profile";
import {
  adaptiveGoalRoute,
  deleteWeightRoute,
  insightsRoute,
  listWeightsRoute,
  recordWeightRoute,
} from "../../../core/contracts/progress";
import type { AdaptiveGoalResponse, InsightPeriod } from "../../../core/insights.schema";
import type { WEIGHT_PERIODS } from "../../../core/weight.schema";
import { apiCall } from "../../lib/api";
import { DASHBOARD_QUERY_KEY } from "../../lib/dashboard-query";
import { PROFILE_QUERY_KEY } from "../../lib/profile-query";

export const WEIGHTS_KEY = ["weights"] as const;
export const INSIGHTS_KEY = ["insights"] as const;
export const ADAPTIVE_GOAL_KEY = ["insights", "goal"] as const;

export function useWeights(days: number) {
  return useQuery({
    queryKey: [...WEIGHTS_KEY, days],
    queryFn: () =>
      apiCall(listWeightsRoute, { query: { days: String(days) as `${(typeof WEIGHT_PERIODS)[number]}` } }),
  });
}

export function useInsights(days: InsightPeriod) {
  return useQuery({
    queryKey: [...INSIGHTS_KEY, "days", days],
    queryFn: () => apiCall(insightsRoute, { query: { days: `${days}` } }),
  });
}

export function useAdaptiveGoal() {
  return useQuery<AdaptiveGoalResponse>({
    queryKey: ADAPTIVE_GOAL_KEY,
    queryFn: () => apiCall(adaptiveGoalRoute),
  });
}

export interface WeighInBody {
  date: string;
  kg: number;
  note?: string | null;
}

/** POST /api/weights: afterwards the weight chart, the profile's weight and the estimate are stale. */
export function useRecordWeighIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: WeighInBody) => apiCall(recordWeightRoute, { body }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: WEIGHTS_KEY });
      void queryClient.invalidateQueries({ queryKey: PROFILE_QUERY_KEY });
      void queryClient.invalidateQueries({ queryKey: ADAPTIVE_GOAL_KEY });
    },
  });
}

export function useDeleteWeighIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiCall(deleteWeightRoute, { params: { id } }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: WEIGHTS_KEY });
      void queryClient.invalidateQueries({ queryKey: PROFILE_QUERY_KEY });
      void queryClient.invalidateQueries({ queryKey: ADAPTIVE_GOAL_KEY });
    },
  });
}

/** Accepting the proposed goal: the existing PATCH /api/profile, nothing else changes it. */
export function useAcceptGoal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (kcal: number) => apiCall(updateProfileRoute, { body: { daily_calorie_goal: kcal } }),
    onSuccess: (response) => {
      queryClient.setQueryData(PROFILE_QUERY_KEY, response);
      void queryClient.invalidateQueries({ queryKey: DASHBOARD_QUERY_KEY });
      void queryClient.invalidateQueries({ queryKey: INSIGHTS_KEY });
    },
  });
}
