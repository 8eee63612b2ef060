import { useId } from "react";

/** A labelled on/off choice (a plain checkbox), big enough for a thumb. */
export function Toggle({
  label,
  hint,
  checked,
  disabled,
  onChange,
}: {
  label: string;
  hint?: string;
  checked: boolean;
  disabled?: boolean;
  onChange: (next: boolean) => void;
}) {
  const hintId = useId();
  return (
    <label className="flex min-h-11 cursor-pointer items-start gap-3 rounded-xl px-1 py-1.5 has-disabled:cursor-not-allowed has-disabled:opacity-60">
      <input
        type="checkbox"
        className="mt-0.5 h-5 w-5 shrink-0 accent-emerald-700"
        checked={checked}
        disabled={disabled}
        aria-describedby={hint ? hintId : undefined}
        onChange={(e) => onChange(e.target.checked)}
      />
      <span className="min-w-0">
        <span className="block text-sm font-medium text-gray-900">{label}</span>
        {hint && (
          <span id={hintId} className="block text-xs text-gray-600">
            {hint}
          </span>
        )}
      </span>
    </label>
  );
}
