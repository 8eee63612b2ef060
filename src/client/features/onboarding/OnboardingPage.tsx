import "../../../core/zod-locale";
import { LogOut } from "lucide-react";
import { useCallback, useEffect, useId, useReducer, useRef, useState } from "react";
import { useNavigate } from "react-router";
import { ACTIVITY_OPTIONS } from "../../../core/calorie-goal";
import { cuisineRegionFromLanguages } from "../../../core/cuisine-region";
import {
  CUISINE_REGION_LABELS,
  CUISINE_REGIONS,
  type CuisineRegion,
  cuisineRegionSchema,
  DIETARY_RESTRICTIONS,
  FITNESS_GOALS,
  GENDERS,
} from "../../../core/enums";
import {
  MEALS_PER_DAY_OPTIONS,
  mealsPerDayFromOption,
  ONBOARDING_STEPS,
  progressFor,
  REDIRECT_DELAY_MS,
  SAVING_STEP,
  TYPING_DELAY_MS,
} from "../../../core/onboarding-steps";
import { errorMessage } from "../../lib/api";
import { useAuth } from "../../lib/session";
import { Button } from "../../ui/Button";
import { LogoMark } from "../../ui/Logo";
import { PageSpinner } from "../../ui/Spinner";
import { AnswerBar } from "./AnswerBar";
import { Bubble, OptionButton, TypingIndicator } from "./ChatParts";
import {
  type Answers,
  type ChatAction,
  chatReducer,
  clearChat,
  initialChat,
  isAsking,
  loadChat,
  saveChat,
  toOnboardingInput,
} from "./chat-state";
import { celebrate } from "./confetti";
import { onboardingMessages as t } from "./messages";
import { useCompleteOnboarding } from "./onboarding-api";

const OPTION_ONLY_STEPS = new Set<string>([
  "gender",
  "activity_level",
  "fitness_goal",
  "dietary_restrictions",
  "meals_per_day",
]);

const storage = () => (typeof window === "undefined" ? undefined : window.sessionStorage);

/** Full-screen onboarding chat with the virtual nutritionist (SPEC.md "Onboarding", section 4). */
export function OnboardingPage() {
  const { user } = useAuth();
  if (!user) return <PageSpinner />;
  return <OnboardingChat userId={user.id} />;
}

function OnboardingChat({ userId }: { userId: string }) {
  const { signOut } = useAuth();
  const navigate = useNavigate();
  const [state, dispatch] = useReducer(chatReducer, userId, (id) => loadChat(storage(), id) ?? initialChat());
  const { mutate: saveAnswers } = useCompleteOnboarding();
  const savingRef = useRef(false);
  const endRef = useRef<HTMLDivElement>(null);
  const optionsRef = useRef<HTMLDivElement>(null);

  const asking = isAsking(state);
  const stepName = ONBOARDING_STEPS[state.step];
  const typing = state.pending.length > 0;
  const progress = progressFor(state.step, state.phase === "done");

  // Answers survive a reload mid-way (per user, this tab only); cleared once saved.
  useEffect(() => saveChat(storage(), userId, state), [state, userId]);

  // Bot messages appear one at a time, each after the typing pause.
  useEffect(() => {
    if (state.pending.length === 0) return;
    const timer = window.setTimeout(() => dispatch({ type: "show-next" }), TYPING_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [state.pending]);

  // Keep the newest line in view.
  // biome-ignore lint/correctness/useExhaustiveDependencies: scrolls whenever the transcript grows
  useEffect(() => {
    const reduce = window.matchMedia?.("(prefers-reduced-motion: reduce)").matches;
    endRef.current?.scrollIntoView?.({ block: "end", behavior: reduce ? "auto" : "smooth" });
  }, [state.shown.length, typing, asking]);

  // Focus the first option when an option-only question appears (the input bar focuses itself).
  useEffect(() => {
    if (!asking || !OPTION_ONLY_STEPS.has(ONBOARDING_STEPS[state.step])) return;
    optionsRef.current?.querySelector<HTMLButtonElement>("button:not([disabled])")?.focus();
  }, [asking, state.step]);

  // The one API call, once every answer is in.
  useEffect(() => {
    if (state.step !== SAVING_STEP || state.phase !== "chatting" || savingRef.current) return;
    savingRef.current = true;
    dispatch({ type: "save-start" });
    const input = toOnboardingInput(state.answers);
    const fail = (message: string) => {
      savingRef.current = false;
      dispatch({ type: "save-failed", message });
    };
    if (!input) {
      fail(t.saveFailedDefault);
      return;
    }
    saveAnswers(input, {
      onSuccess: (result) =>
        dispatch({
          type: "save-ok",
          goal: result.daily_calorie_goal,
          planCreated: result.plan_status === "created",
          // Generating the plan moves the goal to the plan's average (SPEC.md section 4 "Meal plans").
          planAverage: result.profile.daily_calorie_goal,
        }),
      onError: (error) => fail(errorMessage(error, t.saveFailedDefault)),
    });
  }, [state.step, state.phase, state.answers, saveAnswers]);

  // Saved and every message read: confetti, then the dashboard after 3 s.
  const finished = state.phase === "done" && !typing;
  useEffect(() => {
    if (!finished) return;
    const stopConfetti = celebrate();
    const timer = window.setTimeout(() => navigate("/app/dashboard", { replace: true }), REDIRECT_DELAY_MS);
    return () => {
      window.clearTimeout(timer);
      stopConfetti();
    };
  }, [finished, navigate]);

  const handleSignOut = async () => {
    clearChat(storage(), userId);
    await signOut();
    navigate("/login", { replace: true });
  };

  const answer = useCallback(
    (patch: Partial<Answers>, text: string) => dispatch({ type: "answer", step: state.step, patch, text }),
    [state.step],
  );

  return (
    <div className="flex h-dvh flex-col bg-gray-50">
      <header className="z-10 border-b border-gray-200 bg-white">
        <div className="mx-auto flex max-w-3xl items-center gap-2 px-4 py-3 sm:gap-3">
          <LogoMark className="h-9 w-9 shrink-0 sm:h-10 sm:w-10" />
          <div className="min-w-0 flex-1">
            <h1 className="truncate text-base font-semibold text-gray-900 sm:text-lg">{t.title}</h1>
            <p className="truncate text-sm text-gray-600">{t.assistant}</p>
          </div>
          <span
            className="rounded-full bg-emerald-50 px-2.5 py-1 text-sm font-bold tabular-nums text-emerald-800"
            aria-hidden="true"
          >
            {t.progress(progress)}
          </span>
          <Button variant="ghost" size="sm" onClick={handleSignOut} className="shrink-0">
            <LogOut aria-hidden="true" className="h-4 w-4" />
            <span className="sr-only sm:not-sr-only">{t.signOut}</span>
          </Button>
        </div>
        <div
          role="progressbar"
          aria-label={t.progressLabel}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={progress}
          aria-valuetext={t.progress(progress)}
          className="h-1.5 bg-emerald-100"
        >
          <div
            className="h-full rounded-r-full bg-emerald-600 motion-safe:transition-[width] motion-safe:duration-500"
            style={{ width: `${progress}%` }}
          />
        </div>
      </header>

      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard to scroll back through the conversation (axe scrollable-region-focusable) */}
      <main className="relative flex-1 overflow-y-auto" tabIndex={0} aria-label={t.transcriptLabel}>
        <div className="mx-auto max-w-3xl space-y-3 px-4 py-6">
          <div role="log" aria-live="polite">
            <ol className="space-y-3">
              {state.shown.map((message, i) => (
                <Bubble
                  key={message.id}
                  message={message}
                  firstOfGroup={message.from === "bot" && state.shown[i - 1]?.from !== "bot"}
                />
              ))}
            </ol>
          </div>
          {typing && <TypingIndicator firstOfGroup={state.shown.at(-1)?.from !== "bot"} />}
          {asking && !typing && (
            <div ref={optionsRef}>
              <StepOptions stepName={stepName} answers={state.answers} answer={answer} dispatch={dispatch} />
            </div>
          )}
          <div ref={endRef} />
        </div>
      </main>

      <AnswerBar key={state.step} stepName={stepName} enabled={asking} onAnswer={answer} />
    </div>
  );
}

function OptionRow({ children, label }: { children: React.ReactNode; label: string }) {
  return (
    <fieldset className="pl-10.5">
      <legend className="sr-only">{label}</legend>
      <div className="flex flex-wrap gap-2">{children}</div>
    </fieldset>
  );
}

/**
 * Step 12: the meal count buttons answer the step, as the spec has it; below them the plan's cuisine,
 * preset from the browser's language, can be changed first (docs/decisions/0021-cuisine-region.md).
 * No extra step, so the spec's step table and progress stay as they are.
 */
function MealsPerDayOptions({
  initialCuisine,
  answer,
}: {
  initialCuisine: CuisineRegion | undefined;
  answer: (patch: Partial<Answers>, text: string) => void;
}) {
  const selectId = useId();
  const [cuisine, setCuisine] = useState<CuisineRegion>(
    () => initialCuisine ?? cuisineRegionFromLanguages(navigator.languages),
  );
  return (
    <div className="space-y-4">
      <OptionRow label={t.optionsLabel}>
        {MEALS_PER_DAY_OPTIONS.map((n) => {
          const label = t.mealsOption(n);
          return (
            <OptionButton
              key={n}
              onClick={() =>
                answer(
                  { meals_per_day: mealsPerDayFromOption(label), cuisine_region: cuisine },
                  t.mealsAnswer(label, CUISINE_REGION_LABELS[cuisine]),
                )
              }
            >
              {label}
            </OptionButton>
          );
        })}
      </OptionRow>
      <div className="pl-10.5">
        <label htmlFor={selectId} className="block text-sm font-medium text-gray-800">
          {t.cuisineLabel}
        </label>
        <select
          id={selectId}
          aria-describedby={`${selectId}-hint`}
          value={cuisine}
          onChange={(e) => {
            const parsed = cuisineRegionSchema.safeParse(e.target.value);
            if (parsed.success) setCuisine(parsed.data);
          }}
          className="mt-1.5 block min-h-11 w-full max-w-xs rounded-xl border border-gray-300 bg-white px-3 py-2.5 text-base text-gray-900 shadow-sm focus:border-emerald-600 focus:outline-none focus:ring-2 focus:ring-emerald-100 sm:text-sm"
        >
          {CUISINE_REGIONS.map((region) => (
            <option key={region} value={region}>
              {CUISINE_REGION_LABELS[region]}
            </option>
          ))}
        </select>
        <p id={`${selectId}-hint`} className="mt-1.5 text-xs text-gray-600">
          {t.cuisineHint}
        </p>
      </div>
    </div>
  );
}

function StepOptions({
  stepName,
  answers,
  answer,
  dispatch,
}: {
  stepName: (typeof ONBOARDING_STEPS)[number];
  answers: Answers;
  answer: (patch: Partial<Answers>, text: string) => void;
  dispatch: (action: ChatAction) => void;
}) {
  switch (stepName) {
    case "gender":
      return (
        <OptionRow label={t.optionsLabel}>
          {GENDERS.map((g) => (
            <OptionButton key={g} onClick={() => answer({ gender: g }, g)}>
              {g}
            </OptionButton>
          ))}
        </OptionRow>
      );
    case "activity_level":
      return (
        <OptionRow label={t.optionsLabel}>
          <div className="grid w-full gap-2 sm:grid-cols-2">
            {ACTIVITY_OPTIONS.map((o) => (
              <OptionButton
                key={o.level}
                className="flex-col !items-start !justify-start"
                onClick={() =>
                  answer({ activity_level: o.level }, t.activityOption(o.displayName, o.frequency))
                }
              >
                <span>{o.displayName}</span>
                <span className="text-xs font-normal text-gray-600">{o.frequency}</span>
              </OptionButton>
            ))}
          </div>
        </OptionRow>
      );
    case "fitness_goal":
      return (
        <OptionRow label={t.optionsLabel}>
          {FITNESS_GOALS.map((g) => (
            <OptionButton key={g} onClick={() => answer({ fitness_goal: g }, g)}>
              {g}
            </OptionButton>
          ))}
        </OptionRow>
      );
    case "dietary_restrictions": {
      const chosen = answers.dietary_restrictions;
      return (
        <OptionRow label={t.optionsLabel}>
          {DIETARY_RESTRICTIONS.map((d) => (
            <OptionButton
              key={d}
              pressed={chosen.includes(d)}
              onClick={() => dispatch({ type: "toggle-diet", option: d })}
            >
              {d}
            </OptionButton>
          ))}
          <OptionButton variant="quiet" onClick={() => answer({ dietary_restrictions: [] }, t.dietNone)}>
            {t.dietNone}
          </OptionButton>
          <OptionButton variant="primary" onClick={() => answer({}, chosen.join(", ") || t.dietSummaryNone)}>
            {t.dietContinue}
          </OptionButton>
        </OptionRow>
      );
    }
    case "chronic_conditions":
    case "allergies":
    case "medications":
      return (
        <OptionRow label={t.optionsLabel}>
          <OptionButton variant="quiet" onClick={() => answer({ [stepName]: [] }, t.noneAnswer)}>
            {t.none}
          </OptionButton>
        </OptionRow>
      );
    case "meals_per_day":
      return <MealsPerDayOptions initialCuisine={answers.cuisine_region} answer={answer} />;
    default:
      return null;
  }
}
