import { SendHorizontal } from "lucide-react";
import { type FormEvent, useEffect, useId, useMemo, useRef, useState } from "react";
import {
  acceptsNumberKeystroke,
  birthDateBounds,
  type Checked,
  checkBirthDate,
  checkHeight,
  checkList,
  checkText,
  checkWeight,
  type OnboardingStepName,
} from "../../../core/onboarding-steps";
import { cx } from "../../ui/cx";
import type { Answers } from "./chat-state";
import { onboardingMessages as t } from "./messages";

type Mode = "options" | "date" | "number" | "text";

function modeOf(step: OnboardingStepName): Mode {
  switch (step) {
    case "date_of_birth":
      return "date";
    case "height":
    case "weight":
      return "number";
    case "chronic_conditions":
    case "allergies":
    case "medications":
    case "current_diet":
    case "health_goals":
      return "text";
    default:
      return "options";
  }
}

const birthDateText = (iso: string) =>
  new Date(`${iso}T00:00:00Z`).toLocaleDateString("es-ES", {
    day: "numeric",
    month: "long",
    year: "numeric",
    timeZone: "UTC",
  });

/** What a submitted text means at this step: the answer to save and how the chat echoes it. */
function interpret(
  step: OnboardingStepName,
  raw: string,
): { ok: true; patch: Partial<Answers>; text: string } | { ok: false; message: string } {
  const numberError = (checked: Checked<number>, range: string) =>
    checked.ok ? "" : checked.error === "range" ? range : t.errors.numberFormat;
  switch (step) {
    case "date_of_birth": {
      const checked = checkBirthDate(raw);
      if (!checked.ok)
        return {
          ok: false,
          message: checked.error === "range" ? t.errors.date_of_birth : t.errors.dateFormat,
        };
      return { ok: true, patch: { date_of_birth: checked.value }, text: birthDateText(checked.value) };
    }
    case "height": {
      const checked = checkHeight(raw);
      if (!checked.ok) return { ok: false, message: numberError(checked, t.errors.height) };
      return { ok: true, patch: { height: checked.value }, text: t.heightAnswer(raw.trim()) };
    }
    case "weight": {
      const checked = checkWeight(raw);
      if (!checked.ok) return { ok: false, message: numberError(checked, t.errors.weight) };
      return { ok: true, patch: { weight: checked.value }, text: t.weightAnswer(raw.trim()) };
    }
    case "chronic_conditions":
    case "allergies":
    case "medications": {
      const checked = checkList(raw);
      if (!checked.ok) return { ok: false, message: "" };
      return {
        ok: true,
        patch: { [step]: checked.value },
        text: checked.value.length ? checked.value.join(", ") : t.noneAnswer,
      };
    }
    case "current_diet":
    case "health_goals": {
      const checked = checkText(raw);
      if (!checked.ok) return { ok: false, message: "" };
      return { ok: true, patch: { [step]: checked.value }, text: checked.value };
    }
    default:
      return { ok: false, message: "" };
  }
}

/**
 * The bottom input bar: a date, a number (digits with one decimal) or free text, depending on the
 * step; disabled while the step is answered with the buttons above. Enter submits. An answer out of
 * range is not submitted, and the bar says which range is allowed.
 */
export function AnswerBar({
  stepName,
  enabled,
  onAnswer,
}: {
  stepName: OnboardingStepName;
  enabled: boolean;
  onAnswer: (patch: Partial<Answers>, text: string) => void;
}) {
  const mode = modeOf(stepName);
  const active = enabled && mode !== "options";
  const [value, setValue] = useState("");
  const [error, setError] = useState("");
  const inputRef = useRef<HTMLInputElement>(null);
  const noteId = useId();
  const bounds = useMemo(() => birthDateBounds(), []);

  useEffect(() => {
    if (active) inputRef.current?.focus();
  }, [active]);

  const label =
    mode === "options" || !(stepName in t.inputLabels)
      ? enabled
        ? t.inputLabels.options
        : t.inputLabels.waiting
      : t.inputLabels[stepName as keyof typeof t.inputLabels];
  const placeholder =
    mode === "options"
      ? t.placeholders.options
      : ((t.placeholders as Record<string, string>)[stepName] ?? "");
  const hint = (t.hints as Record<string, string>)[stepName];

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!active || !value.trim()) return;
    const result = interpret(stepName, value);
    if (!result.ok) {
      setError(result.message);
      return;
    }
    onAnswer(result.patch, result.text);
  };

  const onChange = (next: string) => {
    if (mode === "number" && !acceptsNumberKeystroke(next)) {
      setError(t.errors.numberFormat);
      return;
    }
    setError("");
    setValue(next);
  };

  const note = error || (active ? hint : "");

  return (
    <footer className="border-t border-gray-200 bg-white pb-[env(safe-area-inset-bottom)]">
      <form onSubmit={submit} noValidate className="mx-auto max-w-3xl px-4 pt-3 pb-3">
        <div className="flex items-center gap-2">
          <input
            ref={inputRef}
            type={mode === "date" ? "date" : "text"}
            inputMode={mode === "number" ? "decimal" : undefined}
            min={mode === "date" ? bounds.min : undefined}
            max={mode === "date" ? bounds.max : undefined}
            aria-label={label}
            aria-invalid={error ? true : undefined}
            aria-describedby={note ? noteId : undefined}
            placeholder={placeholder}
            disabled={!active}
            value={value}
            onChange={(e) => onChange(e.target.value)}
            autoComplete="off"
            maxLength={mode === "text" ? 500 : undefined}
            className={cx(
              "block min-h-12 w-full min-w-0 flex-1 rounded-2xl border bg-white px-4 text-base text-gray-900 shadow-sm",
              "placeholder:text-gray-500 focus:outline-none focus:ring-2 disabled:bg-gray-100 disabled:text-gray-500",
              error
                ? "border-red-400 focus:border-red-500 focus:ring-red-200"
                : "border-gray-300 focus:border-emerald-600 focus:ring-emerald-100",
            )}
          />
          <button
            type="submit"
            disabled={!active || !value.trim()}
            aria-label={t.send}
            className={cx(
              "inline-flex h-12 w-12 shrink-0 items-center justify-center rounded-2xl bg-emerald-700 text-white shadow-sm",
              "hover:bg-emerald-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-emerald-600",
              "disabled:cursor-not-allowed disabled:bg-gray-300 disabled:text-gray-600",
            )}
          >
            <SendHorizontal aria-hidden="true" className="h-5 w-5" />
          </button>
        </div>
        <p
          id={noteId}
          aria-live="polite"
          className={cx("min-h-5 pt-1.5 pl-1 text-xs", error ? "font-medium text-red-700" : "text-gray-600")}
        >
          {note}
        </p>
      </form>
    </footer>
  );
}
