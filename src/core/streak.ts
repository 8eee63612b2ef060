import { addDays, localDay } from "./dates";

/**
 * The logging streak (SPEC.md section 4 "Streak"): consecutive local days back from today with at
 * least one logged meal. If today has none but yesterday does, the streak is yesterday's run plus
 * one, exactly as the spec words it (it reads oddly: today without a log still counts as a day of the
 * streak, so the run is not shown as broken before the day is over; docs/decisions/0007).
 */

/** Length of the run of consecutive days in `days` ending at `lastDay` (0 when it is absent). */
function runEndingAt(days: ReadonlySet<string>, lastDay: string): number {
  let run = 0;
  let day = lastDay;
  while (days.has(day)) {
    run += 1;
    day = addDays(day, -1);
  }
  return run;
}

/**
 * @param logDays local calendar days ("YYYY-MM-DD", any order, repeats allowed) with at least one log
 * @param today the user's local today
 */
export function computeStreak(logDays: Iterable<string>, today: string): number {
  const days = new Set(logDays);
  if (days.has(today)) return runEndingAt(days, today);
  const yesterdayRun = runEndingAt(days, addDays(today, -1));
  return yesterdayRun > 0 ? yesterdayRun + 1 : 0;
}

/** The distinct local days, in a time zone, of a list of instants (e.g. meal logged_at values). */
export function localLogDays(instants: Iterable<Date>, timeZone: string): Set<string> {
  const days = new Set<string>();
  for (const instant of instants) days.add(localDay(instant, timeZone));
  return days;
}

/** The streak from logged instants, with "today" taken in the user's time zone. */
export function streakFromInstants(
  instants: Iterable<Date>,
  timeZone: string,
  now: Date = new Date(),
): number {
  return computeStreak(localLogDays(instants, timeZone), localDay(now, timeZone));
}
