/**
 * Turns cases.txt (description | CIQUAL code * grams + ...) into cases.jsonl with reference nutrients
 * computed from CIQUAL 2020 (../shared/data). Run after editing cases.txt or dev-heldout.txt:
 *   npx tsx bench/nutrition/make-reference.ts          # cases.txt -> cases.jsonl
 *   npx tsx bench/nutrition/make-reference.ts --dev    # dev-heldout.txt -> dev-heldout.jsonl + .md
 *   npx tsx bench/nutrition/make-reference.ts --dev2   # dev2-heldout.txt -> dev2-heldout.jsonl + .md
 */
import { readFileSync, writeFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { parseCsv } from "../../scripts/build-foods-csv";

const here = dirname(fileURLToPath(import.meta.url));
const dev2 = process.argv.includes("--dev2");
const dev = dev2 || process.argv.includes("--dev");
const dataArg = process.argv.slice(2).find((a) => !a.startsWith("--"));
const dataDir = resolve(dataArg ?? join(here, "..", "..", "..", "shared", "data"));
const stem = dev2 ? "dev2-heldout" : "dev-heldout";
const inFile = dev ? `${stem}.txt` : "cases.txt";
const outFile = dev ? `${stem}.jsonl` : "cases.jsonl";
const mdFile = `${stem}.md`;
const idPrefix = dev2 ? "e" : dev ? "d" : "b";
const rows = parseCsv(readFileSync(join(dataDir, "ciqual2020", "ciqual2020_macros.csv"), "utf8"));
const head = rows[0];
const cols = ["kcal", "protein_g", "carbs_g", "fat_g", "sugars_g", "fiber_g", "salt_g"].map((c) =>
  head.indexOf(c),
);
const keys = ["calories", "protein", "carbs", "fat", "sugar", "fiber", "salt"] as const;
const table = new Map<string, number[]>();
const names = new Map<string, string>();
for (const r of rows.slice(1)) {
  names.set(r[head.indexOf("code")], r[head.indexOf("name_en")] || r[head.indexOf("name_fr")]);
  const v = cols.map((c) => (r[c] === "" || r[c] === undefined ? Number.NaN : Number(r[c])));
  if (Number.isNaN(v[0])) v[0] = 4 * (v[1] || 0) + 4 * (v[2] || 0) + 9 * (v[3] || 0) + 2 * (v[5] || 0);
  table.set(
    r[head.indexOf("code")],
    v.map((x) => (Number.isNaN(x) ? 0 : x)),
  );
}

const out: string[] = [];
let n = 0;
const md: string[] = [];
let section = "";
for (const line of readFileSync(join(here, inFile), "utf8").split("\n")) {
  const sec = /^#\s*-+\s*(.+?)\s*-+\s*$/.exec(line.trim());
  if (sec) section = sec[1];
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
  if (section) {
    md.push(
      `\n### ${section}\n\n| id | descripción | kcal | P | C | G | componentes (CIQUAL 2020, g) |\n|---|---|---|---|---|---|---|`,
    );
    section = "";
  }
  const compText = components
    .map((c) => (c.code === "agua" ? `agua ${c.grams}` : `${names.get(c.code)} [${c.code}] ${c.grams}`))
    .join("; ");
  md.push(
    `| ${idPrefix}${String(n).padStart(3, "0")} | ${text} | ${reference.calories} | ${reference.protein} | ${reference.carbs} | ${reference.fat} | ${compText.replace(/\|/g, "/")} |`,
  );
  out.push(
    JSON.stringify({
      id: `${idPrefix}${String(n).padStart(3, "0")}`,
      text,
      reference: { ...reference, weight_g: grams },
      components,
    }),
  );
}
writeFileSync(join(here, outFile), `${out.join("\n")}\n`);
if (dev) {
  const doc = readFileSync(join(here, mdFile), "utf8");
  const marker = "<!-- CASES -->";
  const headPart = doc.includes(marker)
    ? doc.slice(0, doc.indexOf(marker) + marker.length)
    : `${doc}\n${marker}`;
  writeFileSync(join(here, mdFile), `${headPart}\n${md.join("\n")}\n`);
}
console.log(`${n} casos escritos en bench/nutrition/${outFile}`);
