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
/** Rough text metrics of the chart's 11-12 px labels, to keep the goal caption off the values. */
const CHAR_WIDTH = 7;
const TEXT_HEIGHT = 13;
const CAPTION_GAP = 6;

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
  goalLine: {
    y: number;
    x1: number;
    x2: number;
    caption: string;
    /** where the caption's text is anchored (baseline) and aligned */
    captionX: number;
    captionY: number;
    captionAnchor: "start" | "end";
    /** false when no spot beside the line was free: the caption then sits in the top margin */
    captionOnLine: boolean;
  } | null;
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

  let goalLine: ChartGeometry["goalLine"] = null;
  if (safeGoal > 0) {
    const y = yOf(safeGoal);
    const caption = goalCaption(safeGoal);
    goalLine = {
      y,
      x1: plot.left,
      x2: plot.right,
      caption,
      ...captionPlacement(caption, y, plot, bars, slotWidth),
    };
  }

  return { width, height, margin, plot, scaleMax, slotWidth, bars, goalLine };
}

type Box = { left: number; right: number; top: number; bottom: number };
const overlaps = (a: Box, b: Box) =>
  a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;

/**
 * The goal caption sits just above the line, as far right as it can without covering a bar or a
 * value; failing that, just below the line; failing that, in the top margin (outside the bars), where
 * the component draws a dashed sample beside it so it still reads as the line's caption.
 */
function captionPlacement(
  caption: string,
  lineY: number,
  plot: ChartGeometry["plot"],
  bars: ChartBar[],
  slotWidth: number,
): { captionX: number; captionY: number; captionAnchor: "start" | "end"; captionOnLine: boolean } {
  const width = caption.length * CHAR_WIDTH;
  const obstacles: Box[] = bars.flatMap((bar) => {
    const valueWidth = String(Math.round(bar.value)).length * CHAR_WIDTH;
    const boxes: Box[] = [{ left: bar.x, right: bar.x + bar.width, top: bar.y, bottom: bar.y + bar.height }];
    if (bar.value > 0) {
      boxes.push({
        left: bar.centerX - valueWidth / 2,
        right: bar.centerX + valueWidth / 2,
        top: bar.valueY - TEXT_HEIGHT,
        bottom: bar.valueY,
      });
    }
    return boxes.filter((b) => b.bottom > b.top);
  });
  const step = Math.max(1, slotWidth / 2);
  const lefts: number[] = [];
  for (let left = plot.right - width; left >= plot.left - 0.5; left -= step) lefts.push(left);
  for (const baseline of [lineY - CAPTION_GAP, lineY + CAPTION_GAP + TEXT_HEIGHT]) {
    for (const left of lefts) {
      const box = { left, right: left + width, top: baseline - TEXT_HEIGHT, bottom: baseline };
      if (!obstacles.some((o) => overlaps(box, o))) {
        return { captionX: left + width, captionY: baseline, captionAnchor: "end", captionOnLine: true };
      }
    }
  }
  return { captionX: plot.right, captionY: TEXT_HEIGHT + 2, captionAnchor: "end", captionOnLine: false };
}
