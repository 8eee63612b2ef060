import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { format } from "date-fns";
import { subscriptionRoute } from "../../../core/contracts/billing";
import {
  analyzeMealRoute,
  createMealRoute,
  deleteMealRoute,
  listMealsRoute,
  updateMealRoute,
} from "../../../core/contracts/meals";
import type { MealType } from "../../../core/enums";
import {
  type AnalyzeMealResponse,
  analyzeMealResponseSchema,
  type CreateMealInput,
  type MealAnalysis,
  type MealLog,
  mealAnalysisSchema,
  type UpdateMealInput,
} from "../../../core/meal.schema";
import type { NutritionAnalysis } from "../../../core/nutrition.schema";
import { apiCall, apiFetch } from "../../lib/api";

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
    queryFn: ({ signal }) => apiCall(listMealsRoute, { query: { day }, signal }),
  });
}

/** Uses left today (null = unlimited): photo selection is blocked up front when none remain. */
export function useUsageLeft() {
  return useQuery({
    queryKey: SUBSCRIPTION_KEY,
    queryFn: ({ signal }) => apiCall(subscriptionRoute, { signal }),
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
    return apiCall(analyzeMealRoute, { body: { meal_type: mealType, description } });
  }
  const form = new FormData();
  form.set("photo", photo, photo.name || "foto.jpg");
  form.set("meal_type", mealType);
  if (description.trim()) form.set("description", description);
  // multipart: outside the typed client, same path and answer schema (docs/decisions/0036)
  return apiFetch(analyzeMealRoute.path, { body: form, schema: analyzeMealResponseSchema });
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
    mutationFn: (input: CreateMealInput) => apiCall(createMealRoute, { body: input }),
    onSuccess: invalidate,
  });
}

export function useUpdateMeal() {
  const invalidate = useInvalidateMeals();
  return useMutation({
    mutationFn: ({ id, changes }: { id: string; changes: UpdateMealInput }) =>
      apiCall(updateMealRoute, { params: { id }, body: changes }),
    onSuccess: invalidate,
  });
}

export function useDeleteMeal() {
  const invalidate = useInvalidateMeals();
  return useMutation({
    mutationFn: (meal: MealLog) => apiCall(deleteMealRoute, { params: { id: meal.id } }),
    onSuccess: invalidate,
  });
}

export type { MealLog, NutritionAnalysis };
