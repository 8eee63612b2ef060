import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import {
  copyDayRoute,
  copyMealRoute,
  createFavoriteRoute,
  deleteFavoriteRoute,
  listFavoritesRoute,
  logFavoriteRoute,
  logFoodsRoute,
  recentMealsRoute,
  renameFavoriteRoute,
  searchFoodsRoute,
} from "../../../core/contracts/quicklog";
import type { MealType } from "../../../core/enums";
import type { MealLog } from "../../../core/meal.schema";
import type { Favorite, FoodSearchHit, LogFoodsInput, RecentMatch } from "../../../core/quicklog.schema";
import { apiCall } from "../../lib/api";
import { MEALS_KEY } from "./api";

/*
 * Quick logging's requests (issue 17): food search, log from the table, recents, favourites, copies.
 * Every change refreshes the day lists, the dashboard and the recents (all under MEALS_KEY or theirs).
 */

export type { Favorite, FoodSearchHit, RecentMatch };

const FAVORITES_KEY = [...MEALS_KEY, "favorites"] as const;

/** The value after the user stopped typing for `ms`. */
export function useDebounced<T>(value: T, ms = 150): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const id = setTimeout(() => setDebounced(value), ms);
    return () => clearTimeout(id);
  }, [value, ms]);
  return debounced;
}

/** Type-ahead from two letters; the previous answer stays on screen while the next one loads. */
export function useFoodSearch(query: string) {
  const q = useDebounced(query.trim());
  return useQuery({
    queryKey: ["food-search", q],
    enabled: q.replace(/\s/g, "").length >= 2,
    queryFn: ({ signal }) => apiCall(searchFoodsRoute, { query: { q }, signal }),
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });
}

function useInvalidate() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: MEALS_KEY }),
      queryClient.invalidateQueries({ queryKey: ["dashboard"] }),
      queryClient.invalidateQueries({ queryKey: ["subscription"] }),
      queryClient.invalidateQueries({ queryKey: ["food-search"] }),
    ]);
}

export function useLogFoods() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (input: LogFoodsInput) => apiCall(logFoodsRoute, { body: input }),
    onSuccess: invalidate,
  });
}

export function useRecentMeals() {
  return useQuery({
    queryKey: [...MEALS_KEY, "recent"],
    queryFn: ({ signal }) => apiCall(recentMealsRoute, { signal }),
  });
}

export function useFavorites() {
  return useQuery({
    queryKey: FAVORITES_KEY,
    queryFn: ({ signal }) => apiCall(listFavoritesRoute, { signal }),
  });
}

/** Logs an existing meal again ("Copiar a hoy", one tap on a recent). */
export function useCopyMeal() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: ({ id, mealType, day }: { id: string; mealType?: MealType; day?: string }) =>
      apiCall(copyMealRoute, { params: { id }, body: { meal_type: mealType, day } }),
    onSuccess: invalidate,
  });
}

export function useCopyDay() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: ({ from, to }: { from: string; to?: string }) =>
      apiCall(copyDayRoute, { body: { from, to } }),
    onSuccess: invalidate,
  });
}

export function useStarMeal() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: ({ meal, name }: { meal: MealLog; name?: string | null }) =>
      apiCall(createFavoriteRoute, { body: { meal_id: meal.id, name } }),
    onSuccess: invalidate,
  });
}

export function useRenameFavorite() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: ({ id, name }: { id: string; name: string | null }) =>
      apiCall(renameFavoriteRoute, { params: { id }, body: { name } }),
    onSuccess: invalidate,
  });
}

export function useUnstar() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (favorite: Favorite) => apiCall(deleteFavoriteRoute, { params: { id: favorite.id } }),
    onSuccess: invalidate,
  });
}

export function useLogFavorite() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: ({ id, mealType, day }: { id: string; mealType?: MealType; day?: string }) =>
      apiCall(logFavoriteRoute, { params: { id }, body: { meal_type: mealType, day } }),
    onSuccess: invalidate,
  });
}

/** Same words and kcal: the key the server uses to tell meals apart (recents, favourites). */
export function mealKey(meal: { description: string; calories: number }): string {
  const words = meal.description
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .split(/[^a-z0-9ñ]+/)
    .filter(Boolean);
  return `${words.join(" ")}|${Math.round(meal.calories)}`;
}
