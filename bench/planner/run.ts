/**
 * npm run bench:planner — 200 generated profiles (1200-4000 kcal, 1-7 meals, every dietary
 * combination, free-text allergies and conditions). Prints calorie and protein hit rates,
 * restriction violations (must be 0), generation time and variety.
 */
import { generateWeeklyPlan } from "../../src/planner/index";
import { dishKind, proteinSourceOf, WEIGHT_CAP } from "../../src/planner/portions";
import { recipeById } from "../../src/planner/recipes";
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
// plausibility: served weight per meal (recipe grams x portion from the id) against the base caps
let meals = 0;
let maxGrams = 0;
let maxGramsWhat = "";
let overCap = 0;
let meals3 = 0;
let overCap3 = 0;
let lightOver150 = 0;
// protein sources at lunch and dinner, omnivores without restrictions
const omniDistinct: number[] = [];
const omniMaxSame: number[] = [];
const omniTofu: number[] = [];
let omniConsecutive = 0;

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
  for (const d of plan)
    for (const m of d.meals) {
      const r = recipeById(m.recipe_id!)!;
      const factor = Number(/@(\d+)-/.exec(m.id ?? "")?.[1] ?? 100) / 100;
      const g = r.grams * factor;
      meals++;
      if (g > maxGrams) {
        maxGrams = g;
        maxGramsWhat = `${m.id} (${profile.meals_per_day} comidas, ${profile.daily_calorie_goal} kcal)`;
      }
      const over = g > WEIGHT_CAP[m.meal_type ?? "lunch"];
      if (over) overCap++;
      if (profile.meals_per_day >= 3) {
        meals3++;
        if (over) overCap3++;
      }
      if (dishKind(r) !== "main" && factor > 1.5) lightOver150++;
    }
  const mains = plan.map((d) =>
    d.meals
      .filter((m) => m.meal_type === "lunch" || m.meal_type === "dinner")
      .map((m) => proteinSourceOf(recipeById(m.recipe_id!)!)),
  );
  if (
    profile.dietary_restrictions.length === 0 &&
    profile.health_restrictions.length === 0 &&
    mains[0].length > 0
  ) {
    const count = new Map<string, number>();
    for (const s of mains.flat()) count.set(s, (count.get(s) ?? 0) + 1);
    omniDistinct.push(count.size);
    omniMaxSame.push(Math.max(...count.values()));
    omniTofu.push(count.get("tofu y soja") ?? 0);
    for (let d = 1; d < 7; d++) if (mains[d].some((s) => mains[d - 1].includes(s))) omniConsecutive++;
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
console.log(`ración servida más pesada:               ${Math.round(maxGrams)} g — ${maxGramsWhat}`);
console.log(
  `comidas sobre el tope de peso (desayuno/merienda 450 g, comida/cena 700 g): ${pct(overCap / meals)} (con 3+ comidas al día: ${pct(overCap3 / meals3)})`,
);
console.log(`platos ligeros (bebida, fruta, tostada, ensalada) a más de 1,5 raciones: ${lightOver150}`);
console.log(
  `omnívoros sin restricciones (${omniDistinct.length} semanas), comida y cena: fuentes de proteína distintas ${mean(omniDistinct).toFixed(1)}, máx. veces la misma fuente ${mean(omniMaxSame).toFixed(1)} de media (peor ${Math.max(...omniMaxSame)}), tofu/soja ${mean(omniTofu).toFixed(1)} por semana, días con la fuente de ayer ${omniConsecutive}`,
);
if (missByMeals.size) {
  const parts = [...missByMeals.entries()].sort((a, b) => a[0] - b[0]).map(([n, c]) => `${n} comidas: ${c}`);
  console.log(`días fuera de ±5 % por comidas al día:  ${parts.join(", ")}`);
}
for (const e of examples) console.log(`  ejemplo: ${e}`);
if (plansWithViolation > 0 || plansWithShapeError > 0) process.exitCode = 1;
