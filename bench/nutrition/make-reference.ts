/**
 * Turns cases.txt (description | CIQUAL code * grams + ...) into cases.jsonl with reference nutrients
 * computed from CIQUAL 2020 (../shared/data). Run after editing cases.txt:
 *   npx tsx bench/nutrition/make-reference.ts
 */
import { readFileSync, writeFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { parseCsv } from "../../scripts/build-foods-csv";

const here = dirname(fileURLToPath(import.meta.url));
const dataDir = resolve(process.argv[2] ?? join(here, "..", "..", "..", "shared", "data"));
const rows = parseCsv(readFileSync(join(dataDir, "ciqual2020", "ciqual2020_macros.csv"), "utf8"));
const head = rows[0];
const cols = ["kcal", "protein_g", "carbs_g", "fat_g", "sugars_g", "fiber_g", "salt_g"].map((c) =>
  head.indexOf(c),
);
const keys = ["calories", "protein", "carbs", "fat", "sugar", "fiber", "salt"] as const;
const table = new Map<string, number[]>();
for (const r of rows.slice(1)) {
  const v = cols.map((c) => (r[c] === "" || r[c] === undefined ? Number.NaN : Number(r[c])));
  if (Number.isNaN(v[0])) v[0] = 4 * (v[1] || 0) + 4 * (v[2] || 0) + 9 * (v[3] || 0) + 2 * (v[5] || 0);
  table.set(
    r[head.indexOf("code")],
    v.map((x) => (Number.isNaN(x) ? 0 : x)),
  );
}

const out: string[] = [];
let n = 0;
for (const line of readFileSync(join(here, "cases.txt"), "utf8").split("\n")) {
  const t = line.trim();
  if (!t || t.startsWith("#")) continue;
  const [text, comps] = t.split("|").map((s) => s.trim());
  const ref = [0, 0, 0, 0, 0, 0, 0];
  let grams = 0;
  const components = comps.split("+").map((c) => {
    const [code, g] = c.split("*").map((s) => s.trim());
    const v = code === "agua" ? [0, 0, 0, 0, 0, 0, 0] : table.get(code);
    if (!v) throw new Error(`código desconocido ${code} en "${text}"`);
    for (let k = 0; k < 7; k++) ref[k] += (v[k] * Number(g)) / 100;
    grams += Number(g);
    return { code, grams: Number(g) };
  });
  n++;
  const reference = Object.fromEntries(keys.map((k, i) => [k, Math.round(ref[i] * 10) / 10]));
  out.push(
    JSON.stringify({
      id: `b${String(n).padStart(3, "0")}`,
      text,
      reference: { ...reference, weight_g: grams },
      components,
    }),
  );
}
writeFileSync(join(here, "cases.jsonl"), `${out.join("\n")}\n`);
console.log(`${n} casos escritos en bench/nutrition/cases.jsonl`);
