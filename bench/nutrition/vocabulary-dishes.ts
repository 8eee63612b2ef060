/**
 * v17 dish-name sweep (decision 0052): runs every phrase of vocabulary-dishes.txt through the engine and
 * prints the foods recognised (id, grams, kcal) and unmatched words, flagging implausible readings: no
 * food, unmatched words, none of the foods is the expected dish (a wrong food), a dish read as several
 * unrelated foods (a food that is not the dish when the phrase has no "con"/"y"), kcal outside 40-1,600
 * for one serving. Summary: share recognised (a food, no unmatched word) and recognised and plausible.
 *   npx tsx bench/nutrition/vocabulary-dishes.ts [--all] [--region ES-BAR]
 */
import { fold, readPhrase, readPhrases } from "./phrases";

const args = process.argv.slice(2);
const all = args.includes("--all");
const onlyRegion = args.includes("--region") ? args[args.indexOf("--region") + 1] : null;
const lines = readPhrases("vocabulary-dishes.txt", " | ");
const stats = new Map<string, { n: number; rec: number; ok: number }>();
let n = 0;
let rec = 0;
let ok = 0;
for (const [phrase, region, stem] of lines) {
  if (onlyRegion && !region.startsWith(onlyRegion)) continue;
  const r = readPhrase(phrase);
  const problems: string[] = [];
  if (!r.items.length) problems.push("sin alimentos");
  if (r.unmatched.length) problems.push(`sin reconocer: ${r.unmatched.join(", ")}`);
  const recognised = problems.length === 0;
  const re = new RegExp(stem);
  const isDish = (it: { food_id: string | null; name: string }) =>
    re.test(fold(`${it.food_id ?? ""} ${it.name}`).replace(/-/g, " "));
  const hits = r.items.filter(isDish);
  if (r.items.length && !hits.length) problems.push("otro alimento");
  const extra = r.items.filter((it) => !isDish(it));
  if (hits.length && extra.length && !/ (con|y|e|i|and) /.test(` ${fold(phrase)} `))
    problems.push(`leído como varios: ${extra.map((it) => it.name).join(", ")}`);
  if (r.items.length && (r.calories < 40 || r.calories > 1600)) problems.push(`kcal fuera de rango`);
  const s = stats.get(region) ?? { n: 0, rec: 0, ok: 0 };
  s.n++;
  n++;
  if (recognised) {
    s.rec++;
    rec++;
  }
  if (!problems.length) {
    s.ok++;
    ok++;
  }
  stats.set(region, s);
  if (all || problems.length)
    console.log(
      `${problems.length ? "✗" : "✓"} [${region}] ${phrase} → ${r.items.map((it) => `${it.food_id} ${it.grams} g ${Math.round(it.calories)} kcal`).join(" + ") || "—"} · ${Math.round(r.calories)} kcal${problems.length ? ` · ${problems.join("; ")}` : ""}`,
    );
}
const pct = (a: number, b: number) => `${((100 * a) / b).toFixed(1)} %`;
for (const [g, s] of [...stats].sort()) {
  console.log(
    `${g.padEnd(9)} ${String(s.n).padStart(5)}  reconocidas ${pct(s.rec, s.n)}  reconocidas y plausibles ${pct(s.ok, s.n)}`,
  );
}
console.log(
  `${"total".padEnd(9)} ${String(n).padStart(5)}  reconocidas ${pct(rec, n)}  reconocidas y plausibles ${pct(ok, n)}`,
);
