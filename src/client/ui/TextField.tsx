import { type InputHTMLAttributes, type ReactNode, type Ref, useId } from "react";
import { cx } from "./cx";

export interface TextFieldProps extends InputHTMLAttributes<HTMLInputElement> {
  label: string;
  /** Validation message shown under the input and announced with it. */
  error?: string;
  hint?: ReactNode;
  icon?: ReactNode;
  ref?: Ref<HTMLInputElement>;
}

/** A labelled input whose hint and error are tied to it with aria-describedby. */
export function TextField({ label, error, hint, icon, id, className, ref, ...inputProps }: TextFieldProps) {
  const autoId = useId();
  const inputId = id ?? autoId;
  const hintId = `${inputId}-hint`;
  const errorId = `${inputId}-error`;
  const describedBy =
    [hint && !error ? hintId : null, error ? errorId : null].filter(Boolean).join(" ") || undefined;

  return (
    <div className={className}>
      <label htmlFor={inputId} className="block text-sm font-medium text-gray-800">
        {label}
      </label>
      <div className="relative mt-1.5">
        {icon && (
          <span
            className="pointer-events-none absolute inset-y-0 left-3 flex items-center text-gray-500"
            aria-hidden="true"
          >
            {icon}
          </span>
        )}
        <input
          ref={ref}
          id={inputId}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          className={cx(
            "block w-full rounded-xl border bg-white px-3.5 py-2.5 text-base text-gray-900 shadow-sm transition-colors sm:text-sm",
            "placeholder:text-gray-500 focus:outline-none focus:ring-2",
            icon ? "pl-10" : undefined,
            error
              ? "border-red-400 focus:border-red-500 focus:ring-red-200"
              : "border-gray-300 focus:border-emerald-600 focus:ring-emerald-100",
          )}
          {...inputProps}
        />
      </div>
      {hint && !error && (
        <p id={hintId} className="mt-1.5 text-xs text-gray-600">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="mt-1.5 text-xs font-medium text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}
