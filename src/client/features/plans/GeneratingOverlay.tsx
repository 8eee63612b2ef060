import { Lightbulb, Sparkles } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { createPortal } from "react-dom";
import { planMessages as t } from "./messages";

/** SPEC.md section 9: a new step message every 3 s over 7 steps. */
export const STEP_MS = 3000;
const FACT_MS = 6000;

function randomFact(except?: string): string {
  const facts = t.overlay.facts.filter((f) => f !== except);
  return facts[Math.floor(Math.random() * facts.length)];
}

/** The job has the provider's answer (checked, being stored) from this progress on (server side). */
const ANSWERED = 80;

/**
 * Full-screen overlay while a plan is generated: seven step messages every 3 s, a progress bar and
 * random food facts. `done` fills the bar before the caller closes it. With an AI provider the plan
 * is a background job and `progress` (0-100) is its real progress: the bar follows it, and the last
 * step's message waits for the provider's answer (docs/decisions/0029).
 */
export function GeneratingOverlay({ done, progress: jobProgress }: { done: boolean; progress?: number }) {
  const [step, setStep] = useState(0);
  const [fact, setFact] = useState(() => randomFact());
  const panelRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const steps = window.setInterval(
      () => setStep((s) => Math.min(s + 1, t.overlay.steps.length - 1)),
      STEP_MS,
    );
    const facts = window.setInterval(() => setFact((f) => randomFact(f)), FACT_MS);
    const previous = document.activeElement as HTMLElement | null;
    panelRef.current?.focus();
    const overflow = document.body.style.overflow;
    document.body.style.overflow = "hidden";
    return () => {
      window.clearInterval(steps);
      window.clearInterval(facts);
      document.body.style.overflow = overflow;
      previous?.focus?.();
    };
  }, []);

  const total = t.overlay.steps.length;
  const shownStep = jobProgress === undefined || jobProgress >= ANSWERED ? step : Math.min(step, total - 2);
  const progress = done
    ? 100
    : jobProgress === undefined
      ? Math.round(((step + 1) / (total + 1)) * 100)
      : Math.max(5, Math.min(99, Math.round(jobProgress)));
  const message = done ? t.overlay.done : t.overlay.steps[shownStep];

  return createPortal(
    <div className="fixed inset-0 z-[55] flex items-center justify-center bg-emerald-950/80 p-4 backdrop-blur-sm">
      <div
        ref={panelRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby="generating-title"
        aria-busy={!done}
        tabIndex={-1}
        // nothing to act on while it works: keep focus here instead of the page behind
        onKeyDown={(event) => event.key === "Tab" && event.preventDefault()}
        className="w-full max-w-md rounded-3xl bg-white p-6 text-center shadow-2xl outline-none sm:p-8"
      >
        <div className="mx-auto flex h-14 w-14 items-center justify-center rounded-2xl bg-emerald-100">
          <Sparkles aria-hidden="true" className="h-7 w-7 animate-pulse text-emerald-700" />
        </div>
        <h2 id="generating-title" className="mt-4 text-xl font-bold text-gray-900">
          {t.overlay.title}
        </h2>
        <p aria-live="polite" className="mt-2 min-h-12 text-sm text-gray-700">
          {message}
        </p>
        <div
          role="progressbar"
          aria-label={t.overlay.title}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={progress}
          className="mt-4 h-2.5 w-full overflow-hidden rounded-full bg-gray-100"
        >
          <div
            className="h-full rounded-full bg-gradient-to-r from-emerald-500 to-emerald-700 transition-[width] duration-700 ease-out"
            style={{ width: `${progress}%` }}
          />
        </div>
        <p className="mt-1 text-right text-xs tabular-nums text-gray-600">
          {done ? total : Math.min(shownStep + 1, total)}/{total}
        </p>
        <figure className="mt-5 rounded-2xl bg-amber-50 px-4 py-3 text-left">
          <figcaption className="flex items-center gap-1.5 text-xs font-semibold uppercase tracking-wide text-amber-900">
            <Lightbulb aria-hidden="true" className="h-4 w-4" />
            {t.overlay.factTitle}
          </figcaption>
          <p className="mt-1 text-sm leading-relaxed text-gray-800">{fact}</p>
        </figure>
      </div>
    </div>,
    document.body,
  );
}
