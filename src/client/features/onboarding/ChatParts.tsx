import { Check } from "lucide-react";
import type { ButtonHTMLAttributes, ReactNode } from "react";
import { cx } from "../../ui/cx";
import { LogoMark } from "../../ui/Logo";
import type { ChatMessage } from "./chat-state";
import { onboardingMessages as t } from "./messages";

const bubbleTones = {
  default: "border-gray-200 bg-white text-gray-800",
  success: "border-emerald-200 bg-emerald-50 text-emerald-900",
  warning: "border-amber-300 bg-amber-50 text-amber-900",
  error: "border-red-200 bg-red-50 text-red-800",
} as const;

function BotAvatar({ visible }: { visible: boolean }) {
  return visible ? (
    <LogoMark className="mt-0.5 h-8 w-8 shrink-0" />
  ) : (
    <span aria-hidden="true" className="w-8 shrink-0" />
  );
}

/** One chat line: the nutritionist on the left (with the brand mark), the user on the right. */
export function Bubble({ message, firstOfGroup }: { message: ChatMessage; firstOfGroup: boolean }) {
  if (message.from === "user") {
    return (
      <li className="flex justify-end motion-safe:transition motion-safe:duration-300 motion-safe:starting:translate-y-1 motion-safe:starting:opacity-0">
        <p className="max-w-[85%] whitespace-pre-line break-words rounded-2xl rounded-tr-sm bg-emerald-700 px-4 py-2.5 text-[0.95rem] leading-relaxed text-white shadow-sm sm:max-w-[70%]">
          <span className="sr-only">Tú: </span>
          {message.text}
        </p>
      </li>
    );
  }
  return (
    <li className="flex items-start gap-2.5 motion-safe:transition motion-safe:duration-300 motion-safe:starting:translate-y-1 motion-safe:starting:opacity-0">
      <BotAvatar visible={firstOfGroup} />
      <p
        className={cx(
          "max-w-[85%] whitespace-pre-line break-words rounded-2xl border px-4 py-2.5 text-[0.95rem] leading-relaxed shadow-sm sm:max-w-[70%]",
          firstOfGroup && "rounded-tl-sm",
          bubbleTones[message.tone ?? "default"],
        )}
      >
        {message.text}
      </p>
    </li>
  );
}

/** Three dots while the next bot message is on its way; still (no bounce) with reduced motion. */
export function TypingIndicator({ firstOfGroup }: { firstOfGroup: boolean }) {
  return (
    <div className="flex items-start gap-2.5">
      <BotAvatar visible={firstOfGroup} />
      <div
        role="status"
        className={cx(
          "flex items-center gap-1.5 rounded-2xl border border-gray-200 bg-white px-4 py-3.5 shadow-sm",
          firstOfGroup && "rounded-tl-sm",
        )}
      >
        <span className="sr-only">{t.typing}</span>
        {[0, 150, 300].map((delay) => (
          <span
            key={delay}
            aria-hidden="true"
            style={{ animationDelay: `${delay}ms` }}
            className="h-2 w-2 rounded-full bg-emerald-600/70 motion-safe:animate-bounce"
          />
        ))}
      </div>
    </div>
  );
}

interface OptionButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  /** For the dietary toggles: whether the option is currently chosen. */
  pressed?: boolean;
  variant?: "option" | "primary" | "quiet";
  children: ReactNode;
}

export function OptionButton({
  pressed,
  variant = "option",
  className,
  children,
  ...rest
}: OptionButtonProps) {
  return (
    <button
      type="button"
      aria-pressed={pressed}
      className={cx(
        "inline-flex min-h-11 items-center justify-center gap-2 rounded-2xl border px-4 py-2 text-left text-sm font-semibold transition-colors",
        "focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-emerald-600",
        "disabled:cursor-not-allowed disabled:opacity-60",
        variant === "primary" && "border-emerald-700 bg-emerald-700 text-white hover:bg-emerald-800",
        variant === "quiet" && "border-gray-300 bg-white text-gray-700 hover:bg-gray-100",
        variant === "option" &&
          (pressed
            ? "border-emerald-700 bg-emerald-100 text-emerald-900"
            : "border-emerald-200 bg-white text-emerald-800 hover:border-emerald-400 hover:bg-emerald-50"),
        className,
      )}
      {...rest}
    >
      {pressed && <Check aria-hidden="true" className="h-4 w-4 shrink-0" />}
      {children}
    </button>
  );
}
