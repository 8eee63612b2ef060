/**
 * v16 vocabulary sweep (decision 0051): runs every phrase of vocabulary-preparations.txt through the
 * engine and reports the share fully recognised (no unmatched words) and plausible (the right food,
 * fat added for frying/breading, sane kcal), with the failures listed.
 *   npx tsx bench/nutrition/vocab-sweep.ts [--all] [--kind prep|drink|packaged]
 */
import { fold, readPhrase, readPhrases } from "./phrases";

const args = process.argv.slice(2);
const showAll = args.includes("--all");
const onlyKind = args.includes("--kind") ? args[args.indexOf("--kind") + 1] : null;
const lines = readPhrases("vocabulary-preparations.txt", " | ");
const stats: Record<string, { n: number; rec: number; ok: number }> = {};
for (const [text, region, kind] of lines) {
  const group = kind.split(":")[0];
  if (onlyKind && group !== onlyKind) continue;
  const r = readPhrase(text);
  const grams = r.items.reduce((s, it) => s + it.grams, 0);
  const problems: string[] = [];
  if (!r.items.length) problems.push("sin alimentos");
  if (r.unmatched.length) problems.push(`sin reconocer: ${r.unmatched.join(", ")}`);
  const recognised = problems.length === 0;
  if (group === "prep") {
    const [, stem, effect] = kind.split(":");
    const re = new RegExp(stem);
    const hits = r.items.filter((it) => re.test(fold(`${it.food_id} ${it.name}`)));
    if (!hits.length) problems.push("no es el alimento base");
    const extra = r.items.filter((it) => !re.test(fold(`${it.food_id} ${it.name}`)));
    if (extra.length && hits.length) problems.push(`de más: ${extra.map((it) => it.name).join(", ")}`);
    if ((effect === "fat" || effect === "breaded") && grams > 0 && (r.fat / grams) * 100 < 4)
      problems.push(`poca grasa para ${effect} (${((r.fat / grams) * 100).toFixed(1)} g/100 g)`);
    if (r.calories < 20 || r.calories > 1500) problems.push("kcal fuera de rango");
  } else if (group === "drink") {
    if (grams < 25) problems.push("muy poco volumen");
    // a drink other than a spirit is mostly water: over 200 kcal/100 g it was read as a powder or a solid
    if (kind !== "drink:alcohol" && grams > 0 && (r.calories / grams) * 100 > 200)
      problems.push("demasiado denso para una bebida");
    if (kind === "drink:alcohol" && r.calories < 30 && !/sin alcohol/.test(text))
      problems.push("alcohol sin kcal");
  } else if (r.calories < 10 || r.calories > 1500) problems.push("kcal fuera de rango");
  if (!stats[group]) stats[group] = { n: 0, rec: 0, ok: 0 };
  const s = stats[group];
  s.n++;
  if (recognised) s.rec++;
  if (!problems.length) s.ok++;
  if (problems.length || showAll)
    console.log(
      `${problems.length ? "✗" : "✓"} ${text} [${region}] → ${r.items.map((it) => `${it.name} ${it.grams} g`).join(" + ") || "—"} · ${Math.round(r.calories)} kcal G ${r.fat.toFixed(1)} · ${problems.join("; ")}`,
    );
}
let n = 0;
let rec = 0;
let ok = 0;
for (const [g, s] of Object.entries(stats)) {
  n += s.n;
  rec += s.rec;
  ok += s.ok;
  console.log(
    `${g.padEnd(9)} ${String(s.n).padStart(5)}  reconocidas ${((100 * s.rec) / s.n).toFixed(1)} %  reconocidas y plausibles ${((100 * s.ok) / s.n).toFixed(1)} %`,
  );
}
console.log(
  `${"total".padEnd(9)} ${String(n).padStart(5)}  reconocidas ${((100 * rec) / n).toFixed(1)} %  reconocidas y plausibles ${((100 * ok) / n).toFixed(1)} %`,
);
