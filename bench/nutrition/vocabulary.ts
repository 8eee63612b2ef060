/**
 * Vocabulary sweep (decision 0050): runs every phrase of vocabulary-foods.txt through the engine and
 * prints, per phrase, the foods recognised (id, grams, kcal) and any unmatched words; the summary line is
 * the share of phrases fully recognised (at least one food and no unmatched word).
 *   npx tsx bench/nutrition/vocabulary.ts [--all]   (without --all only the problem phrases are listed)
 */
import { readPhrase, readPhrases } from "./phrases";

const all = process.argv.includes("--all");
const lines = readPhrases("vocabulary-foods.txt");
let ok = 0;
const byRegion = new Map<string, [number, number]>();
for (const [phrase, region = "?"] of lines) {
  const r = readPhrase(phrase);
  const full = r.items.length > 0 && r.unmatched.length === 0;
  if (full) ok++;
  const reg = byRegion.get(region) ?? [0, 0];
  reg[0] += full ? 1 : 0;
  reg[1]++;
  byRegion.set(region, reg);
  if (all || !full) {
    const items = r.items.map((it) => `${it.food_id} ${it.grams}g ${it.calories}kcal`).join(" + ");
    const un = r.unmatched.length ? `  ?? ${r.unmatched.join(" / ")}` : "";
    console.log(`${full ? "  " : "!!"} [${region}] ${phrase} -> ${items || "(nada)"}${un}`);
  }
}
const pct = (a: number, b: number) => `${((100 * a) / b).toFixed(1)} %`;
console.log(
  `\nreconocidas del todo: ${ok}/${lines.length} (${pct(ok, lines.length)}); ${[...byRegion]
    .map(([k, [a, b]]) => `${k} ${pct(a, b)}`)
    .join(", ")}`,
);
