import { ChevronLeft, ChevronRight } from "lucide-react";
import { cx } from "../../ui/cx";
import { planMessages as t } from "./messages";

const arrow =
  "inline-flex h-11 w-11 shrink-0 items-center justify-center rounded-xl border border-gray-200 bg-white text-gray-700 " +
  "shadow-sm hover:bg-gray-50 active:bg-gray-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-emerald-600 " +
  "disabled:opacity-50";

/** Previous / next week arrows around the 'd MMMM al d MMMM' label (SPEC.md "Meal plans"). */
export function WeekNavigator({
  label,
  weekOffset,
  onChange,
  disabled,
}: {
  label: string;
  weekOffset: number;
  onChange: (offset: number) => void;
  disabled?: boolean;
}) {
  return (
    <nav aria-label={t.week.label} className="flex items-center gap-3">
      <button
        type="button"
        className={arrow}
        onClick={() => onChange(weekOffset - 1)}
        aria-label={t.week.previous}
        disabled={disabled}
      >
        <ChevronLeft aria-hidden="true" className="h-5 w-5" />
      </button>
      <div className="min-w-0 flex-1 text-center">
        <p className="text-xs font-semibold uppercase tracking-wide text-emerald-700">
          {t.week.relative(weekOffset)}
        </p>
        <p
          aria-live="polite"
          className="text-balance text-base font-semibold text-gray-900 sm:text-lg"
          data-testid="week-label"
        >
          {label}
        </p>
        {weekOffset !== 0 && (
          <button
            type="button"
            onClick={() => onChange(0)}
            className={cx(
              "mt-0.5 rounded px-2 py-1 text-xs font-medium text-emerald-800 underline underline-offset-2 hover:text-emerald-900",
              "focus-visible:outline-2 focus-visible:outline-emerald-600",
            )}
          >
            {t.week.backToThis}
          </button>
        )}
      </div>
      <button
        type="button"
        className={arrow}
        onClick={() => onChange(weekOffset + 1)}
        aria-label={t.week.next}
        disabled={disabled}
      >
        <ChevronRight aria-hidden="true" className="h-5 w-5" />
      </button>
    </nav>
  );
}
