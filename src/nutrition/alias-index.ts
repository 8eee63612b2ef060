/**
 * The food table's name index: every name and synonym tokenized into canonical (singular) tokens, the
 * alias keys the parser matches, the vocabulary and the food groups of each head word.
 *
 * Building it tokenizes ~10,000 names (≈ 200 ms of CPU), so `scripts/build-food-index.ts` builds it
 * once and writes `data/foods-index.json` (plain JSON, so a bundler can inline it like the table);
 * table.ts loads that file and only rebuilds at run time when it does not match the table.
 */
import { editDistance, FILL_LINKS, tokenize } from "./text";

/** The fields of a food the index reads. */
export type IndexedFood = { id: string; name: string; synonyms: string[]; kind?: string };

export type AliasIndex = {
  /** `signature(foods)` of the table it was built from */
  signature: string;
  /** canonical vocabulary, in insertion order (the typo index is built from it in this order) */
  vocab: string[];
  /** alias key (canonical tokens joined by spaces) → food index × 2 + 1 when the key is a primary name */
  aliases: Record<string, number>;
  /** head token → food groups (kinds) of the foods whose names start with it */
  headGroups: Record<string, string[]>;
  /** one-word name → its spelling variants ("yogur" → "yogurt", "yoghurt") */
  spelling: Record<string, string[]>;
  /** longest alias in tokens */
  maxLen: number;
};

/** A cheap fingerprint of the names the index depends on (FNV-1a over ids, names and synonyms). */
export function signature(foods: IndexedFood[]): string {
  let h = 0x811c9dc5;
  const mix = (s: string) => {
    for (let i = 0; i < s.length; i++) {
      h ^= s.charCodeAt(i);
      h = Math.imul(h, 0x01000193);
    }
    h ^= 0x7c;
    h = Math.imul(h, 0x01000193);
  };
  for (const f of foods) {
    mix(f.id);
    mix(f.name);
    for (const s of f.synonyms) mix(s);
    mix(f.kind ?? "");
  }
  return `${foods.length}:${(h >>> 0).toString(16)}`;
}

export function singularCandidates(t: string): string[] {
  const c: string[] = [];
  if (t.length > 3 && t.endsWith("ces")) c.push(`${t.slice(0, -3)}z`);
  if (t.length > 3 && t.endsWith("es")) c.push(t.slice(0, -2));
  if (t.length > 2 && t.endsWith("s")) c.push(t.slice(0, -1));
  return c;
}

/** Same word spelled another way: shares the first four letters and differs by at most two edits. */
export function isSpellingVariant(a: string, b: string): boolean {
  return a.length >= 4 && b.length >= 4 && a.slice(0, 4) === b.slice(0, 4) && editDistance(a, b, 2) <= 2;
}

// Phrases the parser must read as one food even when the table lacks the synonym (drinks read as drinks:
// "bebida de soya" is soy milk, not soy sauce). Only added when the target exists and the phrase is free.
const EXTRA_ALIASES: [string, string[]][] = [
  ["bebida de soya", ["bebida-de-soja"]],
  ["bebida de soja", ["bebida-de-soja"]],
  ["leche de soya", ["bebida-de-soja"]],
  ["vaso de soya", ["bebida-de-soja"]],
  ["bebida de almendra", ["bebida-de-almendra", "leche-de-almendra"]],
  ["bebida de avena", ["bebida-de-avena", "leche-de-avena"]],
  ["patatas paja", ["patatas-paja", "patatas-chips"]],
  ["papas paja", ["patatas-paja", "patatas-chips"]],
  ["papitas paja", ["patatas-paja", "patatas-chips"]],
  ["milanesa de pollo", ["milanesa-de-pollo", "pollo-empanado", "pechuga-empanada"]],
  ["masa de maiz", ["masa-de-maiz", "tortilla-de-maiz"]],
  ["jugo en polvo", ["jugo-en-polvo", "refresco-en-polvo", "bebida-en-polvo"]],
  ["refresco en polvo", ["refresco-en-polvo", "jugo-en-polvo", "bebida-en-polvo"]],
];

/** Builds the index (the same work table.ts did at every start-up before the index was generated). */
export function buildAliasIndex(foods: (IndexedFood & { per100g: { calories: number } })[]): AliasIndex {
  const byId = new Map(foods.map((f, i) => [f.id, i]));
  const rawTokens = new Set<string>();
  const RAW_NAME_TOKENS: string[][][] = foods.map((f) => [f.name, ...f.synonyms].map((a) => tokenize(a)));
  for (const names of RAW_NAME_TOKENS) for (const toks of names) for (const t of toks) rawTokens.add(t);
  const aliasCanonical = (t: string): string => {
    for (const c of singularCandidates(t)) if (rawTokens.has(c)) return c;
    return t;
  };
  const vocab = new Set<string>([...rawTokens].map(aliasCanonical));

  const aliases = new Map<string, { food: number; primary: boolean }>();
  let maxLen = 1;
  const addAlias = (key: string, food: number, primary: boolean) => {
    const prev = aliases.get(key);
    if (prev && (prev.primary || !primary)) return;
    aliases.set(key, { food, primary });
    maxLen = Math.max(maxLen, key.split(" ").length);
  };

  const headGroups = new Map<string, Set<string>>();
  const NAME_TOKENS = RAW_NAME_TOKENS.map((names) => names.map((toks) => toks.map(aliasCanonical)));
  for (const [k, f] of foods.entries()) {
    for (const toks of NAME_TOKENS[k]) {
      if (!toks.length) continue;
      addAlias(toks.join(" "), k, true);
      const set = headGroups.get(toks[0]) ?? new Set<string>();
      set.add(f.kind ?? "other");
      headGroups.set(toks[0], set);
    }
  }
  // secondary keys without connectors ("pechuga pollo" for "pechuga de pollo")
  for (const k of foods.keys()) {
    for (const toks of NAME_TOKENS[k]) {
      const content = toks.filter(
        (t) => !FILL_LINKS.has(t) && t !== "a" && t !== "la" && t !== "al" && t !== "el",
      );
      if (content.length >= 2 && content.length < toks.length) addAlias(content.join(" "), k, false);
    }
  }
  for (const [phrase, ids] of EXTRA_ALIASES) {
    const food = ids.map((id) => byId.get(id)).find((f) => f !== undefined);
    if (food === undefined) continue;
    const toks = tokenize(phrase).map(aliasCanonical);
    const key = toks.join(" ");
    const taken = aliases.get(key);
    // "masa de maíz" is wet dough (≈ 220 kcal/100 g), never the dry flour a synonym may point to
    const flourForDough =
      phrase === "masa de maiz" && taken !== undefined && foods[taken.food].per100g.calories > 300;
    if (taken && !flourForDough) continue;
    if (flourForDough) aliases.delete(key);
    for (const t of toks) vocab.add(t);
    addAlias(key, food, true);
  }

  // spelling variants of a one-word name ("yogurt", "yoghurt" for "yogur") also start the longer names
  // built on it ("yogurt de fresa" = "yogur de fresa", "yoghurt griego" = "yogur griego")
  const spelling = new Map<string, string[]>();
  for (const names of NAME_TOKENS) {
    const [name, ...syns] = names;
    if (name.length !== 1) continue;
    for (const s of syns) {
      if (s.length !== 1 || s[0] === name[0]) continue;
      if (isSpellingVariant(name[0], s[0])) {
        const list = spelling.get(name[0]) ?? [];
        list.push(s[0]);
        spelling.set(name[0], list);
      }
    }
  }
  for (const [key, hit] of [...aliases]) {
    const toks = key.split(" ");
    if (toks.length < 2) continue;
    for (const v of spelling.get(toks[0]) ?? []) addAlias([v, ...toks.slice(1)].join(" "), hit.food, false);
  }

  return {
    signature: signature(foods),
    vocab: [...vocab],
    aliases: Object.fromEntries([...aliases].map(([k, h]) => [k, h.food * 2 + (h.primary ? 1 : 0)])),
    headGroups: Object.fromEntries([...headGroups].map(([k, s]) => [k, [...s]])),
    spelling: Object.fromEntries(spelling),
    maxLen,
  };
}
