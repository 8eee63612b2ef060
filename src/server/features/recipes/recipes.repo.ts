import { and, eq } from "drizzle-orm";
import type { DbOrTx } from "../../db/client";
import { recipes } from "../../db/schema";

export type RecipeRow = typeof recipes.$inferSelect;

export interface NewRecipe {
  ingredients: string[];
  instructions: string[];
  time: number;
  difficulty: string;
}

/** The user's stored recipe for a meal key (SPEC.md section 7 recipes: select by meal_id). */
export async function findRecipe(db: DbOrTx, userId: string, mealId: string): Promise<RecipeRow | null> {
  const [row] = await db
    .select()
    .from(recipes)
    .where(and(eq(recipes.userId, userId), eq(recipes.mealId, mealId)))
    .limit(1);
  return row ?? null;
}

/**
 * Stores a recipe unless the user already has one for the meal (unique user_id + meal_id): a parallel
 * duplicate request loses the race here and gets null, so it can refund its generation.
 */
export async function insertRecipeIfAbsent(
  db: DbOrTx,
  userId: string,
  mealId: string,
  recipe: NewRecipe,
): Promise<RecipeRow | null> {
  const [row] = await db
    .insert(recipes)
    .values({ userId, mealId, ...recipe })
    .onConflictDoNothing({ target: [recipes.userId, recipes.mealId] })
    .returning();
  return row ?? null;
}
