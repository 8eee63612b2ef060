import { History, Plus, Search, X } from "lucide-react";
import { type KeyboardEvent, useEffect, useId, useRef, useState } from "react";
import type { MealType } from "../../../core/enums";
import type { MealLog } from "../../../core/meal.schema";
import { errorMessage } from "../../lib/api";
import { Button } from "../../ui/Button";
import { cx } from "../../ui/cx";
import { Spinner } from "../../ui/Spinner";
import { MealTypePicker } from "./MealTypePicker";
import { mealMessages } from "./messages";
import { type FoodSearchHit, type RecentMatch, useCopyMeal, useFoodSearch, useLogFoods } from "./quick-api";

const t = mealMessages.quick;
const GRAMS = "g";

interface CartItem {
  key: number;
  food: FoodSearchHit;
  unit: string;
  amount: number;
  grams: number;
}

const fmt = new Intl.NumberFormat("es-ES", { maximumFractionDigits: 1 });
const kcalOf = (food: FoodSearchHit, grams: number) => Math.round((food.per100g.calories * grams) / 100);
const gramsOf = (food: FoodSearchHit, unit: string, amount: number) =>
  unit === GRAMS ? amount : (food.portions.find((p) => p.unit === unit)?.grams ?? 0) * amount;

export interface FoodSearchProps {
  /** the day the meal goes to (the tracker's selected day) */
  day: string;
  /** a photo kept without analysis that becomes the meal's picture */
  photoId?: string;
  /** a meal type already chosen elsewhere (the photo form); otherwise the search asks for one */
  mealType?: MealType | null;
  autoFocus?: boolean;
  onSaved: (meal: MealLog) => void;
  onError: (message: string | null) => void;
}

/**
 * Issue 17 item 1: type-ahead over the food table (foods, dishes and the user's own recent meals),
 * then a portion (household unit or grams) per food, several foods, one meal.
 */
export function FoodSearch({
  day,
  photoId,
  mealType: fixedType,
  autoFocus,
  onSaved,
  onError,
}: FoodSearchProps) {
  const [query, setQuery] = useState("");
  const [picked, setPicked] = useState<FoodSearchHit | null>(null);
  const [cart, setCart] = useState<CartItem[]>([]);
  const [ownType, setOwnType] = useState<MealType | null>(null);
  const mealType = fixedType ?? ownType;
  const search = useFoodSearch(query);
  const logFoods = useLogFoods();
  const copy = useCopyMeal();
  const inputId = useId();
  const resultsId = useId();
  const typeName = useId();
  const input = useRef<HTMLInputElement>(null);
  const nextKey = useRef(1);

  useEffect(() => {
    if (autoFocus) input.current?.focus();
  }, [autoFocus]);

  const typed = query.trim().replace(/\s/g, "").length >= 2;
  const data = typed ? search.data : undefined;
  const empty = data && data.foods.length + data.dishes.length + data.recent.length === 0;

  const add = (item: Omit<CartItem, "key">) => {
    setCart((c) => [...c, { ...item, key: nextKey.current++ }]);
    setPicked(null);
    setQuery("");
    input.current?.focus();
  };

  const save = () => {
    if (!mealType || cart.length === 0) return;
    onError(null);
    logFoods.mutate(
      {
        meal_type: mealType,
        day,
        photo_id: photoId ?? null,
        items: cart.map((i) => ({ food_id: i.food.id, unit: i.unit, amount: i.amount })),
      },
      {
        onSuccess: (meal) => {
          setCart([]);
          setOwnType(null);
          onSaved(meal);
        },
        onError: (cause) => onError(errorMessage(cause, t.errors.save)),
      },
    );
  };

  const logRecent = (recent: RecentMatch) => {
    onError(null);
    copy.mutate(
      { id: recent.meal_id, mealType: mealType ?? recent.meal_type, day },
      {
        onSuccess: (meal) => {
          setQuery("");
          onSaved(meal);
        },
        onError: (cause) => onError(errorMessage(cause, t.errors.copy)),
      },
    );
  };

  const total = cart.reduce((sum, i) => sum + kcalOf(i.food, i.grams), 0);

  return (
    <div className="space-y-4">
      <div>
        <label htmlFor={inputId} className="block text-sm font-medium text-gray-800">
          {t.searchLabel}
        </label>
        <div className="relative mt-1.5">
          <Search
            aria-hidden="true"
            className="pointer-events-none absolute left-3 top-1/2 h-4 w-4 -translate-y-1/2 text-gray-500"
          />
          <input
            ref={input}
            id={inputId}
            type="search"
            value={query}
            onChange={(e) => {
              setQuery(e.target.value);
              setPicked(null);
            }}
            onKeyDown={(e) => {
              if (e.key === "Enter") e.preventDefault();
            }}
            maxLength={100}
            autoComplete="off"
            enterKeyHint="search"
            placeholder={t.searchPlaceholder}
            aria-controls={resultsId}
            className="block w-full rounded-xl border border-gray-300 bg-white py-2.5 pl-10 pr-10 text-base text-gray-900 shadow-sm placeholder:text-gray-500 focus:border-emerald-600 focus:outline-none focus:ring-2 focus:ring-emerald-100 sm:text-sm"
          />
          {search.isFetching && typed && (
            <span className="absolute right-3 top-1/2 -translate-y-1/2">
              <Spinner size="sm" label={t.searching} />
            </span>
          )}
        </div>
        {!typed && query.length > 0 && <p className="mt-1 text-xs text-gray-600">{t.searchHint}</p>}
      </div>

      <div id={resultsId} aria-live="polite">
        {search.isError && typed && <p className="text-sm text-red-700">{t.errors.search}</p>}
        {empty && <p className="text-sm text-gray-700">{t.noResults(query.trim())}</p>}
        {data && !picked && (
          <div className="space-y-3">
            <ResultGroup title={t.foods} hits={data.foods.slice(0, 6)} onPick={setPicked} />
            <ResultGroup title={t.dishes} hits={data.dishes.slice(0, 4)} onPick={setPicked} />
            {data.recent.length > 0 && (
              <div>
                <h4 className="text-xs font-semibold uppercase tracking-wide text-gray-600">{t.recent}</h4>
                <ul className="mt-1.5 divide-y divide-gray-100 overflow-hidden rounded-xl border border-gray-200">
                  {data.recent.slice(0, 3).map((r) => (
                    <li key={r.meal_id}>
                      <button
                        type="button"
                        onClick={() => logRecent(r)}
                        disabled={copy.isPending}
                        className="flex w-full items-center gap-3 bg-white px-3 py-2.5 text-left text-sm hover:bg-emerald-50 focus-visible:outline-2 focus-visible:outline-emerald-600 disabled:opacity-60"
                      >
                        <History aria-hidden="true" className="h-4 w-4 shrink-0 text-emerald-700" />
                        <span className="sr-only">{t.logAgain}</span>
                        <span className="min-w-0 flex-1 truncate text-gray-900">{r.description}</span>
                        <span className="shrink-0 text-xs text-gray-600">{Math.round(r.calories)} kcal</span>
                      </button>
                    </li>
                  ))}
                </ul>
              </div>
            )}
          </div>
        )}
        {picked && <PortionPicker food={picked} onAdd={add} onCancel={() => setPicked(null)} />}
      </div>

      {cart.length > 0 && (
        <div className="rounded-xl border border-emerald-200 bg-emerald-50/40 p-3">
          <h4 className="text-sm font-semibold text-gray-900">{t.cart}</h4>
          <ul className="mt-2 space-y-1.5" aria-label={t.cart}>
            {cart.map((item) => (
              <li key={item.key} className="flex items-center gap-2 text-sm">
                <span className="min-w-0 flex-1">
                  <span className="font-medium text-gray-900">{item.food.name}</span>{" "}
                  <span className="text-gray-600">
                    ·{" "}
                    {item.unit === GRAMS
                      ? `${fmt.format(item.amount)} g`
                      : `${fmt.format(item.amount)} × ${item.unit}`}
                    {item.unit !== GRAMS && ` (${fmt.format(item.grams)} g)`}
                  </span>
                </span>
                <span className="shrink-0 tabular-nums text-gray-800">
                  {kcalOf(item.food, item.grams)} kcal
                </span>
                <button
                  type="button"
                  onClick={() => setCart((c) => c.filter((x) => x.key !== item.key))}
                  aria-label={t.remove(item.food.name)}
                  className="rounded-lg p-1.5 text-gray-600 hover:bg-red-50 hover:text-red-700 focus-visible:outline-2 focus-visible:outline-emerald-600"
                >
                  <X aria-hidden="true" className="h-4 w-4" />
                </button>
              </li>
            ))}
          </ul>
          <p className="mt-2 flex justify-between border-t border-emerald-200 pt-2 text-sm font-semibold text-gray-900">
            <span>{t.total}</span>
            <span className="tabular-nums">{total} kcal</span>
          </p>
          {fixedType === undefined && (
            <div className="mt-3">
              <MealTypePicker legend={t.mealType} name={typeName} value={ownType} onChange={setOwnType} />
            </div>
          )}
          {!mealType && <p className="mt-2 text-xs text-gray-700">{t.chooseType}</p>}
          <Button className="mt-3" fullWidth onClick={save} disabled={!mealType} loading={logFoods.isPending}>
            {logFoods.isPending ? t.saving : t.save}
          </Button>
        </div>
      )}
    </div>
  );
}

function ResultGroup({
  title,
  hits,
  onPick,
}: {
  title: string;
  hits: FoodSearchHit[];
  onPick: (hit: FoodSearchHit) => void;
}) {
  if (hits.length === 0) return null;
  return (
    <div>
      <h4 className="text-xs font-semibold uppercase tracking-wide text-gray-600">{title}</h4>
      <ul className="mt-1.5 divide-y divide-gray-100 overflow-hidden rounded-xl border border-gray-200">
        {hits.map((hit) => (
          <li key={hit.id}>
            <button
              type="button"
              onClick={() => onPick(hit)}
              className="flex w-full items-center gap-3 bg-white px-3 py-2.5 text-left hover:bg-emerald-50 focus-visible:outline-2 focus-visible:outline-emerald-600"
            >
              <span className="sr-only">{t.choose} </span>
              <span className="min-w-0 flex-1">
                <span className="block truncate text-sm font-medium text-gray-900 first-letter:uppercase">
                  {hit.name}
                </span>
                <span className="block truncate text-xs text-gray-600">
                  {t.perPortion(hit.kcal_per_portion, hit.portion.name)}
                  {hit.matched && ` · ${t.alsoCalled(hit.matched)}`}
                </span>
              </span>
              <Plus aria-hidden="true" className="h-4 w-4 shrink-0 text-emerald-700" />
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** Amount and measure of one food: its household units (the usual one first) or grams. */
function PortionPicker({
  food,
  onAdd,
  onCancel,
}: {
  food: FoodSearchHit;
  onAdd: (item: Omit<CartItem, "key">) => void;
  onCancel: () => void;
}) {
  const [unit, setUnit] = useState(food.portion.unit);
  const [amount, setAmount] = useState(String(food.portion.amount).replace(".", ","));
  const amountId = useId();
  const unitId = useId();
  const value = Number(amount.replace(",", "."));
  const valid = Number.isFinite(value) && value > 0 && value <= (unit === GRAMS ? 3000 : 50);
  const grams = valid ? gramsOf(food, unit, value) : 0;

  const changeUnit = (next: string) => {
    // switching to grams shows the grams of what was chosen, so the number means the same amount
    if (next === GRAMS && unit !== GRAMS && valid) setAmount(String(Math.round(gramsOf(food, unit, value))));
    else if (next !== GRAMS && unit === GRAMS) setAmount("1");
    setUnit(next);
  };

  const submit = () => {
    if (valid) onAdd({ food, unit, amount: value, grams });
  };
  // Not a <form>: the search also lives inside the photo form (issue 17 item 6), and forms do not nest.
  const onEnter = (event: KeyboardEvent) => {
    if (event.key !== "Enter") return;
    event.preventDefault();
    submit();
  };

  return (
    <fieldset className="rounded-xl border border-emerald-300 bg-white p-3 shadow-sm">
      <legend className="float-left w-full text-sm font-semibold text-gray-900 first-letter:uppercase">
        {food.name}
      </legend>
      <div className="mt-2 grid grid-cols-[6rem_minmax(0,1fr)] gap-2">
        <div>
          <label htmlFor={amountId} className="block text-xs font-medium text-gray-700">
            {t.amount}
          </label>
          <input
            id={amountId}
            inputMode="decimal"
            value={amount}
            onChange={(e) => setAmount(e.target.value)}
            onKeyDown={onEnter}
            onFocus={(e) => e.target.select()}
            // biome-ignore lint/a11y/noAutofocus: the user just chose this food; the amount comes next
            autoFocus
            aria-invalid={!valid || undefined}
            className={cx(
              "mt-1 block w-full rounded-xl border bg-white px-3 py-2 text-base text-gray-900 shadow-sm focus:outline-none focus:ring-2 sm:text-sm",
              valid ? "border-gray-300 focus:ring-emerald-100" : "border-red-400 focus:ring-red-200",
            )}
          />
        </div>
        <div>
          <label htmlFor={unitId} className="block text-xs font-medium text-gray-700">
            {t.unit}
          </label>
          <select
            id={unitId}
            value={unit}
            onChange={(e) => changeUnit(e.target.value)}
            className="mt-1 block w-full rounded-xl border border-gray-300 bg-white px-3 py-2 text-base text-gray-900 shadow-sm focus:border-emerald-600 focus:outline-none focus:ring-2 focus:ring-emerald-100 sm:text-sm"
          >
            {food.portions.map((p) => (
              <option key={p.unit} value={p.unit}>
                {p.unit} ({fmt.format(p.grams)} g)
              </option>
            ))}
            <option value={GRAMS}>{t.grams}</option>
          </select>
        </div>
      </div>
      <p className="mt-2 text-sm text-gray-700" aria-live="polite">
        {valid ? `${fmt.format(grams)} g · ${kcalOf(food, grams)} kcal` : "—"}
      </p>
      <div className="mt-3 flex gap-2">
        <Button size="sm" disabled={!valid} onClick={submit}>
          <Plus aria-hidden="true" className="h-4 w-4" />
          {t.add}
        </Button>
        <Button variant="ghost" size="sm" onClick={onCancel}>
          {t.cancel}
        </Button>
      </div>
    </fieldset>
  );
}
