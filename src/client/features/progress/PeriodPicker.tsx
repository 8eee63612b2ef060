import { Lock } from "lucide-react";
import { cx } from "../../ui/cx";

/** A row of period buttons (aria-pressed); locked ones show a padlock and call onLocked instead. */
export function PeriodPicker<P extends number>({
  label,
  periods,
  labels,
  value,
  onChange,
  locked = [],
  onLocked,
}: {
  label: string;
  periods: readonly P[];
  labels: Record<number, string>;
  value: P;
  onChange: (p: P) => void;
  locked?: readonly P[];
  onLocked?: () => void;
}) {
  return (
    <fieldset className="inline-flex rounded-xl border-0 bg-gray-100 p-1">
      <legend className="sr-only">{label}</legend>
      {periods.map((p) => {
        const isLocked = locked.includes(p);
        return (
          <button
            key={p}
            type="button"
            aria-pressed={p === value}
            onClick={() => (isLocked ? onLocked?.() : onChange(p))}
            className={cx(
              "inline-flex items-center gap-1 rounded-lg px-3 py-1.5 text-sm font-medium",
              "focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-emerald-600",
              p === value ? "bg-white text-emerald-800 shadow-sm" : "text-gray-700 hover:text-gray-900",
            )}
          >
            {isLocked && <Lock aria-hidden="true" className="h-3 w-3" />}
            {labels[p]}
          </button>
        );
      })}
    </fieldset>
  );
}
