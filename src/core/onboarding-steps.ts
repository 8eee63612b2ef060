import { ACTIVITY_LEVELS, type ActivityLevel, DIETARY_RESTRICTIONS, type DietaryRestriction } from "./enums";
import { ONBOARDING_LIMITS } from "./onboarding.schema";

/*
 * The onboarding chat's pure rules (SPEC.md section 4 "Onboarding steps" and section 5), shared by the
 * wizard and its tests. Texts shown to the user live in the client's messages.ts; these functions
 * return codes the client turns into words.
 */

/** Steps 0..13 in the spec's order. */
export const ONBOARDING_STEPS = [
  "gender",
  "date_of_birth",
  "height",
  "weight",
  "activity_level",
  "fitness_goal",
  "dietary_restrictions",
  "chronic_conditions",
  "allergies",
  "medications",
  "current_diet",
  "health_goals",
  "meals_per_day",
  "saving",
] as const;
export type OnboardingStepName = (typeof ONBOARDING_STEPS)[number];
export const SAVING_STEP = ONBOARDING_STEPS.indexOf("saving");

/** Progress percent per step, exactly the spec table; 100 once the profile is saved. */
export const STEP_PROGRESS: readonly number[] = [0, 15, 30, 45, 60, 75, 80, 82, 85, 87, 90, 92, 95, 95];
export const DONE_PROGRESS = 100;

export function progressFor(step: number, saved = false): number {
  if (saved) return DONE_PROGRESS;
  return STEP_PROGRESS[Math.max(0, Math.min(step, STEP_PROGRESS.length - 1))];
}

/** Timings of SPEC.md section 9. */
export const TYPING_DELAY_MS = 500;
export const REDIRECT_DELAY_MS = 3000;

export type InputError = "empty" | "format" | "range";
export type Checked<T> = { ok: true; value: T } | { ok: false; error: InputError };

/**
 * What the number input lets through while typing: digits with at most one decimal (step 0.1). A comma
 * is accepted as the decimal mark, as Spanish keyboards type it.
 */
const PARTIAL_NUMBER = /^\d{0,3}([.,]\d?)?$/;
export function acceptsNumberKeystroke(text: string): boolean {
  return PARTIAL_NUMBER.test(text);
}

const FULL_NUMBER = /^\d{1,3}([.,]\d)?$/;

function checkNumber(text: string, min: number, max: number): Checked<number> {
  const trimmed = text.trim();
  if (!trimmed) return { ok: false, error: "empty" };
  if (!FULL_NUMBER.test(trimmed)) return { ok: false, error: "format" };
  const value = Number(trimmed.replace(",", "."));
  if (value < min || value > max) return { ok: false, error: "range" };
  return { ok: true, value };
}

export const checkHeight = (text: string) =>
  checkNumber(text, ONBOARDING_LIMITS.minHeight, ONBOARDING_LIMITS.maxHeight);
export const checkWeight = (text: string) =>
  checkNumber(text, ONBOARDING_LIMITS.minWeight, ONBOARDING_LIMITS.maxWeight);

const pad = (n: number) => String(n).padStart(2, "0");
const isoDate = (y: number, m: number, d: number) => `${y}-${pad(m)}-${pad(d)}`;

/**
 * The birth dates the date input allows: between 100 years ago and 13 years ago (inclusive), as
 * YYYY-MM-DD in the browser's calendar. `today` is injected for tests.
 */
export function birthDateBounds(today: Date = new Date()): { min: string; max: string } {
  const y = today.getFullYear();
  const m = today.getMonth() + 1;
  const d = today.getDate();
  // 29 February in a non-leap year becomes 28 February, which stays within the age limits.
  const clampDay = (year: number) => Math.min(d, new Date(year, m, 0).getDate());
  return {
    min: isoDate(y - ONBOARDING_LIMITS.maxAge, m, clampDay(y - ONBOARDING_LIMITS.maxAge)),
    max: isoDate(y - ONBOARDING_LIMITS.minAge, m, clampDay(y - ONBOARDING_LIMITS.minAge)),
  };
}

export function checkBirthDate(text: string, today: Date = new Date()): Checked<string> {
  const trimmed = text.trim();
  if (!trimmed) return { ok: false, error: "empty" };
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(trimmed);
  if (!match) return { ok: false, error: "format" };
  const [y, m, d] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const probe = new Date(Date.UTC(y, m - 1, d));
  if (probe.getUTCFullYear() !== y || probe.getUTCMonth() !== m - 1 || probe.getUTCDate() !== d) {
    return { ok: false, error: "format" };
  }
  const { min, max } = birthDateBounds(today);
  // ISO dates compare correctly as strings.
  if (trimmed < min || trimmed > max) return { ok: false, error: "range" };
  return { ok: true, value: trimmed };
}

/** Free-text answers must not be blank; they are stored trimmed. */
export function checkText(text: string): Checked<string> {
  const trimmed = text.trim();
  return trimmed ? { ok: true, value: trimmed } : { ok: false, error: "empty" };
}

/** Answers that mean "nothing to report" for conditions, allergies and medications. */
const NOTHING = /^(no|ningun[ao]s?|nada|ninguno|n\/a|-)$/i;

/**
 * Conditions, allergies and medications: split on commas and trimmed, blanks dropped. A lone "ninguna",
 * "no" or "nada" is an empty list rather than a condition called "ninguna".
 */
export function splitList(text: string): string[] {
  const items = text
    .split(",")
    .map((s) => s.trim())
    .filter(Boolean);
  if (items.length === 1 && NOTHING.test(items[0])) return [];
  return items;
}

export function checkList(text: string): Checked<string[]> {
  if (!text.trim()) return { ok: false, error: "empty" };
  return { ok: true, value: splitList(text) };
}

export const NO_DIET_OPTION = "Ninguna";
export const DIETARY_OPTIONS: readonly string[] = [...DIETARY_RESTRICTIONS, NO_DIET_OPTION];

/** Dietary step: choosing an option toggles it; the returned flag says whether it was added. */
export function toggleDietary(
  current: readonly DietaryRestriction[],
  option: DietaryRestriction,
): { list: DietaryRestriction[]; added: boolean } {
  if (current.includes(option)) return { list: current.filter((o) => o !== option), added: false };
  // Kept in the spec's order so the summary reads the same whatever the clicking order.
  const list = DIETARY_RESTRICTIONS.filter((o) => o === option || current.includes(o));
  return { list, added: true };
}

export const DEFAULT_MEALS_PER_DAY = 3;
export const MEALS_PER_DAY_OPTIONS = [1, 2, 3, 4, 5, 6, 7] as const;

/** Meals per day from the first digit of the chosen option, clamped to 1..7, default 3 (section 5). */
export function mealsPerDayFromOption(option: string): number {
  const digit = /\d/.exec(option);
  if (!digit) return DEFAULT_MEALS_PER_DAY;
  const n = Number(digit[0]);
  if (n < 1) return DEFAULT_MEALS_PER_DAY;
  return Math.min(7, n);
}

export function isActivityLevel(value: string): value is ActivityLevel {
  return (ACTIVITY_LEVELS as readonly string[]).includes(value);
}
