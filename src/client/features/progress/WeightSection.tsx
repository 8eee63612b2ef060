import { Trash2 } from "lucide-react";
import { useState } from "react";
import { WEIGHT_PERIODS } from "../../../core/weight.schema";
import { errorMessage } from "../../lib/api";
import { Banner } from "../../ui/Banner";
import { PageSpinner } from "../../ui/Spinner";
import { useDeleteWeighIn, useWeights } from "./api";
import { formatKg, longDate, shortDate } from "./format";
import { progressMessages as t } from "./messages";
import { PeriodPicker } from "./PeriodPicker";
import { ProgressCard } from "./ProgressCard";
import { WeightChart } from "./WeightChart";

type WeightPeriod = (typeof WEIGHT_PERIODS)[number];

/** The weigh-ins of a period: the chart, a sentence about the trend, and the table behind it. */
export function WeightSection() {
  const [days, setDays] = useState<WeightPeriod>(90);
  const weights = useWeights(days);
  const remove = useDeleteWeighIn();
  const data = weights.data;
  const trend = data?.trend ?? [];
  const firstTrend = trend[0];
  const lastTrend = trend[trend.length - 1];
  const trendByDate = new Map(trend.map((p) => [p.date, p.kg]));

  let summary: string | null = null;
  if (firstTrend && lastTrend && firstTrend.date !== lastTrend.date) {
    const change = lastTrend.kg - firstTrend.kg;
    const sign = change > 0.05 ? "+" : change < -0.05 ? "−" : "±";
    const span = Math.round((Date.parse(lastTrend.date) - Date.parse(firstTrend.date)) / 86_400_000);
    summary = t.weights.summary(
      formatKg(firstTrend.kg),
      formatKg(lastTrend.kg),
      span,
      `${sign}${formatKg(Math.abs(change))} kg`,
    );
  } else if (lastTrend) {
    summary = t.weights.summaryOne(formatKg(lastTrend.kg));
  }

  return (
    <ProgressCard
      id="weight"
      title={t.weights.title}
      action={
        <PeriodPicker
          label={t.weights.period}
          periods={WEIGHT_PERIODS}
          labels={t.weights.periods}
          value={days}
          onChange={setDays}
        />
      }
    >
      {weights.isPending ? (
        <PageSpinner />
      ) : weights.isError ? (
        <Banner>{errorMessage(weights.error, t.weights.loadError)}</Banner>
      ) : !data || data.weigh_ins.length === 0 ? (
        <p className="rounded-xl border border-dashed border-gray-300 bg-gray-50 px-4 py-8 text-center text-sm text-gray-600">
          {t.weights.empty}
        </p>
      ) : (
        <>
          {summary && (
            <p className="text-sm font-medium text-gray-900" data-testid="weight-summary">
              {summary}
            </p>
          )}
          <WeightChart weighIns={data.weigh_ins} trend={data.trend} />
          <div className="flex flex-wrap items-center gap-4 text-xs text-gray-700" aria-hidden="true">
            <span className="inline-flex items-center gap-1.5">
              <span className="h-2.5 w-2.5 rounded-full border border-emerald-700 bg-emerald-300" />
              {t.weights.legendWeighIn}
            </span>
            <span className="inline-flex items-center gap-1.5">
              <span className="h-1 w-5 rounded bg-amber-700" />
              {t.weights.legendTrend}
            </span>
          </div>
          <p className="text-xs text-gray-600">{t.weights.trendHint}</p>
          {remove.isError && <Banner>{errorMessage(remove.error, t.weights.deleteError)}</Banner>}
          <details className="rounded-xl border border-gray-200 px-3 py-2">
            <summary className="cursor-pointer text-sm font-medium text-emerald-800">
              {t.weights.showTable}
            </summary>
            <div className="mt-2 max-h-80 overflow-auto">
              <table className="w-full text-left text-sm">
                <caption className="sr-only">{t.weights.tableCaption}</caption>
                <thead className="text-xs text-gray-600">
                  <tr>
                    <th scope="col" className="py-1 pr-2 font-medium">
                      {t.weights.tableDate}
                    </th>
                    <th scope="col" className="py-1 pr-2 text-right font-medium">
                      {t.weights.tableKg}
                    </th>
                    <th scope="col" className="py-1 pr-2 text-right font-medium">
                      {t.weights.tableTrend}
                    </th>
                    <th scope="col" className="py-1 pr-2 font-medium">
                      {t.weights.tableNote}
                    </th>
                    <th scope="col" className="py-1">
                      <span className="sr-only">Acciones</span>
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {[...data.weigh_ins].reverse().map((w) => (
                    <tr key={w.id} className="border-t border-gray-100">
                      <th scope="row" className="py-1.5 pr-2 font-normal text-gray-800">
                        {shortDate(w.date)}
                      </th>
                      <td className="py-1.5 pr-2 text-right tabular-nums">{formatKg(w.kg)}</td>
                      <td className="py-1.5 pr-2 text-right tabular-nums text-gray-700">
                        {formatKg(trendByDate.get(w.date) ?? w.kg)}
                      </td>
                      <td
                        className="max-w-[10rem] truncate py-1.5 pr-2 text-gray-700"
                        title={w.note ?? undefined}
                      >
                        {w.note ?? ""}
                      </td>
                      <td className="py-1.5 text-right">
                        <button
                          type="button"
                          onClick={() => remove.mutate(w.id)}
                          disabled={remove.isPending}
                          aria-label={t.weights.delete(longDate(w.date))}
                          className="rounded-lg p-1.5 text-gray-500 hover:bg-red-50 hover:text-red-700 focus-visible:outline-2 focus-visible:outline-emerald-600"
                        >
                          <Trash2 aria-hidden="true" className="h-4 w-4" />
                        </button>
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          </details>
        </>
      )}
    </ProgressCard>
  );
}
