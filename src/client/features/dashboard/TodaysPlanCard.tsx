import { ArrowRight, CalendarPlus, Clock } from "lucide-react";
import { Link } from "react-router";
import type { TodaysPlannedMeal } from "../../../core/dashboard.schema";
import { buttonClass } from "../../ui/Button";
import { NutrientChip } from "../../ui/NutrientChip";
import { dashboardMessages as t } from "./messages";

/** "Today's plan": today's meals of the current plan with their times. Never marked completed. */
export function TodaysPlanCard({ meals }: { meals: TodaysPlannedMeal[] }) {
  return (
    <section
      aria-labelledby="plan-title"
      className="flex flex-col gap-4 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-gray-200 sm:p-6"
    >
      <div className="flex items-center justify-between gap-2">
        <h2 id="plan-title" className="text-lg font-semibold text-gray-900">
          {t.plan.title}
        </h2>
        <Link
          to="/app/meal-plans"
          className="inline-flex items-center gap-1 rounded-lg px-2 py-1 text-sm font-semibold text-emerald-800 hover:bg-emerald-50"
        >
          {t.plan.viewWeek}
          <ArrowRight aria-hidden="true" className="h-4 w-4" />
        </Link>
      </div>

      {meals.length === 0 ? (
        <div className="flex flex-1 flex-col items-center justify-center gap-3 rounded-xl border border-dashed border-gray-300 bg-gray-50 px-4 py-8 text-center">
          <CalendarPlus aria-hidden="true" className="h-8 w-8 text-emerald-600" />
          <div>
            <p className="font-medium text-gray-900">{t.plan.empty}</p>
            <p className="mt-1 text-sm text-gray-600">{t.plan.emptyHint}</p>
          </div>
          <Link to="/app/meal-plans" className={buttonClass({ variant: "primary" })}>
            {t.plan.create}
          </Link>
        </div>
      ) : (
        <ol className="space-y-3">
          {meals.map((meal) => (
            <li key={meal.time} className="flex gap-3 rounded-xl p-3 ring-1 ring-gray-100">
              <span className="inline-flex h-fit shrink-0 items-center gap-1 rounded-lg bg-gray-100 px-2 py-1 text-xs font-semibold text-gray-800 tabular-nums">
                <Clock aria-hidden="true" className="h-3.5 w-3.5" />
                <time>{meal.time}</time>
              </span>
              <div className="min-w-0 flex-1">
                <p className="font-medium text-gray-900">{meal.name}</p>
                <p className="line-clamp-2 text-sm text-gray-600">{meal.description}</p>
                <div className="mt-2">
                  <NutrientChip label="kcal" unit="kcal" value={meal.calories} nutrient="kcal" />
                </div>
              </div>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
