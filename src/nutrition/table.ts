/** The generated food table and its lookup indexes, built once at import. */
import type { Nutrients } from "../core/nutrients";
import data from "./data/foods.json" with { type: "json" };
import {
  editDistance,
  FILL_LINKS,
  HOUSEHOLD,
  METRIC,
  NUMBER_WORDS,
  normalize,
  STOPWORDS,
  tokenize,
} from "./text";

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
export const PORTIONS = new Map<string, PortionInfo[]>(
  FOODS.map((f) => [
    f.id,
    f.portions.map((p) => ({ key: portionKey(p.name), name: p.name, grams: p.grams })),
  ]),
);

// ---------- token vocabulary and canonical (singular) forms ----------
const rawTokens = new Set<string>();
for (const f of FOODS) for (const a of [f.name, ...f.synonyms]) for (const t of tokenize(a)) rawTokens.add(t);

export function singularCandidates(t: string): string[] {
  const c: string[] = [];
  if (t.length > 3 && t.endsWith("ces")) c.push(`${t.slice(0, -3)}z`);
  if (t.length > 3 && t.endsWith("es")) c.push(t.slice(0, -2));
  if (t.length > 2 && t.endsWith("s")) c.push(t.slice(0, -1));
  return c;
}

function aliasCanonical(t: string): string {
  for (const c of singularCandidates(t)) if (rawTokens.has(c)) return c;
  return t;
}

/** Canonical food-vocabulary tokens (singular where the singular exists). */
export const VOCAB = new Set<string>([...rawTokens].map(aliasCanonical));
const vocabByLength = new Map<number, string[]>();
for (const v of VOCAB) {
  if (v.length < 3) continue;
  const list = vocabByLength.get(v.length) ?? [];
  list.push(v);
  vocabByLength.set(v.length, list);
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
  for (const [re, ends] of DIMINUTIVES) {
    const m = re.exec(tok);
    if (!m) continue;
    let base = m[1];
    if (base.endsWith("qu")) base = `${base.slice(0, -2)}c`;
    if (base.endsWith("gu")) base = `${base.slice(0, -1)}`;
    for (const e of ends) {
      const cand = base + e;
      if (cand.length >= 3 && VOCAB.has(cand)) return { tok: cand, how: "diminutive" };
    }
  }
  if (NON_FOOD.has(tok) || tok.length < 4 || /^\d/.test(tok)) return null;
  // typo: closest vocabulary word within 1 edit (2 for long words), also against the singular forms
  const max = tok.length >= 9 ? 2 : 1;
  const queries = [tok, ...singularCandidates(tok)];
  let best: string | null = null;
  let bestScore = Number.POSITIVE_INFINITY;
  for (let len = tok.length - max - 2; len <= tok.length + max; len++) {
    for (const v of vocabByLength.get(len) ?? []) {
      let d = max + 1;
      for (const q of queries) d = Math.min(d, editDistance(q, v, max));
      if (d > max) continue;
      // same start is a strong hint for a typo; break ties towards it
      const score = d * 10 + (v[0] === tok[0] ? 0 : 3) + (v[1] === tok[1] ? 0 : 1);
      if (score < bestScore) {
        bestScore = score;
        best = v;
      }
    }
  }
  if (best) return { tok: best, how: "fuzzy" };
  return null;
}

// ---------- alias index ----------
export type AliasHit = { food: Food; primary: boolean };
export const ALIASES = new Map<string, AliasHit>();
let maxLen = 1;

function addAlias(key: string, food: Food, primary: boolean) {
  const prev = ALIASES.get(key);
  if (prev && (prev.primary || !primary)) return;
  ALIASES.set(key, { food, primary });
  maxLen = Math.max(maxLen, key.split(" ").length);
}

for (const f of FOODS) {
  for (const a of [f.name, ...f.synonyms]) {
    const toks = tokenize(a).map(aliasCanonical);
    if (!toks.length) continue;
    addAlias(toks.join(" "), f, true);
  }
}
// secondary keys without connectors ("pechuga pollo" for "pechuga de pollo")
for (const f of FOODS) {
  for (const a of [f.name, ...f.synonyms]) {
    const toks = tokenize(a).map(aliasCanonical);
    const content = toks.filter(
      (t) => !FILL_LINKS.has(t) && t !== "a" && t !== "la" && t !== "al" && t !== "el",
    );
    if (content.length >= 2 && content.length < toks.length) addAlias(content.join(" "), f, false);
  }
}
// spelling variants of a one-word name ("yogurt", "yoghurt" for "yogur") also start the longer names
// built on it ("yogurt de fresa" = "yogur de fresa", "yoghurt griego" = "yogur griego")
export const SPELLING_VARIANTS = new Map<string, string[]>();
for (const f of FOODS) {
  const name = tokenize(f.name).map(aliasCanonical);
  if (name.length !== 1) continue;
  for (const syn of f.synonyms) {
    const s = tokenize(syn).map(aliasCanonical);
    if (s.length !== 1 || s[0] === name[0]) continue;
    if (isSpellingVariant(name[0], s[0])) {
      const list = SPELLING_VARIANTS.get(name[0]) ?? [];
      list.push(s[0]);
      SPELLING_VARIANTS.set(name[0], list);
    }
  }
}
for (const [key, hit] of [...ALIASES]) {
  const toks = key.split(" ");
  if (toks.length < 2) continue;
  for (const v of SPELLING_VARIANTS.get(toks[0]) ?? [])
    addAlias([v, ...toks.slice(1)].join(" "), hit.food, false);
}

/** Same word spelled another way: shares the first four letters and differs by at most two edits. */
export function isSpellingVariant(a: string, b: string): boolean {
  return a.length >= 4 && b.length >= 4 && a.slice(0, 4) === b.slice(0, 4) && editDistance(a, b, 2) <= 2;
}
export const MAX_ALIAS_TOKENS = maxLen;

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
