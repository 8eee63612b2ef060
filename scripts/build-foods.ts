/**
 * Builds src/nutrition/data/foods.json from the open data in ../shared/data (CIQUAL 2020, USDA
 * FNDDS 2019-2020 and 2021-2023, USDA SR26, TACO 2011) and the hand-written Spanish layer in
 * scripts/food-layer/*.txt (format in scripts/food-layer/README.md).
 *
 *   npx tsx scripts/build-foods.ts [path/to/shared/data]
 *
 * Only this script reads the shared data; the app reads the generated JSON. The output depends only
 * on the layer files and the data files (no dates, no map-order effects), so it is deterministic.
 */
import { existsSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { writeFoodIndex } from "./build-food-index";
import { csvObjects } from "./build-foods-csv";

const here = dirname(fileURLToPath(import.meta.url));
const root = resolve(here, "..");
// the shared data sits next to the main checkout (../shared) or next to the worktrees' parent
const dataDir = resolve(
  process.argv[2] ??
    process.env.BOCADO_DATA ??
    [join(root, "..", "shared", "data"), join(root, "..", "..", "shared", "data")].find((d) =>
      existsSync(join(d, "ciqual2020")),
    ) ??
    join(root, "..", "shared", "data"),
);
const layerDir = join(here, "food-layer");
const outFile = join(root, "src", "nutrition", "data", "foods.json");

type N = {
  calories: number;
  protein: number;
  carbs: number;
  fat: number;
  sugar: number;
  fiber: number;
  salt: number;
};
const KEYS = ["calories", "protein", "carbs", "fat", "sugar", "fiber", "salt"] as const;
const ZERO: N = { calories: 0, protein: 0, carbs: 0, fat: 0, sugar: 0, fiber: 0, salt: 0 };

/** One row of any source table, per 100 g edible portion. */
type TableRow = {
  /** the layer's reference: "22000", "F:58106230", "F19:58106230", "S:08580", "T:1" */
  ref: string;
  table: TableName;
  code: string;
  name: string;
  values: N;
  missing: string[];
  /** CIQUAL subgroup as a slug ("breakfast-cereals", "cooked-meat"): the food's kind */
  kind: string;
};
type TableName = "CIQUAL 2020" | "USDA FNDDS 2021-2023" | "USDA FNDDS 2019-2020" | "USDA SR26" | "TACO 2011";

/** Kind slug from the CIQUAL group/subgroup names. */
function kindOf(group: string, subgroup: string): string {
  const k = (subgroup && subgroup !== "-" ? subgroup : group) || "misc";
  return k
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");
}

/** Reads a CSV with a header row into objects keyed by column name. */
function readCsv(path: string): Record<string, string>[] {
  return csvObjects(readFileSync(join(dataDir, path), "utf8"));
}

/** Values of one row; empty cells are missing (taken as 0 and reported). */
function valuesOf(
  r: Record<string, string>,
  cols: Record<keyof N, string>,
): { values: N; missing: string[] } {
  const values = { ...ZERO };
  const missing: string[] = [];
  for (const k of KEYS) {
    const raw = r[cols[k]];
    if (raw === "" || raw === undefined) missing.push(k);
    else values[k] = Number(raw);
  }
  // kcal unknown: EU 1169/2011 factors from the known macros
  if (missing.includes("calories")) {
    values.calories = 4 * values.protein + 4 * values.carbs + 9 * values.fat + 2 * values.fiber;
  }
  return { values, missing };
}

/** The USDA and TACO files use the same column names (carbs_g is available carbohydrate). */
const USDA_COLS: Record<keyof N, string> = {
  calories: "kcal",
  protein: "protein_g",
  carbs: "carbs_g",
  fat: "fat_g",
  sugar: "sugars_g",
  fiber: "fiber_g",
  salt: "salt_g",
};

/**
 * Kind (a CIQUAL subgroup slug, see src/nutrition/units.ts) of an FNDDS food from its WWEIA category,
 * so that household units and composite-food rules work the same on every table. `K=` overrides it.
 */
const WWEIA_KIND: [number, number, string][] = [
  [1002, 1208, "milk"],
  [1402, 1402, "milk"],
  [1602, 1604, "cheese-and-similar"],
  [1820, 1822, "dairy-products-and-similar"],
  [1902, 1902, "milk"],
  [1904, 1904, "dairy-products-and-similar"],
  [2002, 2206, "cooked-meat"],
  [2402, 2402, "fish-cooked"],
  [2404, 2404, "seafood-cooked"],
  [2502, 2502, "eggs"],
  [2602, 2608, "delicatessen-meat-and-similar"],
  [2802, 2802, "legumes"],
  [2804, 2804, "nuts-and-seeds"],
  [2806, 2806, "meat-substitute"],
  [3002, 3206, "dishes"],
  [3208, 3208, "savoury-pastries-and-other-starters"],
  [3402, 3506, "dishes"],
  [3602, 3602, "pizzas-crepe-and-pies"],
  [3702, 3744, "sandwiches"],
  [3804, 3808, "soups"],
  [4002, 4004, "pasta-rice-and-grains"],
  [4202, 4208, "breads-and-similar"],
  [4402, 4404, "viennese-pastries"],
  [4602, 4604, "breakfast-cereals"],
  [4802, 4804, "cereal-products"],
  [5002, 5204, "savoury-biscuits"],
  [5402, 5404, "cereal-bars"],
  [5502, 5502, "cakes-and-pastry"],
  [5504, 5504, "sweet-biscuits"],
  [5506, 5506, "viennese-pastries"],
  [5702, 5702, "chocolate-and-chocolate-products"],
  [5704, 5704, "non-chocolate-confectionery"],
  [5802, 5802, "ice-cream"],
  [5804, 5804, "dairy-products-and-similar"],
  [5806, 5806, "sorbet"],
  [6002, 6024, "fruits"],
  [6402, 6430, "vegetables"],
  [6432, 6432, "mixed-salads"],
  [6489, 6489, "vegetables"],
  [6802, 6806, "potatoes-and-other-tubers"],
  [7002, 7304, "non-alcoholic-beverages"],
  [7502, 7506, "alcoholic-beverages"],
  [7702, 7804, "water"],
  [8002, 8002, "butters"],
  [8004, 8004, "margarines"],
  [8006, 8008, "cream-and-similar"],
  [8010, 8012, "sauces"],
  [8402, 8406, "condiments"],
  [8408, 8408, "vegetables"],
  [8410, 8412, "sauces"],
  [8802, 8804, "sugars-and-honey"],
  [8806, 8806, "jam"],
  [9002, 9802, "foods-for-particular-nutritional-uses"],
];
function wweiaKind(code: string): string {
  const c = Number(code);
  return WWEIA_KIND.find(([a, b]) => c >= a && c <= b)?.[2] ?? "miscellaneous-ingredients";
}
const SR_GROUP_KIND: Record<string, string> = {
  "0100": "dairy-products-and-similar",
  "0200": "spices",
  "0300": "foods-for-particular-nutritional-uses",
  "0400": "other-fats",
  "0500": "cooked-meat",
  "0600": "soups",
  "0700": "delicatessen-meat-and-similar",
  "0800": "breakfast-cereals",
  "0900": "fruits",
  "1000": "cooked-meat",
  "1100": "vegetables",
  "1200": "nuts-and-seeds",
  "1300": "cooked-meat",
  "1400": "non-alcoholic-beverages",
  "1500": "fish-cooked",
  "1600": "legumes",
  "1700": "cooked-meat",
  "1800": "breads-and-similar",
  "1900": "non-chocolate-confectionery",
  "2000": "pasta-rice-and-grains",
  "2100": "dishes",
  "2200": "dishes",
  "2500": "savoury-biscuits",
  "3500": "miscellaneous-ingredients",
  "3600": "dishes",
};
const TACO_GROUP_KIND: Record<string, string> = {
  "Carnes e derivados": "cooked-meat",
  "Verduras, hortaliças e derivados": "vegetables",
  "Frutas e derivados": "fruits",
  "Cereais e derivados": "cereal-products",
  "Pescados e frutos do mar": "fish-cooked",
  "Alimentos preparados": "dishes",
  "Leguminosas e derivados": "legumes",
  "Leite e derivados": "dairy-products-and-similar",
  "Produtos açucarados": "sugars-and-honey",
  "Gorduras e óleos": "other-fats",
  "Bebidas (alcoólicas e não alcoólicas)": "non-alcoholic-beverages",
  "Nozes e sementes": "nuts-and-seeds",
  Miscelâneas: "miscellaneous-ingredients",
  "Ovos e derivados": "eggs",
  "Outros alimentos industrializados": "dishes",
};

/** A household portion of a USDA food, as published. */
type UsdaPortion = { seq: number; description: string; grams: number };

type Tables = {
  rows: Map<string, TableRow>;
  /** portions by reference ("F:...", "F19:...", "S:...") in the table's own order */
  portions: Map<string, UsdaPortion[]>;
};

function loadTables(): Tables {
  const rows = new Map<string, TableRow>();
  const portions = new Map<string, UsdaPortion[]>();
  const addPortion = (ref: string, p: UsdaPortion) => {
    const list = portions.get(ref) ?? [];
    list.push(p);
    portions.set(ref, list);
  };

  for (const r of readCsv("ciqual2020/ciqual2020_macros.csv")) {
    const { values, missing } = valuesOf(r, {
      calories: "kcal",
      protein: "protein_g",
      carbs: "carbs_g",
      fat: "fat_g",
      sugar: "sugars_g",
      fiber: "fiber_g",
      salt: "salt_g",
    });
    rows.set(r.code, {
      ref: r.code,
      table: "CIQUAL 2020",
      code: r.code,
      name: r.name_en || r.name_fr,
      values,
      missing,
      kind: kindOf(r.group_en, r.subgroup_en),
    });
  }

  // FNDDS: "F:" is 2021-2023, or 2019-2020 for the codes that exist only there; "F19:" is 2019-2020
  const fndds19 = readCsv("usda_fndds/fndds_2019_2020_macros.csv");
  const fndds21 = readCsv("usda_fndds/fndds_2021_2023_macros.csv");
  const fnddsRow = (r: Record<string, string>, ref: string, table: TableName): TableRow => ({
    ref,
    table,
    code: r.food_code,
    name: r.name_en,
    ...valuesOf(r, USDA_COLS),
    kind: wweiaKind(r.wweia_code),
  });
  for (const r of fndds19) {
    rows.set(`F19:${r.food_code}`, fnddsRow(r, `F19:${r.food_code}`, "USDA FNDDS 2019-2020"));
    rows.set(`F:${r.food_code}`, fnddsRow(r, `F:${r.food_code}`, "USDA FNDDS 2019-2020"));
  }
  for (const r of fndds21)
    rows.set(`F:${r.food_code}`, fnddsRow(r, `F:${r.food_code}`, "USDA FNDDS 2021-2023"));
  for (const r of readCsv("usda_fndds/fndds_2021_2023_portions.csv")) {
    const grams = Number(r.gram_weight);
    if (grams > 0)
      addPortion(`F:${r.food_code}`, { seq: Number(r.seq), description: r.portion_description, grams });
  }
  // 2019-2020 portions (FoodData Central, joined on fdc_id): for F19: references and F: codes gone in 2021
  const codeByFdc = new Map(fndds19.filter((r) => r.fdc_id).map((r) => [r.fdc_id, r.food_code]));
  const seq19 = new Map<string, number>();
  for (const r of readCsv("usda/usda_fndds_portions.csv")) {
    const code = codeByFdc.get(r.fdc_id);
    const grams = Number(r.gram_weight);
    if (!code || !(grams > 0)) continue;
    const seq = (seq19.get(code) ?? 0) + 1;
    seq19.set(code, seq);
    addPortion(`F19:${code}`, { seq, description: r.portion_description, grams });
  }
  for (const r of fndds19) {
    const ref = `F:${r.food_code}`;
    if (!portions.has(ref) && portions.has(`F19:${r.food_code}`))
      portions.set(ref, portions.get(`F19:${r.food_code}`) ?? []);
  }

  for (const r of readCsv("usda/usda_sr26_macros.csv")) {
    rows.set(`S:${r.ndb_no}`, {
      ref: `S:${r.ndb_no}`,
      table: "USDA SR26",
      code: r.ndb_no,
      name: r.description,
      ...valuesOf(r, USDA_COLS),
      kind: SR_GROUP_KIND[r.food_group_code] ?? "miscellaneous-ingredients",
    });
  }
  for (const r of readCsv("usda/usda_sr26_portions.csv")) {
    const grams = Number(r.gram_weight);
    if (grams > 0)
      addPortion(`S:${r.ndb_no}`, { seq: Number(r.seq), description: `${r.amount} ${r.measure}`, grams });
  }

  for (const r of readCsv("taco2011/taco2011_macros.csv")) {
    if (r.kcal === "") continue; // TACO's "*" rows (under re-evaluation) have no values at all
    rows.set(`T:${r.code}`, {
      ref: `T:${r.code}`,
      table: "TACO 2011",
      code: r.code,
      name: r.name_pt,
      ...valuesOf(r, USDA_COLS),
      kind: TACO_GROUP_KIND[r.group_pt] ?? "miscellaneous-ingredients",
    });
  }
  return { rows, portions };
}

/** "F:58106230", "f19:...", "s:8580", "T:1", "22000" -> the table map's key, or null. */
function tableRef(raw: string): string | null {
  const m = /^(F19|F|S|T):\s*(\d+)$/i.exec(raw.trim());
  if (m) {
    const t = m[1].toUpperCase();
    const code = t === "S" ? m[2].padStart(5, "0") : m[2];
    return `${t}:${code}`;
  }
  return /^\d+$/.test(raw.trim()) ? raw.trim() : null;
}

type Portion = { name: string; grams: number };
/** A portion as written in the layer: grams, or a reference to a USDA household portion. */
type PortionSpec = {
  name: string;
  grams: number | null;
  ref: string | null;
  pick: string | null;
  unit: boolean;
};
type LayerFood = {
  id: string;
  name: string;
  synonyms: string[];
  source: string;
  portions: PortionSpec[];
  liquid: boolean;
  fill: number | null;
  fried: boolean;
  /** K=kind override (a CIQUAL subgroup slug) */
  kindFlag: string | null;
  /** P=kind/kind: kinds of the typical components of a composite food given as one CIQUAL code */
  partsFlag: string[];
  /** CAT: a generic category food ("sopa (genérica)") the parser can fall back on */
  category: boolean;
  /** NP: do not import the USDA household portions of the source food */
  noImport: boolean;
  file: string;
};

export function slug(s: string): string {
  return s
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");
}

/** `1 taza=240*`, `1 lata=#can`, `1 taza=#3`, `1 vaso=F:92410310#1 cup` */
function parsePortion(p: string, where: string): PortionSpec {
  const m = /^(.*?)=\s*(?:((?:F19|F|S):\s*\d+)?#([^*]+?)|([\d.]+))\s*(\*?)$/i.exec(p);
  if (!m) throw new Error(`${where}: porción inválida "${p}"`);
  return {
    name: m[1].trim(),
    grams: m[4] ? Number(m[4]) : null,
    ref: m[2] ? tableRef(m[2]) : null,
    pick: m[3]?.trim() ?? null,
    unit: m[5] === "*",
  };
}

function readLayer(): LayerFood[] {
  const foods: LayerFood[] = [];
  // "+ food-id | sinónimo, sinónimo": more names for a food of an earlier line (brands used as generic
  // names, regional words), so a later file adds vocabulary without editing another file's line
  const extra: { id: string; synonyms: string[]; where: string }[] = [];
  for (const file of readdirSync(layerDir)
    .filter((f) => f.endsWith(".txt"))
    .sort()) {
    const lines = readFileSync(join(layerDir, file), "utf8").split("\n");
    lines.forEach((line, i) => {
      const t = line.trim();
      if (!t || t.startsWith("#")) return;
      const parts = t.split("|").map((p) => p.trim());
      const where = `${file}:${i + 1}`;
      if (t.startsWith("+")) {
        if (parts.length !== 2) throw new Error(`${where}: línea de sinónimos incompleta: ${t}`);
        const synonyms = parts[1]
          .split(",")
          .map((x) => x.trim())
          .filter(Boolean);
        extra.push({ id: parts[0].slice(1).trim(), synonyms, where });
        return;
      }
      if (parts.length < 4) throw new Error(`${where}: línea incompleta: ${t}`);
      const [name, syn, source, portionSpec, flags = ""] = parts;
      const portions = portionSpec
        .split(";")
        .map((p) => p.trim())
        .filter(Boolean)
        .map((p) => parsePortion(p, where));
      const fillMatch = /\bC(\d+)\b/.exec(flags);
      foods.push({
        id: /\bID=([a-z0-9-]+)/.exec(flags)?.[1] ?? slug(name),
        name,
        synonyms: syn
          .split(",")
          .map((s) => s.trim())
          .filter(Boolean),
        source,
        portions,
        liquid: /\bL\b/.test(flags),
        fill: fillMatch ? Number(fillMatch[1]) : null,
        fried: /\bF\b/.test(flags),
        kindFlag: /\bK=([a-z-]+)/.exec(flags)?.[1] ?? null,
        partsFlag: (/\bP=([a-z/-]+)/.exec(flags)?.[1] ?? "").split("/").filter(Boolean),
        category: /\bCAT\b/.test(flags),
        noImport: /\bNP\b/.test(flags),
        file: where,
      });
    });
  }
  for (const e of extra) {
    const food = foods.find((f) => f.id === e.id);
    if (!food) throw new Error(`${e.where}: no existe el alimento ${e.id}`);
    food.synonyms.push(...e.synonyms);
  }
  return foods;
}

type Ingredient = { ref: string; grams: number };
function parseRecipe(src: string): { items: Ingredient[]; yieldFactor: number } {
  const [body, ...opts] = src.replace(/^R\s+/, "").split(";");
  let yieldFactor = 1;
  for (const o of opts) {
    const m = /y\s*=\s*([\d.]+)/.exec(o);
    if (m) yieldFactor = Number(m[1]);
  }
  const items = body
    .split("+")
    .map((s) => s.trim())
    .filter(Boolean)
    .map((s) => {
      const m = /^(@?[\w-]+|(?:F19|F|S|T):\s*\d+)\s*\*\s*([\d.]+)$/i.exec(s);
      if (!m) throw new Error(`ingrediente inválido "${s}"`);
      const ref = m[1].startsWith("@") || m[1] === "agua" ? m[1] : tableRef(m[1]);
      if (!ref) throw new Error(`ingrediente inválido "${s}"`);
      return { ref, grams: Number(m[2]) };
    });
  return { items, yieldFactor };
}

/**
 * Spanish household names for FNDDS portion descriptions that map cleanly (first rule that matches;
 * a name already present on the food is not added twice). Descriptions with no clean Spanish
 * equivalent (fl oz, cubic inch, "oz, raw (yield after cooking)", drumstick...) are left out.
 */
const PORTION_ES: [RegExp, string][] = [
  [/^quantity not specified$/, "1 ración"],
  [/^1 cup(, nfs| \(8 fl oz\)|, cooked|, prepared)?$/, "1 taza"],
  [/^1 tablespoon$/, "1 cucharada"],
  [/^1 teaspoon$/, "1 cucharadita"],
  [/^1 (small|child\/senior) drink$/, "1 vaso pequeño"],
  [/^1 medium drink$/, "1 vaso mediano"],
  [/^1 large drink$/, "1 vaso grande"],
  [/^1 extra large drink$/, "1 vaso extragrande"],
  [/^1 glass$/, "1 vaso"],
  [/^1 shot$/, "1 chupito"],
  [/^1 can(or bottle)? \(12 fl oz\)$|^1 can$|^1 can or bottle \(12 fl oz\)$/, "1 lata"],
  [/^1 small can$/, "1 lata pequeña"],
  [/^1 bottle \((16\.9 fl oz or 500 ml|20 fl oz)\)$/, "1 botella"],
  [/^1 can or bottle \(16 fl oz\)$/, "1 botella"],
  [/^1 bottle \((8|12) fl oz\)$/, "1 botellín"],
  [/^1 bottle$/, "1 botella"],
  [/^1 juice box\/pouch/, "1 cajita"],
  [/^1 (packet|individual packet)$/, "1 sobre"],
  [/^1 package$/, "1 paquete"],
  [/^1 (small|small or medium) single serving bag$/, "1 bolsa pequeña"],
  [/^1 (medium|small or medium) single serving bag$|^1 single serving bag, nfs$/, "1 bolsa"],
  [/^1 large single serving bag$/, "1 bolsa grande"],
  [/^1 sharing\/movie theater size$/, "1 bolsa familiar"],
  [/^1 (bar|medium bar)$/, "1 barra"],
  [/^1 small bar$/, "1 barra pequeña"],
  [/^1 large bar$/, "1 barra grande"],
  [
    /^1 (fun size|fun\/snack size|miniature|miniature\/bite size|miniature\/slider|bite size|snack size)$/,
    "1 mini",
  ],
  [
    /^1 (piece, medium pizza|piece, nfs|medium slice|medium or regular slice|slice|slice, any size|slice, nfs|piece\/slice, any size)$/,
    "1 rebanada",
  ],
  [/^1 (piece, large pizza|large slice|large or thick slice)$/, "1 rebanada grande"],
  [/^1 (small or thin slice|small or thin\/very thin slice)$/, "1 rebanada fina"],
  [/^1 (personal size pizza|frozen personal size pizza)/, "1 pizza individual"],
  [/^1 small pizza/, "1 pizza pequeña"],
  [/^1 medium pizza/, "1 pizza mediana"],
  [/^1 large pizza/, "1 pizza grande"],
  [/^1 extra-large pizza/, "1 pizza familiar"],
  [/^1 (small|small fast food order)$/, "1 porción pequeña"],
  [/^1 (medium fast food order|small\/regular)$/, "1 porción mediana"],
  [/^1 large fast food order$/, "1 porción grande"],
  [/^1 kids meal order$/, "1 porción infantil"],
  [/^1 (medium|regular|medium\/regular)$/, "1 porción mediana"],
  [/^1 (large|regular\/large)$/, "1 porción grande"],
  [/^1 large\/king size$/, "1 tamaño king size"],
  [/^1 (extra large|extra-large)$/, "1 porción extragrande"],
  [
    /^1 (item, any size|item|whole|fruit|egg|sandwich|sandwich, any size|regular sandwich|hamburger|cheeseburger|double cheeseburger|submarine|regular or 6" submarine|burrito|taco|enchilada|tamale|cookie|doughnut|muffin|regular cupcake|cupcake, any size|waffle|pancake|medium pancake|bagel|roll|bun|patty|wing, any size|cone|individual pie|egg roll)$/,
    "1 unidad",
  ],
  [/^1 (nugget|bite size\/nugget)$/, "1 nugget"],
  [/^1 scoop$/, "1 bola"],
  [/^1 tub$/, "1 tarrina"],
  [
    /^1 (individual container|container, nfs|single serving container|6 oz container|5\.3 oz container|4 oz container|snack size container|prepackaged single serving)$/,
    "1 envase",
  ],
  [/^1 jar$/, "1 frasco"],
  [/^1 regular microwave bag$/, "1 bolsa"],
  [/^1 snack\/mini microwave bag$/, "1 bolsa pequeña"],
  [/^1 (miniature\/bite size\/fun size|fun\/snack size)$/, "1 mini"],
  [/^1 pouch\/regular size$/, "1 unidad"],
  [/^1 pouch(\/regular size)?$/, "1 bolsita"],
  [/^1 stick$/, "1 barrita"],
  [/^1 half$/, "1 mitad"],
  [/^1 oz$/, "1 onza"],
];

function spanishPortions(list: UsdaPortion[]): Portion[] {
  const out: Portion[] = [];
  for (const p of list) {
    const d = p.description.toLowerCase().replace(/\s+/g, " ").trim();
    const rule = PORTION_ES.find(([re]) => re.test(d));
    // crumbs of a portion ("1 piece" of cereal is one O) are no household measure
    if (rule && p.grams >= 3 && !out.some((o) => o.name === rule[1]))
      out.push({ name: rule[1], grams: p.grams });
  }
  return out;
}

function round(n: number): number {
  if (n === 0) return 0;
  const d = Math.abs(n) >= 100 ? 1 : Math.abs(n) >= 1 ? 2 : 4;
  return Number(n.toFixed(d));
}

/** Alias key as the engine sees it: lower case, no accents, words separated by one space. */
function aliasKey(s: string): string {
  return s
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9ñ]+/g, " ")
    .trim();
}
/** Same alias up to plurals ("taco" / "tacos", "pan" / "panes"): only a warning. */
function looseKey(s: string): string {
  return aliasKey(s)
    .split(" ")
    .map((w) =>
      w.length > 4 && w.endsWith("es")
        ? w.slice(0, -2)
        : w.length > 3 && w.endsWith("s")
          ? w.slice(0, -1)
          : w,
    )
    .join(" ");
}

function main() {
  const tables = loadTables();
  const layer = readLayer();
  const byId = new Map<string, LayerFood>();
  const idErrors: string[] = [];
  for (const f of layer) {
    if (byId.has(f.id)) idErrors.push(`${f.file}: id repetido ${f.id} (ya en ${byId.get(f.id)?.file})`);
    else byId.set(f.id, f);
  }
  if (idErrors.length) {
    for (const e of idErrors) console.error(`error: ${e}`);
    throw new Error(`${idErrors.length} ids repetidos`);
  }
  type Resolved = {
    per100g: N;
    source: unknown;
    table: TableName | "receta";
    code: string | null;
    missing: string[];
    kind: string;
    /** grams per kind of the (recursively expanded) ingredients, for 100 g of ingredients */
    mix: Map<string, number>;
  };
  const resolved = new Map<string, Resolved>();
  const warnings: string[] = [];

  const rowOf = (ref: string, where: string): TableRow => {
    const row = tables.rows.get(ref);
    if (!row) throw new Error(`${where}: código desconocido ${ref}`);
    return row;
  };

  const ingredientNutrients = (
    ref: string,
    stack: string[],
  ): { n: N; missing: string[]; mix: Map<string, number> } => {
    if (ref === "agua") return { n: { ...ZERO }, missing: [], mix: new Map([["water", 100]]) };
    if (ref.startsWith("@")) {
      const r = resolveFood(ref.slice(1), stack);
      return { n: r.per100g, missing: r.missing, mix: r.mix };
    }
    const row = rowOf(ref, stack.join(" > "));
    return { n: row.values, missing: row.missing.map((m) => `${ref}:${m}`), mix: new Map([[row.kind, 100]]) };
  };

  const sourceOf = (row: TableRow): unknown => {
    switch (row.table) {
      case "CIQUAL 2020":
        return { ciqual: Number(row.code), ciqual_name: row.name };
      case "TACO 2011":
        return { taco: Number(row.code), name_pt: row.name };
      case "USDA SR26":
        return { sr26: row.code, name_en: row.name };
      default:
        return { fndds: Number(row.code), name_en: row.name };
    }
  };

  const resolveFood = (id: string, stack: string[] = []): Resolved => {
    const done = resolved.get(id);
    if (done) return done;
    const f = byId.get(id);
    if (!f) throw new Error(`referencia desconocida @${id} (${stack.join(" > ")})`);
    if (stack.includes(id)) throw new Error(`receta circular ${[...stack, id].join(" > ")}`);
    let out: Resolved;
    const ref = tableRef(f.source);
    if (ref) {
      const row = rowOf(ref, f.file);
      out = {
        per100g: row.values,
        source: sourceOf(row),
        table: row.table,
        code: row.code,
        missing: row.missing,
        kind: f.kindFlag ?? row.kind,
        mix: new Map([[row.kind, 100]]),
      };
    } else if (f.source.startsWith("R")) {
      const { items, yieldFactor } = parseRecipe(f.source);
      const sum = { ...ZERO };
      let grams = 0;
      const missing: string[] = [];
      const mixGrams = new Map<string, number>();
      for (const it of items) {
        const { n, missing: m, mix: sub } = ingredientNutrients(it.ref, [...stack, id]);
        for (const k of KEYS) sum[k] += (n[k] * it.grams) / 100;
        grams += it.grams;
        missing.push(...m);
        for (const [k, g] of sub) mixGrams.set(k, (mixGrams.get(k) ?? 0) + (g * it.grams) / 100);
      }
      const mix = new Map([...mixGrams].map(([k, g]) => [k, (g / grams) * 100]));
      // a recipe's kind: its dominant ingredient kind when that makes 60 % of the weight, else a dish
      const solid = [...mix]
        .filter(([k]) => k !== "water")
        .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]));
      const solidTotal = solid.reduce((a, [, g]) => a + g, 0);
      const recipeKind = solid.length && solid[0][1] >= 0.6 * solidTotal ? solid[0][0] : "dishes";
      const finalGrams = grams * yieldFactor;
      const per100g = { ...ZERO };
      for (const k of KEYS) per100g[k] = (sum[k] / finalGrams) * 100;
      out = {
        per100g,
        source: {
          recipe: items.map((it) => ({
            ingredient: it.ref.replace(/^@/, ""),
            grams: it.grams,
            ...(tables.rows.has(it.ref) ? { table: tables.rows.get(it.ref)?.table } : {}),
          })),
          yield: yieldFactor,
        },
        table: "receta",
        code: null,
        missing,
        kind: f.kindFlag ?? recipeKind,
        mix,
      };
    } else throw new Error(`${f.file}: fuente inválida "${f.source}"`);
    resolved.set(id, out);
    return out;
  };

  /** The layer's portions, with USDA references resolved to grams, then the imported FNDDS ones. */
  const portionsOf = (f: LayerFood): { portions: Portion[]; unit: number | null } => {
    const own = tableRef(f.source);
    let unit: number | null = null;
    const portions: Portion[] = f.portions.map((p) => {
      let grams = p.grams;
      if (grams === null) {
        const ref = p.ref ?? own;
        const list = ref ? tables.portions.get(ref) : undefined;
        if (!ref || !list)
          throw new Error(`${f.file}: "${p.name}": no hay porciones USDA para ${ref ?? f.source}`);
        const pick = (p.pick ?? "").toLowerCase();
        const hit = /^\d+$/.test(pick)
          ? list.find((u) => u.seq === Number(pick))
          : (list.find((u) => u.description.toLowerCase() === pick) ??
            list.find((u) => u.description.toLowerCase().startsWith(pick)) ??
            list.find((u) => u.description.toLowerCase().includes(pick)));
        if (!hit)
          throw new Error(
            `${f.file}: "${p.name}": porción "${p.pick}" no encontrada en ${ref} (${list.map((u) => u.description).join(" / ")})`,
          );
        grams = hit.grams;
      }
      if (p.unit) unit = grams;
      return { name: p.name, grams };
    });
    if (own?.startsWith("F") && !f.noImport) {
      const have = new Set(portions.map((p) => aliasKey(p.name)));
      for (const p of spanishPortions(tables.portions.get(own) ?? [])) {
        if (have.has(aliasKey(p.name))) continue;
        have.add(aliasKey(p.name));
        portions.push(p);
      }
      // a counted food with no unit of its own: one "unidad" of the table
      if (unit === null) unit = portions.find((p) => p.name === "1 unidad")?.grams ?? null;
    }
    if (!portions.length) throw new Error(`${f.file}: ${f.id} sin porciones`);
    return { portions, unit };
  };

  const missingByTable = new Map<string, string[]>();
  // every broken line is reported at once, then the build fails
  const lineErrors: string[] = [];
  const built = layer.map((f) => {
    try {
      return buildFood(f);
    } catch (e) {
      lineErrors.push((e as Error).message);
      return null;
    }
  });
  if (lineErrors.length) {
    for (const e of lineErrors) console.error(`error: ${e}`);
    throw new Error(`${lineErrors.length} líneas con errores`);
  }
  const foods = built.filter((f) => f !== null);
  function buildFood(f: LayerFood) {
    const r = resolveFood(f.id);
    if (r.missing.length) {
      // TACO never gives sugars and SR26 often lacks them: one summary line per table and value
      const key =
        r.missing.every((m) => /sugar$/.test(m)) && r.table !== "CIQUAL 2020" ? `${r.table}: sugar` : null;
      if (key) missingByTable.set(key, [...(missingByTable.get(key) ?? []), f.id]);
      else warnings.push(`${f.id}: valores desconocidos tomados como 0 (${r.missing.join(", ")})`);
    }
    const per100g = Object.fromEntries(KEYS.map((k) => [k, round(r.per100g[k])])) as N;
    // components: kinds that make at least 10 % of a composite food (plus the P= hints)
    const partKinds = new Set(f.partsFlag);
    if (r.mix.size > 1) for (const [k, g] of r.mix) if (g >= 10 && k !== "water") partKinds.add(k);
    const { portions, unit } = portionsOf(f);
    return {
      id: f.id,
      name: f.name,
      synonyms: f.synonyms,
      per100g,
      portions,
      ...(unit ? { unit_g: unit } : {}),
      ...(f.liquid ? { liquid: true } : {}),
      ...(f.fill ? { fill_g: f.fill } : {}),
      ...(f.fried ? { cooked_with_fat: true } : {}),
      ...(f.category ? { category: true } : {}),
      kind: r.kind,
      ...(partKinds.size ? { parts: [...partKinds].sort() } : {}),
      table: r.table,
      ...(r.code ? { code: r.code } : {}),
      source: r.source,
    };
  }
  for (const [key, ids] of missingByTable)
    warnings.push(
      `${key} desconocido, tomado como 0 en ${ids.length} alimentos (${ids.slice(0, 5).join(", ")}…)`,
    );

  // alias collisions: the same key on two foods fails the build; the same up to plurals is a warning
  const seen = new Map<string, string>();
  const seenLoose = new Map<string, string>();
  const errors: string[] = [];
  const fileOf = new Map(layer.map((f) => [f.id, f.file]));
  for (const f of foods) {
    for (const a of [f.name, ...f.synonyms]) {
      const k = aliasKey(a);
      const prev = seen.get(k);
      if (prev && prev !== f.id) errors.push(`${fileOf.get(f.id)}: alias "${a}" de ${f.id} ya es de ${prev}`);
      else seen.set(k, f.id);
      const l = looseKey(a);
      const prevLoose = seenLoose.get(l);
      if (prevLoose && prevLoose !== f.id && prev !== prevLoose)
        warnings.push(`alias "${a}" de ${f.id} casi igual a uno de ${prevLoose}`);
      else if (!prevLoose) seenLoose.set(l, f.id);
    }
  }
  if (errors.length) {
    for (const e of errors) console.error(`error: ${e}`);
    throw new Error(`${errors.length} alias repetidos`);
  }

  const count = (t: string) => foods.filter((f) => f.table === t).length;
  const out = {
    meta: {
      generated_by: "scripts/build-foods.ts",
      sources: [
        "Anses. 2020. Ciqual French food composition table. (Licence Ouverte / Open Licence)",
        "U.S. Department of Agriculture, Agricultural Research Service. 2022. Food and Nutrient Database for Dietary Studies 2019-2020. (public domain)",
        "U.S. Department of Agriculture, Agricultural Research Service. 2024. Food and Nutrient Database for Dietary Studies 2021-2023. (public domain)",
        "U.S. Department of Agriculture, Agricultural Research Service. 2013. USDA National Nutrient Database for Standard Reference, Release 26. (public domain)",
        "NEPA – UNICAMP. Tabela Brasileira de Composição de Alimentos – TACO. 4ª edição revisada e ampliada. Campinas: NEPA-UNICAMP, 2011.",
        "Spanish names, synonyms, portions and recipes: Bocado food layer (scripts/food-layer)",
      ],
      count: foods.length,
      by_table: Object.fromEntries(
        [
          "CIQUAL 2020",
          "USDA FNDDS 2021-2023",
          "USDA FNDDS 2019-2020",
          "USDA SR26",
          "TACO 2011",
          "receta",
        ].map((t) => [t, count(t)]),
      ),
    },
    foods,
  };
  writeFileSync(outFile, `${JSON.stringify(out)}\n`);
  // the name index the app loads instead of tokenizing every name at start-up
  writeFoodIndex();
  for (const w of warnings) console.warn(`aviso: ${w}`);
  console.log(`${foods.length} alimentos escritos en ${outFile}`);
  console.log(
    Object.entries(out.meta.by_table)
      .map(([t, n]) => `${t}: ${n}`)
      .join(" · "),
  );
}

main();
