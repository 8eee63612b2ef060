import { CalendarCheck } from "lucide-react";
import { useState } from "react";
import { isCeilingNutrient } from "../../../core/dashboard.schema";
import { MEAL_TYPE_LABELS } from "../../../core/enums";
import {
  INSIGHT_PERIODS,
  type InsightPeriod,
  type InsightsResponse,
  SOURCE_NUTRIENTS,
  type SourceNutrient,
} from "../../../core/insights.schema";
import type { NutrientKey } from "../../../core/nutrients";
import { errorMessage } from "../../lib/api";
import { useUpgrade } from "../../lib/upgrade";
import { Banner } from "../../ui/Banner";
import { PageSpinner } from "../../ui/Spinner";
import { UpsellModal } from "../../ui/UpsellModal";
import { useInsights } from "./api";
import { formatAmount, shortDate } from "./format";
import { progressMessages as t } from "./messages";
import { NutrientDayChart } from "./NutrientDayChart";
import { PeriodPicker } from "./PeriodPicker";
import { PremiumUpsell } from "./PremiumUpsell";
import { ProgressCard } from "./ProgressCard";

/** Advanced analytics (premium) over 7, 30 or 90 days; free users see 7 days of calories and the upsell. */
export function InsightsSection() {
  const [days, setDays] = useState<InsightPeriod>(7);
  const insights = useInsights(days);
  const [upsell, setUpsell] = useState(false);
  const { upgrade, upgrading } = useUpgrade();
  const data = insights.data;
  const locked = data && !data.full ? INSIGHT_PERIODS.filter((p) => p !== 7) : [];

  return (
    <ProgressCard
      id="insights"
      title={t.insights.title}
      action={
        <PeriodPicker
          label={t.insights.period}
          periods={INSIGHT_PERIODS}
          labels={t.insights.periods}
          value={data?.days === 7 ? 7 : days}
          onChange={setDays}
          locked={locked}
          onLocked={() => setUpsell(true)}
        />
      }
    >
      {insights.isPending ? (
        <PageSpinner />
      ) : insights.isError || !data ? (
        <Banner>{errorMessage(insights.error, t.insights.loadError)}</Banner>
      ) : (
        <InsightsBody data={data} />
      )}
      <UpsellModal
        open={upsell}
        onClose={() => setUpsell(false)}
        onUpgrade={() => upgrade("premium")}
        upgrading={upgrading}
        trigger={t.upsellTrigger}
      />
    </ProgressCard>
  );
}

function InsightsBody({ data }: { data: InsightsResponse }) {
  const { logged_days, days } = data.consistency;
  return (
    <div className="space-y-5">
      <div className="flex items-center gap-3 rounded-xl bg-emerald-50 p-3 ring-1 ring-emerald-100">
        <span className="rounded-full bg-white p-2 text-emerald-700 shadow-sm">
          <CalendarCheck aria-hidden="true" className="h-5 w-5" />
        </span>
        <div className="min-w-0 flex-1">
          <p className="text-xs text-gray-600">{t.insights.consistencyTitle}</p>
          <p className="font-semibold text-gray-900" data-testid="consistency">
            {t.insights.consistency(logged_days, days)}
          </p>
          <div className="mt-1 h-2 overflow-hidden rounded-full bg-white" aria-hidden="true">
            <div
              className="h-full rounded-full bg-emerald-600"
              style={{ width: `${(logged_days / days) * 100}%` }}
            />
          </div>
        </div>
      </div>
      {!data.full && <p className="text-sm text-gray-700">{t.insights.freeNote}</p>}
      <div className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
        {data.summary.map((s) => (
          <NutrientCard key={s.nutrient} data={data} nutrient={s.nutrient} />
        ))}
      </div>
      {data.sources ? (
        <Sources sources={data.sources} />
      ) : (
        <PremiumUpsell
          title={t.insights.lockedTitle}
          text={t.insights.lockedText}
          trigger={t.upsellTrigger}
        />
      )}
    </div>
  );
}

function NutrientCard({ data, nutrient }: { data: InsightsResponse; nutrient: NutrientKey }) {
  const summary = data.summary.find((s) => s.nutrient === nutrient);
  if (!summary) return null;
  const unit = t.units[nutrient];
  const label = t.nutrients[nutrient];
  const goalWord = isCeilingNutrient(nutrient) ? t.insights.limit : t.insights.goal;
  const titleId = `nutrient-${nutrient}-title`;
  return (
    <figure aria-labelledby={titleId} className="m-0 space-y-2 rounded-xl border border-gray-200 p-3">
      <figcaption>
        <h3 id={titleId} className="font-semibold text-gray-900">
          {label}
        </h3>
        <p className="text-sm text-gray-800" data-testid={`summary-${nutrient}`}>
          {t.insights.average}:{" "}
          <strong className="tabular-nums">
            {formatAmount(summary.average, unit)} {unit}
          </strong>{" "}
          · {goalWord} {formatAmount(summary.goal, unit)} {unit}
        </p>
        <p className="text-xs text-gray-600">
          {t.insights.onTarget(summary.days_on_target, data.consistency.logged_days)} ·{" "}
          {t.insights.averageHint.toLowerCase()}
        </p>
      </figcaption>
      <NutrientDayChart nutrient={nutrient} daily={data.daily} goal={summary.goal} unit={unit} />
      <details>
        <summary className="cursor-pointer text-xs font-medium text-emerald-800">
          {t.insights.showTable}
        </summary>
        <div className="mt-1 max-h-56 overflow-auto">
          <table className="w-full text-left text-xs">
            <caption className="sr-only">{t.insights.chartCaption(label, unit)}</caption>
            <thead className="text-gray-600">
              <tr>
                <th scope="col" className="py-0.5 font-medium">
                  {t.insights.tableDay}
                </th>
                <th scope="col" className="py-0.5 text-right font-medium">
                  {unit}
                </th>
              </tr>
            </thead>
            <tbody>
              {data.daily.map((d) => (
                <tr key={d.day} className="border-t border-gray-100">
                  <th scope="row" className="py-0.5 font-normal">
                    {shortDate(d.day)}
                  </th>
                  <td className="py-0.5 text-right tabular-nums">
                    {d.logged ? formatAmount(d[nutrient] ?? 0, unit) : t.insights.notLogged}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
    </figure>
  );
}

function Sources({ sources }: { sources: NonNullable<InsightsResponse["sources"]> }) {
  const [nutrient, setNutrient] = useState<SourceNutrient>("calories");
  const unit = t.units[nutrient];
  const typeTotal = sources.meal_types.reduce((sum, m) => sum + m[nutrient], 0);
  const foods = sources.foods[nutrient];
  const maxFood = Math.max(0, ...foods.map((f) => f[nutrient]));
  return (
    <div className="space-y-3">
      <h3 className="font-semibold text-gray-900">{t.insights.sourcesTitle}</h3>
      <fieldset className="inline-flex rounded-xl border-0 bg-gray-100 p-1">
        <legend className="sr-only">{t.insights.sourcesPicker}</legend>
        {SOURCE_NUTRIENTS.map((key) => (
          <button
            key={key}
            type="button"
            aria-pressed={key === nutrient}
            onClick={() => setNutrient(key)}
            className={
              key === nutrient
                ? "rounded-lg bg-white px-3 py-1.5 text-sm font-medium text-emerald-800 shadow-sm"
                : "rounded-lg px-3 py-1.5 text-sm font-medium text-gray-700 hover:text-gray-900"
            }
          >
            {t.insights.sourceTabs[key]}
          </button>
        ))}
      </fieldset>
      <div className="grid gap-4 md:grid-cols-2">
        <div>
          <h4 className="mb-2 text-sm font-semibold text-gray-800">{t.insights.mealTypesTitle}</h4>
          {typeTotal <= 0 ? (
            <p className="text-sm text-gray-600">{t.insights.noFoods}</p>
          ) : (
            <ul className="space-y-2">
              {[...sources.meal_types]
                .sort((a, b) => b[nutrient] - a[nutrient])
                .map((m) => {
                  const pct = Math.round((m[nutrient] / typeTotal) * 100);
                  return (
                    <li key={m.meal_type} className="text-sm">
                      <div className="flex justify-between gap-2">
                        <span className="text-gray-800">{MEAL_TYPE_LABELS[m.meal_type]}</span>
                        <span className="tabular-nums text-gray-700">
                          {formatAmount(m[nutrient], unit)} {unit} · {t.insights.share(pct)}
                        </span>
                      </div>
                      <div className="mt-1 h-2 rounded-full bg-gray-100" aria-hidden="true">
                        <div className="h-full rounded-full bg-emerald-500" style={{ width: `${pct}%` }} />
                      </div>
                    </li>
                  );
                })}
            </ul>
          )}
        </div>
        <div>
          <h4 className="mb-2 text-sm font-semibold text-gray-800">{t.insights.foodsTitle}</h4>
          {foods.length === 0 ? (
            <p className="text-sm text-gray-600">{t.insights.noFoods}</p>
          ) : (
            <ol className="space-y-2" data-testid="top-foods">
              {foods.map((f) => (
                <li key={f.name} className="text-sm">
                  <div className="flex justify-between gap-2">
                    <span className="min-w-0 truncate text-gray-800" title={f.name}>
                      {f.name}
                    </span>
                    <span className="shrink-0 tabular-nums text-gray-700">
                      {formatAmount(f[nutrient], unit)} {unit} · {t.insights.meals(f.meals)}
                    </span>
                  </div>
                  <div className="mt-1 h-2 rounded-full bg-gray-100" aria-hidden="true">
                    <div
                      className="h-full rounded-full bg-amber-500"
                      style={{ width: `${maxFood > 0 ? (f[nutrient] / maxFood) * 100 : 0}%` }}
                    />
                  </div>
                </li>
              ))}
            </ol>
          )}
        </div>
      </div>
    </div>
  );
}
