import { AdaptiveGoalCard } from "./AdaptiveGoalCard";
import { InsightsSection } from "./InsightsSection";
import { progressMessages as t } from "./messages";
import { WeighInCardBody } from "./WeighInCard";
import { WeightSection } from "./WeightSection";

/**
 * /app/progress (issue 19): weight log and trend, the adaptive calorie goal, and the analytics. Loaded
 * as its own chunk with recharts, so neither is in the main bundle.
 */
export function ProgressPage() {
  return (
    <div className="space-y-6">
      <header>
        <h1 id="page-title" className="text-2xl font-bold tracking-tight text-gray-900 sm:text-3xl">
          {t.title}
        </h1>
        <p className="mt-1 text-gray-700">{t.subtitle}</p>
      </header>
      <div className="grid gap-4 lg:grid-cols-3">
        <div className="min-w-0 lg:col-span-2">
          <WeightSection />
        </div>
        <div className="min-w-0 space-y-4">
          <section
            aria-labelledby="new-weigh-in-title"
            className="space-y-3 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-gray-200 sm:p-6"
          >
            <h2 id="new-weigh-in-title" className="text-lg font-semibold text-gray-900">
              {t.weighIn.title}
            </h2>
            <WeighInCardBody />
          </section>
          <AdaptiveGoalCard />
        </div>
      </div>
      <InsightsSection />
    </div>
  );
}
