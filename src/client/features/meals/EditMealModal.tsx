import "../../../core/zod-locale";
import { zodResolver } from "@hookform/resolvers/zod";
import { useEffect, useId } from "react";
import { useForm } from "react-hook-form";
import type { z } from "zod";
import { MEAL_TYPE_LABELS, MEAL_TYPES, mealTypeSchema } from "../../../core/enums";
import { descriptionSchema, type MealLog, type UpdateMealInput } from "../../../core/meal.schema";
import { NUTRIENT_KEYS, nutrientsSchema } from "../../../core/nutrients";
import { Banner } from "../../ui/Banner";
import { Button } from "../../ui/Button";
import { cx } from "../../ui/cx";
import { Modal } from "../../ui/Modal";
import { mealMessages as t } from "./messages";

const editSchema = nutrientsSchema.extend({ meal_type: mealTypeSchema, description: descriptionSchema });
type EditInput = z.input<typeof editSchema>;

const fieldClass = (invalid: boolean) =>
  cx(
    "mt-1 block w-full rounded-xl border bg-white px-3 py-2 text-base text-gray-900 shadow-sm focus:outline-none focus:ring-2 sm:text-sm",
    invalid
      ? "border-red-400 focus:border-red-500 focus:ring-red-200"
      : "border-gray-300 focus:border-emerald-600 focus:ring-emerald-100",
  );

function valuesOf(meal: MealLog): EditInput {
  return {
    meal_type: meal.meal_type,
    description: meal.description,
    calories: meal.calories,
    protein: meal.protein,
    carbs: meal.carbs,
    fat: meal.fat,
    sugar: meal.sugar,
    fiber: meal.fiber,
    salt: meal.salt,
  };
}

/** SPEC.md "Edit modal": type, description and the seven numbers (minimum 0). */
export function EditMealModal({
  meal,
  saving,
  error,
  onCancel,
  onSave,
}: {
  meal: MealLog | null;
  saving: boolean;
  error: string | null;
  onCancel: () => void;
  onSave: (meal: MealLog, changes: UpdateMealInput) => void;
}) {
  const formId = useId();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<EditInput, unknown, z.output<typeof editSchema>>({ resolver: zodResolver(editSchema) });

  useEffect(() => {
    if (meal) reset(valuesOf(meal));
  }, [meal, reset]);

  return (
    <Modal
      open={meal !== null}
      onClose={onCancel}
      title={t.edit.title}
      footer={
        <>
          <Button variant="ghost" onClick={onCancel} disabled={saving}>
            {t.edit.cancel}
          </Button>
          <Button type="submit" form={formId} loading={saving}>
            {saving ? t.edit.saving : t.edit.save}
          </Button>
        </>
      }
    >
      {meal && (
        <form
          id={formId}
          noValidate
          onSubmit={handleSubmit((values) => onSave(meal, values))}
          className="space-y-4"
        >
          {error && <Banner>{error}</Banner>}
          <div>
            <label htmlFor={`${formId}-type`} className="block text-sm font-medium text-gray-800">
              {t.form.mealType}
            </label>
            <select
              id={`${formId}-type`}
              className={fieldClass(!!errors.meal_type)}
              {...register("meal_type")}
            >
              {MEAL_TYPES.map((type) => (
                <option key={type} value={type}>
                  {MEAL_TYPE_LABELS[type]}
                </option>
              ))}
            </select>
          </div>
          <div>
            <label htmlFor={`${formId}-description`} className="block text-sm font-medium text-gray-800">
              {t.form.description}
            </label>
            <textarea
              id={`${formId}-description`}
              rows={2}
              maxLength={2000}
              aria-invalid={errors.description ? true : undefined}
              aria-describedby={errors.description ? `${formId}-description-error` : undefined}
              className={fieldClass(!!errors.description)}
              {...register("description")}
            />
            {errors.description && (
              <p id={`${formId}-description-error`} className="mt-1 text-xs font-medium text-red-700">
                {errors.description.message}
              </p>
            )}
          </div>
          <div className="grid grid-cols-2 gap-3 sm:grid-cols-3">
            {NUTRIENT_KEYS.map((key) => {
              const id = `${formId}-${key}`;
              const fieldError = errors[key]?.message;
              return (
                <div key={key}>
                  <label htmlFor={id} className="block text-sm font-medium text-gray-800">
                    {t.nutrients[key]}
                  </label>
                  <input
                    id={id}
                    type="number"
                    inputMode="decimal"
                    min={0}
                    step="any"
                    aria-invalid={fieldError ? true : undefined}
                    aria-describedby={fieldError ? `${id}-error` : undefined}
                    className={cx(fieldClass(!!fieldError), "tabular-nums")}
                    {...register(key)}
                  />
                  {fieldError && (
                    <p id={`${id}-error`} className="mt-1 text-xs font-medium text-red-700">
                      {fieldError}
                    </p>
                  )}
                </div>
              );
            })}
          </div>
        </form>
      )}
    </Modal>
  );
}
