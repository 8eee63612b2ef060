/**
 * npm run bench:planner — 200 generated profiles (1200-4000 kcal, 1-7 meals, every dietary
 * combination, free-text allergies and conditions). Prints calorie and protein hit rates,
 * restriction violations (must be 0), generation time and variety.
 */
import { generateWeeklyPlan } from "../../src/planner/index";
import { dayStats, shapeErrors, violations } from "./check";
import { benchProfiles } from "./profiles";

const PROFILES = 200;
const profiles = benchProfiles(PROFILES);
const times: number[] = [];
let days = 0;
let kcalOk = 0;
let proteinOk = 0;
let plansWithViolation = 0;
let plansWithShapeError = 0;
const distinct: number[] = [];
const distinctShare: number[] = [];
const missByMeals = new Map<number, number>();
const examples: string[] = [];

// warm-up (JIT, JSON load) so the timing reflects steady state
generateWeeklyPlan(profiles[0], "warmup");

profiles.forEach((profile, i) => {
  const t0 = performance.now();
  const plan = generateWeeklyPlan(profile, `bench-${i}`);
  times.push(performance.now() - t0);
  const v = violations(profile, plan);
  if (v.length) {
    plansWithViolation++;
    if (examples.length < 5) examples.push(`perfil ${i}: ${v[0]}`);
  }
  const s = shapeErrors(profile, plan);
  if (s.length) {
    plansWithShapeError++;
    if (examples.length < 5) examples.push(`perfil ${i}: ${s[0]}`);
  }
  for (const d of dayStats(profile, plan)) {
    days++;
    if (d.kcalOk) kcalOk++;
    else missByMeals.set(profile.meals_per_day, (missByMeals.get(profile.meals_per_day) ?? 0) + 1);
    if (d.proteinOk) proteinOk++;
  }
  const ids = new Set(plan.flatMap((d) => d.meals.map((m) => m.recipe_id)));
  distinct.push(ids.size);
  distinctShare.push(ids.size / (7 * profile.meals_per_day));
});

const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;
const sorted = [...times].sort((a, b) => a - b);
const pct = (x: number) => `${(100 * x).toFixed(1)} %`;
console.log(`Planificador integrado: ${PROFILES} perfiles, ${days} días`);
console.log(`días con kcal dentro de ±5 %:          ${pct(kcalOk / days)}`);
console.log(`días con proteína dentro de ±15 %:     ${pct(proteinOk / days)}`);
console.log(
  `planes con alguna violación de restricciones: ${plansWithViolation} (${pct(plansWithViolation / PROFILES)})`,
);
console.log(`planes con forma incorrecta o repeticiones en días seguidos: ${plansWithShapeError}`);
console.log(
  `tiempo medio de generación:            ${mean(times).toFixed(1)} ms (p95 ${sorted[Math.floor(0.95 * sorted.length)].toFixed(1)} ms, máx ${sorted[sorted.length - 1].toFixed(1)} ms)`,
);
console.log(
  `variedad: platos distintos por semana   ${mean(distinct).toFixed(1)} de media (${pct(mean(distinctShare))} de las comidas)`,
);
if (missByMeals.size) {
  const parts = [...missByMeals.entries()].sort((a, b) => a[0] - b[0]).map(([n, c]) => `${n} comidas: ${c}`);
  console.log(`días fuera de ±5 % por comidas al día:  ${parts.join(", ")}`);
}
for (const e of examples) console.log(`  ejemplo: ${e}`);
if (plansWithViolation > 0 || plansWithShapeError > 0) process.exitCode = 1;
