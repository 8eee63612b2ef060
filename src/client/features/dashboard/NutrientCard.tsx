import { AlertTriangle, CheckCircle2 } from "lucide-react";
import { goalProgress, isCeilingNutrient } from "../../../core/dashboard.schema";
import type { NutrientKey } from "../../../core/nutrients";
import { cx } from "../../ui/cx";
import { formatNutrient } from "../../ui/NutrientChip";
import { dashboardMessages as t } from "./messages";

const BAR_TONES: Record<NutrientKey, string> = {
  calories: "bg-orange-500",
  protein: "bg-sky-500",
  carbs: "bg-amber-400",
  fat: "bg-rose-400",
  sugar: "bg-emerald-500",
  fiber: "bg-lime-500",
  salt: "bg-emerald-500",
};

const DOT_TONES: Record<NutrientKey, string> = {
  calories: "bg-orange-500",
  protein: "bg-sky-500",
  carbs: "bg-amber-400",
  fat: "bg-rose-400",
  sugar: "bg-pink-400",
  fiber: "bg-lime-500",
  salt: "bg-slate-400",
};

export interface NutrientCardProps {
  nutrient: NutrientKey;
  value: number;
  goal: number;
  className?: string;
}

/**
 * Today's value of one nutrient against its goal: a bar capped at 100 % and the amber '+N%' alert
 * over the goal. Sugar and salt goals are ceilings: under is shown as good, over as a warning.
 */
export function NutrientCard({ nutrient, value, goal, className }: NutrientCardProps) {
  const name = t.nutrients[nutrient];
  const unit = nutrient === "calories" ? "kcal" : "g";
  const ceiling = isCeilingNutrient(nutrient);
  const { percent, barPercent, over } = goalProgress(value, goal);
  const isOver = over > 0;
  const headingId = `nutrient-${nutrient}`;

  return (
    <article
      aria-labelledby={headingId}
      className={cx(
        "flex flex-col gap-3 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-gray-200",
        isOver && "ring-amber-300",
        className,
      )}
    >
      <div className="flex items-start justify-between gap-2">
        <h3 id={headingId} className="flex items-center gap-2 text-sm font-medium text-gray-700">
          <span aria-hidden="true" className={cx("h-2.5 w-2.5 rounded-full", DOT_TONES[nutrient])} />
          {name}
        </h3>
        {isOver && (
          <span className="inline-flex items-center gap-1 rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-900 ring-1 ring-amber-300 ring-inset">
            <AlertTriangle aria-hidden="true" className="h-3.5 w-3.5" />
            <span aria-hidden="true">{t.overGoalBadge(over)}</span>
            <span className="sr-only">{t.overGoalLabel(over)}</span>
          </span>
        )}
      </div>

      <p className="flex flex-wrap items-baseline gap-x-1.5">
        <span
          className={cx(
            "font-bold tracking-tight text-gray-900 tabular-nums",
            nutrient === "calories" ? "text-3xl" : "text-2xl",
          )}
        >
          {formatNutrient(value)}
        </span>
        <span className="text-sm text-gray-600">
          / {formatNutrient(goal)} {unit}
        </span>
      </p>

      <div
        role="progressbar"
        aria-label={t.progressLabel(name, percent)}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={barPercent}
        aria-valuetext={`${percent} %`}
        className="h-2 overflow-hidden rounded-full bg-gray-100"
      >
        <div
          className={cx(
            "h-full rounded-full transition-[width] duration-500",
            isOver ? "bg-amber-500" : BAR_TONES[nutrient],
          )}
          style={{ width: `${barPercent}%` }}
        />
      </div>

      <p className="flex items-center gap-1.5 text-xs text-gray-600">
        {ceiling ? (
          isOver ? (
            <span className="inline-flex items-center gap-1 font-semibold text-amber-800">
              <AlertTriangle aria-hidden="true" className="h-3.5 w-3.5" />
              {t.overLimit} · {t.limit} {formatNutrient(goal)} {unit}
            </span>
          ) : (
            <span className="inline-flex items-center gap-1 font-medium text-emerald-800">
              <CheckCircle2 aria-hidden="true" className="h-3.5 w-3.5" />
              {t.underLimit} · {t.limit} {formatNutrient(goal)} {unit}
            </span>
          )
        ) : (
          <span>{t.ofTarget(percent)}</span>
        )}
      </p>
      {nutrient === "sugar" && <p className="-mt-2 text-xs text-gray-600">{t.sugarHint}</p>}
    </article>
  );
}
