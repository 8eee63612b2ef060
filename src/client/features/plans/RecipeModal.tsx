import { useQueryClient } from "@tanstack/react-query";
import { ChefHat, Clock, Scale } from "lucide-react";
import { useEffect } from "react";
import type { PlannedMeal } from "../../../core/plan.schema";
import { errorMessage, isUpgradeRequired } from "../../lib/api";
import { Banner } from "../../ui/Banner";
import { Button } from "../../ui/Button";
import { Modal } from "../../ui/Modal";
import { messages } from "../../ui/messages";
import { formatNutrient } from "../../ui/NutrientChip";
import { Spinner } from "../../ui/Spinner";
import { planMessages as t } from "./messages";
import { recipeQueryKey, useRecipeQuery } from "./plans-api";
import { mainDishGrams, roundGrams } from "./plate";

const n = messages.nutrients;

/**
 * SPEC.md "Recipe modal": the stored recipe for the meal or a new one within the weekly limit; over
 * the limit the caller closes it and opens the upsell.
 */
export function RecipeModal({
  meal,
  onClose,
  onLimitReached,
}: {
  meal: PlannedMeal | null;
  onClose: () => void;
  onLimitReached: (message: string) => void;
}) {
  const query = useRecipeQuery(meal);
  const limitError = isUpgradeRequired(query.error) ? query.error : null;

  const client = useQueryClient();
  useEffect(() => {
    if (!limitError || !meal) return;
    // forget the refusal: after an upgrade (or a week later) the same meal must be asked again
    client.removeQueries({ queryKey: recipeQueryKey(meal), exact: true });
    onLimitReached(limitError.message || t.errors.recipeLimit);
  }, [limitError, onLimitReached, client, meal]);

  const recipe = query.data;
  // The recipe is the main dish: its portion is the plate's weight without the sides.
  const mainGrams = meal ? mainDishGrams(meal) : null;
  const sides = meal?.items ?? [];
  const facts = meal
    ? [
        { label: "Calorías", value: `${formatNutrient(Math.round(meal.calories))} kcal` },
        { label: n.protein, value: `${formatNutrient(meal.protein)} g` },
        { label: "Carbohidratos", value: `${formatNutrient(meal.carbs)} g` },
        { label: n.fat, value: `${formatNutrient(meal.fat)} g` },
        { label: n.sugar, value: `${formatNutrient(meal.sugar)} g` },
        { label: n.fiber, value: `${formatNutrient(meal.fiber)} g` },
        { label: n.salt, value: `${formatNutrient(meal.salt)} g` },
      ]
    : [];

  return (
    <Modal
      open={meal !== null && !limitError}
      onClose={onClose}
      title={meal?.name ?? ""}
      size="lg"
      footer={
        <Button variant="secondary" onClick={onClose}>
          {t.recipe.close}
        </Button>
      }
    >
      {meal && meal.description !== meal.name && <p className="text-sm text-gray-700">{meal.description}</p>}
      {query.isPending && (
        <div className="flex items-center gap-3 py-10 text-gray-700" role="status">
          <Spinner decorative />
          {t.recipe.loading}
        </div>
      )}
      {query.isError && !limitError && (
        <div className="mt-4 space-y-3">
          <Banner>{errorMessage(query.error, t.errors.recipe)}</Banner>
          <Button size="sm" variant="secondary" onClick={() => void query.refetch()}>
            {t.recipe.retry}
          </Button>
        </div>
      )}
      {recipe && (
        // Focusable so keyboard users can scroll a long recipe (the modal body is the scroller).
        <section
          // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region needs keyboard access
          tabIndex={0}
          aria-label={t.recipe.content}
          className="mt-4 space-y-6 rounded-lg focus-visible:outline-2 focus-visible:outline-emerald-600"
        >
          <dl className="flex flex-wrap gap-3">
            <div className="flex items-center gap-2 rounded-xl bg-gray-50 px-3 py-2">
              <Clock aria-hidden="true" className="h-4 w-4 text-emerald-700" />
              <dt className="text-sm text-gray-600">{t.recipe.timeLabel}</dt>
              <dd className="text-sm font-semibold text-gray-900">{t.recipe.time(recipe.time)}</dd>
            </div>
            <div className="flex items-center gap-2 rounded-xl bg-gray-50 px-3 py-2">
              <ChefHat aria-hidden="true" className="h-4 w-4 text-emerald-700" />
              <dt className="text-sm text-gray-600">{t.recipe.difficultyLabel}</dt>
              <dd className="text-sm font-semibold capitalize text-gray-900">{recipe.difficulty}</dd>
            </div>
            {mainGrams != null && (
              // Only for weighed plates: an older plan's description already states its servings.
              <div className="flex items-center gap-2 rounded-xl bg-gray-50 px-3 py-2">
                <Scale aria-hidden="true" className="h-4 w-4 text-emerald-700" />
                <dt className="text-sm text-gray-600">{t.recipe.portionLabel}</dt>
                <dd className="text-sm font-semibold text-gray-900" data-testid="recipe-portion">
                  {t.recipe.portion(formatNutrient(roundGrams(mainGrams)))}
                </dd>
              </div>
            )}
          </dl>
          {sides.length > 0 && (
            <p className="text-sm text-gray-700">
              <span className="font-medium text-gray-900">{t.recipe.sidesLabel}: </span>
              {sides
                .map((item) => t.plate.side(item.name, formatNutrient(roundGrams(item.grams))))
                .join(", ")}
            </p>
          )}
          <section aria-labelledby="recipe-ingredients">
            <h3 id="recipe-ingredients" className="text-base font-semibold text-gray-900">
              {t.recipe.ingredients}
            </h3>
            <ul className="mt-2 grid gap-1.5 sm:grid-cols-2">
              {recipe.ingredients.map((item) => (
                <li key={item} className="flex gap-2 text-sm text-gray-800">
                  <span
                    aria-hidden="true"
                    className="mt-2 h-1.5 w-1.5 shrink-0 rounded-full bg-emerald-600"
                  />
                  {item}
                </li>
              ))}
            </ul>
          </section>
          <section aria-labelledby="recipe-steps">
            <h3 id="recipe-steps" className="text-base font-semibold text-gray-900">
              {t.recipe.instructions}
            </h3>
            <ol className="mt-2 space-y-3">
              {recipe.instructions.map((step, index) => (
                <li key={step} className="flex gap-3 text-sm leading-relaxed text-gray-800">
                  <span className="flex h-6 w-6 shrink-0 items-center justify-center rounded-full bg-emerald-700 text-xs font-bold text-white">
                    {index + 1}
                  </span>
                  <span className="pt-0.5">{step}</span>
                </li>
              ))}
            </ol>
          </section>
          <section aria-labelledby="recipe-nutrition">
            <h3 id="recipe-nutrition" className="text-base font-semibold text-gray-900">
              {t.recipe.nutrition}{" "}
              <span className="text-sm font-normal text-gray-600">({t.recipe.perServing})</span>
            </h3>
            <dl className="mt-2 grid grid-cols-2 gap-2 sm:grid-cols-4">
              {facts.map((f) => (
                <div key={f.label} className="rounded-xl border border-gray-100 bg-gray-50 px-3 py-2">
                  <dt className="text-xs text-gray-600">{f.label}</dt>
                  <dd className="text-sm font-semibold tabular-nums text-gray-900">{f.value}</dd>
                </div>
              ))}
            </dl>
          </section>
        </section>
      )}
    </Modal>
  );
}
