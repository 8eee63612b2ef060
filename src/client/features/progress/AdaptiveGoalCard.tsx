import { Gauge } from "lucide-react";
import { useState } from "react";
import { errorMessage } from "../../lib/api";
import { Banner } from "../../ui/Banner";
import { Button } from "../../ui/Button";
import { Spinner } from "../../ui/Spinner";
import { useAcceptGoal, useAdaptiveGoal } from "./api";
import { formatKcal } from "./format";
import { progressMessages as t } from "./messages";
import { PremiumUpsell } from "./PremiumUpsell";

/** Within this many kcal the current goal already fits: nothing to propose. */
const SAME_GOAL_KCAL = 50;

/**
 * The adaptive calorie goal (premium): the estimate with its reasoning, and the proposal the user
 * accepts (PATCH /api/profile) or ignores. Nothing changes without the button.
 */
export function AdaptiveGoalCard() {
  const goal = useAdaptiveGoal();
  const accept = useAcceptGoal();
  const [ignored, setIgnored] = useState<number | null>(null);
  const [accepted, setAccepted] = useState<number | null>(null);
  const data = goal.data;

  return (
    <section
      aria-labelledby="adaptive-goal-title"
      className="space-y-3 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-gray-200 sm:p-6"
    >
      <h2 id="adaptive-goal-title" className="flex items-center gap-2 text-lg font-semibold text-gray-900">
        <Gauge aria-hidden="true" className="h-5 w-5 text-emerald-700" />
        {t.goal.title}
      </h2>
      {goal.isPending ? (
        <Spinner />
      ) : goal.isError || !data ? (
        <Banner>{errorMessage(goal.error, t.goal.loadError)}</Banner>
      ) : data.status === "locked" ? (
        <PremiumUpsell title={t.goal.lockedTitle} text={t.goal.lockedText} trigger={t.upsellTrigger} />
      ) : data.status === "insufficient" ? (
        <p className="rounded-xl bg-gray-50 px-3 py-3 text-sm text-gray-700">{data.reason}</p>
      ) : (
        <>
          <p className="text-sm text-gray-800" data-testid="expenditure-explanation">
            {data.explanation}
          </p>
          <dl className="grid grid-cols-2 gap-3">
            <div className="rounded-xl bg-gray-50 p-3">
              <dt className="text-xs text-gray-600">{t.goal.estimate}</dt>
              <dd className="text-xl font-bold text-gray-900 tabular-nums">
                {formatKcal(data.expenditure)}{" "}
                <span className="text-sm font-medium text-gray-600">{t.goal.perDay}</span>
              </dd>
              <dd className="text-xs text-gray-600">
                {t.goal.confidence(t.confidenceLevels[data.confidence], data.uncertainty_kcal)}
              </dd>
            </div>
            <div className="rounded-xl bg-emerald-50 p-3 ring-1 ring-emerald-100">
              <dt className="text-xs text-emerald-900">{t.goal.proposal}</dt>
              <dd className="text-xl font-bold text-emerald-900 tabular-nums" data-testid="proposed-goal">
                {formatKcal(data.proposed_goal)} <span className="text-sm font-medium">{t.goal.perDay}</span>
              </dd>
              <dd className="text-xs text-emerald-900">
                {data.current_goal !== null
                  ? t.goal.current(formatKcal(data.current_goal))
                  : t.goal.noCurrent}
              </dd>
            </div>
          </dl>
          <p className="text-sm text-gray-800">{data.goal_explanation}</p>
          {accepted !== null ? (
            <p
              role="status"
              className="rounded-xl bg-emerald-50 px-3 py-2 text-sm font-medium text-emerald-900"
            >
              {t.goal.accepted(formatKcal(accepted))}
            </p>
          ) : data.current_goal !== null &&
            Math.abs(data.current_goal - data.proposed_goal) < SAME_GOAL_KCAL ? (
            <p className="text-sm text-gray-700">{t.goal.same}</p>
          ) : ignored === data.proposed_goal ? (
            <p role="status" className="text-sm text-gray-700">
              {t.goal.ignored}
            </p>
          ) : (
            <>
              {accept.isError && <Banner>{errorMessage(accept.error, t.goal.acceptError)}</Banner>}
              <div className="flex flex-col gap-2 sm:flex-row">
                <Button
                  loading={accept.isPending}
                  onClick={() =>
                    accept.mutate(data.proposed_goal, { onSuccess: () => setAccepted(data.proposed_goal) })
                  }
                >
                  {t.goal.accept}
                </Button>
                <Button variant="ghost" onClick={() => setIgnored(data.proposed_goal)}>
                  {t.goal.ignore}
                </Button>
              </div>
              <p className="text-xs text-gray-600">{t.goal.never}</p>
            </>
          )}
        </>
      )}
    </section>
  );
}
