/**
 * Builds src/nutrition/data/foods.json from the open data in ../shared/data (CIQUAL 2020)
 * and the hand-written Spanish layer in scripts/food-layer/*.txt.
 *
 *   npx tsx scripts/build-foods.ts [path/to/shared/data]
 *
 * Only this script reads the shared data; the app reads the generated JSON.
 */
import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { parseCsv } from "./build-foods-csv";

const here = dirname(fileURLToPath(import.meta.url));
const root = resolve(here, "..");
const dataDir = resolve(process.argv[2] ?? join(root, "..", "shared", "data"));
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

type CiqualRow = {
  code: string;
  name_en: string;
  name_fr: string;
  values: N;
  missing: string[];
  /** CIQUAL subgroup as a slug ("breakfast-cereals", "cooked-meat"): the food's kind */
  kind: string;
};

/** Kind slug from the CIQUAL group/subgroup names. */
function kindOf(group: string, subgroup: string): string {
  const k = (subgroup && subgroup !== "-" ? subgroup : group) || "misc";
  return k
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");
}

function loadCiqual(): Map<string, CiqualRow> {
  const rows = parseCsv(readFileSync(join(dataDir, "ciqual2020", "ciqual2020_macros.csv"), "utf8"));
  const head = rows[0];
  const col = (name: string) => head.indexOf(name);
  const cols: Record<keyof N, number> = {
    calories: col("kcal"),
    protein: col("protein_g"),
    carbs: col("carbs_g"),
    fat: col("fat_g"),
    sugar: col("sugars_g"),
    fiber: col("fiber_g"),
    salt: col("salt_g"),
  };
  const map = new Map<string, CiqualRow>();
  for (const r of rows.slice(1)) {
    if (r.length < head.length) continue;
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
    // sugars unknown: cannot exceed carbohydrate; treat as unknown -> 0 (flagged)
    map.set(r[col("code")], {
      code: r[col("code")],
      name_en: r[col("name_en")],
      name_fr: r[col("name_fr")],
      values,
      missing,
      kind: kindOf(r[col("group_en")], r[col("subgroup_en")]),
    });
  }
  return map;
}

type Portion = { name: string; grams: number };
type LayerFood = {
  id: string;
  name: string;
  synonyms: string[];
  source: string;
  portions: Portion[];
  unit: number | null;
  liquid: boolean;
  fill: number | null;
  fried: boolean;
  /** K=kind override (a CIQUAL subgroup slug) */
  kindFlag: string | null;
  /** P=kind/kind: kinds of the typical components of a composite food given as one CIQUAL code */
  partsFlag: string[];
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

function readLayer(): LayerFood[] {
  const foods: LayerFood[] = [];
  for (const file of readdirSync(layerDir)
    .filter((f) => f.endsWith(".txt"))
    .sort()) {
    const lines = readFileSync(join(layerDir, file), "utf8").split("\n");
    lines.forEach((line, i) => {
      const t = line.trim();
      if (!t || t.startsWith("#")) return;
      const parts = t.split("|").map((p) => p.trim());
      if (parts.length < 4) throw new Error(`${file}:${i + 1}: línea incompleta: ${t}`);
      const [name, syn, source, portionSpec, flags = ""] = parts;
      let unit: number | null = null;
      const portions: Portion[] = portionSpec
        .split(";")
        .map((p) => p.trim())
        .filter(Boolean)
        .map((p) => {
          const m = /^(.*)=([\d.]+)(\*?)$/.exec(p);
          if (!m) throw new Error(`${file}:${i + 1}: porción inválida "${p}"`);
          const grams = Number(m[2]);
          if (m[3] === "*") unit = grams;
          return { name: m[1].trim(), grams };
        });
      const fillMatch = /C(\d+)/.exec(flags);
      foods.push({
        id: slug(name),
        name,
        synonyms: syn
          .split(",")
          .map((s) => s.trim())
          .filter(Boolean),
        source,
        portions,
        unit,
        liquid: /\bL\b/.test(flags),
        fill: fillMatch ? Number(fillMatch[1]) : null,
        fried: /\bF\b/.test(flags),
        kindFlag: /\bK=([a-z-]+)/.exec(flags)?.[1] ?? null,
        partsFlag: (/\bP=([a-z/-]+)/.exec(flags)?.[1] ?? "").split("/").filter(Boolean),
        file: `${file}:${i + 1}`,
      });
    });
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
      const m = /^(@?[\w-]+)\s*\*\s*([\d.]+)$/.exec(s);
      if (!m) throw new Error(`ingrediente inválido "${s}"`);
      return { ref: m[1], grams: Number(m[2]) };
    });
  return { items, yieldFactor };
}

function round(n: number): number {
  if (n === 0) return 0;
  const d = Math.abs(n) >= 100 ? 1 : Math.abs(n) >= 1 ? 2 : 4;
  return Number(n.toFixed(d));
}

function main() {
  const ciqual = loadCiqual();
  const layer = readLayer();
  const byId = new Map<string, LayerFood>();
  for (const f of layer) {
    if (byId.has(f.id)) throw new Error(`${f.file}: id repetido ${f.id}`);
    byId.set(f.id, f);
  }
  type Resolved = {
    per100g: N;
    source: unknown;
    missing: string[];
    kind: string;
    /** grams per kind of the (recursively expanded) ingredients, for 100 g of ingredients */
    mix: Map<string, number>;
  };
  const resolved = new Map<string, Resolved>();
  const warnings: string[] = [];

  const ingredientNutrients = (
    ref: string,
    stack: string[],
  ): { n: N; missing: string[]; mix: Map<string, number> } => {
    if (ref === "agua") return { n: { ...ZERO }, missing: [], mix: new Map([["water", 100]]) };
    if (ref.startsWith("@")) {
      const r = resolveFood(ref.slice(1), stack);
      return { n: r.per100g, missing: r.missing, mix: r.mix };
    }
    const row = ciqual.get(ref);
    if (!row) throw new Error(`código CIQUAL desconocido ${ref} (${stack.join(" > ")})`);
    return { n: row.values, missing: row.missing.map((m) => `${ref}:${m}`), mix: new Map([[row.kind, 100]]) };
  };

  const resolveFood = (id: string, stack: string[] = []): Resolved => {
    const done = resolved.get(id);
    if (done) return done;
    const f = byId.get(id);
    if (!f) throw new Error(`referencia desconocida @${id} (${stack.join(" > ")})`);
    if (stack.includes(id)) throw new Error(`receta circular ${[...stack, id].join(" > ")}`);
    let out: Resolved;
    if (/^\d+$/.test(f.source)) {
      const row = ciqual.get(f.source);
      if (!row) throw new Error(`${f.file}: código CIQUAL desconocido ${f.source}`);
      out = {
        per100g: row.values,
        source: { ciqual: Number(f.source), ciqual_name: row.name_en || row.name_fr },
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
      const solid = [...mix].filter(([k]) => k !== "water").sort((a, b) => b[1] - a[1]);
      const solidTotal = solid.reduce((a, [, g]) => a + g, 0);
      const recipeKind = solid.length && solid[0][1] >= 0.6 * solidTotal ? solid[0][0] : "dishes";
      const finalGrams = grams * yieldFactor;
      const per100g = { ...ZERO };
      for (const k of KEYS) per100g[k] = (sum[k] / finalGrams) * 100;
      out = {
        per100g,
        source: {
          recipe: items.map((it) => ({ ingredient: it.ref.replace(/^@/, ""), grams: it.grams })),
          yield: yieldFactor,
        },
        missing,
        kind: f.kindFlag ?? recipeKind,
        mix,
      };
    } else throw new Error(`${f.file}: fuente inválida "${f.source}"`);
    resolved.set(id, out);
    return out;
  };

  const foods = layer.map((f) => {
    const r = resolveFood(f.id);
    if (r.missing.length)
      warnings.push(`${f.id}: valores desconocidos tomados como 0 (${r.missing.join(", ")})`);
    const per100g = Object.fromEntries(KEYS.map((k) => [k, round(r.per100g[k])])) as N;
    // components: kinds that make at least 10 % of a composite food (plus the P= hints)
    const partKinds = new Set(f.partsFlag);
    if (r.mix.size > 1) for (const [k, g] of r.mix) if (g >= 10 && k !== "water") partKinds.add(k);
    return {
      id: f.id,
      name: f.name,
      synonyms: f.synonyms,
      per100g,
      portions: f.portions,
      ...(f.unit ? { unit_g: f.unit } : {}),
      ...(f.liquid ? { liquid: true } : {}),
      ...(f.fill ? { fill_g: f.fill } : {}),
      ...(f.fried ? { cooked_with_fat: true } : {}),
      kind: r.kind,
      ...(partKinds.size ? { parts: [...partKinds].sort() } : {}),
      source: r.source,
    };
  });

  // alias collisions: the first food keeps the alias, later ones are reported
  const seen = new Map<string, string>();
  const norm = (s: string) =>
    s
      .normalize("NFD")
      .replace(/[\u0300-\u036f]/g, "")
      .toLowerCase()
      .trim();
  for (const f of foods) {
    for (const a of [f.name, ...f.synonyms]) {
      const k = norm(a);
      const prev = seen.get(k);
      if (prev && prev !== f.id) warnings.push(`alias "${a}" en ${f.id} ya es de ${prev}`);
      else seen.set(k, f.id);
    }
  }

  const out = {
    meta: {
      generated_by: "scripts/build-foods.ts",
      sources: [
        "Anses. 2020. Ciqual French food composition table. (Licence Ouverte / Open Licence)",
        "Spanish names, synonyms, portions and recipes: Bocado food layer (scripts/food-layer)",
      ],
      count: foods.length,
    },
    foods,
  };
  writeFileSync(outFile, `${JSON.stringify(out)}\n`);
  for (const w of warnings) console.warn(`aviso: ${w}`);
  console.log(`${foods.length} alimentos escritos en ${outFile}`);
}

main();
