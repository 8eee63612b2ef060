import { CopyPlus, Pencil, Star, Trash2, UtensilsCrossed } from "lucide-react";
import { MEAL_TYPE_LABELS } from "../../../core/enums";
import type { MealLog } from "../../../core/meal.schema";
import { cx } from "../../ui/cx";
import { NutrientChips } from "../../ui/NutrientChips";
import { Spinner } from "../../ui/Spinner";
import { mealMessages as t } from "./messages";

const timeFormat = new Intl.DateTimeFormat("es-ES", { hour: "2-digit", minute: "2-digit" });
export const mealTime = (meal: MealLog) => timeFormat.format(new Date(meal.logged_at));

export interface MealListProps {
  meals: MealLog[] | undefined;
  loading: boolean;
  onEdit: (meal: MealLog) => void;
  onDelete: (meal: MealLog) => void;
  /** favourites (issue 17): whether a meal is starred, and the star's toggle */
  isStarred?: (meal: MealLog) => boolean;
  onToggleStar?: (meal: MealLog) => void;
  /** a past day's meals offer "Copiar a hoy" */
  onCopyToToday?: (meal: MealLog) => void;
  /** the empty state's words for a day other than today */
  emptyText?: string;
}

const iconButton =
  "rounded-lg p-2 text-gray-600 hover:bg-gray-100 hover:text-gray-900 focus-visible:outline-2 focus-visible:outline-emerald-600";

/** 'Comidas de Hoy': photo, type, description, seven nutrient chips, time, star, edit and delete. */
export function MealList({
  meals,
  loading,
  onEdit,
  onDelete,
  isStarred,
  onToggleStar,
  onCopyToToday,
  emptyText,
}: MealListProps) {
  if (loading) {
    return (
      <div className="flex justify-center py-10">
        <Spinner label={t.list.loading} />
      </div>
    );
  }
  if (!meals || meals.length === 0) {
    return (
      <div className="flex flex-col items-center rounded-2xl border border-dashed border-gray-300 bg-white/60 px-6 py-10 text-center">
        <span className="rounded-full bg-emerald-50 p-3 text-emerald-700">
          <UtensilsCrossed aria-hidden="true" className="h-6 w-6" />
        </span>
        <p className="mt-3 font-medium text-gray-900">{emptyText ?? t.list.empty}</p>
        <p className="mt-1 text-sm text-gray-600">{t.list.emptyHint}</p>
      </div>
    );
  }
  return (
    <ul className="space-y-3">
      {meals.map((meal) => {
        const type = MEAL_TYPE_LABELS[meal.meal_type];
        const time = mealTime(meal);
        const starred = isStarred?.(meal) ?? false;
        return (
          <li key={meal.id}>
            <article className="flex gap-3 rounded-2xl border border-gray-200 bg-white p-3 shadow-sm sm:gap-4 sm:p-4">
              {meal.photo_url ? (
                <img
                  src={meal.photo_url}
                  alt={t.list.photoAlt(meal.description)}
                  loading="lazy"
                  className="h-16 w-16 shrink-0 rounded-xl object-cover sm:h-20 sm:w-20"
                />
              ) : (
                <div
                  aria-hidden="true"
                  className="flex h-16 w-16 shrink-0 items-center justify-center rounded-xl bg-gradient-to-br from-emerald-50 to-amber-50 text-emerald-700 sm:h-20 sm:w-20"
                >
                  <UtensilsCrossed className="h-6 w-6" />
                </div>
              )}
              <div className="min-w-0 flex-1">
                <div className="flex items-start justify-between gap-2">
                  <div className="min-w-0">
                    <p className="text-xs font-semibold uppercase tracking-wide text-emerald-800">
                      {type} · <time dateTime={meal.logged_at}>{time}</time>
                    </p>
                    <h3 className="mt-0.5 break-words text-sm font-semibold text-gray-900 sm:text-base">
                      {meal.description}
                    </h3>
                  </div>
                  <div className="-mr-1 -mt-1 flex shrink-0">
                    {onToggleStar && (
                      <button
                        type="button"
                        onClick={() => onToggleStar(meal)}
                        aria-label={starred ? t.quick.unstar(type, time) : t.quick.star(type, time)}
                        aria-pressed={starred}
                        className={iconButton}
                      >
                        <Star
                          aria-hidden="true"
                          className={cx("h-4 w-4", starred && "fill-amber-400 text-amber-500")}
                        />
                      </button>
                    )}
                    <button
                      type="button"
                      onClick={() => onEdit(meal)}
                      aria-label={t.list.edit(type, time)}
                      className="rounded-lg p-2 text-gray-600 hover:bg-gray-100 hover:text-gray-900 focus-visible:outline-2 focus-visible:outline-emerald-600"
                    >
                      <Pencil aria-hidden="true" className="h-4 w-4" />
                    </button>
                    <button
                      type="button"
                      onClick={() => onDelete(meal)}
                      aria-label={t.list.delete(type, time)}
                      className="rounded-lg p-2 text-gray-600 hover:bg-red-50 hover:text-red-700 focus-visible:outline-2 focus-visible:outline-emerald-600"
                    >
                      <Trash2 aria-hidden="true" className="h-4 w-4" />
                    </button>
                  </div>
                </div>
                <NutrientChips value={meal} className="mt-2" />
                {onCopyToToday && (
                  <button
                    type="button"
                    onClick={() => onCopyToToday(meal)}
                    aria-label={t.quick.copyToTodayLabel(type, time)}
                    className="mt-2 inline-flex items-center gap-1.5 rounded-lg border border-emerald-200 bg-white px-2.5 py-1.5 text-sm font-semibold text-emerald-800 hover:bg-emerald-50 focus-visible:outline-2 focus-visible:outline-emerald-600"
                  >
                    <CopyPlus aria-hidden="true" className="h-4 w-4" />
                    {t.quick.copyToToday}
                  </button>
                )}
              </div>
            </article>
          </li>
        );
      })}
    </ul>
  );
}
