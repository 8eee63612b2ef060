import { Flame, TrendingUp } from "lucide-react";
import type { DashboardResponse } from "../../../core/dashboard.schema";
import { formatNutrient } from "../../ui/NutrientChip";
import { dashboardMessages as t } from "./messages";
import { TrendChart } from "./TrendChart";

type Props = Pick<DashboardResponse, "streak" | "week" | "weekly_average"> & { calorieGoal: number };

/** 'Weekly progress': the streak, the 7-day average and the trend chart. */
export function WeeklyProgressCard({ streak, week, weekly_average, calorieGoal }: Props) {
  return (
    <section
      aria-labelledby="weekly-title"
      className="flex flex-col gap-4 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-gray-200 sm:p-6"
    >
      <h2 id="weekly-title" className="text-lg font-semibold text-gray-900">
        {t.weekly.title}
      </h2>
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-2">
        <div className="flex items-center gap-3 rounded-xl bg-orange-50 p-3 ring-1 ring-orange-100">
          <span className="rounded-full bg-white p-2 text-orange-600 shadow-sm">
            <Flame aria-hidden="true" className="h-5 w-5" />
          </span>
          <div>
            <p className="font-semibold text-gray-900" data-testid="streak">
              {t.weekly.streak(streak)}
            </p>
            <p className="text-xs text-gray-600">{t.weekly.streakHint}</p>
          </div>
        </div>
        <div className="flex items-center gap-3 rounded-xl bg-emerald-50 p-3 ring-1 ring-emerald-100">
          <span className="rounded-full bg-white p-2 text-emerald-700 shadow-sm">
            <TrendingUp aria-hidden="true" className="h-5 w-5" />
          </span>
          <div>
            <p className="text-xs text-gray-600">{t.weekly.average}</p>
            <p className="font-semibold text-gray-900">
              {t.weekly.averageValue(formatNutrient(weekly_average))}
            </p>
          </div>
        </div>
      </div>
      <div>
        <h3 className="mb-1 text-sm font-medium text-gray-700">{t.weekly.chartTitle}</h3>
        <TrendChart
          values={week.map((p) => p.calories)}
          labels={week.map((p) => p.label)}
          goal={calorieGoal}
          highlightIndex={week.length - 1}
        />
      </div>
    </section>
  );
}
