import type { Context } from "hono";
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
import { warmFoodSearch } from "../../../nutrition/search";
import type { ApiEnv, AppDeps } from "../../http/context";
import { contractRouter, mountedAt } from "../../http/openapi-router";
import { mealsDeps } from "../meals/meals.routes";
import type { MealsDeps } from "../meals/meals.service";
import {
  copyDay,
  copyMeal,
  favorites,
  logFavorite,
  logFoods,
  recentMeals,
  renameFav,
  searchForUser,
  starMeal,
  unstar,
} from "./quicklog.service";

const ctxOf = (c: Context<ApiEnv>) => ({ userId: c.get("user").id, timeZone: c.get("timeZone") });

/**
 * GET /api/foods/search. The index is built once, just after start-up (off the start-up path: the
 * server listens first), or by the first query if that comes sooner.
 */
export function foodsRoutes(deps: AppDeps, meals: MealsDeps = mealsDeps(deps)) {
  setTimeout(warmFoodSearch, 0).unref();
  return contractRouter().openapi(mountedAt("/api/foods", searchFoodsRoute), async (c) =>
    c.json(await searchForUser(meals, ctxOf(c), c.req.valid("query").q), 200),
  );
}

/** Quick logging under /api/meals: from the table, recents, copies. */
export function quickMealsRoutes(deps: AppDeps, meals: MealsDeps = mealsDeps(deps)) {
  const at = <R extends Parameters<typeof mountedAt>[1]>(route: R) => mountedAt("/api/meals", route);
  return contractRouter()
    .openapi(at(logFoodsRoute), async (c) =>
      c.json(await logFoods(meals, ctxOf(c), c.req.valid("json")), 201),
    )
    .openapi(at(recentMealsRoute), async (c) => c.json(await recentMeals(meals, ctxOf(c)), 200))
    .openapi(at(copyDayRoute), async (c) =>
      c.json({ copied: await copyDay(meals, ctxOf(c), c.req.valid("json")) }, 201),
    )
    .openapi(at(copyMealRoute), async (c) =>
      c.json(await copyMeal(meals, ctxOf(c), c.req.valid("param").id, c.req.valid("json")), 201),
    );
}

/** /api/favorites: starred meals with an optional name. */
export function favoritesRoutes(deps: AppDeps, meals: MealsDeps = mealsDeps(deps)) {
  const at = <R extends Parameters<typeof mountedAt>[1]>(route: R) => mountedAt("/api/favorites", route);
  return contractRouter()
    .openapi(at(listFavoritesRoute), async (c) => c.json(await favorites(meals, c.get("user").id), 200))
    .openapi(at(createFavoriteRoute), async (c) => {
      const { favorite, created } = await starMeal(meals, c.get("user").id, c.req.valid("json"));
      return c.json(favorite, created ? 201 : 200);
    })
    .openapi(at(renameFavoriteRoute), async (c) =>
      c.json(
        await renameFav(meals, c.get("user").id, c.req.valid("param").id, c.req.valid("json").name),
        200,
      ),
    )
    .openapi(at(deleteFavoriteRoute), async (c) => {
      await unstar(meals, c.get("user").id, c.req.valid("param").id);
      return c.body(null, 204);
    })
    .openapi(at(logFavoriteRoute), async (c) =>
      c.json(await logFavorite(meals, ctxOf(c), c.req.valid("param").id, c.req.valid("json")), 201),
    );
}
