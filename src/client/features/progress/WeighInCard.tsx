import { Scale } from "lucide-react";
import { Link } from "react-router";
import { useProfileQuery } from "../../lib/profile-query";
import { useWeights } from "./api";
import { formatKg, longDate } from "./format";
import { progressMessages as t } from "./messages";
import { WeighInForm } from "./WeighInForm";

/** The profile's weigh-in card (composed in by the router): the latest weigh-in and a new one. */
export function WeighInCard() {
  const weights = useWeights(30);
  const profile = useProfileQuery();
  const latest = weights.data?.latest ?? null;
  return (
    <section
      aria-labelledby="weigh-in-card-title"
      className="space-y-4 rounded-2xl border border-gray-200 bg-white p-5 shadow-sm sm:p-7"
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div>
          <h2
            id="weigh-in-card-title"
            className="flex items-center gap-2 text-lg font-semibold text-gray-900"
          >
            <Scale aria-hidden="true" className="h-5 w-5 text-emerald-700" />
            {t.weighIn.profileTitle}
          </h2>
          <p className="text-sm text-gray-700">
            {latest
              ? t.weighIn.latest(formatKg(latest.kg), longDate(latest.date))
              : weights.isSuccess && t.weighIn.none}
          </p>
          <p className="text-xs text-gray-600">{t.weighIn.profileHint}</p>
        </div>
        <Link to="/app/progress" className="text-sm font-semibold text-emerald-800 underline">
          {t.weighIn.seeProgress}
        </Link>
      </div>
      <WeighInForm initialKg={latest?.kg ?? profile.data?.profile.weight ?? null} layout="inline" />
    </section>
  );
}

/** The form alone, prefilled with the latest weigh-in (the progress page's side card). */
export function WeighInCardBody() {
  const weights = useWeights(30);
  return <WeighInForm initialKg={weights.data?.latest?.kg ?? null} />;
}
