import { Check, Trash2 } from "lucide-react";
import { useEffect, useId, useMemo, useRef, useState } from "react";
import { MEAL_TYPE_LABELS, type MealType } from "../../../core/enums";
import type { AnalysisItem, NutritionAnalysis } from "../../../core/nutrition.schema";
import { Button } from "../../ui/Button";
import { formatNutrient } from "../../ui/NutrientChip";
import { NutrientChips } from "../../ui/NutrientChips";
import { reviseAnalysis, withGrams } from "./analysis";
import { mealMessages as t } from "./messages";

/** Above this a meal is probably a misread number: the user is asked to check it (issue 12). */
export const HIGH_MEAL_KCAL = 3000;

export interface AnalysisReviewProps {
  analysis: NutritionAnalysis;
  mealType: MealType;
  saving: boolean;
  onSave: (revised: NutritionAnalysis) => void;
  onDiscard: () => void;
}

/**
 * Step 2: the estimate with its itemised breakdown. The user adjusts grams or removes items; the
 * totals follow locally, and 'Guardar' logs the revised analysis.
 */
export function AnalysisReview({ analysis, mealType, saving, onSave, onDiscard }: AnalysisReviewProps) {
  // Each row remembers the item as analysed, so grams always scale from the original numbers.
  const [rows, setRows] = useState(() =>
    analysis.items.map((item, index) => ({
      key: `${index}-${item.name}`,
      base: item,
      grams: String(item.grams),
    })),
  );
  const headingId = useId();
  const sectionRef = useRef<HTMLElement>(null);

  // On a phone the result appears below the fold: bring it into view and move focus to it.
  useEffect(() => {
    const section = sectionRef.current;
    section?.focus({ preventScroll: true });
    section?.scrollIntoView?.({ behavior: "smooth", block: "start" });
  }, []);

  const items: AnalysisItem[] = useMemo(
    () =>
      rows.map((row) =>
        Number(row.grams) === row.base.grams ? row.base : withGrams(row.base, Number(row.grams)),
      ),
    [rows],
  );
  const revised = useMemo(() => reviseAnalysis(analysis, items), [analysis, items]);

  const setGrams = (key: string, grams: string) =>
    setRows((current) => current.map((row) => (row.key === key ? { ...row, grams } : row)));
  const remove = (key: string) => setRows((current) => current.filter((row) => row.key !== key));

  return (
    <section
      ref={sectionRef}
      tabIndex={-1}
      aria-labelledby={headingId}
      className="scroll-mt-20 rounded-2xl outline-none border border-emerald-200 bg-gradient-to-b from-emerald-50/80 to-white p-4 sm:p-5"
    >
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h3 id={headingId} className="text-base font-semibold text-gray-900">
          {t.review.heading}
        </h3>
        <span className="rounded-full bg-white px-2.5 py-0.5 text-xs font-semibold text-emerald-800 ring-1 ring-emerald-200">
          {MEAL_TYPE_LABELS[mealType]}
        </span>
      </div>
      <p className="mt-1 text-sm text-gray-700">{t.review.intro}</p>

      <div className="mt-4 rounded-xl bg-white p-3 shadow-sm ring-1 ring-gray-100">
        <div className="mb-2 flex items-baseline justify-between gap-2">
          <span className="text-sm font-semibold text-gray-900">{t.review.total}</span>
          <span className="text-xs text-gray-600">{t.review.estimatedWeight(revised.weight)}</span>
        </div>
        <div aria-live="polite">
          <NutrientChips value={revised} />
        </div>
        {revised.calories > HIGH_MEAL_KCAL && (
          <p
            role="alert"
            className="mt-2 rounded-lg bg-amber-50 px-2.5 py-2 text-sm text-amber-900 ring-1 ring-amber-200"
          >
            {t.review.highTotal(formatNutrient(revised.calories))}
          </p>
        )}
        {analysis.warnings?.includes("capped") && (
          <p className="mt-2 text-xs text-amber-800">{t.review.capped}</p>
        )}
      </div>

      <h4 className="mt-4 text-sm font-semibold text-gray-900">{t.review.items}</h4>
      {rows.length === 0 ? (
        <p className="mt-1 text-sm text-gray-600">{t.review.noItems}</p>
      ) : (
        <ul className="mt-2 divide-y divide-gray-100 overflow-hidden rounded-xl bg-white shadow-sm ring-1 ring-gray-100">
          {rows.map((row, index) => {
            const item = items[index];
            return (
              <li key={row.key} className="flex items-center gap-3 px-3 py-2.5">
                <div className="min-w-0 flex-1">
                  <p className="truncate text-sm font-medium first-letter:uppercase text-gray-900">
                    {row.base.name}
                    {row.base.approximate && (
                      <span className="ml-2 rounded-full bg-amber-50 px-1.5 py-0.5 align-middle text-[11px] font-semibold text-amber-800 ring-1 ring-amber-200">
                        {t.review.approximate}
                      </span>
                    )}
                  </p>
                  <p className="text-xs text-gray-600">
                    {formatNutrient(item.calories)} kcal · {formatNutrient(item.protein)} g proteína
                  </p>
                  {row.base.table && (
                    <p className="text-[11px] text-gray-500">{t.review.source(row.base.table)}</p>
                  )}
                </div>
                <label className="flex items-center gap-1 text-xs text-gray-600">
                  <span className="sr-only">{t.review.grams(row.base.name)}</span>
                  <input
                    type="number"
                    inputMode="decimal"
                    min={0}
                    step="any"
                    value={row.grams}
                    onChange={(e) => setGrams(row.key, e.target.value)}
                    className="w-20 rounded-lg border border-gray-300 px-2 py-1.5 text-right text-base tabular-nums text-gray-900 focus:border-emerald-600 focus:outline-none focus:ring-2 focus:ring-emerald-100 sm:text-sm"
                  />
                  <span aria-hidden="true">g</span>
                </label>
                <button
                  type="button"
                  onClick={() => remove(row.key)}
                  aria-label={t.review.remove(row.base.name)}
                  className="rounded-lg p-2 text-gray-500 hover:bg-red-50 hover:text-red-700 focus-visible:outline-2 focus-visible:outline-emerald-600"
                >
                  <Trash2 aria-hidden="true" className="h-4 w-4" />
                </button>
              </li>
            );
          })}
        </ul>
      )}
      {rows.some((row) => row.base.approximate) && (
        <p className="mt-2 text-xs text-gray-600">{t.review.approximateHint}</p>
      )}
      {analysis.unknown && analysis.unknown.length > 0 && (
        <p className="mt-2 text-sm text-amber-900">{t.review.unknown(analysis.unknown.join(", "))}</p>
      )}
      {analysis.unmatched.length > 0 && !analysis.unknown?.length && (
        <p className="mt-2 text-xs text-amber-800">{t.review.unmatched(analysis.unmatched.join(", "))}</p>
      )}

      <div className="mt-4 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="ghost" onClick={onDiscard} disabled={saving}>
          {t.review.discard}
        </Button>
        <Button onClick={() => onSave(revised)} loading={saving}>
          {!saving && <Check aria-hidden="true" className="h-4 w-4" />}
          {saving ? t.review.saving : t.review.save}
        </Button>
      </div>
    </section>
  );
}
