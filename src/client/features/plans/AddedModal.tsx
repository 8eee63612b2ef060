import { CheckCircle2 } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { Link } from "react-router";
import { MEAL_TYPE_LABELS, MEAL_TYPES, type MealType } from "../../../core/enums";
import type { MealLog } from "../../../core/meal.schema";
import { buttonClass } from "../../ui/Button";
import { cx } from "../../ui/cx";
import { Modal } from "../../ui/Modal";
import { celebrate } from "./confetti";
import { planMessages as t } from "./messages";

/** SPEC.md section 9: the success modal closes after 2.5 s. */
export const SUCCESS_CLOSE_MS = 2500;

/**
 * '¡Éxito!' after 'Añadir a hoy', with confetti. The meal is logged as breakfast (the spec's rule);
 * the user may say it was another meal of the day, which restarts the 2.5 s close timer
 * (docs/decisions/0008). Using the keyboard inside it keeps it open (a hover does not: Chrome
 * reports one when the dialog appears under a resting pointer, which would break the 2.5 s rule).
 */
export function AddedModal({
  log,
  onClose,
  onChangeType,
  changing,
}: {
  log: MealLog | null;
  onClose: () => void;
  onChangeType: (mealType: MealType) => void;
  changing: boolean;
}) {
  const timer = useRef<number | undefined>(undefined);
  const [engaged, setEngaged] = useState(false);
  const onCloseRef = useRef(onClose);
  onCloseRef.current = onClose;
  const open = log !== null;
  const logId = log?.id;
  const mealType = log?.meal_type;

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new entry or a new type restarts the countdown
  useEffect(() => {
    if (!open) return;
    setEngaged(false);
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(() => onCloseRef.current(), SUCCESS_CLOSE_MS);
    return () => window.clearTimeout(timer.current);
  }, [open, logId, mealType]);

  useEffect(() => {
    if (!open || !logId) return;
    return celebrate();
  }, [open, logId]);

  const hold = () => {
    if (engaged) return;
    setEngaged(true);
    window.clearTimeout(timer.current);
  };

  return (
    <Modal open={open} onClose={onClose} title={t.added.title} size="sm">
      {/* biome-ignore lint/a11y/noStaticElementInteractions: keyboard use only pauses the auto-close */}
      <div onKeyDown={hold} className="text-center">
        <CheckCircle2 aria-hidden="true" className="mx-auto h-12 w-12 text-emerald-600" />
        <p role="status" className="mt-2 text-base font-semibold text-gray-900">
          {t.added.text}
        </p>
        {log && (
          <p className="mt-1 text-sm text-gray-700">
            {t.added.loggedAs}{" "}
            <strong className="font-semibold text-gray-900">{MEAL_TYPE_LABELS[log.meal_type]}</strong>
          </p>
        )}
        <fieldset className="mt-4" disabled={changing}>
          <legend className="mx-auto text-xs font-medium text-gray-600">{t.added.change}</legend>
          <div className="mt-2 flex flex-wrap justify-center gap-1.5">
            {MEAL_TYPES.map((type) => {
              const current = log?.meal_type === type;
              return (
                <button
                  key={type}
                  type="button"
                  aria-pressed={current}
                  onClick={() => !current && onChangeType(type)}
                  className={cx(
                    "rounded-full px-3 py-1.5 text-sm font-medium ring-1 ring-inset transition-colors",
                    "focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-emerald-600",
                    current
                      ? "bg-emerald-700 text-white ring-emerald-700"
                      : "bg-white text-gray-800 ring-gray-300 hover:bg-gray-50",
                  )}
                >
                  {MEAL_TYPE_LABELS[type]}
                </button>
              );
            })}
          </div>
        </fieldset>
        <Link
          to="/app/meal-tracker"
          className={buttonClass({ variant: "ghost", size: "sm", className: "mt-4 text-emerald-800" })}
        >
          {t.added.viewTracker}
        </Link>
      </div>
    </Modal>
  );
}
