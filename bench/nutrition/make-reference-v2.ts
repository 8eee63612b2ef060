/**
 * Reference nutrients for the v2 sets (heldout-v2, dev3), whose components come from several tables:
 *   C:<code> CIQUAL 2020 · F:<code> USDA FNDDS 2021-2023 · S:<ndb> USDA SR26 · T:<code> TACO 2011 · agua
 * Input lines: `measure | descripción | TABLE:code * grams + ...` under `# ---------- region ----------`.
 *   npx tsx bench/nutrition/make-reference-v2.ts heldout-v2   # heldout-v2.txt -> .jsonl + table in .md
 *   npx tsx bench/nutrition/make-reference-v2.ts heldout-v3   # heldout-v3.txt (second held-out set) -> .jsonl + .md
 *   npx tsx bench/nutrition/make-reference-v2.ts dev3         # dev3.txt -> .jsonl + table in .md
 *   npx tsx bench/nutrition/make-reference-v2.ts dev4         # dev4.txt -> .jsonl + table in .md
 *   npx tsx bench/nutrition/make-reference-v2.ts dev5         # dev5.txt -> .jsonl + table in .md
 *   npx tsx bench/nutrition/make-reference-v2.ts dev6         # dev6.txt (explicit amounts) -> .jsonl + .md
 *   npx tsx bench/nutrition/make-reference-v2.ts dev7         # dev7.txt (household measures) -> .jsonl + .md
 *   npx tsx bench/nutrition/make-reference-v2.ts dev8         # dev8.txt (no quantity at all) -> .jsonl + .md
 *   npx tsx bench/nutrition/make-reference-v2.ts dev9         # dev9.txt (FNDDS household portions) -> .jsonl + .md
 *   npx tsx bench/nutrition/make-reference-v2.ts dev10        # dev10.txt (regional breadth: MX, CA, PE) -> .jsonl + .md
 *   npx tsx bench/nutrition/make-reference-v2.ts dev11        # dev11.txt (everyday meals as served) -> .jsonl + .md
 *   npx tsx bench/nutrition/make-reference-v2.ts dev12        # dev12.txt (second NutriBench-style FNDDS set) -> .jsonl + .md
 * Values are per 100 g as published; carbohydrates are available carbohydrates (fibre excluded) in all
 * four tables (the CSVs in ../shared/data already derive them), salt = sodium × 2.5.
 */
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { parseCsv } from "../../scripts/build-foods-csv";
import { DEV_SETS, isDevSet } from "./sets";

const here = dirname(fileURLToPath(import.meta.url));
const stem = process.argv[2];
// The held-out sets are not in DEV_SETS (explain.ts must never list them): their id prefixes live here.
const HELDOUT_SETS: Record<string, string> = { "heldout-v2": "h", "heldout-v3": "w" };
if (!Object.hasOwn(HELDOUT_SETS, stem ?? "") && !isDevSet(stem)) {
  console.error(
    `uso: make-reference-v2.ts heldout-v2|heldout-v3|${Object.keys(DEV_SETS).join("|")} [carpeta de datos]`,
  );
  process.exit(1);
}
// ../shared/data next to the checkout (main) or two levels up (a worktree under /work/wt/)
const dataDir = resolve(
  process.argv[3] ??
    [
      join(here, "..", "..", "..", "shared", "data"),
      join(here, "..", "..", "..", "..", "shared", "data"),
    ].find((d) => existsSync(d)) ??
    ".",
);
const idPrefix = Object.hasOwn(HELDOUT_SETS, stem) ? HELDOUT_SETS[stem] : DEV_SETS[stem];
const REGIONS = ["espana", "mexico", "centroamerica", "colombia_venezuela", "cono_sur", "peru", "usa"];
const MEASURES: Record<string, string> = { g: "grams", h: "household", n: "none" };
const keys = ["calories", "protein", "carbs", "fat", "sugar", "fiber", "salt"] as const;
const valueCols = ["kcal", "protein_g", "carbs_g", "fat_g", "sugars_g", "fiber_g", "salt_g"];

type Row = { name: string; v: number[] };
function load(file: string, codeCol: string, nameCol: string): Map<string, Row> {
  const rows = parseCsv(readFileSync(join(dataDir, file), "utf8"));
  const head = rows[0];
  const ci = head.indexOf(codeCol);
  const ni = head.indexOf(nameCol);
  const cols = valueCols.map((c) => head.indexOf(c));
  const m = new Map<string, Row>();
  for (const r of rows.slice(1)) {
    if (!r[ci]) continue;
    const v = cols.map((c) => (r[c] === "" || r[c] === undefined ? Number.NaN : Number(r[c])));
    // CIQUAL leaves kcal empty for a few foods: Atwater from the macros
    if (Number.isNaN(v[0])) v[0] = 4 * (v[1] || 0) + 4 * (v[2] || 0) + 9 * (v[3] || 0) + 2 * (v[5] || 0);
    m.set(r[ci], { name: r[ni], v: v.map((x) => (Number.isNaN(x) ? 0 : x)) });
  }
  return m;
}
const tables: Record<string, { label: string; rows: Map<string, Row> }> = {
  C: { label: "CIQUAL 2020", rows: load("ciqual2020/ciqual2020_macros.csv", "code", "name_en") },
  F: {
    label: "FNDDS 2021-2023",
    rows: load("usda_fndds/fndds_2021_2023_macros.csv", "food_code", "name_en"),
  },
  S: { label: "SR26", rows: load("usda/usda_sr26_macros.csv", "ndb_no", "description") },
  T: { label: "TACO 2011", rows: load("taco2011/taco2011_macros.csv", "code", "name_pt") },
};

const out: string[] = [];
const md: string[] = [];
const count: Record<string, Record<string, number>> = {};
let region = "";
let n = 0;
for (const line of readFileSync(join(here, `${stem}.txt`), "utf8").split("\n")) {
  const sec = /^#\s*-+\s*(\S+)\s*-+\s*$/.exec(line.trim());
  if (sec) {
    region = sec[1];
    if (!REGIONS.includes(region)) throw new Error(`región desconocida ${region}`);
    md.push(
      `\n### ${region}\n\n| id | medida | descripción | kcal | P | C | G | componentes (tabla código nombre, g) |\n|---|---|---|---|---|---|---|---|`,
    );
    continue;
  }
  const t = line.trim();
  if (!t || t.startsWith("#")) continue;
  const [m, text, comps] = t.split("|").map((s) => s.trim());
  const measure = MEASURES[m];
  if (!measure || !text || !comps) throw new Error(`línea mal formada: ${t}`);
  const ref = [0, 0, 0, 0, 0, 0, 0];
  let grams = 0;
  const components = comps.split("+").map((c) => {
    const [code, g] = c.split("*").map((s) => s.trim());
    const w = Number(g);
    if (!(w > 0)) throw new Error(`gramos no válidos en "${text}": ${c}`);
    grams += w;
    if (code === "agua") return { table: "agua", code: "", name: "water", grams: w };
    const [tab, id] = code.split(":");
    const row = tables[tab]?.rows.get(id);
    if (!row) throw new Error(`código desconocido ${code} en "${text}"`);
    for (let k = 0; k < 7; k++) ref[k] += (row.v[k] * w) / 100;
    return { table: tables[tab].label, code: id, name: row.name, grams: w };
  });
  n++;
  const id = `${idPrefix}${String(n).padStart(3, "0")}`;
  const reference = Object.fromEntries(keys.map((k, i) => [k, Math.round(ref[i] * 10) / 10]));
  count[region] ??= {};
  count[region][measure] = (count[region][measure] ?? 0) + 1;
  const compText = components
    .map((c) => (c.table === "agua" ? `agua ${c.grams}` : `${c.table} ${c.code} ${c.name} ${c.grams}`))
    .join("; ")
    .replace(/\|/g, "/");
  md.push(
    `| ${id} | ${measure} | ${text} | ${reference.calories} | ${reference.protein} | ${reference.carbs} | ${reference.fat} | ${compText} |`,
  );
  out.push(
    JSON.stringify({ id, text, region, measure, reference: { ...reference, weight_g: grams }, components }),
  );
}
writeFileSync(join(here, `${stem}.jsonl`), `${out.join("\n")}\n`);
const mdFile = join(here, `${stem}.md`);
let doc = "";
try {
  doc = readFileSync(mdFile, "utf8");
} catch {}
const marker = "<!-- CASES -->";
const headPart = doc.includes(marker)
  ? doc.slice(0, doc.indexOf(marker) + marker.length)
  : `${doc}\n${marker}`;
writeFileSync(mdFile, `${headPart}\n${md.join("\n")}\n`);
console.log(`${n} casos escritos en bench/nutrition/${stem}.jsonl`);
for (const r of Object.keys(count)) console.log(`  ${r}: ${JSON.stringify(count[r])}`);
