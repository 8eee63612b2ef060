import { Plus, RotateCw } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { NUTRIENT_KEYS } from "../../../core/nutrients";
import { errorMessage } from "../../lib/api";
import { MIN_LOADING_MS, useDashboardQuery, useMinimumLoading } from "../../lib/dashboard-query";
import { Banner } from "../../ui/Banner";
import { Button, buttonClass } from "../../ui/Button";
import { DashboardSkeleton } from "./DashboardSkeleton";
import { dashboardMessages as t } from "./messages";
import { NutrientCard } from "./NutrientCard";
import { TodaysPlanCard } from "./TodaysPlanCard";
import { WeeklyProgressCard } from "./WeeklyProgressCard";

const LONG_DATE = new Intl.DateTimeFormat("es-ES", {
  weekday: "long",
  day: "numeric",
  month: "long",
  timeZone: "UTC",
});

/** 'Domingo, 22 de noviembre' for the server's local day (a calendar date: formatted at UTC noon). */
function longDate(day: string): string {
  const text = LONG_DATE.format(new Date(`${day}T12:00:00Z`));
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** The spec's 'Error fetching dashboard stats', with the server's own explanation when it gave one. */
function LoadError({ error }: { error: unknown }) {
  const detail = errorMessage(error, "");
  return (
    <Banner>
      <p className="font-semibold">{t.loadError}</p>
      {detail && detail !== t.loadError && <p>{detail}</p>}
    </Banner>
  );
}

/**
 * /app/dashboard (SPEC.md "Dashboard"): today against the goals, the week, and today's plan; the
 * router adds the family's household card (issue 18), which shows only inside a family plan.
 */
export function DashboardPage({
  weighIn,
  householdCard,
}: {
  /** the "Registrar peso" action (progress feature, via the router) */
  weighIn?: ReactNode;
  /** the household card (family feature, via the router) */
  householdCard?: ReactNode;
} = {}) {
  const { data, error, isPending, refetch, isFetching } = useDashboardQuery();
  const loading = useMinimumLoading(isPending, MIN_LOADING_MS);

  if (loading) return <DashboardSkeleton />;

  if (!data) {
    return (
      <section aria-labelledby="page-title" className="space-y-4">
        <h1 id="page-title" className="text-2xl font-bold tracking-tight text-gray-900 sm:text-3xl">
          {t.title}
        </h1>
        <LoadError error={error} />
        <Button variant="secondary" onClick={() => void refetch()} loading={isFetching}>
          <RotateCw aria-hidden="true" className="h-4 w-4" />
          {t.retry}
        </Button>
      </section>
    );
  }

  const firstName = data.user_name.trim().split(/\s+/)[0] ?? "";

  return (
    <div className="space-y-6">
      <header className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <p className="text-sm font-medium text-emerald-800">{longDate(data.day)}</p>
          <h1 id="page-title" className="text-2xl font-bold tracking-tight text-gray-900 sm:text-3xl">
            {t.greeting(firstName)}
          </h1>
          <p className="mt-1 text-gray-700">{t.subtitle}</p>
        </div>
        <div className="flex flex-col gap-2 sm:flex-row sm:items-center">
          <Link to="/app/meal-tracker" className={buttonClass({ size: "lg", className: "w-full sm:w-auto" })}>
            <Plus aria-hidden="true" className="h-5 w-5" />
            {t.trackMeal}
          </Link>
          {weighIn && <div className="sm:order-first">{weighIn}</div>}
        </div>
      </header>

      {error && <LoadError error={error} />}

      <section aria-labelledby="nutrients-title">
        <h2 id="nutrients-title" className="sr-only">
          {t.nutrientsHeading}
        </h2>
        <div className="grid grid-cols-2 gap-3 lg:grid-cols-4 lg:gap-4">
          {NUTRIENT_KEYS.map((key) => (
            <NutrientCard
              key={key}
              nutrient={key}
              value={data.today[key]}
              goal={data.goals[key]}
              className={key === "calories" ? "col-span-2" : undefined}
            />
          ))}
        </div>
      </section>

      <div className="grid grid-cols-1 gap-4 lg:grid-cols-3">
        <div className="min-w-0 lg:col-span-2">
          <WeeklyProgressCard
            streak={data.streak}
            week={data.week}
            weekly_average={data.weekly_average}
            calorieGoal={data.goals.calories}
          />
        </div>
        <TodaysPlanCard meals={data.todays_plan} />
      </div>
      {/* Only inside a family plan: anyone else would only ask the household's read to hear 402. */}
      {data.household && householdCard}
    </div>
  );
}
