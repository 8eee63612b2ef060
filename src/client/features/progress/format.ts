/** Spanish number formats of the progress pages. */

const KG = new Intl.NumberFormat("es-ES", { minimumFractionDigits: 1, maximumFractionDigits: 1 });
const DECIMAL = new Intl.NumberFormat("es-ES", { maximumFractionDigits: 1 });
const SHORT_DATE = new Intl.DateTimeFormat("es-ES", { day: "numeric", month: "short", timeZone: "UTC" });
const LONG_DATE = new Intl.DateTimeFormat("es-ES", {
  day: "numeric",
  month: "long",
  year: "numeric",
  timeZone: "UTC",
});

export const formatKg = (kg: number) => KG.format(kg);

/** "1.950" for four digits too (Intl's es-ES leaves 1950 ungrouped). */
export function formatKcal(kcal: number): string {
  const sign = kcal < 0 ? "-" : "";
  return sign + String(Math.round(Math.abs(kcal))).replace(/\B(?=(\d{3})+(?!\d))/g, ".");
}

export function formatAmount(value: number, unit: string): string {
  return unit === "kcal" ? formatKcal(value) : DECIMAL.format(value);
}

/** A calendar day (YYYY-MM-DD) as "22 nov", formatted at UTC noon so no zone moves it. */
export const shortDate = (day: string) => SHORT_DATE.format(new Date(`${day}T12:00:00Z`)).replace(".", "");
export const longDate = (day: string) => LONG_DATE.format(new Date(`${day}T12:00:00Z`));

/** The browser's local today as YYYY-MM-DD. */
export function localToday(now = new Date()): string {
  const y = now.getFullYear();
  const m = String(now.getMonth() + 1).padStart(2, "0");
  const d = String(now.getDate()).padStart(2, "0");
  return `${y}-${m}-${d}`;
}

/** "72,5" or "72.5" → 72.5; anything else → null. */
export function parseKg(text: string): number | null {
  const trimmed = text.trim();
  if (!/^\d+([.,]\d+)?$/.test(trimmed)) return null;
  return Number(trimmed.replace(",", "."));
}

/** The smallest "round" step (1, 2, 2.5 or 5 × 10^k) that covers `span` in at most `count` steps. */
function niceStep(span: number, count: number): number {
  const raw = span / count;
  const power = 10 ** Math.floor(Math.log10(raw));
  return ([1, 2, 2.5, 5, 10].find((m) => m * power >= raw) ?? 10) * power;
}

/** Axis ticks from `min` to `max` on round values (so no label reads 229,9). */
export function niceTicks(min: number, max: number, count = 5): number[] {
  if (!(max > min)) return [min];
  const step = niceStep(max - min, count);
  const first = Math.floor(min / step) * step;
  const last = Math.ceil(max / step) * step;
  const ticks: number[] = [];
  for (let v = first; v <= last + step / 1000; v += step) ticks.push(Math.round(v * 1000) / 1000);
  return ticks;
}
