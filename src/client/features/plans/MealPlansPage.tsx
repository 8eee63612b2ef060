import { CalendarPlus, History, RefreshCw, ShoppingBasket } from "lucide-react";
import { useCallback, useEffect, useRef, useState } from "react";
import { Link } from "react-router";
import { localDay } from "../../../core/dates";
import type { MealType } from "../../../core/enums";
import type { VisiblePlan } from "../../../core/household.schema";
import type { MealLog } from "../../../core/meal.schema";
import type { MealPlan, PlannedMeal } from "../../../core/plan.schema";
import { planDayIndex, planDays, planWeek, weekRangeLabel } from "../../../core/week";
import { errorMessage, isUpgradeRequired } from "../../lib/api";
import { useUpgrade } from "../../lib/upgrade";
import { Banner } from "../../ui/Banner";
import { Button, buttonClass } from "../../ui/Button";
import { messages } from "../../ui/messages";
import { formatNutrient } from "../../ui/NutrientChip";
import { Spinner } from "../../ui/Spinner";
import { UpsellModal } from "../../ui/UpsellModal";
import { AddedModal } from "./AddedModal";
import { DayCard } from "./DayCard";
import { DayStrip } from "./DayStrip";
import { GeneratingOverlay } from "./GeneratingOverlay";
import { planMessages as t } from "./messages";
import { useAddToToday, useChangeAddedType, usePlanMutation, usePlanQuery } from "./plans-api";
import { RecipeModal } from "./RecipeModal";
import { WeekNavigator } from "./WeekNavigator";

/** SPEC.md section 9: the empty plan shows a 'preparing' message for the first 2 s after load. */
export const PREPARING_MS = 2000;
/** The built-in planner answers in milliseconds: keep the overlay up this long so it does not flash. */
export const MIN_OVERLAY_MS = 1500;
/** A refusal (402) this fast never shows the overlay at all. */
const OVERLAY_DELAY_MS = 200;

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
/** The button that started a generate or reuse is gone once the plan shows: move focus to the week. */
const focusPlan = () => window.setTimeout(() => document.getElementById("plan-week")?.focus(), 0);
const browserZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

export function MealPlansPage() {
  const upgrade = useUpgrade();
  const [weekOffset, setWeekOffset] = useState(0);
  const [preparing, setPreparing] = useState(true);
  const [error, setError] = useState<string | null>(null);
  const [overlay, setOverlay] = useState<"hidden" | "working" | "done">("hidden");
  const [upsell, setUpsell] = useState<string | null>(null);
  const [recipeMeal, setRecipeMeal] = useState<PlannedMeal | null>(null);
  const [addingKey, setAddingKey] = useState<string | null>(null);
  const [added, setAdded] = useState<MealLog | null>(null);

  const query = usePlanQuery(weekOffset);
  // With an AI provider the plan is a background job: its real progress drives the overlay's bar.
  const [jobProgress, setJobProgress] = useState<number | undefined>(undefined);
  const generate = usePlanMutation("generate", setJobProgress);
  const reuse = usePlanMutation("reuse");
  const addToToday = useAddToToday();
  const changeType = useChangeAddedType();
  const mounted = useRef(true);

  useEffect(() => {
    mounted.current = true;
    const timer = window.setTimeout(() => setPreparing(false), PREPARING_MS);
    return () => {
      mounted.current = false;
      window.clearTimeout(timer);
    };
  }, []);

  const today = localDay(new Date(), browserZone());
  const week = planWeek(weekOffset, browserZone());
  const plan: VisiblePlan | null | undefined = query.data;
  const readOnly = plan?.family?.read_only === true;
  const start = plan?.start_date ?? week.startDate;
  const end = plan?.end_date ?? week.endDate;
  const todayIndex = plan ? planDayIndex(plan.start_date, today) : null;
  const busy = generate.isPending || reuse.isPending;

  const changeWeek = (offset: number) => {
    setError(null);
    setWeekOffset(offset);
  };

  const onGenerate = async () => {
    setError(null);
    setJobProgress(undefined);
    const startedAt = Date.now();
    const showTimer = window.setTimeout(() => setOverlay("working"), OVERLAY_DELAY_MS);
    try {
      await generate.mutateAsync(weekOffset);
      window.clearTimeout(showTimer);
      setOverlay("done");
      await wait(Math.max(400, MIN_OVERLAY_MS - (Date.now() - startedAt)));
      focusPlan();
    } catch (e) {
      window.clearTimeout(showTimer);
      if (isUpgradeRequired(e)) setUpsell(t.upsellTriggers.plans);
      else setError(errorMessage(e, t.errors.generate));
    } finally {
      if (mounted.current) setOverlay("hidden");
    }
  };

  const onReuse = async () => {
    setError(null);
    try {
      await reuse.mutateAsync(weekOffset);
      focusPlan();
    } catch (e) {
      setError(errorMessage(e, t.errors.reuse));
    }
  };

  const onAdd = async (meal: PlannedMeal, key: string) => {
    setError(null);
    setAddingKey(key);
    try {
      setAdded(await addToToday.mutateAsync(meal));
    } catch (e) {
      if (isUpgradeRequired(e)) {
        setError(e.message);
        setUpsell(t.upsellTriggers.logging);
      } else {
        setError(t.errors.addToLog);
      }
    } finally {
      setAddingKey(null);
    }
  };

  const onChangeType = async (mealType: MealType) => {
    if (!added) return;
    try {
      setAdded(await changeType.mutateAsync({ id: added.id, mealType }));
    } catch (e) {
      setAdded(null);
      setError(errorMessage(e, t.errors.addToLog));
    }
  };

  const onRecipeLimit = useCallback((message: string) => {
    setRecipeMeal(null);
    setError(message);
    setUpsell(t.upsellTriggers.recipes);
  }, []);

  // a failed checkout start shows its banner instead of the upsell
  useEffect(() => {
    if (upgrade.error) setUpsell(null);
  }, [upgrade.error]);

  const showPreparing = query.isPending || (preparing && plan === null);

  return (
    <section aria-labelledby="page-title" className="space-y-5">
      <header className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h1 id="page-title" className="text-2xl font-bold tracking-tight text-gray-900 sm:text-3xl">
            {t.title}
          </h1>
          <p className="mt-1 text-gray-700">{t.subtitle}</p>
        </div>
        {plan && (
          <div className="flex flex-wrap gap-2">
            <Link to="/app/shopping-list" className={buttonClass({ variant: "secondary" })}>
              <ShoppingBasket aria-hidden="true" className="h-4 w-4" />
              {t.actions.shoppingList}
            </Link>
            {!readOnly && (
              <Button variant="secondary" onClick={onGenerate} loading={generate.isPending} disabled={busy}>
                {!generate.isPending && <RefreshCw aria-hidden="true" className="h-4 w-4" />}
                {t.actions.regenerate}
              </Button>
            )}
          </div>
        )}
      </header>

      <div
        id="plan-week"
        tabIndex={-1}
        className="rounded-2xl border border-gray-200 bg-white p-3 shadow-sm outline-none focus-visible:outline-2 focus-visible:outline-emerald-600 sm:p-4"
      >
        <WeekNavigator label={weekRangeLabel(start, end)} weekOffset={weekOffset} onChange={changeWeek} />
      </div>

      {error && (
        // sticky: an action deep in the week must not fail out of sight
        <div className="sticky top-20 z-30 shadow-sm">
          <Banner onDismiss={() => setError(null)}>{error}</Banner>
        </div>
      )}
      {upgrade.error && <Banner onDismiss={upgrade.reset}>{upgrade.error}</Banner>}
      {query.isError && <Banner>{errorMessage(query.error, t.errors.fetch)}</Banner>}

      {showPreparing && !query.isError ? (
        <div
          role="status"
          className="flex items-center justify-center gap-3 rounded-2xl bg-white py-16 text-gray-700 shadow-sm"
        >
          <Spinner decorative />
          {t.preparing}
        </div>
      ) : plan ? (
        <>
          {plan.family && (
            <Banner tone="info">{readOnly ? t.family.shared(plan.family.owner_name) : t.family.owner}</Banner>
          )}
          {plan.family?.needs_regeneration && (
            <Banner>
              {readOnly ? t.family.regenerateMember(plan.family.owner_name) : t.family.regenerateOwner}
            </Banner>
          )}
          <PlanSummary plan={plan} />
          <DayStrip days={planDays(plan.start_date)} todayIndex={todayIndex} />
          <div className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
            {planDays(plan.start_date).map((date, index) => (
              <DayCard
                key={date}
                date={date}
                day={plan.daily_plans[index]}
                isToday={todayIndex === index}
                addingKey={addingKey}
                onRecipe={setRecipeMeal}
                onAdd={onAdd}
              />
            ))}
          </div>
        </>
      ) : (
        !query.isError && (
          <div className="rounded-2xl border border-dashed border-emerald-300 bg-white px-6 py-12 text-center shadow-sm">
            <CalendarPlus aria-hidden="true" className="mx-auto h-12 w-12 text-emerald-600" />
            <h2 className="mt-3 text-lg font-semibold text-gray-900">{t.empty.title}</h2>
            <p className="mt-1 text-gray-700">{t.empty.text}</p>
            <div className="mt-6 flex flex-col justify-center gap-3 sm:flex-row">
              <Button onClick={onGenerate} loading={generate.isPending} disabled={busy} size="lg">
                {!generate.isPending && <CalendarPlus aria-hidden="true" className="h-5 w-5" />}
                {t.actions.generate}
              </Button>
              <Button
                variant="secondary"
                onClick={onReuse}
                loading={reuse.isPending}
                disabled={busy}
                size="lg"
              >
                {!reuse.isPending && <History aria-hidden="true" className="h-5 w-5" />}
                {t.actions.reuse}
              </Button>
            </div>
          </div>
        )
      )}

      {overlay !== "hidden" && <GeneratingOverlay done={overlay === "done"} progress={jobProgress} />}
      <RecipeModal meal={recipeMeal} onClose={() => setRecipeMeal(null)} onLimitReached={onRecipeLimit} />
      <AddedModal
        log={added}
        onClose={() => setAdded(null)}
        onChangeType={onChangeType}
        changing={changeType.isPending}
      />
      <UpsellModal
        open={upsell !== null}
        trigger={upsell ?? undefined}
        onClose={() => setUpsell(null)}
        onUpgrade={() => upgrade.upgrade("premium")}
        upgrading={upgrade.upgrading}
      />
    </section>
  );
}

function PlanSummary({ plan }: { plan: MealPlan }) {
  const n = messages.nutrients;
  const items = [
    { label: n.kcal, value: `${formatNutrient(plan.daily_caloric_intake)}`, strong: true },
    { label: n.protein, value: `${formatNutrient(plan.daily_total_protein_intake)} g` },
    { label: n.carbs, value: `${formatNutrient(plan.daily_total_carbs_intake)} g` },
    { label: n.fat, value: `${formatNutrient(plan.daily_total_fat_intake)} g` },
  ];
  return (
    <div className="flex flex-wrap items-center gap-x-6 gap-y-2 rounded-2xl bg-emerald-900 px-5 py-4 text-white shadow-sm">
      <div>
        <p className="text-xs font-semibold uppercase tracking-wide text-emerald-200">{t.summary.title}</p>
        <p className="text-sm text-emerald-100">{t.summary.mealsPerDay(plan.meals_per_day)}</p>
      </div>
      <dl className="flex flex-wrap gap-x-5 gap-y-1">
        {items.map((item) => (
          <div key={item.label} className="flex items-baseline gap-1.5">
            <dd
              className={
                item.strong ? "text-2xl font-bold tabular-nums" : "text-lg font-semibold tabular-nums"
              }
            >
              {item.value}
            </dd>
            <dt className="text-sm text-emerald-200">{item.label}</dt>
          </div>
        ))}
      </dl>
    </div>
  );
}
