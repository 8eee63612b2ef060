import { CALORIE_GOAL_MAX, CALORIE_GOAL_MIN } from "./calorie-goal";
import { addDays, daysBetween } from "./dates";
import type { FitnessGoal } from "./enums";
import { type DatedWeight, weightSlope, weightTrend } from "./weight-trend";

/*
 * Adaptive calorie goal (issue 19 item 2, docs/decisions/0032): the user's real daily expenditure from
 * energy balance over a rolling window, and a goal proposed toward their fitness goal. Pure: the
 * server feeds it the intake per local day (days WITH logs only) and the weigh-ins.
 *
 *   expenditure = mean intake of the logged days − (weight change per day × 7,700 kcal/kg)
 *
 * The weight change is the least-squares slope of the window's weigh-ins, not the change of the EWMA
 * shown on the chart: with α = 0.1 the EWMA lags about 9 days, so over a 28-day window that starts
 * with the first weigh-ins its change understates a steady loss by about 30 %. The slope has no lag
 * and its standard error gives the estimate's uncertainty.
 */

export const KCAL_PER_KG = 7700;
export const EXPENDITURE_WINDOW_DAYS = 28;
export const MIN_LOGGED_DAYS = 14;
export const MIN_WEIGH_INS = 3;
export const MIN_WEIGH_IN_SPAN_DAYS = 14;
/** Below or above this the inputs cannot be right (meals not logged, a wrong weigh-in): no proposal. */
const PLAUSIBLE_EXPENDITURE = { min: 1000, max: 6000 } as const;
const LOSS_DEFICIT_KCAL = 500;
/** at most 1 % of body weight a week */
const MAX_WEEKLY_LOSS_FRACTION = 0.01;
const GAIN_SURPLUS_KCAL = 300;

export type GoalDirection = "lose" | "gain" | "maintain";
export type Confidence = "baja" | "media" | "alta";

export interface ExpenditureInput {
  /** the user's local today (YYYY-MM-DD) */
  today: string;
  /** calories per local day, only days with at least one meal logged */
  intake: readonly { date: string; calories: number }[];
  weighIns: readonly DatedWeight[];
  fitnessGoal: string | null;
  currentGoal: number | null;
}

export interface InsufficientData {
  status: "insufficient";
  reason: string;
  logged_days: number;
  weigh_ins: number;
}

export interface ExpenditureEstimate {
  status: "ok";
  /** days from the window's first logged day or weigh-in to today */
  period_days: number;
  logged_days: number;
  weigh_ins: number;
  average_intake: number;
  /** kg over period_days (negative: lost) */
  trend_change_kg: number;
  expenditure: number;
  /** one standard error of the expenditure from the scatter of the weigh-ins, kcal */
  uncertainty_kcal: number | null;
  confidence: Confidence;
  direction: GoalDirection;
  proposed_goal: number;
  current_goal: number | null;
  /** the reasoning in plain Spanish */
  explanation: string;
  goal_explanation: string;
}

export type ExpenditureResult = InsufficientData | ExpenditureEstimate;

/** "1.950": Spanish thousands separator even for four digits (Intl's es-ES omits it there). */
export function formatKcal(kcal: number): string {
  const sign = kcal < 0 ? "-" : "";
  return sign + String(Math.round(Math.abs(kcal))).replace(/\B(?=(\d{3})+(?!\d))/g, ".");
}

/** "0,6": one decimal with a comma. */
export function formatKg(kg: number): string {
  return (Math.round(Math.abs(kg) * 10) / 10).toFixed(1).replace(".", ",");
}

export function goalDirection(goal: string | null): GoalDirection {
  if (goal === ("Pérdida de peso" satisfies FitnessGoal)) return "lose";
  if (goal === ("Ganancia muscular" satisfies FitnessGoal)) return "gain";
  // "Mantenimiento", "Mejorar salud", "Rendimiento deportivo" (fuel the training, keep the weight)
  return "maintain";
}

const clampGoal = (kcal: number) =>
  Math.min(CALORIE_GOAL_MAX, Math.max(CALORIE_GOAL_MIN, Math.round(kcal / 10) * 10));

/** The goal toward the fitness goal, and the sentence that explains it. */
export function proposeGoal(
  expenditure: number,
  direction: GoalDirection,
  bodyKg: number,
): { goal: number; explanation: string } {
  let target = expenditure;
  let explanation: string;
  if (direction === "lose") {
    const deficit = Math.min(LOSS_DEFICIT_KCAL, (bodyKg * MAX_WEEKLY_LOSS_FRACTION * KCAL_PER_KG) / 7);
    target = expenditure - deficit;
    explanation = `Para perder peso sin pasar del 1 % de tu peso a la semana te proponemos unas ${formatKcal(deficit)} kcal menos que tu gasto`;
  } else if (direction === "gain") {
    target = expenditure + GAIN_SURPLUS_KCAL;
    explanation = `Para ganar masa muscular te proponemos ${GAIN_SURPLUS_KCAL} kcal más que tu gasto`;
  } else {
    explanation = "Para mantener tu peso te proponemos comer lo que gastas";
  }
  const goal = clampGoal(target);
  if (goal === CALORIE_GOAL_MIN && target < CALORIE_GOAL_MIN) {
    explanation += `, sin bajar de ${formatKcal(CALORIE_GOAL_MIN)} kcal, el mínimo que recomendamos`;
  } else if (goal === CALORIE_GOAL_MAX && target > CALORIE_GOAL_MAX) {
    explanation += `, sin pasar de ${formatKcal(CALORIE_GOAL_MAX)} kcal`;
  }
  return { goal, explanation: `${explanation}: ${formatKcal(goal)} kcal al día.` };
}

function confidenceOf(loggedDays: number, weighIns: number, uncertainty: number | null): Confidence {
  if (uncertainty === null) return "baja";
  if (loggedDays >= 21 && weighIns >= 10 && uncertainty <= 150) return "alta";
  if (uncertainty <= 300) return "media";
  return "baja";
}

/**
 * The estimate over the last EXPENDITURE_WINDOW_DAYS days: intake of the days before today (today is
 * not over yet), weigh-ins up to today (a morning weigh-in reflects the days before it).
 */
export function estimateExpenditure(input: ExpenditureInput): ExpenditureResult {
  const start = addDays(input.today, -EXPENDITURE_WINDOW_DAYS);
  const intake = input.intake.filter((d) => d.date >= start && d.date < input.today && d.calories > 0);
  const weighIns = input.weighIns.filter((w) => w.date >= start && w.date <= input.today);
  const dates = weighIns.map((w) => w.date).sort();
  const span = dates.length ? daysBetween(dates[0], dates[dates.length - 1]) : 0;

  const counts = { logged_days: intake.length, weigh_ins: weighIns.length };
  const missing: string[] = [];
  if (intake.length < MIN_LOGGED_DAYS) {
    missing.push(
      `al menos ${MIN_LOGGED_DAYS} días con comidas registradas en las últimas 4 semanas (llevas ${intake.length})`,
    );
  }
  if (weighIns.length < MIN_WEIGH_INS || span < MIN_WEIGH_IN_SPAN_DAYS) {
    missing.push(
      `al menos ${MIN_WEIGH_INS} pesajes separados por ${MIN_WEIGH_IN_SPAN_DAYS} días o más (llevas ${weighIns.length}${weighIns.length > 1 ? ` en ${span} días` : ""})`,
    );
  }
  if (missing.length) {
    return {
      status: "insufficient",
      reason: `Para estimar tu gasto real necesitamos ${missing.join(" y ")}.`,
      ...counts,
    };
  }

  const slope = weightSlope(weighIns);
  if (!slope) {
    return { status: "insufficient", reason: "Necesitamos pesajes en días distintos.", ...counts };
  }
  const averageIntake = intake.reduce((sum, d) => sum + d.calories, 0) / intake.length;
  // rounded first, so the numbers shown add up (gasto 2.535 + 300 → 2.840)
  const expenditure = Math.round(averageIntake - slope.perDay * KCAL_PER_KG);
  if (expenditure < PLAUSIBLE_EXPENDITURE.min || expenditure > PLAUSIBLE_EXPENDITURE.max) {
    return {
      status: "insufficient",
      reason:
        "Tus registros no encajan con tu peso: el gasto calculado no es creíble. Revisa que registras todas las comidas de cada día y tus pesajes.",
      ...counts,
    };
  }
  const uncertainty = slope.standardError === null ? null : Math.round(slope.standardError * KCAL_PER_KG);
  // the period the figures speak of: from the first logged day or weigh-in of the window to today
  const firstDay = [...intake.map((d) => d.date), dates[0]].sort()[0];
  const period = daysBetween(firstDay, input.today);
  const change = slope.perDay * period;
  const trend = weightTrend(weighIns);
  const bodyKg = trend[trend.length - 1].kg;
  const direction = goalDirection(input.fitnessGoal);
  const proposal = proposeGoal(expenditure, direction, bodyKg);
  const roundedChange = Math.round(change * 10) / 10;
  const moved =
    roundedChange < 0
      ? `bajó ${formatKg(change)} kg`
      : roundedChange > 0
        ? `subió ${formatKg(change)} kg`
        : "se mantuvo estable";

  return {
    status: "ok",
    period_days: period,
    ...counts,
    average_intake: Math.round(averageIntake),
    trend_change_kg: Math.round(change * 100) / 100,
    expenditure,
    uncertainty_kcal: uncertainty,
    confidence: confidenceOf(intake.length, weighIns.length, uncertainty),
    direction,
    proposed_goal: proposal.goal,
    current_goal: input.currentGoal,
    explanation:
      `En ${period} días comiste de media ${formatKcal(averageIntake)} kcal ` +
      `(${intake.length} días registrados) y tu tendencia ${moved}: ` +
      `tu gasto estimado es ${formatKcal(expenditure)} kcal al día.`,
    goal_explanation: proposal.explanation,
  };
}
