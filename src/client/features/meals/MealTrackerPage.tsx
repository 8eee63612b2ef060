import { useEffect, useState } from "react";
import type { MealType } from "../../../core/enums";
import type { MealLog, UpdateMealInput } from "../../../core/meal.schema";
import type { NutritionAnalysis } from "../../../core/nutrition.schema";
import { errorMessage, isUpgradeRequired } from "../../lib/api";
import { useUpgrade } from "../../lib/upgrade";
import { Banner } from "../../ui/Banner";
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
import { DeleteMealModal } from "./DeleteMealModal";
import { EditMealModal } from "./EditMealModal";
import { MealForm } from "./MealForm";
import { MealList } from "./MealList";
import { mealMessages as t } from "./messages";

interface Pending {
  analysis: MealAnalysis;
  mealType: MealType;
  description: string;
}

/** SPEC.md 'UPGRADE_REQUIRED: …' is shown without its prefix. */
const withoutPrefix = (message: string) => message.replace(/^UPGRADE_REQUIRED:\s*/, "");

/** /app/meal-tracker (SPEC.md "Meal tracker" and "Meal logging flow"). */
export function MealTrackerPage() {
  const [day] = useState(todayLocal);
  const meals = useDayMeals(day);
  const usage = useUsageLeft();
  const upgrade = useUpgrade();
  const analyze = useAnalyzeMeal();
  const create = useCreateMeal();
  const update = useUpdateMeal();
  const remove = useDeleteMeal();

  const [error, setError] = useState<string | null>(null);
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

  const showError = (cause: unknown, fallback: string) => {
    if (isUpgradeRequired(cause)) {
      setUpsell({ open: true, trigger: cause.feature === "photo_analysis" ? t.photoTrigger : undefined });
      setError(withoutPrefix(cause.message));
      return;
    }
    setError(errorMessage(cause, fallback));
  };

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
      onError: (cause) => showError(cause, t.errors.analyze),
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
        ai_analysis: revised,
      },
      {
        onSuccess: () => {
          setPending(null);
          setUnreadPhoto(null);
          setFormKey((k) => k + 1);
          setNotice(t.review.saved);
        },
        onError: (cause) => showError(cause, t.errors.save),
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

  const listError = meals.isError ? errorMessage(meals.error, t.errors.fetchMeals) : null;
  const count = meals.data?.length ?? 0;

  return (
    <section aria-labelledby="page-title" className="space-y-6">
      <header>
        <h1 id="page-title" className="text-2xl font-bold tracking-tight text-gray-900 sm:text-3xl">
          {t.title}
        </h1>
        <p className="mt-1 text-gray-700">{t.subtitle}</p>
      </header>

      {error && <Banner onDismiss={() => setError(null)}>{error}</Banner>}
      {upgrade.error && <Banner onDismiss={upgrade.reset}>{upgrade.error}</Banner>}
      {notice && (
        <Banner tone="success" onDismiss={() => setNotice(null)}>
          {notice}
        </Banner>
      )}

      <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,5fr)_minmax(0,6fr)]">
        <div className="space-y-4">
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
              onError={setError}
              unreadPhoto={unreadPhoto?.file}
            />
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
        </div>

        <section aria-labelledby="today-title" className="space-y-3">
          <div className="flex items-baseline justify-between gap-2">
            <h2 id="today-title" className="text-lg font-semibold text-gray-900">
              {t.list.heading}
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
          />
        </section>
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
