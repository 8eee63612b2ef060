import {
  Check,
  ChevronLeft,
  ChevronRight,
  Crown,
  House,
  MoreHorizontal,
  Plus,
  Printer,
  RotateCcw,
  Share2,
  ShoppingBasket,
  Trash2,
} from "lucide-react";
import { type FormEvent, useEffect, useId, useState } from "react";
import { Link } from "react-router";
import { shortWeekdayEs } from "../../../core/dates";
import { MAX_EXTRA_NAME, type ShoppingItem, type ShoppingList } from "../../../core/shopping.schema";
import { listAsText } from "../../../core/shopping-text";
import { planDays, weekRangeLabel } from "../../../core/week";
import { errorMessage, isUpgradeRequired } from "../../lib/api";
import { useUpgrade } from "../../lib/upgrade";
import { Banner } from "../../ui/Banner";
import { Button, buttonClass } from "../../ui/Button";
import { cx } from "../../ui/cx";
import { Spinner } from "../../ui/Spinner";
import { UpsellModal } from "../../ui/UpsellModal";
import { shoppingMessages as t } from "./messages";
import { useAddExtra, useRemoveItem, useShoppingList, useStaple, useTickItem } from "./shopping-api";

const focusRing = "focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-emerald-600";

/** The week's shopping list (issue 18): tick in the shop with one thumb, share, print. */
export function ShoppingListPage() {
  const upgrade = useUpgrade();
  const [weekOffset, setWeekOffset] = useState(0);
  const [days, setDays] = useState<number[] | null>(null);
  const [notice, setNotice] = useState<{ tone: "error" | "success"; text: string } | null>(null);
  const [upsell, setUpsell] = useState(false);

  const query = useShoppingList(weekOffset, days);
  const tick = useTickItem(weekOffset, days);
  const remove = useRemoveItem(weekOffset);
  const staple = useStaple(weekOffset);
  const list = query.data;
  const locked = query.isError && isUpgradeRequired(query.error);

  useEffect(() => {
    if (upgrade.error) setUpsell(false);
  }, [upgrade.error]);

  const changeWeek = (offset: number) => {
    setNotice(null);
    setDays(null);
    setWeekOffset(offset);
  };

  const fail = (e: unknown) => setNotice({ tone: "error", text: errorMessage(e, t.errors.update) });
  const onTick = (item: ShoppingItem) => tick.mutate({ item, checked: !item.checked }, { onError: fail });
  const onRemove = (key: string, removed: boolean) => remove.mutate({ key, removed }, { onError: fail });
  const onStaple = (key: string, atHome: boolean) => staple.mutate({ key, atHome }, { onError: fail });

  const onShare = async () => {
    if (!list) return;
    const title = t.shareTitle(weekRangeLabel(list.start_date, list.end_date));
    const text = listAsText(title, list.groups);
    try {
      if (typeof navigator.share === "function") {
        await navigator.share({ title, text });
        setNotice({ tone: "success", text: t.shared });
        return;
      }
    } catch (e) {
      if (e instanceof DOMException && e.name === "AbortError") return;
    }
    try {
      await navigator.clipboard.writeText(text);
      setNotice({ tone: "success", text: t.copied });
    } catch {
      setNotice({ tone: "error", text: t.errors.share });
    }
  };

  const total = list ? list.groups.reduce((n, g) => n + g.items.length, 0) : 0;
  const done = list ? list.groups.reduce((n, g) => n + g.items.filter((i) => i.checked).length, 0) : 0;

  return (
    <section aria-labelledby="page-title" className="space-y-5">
      <header className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h1 id="page-title" className="text-2xl font-bold tracking-tight text-gray-900 sm:text-3xl">
            {t.title}
          </h1>
          <p className="mt-1 text-gray-700 print:hidden">{t.subtitle}</p>
          {list && (
            <p className="mt-1 hidden text-sm text-gray-700 print:block">
              {weekRangeLabel(list.start_date, list.end_date)}
            </p>
          )}
        </div>
        {list && total > 0 && (
          <div className="flex gap-2 print:hidden">
            <Button variant="secondary" onClick={onShare} className="flex-1 sm:flex-none">
              <Share2 aria-hidden="true" className="h-4 w-4" />
              {t.actions.share}
            </Button>
            <Button variant="secondary" onClick={() => window.print()} className="flex-1 sm:flex-none">
              <Printer aria-hidden="true" className="h-4 w-4" />
              {t.actions.print}
            </Button>
          </div>
        )}
      </header>

      {!locked && (
        <WeekBar
          weekOffset={weekOffset}
          list={list}
          days={days}
          onWeek={changeWeek}
          onDays={(d) => {
            setNotice(null);
            setDays(d);
          }}
        />
      )}

      {notice && (
        <div className="sticky top-20 z-30 print:hidden">
          <Banner tone={notice.tone} onDismiss={() => setNotice(null)}>
            {notice.text}
          </Banner>
        </div>
      )}
      {upgrade.error && <Banner onDismiss={upgrade.reset}>{upgrade.error}</Banner>}

      {locked ? (
        <LockedCard message={query.error.message} onUpgrade={() => setUpsell(true)} />
      ) : query.isError ? (
        <Banner>{errorMessage(query.error, t.errors.fetch)}</Banner>
      ) : !list ? (
        <div
          role="status"
          className="flex items-center justify-center gap-3 rounded-2xl bg-white py-16 text-gray-700 shadow-sm"
        >
          <Spinner decorative />
          {t.loading}
        </div>
      ) : (
        <>
          {total > 0 && (
            <p className="text-sm font-medium text-gray-700 print:hidden" aria-live="polite">
              {t.progress(done, total)}
            </p>
          )}
          {total === 0 && <EmptyCard list={list} />}
          <div className="space-y-4 lg:block lg:columns-2 lg:gap-4 lg:space-y-0 print:block print:columns-2 print:gap-6 print:space-y-0">
            {list.groups.map((group) => (
              <section
                key={group.aisle}
                aria-labelledby={`aisle-${group.aisle}`}
                className="break-inside-avoid rounded-2xl border border-gray-200 bg-white shadow-sm lg:mb-4 print:mb-4 print:border-0 print:shadow-none"
              >
                <h2
                  id={`aisle-${group.aisle}`}
                  className="flex items-center justify-between border-b border-gray-100 px-4 py-3 text-base font-semibold text-gray-900 print:px-0 print:py-1"
                >
                  {group.label}
                  <span className="text-sm font-normal text-gray-600 print:hidden">
                    {group.items.filter((i) => !i.checked).length}
                  </span>
                </h2>
                <ul className="divide-y divide-gray-100">
                  {group.items.map((item) => (
                    <ItemRow
                      key={item.key}
                      item={item}
                      onTick={() => onTick(item)}
                      onRemove={() => onRemove(item.key, true)}
                      onStaple={item.stapleable ? () => onStaple(item.key, true) : undefined}
                    />
                  ))}
                </ul>
              </section>
            ))}
          </div>
          <AddExtraForm weekOffset={weekOffset} left={list.extras_left} onError={fail} />
          {list.staples.length > 0 && (
            <details className="rounded-2xl border border-gray-200 bg-white shadow-sm print:hidden">
              <summary
                className={cx("cursor-pointer rounded-2xl px-4 py-3 font-semibold text-gray-900", focusRing)}
              >
                <House aria-hidden="true" className="mr-2 inline h-4 w-4 text-emerald-700" />
                {t.atHome.title(list.staples.length)}
              </summary>
              <p className="px-4 text-sm text-gray-700">{t.atHome.text}</p>
              <ul className="divide-y divide-gray-100 px-1 pb-2">
                {list.staples.map((item) => (
                  <SideRow
                    key={item.key}
                    name={item.name}
                    detail={item.quantity}
                    action={t.actions.backToList}
                    onAction={() => onStaple(item.key, false)}
                  />
                ))}
              </ul>
            </details>
          )}
          {list.removed.length > 0 && (
            <details className="rounded-2xl border border-gray-200 bg-white shadow-sm print:hidden">
              <summary
                className={cx("cursor-pointer rounded-2xl px-4 py-3 font-semibold text-gray-900", focusRing)}
              >
                <Trash2 aria-hidden="true" className="mr-2 inline h-4 w-4 text-gray-600" />
                {t.removed.title(list.removed.length)}
              </summary>
              <ul className="divide-y divide-gray-100 px-1 pb-2">
                {list.removed.map((item) => (
                  <SideRow
                    key={item.key}
                    name={item.name}
                    action={t.actions.restore}
                    onAction={() => onRemove(item.key, false)}
                  />
                ))}
              </ul>
            </details>
          )}
        </>
      )}

      <UpsellModal
        open={upsell}
        trigger={t.upsellTrigger}
        onClose={() => setUpsell(false)}
        onUpgrade={() => upgrade.upgrade("premium")}
        upgrading={upgrade.upgrading}
      />
    </section>
  );
}

function WeekBar({
  weekOffset,
  list,
  days,
  onWeek,
  onDays,
}: {
  weekOffset: number;
  list: ShoppingList | undefined;
  days: number[] | null;
  onWeek: (offset: number) => void;
  onDays: (days: number[] | null) => void;
}) {
  const arrow = cx("rounded-xl p-3 text-gray-700 hover:bg-gray-100 active:bg-gray-200", focusRing);
  const dates = list?.has_plan ? planDays(list.start_date) : null;
  const toggle = (day: number) => {
    const current = days ?? [];
    const next = current.includes(day) ? current.filter((d) => d !== day) : [...current, day].sort();
    onDays(next.length === 0 || next.length === 7 ? null : next);
  };
  const chip = (active: boolean) =>
    cx(
      "shrink-0 rounded-full border px-3 py-2 text-sm font-medium transition-colors",
      focusRing,
      active
        ? "border-emerald-700 bg-emerald-700 text-white"
        : "border-gray-300 bg-white text-gray-800 hover:bg-gray-50",
    );
  return (
    <div className="rounded-2xl border border-gray-200 bg-white p-2 shadow-sm sm:p-3 print:hidden">
      <div className="flex items-center justify-between gap-2">
        <button
          type="button"
          className={arrow}
          aria-label={t.week.previous}
          onClick={() => onWeek(weekOffset - 1)}
        >
          <ChevronLeft aria-hidden="true" className="h-5 w-5" />
        </button>
        <div className="text-center">
          <p className="text-sm font-semibold text-emerald-800">{t.week.relative(weekOffset)}</p>
          {list && <p className="text-sm text-gray-700">{weekRangeLabel(list.start_date, list.end_date)}</p>}
        </div>
        <button
          type="button"
          className={arrow}
          aria-label={t.week.next}
          onClick={() => onWeek(weekOffset + 1)}
        >
          <ChevronRight aria-hidden="true" className="h-5 w-5" />
        </button>
      </div>
      {dates && (
        <fieldset className="mt-2 min-w-0 border-t border-gray-100 pt-2">
          <legend className="sr-only">{t.days.label}</legend>
          <div className="-mx-1 flex gap-2 overflow-x-auto px-1 pb-1">
            <button
              type="button"
              className={chip(days === null)}
              aria-pressed={days === null}
              onClick={() => onDays(null)}
            >
              {t.days.all}
            </button>
            {dates.map((date, day) => (
              <button
                key={date}
                type="button"
                className={chip(days?.includes(day) ?? false)}
                aria-pressed={days?.includes(day) ?? false}
                onClick={() => toggle(day)}
              >
                {shortWeekdayEs(date)} {Number(date.slice(8))}
              </button>
            ))}
          </div>
        </fieldset>
      )}
    </div>
  );
}

function ItemRow({
  item,
  onTick,
  onRemove,
  onStaple,
}: {
  item: ShoppingItem;
  onTick: () => void;
  onRemove: () => void;
  onStaple?: () => void;
}) {
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const isExtra = item.aisle === "anadidos";
  return (
    <li
      className={cx("print:py-0.5", item.checked && "bg-gray-50 print:bg-transparent")}
      data-item={item.key}
    >
      <div className="flex items-stretch">
        <label
          className={cx(
            "flex min-h-14 flex-1 cursor-pointer items-center gap-3 px-4 py-2.5 text-left print:min-h-0 print:px-0 print:py-0.5",
            "has-[input:focus-visible]:outline-2 has-[input:focus-visible]:-outline-offset-2 has-[input:focus-visible]:outline-emerald-600",
          )}
        >
          <input type="checkbox" className="sr-only" checked={item.checked} onChange={onTick} />
          <span
            aria-hidden="true"
            className={cx(
              "flex h-6 w-6 shrink-0 items-center justify-center rounded-md border-2",
              item.checked ? "border-emerald-700 bg-emerald-700 text-white" : "border-gray-400 bg-white",
            )}
          >
            {item.checked && <Check className="h-4 w-4" strokeWidth={3} />}
          </span>
          <span className="min-w-0 flex-1">
            <span
              className={cx(
                "block font-medium",
                item.checked ? "text-gray-500 line-through" : "text-gray-900",
              )}
            >
              {item.name}
            </span>
            {(item.hint || (item.aisle === "otros" && item.dishes.length > 0)) && (
              <span className="block text-xs text-gray-600">
                {item.hint ?? t.usedIn(item.dishes.join(", "))}
              </span>
            )}
          </span>
          {item.quantity && (
            <span
              className={cx(
                "shrink-0 text-right text-sm font-semibold tabular-nums",
                item.checked ? "text-gray-500" : "text-emerald-800",
              )}
            >
              {item.quantity}
            </span>
          )}
        </label>
        <button
          type="button"
          aria-label={t.actions.more(item.name)}
          aria-expanded={open}
          aria-controls={menuId}
          onClick={() => setOpen((o) => !o)}
          className={cx("shrink-0 px-3 text-gray-600 hover:bg-gray-100 print:hidden", focusRing)}
        >
          <MoreHorizontal aria-hidden="true" className="h-5 w-5" />
        </button>
      </div>
      {open && (
        <div id={menuId} className="flex flex-wrap gap-2 px-4 pb-3 print:hidden">
          {onStaple && !isExtra && (
            <Button size="sm" variant="secondary" onClick={onStaple}>
              <House aria-hidden="true" className="h-4 w-4" />
              {t.actions.staple}
            </Button>
          )}
          <Button size="sm" variant="ghost" onClick={onRemove}>
            <Trash2 aria-hidden="true" className="h-4 w-4" />
            {t.actions.remove}
          </Button>
        </div>
      )}
    </li>
  );
}

function SideRow({
  name,
  detail,
  action,
  onAction,
}: {
  name: string;
  detail?: string;
  action: string;
  onAction: () => void;
}) {
  return (
    <li className="flex items-center justify-between gap-3 px-3 py-2">
      <span className="min-w-0">
        <span className="block text-gray-900">{name}</span>
        {detail && <span className="block text-xs text-gray-600">{detail}</span>}
      </span>
      <Button size="sm" variant="ghost" onClick={onAction} className="shrink-0">
        <RotateCcw aria-hidden="true" className="h-4 w-4" />
        {action}
      </Button>
    </li>
  );
}

function AddExtraForm({
  weekOffset,
  left,
  onError,
}: {
  weekOffset: number;
  left: number;
  onError: (e: unknown) => void;
}) {
  const add = useAddExtra(weekOffset);
  const [name, setName] = useState("");
  const inputId = useId();
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const value = name.trim();
    if (!value) return;
    add.mutate(value, { onSuccess: () => setName(""), onError });
  };
  return (
    <form
      onSubmit={submit}
      className="rounded-2xl border border-gray-200 bg-white p-4 shadow-sm print:hidden"
    >
      <label htmlFor={inputId} className="block text-sm font-semibold text-gray-900">
        {t.add.label}
      </label>
      <div className="mt-2 flex gap-2">
        <input
          id={inputId}
          value={name}
          onChange={(e) => setName(e.target.value)}
          maxLength={MAX_EXTRA_NAME}
          placeholder={t.add.placeholder}
          disabled={left === 0}
          enterKeyHint="done"
          className="block min-w-0 flex-1 rounded-xl border border-gray-300 bg-white px-3.5 py-2.5 text-base text-gray-900 shadow-sm placeholder:text-gray-500 focus:border-emerald-600 focus:outline-none focus:ring-2 focus:ring-emerald-100"
        />
        <Button type="submit" loading={add.isPending} disabled={left === 0 || !name.trim()}>
          {!add.isPending && <Plus aria-hidden="true" className="h-4 w-4" />}
          {t.actions.add}
        </Button>
      </div>
      {left < 50 && <p className="mt-1.5 text-xs text-gray-600">{t.add.left(left)}</p>}
    </form>
  );
}

function EmptyCard({ list }: { list: ShoppingList }) {
  return (
    <div className="rounded-2xl border border-dashed border-emerald-300 bg-white px-6 py-10 text-center shadow-sm">
      <ShoppingBasket aria-hidden="true" className="mx-auto h-12 w-12 text-emerald-600" />
      <h2 className="mt-3 text-lg font-semibold text-gray-900">
        {list.has_plan ? t.empty.title : t.empty.noPlanTitle}
      </h2>
      {list.hint && <p className="mt-1 text-gray-700">{list.hint}</p>}
      {!list.has_plan && (
        <Link to="/app/meal-plans" className={buttonClass({ size: "lg", className: "mt-6" })}>
          {t.actions.toPlan}
        </Link>
      )}
    </div>
  );
}

function LockedCard({ message, onUpgrade }: { message: string; onUpgrade: () => void }) {
  return (
    <div className="rounded-2xl border border-amber-200 bg-white px-6 py-10 text-center shadow-sm">
      <Crown aria-hidden="true" className="mx-auto h-12 w-12 text-amber-500" />
      <h2 className="mt-3 text-lg font-semibold text-gray-900">{t.locked.title}</h2>
      <p className="mx-auto mt-1 max-w-prose text-gray-700">{t.locked.text}</p>
      <p className="sr-only">{message}</p>
      <Button variant="accent" size="lg" className="mt-6" onClick={onUpgrade}>
        {t.locked.cta}
      </Button>
    </div>
  );
}
