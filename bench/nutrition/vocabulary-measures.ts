/**
 * Household-measure wording check (decision 0053): runs every phrase of vocabulary-measures.txt through the
 * engine, sums the grams of the foods recognised and compares them with the expected grams (FNDDS portion or
 * Spanish/Latin American convention). Right = within ±25 % (or within 0.5 g, the engine's rounding, for
 * amounts of a few grams). Prints the failures grouped by wording (the measure word, then the amount form).
 *   npx tsx bench/nutrition/vocabulary-measures.ts [--all] [--quiet]
 */
import { estimateMeal, NutritionError } from "../../src/nutrition/index";
import { readPhrases } from "./phrases";

const all = process.argv.includes("--all");
const quiet = process.argv.includes("--quiet");
const lines = readPhrases("vocabulary-measures.txt");
type Row = { phrase: string; expected: number; got: number; ok: boolean; detail: string };
const byWording = new Map<string, Row[]>();
const byForm = new Map<string, [number, number]>();
let ok = 0;
let absurd = 0;
for (const [phrase, exp, wording = "?"] of lines) {
  const expected = Number(exp);
  let got = 0;
  let detail = "";
  try {
    const r = estimateMeal(phrase);
    got = r.items.reduce((s, it) => s + it.grams, 0);
    detail = r.items.map((it) => `${it.food_id} ${it.grams}g`).join(" + ");
    if (r.unmatched.length) detail += `  ?? ${r.unmatched.join(" / ")}`;
  } catch (e) {
    if (!(e instanceof NutritionError)) throw e;
    detail = "(nada)";
  }
  const right = Math.abs(got - expected) <= Math.max(0.25 * expected, 0.5);
  if (right) ok++;
  if (got > 5 * expected + 20 || got > 3000) absurd++;
  const word = wording.split(" · ")[0];
  const form = wording.split(" · ")[1] ?? "1";
  const rows = byWording.get(word) ?? [];
  rows.push({ phrase, expected, got, ok: right, detail });
  byWording.set(word, rows);
  const f = byForm.get(form) ?? [0, 0];
  f[0] += right ? 1 : 0;
  f[1]++;
  byForm.set(form, f);
}
const pct = (a: number, b: number) => `${((100 * a) / b).toFixed(1)} %`;
if (!quiet) {
  for (const [word, rows] of [...byWording].sort()) {
    const bad = rows.filter((r) => !r.ok);
    if (!bad.length && !all) continue;
    console.log(`\n== ${word}: ${rows.length - bad.length}/${rows.length}`);
    for (const r of all ? rows : bad)
      console.log(
        `${r.ok ? "  " : "!!"} ${r.phrase} -> ${Math.round(r.got * 10) / 10} g (esperado ${r.expected}) ${r.detail}`,
      );
  }
  console.log(
    `\npor forma de cantidad: ${[...byForm]
      .sort((a, b) => b[1][1] - a[1][1])
      .map(([k, [a, b]]) => `${k} ${a}/${b}`)
      .join(", ")}`,
  );
}
console.log(
  `\ndentro de ±25 % en gramos: ${ok}/${lines.length} (${pct(ok, lines.length)}); absurdas (>5x): ${absurd}`,
);
