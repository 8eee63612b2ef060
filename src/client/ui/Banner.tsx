import { AlertCircle, CheckCircle2, Info, X } from "lucide-react";
import type { ReactNode } from "react";
import { cx } from "./cx";
import { messages } from "./messages";

type Tone = "error" | "success" | "info";

const tones: Record<Tone, string> = {
  error: "border-red-200 bg-red-50 text-red-800",
  success: "border-emerald-200 bg-emerald-50 text-emerald-900",
  info: "border-sky-200 bg-sky-50 text-sky-900",
};

const icons = { error: AlertCircle, success: CheckCircle2, info: Info };

export interface BannerProps {
  children: ReactNode;
  /** Red error banner by default (role="alert"); the others are polite status messages. */
  tone?: Tone;
  onDismiss?: () => void;
  className?: string;
}

export function Banner({ children, tone = "error", onDismiss, className }: BannerProps) {
  const Icon = icons[tone];
  return (
    <div
      role={tone === "error" ? "alert" : "status"}
      className={cx("flex items-start gap-3 rounded-xl border px-4 py-3 text-sm", tones[tone], className)}
    >
      <Icon aria-hidden="true" className="mt-0.5 h-5 w-5 shrink-0" />
      <div className="flex-1 leading-relaxed">{children}</div>
      {onDismiss && (
        <button
          type="button"
          onClick={onDismiss}
          aria-label={messages.dismiss}
          className="-m-1 rounded-lg p-1 hover:bg-black/5 focus-visible:outline-2 focus-visible:outline-current"
        >
          <X aria-hidden="true" className="h-4 w-4" />
        </button>
      )}
    </div>
  );
}
