import { parseISO } from "date-fns";
import { shortWeekdayEs } from "../../../core/dates";
import { cx } from "../../ui/cx";
import { planMessages as t } from "./messages";

/** Seven day pills that jump to their card: on a phone the week is a long scroll. */
export function DayStrip({ days, todayIndex }: { days: string[]; todayIndex: number | null }) {
  const jump = (date: string) => {
    const card = document.getElementById(`card-${date}`);
    if (!card) return;
    const reduce = window.matchMedia?.("(prefers-reduced-motion: reduce)").matches;
    card.scrollIntoView({ behavior: reduce ? "auto" : "smooth", block: "start" });
    card.focus({ preventScroll: true });
  };
  return (
    <nav aria-label={t.dayStrip} className="-mx-1 overflow-x-auto px-1 md:hidden">
      <ul className="grid min-w-max grid-cols-7 gap-1.5">
        {days.map((date, index) => (
          <li key={date}>
            <button
              type="button"
              onClick={() => jump(date)}
              aria-current={todayIndex === index ? "date" : undefined}
              className={cx(
                "flex w-11 flex-col items-center rounded-xl py-1.5 text-xs font-medium ring-1 ring-inset",
                "focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-emerald-600",
                todayIndex === index
                  ? "bg-emerald-700 text-white ring-emerald-700"
                  : "bg-white text-gray-700 ring-gray-200 hover:bg-gray-50",
              )}
            >
              <span>{shortWeekdayEs(date)}</span>
              <span className="text-base font-bold tabular-nums">{parseISO(date).getDate()}</span>
            </button>
          </li>
        ))}
      </ul>
    </nav>
  );
}
