/** The generated food table and its lookup indexes, built once at import. */

import MiniSearch from "minisearch";
import type { Nutrients } from "../core/nutrients";
import {
  type AliasIndex,
  buildAliasIndex,
  isSpellingVariant,
  signature,
  singularCandidates,
} from "./alias-index";
import data from "./data/foods.json" with { type: "json" };
import indexData from "./data/foods-index.json" with { type: "json" };
import { editDistance, HOUSEHOLD, METRIC, NUMBER_WORDS, normalize, STOPWORDS, tokenize } from "./text";

export type Food = {
  id: string;
  name: string;
  synonyms: string[];
  per100g: Nutrients;
  portions: { name: string; grams: number }[];
  /** grams of one countable unit ("1 huevo" = 50 g), when the food is counted */
  unit_g?: number;
  /** drink: millilitres count as grams and drink measures apply */
  liquid?: boolean;
  /** container food ("bocadillo", "tostada"): default grams of what goes inside */
  fill_g?: number;
  /** already cooked with fat: "frito" or "a la plancha" add no extra oil */
  cooked_with_fat?: boolean;
  /** CIQUAL 2020 subgroup slug ("breakfast-cereals", "cooked-meat") or "dishes"; see units.ts */
  kind?: string;
  /** kinds of the components of a composite food (recipe ingredients ≥ 5 % of the weight) */
  parts?: string[];
  /** table the numbers came from ("receta": computed from ingredients of these tables) */
  table?:
    | "CIQUAL 2020"
    | "USDA FNDDS 2021-2023"
    | "USDA FNDDS 2019-2020"
    | "USDA SR26"
    | "TACO 2011"
    | "receta";
  /** the food's code in that table (CIQUAL code, FNDDS food code, SR26 NDB number, TACO id) */
  code?: string;
  /** generic category food ("sopa (genérica)", id `categoria-…`): typical values for an unknown X of that kind */
  category?: boolean;
  source: unknown;
};

type TableFile = { meta: unknown; foods: Food[] };
export const FOODS: Food[] = (data as unknown as TableFile).foods;
export const FOOD_BY_ID = new Map<string, Food>(FOODS.map((f) => [f.id, f]));

/** A portion's key: its measure word ("1 rebanada" -> "rebanada", "1 plato de lentejas" -> "plato"). */
function portionKey(name: string): string {
  const toks = tokenize(name).filter((t) => !(t in NUMBER_WORDS) && !/^\d/.test(t));
  const first = toks[0] ?? "";
  const h = HOUSEHOLD[first];
  return h ? h.unit : first;
}

export type PortionInfo = { key: string; name: string; grams: number };
const PORTION_CACHE = new Map<string, PortionInfo[]>();
/** A food's portions with their measure word, computed on first use (thousands of foods, few used). */
export function portionsOf(food: Food): PortionInfo[] {
  let list = PORTION_CACHE.get(food.id);
  if (!list) {
    list = food.portions.map((p) => ({ key: portionKey(p.name), name: p.name, grams: p.grams }));
    PORTION_CACHE.set(food.id, list);
  }
  return list;
}

// ---------- token vocabulary and canonical (singular) forms ----------
// The name index is generated with the table (scripts/build-food-index.ts); it is rebuilt here only when
// the committed file does not match the table (someone edited foods.json by hand).
const INDEX: AliasIndex =
  (indexData as AliasIndex).signature === signature(FOODS)
    ? (indexData as AliasIndex)
    : buildAliasIndex(FOODS);

export { isSpellingVariant, singularCandidates };

/** Canonical food-vocabulary tokens (singular where the singular exists). */
export const VOCAB = new Set<string>(INDEX.vocab);

/**
 * Fuzzy index of the vocabulary (MiniSearch's radix tree with bounded edit distance), built on the first
 * word that needs a typo correction so that start-up does not pay for it.
 */
let vocabIndex: MiniSearch<{ id: number; w: string }> | null = null;
function typoCandidates(query: string, max: number): string[] {
  if (!vocabIndex) {
    vocabIndex = new MiniSearch<{ id: number; w: string }>({
      fields: ["w"],
      storeFields: ["w"],
      tokenize: (text) => [text],
      processTerm: (term) => term,
    });
    vocabIndex.addAll([...VOCAB].filter((v) => v.length >= 3).map((w, id) => ({ id, w })));
  }
  return vocabIndex.search(query, { fuzzy: max, prefix: false }).map((r) => r.w as string);
}

/** Extra known words that are not foods: the fuzzy matcher must not turn them into foods. */
const NON_FOOD = new Set<string>([
  ...STOPWORDS,
  ...Object.keys(NUMBER_WORDS),
  ...Object.keys(HOUSEHOLD),
  ...Object.keys(METRIC),
]);

export type Canon = { tok: string; how: "exact" | "plural" | "diminutive" | "fuzzy" } | null;

const DIMINUTIVES: [RegExp, string[]][] = [
  [/^(.+)ecit[oa]s?$/, [""]],
  [/^(.+)citos?$/, ["", "z", "e"]],
  [/^(.+)citas?$/, ["", "za", "a", "e"]],
  [/^(.+)itos?$/, ["o", "e", ""]],
  [/^(.+)itas?$/, ["a", "e", ""]],
  [/^(.+)illos?$/, ["o", "e"]],
  [/^(.+)illas?$/, ["a", "e"]],
];

const canonCache = new Map<string, Canon>();

/** Maps a query token to a canonical vocabulary token: exact, singular, diminutive or a close typo. */
export function canonical(tok: string): Canon {
  const hit = canonCache.get(tok);
  if (hit !== undefined) return hit;
  const res = computeCanonical(tok);
  if (canonCache.size < 50_000) canonCache.set(tok, res);
  return res;
}

function computeCanonical(tok: string): Canon {
  if (VOCAB.has(tok)) return { tok, how: "exact" };
  for (const c of singularCandidates(tok)) if (VOCAB.has(c)) return { tok: c, how: "plural" };
  // a singular whose table name is plural ("tallarín" for "tallarines")
  for (const c of [`${tok}es`, `${tok}s`])
    if (tok.length >= 4 && VOCAB.has(c)) return { tok: c, how: "plural" };
  // every reading of the diminutive, the first that names a food on its own winning over a word known
  // only inside longer names ("tomatito" is "tomate", not the "tomato" of "tomato juice"; "bistecito" is
  // "bistec", not "biste"; "garbancitos" are "garbanzos")
  let known: string | null = null;
  for (const [re, ends] of DIMINUTIVES) {
    const m = re.exec(tok);
    if (!m) continue;
    let base = m[1];
    if (base.endsWith("qu")) base = `${base.slice(0, -2)}c`;
    if (base.endsWith("gu")) base = `${base.slice(0, -1)}`;
    const bases = base.endsWith("c") ? [base, `${base.slice(0, -1)}z`] : [base];
    for (const b of bases)
      for (const e of ends) {
        const cand = b + e;
        if (cand.length < 3 || !VOCAB.has(cand)) continue;
        if (ALIASES.get(cand)) return { tok: cand, how: "diminutive" };
        known ??= cand;
      }
  }
  if (known) return { tok: known, how: "diminutive" };
  return typoFix(tok, false);
}

/**
 * A known word that starts no food ("arros" is only inside a Catalan dish name) may still be a typo of
 * one that does ("arroz"): the closest other vocabulary word, under the same rules as any typo.
 */
export function typoInstead(tok: string): Canon {
  return typoFix(tok, true);
}

/**
 * The Spanish spelling of a word as it sounds, so that words written by ear ("guevos", "cerbeza",
 * "serveza", "quesadiya") find the word they sound like: silent h, b/v, c/z/s, qu/k/c, ll/y, a
 * "gü" that stands for a "hu" (güevo). Only for words of 5+ letters, like any other typo.
 */
export function phoneticKey(w: string): string {
  return w
    .replace(/^gu(?=[ei])/, "u")
    .replace(/ch/g, "X")
    .replace(/h/g, "")
    .replace(/v/g, "b")
    .replace(/qu(?=[ei])/g, "k")
    .replace(/c(?=[ei])/g, "s")
    .replace(/z/g, "s")
    .replace(/c/g, "k")
    .replace(/ll/g, "y");
}
let phoneticIndex: Map<string, string | null> | null = null;
/** The vocabulary word that sounds exactly like `tok`, when exactly one does (built on first use). */
function soundsLike(tok: string): string | null {
  if (!phoneticIndex) {
    phoneticIndex = new Map();
    for (const v of VOCAB) {
      if (v.length < 5 || NON_FOOD.has(v)) continue;
      const k = phoneticKey(v);
      const prev = phoneticIndex.get(k);
      phoneticIndex.set(k, prev === undefined || prev === v ? v : null); // two words sound alike: ambiguous
    }
  }
  return phoneticIndex.get(phoneticKey(tok)) ?? null;
}

function typoFix(tok: string, excludeSelf: boolean): Canon {
  if (!excludeSelf && tok.length >= 5 && !NON_FOOD.has(tok) && /^[a-z]+$/.test(tok)) {
    // written by ear: the word it sounds like, before any edit-distance guess
    for (const q of [tok, ...singularCandidates(tok)]) {
      const v = soundsLike(q);
      if (v && v !== tok) return { tok: v, how: "fuzzy" };
    }
  }
  // typo correction only for words of 5+ letters: shorter ones are too often other words ("peso" is not
  // "pesto")
  if (NON_FOOD.has(tok) || tok.length < 5 || /^\d/.test(tok)) return null;
  // typo: closest vocabulary word within 1 edit (2 for long words), also against the singular forms
  const max = tok.length >= 9 ? 2 : 1;
  const queries = [tok, ...singularCandidates(tok)];
  let best: string | null = null;
  let bestDist = max + 1;
  let bestScore = Number.POSITIVE_INFINITY;
  const atBest: string[] = [];
  const candidates = new Set<string>();
  for (const q of queries) for (const v of typoCandidates(q, max)) candidates.add(v);
  if (excludeSelf) for (const q of queries) candidates.delete(q);
  for (const v of candidates) {
    let d = max + 1;
    for (const q of queries) d = Math.min(d, editDistance(q, v, max));
    if (d > max) continue;
    if (d < bestDist) {
      bestDist = d;
      atBest.length = 0;
    }
    if (d === bestDist) atBest.push(v);
    // same start is a strong hint for a typo; break ties towards it
    const score = d * 10 + (v[0] === tok[0] ? 0 : 3) + (v[1] === tok[1] ? 0 : 1);
    if (score < bestScore) {
      bestScore = score;
      best = v;
    }
  }
  if (!best) return null;
  // never guess across food groups: when the closest words belong to foods of different groups
  // ("saquito": taquito or a bag?), the word stays unknown instead of becoming one of them
  // (for a known word read as a typo, only the candidates that keep its first letter compete: "arros"
  // is "arroz", whatever "barros" names)
  const competing =
    excludeSelf && atBest.some((v) => v[0] === tok[0]) ? atBest.filter((v) => v[0] === tok[0]) : atBest;
  if (competing.length > 1) {
    const sets = competing.map((v) => headGroups(v) ?? new Set<string>());
    const shared = [...sets[0]].some((g) => sets.every((set) => set.has(g)));
    if (!shared) return null;
  }
  // a typo of a short word keeps its first letter ("saquito" is not "taquito")
  if (tok.length < 8 && best[0] !== tok[0]) return null;
  return { tok: best, how: "fuzzy" };
}

// ---------- alias index ----------
export type AliasHit = { food: Food; primary: boolean };
/**
 * Alias key → food, read straight from the generated index: a hit object is made on the first lookup of
 * its key (the parser looks up a few dozen keys per description; filling a Map of ~15,000 at start-up
 * cost ≈ 50 ms).
 */
class AliasLookup {
  private readonly hits = new Map<string, AliasHit | null>();
  get(key: string): AliasHit | undefined {
    let hit = this.hits.get(key);
    if (hit === undefined) {
      const v = Object.hasOwn(INDEX.aliases, key) ? INDEX.aliases[key] : undefined;
      hit = v === undefined ? null : { food: FOODS[v >> 1], primary: (v & 1) === 1 };
      if (this.hits.size < 50_000) this.hits.set(key, hit);
    }
    return hit ?? undefined;
  }
  has(key: string): boolean {
    return this.get(key) !== undefined;
  }
}
export const ALIASES = new AliasLookup();

/** Food groups (CIQUAL kind) of the foods whose names start with each token ("the head word"). */
const HEAD_GROUPS = new Map<string, Set<string>>();
function headGroups(tok: string): Set<string> | undefined {
  let set = HEAD_GROUPS.get(tok);
  if (!set && Object.hasOwn(INDEX.headGroups, tok)) {
    set = new Set(INDEX.headGroups[tok]);
    HEAD_GROUPS.set(tok, set);
  }
  return set;
}

// spelling variants of a one-word name ("yogurt", "yoghurt" for "yogur") also start the longer names
// built on it ("yogurt de fresa" = "yogur de fresa", "yoghurt griego" = "yogur griego")
export const SPELLING_VARIANTS = new Map<string, string[]>(Object.entries(INDEX.spelling));
export const MAX_ALIAS_TOKENS = INDEX.maxLen;

/** Best food for a name, or null. Exact alias first, then the longest known sub-phrase. */
export function lookupName(query: string): Food | null {
  const toks = tokenize(query).filter((t) => t !== "|");
  const canon = toks.map((t) => canonical(t)?.tok ?? t);
  const exact = ALIASES.get(canon.join(" "));
  if (exact) return exact.food;
  for (let n = Math.min(canon.length, MAX_ALIAS_TOKENS); n >= 1; n--) {
    for (let i = 0; i + n <= canon.length; i++) {
      const hit = ALIASES.get(canon.slice(i, i + n).join(" "));
      if (hit && !(n === 1 && STOPWORDS.has(canon[i]))) return hit.food;
    }
  }
  return null;
}

export { normalize };

/** The first food of `ids` that the table has. */
export function firstFood(...ids: string[]): Food | undefined {
  for (const id of ids) {
    const f = FOOD_BY_ID.get(id);
    if (f) return f;
  }
  return undefined;
}

/** The food an alias names exactly (canonical tokens), if any. */
export function aliasFood(phrase: string): Food | undefined {
  const key = tokenize(phrase)
    .map((t) => canonical(t)?.tok ?? t)
    .join(" ");
  return ALIASES.get(key)?.food;
}

/**
 * Which composition table a food's numbers come from, for the per-item source shown to the user: the
 * food's own `table` field when the generator wrote one, else read from its `source`.
 */
export function sourceTable(food: Food): string {
  if (food.table === "receta") return "Receta con alimentos de CIQUAL 2020 / USDA";
  if (typeof food.table === "string" && food.table) return food.table;
  const src = food.source;
  if (typeof src === "string") return src;
  if (src && typeof src === "object") {
    const o = src as Record<string, unknown>;
    if (typeof o.table === "string") return o.table;
    if ("ciqual" in o) return "CIQUAL 2020";
    if ("fndds" in o || "fdc" in o) return "USDA FNDDS";
    if ("sr26" in o || "sr" in o || "ndb" in o) return "USDA SR26";
    if ("taco" in o) return "TACO 2011";
    if ("recipe" in o) return "Receta (CIQUAL 2020)";
  }
  return "Tabla de Bocado";
}
