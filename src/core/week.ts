import { format, parseISO } from "date-fns";
import { es } from "date-fns/locale/es";
import { addDays, daysBetween, localDay } from "./dates";

/**
 * Week arithmetic of the meal plans (SPEC.md sections 3 and 4 "Meal plans"): the week offset moves
 * the target date by 7 days from today (in the user's time zone); a new plan covers the 7 days that
 * start on its target date, so the plan made today starts today (docs/decisions/0013-conformance.md,
 * superseding the Monday weeks of 0008). Plans stored with Monday weeks keep working: the plan shown
 * is the newest whose range contains the target date, whatever day it starts on.
 */

export const DAYS_PER_PLAN = 7;

export interface PlanWeek {
  /** the date whose plan is shown: today + 7 * offset */
  targetDate: string;
  /** first day of a plan made for this offset: the target date itself */
  startDate: string;
  /** startDate + 6 */
  endDate: string;
}

/** today + 7 days per offset, as "YYYY-MM-DD" (offset may be negative). */
export function targetDateFor(today: string, weekOffset: number): string {
  return addDays(today, DAYS_PER_PLAN * weekOffset);
}

/** The week a plan for `weekOffset` covers, from a known local "today". */
export function planWeekFromToday(today: string, weekOffset: number): PlanWeek {
  const targetDate = targetDateFor(today, weekOffset);
  return { targetDate, startDate: targetDate, endDate: addDays(targetDate, DAYS_PER_PLAN - 1) };
}

/** The week a plan for `weekOffset` covers, with "today" taken in the user's IANA time zone. */
export function planWeek(weekOffset: number, timeZone: string, now: Date = new Date()): PlanWeek {
  return planWeekFromToday(localDay(now, timeZone), weekOffset);
}

/** end_date of a plan: start plus 6 days (SPEC.md section 3). */
export function planEndDate(startDate: string): string {
  return addDays(startDate, DAYS_PER_PLAN - 1);
}

/** The seven calendar days of a plan starting at `startDate`. */
export function planDays(startDate: string): string[] {
  return Array.from({ length: DAYS_PER_PLAN }, (_, i) => addDays(startDate, i));
}

/** Today's day index in a plan: days since its start, valid from 0 to 6, otherwise null. */
export function planDayIndex(startDate: string, today: string): number | null {
  const index = daysBetween(startDate, today);
  return index >= 0 && index < DAYS_PER_PLAN ? index : null;
}

/** Spanish range label 'd MMMM al d MMMM', e.g. '29 diciembre al 4 enero'. */
export function weekRangeLabel(startDate: string, endDate: string): string {
  const fmt = (day: string) => format(parseISO(day), "d MMMM", { locale: es });
  return `${fmt(startDate)} al ${fmt(endDate)}`;
}

/** Long Spanish day name and date for a day card, e.g. 'lunes' and '17 de noviembre'. */
export function dayCardLabels(day: string): { weekday: string; date: string } {
  const date = parseISO(day);
  const weekday = format(date, "EEEE", { locale: es });
  return {
    weekday: weekday.charAt(0).toUpperCase() + weekday.slice(1),
    date: format(date, "d 'de' MMMM", { locale: es }),
  };
}
