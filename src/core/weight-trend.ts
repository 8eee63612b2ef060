import { daysBetween } from "./dates";

/**
 * The smoothed weight trend (issue 19 item 1): an exponentially weighted moving average, the
 * convention of trend-weight apps (Hacker's Diet, Libra, MacroFactor), with α = 0.1 per DAY. A gap of
 * g days between weigh-ins counts as g days of smoothing: the new weigh-in weighs 1 − (1 − α)^g, so
 * weighing every day or every few days gives the same curve for the same body.
 */
export const TREND_ALPHA = 0.1;

export interface DatedWeight {
  date: string;
  kg: number;
}

/** The trend at each weigh-in's date (input in any order; output oldest first, kg to 2 decimals). */
export function weightTrend(weighIns: readonly DatedWeight[], alpha = TREND_ALPHA): DatedWeight[] {
  const sorted = [...weighIns].sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
  const out: DatedWeight[] = [];
  let trend: number | null = null;
  let lastDate = "";
  for (const w of sorted) {
    if (trend === null) {
      trend = w.kg;
    } else {
      const gap = Math.max(1, daysBetween(lastDate, w.date));
      const weight = 1 - (1 - alpha) ** gap;
      trend += weight * (w.kg - trend);
    }
    lastDate = w.date;
    out.push({ date: w.date, kg: Math.round(trend * 100) / 100 });
  }
  return out;
}

/**
 * Least-squares line through dated weights: kg per day, and the standard error of that slope (null
 * with fewer than 3 points). Days are counted from the first date.
 */
export function weightSlope(
  weighIns: readonly DatedWeight[],
): { perDay: number; standardError: number | null } | null {
  if (weighIns.length < 2) return null;
  const origin = weighIns.map((w) => w.date).sort()[0];
  const xs = weighIns.map((w) => daysBetween(origin, w.date));
  const ys = weighIns.map((w) => w.kg);
  const n = xs.length;
  const meanX = xs.reduce((a, b) => a + b, 0) / n;
  const meanY = ys.reduce((a, b) => a + b, 0) / n;
  let sxx = 0;
  let sxy = 0;
  for (let i = 0; i < n; i++) {
    sxx += (xs[i] - meanX) ** 2;
    sxy += (xs[i] - meanX) * (ys[i] - meanY);
  }
  if (sxx === 0) return null;
  const perDay = sxy / sxx;
  if (n < 3) return { perDay, standardError: null };
  let residuals = 0;
  for (let i = 0; i < n; i++) residuals += (ys[i] - (meanY + perDay * (xs[i] - meanX))) ** 2;
  return { perDay, standardError: Math.sqrt(residuals / (n - 2) / sxx) };
}
