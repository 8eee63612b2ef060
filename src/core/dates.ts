import { TZDate } from "@date-fns/tz";
import { addDays as addDaysFns, differenceInCalendarDays, format, parseISO } from "date-fns";

/**
 * Calendar days as "YYYY-MM-DD" strings and their boundaries in a user's IANA time zone.
 * Timestamps are stored in UTC; "today" and weeks are the user's local ones (DESIGN.md).
 */

/** The local calendar day of an instant in a time zone. */
export function localDay(instant: Date, timeZone: string): string {
  return format(new TZDate(instant.getTime(), timeZone), "yyyy-MM-dd");
}

/** The UTC instant at which a local calendar day starts (handles DST days of 23 or 25 hours). */
export function startOfLocalDay(day: string, timeZone: string): Date {
  const [y, m, d] = day.split("-").map(Number);
  return new Date(new TZDate(y, m - 1, d, 0, 0, 0, 0, timeZone).getTime());
}

/** [start, end) of a local day as UTC instants. */
export function localDayRange(day: string, timeZone: string): { start: Date; end: Date } {
  return { start: startOfLocalDay(day, timeZone), end: startOfLocalDay(addDays(day, 1), timeZone) };
}

/** Calendar arithmetic on "YYYY-MM-DD" strings (no time zone involved). */
export function addDays(day: string, days: number): string {
  return format(addDaysFns(parseISO(day), days), "yyyy-MM-dd");
}

export function daysBetween(from: string, to: string): number {
  return differenceInCalendarDays(parseISO(to), parseISO(from));
}

export function isDayString(value: unknown): value is string {
  return (
    typeof value === "string" && /^\d{4}-\d{2}-\d{2}$/.test(value) && !Number.isNaN(parseISO(value).getTime())
  );
}

/** Short Spanish weekday labels, Monday-first index irrelevant: indexed by Date.getDay(). */
export const SHORT_WEEKDAYS_ES = ["Dom", "Lun", "Mar", "Mié", "Jue", "Vie", "Sáb"] as const;

export function shortWeekdayEs(day: string): string {
  return SHORT_WEEKDAYS_ES[parseISO(day).getDay()];
}
