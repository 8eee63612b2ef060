import { cx } from "./cx";
import { messages } from "./messages";

const sizes = { sm: "h-4 w-4 border-2", md: "h-8 w-8 border-[3px]", lg: "h-12 w-12 border-4" } as const;

export interface SpinnerProps {
  size?: keyof typeof sizes;
  /** Text for screen readers; defaults to 'Cargando…'. */
  label?: string;
  /** Inside a button that already says what is happening. */
  decorative?: boolean;
  className?: string;
}

export function Spinner({
  size = "md",
  label = messages.loading,
  decorative = false,
  className,
}: SpinnerProps) {
  const circle = (
    <span
      aria-hidden="true"
      className={cx(
        "inline-block animate-spin rounded-full border-current border-t-transparent",
        sizes[size],
      )}
    />
  );
  if (decorative) return <span className={cx("inline-flex", className)}>{circle}</span>;
  return (
    <span role="status" className={cx("inline-flex items-center text-emerald-700", className)}>
      {circle}
      <span className="sr-only">{label}</span>
    </span>
  );
}

/** A spinner centred in the page while something essential loads. */
export function PageSpinner({ label }: { label?: string }) {
  return (
    <div className="flex min-h-[50vh] flex-1 items-center justify-center py-16">
      <Spinner size="lg" label={label} />
    </div>
  );
}
