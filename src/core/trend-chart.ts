/**
 * Geometry of the weekly trend bar chart (SPEC.md "Dashboard"; chart inputs in section 3: numeric
 * daily values, labels and a goal in kcal). Pure: the SVG component only draws what this returns.
 *
 * - one bar per value, its label under it and its value above it;
 * - a dashed horizontal goal line captioned 'Meta: {goal} kcal';
 * - vertical scale: max(maximum value, goal) x 1.1;
 * - each bar is 60 % of its slot wide, centred in it; the margin around the plot is 40 px.
 */

export const CHART_MARGIN = 40;
export const BAR_WIDTH_RATIO = 0.6;
export const SCALE_HEADROOM = 1.1;
/** Fewer days than this with a logged value and the chart is replaced by a message (docs/decisions/0007). */
export const MIN_DAYS_WITH_DATA = 2;
/** Gap between a bar's top and its value text, and between the plot's bottom and the label's baseline. */
const VALUE_GAP = 6;
const LABEL_OFFSET = 18;

export interface ChartInput {
  values: number[];
  labels: string[];
  goal: number;
  width: number;
  height: number;
}

export interface ChartBar {
  x: number;
  y: number;
  width: number;
  height: number;
  value: number;
  label: string;
  /** centre of the slot: where the label and the value text are anchored */
  centerX: number;
  labelY: number;
  valueY: number;
}

export interface ChartGeometry {
  width: number;
  height: number;
  margin: number;
  plot: { left: number; top: number; right: number; bottom: number; width: number; height: number };
  scaleMax: number;
  slotWidth: number;
  bars: ChartBar[];
  goalLine: { y: number; x1: number; x2: number; caption: string } | null;
}

export function goalCaption(goal: number): string {
  return `Meta: ${Math.round(goal)} kcal`;
}

/** Whether there are enough data to draw a meaningful trend. */
export function hasEnoughData(values: readonly number[]): boolean {
  return values.filter((v) => Number.isFinite(v) && v > 0).length >= MIN_DAYS_WITH_DATA;
}

const clean = (v: number) => (Number.isFinite(v) && v > 0 ? v : 0);

export function trendChartGeometry({ values, labels, goal, width, height }: ChartInput): ChartGeometry {
  const margin = CHART_MARGIN;
  const plotWidth = Math.max(0, width - 2 * margin);
  const plotHeight = Math.max(0, height - 2 * margin);
  const plot = {
    left: margin,
    top: margin,
    right: margin + plotWidth,
    bottom: margin + plotHeight,
    width: plotWidth,
    height: plotHeight,
  };
  const safeGoal = clean(goal);
  const scaleMax = Math.max(...values.map(clean), safeGoal) * SCALE_HEADROOM;
  const yOf = (v: number) => (scaleMax > 0 ? plot.bottom - (v / scaleMax) * plotHeight : plot.bottom);

  const slotWidth = values.length > 0 ? plotWidth / values.length : 0;
  const barWidth = slotWidth * BAR_WIDTH_RATIO;
  const bars = values.map((raw, i): ChartBar => {
    const value = clean(raw);
    const top = yOf(value);
    const centerX = plot.left + slotWidth * i + slotWidth / 2;
    return {
      x: centerX - barWidth / 2,
      y: top,
      width: barWidth,
      height: plot.bottom - top,
      value,
      label: labels[i] ?? "",
      centerX,
      labelY: plot.bottom + LABEL_OFFSET,
      valueY: top - VALUE_GAP,
    };
  });

  const goalLine =
    safeGoal > 0 ? { y: yOf(safeGoal), x1: plot.left, x2: plot.right, caption: goalCaption(safeGoal) } : null;

  return { width, height, margin, plot, scaleMax, slotWidth, bars, goalLine };
}
