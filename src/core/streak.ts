import { localDay } from "./dates";

/**
 * The logging streak (SPEC.md section 4 "Streak"): consecutive local days back from today with at
 * least one logged meal. If today has none but yesterday does, the streak is yesterday's run plus
 * one, exactly as the spec words it (it reads oddly: today without a log still counts as a day of the
 * streak, so the run is not shown as broken before the day is over; docs/decisions/0007).
 *
 * Days are whole-day integers (days since 1970-01-01 on the calendar, no time zone) so that walking a
 * long run is integer steps, not date-string parsing and formatting (docs/decisions/0018).
 */

const MS_PER_DAY = 86_400_000;

/** "YYYY-MM-DD" -> days since 1970-01-01 (the calendar day, independent of any time zone). */
export function dayNumber(day: string): number {
  return (
    Date.UTC(Number(day.slice(0, 4)), Number(day.slice(5, 7)) - 1, Number(day.slice(8, 10))) / MS_PER_DAY
  );
}

/** The spec's rule on whole-day numbers: the run counts if it ends today, plus one if it ends yesterday. */
function streakFromRunDays(lastDay: number, runLength: number, today: number): number {
  if (runLength <= 0) return 0;
  if (lastDay === today) return runLength;
  return lastDay === today - 1 ? runLength + 1 : 0;
}

/**
 * The streak from the run of consecutive logged days that ends on the most recent logged day not
 * after today: `lastLogDay` is that day (null when there is none) and `runLength` the run's length.
 */
export function streakFromRun(lastLogDay: string | null, runLength: number, today: string): number {
  if (lastLogDay === null) return 0;
  return streakFromRunDays(dayNumber(lastLogDay), runLength, dayNumber(today));
}

/**
 * @param logDays local calendar days ("YYYY-MM-DD", any order, repeats allowed) with at least one log
 * @param today the user's local today
 */
export function computeStreak(logDays: Iterable<string>, today: string): number {
  const days = new Set<number>();
  for (const day of logDays) days.add(dayNumber(day));
  const todayN = dayNumber(today);
  const last = days.has(todayN) ? todayN : todayN - 1;
  let first = last + 1;
  while (days.has(first - 1)) first -= 1;
  return streakFromRunDays(last, last - first + 1, todayN);
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
