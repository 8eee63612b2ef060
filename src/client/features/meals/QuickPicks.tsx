import { Check, Pencil, Plus, Star, UtensilsCrossed } from "lucide-react";
import { type FormEvent, useId, useState } from "react";
import { MEAL_TYPE_LABELS, MEAL_TYPES, type MealType } from "../../../core/enums";
import type { MealLog } from "../../../core/meal.schema";
import { errorMessage } from "../../lib/api";
import { cx } from "../../ui/cx";
import { Spinner } from "../../ui/Spinner";
import { mealMessages } from "./messages";
import {
  type Favorite,
  useCopyMeal,
  useFavorites,
  useLogFavorite,
  useRecentMeals,
  useRenameFavorite,
  useUnstar,
} from "./quick-api";

const t = mealMessages.quick;

/** The meal type a person most likely means at this hour. */
export function mealTypeAt(date = new Date()): MealType {
  const h = date.getHours();
  if (h < 11) return "breakfast";
  if (h < 16) return "lunch";
  if (h < 19) return "snack";
  return "dinner";
}

const iconButton =
  "rounded-lg p-2 text-gray-600 hover:bg-gray-100 hover:text-gray-900 focus-visible:outline-2 focus-visible:outline-emerald-600 disabled:opacity-50";
const logButton =
  "inline-flex shrink-0 items-center gap-1 rounded-xl bg-emerald-700 px-3 py-2 text-sm font-semibold text-white shadow-sm hover:bg-emerald-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-emerald-600 disabled:opacity-60";

/**
 * Issue 17 item 2: "Recientes" (distinct meals of the last 30 days, most frequent first) and
 * "Favoritos" (starred meals, optionally named); one tap logs one again, as the chosen meal type, on
 * the tracker's day.
 */
export function QuickPicks({
  day,
  onLogged,
  onError,
}: {
  day: string;
  onLogged: (meal: MealLog) => void;
  onError: (message: string | null) => void;
}) {
  const [tab, setTab] = useState<"recents" | "favorites">("recents");
  const [mealType, setMealType] = useState<MealType>(() => mealTypeAt());
  const recents = useRecentMeals();
  const favorites = useFavorites();
  const copy = useCopyMeal();
  const logFavorite = useLogFavorite();
  const typeId = useId();
  const tabsId = useId();

  const done = {
    onSuccess: (meal: MealLog) => onLogged(meal),
    onError: (cause: unknown) => onError(errorMessage(cause, t.errors.copy)),
  };
  const busy = copy.isPending || logFavorite.isPending;
  const tabClass = (active: boolean) =>
    cx(
      "flex-1 rounded-lg px-3 py-1.5 text-sm font-semibold transition-colors focus-visible:outline-2 focus-visible:outline-emerald-600",
      active ? "bg-white text-emerald-900 shadow-sm" : "text-gray-600 hover:text-gray-900",
    );

  return (
    <div className="space-y-3">
      <div role="tablist" aria-label={t.tabsLabel} className="flex gap-1 rounded-xl bg-gray-100 p-1">
        <button
          type="button"
          role="tab"
          id={`${tabsId}-recents`}
          aria-selected={tab === "recents"}
          aria-controls={`${tabsId}-panel`}
          className={tabClass(tab === "recents")}
          onClick={() => setTab("recents")}
        >
          {t.recents}
        </button>
        <button
          type="button"
          role="tab"
          id={`${tabsId}-favorites`}
          aria-selected={tab === "favorites"}
          aria-controls={`${tabsId}-panel`}
          className={tabClass(tab === "favorites")}
          onClick={() => setTab("favorites")}
        >
          {t.favorites}
        </button>
      </div>
      <div className="flex items-center gap-2">
        <label htmlFor={typeId} className="text-sm text-gray-700">
          {t.logAs}
        </label>
        <select
          id={typeId}
          value={mealType}
          onChange={(e) => setMealType(e.target.value as MealType)}
          className="rounded-xl border border-gray-300 bg-white px-3 py-1.5 text-base text-gray-900 shadow-sm focus:border-emerald-600 focus:outline-none focus:ring-2 focus:ring-emerald-100 sm:text-sm"
        >
          {/* Named by the label attribute, not text, so the four type names stay unique text on the
              page: the new-meal form's picker is found by its words (e2e/meal-tracker.spec.ts). */}
          {MEAL_TYPES.map((type) => (
            <option key={type} value={type} label={MEAL_TYPE_LABELS[type]} />
          ))}
        </select>
      </div>
      <div id={`${tabsId}-panel`} role="tabpanel" aria-labelledby={`${tabsId}-${tab}`}>
        {tab === "recents" ? (
          <PickList
            loading={recents.isPending}
            failed={recents.isError}
            empty={t.recentsEmpty}
            items={(recents.data ?? []).map((r) => ({
              key: r.meal.id,
              title: r.meal.description,
              detail: `${Math.round(r.meal.calories)} kcal · ${t.times(r.times)}`,
              action: (
                <button
                  type="button"
                  className={logButton}
                  disabled={busy}
                  onClick={() => copy.mutate({ id: r.meal.id, mealType, day }, done)}
                >
                  <Plus aria-hidden="true" className="h-4 w-4" />
                  {t.log}
                  <span className="sr-only"> {r.meal.description}</span>
                </button>
              ),
            }))}
          />
        ) : (
          <PickList
            loading={favorites.isPending}
            failed={favorites.isError}
            empty={t.favoritesEmpty}
            items={(favorites.data ?? []).map((f) => ({
              key: f.id,
              title: f.name ?? f.description,
              subtitle: f.name ? f.description : undefined,
              detail: `${Math.round(f.calories)} kcal`,
              extra: <FavoriteTools favorite={f} onError={onError} />,
              action: (
                <button
                  type="button"
                  className={logButton}
                  disabled={busy}
                  onClick={() => logFavorite.mutate({ id: f.id, mealType, day }, done)}
                >
                  <Plus aria-hidden="true" className="h-4 w-4" />
                  {t.log}
                  <span className="sr-only"> {f.name ?? f.description}</span>
                </button>
              ),
            }))}
          />
        )}
      </div>
    </div>
  );
}

interface PickItem {
  key: string;
  title: string;
  subtitle?: string;
  detail: string;
  extra?: React.ReactNode;
  action: React.ReactNode;
}

function PickList({
  loading,
  failed,
  empty,
  items,
}: {
  loading: boolean;
  failed: boolean;
  empty: string;
  items: PickItem[];
}) {
  if (loading) {
    return (
      <div className="flex justify-center py-4">
        <Spinner size="sm" label={t.loading} />
      </div>
    );
  }
  if (failed) return <p className="text-sm text-red-700">{t.errors.load}</p>;
  if (items.length === 0) {
    return (
      <p className="flex items-center gap-2 rounded-xl border border-dashed border-gray-300 px-3 py-4 text-sm text-gray-600">
        <UtensilsCrossed aria-hidden="true" className="h-4 w-4 shrink-0 text-emerald-700" />
        {empty}
      </p>
    );
  }
  return (
    <ul className="divide-y divide-gray-100 overflow-hidden rounded-xl border border-gray-200 bg-white">
      {items.map((item) => (
        <li key={item.key} className="flex items-center gap-2 px-3 py-2.5">
          <div className="min-w-0 flex-1">
            <p className="truncate text-sm font-medium text-gray-900">{item.title}</p>
            {item.subtitle && <p className="truncate text-xs text-gray-600">{item.subtitle}</p>}
            <p className="text-xs text-gray-600">{item.detail}</p>
            {item.extra}
          </div>
          {item.action}
        </li>
      ))}
    </ul>
  );
}

/** Rename ("Mi desayuno de siempre") or un-star a favourite. */
function FavoriteTools({
  favorite,
  onError,
}: {
  favorite: Favorite;
  onError: (message: string | null) => void;
}) {
  const [editing, setEditing] = useState(false);
  const [name, setName] = useState(favorite.name ?? "");
  const rename = useRenameFavorite();
  const unstar = useUnstar();
  const nameId = useId();
  const label = favorite.name ?? favorite.description;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    rename.mutate(
      { id: favorite.id, name: name.trim() || null },
      {
        onSuccess: () => setEditing(false),
        onError: (cause) => onError(errorMessage(cause, t.errors.favorite)),
      },
    );
  };

  if (editing) {
    return (
      <form onSubmit={submit} className="mt-1.5 flex items-end gap-1.5">
        <div className="min-w-0 flex-1">
          <label htmlFor={nameId} className="sr-only">
            {t.nameLabel}
          </label>
          <input
            id={nameId}
            value={name}
            onChange={(e) => setName(e.target.value)}
            maxLength={80}
            placeholder={t.namePlaceholder}
            // biome-ignore lint/a11y/noAutofocus: the field the user just asked for
            autoFocus
            className="block w-full rounded-lg border border-gray-300 bg-white px-2.5 py-1.5 text-base text-gray-900 focus:border-emerald-600 focus:outline-none focus:ring-2 focus:ring-emerald-100 sm:text-sm"
          />
        </div>
        <button type="submit" className={iconButton} aria-label={t.saveName} disabled={rename.isPending}>
          <Check aria-hidden="true" className="h-4 w-4" />
        </button>
      </form>
    );
  }
  return (
    <div className="-ml-2 mt-0.5 flex">
      <button
        type="button"
        className={iconButton}
        aria-label={t.rename(label)}
        onClick={() => setEditing(true)}
      >
        <Pencil aria-hidden="true" className="h-3.5 w-3.5" />
      </button>
      <button
        type="button"
        className={iconButton}
        aria-label={t.removeFavorite(label)}
        disabled={unstar.isPending}
        onClick={() =>
          unstar.mutate(favorite, { onError: (cause) => onError(errorMessage(cause, t.errors.favorite)) })
        }
      >
        <Star aria-hidden="true" className="h-3.5 w-3.5 fill-amber-400 text-amber-500" />
      </button>
    </div>
  );
}
