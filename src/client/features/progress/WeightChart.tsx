import {
  CartesianGrid,
  ComposedChart,
  Line,
  ResponsiveContainer,
  Scatter,
  Tooltip,
  XAxis,
  YAxis,
} from "recharts";
import type { TrendPoint, WeighIn } from "../../../core/weight.schema";
import { formatKg, niceTicks, shortDate } from "./format";
import { progressMessages as t } from "./messages";

const DAY_MS = 86_400_000;
const toX = (day: string) => Date.parse(`${day}T12:00:00Z`);
const fromX = (x: number) => new Date(x).toISOString().slice(0, 10);

/**
 * Weigh-ins as dots and the EWMA trend as a line, on a time axis so gaps between weigh-ins keep their
 * width. Drawn for sighted users only (aria-hidden): the page gives the same data as text and a table.
 */
export function WeightChart({ weighIns, trend }: { weighIns: WeighIn[]; trend: TrendPoint[] }) {
  const dots = weighIns.map((w) => ({ x: toX(w.date), kg: w.kg }));
  const line = trend.map((p) => ({ x: toX(p.date), trend: p.kg }));
  const values = [...weighIns.map((w) => w.kg), ...trend.map((p) => p.kg)];
  const ticks = niceTicks(Math.min(...values) - 0.3, Math.max(...values) + 0.3, 5);
  const first = dots[0]?.x ?? Date.now();
  const last = dots[dots.length - 1]?.x ?? Date.now();
  const pad = Math.max(DAY_MS / 2, (last - first) * 0.02);

  return (
    <div aria-hidden="true" className="h-64 w-full sm:h-72" data-testid="weight-chart">
      <ResponsiveContainer width="100%" height="100%">
        <ComposedChart accessibilityLayer={false} margin={{ top: 8, right: 12, bottom: 0, left: -12 }}>
          <CartesianGrid stroke="#e5e7eb" strokeDasharray="3 3" vertical={false} />
          <XAxis
            dataKey="x"
            type="number"
            scale="time"
            domain={[first - pad, last + pad]}
            tickFormatter={(x: number) => shortDate(fromX(x))}
            tick={{ fontSize: 12, fill: "#4b5563" }}
            tickMargin={6}
            minTickGap={24}
            allowDuplicatedCategory={false}
          />
          <YAxis
            domain={[ticks[0], ticks[ticks.length - 1]]}
            ticks={ticks}
            tickFormatter={(kg: number) => formatKg(kg)}
            tick={{ fontSize: 12, fill: "#4b5563" }}
            width={56}
            allowDecimals
          />
          <Tooltip
            labelFormatter={(x) => shortDate(fromX(Number(x)))}
            formatter={(value, name) => [
              `${formatKg(Number(value))} kg`,
              name === "trend" ? t.weights.legendTrend : t.weights.legendWeighIn,
            ]}
          />
          <Scatter
            data={dots}
            dataKey="kg"
            name="kg"
            fill="#6ee7b7"
            stroke="#047857"
            isAnimationActive={false}
          />
          <Line
            data={line}
            dataKey="trend"
            name="trend"
            type="monotone"
            stroke="#b45309"
            strokeWidth={3}
            dot={false}
            isAnimationActive={false}
          />
        </ComposedChart>
      </ResponsiveContainer>
    </div>
  );
}
