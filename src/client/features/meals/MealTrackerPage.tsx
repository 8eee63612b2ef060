import { CopyPlus, ScanBarcode } from "lucide-react";
import { useEffect, useState } from "react";
import { Outlet, useNavigate } from "react-router";
import { addDays } from "../../../core/dates";
import type { MealType } from "../../../core/enums";
import type { MealLog, UpdateMealInput } from "../../../core/meal.schema";
import type { NutritionAnalysis } from "../../../core/nutrition.schema";
import { errorMessage, isUpgradeRequired } from "../../lib/api";
import { useUpgrade } from "../../lib/upgrade";
import { Banner } from "../../ui/Banner";
import { Button } from "../../ui/Button";
import { InlineAlert } from "../../ui/InlineAlert";
import { UpsellModal } from "../../ui/UpsellModal";
import { AnalysisReview } from "./AnalysisReview";
import {
  type AnalyzeRequest,
  type MealAnalysis,
  todayLocal,
  useAnalyzeMeal,
  useCreateMeal,
  useDayMeals,
  useDeleteMeal,
  useUpdateMeal,
  useUsageLeft,
} from "./api";
import { DateSwitcher, dayOf, dayOn } from "./DateSwitcher";
import { DeleteMealModal } from "./DeleteMealModal";
import { EditMealModal } from "./EditMealModal";
import { FoodSearch } from "./FoodSearch";
import { MealForm } from "./MealForm";
import { MealList } from "./MealList";
import { mealMessages as t } from "./messages";
import { QuickPicks } from "./QuickPicks";
import { mealKey, useCopyDay, useCopyMeal, useFavorites, useStarMeal, useUnstar } from "./quick-api";

interface Pending {
  analysis: MealAnalysis;
  mealType: MealType;
  description: string;
}

/** SPEC.md 'UPGRADE_REQUIRED: …' is shown without its prefix. */
const withoutPrefix = (message: string) => message.replace(/^UPGRADE_REQUIRED:\s*/, "");

/** The user's changes to the analysed items, or null when the estimate was logged as it came. */
export function editsOf(original: NutritionAnalysis, revised: NutritionAnalysis) {
  return JSON.stringify(original.items) === JSON.stringify(revised.items) ? null : { items: revised.items };
}

/** /app/meal-tracker (SPEC.md "Meal tracker" and "Meal logging flow"). */
export function MealTrackerPage() {
  const today = todayLocal();
  const [day, setDay] = useState(today);
  const isToday = day === today;
  const navigate = useNavigate();
  const meals = useDayMeals(day);
  const favorites = useFavorites();
  const star = useStarMeal();
  const unstar = useUnstar();
  const copyMeal = useCopyMeal();
  const copyDay = useCopyDay();
  const [searchKey, setSearchKey] = useState(0);
  const usage = useUsageLeft();
  const upgrade = useUpgrade();
  const analyze = useAnalyzeMeal();
  const create = useCreateMeal();
  const update = useUpdateMeal();
  const remove = useDeleteMeal();

  // Errors appear next to what caused them: the new-meal form, the review, or the page (issue 15 item 10).
  type At = "form" | "review" | "page" | "quick";
  const [error, setErrorState] = useState<{ message: string; at: At } | null>(null);
  const setError = (message: string | null, at: At = "page") =>
    setErrorState(message ? { message, at } : null);
  const [notice, setNotice] = useState<string | null>(null);
  const [upsell, setUpsell] = useState<{ open: boolean; trigger?: string }>({ open: false });
  const [pending, setPending] = useState<Pending | null>(null);
  const [formKey, setFormKey] = useState(0);
  const [editing, setEditing] = useState<MealLog | null>(null);
  const [editError, setEditError] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<MealLog | null>(null);
  // The photo the server kept without reading it (no vision model): the meal is read from the words
  // the user then writes, and the kept photo is attached to it instead of being sent again.
  const [unreadPhoto, setUnreadPhoto] = useState<{ file: File; photoId: string } | null>(null);

  // A checkout that could not start is explained in the page's banner, so the modal steps aside.
  useEffect(() => {
    if (upgrade.error) setUpsell({ open: false });
  }, [upgrade.error]);

  const showError = (cause: unknown, fallback: string, at: "form" | "review") => {
    if (isUpgradeRequired(cause)) {
      setUpsell({ open: true, trigger: cause.feature === "photo_analysis" ? t.photoTrigger : undefined });
      setError(withoutPrefix(cause.message), at);
      return;
    }
    setError(errorMessage(cause, fallback), at);
  };
  const errorAt = (at: At) =>
    error?.at === at ? <InlineAlert message={error.message} onDismiss={() => setError(null)} /> : null;

  const onAnalyze = (request: AnalyzeRequest) => {
    setError(null);
    setNotice(null);
    setPending(null);
    const kept = unreadPhoto && request.photo === unreadPhoto.file ? unreadPhoto : null;
    analyze.mutate(kept ? { ...request, photo: null } : request, {
      onSuccess: (result) => {
        if ("needs_description" in result) {
          if (request.photo) setUnreadPhoto({ file: request.photo, photoId: result.photo_id });
          return;
        }
        setPending({
          analysis: kept ? { ...result, photo_id: kept.photoId } : result,
          mealType: request.mealType,
          description: request.description || result.description,
        });
      },
      onError: (cause) => showError(cause, t.errors.analyze, "form"),
    });
  };

  const onSave = (revised: NutritionAnalysis) => {
    if (!pending) return;
    setError(null);
    create.mutate(
      {
        meal_type: pending.mealType,
        description: pending.description,
        photo_id: pending.analysis.photo_id ?? null,
        calories: revised.calories,
        protein: revised.protein,
        carbs: revised.carbs,
        fat: revised.fat,
        sugar: revised.sugar,
        fiber: revised.fiber,
        salt: revised.salt,
        // The full result as the engine or provider gave it, and the user's changes beside it.
        ai_analysis: pending.analysis,
        ai_edits: editsOf(pending.analysis, revised),
        ...(isToday ? {} : { day }),
      },
      {
        onSuccess: () => {
          setPending(null);
          setUnreadPhoto(null);
          setFormKey((k) => k + 1);
          setNotice(savedNotice());
        },
        onError: (cause) => showError(cause, t.errors.save, "review"),
      },
    );
  };

  const onEdit = (meal: MealLog, changes: UpdateMealInput) => {
    setEditError(null);
    update.mutate(
      { id: meal.id, changes },
      {
        onSuccess: () => setEditing(null),
        onError: (cause) => setEditError(errorMessage(cause, t.errors.update)),
      },
    );
  };

  const onDelete = (meal: MealLog) => {
    remove.mutate(meal, {
      onSuccess: () => setDeleting(null),
      onError: (cause) => {
        setDeleting(null);
        setError(errorMessage(cause, t.errors.delete));
      },
    });
  };

  const savedNotice = () => (isToday ? t.review.saved : t.quick.savedOn(dayOf(day, today)));

  /** A meal logged from the search, a recent or a favourite. */
  const onQuickSaved = () => {
    setError(null);
    setUnreadPhoto(null);
    setFormKey((k) => k + 1);
    setSearchKey((k) => k + 1);
    setNotice(savedNotice());
  };

  const favoriteByKey = new Map((favorites.data ?? []).map((f) => [mealKey(f), f]));
  const onToggleStar = (meal: MealLog) => {
    const favorite = favoriteByKey.get(mealKey(meal));
    const onError = (cause: unknown) => setError(errorMessage(cause, t.quick.errors.favorite));
    if (favorite) unstar.mutate(favorite, { onError });
    else star.mutate({ meal }, { onError });
  };

  const onCopyToToday = (meal: MealLog) => {
    setNotice(null);
    copyMeal.mutate(
      { id: meal.id, mealType: meal.meal_type },
      {
        onSuccess: () => setNotice(t.quick.copiedToToday),
        onError: (cause) => setError(errorMessage(cause, t.quick.errors.copy)),
      },
    );
  };

  const onCopyYesterday = () => {
    setNotice(null);
    setError(null);
    copyDay.mutate(
      { from: addDays(today, -1) },
      {
        onSuccess: (result) => setNotice(t.quick.copiedYesterday(result.copied.length)),
        onError: (cause) => setError(errorMessage(cause, t.quick.errors.copy), "quick"),
      },
    );
  };

  const listError = meals.isError ? errorMessage(meals.error, t.errors.fetchMeals) : null;
  const count = meals.data?.length ?? 0;

  return (
    <section aria-labelledby="page-title" className="space-y-6">
      <header>
        <h1 id="page-title" className="text-2xl font-bold tracking-tight text-gray-900 sm:text-3xl">
          {t.title}
        </h1>
        <p className="mt-1 text-gray-700">{t.subtitle}</p>
        <div className="mt-4 max-w-md">
          <DateSwitcher day={day} today={today} onChange={setDay} />
        </div>
        {!isToday && <p className="mt-2 text-sm text-amber-900">{t.day.pastNote(dayOf(day, today))}</p>}
      </header>
      <Outlet context={{ day }} />

      {errorAt("page")}
      {upgrade.error && <Banner onDismiss={upgrade.reset}>{upgrade.error}</Banner>}
      {notice && (
        <Banner tone="success" onDismiss={() => setNotice(null)}>
          {notice}
        </Banner>
      )}

      <div className="grid grid-cols-1 items-start gap-6 lg:grid-cols-[minmax(0,5fr)_minmax(0,6fr)]">
        <div className="min-w-0 space-y-4">
          <section
            aria-labelledby="quick-title"
            className="rounded-2xl border border-gray-200 bg-white p-4 shadow-sm sm:p-6"
          >
            <div className="mb-4 flex flex-wrap items-center justify-between gap-2">
              <h2 id="quick-title" className="text-lg font-semibold text-gray-900">
                {t.quick.heading}
              </h2>
              {/* Quick actions: "Copiar el día de ayer" here; the barcode scan adds its button beside it. */}
              <div className="flex flex-wrap gap-2" data-quick-actions="">
                {/* The barcode sheet is the child route "escanear", rendered by the Outlet with the day shown. */}
                <Button variant="secondary" size="sm" onClick={() => navigate("escanear")}>
                  <ScanBarcode aria-hidden="true" className="h-4 w-4" />
                  {t.scanBarcode}
                </Button>
                {isToday && (
                  <Button variant="secondary" size="sm" onClick={onCopyYesterday} loading={copyDay.isPending}>
                    {!copyDay.isPending && <CopyPlus aria-hidden="true" className="h-4 w-4" />}
                    {t.quick.copyYesterday}
                  </Button>
                )}
              </div>
            </div>
            <FoodSearch
              key={`search-${searchKey}`}
              day={day}
              onSaved={onQuickSaved}
              onError={(message) => setError(message, "quick")}
            />
            {error?.at === "quick" && <div className="mt-4">{errorAt("quick")}</div>}
            <section aria-labelledby="quick-picks-title" className="mt-5 border-t border-gray-100 pt-4">
              <h3 id="quick-picks-title" className="mb-3 text-base font-semibold text-gray-900">
                {t.quick.tabsLabel}
              </h3>
              <QuickPicks
                day={day}
                onLogged={onQuickSaved}
                onError={(message) => setError(message, "quick")}
              />
            </section>
          </section>
          <section
            aria-labelledby="new-meal-title"
            className="rounded-2xl border border-gray-200 bg-white p-4 shadow-sm sm:p-6"
          >
            <h2 id="new-meal-title" className="mb-4 text-lg font-semibold text-gray-900">
              {t.form.heading}
            </h2>
            <MealForm
              key={formKey}
              busy={analyze.isPending}
              photosLeft={usage.data?.photo_analysis}
              onAnalyze={onAnalyze}
              onPhotoBlocked={() => setUpsell({ open: true, trigger: t.photoTrigger })}
              onError={(message) => setError(message, "form")}
              unreadPhoto={unreadPhoto?.file}
              unreadPhotoSearch={(mealType) =>
                unreadPhoto && (
                  <FoodSearch
                    day={day}
                    photoId={unreadPhoto.photoId}
                    mealType={mealType}
                    onSaved={onQuickSaved}
                    onError={(message) => setError(message, "form")}
                  />
                )
              }
            />
            {error?.at === "form" && <div className="mt-4">{errorAt("form")}</div>}
          </section>
          {pending && (
            <AnalysisReview
              key={`${pending.analysis.description}-${pending.analysis.photo_id ?? ""}`}
              analysis={pending.analysis}
              mealType={pending.mealType}
              saving={create.isPending}
              onSave={onSave}
              onDiscard={() => setPending(null)}
            />
          )}
          {errorAt("review")}
        </div>

        <div className="min-w-0 space-y-6">
          <section aria-labelledby="today-title" className="space-y-3">
            <div className="flex items-baseline justify-between gap-2">
              <h2 id="today-title" className="text-lg font-semibold text-gray-900">
                {isToday ? t.list.heading : t.day.listHeading(dayOf(day, today))}
              </h2>
              {count > 0 && <span className="text-sm text-gray-600">{t.list.count(count)}</span>}
            </div>
            {listError && <Banner>{listError}</Banner>}
            <MealList
              meals={meals.data}
              loading={meals.isPending}
              onEdit={(meal) => {
                setEditError(null);
                setEditing(meal);
              }}
              onDelete={setDeleting}
              isStarred={(meal) => favoriteByKey.has(mealKey(meal))}
              onToggleStar={onToggleStar}
              onCopyToToday={isToday ? undefined : onCopyToToday}
              emptyText={isToday ? undefined : t.day.listEmpty(dayOn(day, today))}
            />
          </section>
        </div>
      </div>

      <EditMealModal
        meal={editing}
        saving={update.isPending}
        error={editError}
        onCancel={() => setEditing(null)}
        onSave={onEdit}
      />
      <DeleteMealModal
        meal={deleting}
        deleting={remove.isPending}
        onCancel={() => setDeleting(null)}
        onConfirm={onDelete}
      />
      <UpsellModal
        open={upsell.open}
        trigger={upsell.trigger}
        onClose={() => setUpsell({ open: false })}
        onUpgrade={() => upgrade.upgrade("premium")}
        upgrading={upgrade.upgrading}
      />
    </section>
  );
}
