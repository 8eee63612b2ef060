import { TZDate } from "@date-fns/tz";
import { addDays as addDaysFns, differenceInCalendarDays, format, parseISO } from "date-fns";

/**
 * Calendar days as "YYYY-MM-DD" strings and their boundaries in a user's IANA time zone.
 * Timestamps are stored in UTC; "today" and weeks are the user's local ones (DESIGN.md).
 */

const dayFormatters = new Map<string, Intl.DateTimeFormat>();
const MAX_DAY_FORMATTERS = 1000;

/** One formatter per zone: building an Intl.DateTimeFormat costs far more than using one. */
function dayFormatter(timeZone: string): Intl.DateTimeFormat {
  let formatter = dayFormatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat("en-US", {
      timeZone,
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      calendar: "gregory",
      numberingSystem: "latn",
    });
    if (dayFormatters.size < MAX_DAY_FORMATTERS) dayFormatters.set(timeZone, formatter);
  }
  return formatter;
}

/** The local calendar day of an instant in a time zone. */
export function localDay(instant: Date, timeZone: string): string {
  let y = "";
  let m = "";
  let d = "";
  for (const part of dayFormatter(timeZone).formatToParts(instant)) {
    if (part.type === "year") y = part.value;
    else if (part.type === "month") m = part.value;
    else if (part.type === "day") d = part.value;
  }
  return `${y.padStart(4, "0")}-${m}-${d}`;
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
  const [y, m, d] = day.split("-").map(Number);
  if (!Number.isInteger(y) || !Number.isInteger(m) || !Number.isInteger(d) || y < 1000 || y > 9999) {
    return format(addDaysFns(parseISO(day), days), "yyyy-MM-dd");
  }
  // Whole-day arithmetic on the UTC calendar: no time zone, no DST, no string parsing library.
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
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
