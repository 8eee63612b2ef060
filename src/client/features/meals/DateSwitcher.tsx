import { CalendarDays, ChevronLeft, ChevronRight } from "lucide-react";
import { useId } from "react";
import { addDays, daysBetween } from "../../../core/dates";
import { MAX_DAYS_BACK } from "../../../core/meal-day";
import { cx } from "../../ui/cx";
import { mealMessages } from "./messages";

const t = mealMessages.day;
const longDate = new Intl.DateTimeFormat("es-ES", { weekday: "long", day: "numeric", month: "long" });

/** "hoy", "ayer" or "martes, 17 de noviembre" for a day seen from `today`. */
export function dayName(day: string, today: string): string {
  const back = daysBetween(day, today);
  if (back === 0) return t.today.toLowerCase();
  if (back === 1) return t.yesterday.toLowerCase();
  const [y, m, d] = day.split("-").map(Number);
  return longDate.format(new Date(y, m - 1, d));
}

const relative = (day: string, today: string) => daysBetween(day, today) <= 1;

/** "de ayer" / "del martes, 17 de noviembre" ("Comidas de ayer"). */
export const dayOf = (day: string, today: string) =>
  `${relative(day, today) ? "de" : "del"} ${dayName(day, today)}`;

/** "ayer" / "el martes, 17 de noviembre" ("No hay comidas registradas ayer"). */
export const dayOn = (day: string, today: string) =>
  relative(day, today) ? dayName(day, today) : `el ${dayName(day, today)}`;

const arrow =
  "rounded-xl p-2.5 text-gray-700 hover:bg-emerald-50 hover:text-emerald-800 focus-visible:outline-2 focus-visible:outline-emerald-600 disabled:cursor-not-allowed disabled:opacity-40 disabled:hover:bg-transparent";

/**
 * Issue 17 item 4: the day the tracker shows and logs to, from today back 30 days; future days are not
 * offered (the server refuses them too).
 */
export function DateSwitcher({
  day,
  today,
  onChange,
}: {
  day: string;
  today: string;
  onChange: (day: string) => void;
}) {
  const inputId = useId();
  const oldest = addDays(today, -MAX_DAYS_BACK);
  const name = dayName(day, today);
  const go = (next: string) => {
    if (daysBetween(oldest, next) >= 0 && daysBetween(next, today) >= 0) onChange(next);
  };
  return (
    <div className="flex items-center gap-1 rounded-2xl border border-gray-200 bg-white p-1 shadow-sm">
      <button
        type="button"
        className={arrow}
        onClick={() => go(addDays(day, -1))}
        disabled={day <= oldest}
        aria-label={t.previous}
      >
        <ChevronLeft aria-hidden="true" className="h-5 w-5" />
      </button>
      <label
        htmlFor={inputId}
        className="relative flex min-w-0 flex-1 cursor-pointer items-center justify-center gap-2 px-1"
      >
        <CalendarDays aria-hidden="true" className="h-4 w-4 shrink-0 text-emerald-700" />
        <span className="truncate text-sm font-semibold text-gray-900 first-letter:uppercase">{name}</span>
        <input
          id={inputId}
          type="date"
          value={day}
          min={oldest}
          max={today}
          aria-label={`${t.label}: ${name}`}
          onChange={(e) => e.target.value && go(e.target.value)}
          className="absolute inset-0 h-full w-full cursor-pointer opacity-0"
        />
      </label>
      <button
        type="button"
        className={arrow}
        onClick={() => go(addDays(day, 1))}
        disabled={day >= today}
        aria-label={t.next}
      >
        <ChevronRight aria-hidden="true" className="h-5 w-5" />
      </button>
      {day !== today && (
        <button
          type="button"
          onClick={() => onChange(today)}
          className={cx(
            "shrink-0 rounded-xl px-3 py-2 text-sm font-semibold text-emerald-800 hover:bg-emerald-50",
            "focus-visible:outline-2 focus-visible:outline-emerald-600",
          )}
        >
          {t.backToToday}
        </button>
      )}
    </div>
  );
}
