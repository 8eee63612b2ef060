import { BookOpen, Info, Plus, Scale, Users } from "lucide-react";
import { MEAL_TYPE_LABELS } from "../../../core/enums";
import { householdLine } from "../../../core/household";
import type { DayPlan, PlannedMeal } from "../../../core/plan.schema";
import { dayTotals } from "../../../core/plan-validation";
import { dayCardLabels } from "../../../core/week";
import { Button } from "../../ui/Button";
import { cx } from "../../ui/cx";
import { formatNutrient } from "../../ui/NutrientChip";
import { NutrientChips } from "../../ui/NutrientChips";
import { planMessages as t } from "./messages";
import { plateGrams, roundGrams } from "./plate";

export interface DayCardProps {
  date: string;
  day: DayPlan | undefined;
  isToday: boolean;
  addingKey: string | null;
  onRecipe: (meal: PlannedMeal) => void;
  onAdd: (meal: PlannedMeal, key: string) => void;
}

/** One day of the plan: its meals with chips, 'Ver receta' and 'Añadir a hoy' (SPEC.md "Meal plans"). */
export function DayCard({ date, day, isToday, addingKey, onRecipe, onAdd }: DayCardProps) {
  const { weekday, date: dateLabel } = dayCardLabels(date);
  const headingId = `day-${date}`;
  const meals = day?.meals ?? [];
  const total = day ? dayTotals(day).calories : 0;
  const notes = day?.notes ?? [];
  return (
    <article
      aria-labelledby={headingId}
      id={`card-${date}`}
      tabIndex={-1}
      aria-current={isToday ? "date" : undefined}
      className={cx(
        "flex scroll-mt-24 flex-col rounded-2xl border bg-white shadow-sm outline-none focus-visible:outline-2 focus-visible:outline-emerald-600",
        isToday ? "border-emerald-500 ring-2 ring-emerald-500/30" : "border-gray-200",
      )}
    >
      <header
        className={cx(
          "flex items-center justify-between gap-3 rounded-t-2xl px-4 py-3",
          isToday ? "bg-emerald-50" : "border-b border-gray-100",
        )}
      >
        <h2 id={headingId} className="min-w-0">
          <span className="block text-base font-bold text-gray-900">{weekday}</span>
          <span className="block text-sm text-gray-600">{dateLabel}</span>
        </h2>
        <div className="flex shrink-0 items-center gap-2">
          {meals.length > 0 && (
            <span className="whitespace-nowrap text-sm font-semibold tabular-nums text-gray-700">
              {formatNutrient(Math.round(total))} kcal
            </span>
          )}
          {isToday && (
            <span className="rounded-full bg-emerald-700 px-2.5 py-0.5 text-xs font-semibold text-white">
              {t.today}
            </span>
          )}
        </div>
      </header>
      {notes.length > 0 && (
        <section
          aria-label={t.notes.title}
          className="mx-4 mt-3 flex gap-2 rounded-xl border border-sky-200 bg-sky-50 px-3 py-2.5 text-sm text-sky-950"
        >
          <Info aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0 text-sky-700" />
          <ul className="space-y-1">
            {notes.map((note) => (
              <li key={note}>{note}</li>
            ))}
          </ul>
        </section>
      )}
      {meals.length === 0 ? (
        <p className="px-4 py-6 text-sm text-gray-600">{t.empty.day}</p>
      ) : (
        <ul className="divide-y divide-gray-100">
          {meals.map((meal, index) => {
            const key = `${date}-${index}`;
            return (
              <li key={key} className="space-y-2 px-4 py-4">
                <div>
                  <p className="text-xs font-semibold uppercase tracking-wide text-emerald-700">
                    {meal.meal_type ? MEAL_TYPE_LABELS[meal.meal_type] : t.mealNumber(index + 1)}
                  </p>
                  <h3 className="font-semibold text-gray-900">{meal.name}</h3>
                  {/* a plate without sides is described by its name alone: say it once */}
                  {meal.description !== meal.name && (
                    <p className="text-sm leading-relaxed text-gray-700">{meal.description}</p>
                  )}
                  <PlateDetails meal={meal} />
                  <HouseholdPortions meal={meal} />
                </div>
                <NutrientChips value={meal} />
                <div className="flex flex-wrap gap-2 pt-1">
                  <Button size="sm" variant="secondary" onClick={() => onRecipe(meal)}>
                    <BookOpen aria-hidden="true" className="h-4 w-4" />
                    {t.actions.recipe}
                    <span className="sr-only">: {meal.name}</span>
                  </Button>
                  <Button
                    size="sm"
                    variant="ghost"
                    className="border border-gray-200"
                    loading={addingKey === key}
                    disabled={addingKey !== null && addingKey !== key}
                    onClick={() => onAdd(meal, key)}
                  >
                    {addingKey !== key && <Plus aria-hidden="true" className="h-4 w-4" />}
                    {addingKey === key ? t.actions.adding : t.actions.addToToday}
                    <span className="sr-only">: {meal.name}</span>
                  </Button>
                </div>
              </li>
            );
          })}
        </ul>
      )}
    </article>
  );
}

/** The plate's total weight and its sides: "unos 620 g · + pan (40 g), naranja (150 g)". */
function PlateDetails({ meal }: { meal: PlannedMeal }) {
  const sides = meal.items ?? [];
  const grams = plateGrams(meal);
  if (grams == null && sides.length === 0) return null;
  return (
    <p className="mt-1 flex flex-wrap items-baseline gap-x-2 gap-y-0.5 text-sm text-gray-700">
      {grams != null && (
        <span className="inline-flex items-center gap-1 whitespace-nowrap font-medium text-gray-800">
          <Scale aria-hidden="true" className="h-3.5 w-3.5 self-center text-emerald-700" />
          <span className="sr-only">{t.plate.weightLabel}: </span>
          <span data-testid="plate-grams">{t.plate.weight(formatNutrient(roundGrams(grams)))}</span>
        </span>
      )}
      {sides.length > 0 && (
        <span data-testid="plate-sides">
          <span className="sr-only">{t.plate.sidesLabel}: </span>
          <span aria-hidden="true">+ </span>
          {sides.map((item) => t.plate.side(item.name, formatNutrient(roundGrams(item.grams)))).join(", ")}
        </span>
      )}
    </p>
  );
}

/** Family menus (issue 18): "Para 3: Ana 1 ración, Luis 1,5, Marta 0,75". */
function HouseholdPortions({ meal }: { meal: PlannedMeal }) {
  if (!meal.household?.length) return null;
  return (
    <p
      data-testid="household-line"
      className="mt-1 flex items-start gap-1.5 text-sm font-medium text-emerald-900"
    >
      <Users aria-hidden="true" className="mt-0.5 h-3.5 w-3.5 shrink-0 text-emerald-700" />
      <span className="sr-only">{t.family.portionsLabel}: </span>
      <span>{householdLine(meal.household)}</span>
    </p>
  );
}
