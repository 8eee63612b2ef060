/**
 * Type-ahead over the food table (issue 17 item 1): accent- and typo-tolerant prefix search on every
 * name and synonym (Spain and Latin America), ranked so that the plain food a person means comes first
 * ("pan" → pan, "leche" → leche, "platano" → plátano). The MiniSearch index is built on the first query
 * (≈ 3,000 foods, ≈ 10,000 names) and kept for the life of the process.
 */
import MiniSearch from "minisearch";
import { FOOD_BY_ID, FOODS, type Food, sourceTable } from "./table";
import { normalize } from "./text";

export type FoodGroup = "food" | "dish";

export interface PortionChoice {
  /** the household measure without its number ("rebanada", "vaso") */
  unit: string;
  /** the measure with its number ("1 rebanada"; the usual portion as the table writes it: "2 rebanadas") */
  name: string;
  /** how many units ("2" for "2 rebanadas"); 1 for a choice */
  amount: number;
  /** grams of `amount` units */
  grams: number;
}

export interface FoodSearchHit {
  id: string;
  name: string;
  /** the synonym the query matched when it was not the name ("banana" for plátano) */
  matched: string | null;
  group: FoodGroup;
  /** the usual portion (the table's first) and the kcal it carries */
  portion: PortionChoice;
  kcal_per_portion: number;
  portions: PortionChoice[];
  per100g: Food["per100g"];
  table: string | null;
}

/** Kinds whose foods are prepared dishes rather than ingredients or single foods. */
const DISH_KINDS = new Set([
  "dishes",
  "sandwiches",
  "pizzas-crepe-and-pies",
  "soups",
  "mixed-salads",
  "savoury-pastries-and-other-starters",
]);

export const groupOf = (food: Food): FoodGroup =>
  DISH_KINDS.has(food.kind ?? "") || (food.table === "receta" && (food.parts?.length ?? 0) > 1)
    ? "dish"
    : "food";

/** Words of a name as the index sees them: no accents, lower case, letters and digits only. */
const words = (text: string) =>
  normalize(text)
    .split(/[^a-z0-9ñ]+/)
    .filter(Boolean);
const plain = (text: string) => words(text).join(" ");

/** "galletas" → "galleta", "unidades" → "unidad" (the plural forms portion names use). */
const singularWord = (w: string) => (/[dlnrz]es$/.test(w) ? w.slice(0, -2) : w.replace(/s$/, ""));

/**
 * One unit of a table portion: "1 rebanada" → rebanada; "2 rebanadas" (48 g) → rebanada of 24 g;
 * "medio aguacate" (100 g) → aguacate of 200 g. So an amount always counts single units.
 */
function singleUnit(name: string, grams: number): { unit: string; grams: number; count: number } {
  const text = name.trim();
  const counted = /^(\d+)\s+(\S+)(.*)$/.exec(text);
  if (counted) {
    const n = Number(counted[1]);
    const word = n === 1 ? counted[2] : singularWord(counted[2]);
    return { unit: `${word}${counted[3]}`.trim(), grams: grams / n, count: n };
  }
  const half = /^(medio|media)\s+(.+)$/i.exec(text);
  if (half) return { unit: half[2], grams: grams * 2, count: 0.5 };
  return { unit: text.replace(/^(una?)\s+/i, ""), grams, count: 1 };
}

/** Portions as choices, one per unit word (the table's usual portion first). */
export function portionChoices(food: Food): PortionChoice[] {
  const seen = new Set<string>();
  const out: PortionChoice[] = [];
  for (const p of food.portions) {
    if (!(p.grams > 0)) continue;
    const { unit, grams } = singleUnit(p.name, p.grams);
    if (!unit || seen.has(unit)) continue;
    seen.add(unit);
    out.push({ unit, name: `1 ${unit}`, amount: 1, grams: Math.round(grams * 10) / 10 });
  }
  if (out.length === 0) out.push({ unit: "ración", name: "1 ración", amount: 1, grams: 100 });
  return out;
}

interface Entry {
  food: Food;
  name: string;
  synonyms: string[];
}

let index: MiniSearch<{ id: number; name: string; synonyms: string }> | null = null;
let entries: Entry[] = [];

function buildIndex() {
  entries = FOODS.map((food) => ({
    food,
    name: plain(food.name),
    synonyms: food.synonyms.map(plain),
  }));
  const mini = new MiniSearch<{ id: number; name: string; synonyms: string }>({
    fields: ["name", "synonyms"],
    tokenize: (text) => words(text),
    processTerm: (term) => term,
    searchOptions: { boost: { name: 2 } },
  });
  mini.addAll(entries.map((e, id) => ({ id, name: e.name, synonyms: e.synonyms.join(" | ") })));
  index = mini;
}

/** Builds the index now (server start-up) instead of on the first query. */
export function warmFoodSearch(): void {
  if (!index) buildIndex();
}

export const MIN_QUERY = 2;
export const MAX_QUERY = 100;

/** Edit distance allowed per word: none for short words, one from 4 letters, two from 7 ("platnao"). */
const fuzzyFor = (term: string) => (term.length >= 7 ? 2 : term.length >= 4 ? 1 : 0);

/** Connectors that match half the table as prefixes ("de"): left out of the index query when other words remain. */
const CONNECTORS = new Set(["de", "del", "con", "y", "e", "la", "el", "al", "a", "en", "los", "las", "sin"]);

/** A plural's stem ("huevos" → "huevo", "frijoles" → "frijol"), which as a prefix also finds the plural. */
export function singular(word: string): string {
  if (word.length >= 5 && word.endsWith("es")) return word.slice(0, -2);
  if (word.length >= 4 && word.endsWith("s")) return word.slice(0, -1);
  return word;
}

/** Below this many prefix hits, a second pass forgives typos. */
const FUZZY_BELOW = 5;

/**
 * How well a name answers the query, beyond MiniSearch's text score: the exact name wins, then an
 * exact synonym, then names that start with the query; short names before long ones (the plain food
 * before its dishes); generic category stand-ins last. CIQUAL (the Spanish reference) breaks ties.
 */
function nameScore(
  q: string,
  qSingular: string,
  qFirst: string,
  e: Entry,
): { score: number; matched: string | null } {
  let best =
    e.name === q
      ? 1000
      : e.name === qSingular
        ? 950
        : e.name.startsWith(`${q} `)
          ? 400
          : e.name.startsWith(q)
            ? 300
            : 0;
  let matched: string | null = null;
  e.synonyms.forEach((s, i) => {
    const v = s === q ? 800 : s === qSingular ? 750 : s.startsWith(`${q} `) ? 350 : s.startsWith(q) ? 250 : 0;
    if (v > best) {
      best = v;
      matched = e.food.synonyms[i];
    }
  });
  if (best === 0 && e.name.split(" ")[0] === qFirst) best = 100;
  let score = best - e.name.length * 2;
  if (e.food.category) score -= 250;
  if (e.food.table === "CIQUAL 2020") score += 15;
  else if (e.food.table === "receta") score += 5;
  return { score, matched };
}

export interface FoodSearchResult {
  foods: FoodSearchHit[];
  dishes: FoodSearchHit[];
}

/** Foods and dishes whose names match `query` (shorter than two letters: none). */
export function searchFoods(query: string, limits = { foods: 8, dishes: 6 }): FoodSearchResult {
  const q = plain(query.slice(0, MAX_QUERY));
  if (q.replace(/ /g, "").length < MIN_QUERY) return { foods: [], dishes: [] };
  if (!index) buildIndex();
  const mini = index as NonNullable<typeof index>;
  const qWords = q.split(" ");
  const stems = qWords.map(singular);
  const content = stems.filter((w) => !CONNECTORS.has(w));
  const terms = (content.length > 0 ? content : stems).join(" ");
  let hits = mini.search(terms, { prefix: true, combineWith: "AND" });
  if (hits.length < FUZZY_BELOW)
    hits = mini.search(terms, { prefix: true, fuzzy: fuzzyFor, combineWith: "AND" });
  const qSingular = stems.join(" ");
  const scored = hits.slice(0, 400).map((hit) => {
    const entry = entries[hit.id as number];
    const { score, matched } = nameScore(q, qSingular, qWords[0], entry);
    return { entry, matched, score: score + Math.min(hit.score, 50) };
  });
  scored.sort((a, b) => b.score - a.score || a.entry.name.localeCompare(b.entry.name));
  const foods: FoodSearchHit[] = [];
  const dishes: FoodSearchHit[] = [];
  for (const { entry, matched } of scored) {
    const group = groupOf(entry.food);
    const list = group === "dish" ? dishes : foods;
    if (list.length >= (group === "dish" ? limits.dishes : limits.foods)) continue;
    list.push(toHit(entry.food, group, matched));
    if (foods.length >= limits.foods && dishes.length >= limits.dishes) break;
  }
  return { foods, dishes };
}

/** The table's usual portion as a choice of its own unit: "2 rebanadas" = 2 × rebanada. */
function usualPortion(food: Food, portions: PortionChoice[]): PortionChoice {
  const first = food.portions.find((p) => p.grams > 0);
  if (!first) return portions[0];
  const { unit, count } = singleUnit(first.name, first.grams);
  const choice = portions.find((p) => p.unit === unit);
  return choice ? { unit, name: first.name.trim(), amount: count, grams: first.grams } : portions[0];
}

function toHit(food: Food, group: FoodGroup, matched: string | null): FoodSearchHit {
  const portions = portionChoices(food);
  const portion = usualPortion(food, portions);
  return {
    id: food.id,
    name: food.name,
    matched,
    group,
    portion,
    kcal_per_portion: Math.round((food.per100g.calories * portion.grams) / 100),
    portions,
    per100g: food.per100g,
    table: typeof food.table === "string" ? food.table : null,
  };
}

export interface WeighedItem {
  food_id: string;
  name: string;
  quantity: number;
  unit: string;
  grams: number;
  table: string;
  /** unrounded nutrients of these grams */
  nutrients: Food["per100g"];
}

/**
 * An amount of a food of the table in grams ("g") or one of its household units: its grams and
 * nutrients, or why not ("food": no such food; "unit": the food has no such measure).
 */
export function weighFood(
  foodId: string,
  unit: string,
  amount: number,
): WeighedItem | { error: "food" } | { error: "unit"; food: string } {
  const food = FOOD_BY_ID.get(foodId);
  if (!food) return { error: "food" };
  let grams: number;
  if (unit === "g") grams = amount;
  else {
    const portion = portionChoices(food).find((p) => p.unit === unit);
    if (!portion) return { error: "unit", food: food.name };
    grams = portion.grams * amount;
  }
  const f = grams / 100;
  const n = food.per100g;
  return {
    food_id: food.id,
    name: food.name,
    quantity: amount,
    unit,
    grams: Math.round(grams * 10) / 10,
    table: sourceTable(food),
    nutrients: {
      calories: n.calories * f,
      protein: n.protein * f,
      carbs: n.carbs * f,
      fat: n.fat * f,
      sugar: n.sugar * f,
      fiber: n.fiber * f,
      salt: n.salt * f,
    },
  };
}
