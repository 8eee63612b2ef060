import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { format } from "date-fns";
import { z } from "zod";
import type { MealType } from "../../../core/enums";
import {
  type AnalyzeMealResponse,
  analyzeMealResponseSchema,
  type CreateMealInput,
  type MealAnalysis,
  type MealLog,
  mealAnalysisSchema,
  mealLogSchema,
  type UpdateMealInput,
} from "../../../core/meal.schema";
import type { NutritionAnalysis } from "../../../core/nutrition.schema";
import { subscriptionResponseSchema } from "../../../core/subscription.schema";
import { apiFetch } from "../../lib/api";

/** Every meals query lives under this key; the dashboard's under ["dashboard"]. */
export const MEALS_KEY = ["meals"] as const;
const DASHBOARD_KEY = ["dashboard"] as const;

export type { AnalyzeMealResponse, MealAnalysis };
export { mealAnalysisSchema };

/** The subscription (shared with the profile's card under the same key) carries today's usage left. */
const SUBSCRIPTION_KEY = ["subscription"] as const;

/** The browser's calendar day; the server reads its boundaries in the X-Time-Zone zone. */
export function todayLocal(now = new Date()): string {
  return format(now, "yyyy-MM-dd");
}

export function useDayMeals(day: string) {
  return useQuery({
    queryKey: [...MEALS_KEY, "day", day],
    queryFn: ({ signal }) => apiFetch(`/api/meals?day=${day}`, { schema: z.array(mealLogSchema), signal }),
  });
}

/** Uses left today (null = unlimited): photo selection is blocked up front when none remain. */
export function useUsageLeft() {
  return useQuery({
    queryKey: SUBSCRIPTION_KEY,
    queryFn: ({ signal }) => apiFetch("/api/subscription", { schema: subscriptionResponseSchema, signal }),
    select: (subscription) => subscription.usage_left,
  });
}

export interface AnalyzeRequest {
  mealType: MealType;
  description: string;
  photo: File | null;
}

/**
 * A description, or a photo (with optional words). Without a vision model on the server a photo with
 * no words comes back as `needs_description`: stored, not read, not counted.
 */
export function analyzeMeal({ mealType, description, photo }: AnalyzeRequest): Promise<AnalyzeMealResponse> {
  if (!photo) {
    return apiFetch("/api/meals/analyze", {
      body: { meal_type: mealType, description },
      schema: mealAnalysisSchema,
    });
  }
  const form = new FormData();
  form.set("photo", photo, photo.name || "foto.jpg");
  form.set("meal_type", mealType);
  if (description.trim()) form.set("description", description);
  return apiFetch("/api/meals/analyze", { body: form, schema: analyzeMealResponseSchema });
}

export function useAnalyzeMeal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: analyzeMeal,
    // A photo analysis uses one of the day's allowance, successful or refused.
    onSettled: (_data, _error, request) => {
      if (request.photo) void queryClient.invalidateQueries({ queryKey: SUBSCRIPTION_KEY });
    },
  });
}

function useInvalidateMeals() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: MEALS_KEY }),
      queryClient.invalidateQueries({ queryKey: DASHBOARD_KEY }),
      queryClient.invalidateQueries({ queryKey: SUBSCRIPTION_KEY }),
    ]);
}

export function useCreateMeal() {
  const invalidate = useInvalidateMeals();
  return useMutation({
    mutationFn: (input: CreateMealInput) =>
      apiFetch("/api/meals", { method: "POST", body: input, schema: mealLogSchema }),
    onSuccess: invalidate,
  });
}

export function useUpdateMeal() {
  const invalidate = useInvalidateMeals();
  return useMutation({
    mutationFn: ({ id, changes }: { id: string; changes: UpdateMealInput }) =>
      apiFetch(`/api/meals/${id}`, { method: "PATCH", body: changes, schema: mealLogSchema }),
    onSuccess: invalidate,
  });
}

export function useDeleteMeal() {
  const invalidate = useInvalidateMeals();
  return useMutation({
    mutationFn: (meal: MealLog) => apiFetch(`/api/meals/${meal.id}`, { method: "DELETE" }),
    onSuccess: invalidate,
  });
}

export type { MealLog, NutritionAnalysis };
