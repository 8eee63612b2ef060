import {
  Bar,
  BarChart,
  CartesianGrid,
  Cell,
  ReferenceLine,
  ResponsiveContainer,
  XAxis,
  YAxis,
} from "recharts";
import type { InsightDay } from "../../../core/insights.schema";
import { onTarget } from "../../../core/insights.schema";
import type { NutrientKey } from "../../../core/nutrients";
import { formatAmount, niceTicks, shortDate } from "./format";

/**
 * One nutrient per day against its goal: a bar a day (green on target, amber off it, none without
 * logs) and the goal as a dashed line. aria-hidden: the card around it says the same in text and a table.
 */
export function NutrientDayChart({
  nutrient,
  daily,
  goal,
  unit,
}: {
  nutrient: NutrientKey;
  daily: InsightDay[];
  goal: number;
  unit: string;
}) {
  const data = daily.map((d) => ({ day: d.day, value: d[nutrient] ?? 0, logged: d.logged }));
  const ticks = niceTicks(0, Math.max(goal, ...data.map((d) => d.value)) * 1.05 || 1);
  return (
    <div aria-hidden="true" className="h-40 w-full">
      <ResponsiveContainer width="100%" height="100%">
        <BarChart
          accessibilityLayer={false}
          data={data}
          margin={{ top: 8, right: 8, bottom: 0, left: 0 }}
          barCategoryGap="15%"
        >
          <CartesianGrid stroke="#f3f4f6" vertical={false} />
          <XAxis
            dataKey="day"
            tickFormatter={(day: string) => shortDate(day)}
            tick={{ fontSize: 11, fill: "#4b5563" }}
            minTickGap={16}
            tickMargin={4}
          />
          <YAxis
            domain={[0, ticks[ticks.length - 1]]}
            ticks={ticks}
            tickFormatter={(v: number) => formatAmount(v, unit)}
            tick={{ fontSize: 11, fill: "#4b5563" }}
            width={48}
          />
          <Bar dataKey="value" radius={[3, 3, 0, 0]} isAnimationActive={false}>
            {data.map((d) => (
              <Cell
                key={d.day}
                fill={!d.logged ? "#e5e7eb" : onTarget(nutrient, d.value, goal) ? "#059669" : "#f59e0b"}
              />
            ))}
          </Bar>
          <ReferenceLine
            y={goal}
            stroke="#b45309"
            strokeDasharray="6 4"
            strokeWidth={2}
            ifOverflow="extendDomain"
          />
        </BarChart>
      </ResponsiveContainer>
    </div>
  );
}
