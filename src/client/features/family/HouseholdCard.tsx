import { Users } from "lucide-react";
import { errorMessage, isUpgradeRequired } from "../../lib/api";
import { Banner } from "../../ui/Banner";
import { Button } from "../../ui/Button";
import { formatNutrient } from "../../ui/NutrientChip";
import { useHouseholdToday, useSharing } from "./api";
import { familyMessages } from "./messages";

const t = familyMessages.card;

/**
 * The dashboard's household card (issue 18): today's calories against the goal of each person of the
 * family who chose to share them; nothing else of anyone's diary. Hidden outside a family plan.
 */
export function HouseholdCard() {
  const today = useHouseholdToday();
  const sharing = useSharing();
  if (today.isPending || (today.isError && isUpgradeRequired(today.error))) return null;
  if (today.isError || !today.data) return null;
  const { people } = today.data;
  return (
    <section
      aria-labelledby="household-card-title"
      className="flex flex-col gap-3 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-gray-200 sm:p-6"
    >
      <div className="flex items-center justify-between gap-2">
        <h2 id="household-card-title" className="flex items-center gap-2 text-lg font-semibold text-gray-900">
          <Users aria-hidden="true" className="h-5 w-5 text-emerald-700" />
          {t.title}
        </h2>
        <Button
          size="sm"
          variant="ghost"
          className="border border-gray-200"
          loading={sharing.isPending}
          onClick={() => sharing.mutate({ share_calories_today: !today.data.sharing })}
        >
          {today.data.sharing ? t.leave : t.join}
        </Button>
      </div>
      {people.length === 0 ? (
        <div className="text-sm">
          <p className="text-gray-800">{t.empty}</p>
          <p className="text-gray-600">{t.emptyHint}</p>
        </div>
      ) : (
        <ul className="space-y-3">
          {people.map((p) => {
            const share = p.goal ? Math.min(1, p.calories / p.goal) : 0;
            return (
              <li key={`${p.name}-${p.is_me}`} data-testid="household-person">
                <div className="flex items-baseline justify-between gap-2 text-sm">
                  <span className="font-medium text-gray-900">
                    {p.is_me ? `${p.name} (${t.you})` : p.name}
                  </span>
                  <span className="tabular-nums text-gray-700">
                    <span className="font-semibold text-gray-900">{formatNutrient(p.calories)}</span>{" "}
                    {p.goal ? t.ofGoal(formatNutrient(p.goal)) : t.noGoal}
                  </span>
                </div>
                {p.goal && (
                  <div
                    className="mt-1 h-2 overflow-hidden rounded-full bg-gray-100"
                    role="progressbar"
                    aria-label={p.name}
                    aria-valuemin={0}
                    aria-valuemax={p.goal}
                    aria-valuenow={p.calories}
                  >
                    <div
                      className="h-full rounded-full bg-emerald-600"
                      style={{ width: `${share * 100}%` }}
                    />
                  </div>
                )}
              </li>
            );
          })}
        </ul>
      )}
      {sharing.isError && <Banner>{errorMessage(sharing.error, familyMessages.settings.saveError)}</Banner>}
    </section>
  );
}
