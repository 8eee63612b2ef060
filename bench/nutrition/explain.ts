/**
 * Explain the engine's estimate of development-set cases next to their hand-made references.
 *   npx tsx bench/nutrition/explain.ts dev4 d012 d032     # given ids of dev3/dev4/dev5
 *   npx tsx bench/nutrition/explain.ts dev4 --worst 30     # the 30 largest calorie errors
 *   npx tsx bench/nutrition/explain.ts "un plato de lentejas"   # any text
 * Only for the development sets of sets.ts (never the held-out set).
 */
import { readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { estimateMeal } from "../../src/nutrition/index";
import { isDevSet } from "./sets";

const here = dirname(fileURLToPath(import.meta.url));
const [setName, ...rest] = process.argv.slice(2);
type Comp = { table: string; code: string; name: string; grams: number };
type Case = { id: string; text: string; reference: Record<string, number>; components: Comp[] };

function show(text: string, c?: Case) {
  let r: ReturnType<typeof estimateMeal> | null = null;
  try {
    r = estimateMeal(text);
  } catch (e) {
    console.log(`${c?.id ?? ""} ${text}: ERROR ${(e as Error).message}`);
    return;
  }
  const ref = c ? ` ref ${c.reference.calories.toFixed(0)} kcal ${c.reference.weight_g} g` : "";
  console.log(`\n${c?.id ?? ""} "${text}" → ${r.calories} kcal ${r.weight}${ref}`);
  for (const it of r.items)
    console.log(
      `   + ${it.name} [${it.food_id}] ${it.quantity ?? ""} ${it.unit ?? ""} = ${it.grams} g, ${it.calories} kcal, sal ${it.salt}`,
    );
  if (r.unmatched?.length) console.log(`   ? sin reconocer: ${r.unmatched.join(", ")}`);
  if (r.unknown?.length) console.log(`   ? desconocidos: ${r.unknown.join(", ")}`);
  if (c) for (const k of c.components) console.log(`   ref: ${k.table} ${k.code} ${k.name} ${k.grams} g`);
}

if (isDevSet(setName)) {
  const cases: Case[] = readFileSync(join(here, `${setName}.jsonl`), "utf8")
    .split("\n")
    .filter(Boolean)
    .map((l) => JSON.parse(l));
  let pick: Case[];
  if (rest[0] === "--worst") {
    const n = Number(rest[1] ?? 30);
    const err = (c: Case) => {
      try {
        const k = estimateMeal(c.text).calories;
        return Math.abs(k - c.reference.calories) / Math.max(c.reference.calories, 10);
      } catch {
        return 9;
      }
    };
    pick = cases
      .map((c) => ({ c, e: err(c) }))
      .sort((a, b) => b.e - a.e)
      .slice(0, n)
      .map((x) => x.c);
  } else pick = cases.filter((c) => rest.includes(c.id));
  for (const c of pick) show(c.text, c);
} else {
  for (const t of [setName, ...rest]) show(t);
}
