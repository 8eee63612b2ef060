/**
 * Accuracy and speed benchmark of the built-in nutrition engine.
 *   npm run bench:nutrition
 * Prints the engine's start-up (fresh process: import + first estimate), the per-nutrient detail of the
 * main set (cases.jsonl), then for every set, and per region for the sets that have regions:
 * calories within ±20 %, median absolute percentage error of calories, carbohydrates within 7.5 g, fat
 * within ±20 %, estimates over 3× / under 1/3 of the reference calories, refused descriptions (the engine
 * threw, e.g. the no-food error), and the median / p99 time per description.
 * Sets: cases.jsonl (main), dev-heldout.jsonl, dev2-heldout.jsonl, heldout-v2.jsonl and heldout-v3.jsonl
 * (held out: never tune on them; no flag lists their cases), dev3.jsonl, dev4.jsonl and dev5.jsonl (development sets for
 * the v2 work; dev5 targets household measures and no-quantity portions). The held-out v2 and v3 figures are printed last.
 *   -- --worst        largest calorie errors of cases.jsonl
 *   -- --dev-worst    largest calorie errors of dev-heldout.jsonl
 *   -- --dev2-worst   largest calorie errors of dev2-heldout.jsonl
 *   -- --dev3-worst   largest calorie errors of dev3.jsonl
 *   -- --dev4-worst   largest calorie errors of dev4.jsonl (second v2 development set)
 *   -- --dev5-worst   largest calorie errors of dev5.jsonl (portions set)
 *   -- --dev6-worst   largest calorie errors of dev6.jsonl (every food with an explicit amount)
 *   -- --dev7-worst   largest calorie errors of dev7.jsonl (household measures in every region)
 *   -- --dev8-worst   largest calorie errors of dev8.jsonl (no quantity at all)
 *   -- --dev9-worst   largest calorie errors of dev9.jsonl (NutriBench-style FNDDS household portions)
 *   -- --dev10-worst  largest calorie errors of dev10.jsonl (regional breadth: Mexico, Central America, Peru)
 *   -- --dev11-worst  largest calorie errors of dev11.jsonl (everyday meals as served)
 *   -- --dev12-worst  largest calorie errors of dev12.jsonl (a second NutriBench-style FNDDS household set)
 *   -- --only-dev     only dev3 to dev12 (quick loop while tuning; no held-out figures at all)
 *   -- --no-heldout   every set except the held-out ones (regression check while tuning)
 */
import { spawnSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { performance } from "node:perf_hooks";
import { fileURLToPath } from "node:url";
import type { CuisineRegion } from "../../src/core/enums";

const here = dirname(fileURLToPath(import.meta.url));

// Start-up in a fresh process, before this process loads the engine.
const startup = (() => {
  const r = spawnSync(process.execPath, ["--import", "tsx", join(here, "startup.ts")], {
    cwd: join(here, "..", ".."),
    encoding: "utf8",
  });
  try {
    return JSON.parse(r.stdout.trim().split("\n").pop() ?? "") as { importMs: number; firstMs: number };
  } catch {
    return null;
  }
})();

const memBefore = process.memoryUsage().heapUsed;
const engine = await import("../../src/nutrition/index");
const memAfter = process.memoryUsage().heapUsed;

type Case = {
  id: string;
  text: string;
  region?: string;
  measure?: string;
  reference: Record<string, number>;
};
type Result = {
  c: Case;
  r: ReturnType<typeof engine.estimateMeal> | null;
  ms: number;
};
const keys = ["calories", "protein", "carbs", "fat", "sugar", "fiber", "salt"] as const;

const load = (file: string): Case[] =>
  readFileSync(join(here, file), "utf8")
    .split("\n")
    .filter(Boolean)
    .map((l) => JSON.parse(l));

const median = (xs: number[]) => {
  if (!xs.length) return Number.NaN;
  const s = [...xs].sort((a, b) => a - b);
  const m = Math.floor(s.length / 2);
  return s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2;
};
const pctile = (xs: number[], p: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.max(0, Math.ceil((p / 100) * s.length) - 1))];
};

/** A set's region as the user's profile would name it (US Hispanic users: no region, "variada"). */
const PROFILE_REGION: Record<string, CuisineRegion> = {
  espana: "espana",
  mexico: "mexico",
  centroamerica: "centroamerica",
  caribe: "caribe",
  colombia_venezuela: "colombia_venezuela",
  cono_sur: "cono_sur",
  peru: "peru_andes",
  usa: "variada",
};

/** `withRegion`: each description read as its region's user would write it (profile cuisine). */
function runSet(cases: Case[], withRegion = false): Result[] {
  const region = (c: Case) => (withRegion && c.region ? (PROFILE_REGION[c.region] ?? null) : null);
  // warm-up (JIT), not timed
  for (const c of cases.slice(0, 20)) {
    try {
      engine.estimateMeal(c.text, { region: region(c) });
    } catch {}
  }
  return cases.map((c) => {
    const s = performance.now();
    let r: Result["r"] = null;
    try {
      r = engine.estimateMeal(c.text, { region: region(c) });
    } catch {
      r = null;
    }
    return { c, r, ms: performance.now() - s };
  });
}

/** Relative calorie error; references under 10 kcal count against 10 kcal. */
const kcalErr = (got: number, ref: number) => Math.abs(got - ref) / Math.max(ref, 10);

type Figures = {
  n: number;
  kcal20: number;
  mdape: number;
  carbs75: number;
  fat20: number;
  over3: number;
  under3: number;
  refused: number;
  understood: number;
  medMs: number;
  p99Ms: number;
};
function figures(rs: Result[]): Figures {
  let kcal20 = 0;
  let carbs75 = 0;
  let fat20 = 0;
  let over3 = 0;
  let under3 = 0;
  let refused = 0;
  let understood = 0;
  const ape: number[] = [];
  for (const { c, r } of rs) {
    const ref = c.reference;
    if (!r) {
      refused++;
      ape.push(100);
      continue;
    }
    if (r.unmatched.length === 0) understood++;
    const e = kcalErr(r.calories, ref.calories);
    ape.push(e * 100);
    if (e <= 0.2) kcal20++;
    if (Math.abs(r.carbs - ref.carbs) <= 7.5) carbs75++;
    // fat: ±20 %, or within 1 g when the reference is tiny (a coffee, a soft drink)
    const fatAbs = Math.abs(r.fat - ref.fat);
    if (fatAbs <= 0.2 * ref.fat || fatAbs <= 1) fat20++;
    if (ref.calories >= 10 && r.calories > 3 * ref.calories) over3++;
    if (ref.calories >= 10 && r.calories < ref.calories / 3) under3++;
  }
  return {
    n: rs.length,
    kcal20,
    mdape: median(ape),
    carbs75,
    fat20,
    over3,
    under3,
    refused,
    understood,
    medMs: median(rs.map((x) => x.ms)),
    p99Ms: pctile(
      rs.map((x) => x.ms),
      99,
    ),
  };
}

const pc = (k: number, n: number) => `${((k / n) * 100).toFixed(1)} %`;
const HEAD = `${"".padEnd(20)} ${"n".padStart(4)}  ${"kcal±20%".padStart(9)}  ${"MdAPE".padStart(7)}  ${"C±7,5g".padStart(8)}  ${"G±20%".padStart(8)}  ${">3×".padStart(4)}  ${"<⅓".padStart(4)}  ${"rech.".padStart(5)}  ${"med ms".padStart(7)}  ${"p99 ms".padStart(7)}`;
function row(label: string, f: Figures): string {
  return `${label.padEnd(20)} ${String(f.n).padStart(4)}  ${pc(f.kcal20, f.n).padStart(9)}  ${`${f.mdape.toFixed(1)} %`.padStart(7)}  ${pc(f.carbs75, f.n).padStart(8)}  ${pc(f.fat20, f.n).padStart(8)}  ${String(f.over3).padStart(4)}  ${String(f.under3).padStart(4)}  ${String(f.refused).padStart(5)}  ${f.medMs.toFixed(3).padStart(7)}  ${f.p99Ms.toFixed(3).padStart(7)}`;
}

function printWorst(rs: Result[], limit: number) {
  console.log("");
  const ws = rs
    .map(({ c, r }) => ({
      c,
      got: r?.calories ?? 0,
      gotC: r?.carbs ?? 0,
      err: r ? kcalErr(r.calories, c.reference.calories) : 1,
    }))
    .sort((a, b) => b.err - a.err)
    .slice(0, limit);
  for (const w of ws)
    console.log(
      `${w.c.id} ${(w.err * 100).toFixed(0)}% kcal ${w.got}/${w.c.reference.calories.toFixed(0)} C ${w.gotC.toFixed(0)}/${w.c.reference.carbs.toFixed(0)}  ${w.c.text}`,
    );
}

const REGION_ORDER = ["espana", "mexico", "centroamerica", "colombia_venezuela", "cono_sur", "peru", "usa"];
function report(file: string, title: string, worstFlag: string | null) {
  if (!existsSync(join(here, file))) {
    console.log(`\n== ${title} (${file}): no existe todavía`);
    return;
  }
  const rs = runSet(load(file));
  const f = figures(rs);
  console.log("");
  console.log(`== ${title} · ${file} · ${rs.length} descripciones`);
  console.log(HEAD);
  console.log(row("todo el conjunto", f));
  const regions = [...new Set(rs.map((x) => x.c.region).filter((r): r is string => !!r))].sort(
    (a, b) => REGION_ORDER.indexOf(a) - REGION_ORDER.indexOf(b),
  );
  for (const reg of regions) console.log(row(`  ${reg}`, figures(rs.filter((x) => x.c.region === reg))));
  const measures = [...new Set(rs.map((x) => x.c.measure).filter((m): m is string => !!m))];
  for (const m of ["grams", "household", "none"].filter((x) => measures.includes(x)))
    console.log(row(`  medida: ${m}`, figures(rs.filter((x) => x.c.measure === m))));
  if (regions.length)
    console.log(
      row(
        "con la región del perfil",
        figures(
          runSet(
            rs.map((x) => x.c),
            true,
          ),
        ),
      ),
    );
  console.log(`entendidas del todo (sin palabras sin reconocer): ${pc(f.understood, f.n)}`);
  if (worstFlag && process.argv.includes(worstFlag)) printWorst(rs, 60);
  return rs;
}

console.log(`Bocado · motor nutricional integrado · ${engine.listFoods().length} alimentos`);
console.log(
  startup
    ? `arranque en un proceso nuevo (importar el módulo + primera estimación): ${startup.firstMs.toFixed(1)} ms (importación ${startup.importMs.toFixed(1)} ms)`
    : "arranque: no se pudo medir en un proceso nuevo",
);
console.log(
  `memoria del motor (heap): ${((memAfter - memBefore) / 1024 / 1024).toFixed(1)} MB; rss total ${(process.memoryUsage().rss / 1024 / 1024).toFixed(1)} MB`,
);
console.log(
  "columnas: kcal±20% = calorías a ±20 % · MdAPE = mediana del error absoluto % de calorías · C±7,5g = carbohidratos a ±7,5 g · G±20% = grasa a ±20 % (o ±1 g) · >3× / <⅓ = estimaciones por encima del triple / por debajo de un tercio de las calorías de referencia · rech. = descripciones rechazadas (error del motor)",
);

// Main set: the per-nutrient detail as before, then the common figures.
const onlyDev = process.argv.includes("--only-dev");
const main = onlyDev ? undefined : report("cases.jsonl", "Conjunto principal", "--worst");
if (main) {
  console.log("nutriente   mediana |error %|   dentro de ±20 %");
  for (const k of keys) {
    const errs: number[] = [];
    let within = 0;
    for (const { c, r } of main) {
      if (!r) {
        errs.push(100);
        continue;
      }
      const ref = c.reference[k];
      // tiny references (<1 g or <10 kcal) count as right when within 1 g / 10 kcal
      const floor = k === "calories" ? 10 : 1;
      const abs = Math.abs(r[k] - ref);
      const pct = ref >= floor ? (abs / ref) * 100 : abs <= floor ? 0 : 100;
      errs.push(pct);
      if (pct <= 20 || abs <= (k === "calories" ? 10 : k === "salt" ? 0.1 : 1)) within++;
    }
    console.log(
      `${k.padEnd(10)}  ${median(errs).toFixed(1).padStart(8)} %   ${pc(within, main.length).padStart(10)}`,
    );
  }
}
if (!onlyDev) {
  report("dev-heldout.jsonl", "Primer conjunto de desarrollo", "--dev-worst");
  report("dev2-heldout.jsonl", "Segundo conjunto de desarrollo", "--dev2-worst");
}
report("dev3.jsonl", "Conjunto de desarrollo v2 (dev3)", "--dev3-worst");
report("dev4.jsonl", "Conjunto de desarrollo v3 (dev4)", "--dev4-worst");
report("dev5.jsonl", "Conjunto de desarrollo v4, porciones (dev5)", "--dev5-worst");
report("dev6.jsonl", "Conjunto de desarrollo v5 (dev6, cantidades explícitas)", "--dev6-worst");
report("dev7.jsonl", "Conjunto de desarrollo v6, medidas caseras (dev7)", "--dev7-worst");
report("dev8.jsonl", "Conjunto de desarrollo v7 (dev8, sin cantidad)", "--dev8-worst");
report("dev9.jsonl", "Conjunto de desarrollo v8, porciones FNDDS (dev9)", "--dev9-worst");
report("dev10.jsonl", "Conjunto de desarrollo v10 (dev10, platos regionales MX/CA/PE)", "--dev10-worst");
report("dev11.jsonl", "Conjunto de desarrollo dev11 (platos cotidianos)", "--dev11-worst");
report("dev12.jsonl", "Conjunto de desarrollo dev12 (NutriBench, porciones FNDDS II)", "--dev12-worst");
// Held out (v2, and v3 for the closing measurement): figures only, never a list of their cases (no one tunes on them).
if (!onlyDev && !process.argv.includes("--no-heldout")) {
  report("heldout-v2.jsonl", "Conjunto held-out v2 (NO ajustar con él)", null);
  report("heldout-v3.jsonl", "Conjunto held-out v3 (NO ajustar con él)", null);
}
