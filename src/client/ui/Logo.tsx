import { cx } from "./cx";
import { messages } from "./messages";

/** The brand mark (a leaf in a bowl) with the name; decorative mark, the name is the text. */
export function Logo({ className, showName = true }: { className?: string; showName?: boolean }) {
  return (
    <span className={cx("inline-flex items-center gap-2 font-bold tracking-tight text-gray-900", className)}>
      <LogoMark className="h-8 w-8" />
      {showName && <span className="text-xl">{messages.brand}</span>}
    </span>
  );
}

export function LogoMark({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 32 32" aria-hidden="true" className={className}>
      <rect width="32" height="32" rx="9" fill="#047857" />
      <path d="M7 16h18a9 9 0 0 1-18 0Z" fill="#fff" />
      <path d="M16.5 14.5c0-4 2.6-7 6.5-7.5-.3 4.2-2.8 7-6.5 7.5Z" fill="#fbbf24" />
      <path d="M15 14.5c-.3-2.8-2-4.8-4.8-5.2.1 2.9 2 4.9 4.8 5.2Z" fill="#a7f3d0" />
    </svg>
  );
}
