/**
 * Accuracy and speed benchmark of the built-in nutrition engine on bench/nutrition/cases.jsonl.
 *   npm run bench:nutrition
 * Prints, per nutrient, the median absolute percentage error, the share within ±20 %, the share of
 * descriptions fully understood, carbohydrates within 7.5 g, and time per description, start-up and memory.
 * Then the same figures on the independent development set dev-heldout.jsonl (see dev-heldout.md),
 * with the held-out targets (calories ±20 %, carbohydrates within 7.5 g).
 *   -- --worst        largest calorie errors of cases.jsonl
 *   -- --dev-worst    largest calorie errors of dev-heldout.jsonl
 * and on the second independent set dev2-heldout.jsonl (see dev2-heldout.md), written after the engine
 * had been tuned on the first one:
 *   -- --dev2-worst   largest calorie errors of dev2-heldout.jsonl
 */
import { readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { performance } from "node:perf_hooks";
import { fileURLToPath } from "node:url";

const here = dirname(fileURLToPath(import.meta.url));
const memBefore = process.memoryUsage().heapUsed;
const t0 = performance.now();
const engine = await import("../../src/nutrition/index");
const startupMs = performance.now() - t0;
const memAfter = process.memoryUsage().heapUsed;

type Case = { id: string; text: string; reference: Record<string, number> };
const cases: Case[] = readFileSync(join(here, "cases.jsonl"), "utf8")
  .split("\n")
  .filter(Boolean)
  .map((l) => JSON.parse(l));

const keys = ["calories", "protein", "carbs", "fat", "sugar", "fiber", "salt"] as const;
const errors: Record<string, number[]> = Object.fromEntries(keys.map((k) => [k, []]));
const within: Record<string, number> = Object.fromEntries(keys.map((k) => [k, 0]));
let understood = 0;
let failed = 0;
let carbs75 = 0;
const times: number[] = [];
const worst: { id: string; text: string; got: number; ref: number; err: number }[] = [];

// warm-up (JIT), not timed
for (const c of cases.slice(0, 20)) {
  try {
    engine.estimateMeal(c.text);
  } catch {}
}

for (const c of cases) {
  const s = performance.now();
  let r: ReturnType<typeof engine.estimateMeal> | null = null;
  try {
    r = engine.estimateMeal(c.text);
  } catch {
    r = null;
  }
  times.push(performance.now() - s);
  if (!r) {
    failed++;
    for (const k of keys) errors[k].push(100);
    continue;
  }
  if (r.unmatched.length === 0) understood++;
  for (const k of keys) {
    const ref = c.reference[k];
    const got = r[k];
    // percentage error; tiny references (<1 g or <10 kcal) count as right when within 1 g / 10 kcal
    const floor = k === "calories" ? 10 : 1;
    const abs = Math.abs(got - ref);
    const pct = ref >= floor ? (abs / ref) * 100 : abs <= floor ? 0 : 100;
    errors[k].push(pct);
    if (pct <= 20 || abs <= (k === "calories" ? 10 : k === "salt" ? 0.1 : 1)) within[k]++;
  }
  if (Math.abs(r.carbs - c.reference.carbs) <= 7.5) carbs75++;
  const e = Math.abs(r.calories - c.reference.calories) / Math.max(c.reference.calories, 10);
  worst.push({ id: c.id, text: c.text, got: r.calories, ref: c.reference.calories, err: e });
}

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  const m = Math.floor(s.length / 2);
  return s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2;
};
const pctile = (xs: number[], p: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.ceil((p / 100) * s.length) - 1)];
};
const pct = (n: number) => `${((n / cases.length) * 100).toFixed(1)} %`;

console.log(
  `Bocado · motor nutricional integrado · ${cases.length} descripciones · ${engine.listFoods().length} alimentos`,
);
console.log("");
console.log("nutriente   mediana |error %|   dentro de ±20 %");
for (const k of keys) {
  console.log(
    `${k.padEnd(10)}  ${median(errors[k]).toFixed(1).padStart(8)} %   ${pct(within[k]).padStart(10)}`,
  );
}
console.log("");
console.log(`carbohidratos a ±7,5 g:        ${pct(carbs75)}`);
console.log(`descripciones entendidas del todo (sin palabras sin reconocer): ${pct(understood)}`);
console.log(`descripciones sin ningún alimento reconocido (error): ${failed}`);
console.log("");
console.log(
  `tiempo por descripción: mediana ${median(times).toFixed(3)} ms, p99 ${pctile(times, 99).toFixed(3)} ms`,
);
console.log(`arranque (carga de la tabla e índices): ${startupMs.toFixed(1)} ms`);
console.log(
  `memoria del motor (heap): ${((memAfter - memBefore) / 1024 / 1024).toFixed(1)} MB; rss total ${(process.memoryUsage().rss / 1024 / 1024).toFixed(1)} MB`,
);
if (process.argv.includes("--worst")) {
  console.log("");
  for (const w of worst.sort((a, b) => b.err - a.err).slice(0, 30))
    console.log(`${w.id} ${(w.err * 100).toFixed(0)}% got ${w.got} ref ${w.ref.toFixed(0)}  ${w.text}`);
}

// ---------- independent development sets ----------
function heldOut(file: string, label: string, worstFlag: string) {
  const devCases: Case[] = readFileSync(join(here, file), "utf8")
    .split("\n")
    .filter(Boolean)
    .map((l) => JSON.parse(l));
  const dErr: Record<string, number[]> = Object.fromEntries(keys.map((k) => [k, []]));
  let dKcal20 = 0;
  let dCarbs75 = 0;
  let dFailed = 0;
  let dUnderstood = 0;
  const dWorst: {
    id: string;
    text: string;
    got: number;
    ref: number;
    gotC: number;
    refC: number;
    err: number;
  }[] = [];
  for (const c of devCases) {
    let r: ReturnType<typeof engine.estimateMeal> | null = null;
    try {
      r = engine.estimateMeal(c.text);
    } catch {
      r = null;
    }
    if (!r) {
      dFailed++;
      for (const k of keys) dErr[k].push(100);
      dWorst.push({
        id: c.id,
        text: c.text,
        got: 0,
        ref: c.reference.calories,
        gotC: 0,
        refC: c.reference.carbs,
        err: 1,
      });
      continue;
    }
    if (r.unmatched.length === 0) dUnderstood++;
    for (const k of keys) {
      const ref = c.reference[k];
      const floor = k === "calories" ? 10 : 1;
      const abs = Math.abs(r[k] - ref);
      dErr[k].push(ref >= floor ? (abs / ref) * 100 : abs <= floor ? 0 : 100);
    }
    const e = Math.abs(r.calories - c.reference.calories) / Math.max(c.reference.calories, 10);
    if (e <= 0.2) dKcal20++;
    if (Math.abs(r.carbs - c.reference.carbs) <= 7.5) dCarbs75++;
    dWorst.push({
      id: c.id,
      text: c.text,
      got: r.calories,
      ref: c.reference.calories,
      gotC: r.carbs,
      refC: c.reference.carbs,
      err: e,
    });
  }
  const dPct = (n: number) => `${((n / devCases.length) * 100).toFixed(1)} %`;
  console.log("");
  console.log(`${label} (${file}) · ${devCases.length} descripciones`);
  console.log(`calorías a ±20 %:              ${dPct(dKcal20)}   (objetivo held-out ≥ 60 %)`);
  console.log(`carbohidratos a ±7,5 g:        ${dPct(dCarbs75)}   (objetivo held-out ≥ 50 %)`);
  console.log(
    `mediana |error %|: kcal ${median(dErr.calories).toFixed(1)} %, proteína ${median(dErr.protein).toFixed(1)} %, carbohidratos ${median(dErr.carbs).toFixed(1)} %, grasa ${median(dErr.fat).toFixed(1)} %`,
  );
  console.log(`entendidas del todo: ${dPct(dUnderstood)}; sin ningún alimento reconocido: ${dFailed}`);
  if (process.argv.includes(worstFlag)) {
    console.log("");
    for (const w of dWorst.sort((a, b) => b.err - a.err).slice(0, 60))
      console.log(
        `${w.id} ${(w.err * 100).toFixed(0)}% kcal ${w.got}/${w.ref.toFixed(0)} C ${w.gotC.toFixed(0)}/${w.refC.toFixed(0)}  ${w.text}`,
      );
  }
}

heldOut("dev-heldout.jsonl", "Conjunto de desarrollo independiente", "--dev-worst");
heldOut(
  "dev2-heldout.jsonl",
  "Segundo conjunto independiente (escrito tras ajustar el motor con el primero)",
  "--dev2-worst",
);
