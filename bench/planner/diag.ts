import { generateWeeklyPlan } from "../../src/planner/index";
import { DEBUG } from "../../src/planner/optimiser";
import { benchProfiles } from "./profiles";

const N = Number(process.env.N ?? 40);
const profiles = benchProfiles(200).slice(0, N);
for (let i = 0; i < profiles.length; i++) await generateWeeklyPlan(profiles[i], `bench-${i}`);
const days = DEBUG.length;
const count = (f: (d: (typeof DEBUG)[number]) => boolean) => DEBUG.filter(f).length;
console.log(
  "days",
  days,
  "root LP slack>0",
  count((d) => d.root !== ""),
  "final slack>0",
  count((d) => d.final !== ""),
  "final slack but root clean",
  count((d) => d.root === "" && d.final !== ""),
  "budget hit",
  count((d) => d.solves >= 40),
);
const tally = (key: "root" | "final") => {
  const m = new Map<string, number>();
  for (const d of DEBUG) for (const k of d[key].split(",").filter(Boolean)) m.set(k, (m.get(k) ?? 0) + 1);
  return [...m].map(([k, v]) => `${k} ${v}`).join(", ");
};
console.log("root kinds:", tally("root"));
console.log("final kinds:", tally("final"));
const m = new Map<string, number>();
for (const d of DEBUG)
  if (d.root === "" && d.final !== "") for (const k of d.final.split(",")) m.set(k, (m.get(k) ?? 0) + 1);
console.log("final-only kinds (root clean):", [...m].map(([k, v]) => `${k} ${v}`).join(", "));

// direction of each relaxation on the built days
import { dailyGuidance, detectConditions } from "../../src/core/nutrition-guidance";
import { proteinTargetFor } from "../../src/planner/index";

const dir = new Map<string, number>();
const bump = (k: string) => dir.set(k, (dir.get(k) ?? 0) + 1);
for (let i = 0; i < profiles.length; i++) {
  const p = profiles[i];
  const plan = await generateWeeklyPlan(p, `bench-${i}`);
  const g = dailyGuidance(
    p.daily_calorie_goal,
    detectConditions([...p.health_restrictions, ...p.dietary_restrictions]),
  );
  const pt = proteinTargetFor(p);
  for (const d of plan) {
    const s = (k: "fat" | "protein" | "calories") => d.meals.reduce((a, m) => a + m[k], 0);
    for (const r of d.relaxations ?? []) {
      if (r === "fat")
        bump(
          s("fat") > g.fatMax ? `fat high (meals ${p.meals_per_day})` : `fat low (meals ${p.meals_per_day})`,
        );
      if (r === "protein") bump(s("protein") > pt ? `protein high` : `protein low`);
      if (r === "kcal")
        bump(s("calories") > p.daily_calorie_goal ? `kcal high` : `kcal low m${p.meals_per_day}`);
    }
  }
}
console.log(
  [...dir]
    .sort()
    .map(([k, v]) => `${k}: ${v}`)
    .join("\n"),
);
