import { z } from "zod";
import {
  activityLevelSchema,
  cuisineRegionSchema,
  type DietaryRestriction,
  dietaryRestrictionSchema,
  fitnessGoalSchema,
  genderSchema,
} from "../../../core/enums";
import { type OnboardingInput, onboardingInputSchema } from "../../../core/onboarding.schema";
import { ONBOARDING_STEPS, SAVING_STEP, toggleDietary } from "../../../core/onboarding-steps";
import { onboardingMessages as t } from "./messages";

/*
 * The wizard's state as a pure reducer: the transcript, the current step, the answers so far. Bot
 * messages wait in `pending` and are revealed one at a time by the page (500 ms typing each).
 */

const messageSchema = z.object({
  id: z.number().int(),
  from: z.enum(["bot", "user"]),
  text: z.string(),
  tone: z.enum(["error", "warning", "success"]).optional(),
  /** The question of this step: once shown, the step's options and input are offered. */
  questionFor: z.number().int().optional(),
});
export type ChatMessage = z.infer<typeof messageSchema>;

const answersSchema = z.object({
  gender: genderSchema.optional(),
  date_of_birth: z.string().optional(),
  height: z.number().optional(),
  weight: z.number().optional(),
  activity_level: activityLevelSchema.optional(),
  fitness_goal: fitnessGoalSchema.optional(),
  dietary_restrictions: z.array(dietaryRestrictionSchema),
  chronic_conditions: z.array(z.string()).optional(),
  allergies: z.array(z.string()).optional(),
  medications: z.array(z.string()).optional(),
  current_diet: z.string().optional(),
  health_goals: z.string().optional(),
  meals_per_day: z.number().int().optional(),
  /** chosen (or left at the browser's default) at the meals-per-day step */
  cuisine_region: cuisineRegionSchema.optional(),
});
export type Answers = z.infer<typeof answersSchema>;

export type Phase = "chatting" | "saving" | "done";

export interface ChatState {
  step: number;
  answers: Answers;
  shown: ChatMessage[];
  pending: ChatMessage[];
  phase: Phase;
  seq: number;
}

export type ChatAction =
  | { type: "show-next" }
  | { type: "answer"; step: number; patch: Partial<Answers>; text: string }
  | { type: "toggle-diet"; option: DietaryRestriction }
  | { type: "save-start" }
  | { type: "save-ok"; goal: number; planCreated: boolean; planAverage: number | null }
  | { type: "save-failed"; message: string };

const EMPTY_ANSWERS: Answers = { dietary_restrictions: [] };

type BotLine = Omit<ChatMessage, "id" | "from">;

function withBot(state: ChatState, lines: BotLine[]): ChatState {
  let seq = state.seq;
  const added = lines.map((line) => ({ ...line, id: ++seq, from: "bot" as const }));
  return { ...state, pending: [...state.pending, ...added], seq };
}

export function questionFor(step: number): BotLine {
  const name = ONBOARDING_STEPS[step];
  if (name === "saving") return { text: t.saving };
  return { text: t.questions[name], questionFor: step };
}

export function initialChat(): ChatState {
  const base: ChatState = {
    step: 0,
    answers: EMPTY_ANSWERS,
    shown: [],
    pending: [],
    phase: "chatting",
    seq: 0,
  };
  return withBot(base, [...t.intro.map((text) => ({ text })), questionFor(0)]);
}

/** Whether the question of the current step is on screen (its options and input can be used). */
export function isAsking(state: ChatState): boolean {
  return (
    state.phase === "chatting" &&
    state.step < SAVING_STEP &&
    state.shown.some((m) => m.questionFor === state.step)
  );
}

export function chatReducer(state: ChatState, action: ChatAction): ChatState {
  switch (action.type) {
    case "show-next": {
      const [next, ...rest] = state.pending;
      if (!next) return state;
      return { ...state, shown: [...state.shown, next], pending: rest };
    }
    case "answer": {
      // A second click on an old step's option (or a double submit) must not skip a question.
      if (action.step !== state.step || !isAsking(state)) return state;
      const seq = state.seq + 1;
      const user: ChatMessage = { id: seq, from: "user", text: action.text };
      const step = state.step + 1;
      return withBot(
        {
          ...state,
          seq,
          step,
          answers: { ...state.answers, ...action.patch },
          shown: [...state.shown, user],
        },
        [questionFor(step)],
      );
    }
    case "toggle-diet": {
      if (ONBOARDING_STEPS[state.step] !== "dietary_restrictions" || !isAsking(state)) return state;
      const { list, added } = toggleDietary(state.answers.dietary_restrictions, action.option);
      return withBot({ ...state, answers: { ...state.answers, dietary_restrictions: list } }, [
        { text: added ? t.dietAdded(action.option) : t.dietRemoved(action.option) },
      ]);
    }
    case "save-start":
      return state.step === SAVING_STEP && state.phase === "chatting" ? { ...state, phase: "saving" } : state;
    case "save-ok":
      return withBot({ ...state, phase: "done" }, [
        { text: t.saved(action.goal), tone: "success" },
        action.planCreated
          ? { text: t.planCreated(action.planAverage ?? action.goal) }
          : { text: t.planFailed, tone: "warning" },
        { text: t.redirecting },
      ]);
    case "save-failed":
      // SPEC.md section 4: on a save failure progress and step go back to the start, answers cleared.
      return withBot({ ...state, phase: "chatting", step: 0, answers: EMPTY_ANSWERS }, [
        { text: t.saveFailed(action.message.replace(/[.\s]+$/, "")), tone: "error" },
        { text: t.restarted },
        questionFor(0),
      ]);
  }
}

/** The POST body from the answers, or null when one is missing (a stale or tampered store). */
export function toOnboardingInput(answers: Answers): OnboardingInput | null {
  const parsed = onboardingInputSchema.safeParse(answers);
  return parsed.success ? parsed.data : null;
}

// Session storage: a reload mid-way resumes at the same step with the same transcript.

const storedSchema = z.object({
  version: z.literal(1),
  step: z.number().int().min(0).max(SAVING_STEP),
  answers: answersSchema,
  transcript: z.array(messageSchema).max(500),
  seq: z.number().int(),
});

export const storageKey = (userId: string) => `bocado:onboarding:${userId}`;

export function loadChat(storage: Storage | undefined, userId: string): ChatState | null {
  try {
    const raw = storage?.getItem(storageKey(userId));
    if (!raw) return null;
    const parsed = storedSchema.safeParse(JSON.parse(raw));
    if (!parsed.success) return null;
    const { step, answers, transcript, seq } = parsed.data;
    let state: ChatState = { step, answers, shown: transcript, pending: [], phase: "chatting", seq };
    // Reloaded during the typing pause of a question that had not been stored yet: ask it again.
    if (step < SAVING_STEP && !transcript.some((m) => m.questionFor === step)) {
      state = withBot(state, [questionFor(step)]);
    }
    return state;
  } catch {
    return null;
  }
}

export function saveChat(storage: Storage | undefined, userId: string, state: ChatState): void {
  try {
    if (state.phase === "done") {
      storage?.removeItem(storageKey(userId));
      return;
    }
    const stored: z.infer<typeof storedSchema> = {
      version: 1,
      step: state.step,
      answers: state.answers,
      transcript: [...state.shown, ...state.pending],
      seq: state.seq,
    };
    storage?.setItem(storageKey(userId), JSON.stringify(stored));
  } catch {
    // Storage full or disabled (private mode): the wizard still works, it just cannot resume.
  }
}

export function clearChat(storage: Storage | undefined, userId: string): void {
  try {
    storage?.removeItem(storageKey(userId));
  } catch {
    // see saveChat
  }
}
