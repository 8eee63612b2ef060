/**
 * Builds src/planner/data/recipes.json from the authored library (src/planner/library/*.ts) and the
 * CIQUAL 2020 table. Run: `npx tsx scripts/build-recipes.ts [path/to/ciqual2020_macros.csv]`.
 * Only this script reads ../shared/data; the app reads the committed JSON.
 * Fails (exit 1) on an unknown CIQUAL code, a code whose French name does not contain the expected
 * fragment, a missing nutrient value, or a malformed recipe.
 */
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { dirname, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { buildRecipeData, type CiqualRow } from "../src/planner/build";

const here = dirname(fileURLToPath(import.meta.url));
// ../shared next to the checkout; a git worktree under wt/<name> has it two levels further up
const CSV_CANDIDATES = ["../../shared", "../../../shared"].map((d) =>
  resolve(here, d, "data/ciqual2020/ciqual2020_macros.csv"),
);
const csvPath = resolve(process.argv[2] ?? CSV_CANDIDATES.find((p) => existsSync(p)) ?? CSV_CANDIDATES[0]);
const outPath = resolve(here, "../src/planner/data/recipes.json");

function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = "";
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (c === '"') quoted = false;
      else cell += c;
    } else if (c === '"') quoted = true;
    else if (c === ",") {
      row.push(cell);
      cell = "";
    } else if (c === "\n") {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = "";
    } else if (c !== "\r") cell += c;
  }
  if (cell !== "" || row.length > 0) {
    row.push(cell);
    rows.push(row);
  }
  return rows;
}

const [header, ...body] = parseCsv(readFileSync(csvPath, "utf8"));
const col = (name: string) => {
  const i = header.indexOf(name);
  if (i < 0) throw new Error(`Columna ${name} ausente en ${csvPath}`);
  return i;
};
const num = (s: string) => (s.trim() === "" ? null : Number(s));
const table = new Map<string, CiqualRow>();
for (const r of body) {
  if (r.length < header.length) continue;
  table.set(r[col("code")], {
    code: r[col("code")],
    name_fr: r[col("name_fr")],
    name_en: r[col("name_en")],
    group_code: r[col("group_code")],
    subgroup_en: r[col("subgroup_en")],
    kcal: num(r[col("kcal")]),
    protein_g: num(r[col("protein_g")]),
    carbs_g: num(r[col("carbs_g")]),
    fat_g: num(r[col("fat_g")]),
    sugars_g: num(r[col("sugars_g")]),
    fiber_g: num(r[col("fiber_g")]),
    salt_g: num(r[col("salt_g")]),
  });
}

try {
  const data = buildRecipeData(table);
  writeFileSync(outPath, `${JSON.stringify(data, null, 1)}\n`);
  console.log(`${data.recipes.length} recetas -> ${outPath}`);
} catch (err) {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
}
