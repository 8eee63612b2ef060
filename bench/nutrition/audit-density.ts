/**
 * Composition audit of the food layer's recipes (decision 0047).
 *   npx tsx bench/nutrition/audit-density.ts [--all] [--flag 25] [--csv] [--search "regex"]
 * Lists every food of src/nutrition/data/foods.json whose `table` is "receta" next to the source-table
 * rows that are the same dish (hand-written mapping in bench/nutrition/audit-density-map.txt: one line
 * `recipe-id | ref, ref, ... | note`, refs written as in the food layer: CIQUAL code, F:, F19:, S:, T:),
 * with kcal, fat and carbs per 100 g of both and the ratio recipe / equivalent (equivalent = mean of the
 * mapped rows). Without --all only recipes that have a mapping are printed; rows more than --flag %
 * (default 25) off in kcal or fat are marked "!". --search prints the table rows whose name matches a
 * regular expression (English FNDDS/CIQUAL/SR26, French CIQUAL, Portuguese TACO), to fill the mapping.
 * Reads the generated foods.json, so run it after `npx tsx scripts/build-foods.ts`.
 */
import { existsSync, readFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { csvObjects } from "../../scripts/build-foods-csv";

const here = dirname(fileURLToPath(import.meta.url));
const root = resolve(here, "..", "..");
const dataDir =
  process.env.BOCADO_DATA ??
  [join(root, "..", "shared", "data"), join(root, "..", "..", "shared", "data"), "/tmp/shared/data"].find(
    (d) => existsSync(join(d, "ciqual2020")),
  ) ??
  join(root, "..", "shared", "data");

type Row = { ref: string; name: string; kcal: number; fat: number; carbs: number };

function readCsv(path: string): Record<string, string>[] {
  return csvObjects(readFileSync(join(dataDir, path), "utf8"));
}

const num = (s: string | undefined) => (s === undefined || s === "" ? Number.NaN : Number(s));
const table = new Map<string, Row>();
for (const r of readCsv("ciqual2020/ciqual2020_macros.csv"))
  table.set(r.code, {
    ref: r.code,
    name: `${r.name_en || r.name_fr} [CIQUAL]`,
    kcal: num(r.kcal),
    fat: num(r.fat_g),
    carbs: num(r.carbs_g),
  });
for (const r of readCsv("usda_fndds/fndds_2019_2020_macros.csv")) {
  const row = {
    ref: `F19:${r.food_code}`,
    name: `${r.name_en} [FNDDS 2019-20]`,
    kcal: num(r.kcal),
    fat: num(r.fat_g),
    carbs: num(r.carbs_g),
  };
  table.set(row.ref, row);
  table.set(`F:${r.food_code}`, row);
}
for (const r of readCsv("usda_fndds/fndds_2021_2023_macros.csv"))
  table.set(`F:${r.food_code}`, {
    ref: `F:${r.food_code}`,
    name: `${r.name_en} [FNDDS]`,
    kcal: num(r.kcal),
    fat: num(r.fat_g),
    carbs: num(r.carbs_g),
  });
for (const r of readCsv("usda/usda_sr26_macros.csv"))
  table.set(`S:${r.ndb_no}`, {
    ref: `S:${r.ndb_no}`,
    name: `${r.description} [SR26]`,
    kcal: num(r.kcal),
    fat: num(r.fat_g),
    carbs: num(r.carbs_g),
  });
for (const r of readCsv("taco2011/taco2011_macros.csv"))
  table.set(`T:${r.code}`, {
    ref: `T:${r.code}`,
    name: `${r.name_pt} [TACO]`,
    kcal: num(r.kcal),
    fat: num(r.fat_g),
    carbs: num(r.carbs_g),
  });

function lookup(ref: string): Row | undefined {
  const m = /^(F19|F|S|T):?(\d+)$/i.exec(ref.trim());
  if (!m) return table.get(ref.trim());
  const [, t, code] = m;
  if (t.toUpperCase() === "S") return table.get(`S:${code.padStart(5, "0")}`);
  return table.get(`${t.toUpperCase()}:${code}`);
}

const args = process.argv.slice(2);
const opt = (name: string) => {
  const i = args.indexOf(name);
  return i >= 0 ? args[i + 1] : undefined;
};

const search = opt("--search");
if (search) {
  const re = new RegExp(search, "i");
  const seen = new Set<Row>();
  for (const row of table.values()) {
    if (seen.has(row) || !re.test(row.name)) continue;
    seen.add(row);
    console.log(`${row.ref.padEnd(12)} ${fmt(row.kcal)} f${fmt(row.fat)} c${fmt(row.carbs)}  ${row.name}`);
  }
  process.exit(0);
}

function fmt(n: number, w = 5): string {
  return (Number.isFinite(n) ? n.toFixed(0) : "-").padStart(w);
}

type Food = {
  id: string;
  name: string;
  table: string;
  per100g: { calories: number; fat: number; carbs: number };
};
const foods = (
  JSON.parse(readFileSync(join(root, "src", "nutrition", "data", "foods.json"), "utf8")) as { foods: Food[] }
).foods;
const recipes = foods.filter((f) => f.table === "receta");

const mapping = new Map<string, { refs: string[]; note: string }>();
const mapFile = join(here, "audit-density-map.txt");
if (existsSync(mapFile))
  for (const line of readFileSync(mapFile, "utf8").split("\n")) {
    const t = line.trim();
    if (!t || t.startsWith("#")) continue;
    const [id, refs = "", note = ""] = t.split("|").map((s) => s.trim());
    mapping.set(id, {
      refs: refs
        .split(",")
        .map((s) => s.trim())
        .filter(Boolean),
      note,
    });
  }

const flag = Number(opt("--flag") ?? 25) / 100;
const csv = args.includes("--csv");
const all = args.includes("--all");
let mapped = 0;
let flagged = 0;
const unknownIds = [...mapping.keys()].filter((id) => !recipes.some((r) => r.id === id));
if (csv)
  console.log("id,recipe_kcal,recipe_fat,recipe_carbs,eq_kcal,eq_fat,eq_carbs,kcal_ratio,fat_ratio,refs");
for (const f of recipes) {
  const m = mapping.get(f.id);
  const p = f.per100g;
  if (!m) {
    if (all && !csv)
      console.log(
        `  ${f.id.padEnd(34)} ${fmt(p.calories)} f${fmt(p.fat)} c${fmt(p.carbs)}   (no equivalent mapped)`,
      );
    continue;
  }
  const rows = m.refs.map((r) => ({ r, row: lookup(r) }));
  const missing = rows.filter((x) => !x.row).map((x) => x.r);
  if (missing.length) console.error(`${f.id}: unknown table reference(s) ${missing.join(", ")}`);
  const ok = rows.flatMap((x) => (x.row ? [x.row] : []));
  if (!ok.length) continue;
  mapped++;
  const mean = (k: "kcal" | "fat" | "carbs") => ok.reduce((s, r) => s + r[k], 0) / ok.length;
  const eq = { kcal: mean("kcal"), fat: mean("fat"), carbs: mean("carbs") };
  const rk = p.calories / eq.kcal;
  const rf = eq.fat > 1 ? p.fat / eq.fat : Number.NaN;
  const off = Math.abs(rk - 1) > flag || (Number.isFinite(rf) && eq.fat >= 3 && Math.abs(rf - 1) > flag * 2);
  if (off) flagged++;
  if (csv) {
    console.log(
      [
        f.id,
        p.calories,
        p.fat,
        p.carbs,
        eq.kcal.toFixed(0),
        eq.fat.toFixed(1),
        eq.carbs.toFixed(1),
        rk.toFixed(2),
        Number.isFinite(rf) ? rf.toFixed(2) : "",
        m.refs.join(" "),
      ].join(","),
    );
    continue;
  }
  console.log(
    `${off ? "!" : " "} ${f.id.padEnd(34)} ${fmt(p.calories)} f${fmt(p.fat)} c${fmt(p.carbs)}  | eq ${fmt(eq.kcal)} f${fmt(eq.fat)} c${fmt(eq.carbs)}  | kcal ×${rk.toFixed(2)} fat ×${Number.isFinite(rf) ? rf.toFixed(2) : " -  "}${m.note ? `  (${m.note})` : ""}`,
  );
  for (const r of ok)
    console.log(`      ${r.ref.padEnd(12)} ${fmt(r.kcal)} f${fmt(r.fat)} c${fmt(r.carbs)}  ${r.name}`);
}
if (!csv) {
  console.log(
    `\n${recipes.length} recipes; ${mapped} with a table equivalent; ${flagged} more than ${Math.round(flag * 100)} % off in kcal (or ${Math.round(flag * 200)} % in fat)`,
  );
  if (unknownIds.length) console.log(`mapping ids that are not recipes: ${unknownIds.join(", ")}`);
}
