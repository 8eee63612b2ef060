import { BarChart3 } from "lucide-react";
import { hasEnoughData, trendChartGeometry } from "../../../core/trend-chart";
import { formatNutrient } from "../../ui/NutrientChip";
import { dashboardMessages as t } from "./messages";
import { useElementWidth } from "./use-element-width";

/** Length of the dashed sample drawn beside the goal caption when it sits in the top margin. */
const LEGEND_SAMPLE = 22;

export interface TrendChartProps {
  values: number[];
  labels: string[];
  /** kcal */
  goal: number;
  /** index of the bar to emphasise (today) */
  highlightIndex?: number;
  height?: number;
}

/**
 * The 7-day calorie bar chart (SPEC.md "Dashboard"). Drawn at the container's real pixel width, so
 * text keeps its size on a phone and the 40 px margin is 40 px. Screen readers get a table instead.
 */
export function TrendChart({ values, labels, goal, highlightIndex, height = 240 }: TrendChartProps) {
  const [containerRef, width] = useElementWidth<HTMLDivElement>(600);

  if (!hasEnoughData(values)) {
    return (
      <div className="flex min-h-40 flex-col items-center justify-center gap-2 rounded-xl border border-dashed border-gray-300 bg-gray-50 px-4 py-8 text-center text-sm text-gray-600">
        <BarChart3 aria-hidden="true" className="h-6 w-6 text-gray-400" />
        <p>{t.weekly.notEnoughData}</p>
      </div>
    );
  }

  const g = trendChartGeometry({ values, labels, goal, width, height });
  return (
    <figure className="m-0">
      <div ref={containerRef} className="w-full min-w-0 overflow-hidden">
        <svg
          width={g.width}
          height={g.height}
          viewBox={`0 0 ${g.width} ${g.height}`}
          className="block max-w-full overflow-visible"
          aria-hidden="true"
          focusable="false"
        >
          <line
            x1={g.plot.left}
            x2={g.plot.right}
            y1={g.plot.bottom}
            y2={g.plot.bottom}
            className="stroke-gray-300"
            strokeWidth={1}
          />
          {g.bars.map((bar, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: a bar's slot position is its identity
            <g key={i}>
              <rect
                x={bar.x}
                y={bar.y}
                width={bar.width}
                height={bar.height}
                rx={Math.min(6, bar.width / 4)}
                className={i === highlightIndex ? "fill-emerald-700" : "fill-emerald-400"}
              />
              <text
                x={bar.centerX}
                y={bar.labelY}
                textAnchor="middle"
                className={
                  i === highlightIndex
                    ? "fill-gray-900 text-xs font-semibold"
                    : "fill-gray-600 text-xs font-medium"
                }
              >
                {bar.label}
              </text>
            </g>
          ))}
          {g.goalLine && (
            <line
              x1={g.goalLine.x1}
              x2={g.goalLine.x2}
              y1={g.goalLine.y}
              y2={g.goalLine.y}
              className="stroke-amber-500"
              strokeWidth={2}
              strokeDasharray="6 4"
            />
          )}
          {/* values after the goal line, so the line never crosses a number; a day with nothing
              logged shows its 0 too (SPEC.md "Dashboard": a value above every bar) */}
          {g.bars.map((bar) => (
            <text
              key={`value-${bar.centerX}`}
              data-testid="bar-value"
              x={bar.centerX}
              y={bar.valueY}
              textAnchor="middle"
              stroke="white"
              strokeWidth={3}
              paintOrder="stroke"
              className="fill-gray-800 text-[11px] font-semibold tabular-nums sm:text-xs"
            >
              {formatNutrient(bar.value)}
            </text>
          ))}
          {g.goalLine && (
            <g>
              {!g.goalLine.captionOnLine && (
                <line
                  x1={g.goalLine.captionX - LEGEND_SAMPLE}
                  x2={g.goalLine.captionX}
                  y1={g.goalLine.captionY - 4}
                  y2={g.goalLine.captionY - 4}
                  className="stroke-amber-500"
                  strokeWidth={2}
                  strokeDasharray="6 4"
                />
              )}
              <text
                x={g.goalLine.captionOnLine ? g.goalLine.captionX : g.goalLine.captionX - LEGEND_SAMPLE - 6}
                y={g.goalLine.captionY}
                textAnchor={g.goalLine.captionAnchor}
                stroke="white"
                strokeWidth={4}
                paintOrder="stroke"
                className="fill-amber-800 text-[11px] font-semibold sm:text-xs"
              >
                {g.goalLine.caption}
              </text>
            </g>
          )}
        </svg>
      </div>
      {/* sr-only on the wrapper: a table ignores the 1 px width and would widen the page */}
      <div className="sr-only">
        <table>
          <caption>{t.weekly.tableCaption(formatNutrient(goal))}</caption>
          <thead>
            <tr>
              <th scope="col">{t.weekly.tableDay}</th>
              <th scope="col">{t.weekly.tableKcal}</th>
            </tr>
          </thead>
          <tbody>
            {values.map((value, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: a row per chart slot, in slot order
              <tr key={i}>
                <th scope="row">
                  {labels[i]}
                  {i === highlightIndex ? ` (${t.weekly.today})` : ""}
                </th>
                <td>{formatNutrient(value)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </figure>
  );
}
