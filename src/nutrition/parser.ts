/** Spanish meal-description parser: text -> items {food, quantity, unit, grams, confidence}. */
import type { CuisineRegion } from "../core/enums";
import { readingsFor } from "./regions";
import {
  ALIASES,
  aliasFood,
  type Canon,
  canonical,
  FOOD_BY_ID,
  FOODS,
  type Food,
  firstFood,
  MAX_ALIAS_TOKENS,
  type PortionInfo,
  portionsOf,
  singularCandidates,
  typoInstead,
  VOCAB,
} from "./table";
import {
  BRAND_WORD,
  COOKING,
  FILL_LINKS,
  HOUSEHOLD,
  METRIC,
  NUMBER_WORDS,
  normalize,
  parseNumber,
  SEP,
  SIZE,
  SPLITTERS,
  STOPWORDS,
  stripNonFood,
  tokenize,
  VAGUE,
} from "./text";
import {
  ADDON_GRAMS,
  COMPOSITE,
  FAMILY_UNITS,
  type Family,
  familyOf,
  SIDE_DISH,
  SIDE_GRAMS,
  sameFamily,
} from "./units";

export type ParsedItem = {
  food: Food;
  /** how many of `unit` */
  quantity: number;
  /** "g", "ml", a household measure ("taza", "rebanada"), the food's unit ("huevo") or "ración" */
  unit: string;
  /** grams of the food itself */
  grams: number;
  confidence: number;
  /** cooking method applied on top of the table food, with the grams of oil and batter it adds */
  cooking?: { label: string; oil_g: number; batter_g: number };
  /** the words of the description that produced this item */
  text: string;
  /** the numbers are a stand-in: a generic food for an unknown variety ("sopa de …"), a proxy or a bound */
  approximate?: boolean;
  /** a variant the table lacks, as factors on fat and sugar ("bajo en grasa", "sin azúcar") */
  adjust?: { fat?: number; sugar?: number };
};

/** An item whose food the table does not know ("una kombucha de 355 ml"): it keeps its own quantity. */
export type UnknownItem = { text: string; quantity: number | null; unit: string | null };

export type ParseResult = { items: ParsedItem[]; unmatched: string[]; unknown: UnknownItem[] };

const MAX_INPUT = 2000;
const OIL_ID = "aceite-de-oliva";
const BATTER_ID = "pan-rallado";

type Pending = {
  qty: number | null;
  vague: number | null;
  unitWord: string | null;
  size: number;
  /** the size words themselves ("mediana", "grande"): a food may have a portion of that size */
  sizeWords: string[];
  words: string[];
  /** the fraction word of the amount ("un cuarto de pollo", "medio pollo"): a food may have that portion */
  fraction?: string;
};
const freshPending = (): Pending => ({
  qty: null,
  vague: null,
  unitWord: null,
  size: 1,
  sizeWords: [],
  words: [],
});

type Draft = {
  food: Food;
  how: NonNullable<Canon>["how"];
  plural: boolean;
  /** plural with a singular form in the vocabulary: enough to count two large pieces ("tamales") */
  trulyPlural?: boolean;
  qty: number | null;
  vague: number | null;
  unitWord: string | null;
  size: number;
  sizeWords: string[];
  fraction?: string;
  cooking: { label: string; oil: number; batter: number } | null;
  words: string[];
  /** grams forced by the container rule (filling of a bocadillo, taco...) */
  fillOf: Draft | null;
  /** "side": after "con" ("pollo con arroz"); "addon": topping of a composite dish ("chilaquiles con pollo") */
  role: "main" | "side" | "addon";
  /** the words of the food name itself ("caña" for cerveza: a portion of its own) */
  nameWords: string[];
  /** the food this side or add-on goes with */
  parent: Draft | null;
  segment: number;
  /** a weight written after the food ("una manzana de 150 g", "2 tortillas de 30 g cada una") */
  /** `after`: how many items existed when the weight was written (it weighs those before it) */
  weight?: { grams: number; perPiece: boolean; ml: boolean; after?: number };
  /** state and variant words ("seco", "en polvo", "light", "sin azúcar", "en almíbar") */
  mods: Set<Mod>;
  approx: boolean;
  /** dry weight written for a food the table has only cooked: grams are multiplied by it */
  dryFactor?: number;
  adjust?: { fat?: number; sugar?: number };
  /** a bread counted, filled or holding the food ("un pan con huevo", "churrasco en pan"): a whole roll */
  wholeRoll?: boolean;
  /** "sin pan": the filling of a sandwich without its bread (about half its weight) */
  bunless?: boolean;
  /** poured into a coffee or tea ("leche en el café"): a splash, not a glass */
  intoDrink?: boolean;
  /** the base liquid of the drink it names ("jugo de lulo en leche"): half of that drink's glass */
  baseOf?: Draft;
  /** the food named right before it with "de" and no quantity of its own ("ensalada" in "ensalada de pollo") */
  deOf?: Draft;
  /** a side is named with it after "con" ("un plato de bistec con arroz"): the plate holds both */
  hasSide?: boolean;
};

type UnknownDraft = {
  words: string[];
  qty: number | null;
  unitWord: string | null;
  weight?: { grams: number; perPiece: boolean; ml: boolean; after?: number };
};

/** Is `food` already a component of the composite `dish` ("burrito" + "frijoles", "enchiladas" + "pollo")? */
export function isComponentOf(dish: Food, food: Food): boolean {
  const parts = dish.parts;
  if (!parts?.length) return false;
  const f = familyOf(food.kind);
  return parts.some((k) => sameFamily(familyOf(k), f));
}

/** A composite dish: a recipe of several kinds of food, or a CIQUAL dish, pizza, sandwich, salad or soup. */
export function isComposite(food: Food): boolean {
  return (food.parts?.length ?? 0) > 0 || COMPOSITE.has(familyOf(food.kind));
}

function matchFood(canon: (Canon | null)[], tokens: string[], i: number, maxN = MAX_ALIAS_TOKENS) {
  const limit = Math.min(maxN, tokens.length - i);
  for (let n = limit; n >= 1; n--) {
    const parts: string[] = [];
    let ok = true;
    let how: NonNullable<Canon>["how"] = "exact";
    for (let k = i; k < i + n; k++) {
      const c = canon[k];
      if (tokens[k] === SEP) {
        ok = false;
        break;
      }
      if (c) {
        parts.push(c.tok);
        if (c.how === "fuzzy" || (c.how === "diminutive" && how !== "fuzzy")) how = c.how;
        else if (c.how === "plural" && how === "exact") how = "plural";
      } else parts.push(tokens[k]);
    }
    if (!ok) continue;
    // a food never starts or ends on a connector
    if (n > 1 && (FILL_LINKS.has(tokens[i + n - 1]) || SPLITTERS.has(tokens[i + n - 1]))) continue;
    // ... nor starts on one: "pollo guisado con arroz y frijoles negros" is not a dish named "con arroz
    // y frijoles negros" that swallows the stew (the key without connectors would match it)
    if (n > 1 && (FILL_LINKS.has(tokens[i]) || SPLITTERS.has(tokens[i]))) continue;
    let hit = ALIASES.get(parts.join(" "));
    if (!hit && n >= 4) {
      // long names with other connectors: "galleta de chispas de chocolate" = "galleta con chispas de chocolate"
      const content = parts.filter(
        (p) => !FILL_LINKS.has(p) && p !== "a" && p !== "la" && p !== "al" && p !== "el",
      );
      if (content.length >= 3 && content.length < parts.length) hit = ALIASES.get(content.join(" "));
    }
    if (hit && n > 2 && longerAfterCon(canon, tokens, i, n)) continue;
    if (hit) {
      if (n === 1 && STOPWORDS.has(tokens[i]) && how === "exact") continue;
      // the words before the first connector say whether it is plural: "bocadillo de calamares" and
      // "tortilla de patatas" are one, "hash browns" and "tostadas de tinga" several
      let plural = false;
      let trulyPlural = false; // the word has a singular form in the vocabulary ("tamales"/"tamal", not "esquites")
      for (let k = i; k < i + n && !FILL_LINKS.has(tokens[k]); k++) {
        const hasSingular =
          canon[k]?.how === "plural" || singularCandidates(tokens[k]).some((c) => VOCAB.has(c));
        // the head word decides; a later word only when it is a real plural ("hot cakes"), not an
        // adjective that merely ends in s ("pan francés")
        if ((k === i && /s$/.test(tokens[k])) || hasSingular) plural = true;
        if (hasSingular) trulyPlural = true;
      }
      return { food: hit.food, n, how, plural, trulyPlural, primary: hit.primary };
    }
  }
  return null;
}

/**
 * "pollo asado con patatas fritas": a dish named "X con Y" whose Y is followed by a cooking word that makes
 * another food ("patatas fritas" are fries, not the dish's roast potatoes) is X with that food on the side.
 * The same food under a longer name ("arroz con frijoles negros") keeps the dish.
 */
function longerAfterCon(canon: (Canon | null)[], tokens: string[], i: number, n: number): boolean {
  for (let c = i + 1; c < i + n - 1; c++) {
    if (tokens[c] !== "con") continue;
    const inside = matchFood(canon, tokens, c + 1, i + n - (c + 1));
    const beyond = matchFood(canon, tokens, c + 1);
    if (
      inside &&
      beyond &&
      beyond.n > i + n - (c + 1) &&
      beyond.food.id !== inside.food.id &&
      matchCooking(tokens, i + n) !== null
    )
      return true;
  }
  return false;
}

function matchCooking(tokens: string[], i: number) {
  for (const c of COOKING) {
    if (c.words.every((w, k) => tokens[i + k] === w)) return c;
  }
  return null;
}

/** A measure word that is also a food ("una caña", "2 filetes"): the food, if the table has it. */
function unitAsFood(word: string) {
  const forms = [
    canonical(word)?.tok ?? word,
    word,
    ...singularCandidates(word),
    HOUSEHOLD[word]?.unit ?? "",
  ];
  for (const f of forms) {
    const hit = f ? ALIASES.get(f) : undefined;
    if (hit) return hit;
  }
  // a beer measure the table does not name ("un caguamón") is still a beer
  if (MEASURE_CATEGORY[HOUSEHOLD[word]?.unit ?? ""]?.[0] === "cerveza") return ALIASES.get("cerveza");
  return undefined;
}

function isUnitWord(t: string): boolean {
  return t in METRIC || t in HOUSEHOLD;
}

/** Words that put a bare "tinto" in a coffee context (Colombia, Venezuela: a small black coffee). */
/** Breads and breakfasts that a cup of hot chocolate goes with ("arepa con chocolate", "tamal y chocolate"). */
const CHOCOLATE_DRINK_CONTEXT = new Set([
  "arepa",
  "arepas",
  "tamal",
  "tamales",
  "muerto",
  "bunuelo",
  "bunuelos",
  "pandebono",
  "pandebonos",
  "almojabana",
  "almojabanas",
  "rosca",
  "concha",
  "conchas",
  "bizcocho",
  "bizcochos",
  "perico",
  "pericos",
  "changua",
  "calentado",
  "semita",
]);
const COFFEE_CONTEXT = new Set([
  "arepa",
  "arepas",
  "arepita",
  "pan",
  "panes",
  "pandebono",
  "pandebonos",
  "almojabana",
  "almojabanas",
  "bunuelo",
  "bunuelos",
  "empanada",
  "empanadas",
  "galleta",
  "galletas",
  "tostada",
  "tostadas",
  "huevo",
  "huevos",
  "perico",
  "calentado",
  "changua",
  "desayuno",
  "onces",
  "medias",
  "azucar",
  "panela",
  "pocillo",
  "pocillos",
  "tacita",
  "mantequilla",
  "cafe",
  "leche",
  "tintico",
  "tinticos",
  "pericos",
  "cachito",
  "cachitos",
  "pastel",
  "mogolla",
  "mogollas",
  "roscon",
  "achira",
  "achiras",
  "manana",
]);
/** Words that keep it a red wine ("una copa de tinto", "tinto de verano", "un tinto con la cena"). */
const WINE_CONTEXT = new Set([
  "copa",
  "copas",
  "vino",
  "vinos",
  "botella",
  "verano",
  "cena",
  "tapa",
  "tapas",
  "pincho",
  "pinchos",
  "cerveza",
  "queso",
  "jamon",
  "asado",
  "racion",
]);
/** Savoury words that make a singular "natilla" the Costa Rican sour cream. */
const SAVOURY_CONTEXT = new Set([
  "gallo",
  "pinto",
  "casado",
  "frijol",
  "frijoles",
  "platano",
  "platanos",
  "tortilla",
  "tortillas",
  "arroz",
  "huevo",
  "huevos",
  "yuca",
  "papa",
  "papas",
  "tamal",
  "tamales",
  "pupusa",
  "pupusas",
  "chorreada",
  "chorreadas",
  "elote",
  "picadillo",
  "olla",
  "carne",
]);
/**
 * Words of a Mexican, Central-American or Andean everyday meal, where a bare "queso" is the fresh white
 * cheese, "crema" the thick table cream and "jamón" cooked ham (in Spain: aged cheese, cream of a soup,
 * serrano ham).
 */
const LATAM_TABLE_CONTEXT = new Set([
  "frijol",
  "frijoles",
  "frijolitos",
  "frejoles",
  "pupusa",
  "pupusas",
  "gallo",
  "pinto",
  "casado",
  "tajada",
  "tajadas",
  "baleada",
  "baleadas",
  "maduro",
  "maduros",
  "guineo",
  "guineos",
  "yuca",
  "elote",
  "tamal",
  "tamales",
  "nacatamal",
  "chirmol",
  "curtido",
  "chorreada",
  "chorreadas",
  "arepa",
  "arepas",
  "quesadilla",
  "quesadillas",
  "chilaquiles",
  "enchiladas",
  "tacos",
  "taco",
  "tortillas",
  "palta",
  "choclo",
  "camote",
  "cuajada",
  "quesillo",
  "atol",
  "pinol",
  "tostones",
  "patacones",
]);
/** Bare words read the Latin-American way at such a meal, and what they become. */
const LATAM_TABLE_WORDS: Record<string, string[]> = {
  queso: ["queso", "blanco"],
  crema: ["crema", "centroamericana"],
  jamon: ["jamon", "cocido"],
};
/** Regional spellings of the same word: the other one is tried when it names a longer food. */
const SPELLING_PAIRS: Record<string, string> = {
  soya: "soja",
  soja: "soya",
  frejol: "frijol",
  frejoles: "frijoles",
};

/**
 * Regional readings that depend on the rest of the description: "un tinto y una arepa" is a black
 * coffee, "soya texturizada" the same food as "soja texturizada". Rewrites `tokens` (and `canon`) in
 * place; true when something changed.
 */
/** Words of a Rioplatense meal (Argentina, Uruguay), where "soda" is soda water. */
const RIOPLATENSE_CONTEXT = new Set([
  "asado",
  "choripan",
  "milanesa",
  "milanesas",
  "medialuna",
  "medialunas",
  "facturas",
  "chivito",
  "vino",
  "tinto",
  "fernet",
  "vermu",
  "vermut",
  "mate",
  "sifon",
  "empanadas",
  "provoleta",
  "bife",
  "vacio",
  "tallarines",
  "ravioles",
  "noquis",
  "pascualina",
]);

function regionalWords(tokens: string[], canon: (Canon | null)[], rawText: string): boolean {
  let changed = false;
  const all = new Set(tokenize(rawText));
  for (let k = 0; k < tokens.length; k++) {
    const t = tokens[k];
    if (/^tint(o|os|ico|icos)$/.test(t) && tokens[k - 1] !== "vino" && tokens[k - 1] !== "cafe") {
      if (tokens[k + 1] === "de" && tokens[k + 2] === "verano") continue;
      const coffee = [...all].some((w) => COFFEE_CONTEXT.has(w));
      const wine = [...all].some((w) => WINE_CONTEXT.has(w));
      if (t.startsWith("tintico") || (coffee && !wine)) {
        tokens.splice(k, 1, "cafe", "tinto");
        canon.splice(k, 1, canonical("cafe"), canonical("tinto"));
        k++;
        changed = true;
      } else if (wine && !coffee) {
        // "una copa de tinto", "un tinto con la cena": red wine, whatever the table reads a bare "tinto" as
        tokens.splice(k, 1, "vino", "tinto");
        canon.splice(k, 1, canonical("vino"), canonical("tinto"));
        k++;
        changed = true;
      }
      continue;
    }
    if (
      t === "chocolate" &&
      /^(con|y)$/.test(tokens[k - 1] ?? "") &&
      (k + 1 >= tokens.length || tokens[k + 1] === SEP || tokens[k + 1] === "y") &&
      [...all].some((w) => CHOCOLATE_DRINK_CONTEXT.has(w))
    ) {
      // "pan de muerto con chocolate", "huevos pericos con arepa y chocolate", "tamal y chocolate": with a
      // Latin-American breakfast bread, a bare "chocolate" closing the item is the cup of hot chocolate
      tokens.splice(k, 1, "chocolate", "a", "la", "taza");
      canon.splice(k, 1, canonical("chocolate"), canonical("a"), canonical("la"), canonical("taza"));
      k += 3;
      changed = true;
      continue;
    }
    if (
      t === "chocolate" &&
      /^(un|una|1)$/.test(tokens[k - 1] ?? "") &&
      !/^(de|en|con|blanco|negro|amargo|con)$/.test(tokens[k + 1] ?? "") &&
      [...all].some((w) => COFFEE_CONTEXT.has(w) || w === "churros" || w === "churro")
    ) {
      // "una arepa con queso y un chocolate", "un chocolate con churros": a cup of hot chocolate, not a
      // square of a bar
      tokens.splice(k, 1, "chocolate", "a", "la", "taza");
      canon.splice(k, 1, canonical("chocolate"), canonical("a"), canonical("la"), canonical("taza"));
      k += 3;
      changed = true;
      continue;
    }
    if (
      /^sodas?$/.test(t) &&
      (matchFood(canon, tokens, k)?.n ?? 0) === 1 &&
      !/^(de|light|dietetica|zero)$/.test(tokens[k + 1] ?? "") &&
      [...all].some((w) => RIOPLATENSE_CONTEXT.has(w))
    ) {
      // Argentina and Uruguay: "soda" next to an asado, a milanesa or wine is soda water (sifón), not a
      // soft drink; elsewhere it stays the soft drink
      tokens.splice(k, 1, "agua", "de", "soda");
      canon.splice(k, 1, canonical("agua"), canonical("de"), canonical("soda"));
      k += 2;
      changed = true;
      continue;
    }
    if (t === "natilla" && [...all].some((w) => SAVOURY_CONTEXT.has(w))) {
      // Costa Rica: "gallo pinto con natilla" is sour cream, not the Spanish custard ("natillas")
      tokens.splice(k, 1, "crema", "agria");
      canon.splice(k, 1, canonical("crema"), canonical("agria"));
      k++;
      changed = true;
      continue;
    }
    const latam = LATAM_TABLE_WORDS[t];
    if (
      latam &&
      [...all].some((w) => LATAM_TABLE_CONTEXT.has(w)) &&
      (matchFood(canon, tokens, k)?.n ?? 0) === 1
    ) {
      // "frijoles con queso y crema", "pan con jamón y palta": the region's fresh cheese, table cream and
      // cooked ham; a name that starts earlier and holds the word keeps it ("arepa con queso")
      const tried = withWords(tokens, canon, k, 1, latam);
      if (
        !heldByEarlierName(canon, tokens, k) &&
        (matchFood(tried.canon, tried.tokens, k)?.n ?? 0) === latam.length
      ) {
        tokens.splice(k, 1, ...latam);
        canon.splice(k, 1, ...tried.canon.slice(k, k + latam.length));
        k += latam.length - 1;
        changed = true;
        continue;
      }
    }
    const other = SPELLING_PAIRS[t];
    if (other) {
      // a name that starts earlier already holds this word ("café con leche de soja")
      if (heldByEarlierName(canon, tokens, k)) continue;
      const before = matchFood(canon, tokens, k)?.n ?? 0;
      const tried = withWords(tokens, canon, k, 1, [other]);
      if ((matchFood(tried.canon, tried.tokens, k)?.n ?? 0) > before) {
        tokens[k] = other;
        canon[k] = tried.canon[k];
        changed = true;
      }
    }
  }
  return changed;
}

/** A food name that starts before token k runs past it ("arepa con queso" holds "queso"). */
function heldByEarlierName(canon: (Canon | null)[], tokens: string[], k: number): boolean {
  for (let j = Math.max(0, k - MAX_ALIAS_TOKENS); j < k; j++)
    if ((matchFood(canon, tokens, j)?.n ?? 0) > k - j) return true;
  return false;
}

/** Copies of the tokens and their canonical forms with `n` tokens at k replaced by `words`, to try them. */
function withWords(
  tokens: string[],
  canon: (Canon | null)[],
  k: number,
  n: number,
  words: string[],
): { tokens: string[]; canon: (Canon | null)[] } {
  const t2 = [...tokens];
  t2.splice(k, n, ...words);
  const c2 = [...canon];
  c2.splice(k, n, ...words.map((w) => canonical(w)));
  return { tokens: t2, canon: c2 };
}

/** A region's readings as tokens, made once per region on first use (not on every description). */
type PreparedReading = { word: string[]; reading: string[]; several: boolean; unless?: readonly string[] };
const PREPARED_READINGS = new Map<string, PreparedReading[]>();
function preparedReadings(region: CuisineRegion | null | undefined): PreparedReading[] {
  if (!region) return [];
  let rules = PREPARED_READINGS.get(region);
  if (!rules) {
    rules = readingsFor(region).map((r) => ({
      word: tokenize(r.word).map((w) => canonical(w)?.tok ?? w),
      reading: tokenize(r.reading),
      several: / (con|y) /.test(r.reading),
      unless: r.unless,
    }));
    PREPARED_READINGS.set(region, rules);
  }
  return rules;
}

/**
 * The user's region decides what a bare word means (src/nutrition/regions.ts): in Spain "una tortilla" is
 * the potato omelette, in Mexico "una torta" the sandwich. Only a word that stands alone as a food is
 * read so: not inside a longer name ("tortilla de harina", "tinto de verano"), not held by a name that
 * starts earlier, not after "de" unless a measure ("galletas de soda", but "una taza de caldo de pollo"), and only when the table knows the reading.
 */
function regionReadings(
  tokens: string[],
  canon: (Canon | null)[],
  region: CuisineRegion | null | undefined,
): boolean {
  const rules = preparedReadings(region);
  if (!rules.length) return false;
  let changed = false;
  const written = new Set(canon.map((c, k) => c?.tok ?? tokens[k]));
  for (const { word, reading, several, unless } of rules) {
    if (unless?.some((w) => written.has(w))) continue;
    for (let k = 0; k + word.length <= tokens.length; k++) {
      if (!word.every((w, i) => (canon[k + i]?.tok ?? tokens[k + i]) === w)) continue;
      const described = tokens[k - 1] === "de" && !isUnitWord(tokens[k - 2] ?? "");
      if (described || (matchFood(canon, tokens, k)?.n ?? 0) !== word.length) continue;
      if (heldByEarlierName(canon, tokens, k)) continue;
      const tried = withWords(tokens, canon, k, word.length, reading);
      // the reading must be one known name, or, for a reading of several foods ("pan con butifarra"),
      // start with one
      const n = matchFood(tried.canon, tried.tokens, k)?.n ?? 0;
      if (n === 0 || (n !== reading.length && !several)) continue;
      tokens.splice(k, word.length, ...reading);
      canon.splice(k, word.length, ...tried.canon.slice(k, k + reading.length));
      k += reading.length - 1;
      changed = true;
    }
  }
  return changed;
}

/** Parses a description. Never throws; an empty item list means nothing was understood. */
let brandNames: RegExp | null | undefined;
/** The table's names that contain a brand word ("bowl de chipotle", "subway de pollo"), built on first use. */
function brandNamesRe(): RegExp | null {
  if (brandNames !== undefined) return brandNames;
  const names = new Set<string>();
  for (const f of FOODS)
    for (const n of [f.name, ...f.synonyms]) {
      const plain = normalize(n);
      // only names with a food word besides the brand ("bowl de chipotle"); a name that is the brand
      // itself ("pollo campero") keeps the brand rules of stripNonFood
      const rest = plain.replace(new RegExp(BRAND_WORD.source, "giu"), " ").replace(/\b(de|del|en)\b/g, " ");
      if (BRAND_WORD.test(plain) && rest.trim() !== "") names.add(plain);
    }
  const alts = [...names]
    .sort((a, b) => b.length - a.length)
    .map((n) => n.replace(/[.*+?^${}()|[\]\\]/g, "\\$&").replace(/ /g, "\\s+"));
  brandNames = alts.length ? new RegExp(`(?<![a-z0-9])(?:${alts.join("|")})(?![a-z0-9])`, "gu") : null;
  return brandNames;
}

/** Millilitres in one US fluid ounce. */
const FL_OZ_ML = 29.57;
/** Words that cut a piece of a larger food ("2 rebanadas de pizza de una pizza grande"). */
const SLICE_WORDS = new Set([
  "rebanada",
  "rebanadas",
  "porcion",
  "porciones",
  "trozo",
  "trozos",
  "pedazo",
  "pedazos",
  "tajada",
  "tajadas",
  "slice",
  "slices",
]);
/** Ounces at position k measure a drink: a bottle, can or glass is named, or a drink food is near. */
function ouncesOfDrink(tokens: string[], canon: (Canon | null)[], k: number): boolean {
  // only within the item: back to the last separator, forward to the next one
  let from = k - 1;
  while (from > 0 && k - from < 7 && !SPLITTERS.has(tokens[from - 1])) from--;
  let to = k + 1;
  while (to < tokens.length && to - k < 5 && !SPLITTERS.has(tokens[to])) to++;
  for (let j = from; j < to; j++) {
    if (/^(botella|botellas|botellita|lata|latas|vaso|vasos|taza|tazas|bebida|bebidas)$/.test(tokens[j]))
      return true;
    const m = j === k || j === k - 1 ? undefined : matchFood(canon, tokens, j);
    if (m?.food.liquid && familyOf(m.food.kind) !== "soup") return true;
  }
  return false;
}

/**
 * "Casado: arroz 150 g, frijoles 100 g, bistec 120 g y ensalada": a dish named as a heading before a list
 * of its parts is the title of that list, not one more plate.
 */
function dropDishHeading(text: string): string {
  const m = /^\s*([^\d:,;\n]{3,40}?)\s*:\s*(\S[\s\S]*)$/u.exec(text);
  if (!m) return text;
  const rest = m[2];
  // "una salchipapa: una porción mediana de papas fritas con 2 salchichas": one "con" or "y" is a list too
  // when the heading is a composite dish (its parts follow); a bare "Pizza: 2 rebanadas" keeps its heading
  const listed = (rest.match(/,|\s(?:y|con)\s|\n/g) ?? []).length;
  if (listed < 1) return text;
  const dish = aliasFood(
    normalize(m[1])
      .trim()
      .replace(/^(un|una|el|la|mi|1)\s+/u, ""),
  );
  if (!dish || !isComposite(dish)) return text;
  return rest;
}

/**
 * Household wordings of US diaries (NutriBench, FNDDS portion descriptions) read as the engine's words:
 * "un smoothie de frutas, tamaño chico" / "un café tamaño grande": the size after "tamaño" is the drink's or
 * food's size; "un omelette de 3 huevos" is three eggs made into an omelette (FNDDS gives the same row and
 * 55 g an egg to an omelette and to scrambled eggs), not one omelette of the table's two eggs.
 */
function householdWording(text: string): string {
  return (
    text
      .replace(
        /,?\s+(?:de\s+)?tama(?:ñ|n)o\s+(chic[oa]|pequeñ[oa]|median[oa]|grande|regular|familiar|individual)\b/giu,
        " $1",
      )
      // "una taza de tajadas de plátano", "un plato de rodajas de tomate": the measure holds the pieces; the
      // piece word only says how the food was cut (not one slice)
      .replace(
        /\b(tazas?|platos?|platitos?|bol(?:es)?|tazones?|tazón|vasos?)\s+de\s+(?:tajadas|rebanadas|rodajas|trozos|pedazos|cubos|cubitos|trocitos)\s+de\s+/giu,
        "$1 de ",
      )
      .replace(
        /\b(?:un|una|1)\s+(?:omelette|omelet|omelete|tortilla\s+francesa|tortilla\s+de\s+huevos?)\s+de\s+(\d+|dos|tres|cuatro)\s+huevos\b/giu,
        "$1 huevos revueltos",
      )
  );
}

/** "un pollo entero": the description says the whole animal (set per description by parseMeal). */
let wholeWritten = false;

export function parseMeal(text: string, region?: CuisineRegion | null): ParseResult {
  const raw = householdWording(dropDishHeading(String(text ?? "").slice(0, MAX_INPUT)));
  wholeWritten = /\benter[oa]s?\b/iu.test(raw);
  const tokens = tokenize(stripNonFood(raw, brandNamesRe() ?? undefined));
  let canon = tokens.map((t) => (t === SEP || /^\d/.test(t) ? null : canonical(t)));
  let rewrote = regionalWords(tokens, canon, raw);
  if (regionReadings(tokens, canon, region)) rewrote = true;
  // "6 onzas de salmón", "un vaso de 16 onzas": a counted ounce is the US ounce (28 g), while "una onza de
  // chocolate" stays the Spanish square of a bar
  for (let k = 1; k < tokens.length; k++) {
    // "12 fl oz", "8 onzas líquidas", "8 oz fl": fluid ounces whatever the food
    let fluid = false;
    if (tokens[k] === "fl" && /^(onzas?|oz)$/.test(tokens[k + 1] ?? "")) {
      tokens.splice(k, 1);
      canon.splice(k, 1);
      fluid = true;
    }
    if (!/^(onzas?|oz)$/.test(tokens[k])) continue;
    if (/^(liquidas?|fl)$/.test(tokens[k + 1] ?? "")) {
      tokens.splice(k + 1, 1);
      canon.splice(k + 1, 1);
      fluid = true;
    }
    const n = /^\d/.test(tokens[k - 1])
      ? Number.parseFloat(tokens[k - 1])
      : (NUMBER_WORDS[tokens[k - 1]] ?? NaN);
    if (!(n > 0)) continue;
    const after = tokens[k + 1] === "de" ? (tokens[k + 2] ?? "") : (tokens[k + 1] ?? "");
    if (tokens[k] !== "oz" && /^chocolate/.test(after)) continue;
    // "una botella de refresco de 20 onzas", "una lata de 16 onzas", "un vaso de 12 onzas de jugo": a drink's
    // ounces are US fluid ounces (29.6 ml), the sizes printed on US bottles and cans (FNDDS "20 fl oz")
    if (fluid || ouncesOfDrink(tokens, canon, k)) {
      tokens[k - 1] = String(Math.round(n * FL_OZ_ML));
      tokens[k] = "ml";
      canon[k - 1] = null;
      canon[k] = null;
      rewrote = true;
      continue;
    }
    // "6 onzas de salmón", "una onza de almendras": a weight (28.35 g); "una onza de chocolate" stays above
    if (n < 2 && after === "") continue;
    tokens[k] = "oz";
    canon[k] = null;
    if (!/^\d/.test(tokens[k - 1])) {
      tokens[k - 1] = String(n);
      canon[k - 1] = null;
    }
  }
  // "un café con una cucharada de crema": cream poured into a coffee or tea is coffee cream (FNDDS half and
  // half), not the sour cream of "crema" on a dish; "crema batida", "crema de cacahuate" keep their names
  for (let k = 2; k < tokens.length; k++) {
    if (tokens[k] !== "crema") continue;
    const next = tokens[k + 1];
    if (next !== undefined && next !== SEP && !SPLITTERS.has(next)) continue;
    let hot = false;
    for (let j = k - 1; j >= Math.max(0, k - 8) && tokens[j] !== SEP && !hot; j--)
      hot = /^(cafe|cafecito|te|latte|capuchino|cappuccino)$/.test(tokens[j]);
    if (!hot || !aliasFood("crema para cafe")) continue;
    tokens.splice(k + 1, 0, "para", "cafe");
    canon.splice(k + 1, 0, null, null);
    rewrote = true;
  }
  // "2 rebanadas de pizza de una pizza grande": the size of the whole pizza is the size of its slices, not
  // one more pizza ("rebanadas de pizza grande"); the same for a cake or a pie ("de un pastel grande")
  for (let k = 2; k + 3 < tokens.length; k++) {
    if (tokens[k] !== "de" || !/^(un|una|1)$/.test(tokens[k + 1]) || !(tokens[k + 3] in SIZE)) continue;
    const head = canon[k + 2]?.tok ?? tokens[k + 2];
    let slice = false;
    for (let j = k - 1; j >= Math.max(0, k - 8) && tokens[j] !== SEP && !SPLITTERS.has(tokens[j]); j--)
      if ((canon[j]?.tok ?? tokens[j]) === head) {
        slice = tokens.slice(Math.max(0, j - 3), j).some((t) => SLICE_WORDS.has(t));
        break;
      }
    if (!slice) continue;
    // a slice with no size is already one of a large pizza (FNDDS "1 piece, NFS" = a large pizza's piece)
    const n = tokens[k + 3].startsWith("grand") ? 4 : 3;
    tokens.splice(k, n);
    canon.splice(k, n);
    rewrote = true;
  }
  // "pan integral tostado", "dos rebanadas de pan tostadas": toasted bread, not a "tostado" (Argentine
  // toasted sandwich) nor a corn "tostada" after it
  for (let k = 1; k < tokens.length; k++) {
    if (!/^tostad[oa]s?$/.test(tokens[k])) continue;
    let bread = false;
    let named = false; // "pan tostado", "panes tostados": a name of its own
    // ... and "cacahuates tostados", "almendras tostadas con sal": roasted nuts (FNDDS "roasted, salted");
    // "garbanzos tostados", "habas tostadas", "maíz tostado": any roasted seed or vegetable (a lone
    // singular "tostada" after another food may still be the next item: "café tostada y jugo")
    const roasted: readonly Family[] =
      tokens[k] === "tostada"
        ? ["bread", "nuts"]
        : ["bread", "nuts", "legume", "grain", "cereal", "tuber", "veg", "fruit"];
    for (let j = Math.max(0, k - MAX_ALIAS_TOKENS); j < k && !bread; j++) {
      const m = matchFood(canon, tokens, j, k - j);
      bread = !!m && j + m.n === k && roasted.includes(familyOf(m.food.kind));
      if (bread) named = (matchFood(canon, tokens, j)?.n ?? 0) > k - j;
    }
    if (!bread || named) continue;
    tokens.splice(k, 1);
    canon.splice(k, 1);
    rewrote = true;
    k--;
  }
  // "un fresco", "un vaso de fresco" (Central America): a fruit drink, not the adjective "fresh"
  tokens.forEach((t, k) => {
    if (t !== "fresco" || k === 0) return;
    const before = tokens[k - 1];
    const measured = before === "de" && k >= 2 && isUnitWord(tokens[k - 2]);
    if (!measured && !/^(un|el|1|otro|mi|su)$/.test(before)) return;
    if (tokens[k + 1] === "de" || tokens[k + 1] === "del") return; // "fresco de limón" below
    if (aliasFood("fresco de frutas")) tokens.splice(k, 1, "fresco", "de", "frutas");
    else tokens[k] = "refresco";
    rewrote = true;
  });
  // "fresco de limón" (Central America) is a fruit drink, not a lemon: read it as "refresco de limón"
  // unless the table knows the phrase itself
  tokens.forEach((t, k) => {
    if (t !== "fresco" || (tokens[k + 1] !== "de" && tokens[k + 1] !== "del")) return;
    if ((matchFood(canon, tokens, k)?.n ?? 0) > 1) return;
    const fruit = matchFood(canon, tokens, k + 2);
    const ff = fruit ? familyOf(fruit.food.kind) : null;
    if (ff !== "fruit" && ff !== "grain" && ff !== "cereal") return;
    tokens[k] = "refresco";
    rewrote = true;
  });
  // "una coca de 600", "un jugo de 500": a bare number of 100 to 3000 after a drink's name is its volume
  // in millilitres (the bottle sizes people write), not a count of the next food
  for (let k = tokens.length - 1; k >= 2; k--) {
    if (!/^\d+$/.test(tokens[k]) || tokens[k - 1] !== "de") continue;
    const v = Number(tokens[k]);
    const next = tokens[k + 1];
    if (
      v < 100 ||
      v > 3000 ||
      (next !== undefined && next !== SEP && (isUnitWord(next) || !SPLITTERS.has(next)))
    )
      continue;
    let drink = false;
    for (let j = Math.max(0, k - 1 - MAX_ALIAS_TOKENS); j < k - 1 && !drink; j++) {
      const m = matchFood(canon, tokens, j, k - 1 - j);
      drink = !!m && j + m.n === k - 1 && !!m.food.liquid && familyOf(m.food.kind) !== "soup";
    }
    if (!drink) continue;
    tokens.splice(k + 1, 0, "ml");
    canon.splice(k + 1, 0, null);
    rewrote = true;
  }
  // a size word inside a name ("pizza familiar de pepperoni") moves before it, where it scales the portion
  for (let k = 1; k < tokens.length - 1; k++) {
    if (!(tokens[k] in SIZE) || !FILL_LINKS.has(tokens[k + 1])) continue;
    let start = k;
    // "una tortilla de harina grande con …": before the whole name that ends at the size word
    for (let j = Math.max(0, k - MAX_ALIAS_TOKENS); j < k && start === k; j++) {
      const m = matchFood(canon, tokens, j, k - j);
      if (m && j + m.n === k && m.n > 1) start = j;
    }
    const named = start < k;
    while (
      !named &&
      start > 0 &&
      /^[a-z]/.test(tokens[start - 1]) &&
      !STOPWORDS.has(tokens[start - 1]) &&
      !(tokens[start - 1] in NUMBER_WORDS)
    )
      start--;
    if (start === k) continue;
    const [size] = tokens.splice(k, 1);
    tokens.splice(start, 0, size);
    rewrote = true;
  }
  if (rewrote) canon = tokens.map((t) => (t === SEP || /^\d/.test(t) ? null : canonical(t)));
  const drafts: Draft[] = [];
  const unmatched: string[] = [];
  let pending = freshPending();
  let segment = 0;
  let lastInSegment: Draft | null = null;
  let linkSinceLast: string | null = null; // connector between the last food and now
  let absorbedInto: Draft | null = null; // the dish that took the last named component
  const combos: number[] = []; // where each "combo de …" began in `drafts`
  let lastAbsorbed: { food: Food; head: Draft; words: string[]; link: string } | null = null; // the last component a dish took
  let describedBy: Draft | null = null;
  let inDishList: Draft | null = null; // the dish whose comma list of ingredients is being read // the dish whose name took the last food word ("lasaña de pollo")
  let negate = false;
  const unknowns: UnknownDraft[] = [];
  let lastUnknown: UnknownDraft | null = null; // an unknown food that came after the last known one
  let altPending = false; // "pollo o pavo": the food after "o" is an alternative, not a second item
  let numberInName = false; // "tortilla de 2 huevos": the next food belongs to the dish's name
  let afterUnknownWord = false; // the previous word was not understood ("salsa rosada": an adjective of it)
  // Nothing stands between the last known food and this word: no number, no unit and no unknown food.
  // The condition of every rule that lets a food word join the food before it instead of being an item.
  const bareSinceLast = () => pending.qty === null && !pending.unitWord && !lastUnknown;

  const flushSegment = () => {
    if (lastUnknown && (pending.qty !== null || pending.unitWord) && lastUnknown.qty === null) {
      // "kombucha 355 ml": a quantity after an unknown food is its own, never the next food's
      lastUnknown.qty = pending.qty ?? 1;
      lastUnknown.unitWord = pending.unitWord;
      pending = freshPending();
    }
    lastUnknown = null;
    altPending = false;
    const prev = lastInSegment ?? (pending.unitWord ? null : drafts[drafts.length - 1]);
    const unitIsDrink =
      pending.unitWord !== null && ALIASES.has(canonical(pending.unitWord)?.tok ?? pending.unitWord);
    // "pollo y un …" with nothing understood after the count: the count never goes back across the "y" to
    // the food before it (it made "un pollo" of a plate of chicken, 1 kg)
    const acrossList = linkSinceLast !== null && LIST_LINKS.has(linkSinceLast) && !pending.unitWord;
    const adjacent = (lastInSegment === null || linkSinceLast === null || !unitIsDrink) && !acrossList;
    if (
      (pending.qty !== null || pending.unitWord) &&
      prev &&
      prev.qty === null &&
      !prev.unitWord &&
      adjacent
    ) {
      // "pollo 200 g": a quantity after the food belongs to it
      prev.qty = pending.qty ?? 1;
      prev.unitWord = pending.unitWord;
      prev.words.push(...pending.words);
    } else if (pending.unitWord) {
      // "una caña", "un tercio": a drink measure with no drink is the drink itself
      const hit = unitAsFood(pending.unitWord);
      if (hit) drafts.push(newDraft(hit.food, "exact", false, []));
    }
    pending = freshPending();
    segment++;
    lastInSegment = null;
    linkSinceLast = null;
    negate = false;
  };

  // after the dish `d`, tokens from the separator at `k` read "Y, Z y W" (then the end, a separator or a
  // weight) where every food describes the dish and has no quantity of its own
  const dishListAfter = (d: Draft, k: number): boolean => {
    if (describedBy !== d && !d.nameWords.includes("de")) return false;
    let j = k;
    let sawY = false;
    for (let guard = 0; guard < 8; guard++) {
      const m = matchFood(canon, tokens, j + 1);
      if (!m || !listMember(d.food, m.food)) return false;
      j += 1 + m.n;
      const nt = tokens[j];
      // ... or another item with its own amount: "… con huevo, tocino y queso y una papa hash brown"
      if (sawY)
        return (
          nt === undefined ||
          nt === SEP ||
          /^\d/.test(nt) ||
          (SPLITTERS.has(nt) && (/^\d/.test(tokens[j + 1] ?? "") || (tokens[j + 1] ?? "") in NUMBER_WORDS))
        );
      if (nt === "y" || nt === "e") sawY = true;
      else if (nt !== SEP) return false;
    }
    return false;
  };

  // a spoonful or a few grams: the amount of a powder, not of a drink
  const spoonOrFewGrams = (): boolean => {
    const u = pending.unitWord;
    if (!u) return false;
    if (u in METRIC) return !ML_UNITS.has(u) && (pending.qty ?? 1) * METRIC[u] <= 40;
    return /^cuchar/.test(HOUSEHOLD[u]?.unit ?? "");
  };

  const newDraft = (food: Food, how: Draft["how"], plural: boolean, words: string[]): Draft => {
    const d: Draft = {
      food,
      how,
      plural,
      qty: pending.qty,
      vague: pending.vague,
      unitWord: pending.unitWord,
      size: pending.size,
      sizeWords: pending.sizeWords,
      ...(pending.fraction ? { fraction: pending.fraction } : {}),
      cooking: null,
      words: [...pending.words, ...words],
      fillOf: null,
      nameWords: words,
      role: "main",
      parent: null,
      segment,
      mods: new Set(),
      approx: false,
      ...(lastInSegment && linkSinceLast === "de" && pending.qty === null && !pending.unitWord
        ? { deOf: lastInSegment }
        : {}),
    };
    pending = freshPending();
    return d;
  };

  for (let i = 0; i < tokens.length; i++) {
    const t = tokens[i];
    afterUnknownWord = i > 0 && unmatched.at(-1) === tokens[i - 1];
    if (t === SEP) {
      numberInName = false;
      if (lastInSegment && pending.qty === null && !pending.unitWord && dishListAfter(lastInSegment, i)) {
        // "ensalada de lechuga, tomate y cebolla 200 g": a comma list of what a dish is made of continues
        // its name (one dish, and a weight after it weighs the dish), not separate foods
        describedBy = lastInSegment;
        inDishList = lastInSegment;
        linkSinceLast = "y";
        continue;
      }
      // "una cena congelada de pavo con gravy, relleno y puré de papa": the list began with "con" after a
      // composite dish that holds all of them (a TV dinner's tray), so it goes on naming the dish's parts
      const listed = lastInSegment as Draft | null;
      const listHead = listed?.parent ?? null;
      if (
        listed &&
        listHead &&
        listed.role === "addon" &&
        pending.qty === null &&
        !pending.unitWord &&
        isComponentOf(listHead.food, listed.food) &&
        dishListAfter(listHead, i)
      ) {
        describedBy = listHead;
        inDishList = listHead;
        lastInSegment = listHead;
        linkSinceLast = "y";
        continue;
      }
      flushSegment();
      continue;
    }

    // state and variant words right after a food ("fideos secos", "jugo en polvo", "queso bajo en grasa")
    const mod = matchModifier(tokens, i);
    const startsDish = mod ? (matchFood(canon, tokens, i)?.n ?? 0) > 1 : false; // "seco de chivo"
    if (mod && !startsDish && (lastUnknown || lastInSegment) && pending.qty === null && !pending.unitWord) {
      if (!lastUnknown && lastInSegment) lastInSegment.mods.add(mod.key);
      i += mod.len - 1;
      continue;
    }

    // colour, variety and cut words right after a food ("cebolla blanca", "papa amarilla", "camarones
    // pelados"): when the table has no row for the pair, the food is the same food, not an unknown word
    if (
      QUALIFIERS.has(t) &&
      lastInSegment &&
      linkSinceLast === null &&
      pending.qty === null &&
      !pending.unitWord &&
      tokens[i - 1] === lastInSegment.words.at(-1) &&
      (matchFood(canon, tokens, i)?.n ?? 0) < 2
    ) {
      lastInSegment.words.push(t);
      continue;
    }

    // cooking method right after a food ("pechuga empanada", "berenjena frita", "a la plancha")
    const cook = matchCooking(tokens, i);
    if (cook && lastUnknown && pending.qty === null && !pending.unitWord) {
      // "provoleta a la parrilla": how an unknown food was cooked is not another unknown food
      lastUnknown.words.push(...cook.words);
      i += cook.words.length - 1;
      continue;
    }
    if (cook && lastInSegment && pending.qty === null && !pending.unitWord) {
      const prevAdjacent = linkSinceLast === null;
      if (prevAdjacent || cook.words.length > 1) {
        // "tajadas de plátano verde fritas", "mojarra frita": the table's own row for the food cooked that
        // way ("plátano verde frito", twice-fried) when it has one, instead of oil added on the raw food
        const variant = lastInSegment.cooking
          ? undefined
          : (aliasFood(`${lastInSegment.nameWords.join(" ")} ${cook.label}`) ??
            aliasFood(`${lastInSegment.food.name.replace(/ \(.*\)$/, "")} ${cook.label}`));
        if (variant && variant.id !== lastInSegment.food.id && !variant.liquid) {
          lastInSegment.food = variant;
          lastInSegment.words.push(...cook.words);
          i += cook.words.length - 1;
          continue;
        }
        if (!lastInSegment.cooking)
          lastInSegment.cooking = { label: cook.label, oil: cook.oil, batter: cook.batter };
        lastInSegment.words.push(...cook.words);
        i += cook.words.length - 1;
        continue;
      }
    }

    // "la once", "en las onces", "de once": the Chilean and Colombian afternoon meal, not eleven
    if (t === "once" && /^(la|las|de|para|en)$/.test(tokens[i - 1] ?? "")) continue;
    // numbers
    const num = parseNumber(t);
    const wordNum = NUMBER_WORDS[t];
    if (
      (num !== null || wordNum !== undefined) &&
      tokens[i - 1] === "de" &&
      lastInSegment &&
      linkSinceLast === "de" &&
      pending.qty === null &&
      !pending.unitWord &&
      (num ?? wordNum ?? 0) > 1 &&
      !isUnitWord(tokens[i + 1] ?? "")
    ) {
      // "pizza de cuatro quesos", "tortilla francesa de 2 huevos": a number inside a dish name is not a
      // quantity, and the food it counts is part of the dish
      numberInName = true;
      continue;
    }
    if (num !== null && pending.unitWord && pending.qty !== null && isUnitWord(tokens[i + 1] ?? "")) {
      // "un filete de 8 oz", "una lata de 12 oz de cerveza": the measure word before a weight is the food
      // itself when it names one; otherwise the weight replaces the vaguer measure ("un vaso de 16 oz")
      const asFood = !(pending.unitWord in METRIC) ? unitAsFood(pending.unitWord) : undefined;
      if (
        asFood &&
        !LIQUID_MEASURES.has(HOUSEHOLD[pending.unitWord]?.unit ?? "") &&
        HOUSEHOLD[pending.unitWord]?.unit !== "lata"
      ) {
        const d = newDraft(asFood.food, "exact", false, []);
        d.qty = null;
        d.unitWord = null;
        drafts.push(d);
        lastInSegment = d;
        linkSinceLast = "de";
      } else {
        pending.unitWord = null;
      }
    }
    if (
      num !== null &&
      pending.unitWord &&
      pending.qty !== null &&
      !(tokens[i + 1] ?? "").match(/^(g|gr|ml)$/)
    ) {
      // "una barra 3 Musketeers": a number after a counted measure is part of a name
      continue;
    }
    const numberStartsName =
      num === null &&
      wordNum !== undefined &&
      !/^(un|una|uno|medio|media)$/.test(t) &&
      (matchFood(canon, tokens, i)?.n ?? 0) > 1;
    // "un trozo de tres leches", "una doble cheeseburger": a number word that begins a food's name is
    // that name (the longest phrase wins), not a count
    if ((num !== null || wordNum !== undefined) && !numberStartsName) {
      let value = num ?? wordNum;
      // "un par de", "media docena", "un cuarto de", "tres cuartos", "dos y medio"
      if ((t === "un" || t === "una") && (tokens[i + 1] === "par" || tokens[i + 1] === "cuarto")) {
        value = tokens[i + 1] === "par" ? 2 : 0.25;
        i++;
      } else if (pending.qty !== null && (t === "docena" || t === "cuarto" || t === "cuartos")) {
        value = pending.qty * (t === "docena" ? 12 : 0.25);
      } else if (t === "media" && tokens[i + 1] === "docena") {
        value = 6;
        i++;
      } else if (pending.qty !== null && (t === "medio" || t === "media")) {
        value = pending.qty + 0.5;
      } else if (t === "mil" && pending.qty !== null) {
        value = pending.qty * 1000;
      } else if (
        pending.qty !== null &&
        num === null &&
        wordNum !== undefined &&
        wordNum < 10 &&
        pending.qty >= 20
      ) {
        value = pending.qty + wordNum; // "treinta y dos"
      }
      if (tokens[i + 1] === "y" && (tokens[i + 2] === "medio" || tokens[i + 2] === "media") && value >= 1) {
        value += 0.5;
        i += 2;
      }
      // "1 1/2 tazas": a whole number and a fraction
      if (
        num !== null &&
        num < 1 &&
        /\//.test(t) &&
        /^\d+$/.test(tokens[i - 1] ?? "") &&
        pending.qty !== null
      )
        value = pending.qty + num;
      // "2 o 3 tacos": the middle of the range
      if (
        (tokens[i - 1] === "o" || tokens[i - 1] === "a") &&
        pending.qty !== null &&
        (num !== null || (wordNum !== undefined && wordNum >= 1 && pending.qty >= 1 && value > pending.qty))
      )
        value = (pending.qty + value) / 2; // "dos o tres galletas" too
      if (pending.qty === null && (t === "cuarto" || t === "medio" || t === "media" || t === "mitad"))
        pending.fraction = t;
      else if ((t === "un" || t === "una") && tokens[i] === "cuarto") pending.fraction = "cuarto";
      else pending.fraction = undefined;
      pending.qty = value;
      pending.words.push(t);
      continue;
    }
    if (t === "x" && pending.qty !== null) continue;
    // "un combo de big mac", "combo con papas": a fast-food meal names its foods after it
    if (/^combos?$/.test(t) && /^(de|del|con|numero|n|no|\||\d+)$/.test(tokens[i + 1] ?? "|")) {
      if (/^\d+$/.test(tokens[i + 1] ?? "")) i++; // "combo 3": the number names the combo
      combos.push(drafts.length);
      continue;
    }

    // vague amounts ("un poco de", "unas", "bastante")
    if (t in VAGUE) {
      pending.vague = VAGUE[t];
      if (pending.qty === 1 && /^poc|^poquit/.test(t)) pending.qty = null;
      pending.words.push(t);
      continue;
    }

    // units and household measures ("200 g", "una taza de", "un vaso de")
    // a measure word that starts another food's name ("barra de cereal" is a bar, not 250 g of cereal;
    // "bolsa de papas fritas" are crisps); "copa de vino", "lata de atún" stay measures of that food
    let unitStartsFood = false;
    if (isUnitWord(t)) {
      const whole = matchFood(canon, tokens, i);
      if (whole && whole.n > 1) {
        const j = tokens[i + 1] === "de" || tokens[i + 1] === "del" ? i + 2 : i + 1;
        const rest = matchFood(canon, tokens, j);
        // the longest name wins: "un vaso de agua de coco" is a glass of coconut water, not the measure-name
        // "vaso de agua" plus coconut
        // when the measure-name is only the measure of the food it names ("vaso de agua" = agua); "barra de
        // cereal" (a bar, not cereal) and "lata de atún" stay names
        const overlap = j < i + whole.n ? matchFood(canon, tokens, j, i + whole.n - j) : null;
        const onlyMeasure = overlap?.food.id === whole.food.id && overlap.n === i + whole.n - j;
        unitStartsFood =
          !rest || (rest.food.id !== whole.food.id && !(onlyMeasure && j + rest.n > i + whole.n));
      }
    }
    if (isUnitWord(t) && !unitStartsFood) {
      const next = tokens[i + 1];
      const nextIsFood = next !== undefined && next !== SEP && matchFood(canon, tokens, i + 1) !== null;
      // a weight written after its food belongs to it ("una manzana de 150 g", "lubina 180g con arroz",
      // "una kombucha de 355 ml y ..."): it never moves on to the next food
      if (
        t in METRIC &&
        lastAbsorbed &&
        lastAbsorbed.head === lastInSegment &&
        linkSinceLast === null &&
        pending.qty !== null &&
        pending.qty > 0 &&
        !pending.unitWord &&
        (lastInSegment.weight ||
          (lastInSegment.unitWord && lastInSegment.unitWord in METRIC) ||
          // "ají de gallina con arroz 150 g": "food N g" right after a "con" weighs that food
          // (not in a drink: "licuado de plátano con leche 400 ml" is the whole glass)
          (lastAbsorbed.link === "con" &&
            !lastInSegment.food.liquid &&
            !ML_UNITS.has(t) &&
            /^\d/.test(tokens[i - 1] ?? "") &&
            tokens[i - 2] !== "de"))
      ) {
        // "ají de gallina 300 g con arroz 150 g": a component the dish took gets a weight of its own
        // (after the dish was weighed, or written "con arroz 150 g"): it is its own item, not the dish's weight
        const grams = pending.qty * METRIC[t];
        const d = newDraft(lastAbsorbed.food, "exact", false, [...lastAbsorbed.words]);
        d.qty = null;
        d.unitWord = null;
        d.role = "side";
        d.parent = lastInSegment;
        d.weight = { grams, perPiece: false, ml: ML_UNITS.has(t), after: drafts.length };
        drafts.push(d);
        lastAbsorbed = null;
        lastInSegment = d;
        continue;
      }
      if (
        t in METRIC &&
        !ML_UNITS.has(t) &&
        lastAbsorbed &&
        lastAbsorbed.head === lastInSegment &&
        lastAbsorbed.link === "con" &&
        linkSinceLast === "de" &&
        tokens[i - 2] === "de" &&
        pending.qty !== null &&
        pending.qty > 0 &&
        !pending.unitWord &&
        !lastInSegment.weight &&
        !(lastInSegment.unitWord && lastInSegment.unitWord in METRIC) &&
        (lastInSegment.food.parts ?? []).includes("breads-and-similar") &&
        ["meat", "deli", "fish", "cheese", "egg"].includes(familyOf(lastAbsorbed.food.kind)) &&
        pending.qty * METRIC[t] <= 250 &&
        pending.qty * METRIC[t] <
          0.75 * (lastInSegment.food.unit_g ?? portionsOf(lastInSegment.food)[0]?.grams ?? 0)
      ) {
        // "choripán con chorizo de 100 g", "un pan con chicharrón de 80 g": a weight too small for the
        // sandwich, written right after the filling it took, is the filling's; the rest is its bread roll
        const bread = aliasFood("pan");
        if (bread) {
          const head = lastInSegment;
          const grams = pending.qty * METRIC[t];
          const d = newDraft(lastAbsorbed.food, "exact", false, [
            ...lastAbsorbed.words,
            "de",
            tokens[i - 1],
            t,
          ]);
          d.qty = null;
          d.unitWord = null;
          d.role = "side";
          d.parent = head;
          d.weight = { grams, perPiece: false, ml: false, after: drafts.length };
          head.food = bread;
          head.wholeRoll = true;
          head.approx = true;
          drafts.push(d);
          lastAbsorbed = null;
          lastInSegment = d;
          linkSinceLast = null;
          continue;
        }
      }
      // "una ensalada de pollo de 250 g", "una pasta de pollo de 300 g": a weight after "X de Y", where Y has
      // no quantity of its own, weighs the whole dish X; Y is a part of it (its grams come out of X's)
      const dishOfDe: Draft | null =
        lastUnknown === null &&
        lastInSegment?.deOf &&
        lastInSegment.role === "main" &&
        !lastInSegment.fillOf &&
        lastInSegment.qty === null &&
        !lastInSegment.unitWord &&
        !lastInSegment.weight &&
        (linkSinceLast === null || (linkSinceLast === "de" && tokens[i - 2] === "de")) &&
        t in METRIC &&
        !ML_UNITS.has(t) &&
        drafts.at(-1) === lastInSegment &&
        drafts.at(-2) === lastInSegment.deOf &&
        !lastInSegment.deOf.weight &&
        !lastInSegment.deOf.food.liquid &&
        !(lastInSegment.deOf.unitWord && lastInSegment.deOf.unitWord in METRIC)
          ? lastInSegment.deOf
          : null;
      if (dishOfDe && lastInSegment) {
        lastInSegment.role = "side";
        lastInSegment.parent = dishOfDe;
        lastInSegment = dishOfDe;
      }
      // "un bisquet con mantequilla y mermelada de 110 g": a weight several times a spread's or a sauce's
      // serving, after the food it goes on, weighs that food with it, not 110 g of jam
      const spreadHead =
        lastUnknown === null &&
        lastInSegment &&
        (lastInSegment.role === "addon" || lastInSegment.role === "side") &&
        lastInSegment.parent &&
        !lastInSegment.parent.weight &&
        !(lastInSegment.parent.unitWord && lastInSegment.parent.unitWord in METRIC) &&
        lastInSegment.qty === null &&
        !lastInSegment.unitWord &&
        t in METRIC &&
        pending.qty !== null &&
        SPREADS.has(familyOf(lastInSegment.food.kind)) &&
        pending.qty * METRIC[t] > 3 * (portionsOf(lastInSegment.food)[0]?.grams ?? 100)
          ? lastInSegment.parent
          : null;
      const target: Draft | UnknownDraft | null =
        lastUnknown ??
        spreadHead ??
        (lastInSegment?.fillOf && !lastInSegment.fillOf.weight ? lastInSegment.fillOf : null) ??
        ((lastInSegment?.role === "addon" || lastInSegment?.role === "side") &&
        lastInSegment.parent &&
        !lastInSegment.parent.weight &&
        lastInSegment.parent.qty === null &&
        !lastInSegment.parent.unitWord &&
        lastInSegment.qty === null &&
        !lastInSegment.unitWord
          ? lastInSegment.parent
          : null) ??
        lastInSegment;
      const afterDe = next === "de" || next === "del" ? tokens[i + 2] : undefined;
      const leadsNext =
        nextIsFood ||
        (afterDe !== undefined && afterDe !== SEP && !/^\d/.test(afterDe) && !STOPWORDS.has(afterDe));
      if (
        t in METRIC &&
        target &&
        pending.qty !== null &&
        !pending.unitWord &&
        !target.weight &&
        !(target.unitWord && target.unitWord in METRIC) &&
        (lastUnknown !== null ||
          linkSinceLast === null ||
          linkSinceLast === "de" ||
          linkSinceLast === "del") &&
        !leadsNext
      ) {
        let perPiece = false;
        if (
          tokens[i + 1] === "cada" ||
          (tokens[i + 1] === "por" && /^(unidad|pieza)$/.test(tokens[i + 2] ?? ""))
        ) {
          perPiece = true;
          i +=
            tokens[i + 2] === "una" ||
            tokens[i + 2] === "uno" ||
            tokens[i + 2] === "unidad" ||
            tokens[i + 2] === "pieza"
              ? 2
              : 1;
        }
        const grams = Math.abs(pending.qty) * METRIC[t];
        target.weight = { grams, perPiece, ml: ML_UNITS.has(t), after: drafts.length };
        if ("words" in target && "food" in target) target.words.push(...pending.words, t);
        pending = freshPending();
        continue;
      }
      const nextIsSize = next !== undefined && next in SIZE;
      const metric = t in METRIC;
      const beforeFood = next === "de" || next === "del" || nextIsFood || nextIsSize;
      const afterFood = lastInSegment !== null && lastInSegment.qty === null && pending.qty !== null;
      if (metric || beforeFood || afterFood || !ALIASES.has(canonical(t)?.tok ?? t)) {
        pending.unitWord = t;
        pending.words.push(t);
        continue;
      }
    }

    // a size word that begins a longer food name is that name ("doble cheeseburger")
    if (t in SIZE && !((matchFood(canon, tokens, i)?.n ?? 0) > 1)) {
      if (lastInSegment && linkSinceLast === null && pending.qty === null) {
        lastInSegment.size *= SIZE[t];
        lastInSegment.sizeWords.push(t);
        lastInSegment.words.push(t);
      } else {
        pending.size *= SIZE[t];
        pending.sizeWords.push(t);
      }
      continue;
    }

    if (t === "sin") {
      negate = true;
      continue;
    }

    let hit = matchFood(canon, tokens, i);
    if (!hit && canon[i]?.how === "exact" && /^[a-z]{5,}$/.test(t) && !STOPWORDS.has(t) && !(t in SIZE)) {
      // "arros con pollo": a word the vocabulary knows only inside another name is read as the typo it is
      const alt = typoInstead(t);
      if (alt) {
        const c2 = [...canon];
        c2[i] = alt;
        const altHit = matchFood(c2, tokens, i);
        if (altHit) {
          canon = c2;
          hit = { ...altHit, how: "fuzzy" };
        }
      }
    }
    if (hit && hit.n > 2) {
      // "café con pan dulce": a name that ends inside a longer one ("café con pan" + "pan dulce") gives
      // way to it; the food before the connector stands alone
      for (let c = i + 1; c < i + hit.n - 1; c++) {
        if (tokens[c] !== "con" && tokens[c] !== "y") continue;
        const next = matchFood(canon, tokens, c + 1);
        const beyond = tokens[i + hit.n] ?? "";
        // not when the longer name is a variety ("arroz con leche de coco") or a cooking method ("frito")
        const variety = FILL_LINKS.has(beyond) || matchCooking(tokens, i + hit.n) !== null;
        if (next && !variety && c + 1 + next.n > i + hit.n) {
          const shorter = matchFood(canon, tokens, i, c - i);
          if (shorter) hit = shorter;
        }
        break;
      }
    }
    if (hit && hit.n > 2 && /^(piezas?|presas?|pedazos?|trozos?)$/.test(pending.unitWord ?? "")) {
      // "2 piezas de pollo frito con papas", "un pedazo de pollo frito con tortillas": pieces the plate does
      // not have but the food before its "con" does count that food; what follows "con" is its own item
      const has = (f: Food) => portionsOf(f).some((p) => /\b(pieza|presa|trozo|pedazo)s?\b/.test(p.name));
      const c = tokens.slice(i + 1, i + hit.n - 1).indexOf("con");
      if (c >= 0 && !has(hit.food)) {
        // (a long name may be matched from the "de" before it: "de pollo frito con papas")
        const lead = FILL_LINKS.has(t) ? 1 : 0;
        const shorter = matchFood(canon, tokens, i + lead, c + 1 - lead);
        if (shorter && has(shorter.food)) hit = { ...shorter, n: shorter.n + lead };
      }
    }
    if (hit) {
      const words = tokens.slice(i, i + hit.n);
      // "en el café", "en la ensalada": the article points to where the food went, not to a new food
      const inThe = tokens[i - 2] === "en" && PLACE_ARTICLES.has(tokens[i - 1] ?? "");
      i += hit.n - 1;
      if (negate) {
        negate = false;
        if (
          lastInSegment &&
          familyOf(hit.food.kind) === "bread" &&
          familyOf(lastInSegment.food.kind) === "sandwich"
        ) {
          // "hamburguesa sin pan": the patty (and what is in it) without the bun
          const patty = /hamburgues|burger/.test(lastInSegment.food.id)
            ? aliasFood("carne de hamburguesa")
            : undefined;
          if (patty) lastInSegment.food = patty;
          else lastInSegment.bunless = true;
          lastInSegment.approx = lastInSegment.approx || !patty;
          lastInSegment.words.push("sin", ...words);
        }
        continue;
      }
      const before = tokens[i - words.length];
      if (
        lastUnknown &&
        (before === "de" || before === "del") &&
        lastUnknown.words.length === 1 &&
        lastUnknown.words[0] === tokens[i - words.length - 1] &&
        pending.qty === null &&
        !pending.unitWord &&
        DISH_VARIETIES.has(familyOf(hit.food.kind))
      ) {
        // "seco de cabrito", "sudado de pescado": an unknown dish word that names a category, with the
        // meat or fish it is made of, is that category's dish (approximate), not the bare meat
        const cat = categoryFor(lastUnknown.words[0]);
        if (cat) {
          const u = lastUnknown;
          const d: Draft = newDraft(cat, "exact", false, [...u.words, before, ...words]);
          d.qty = u.qty;
          d.unitWord = u.unitWord;
          if (u.weight) d.weight = u.weight;
          d.approx = true;
          unknowns.splice(unknowns.indexOf(u), 1);
          const um = unmatched.lastIndexOf(u.words[0]);
          if (um >= 0) unmatched.splice(um, 1);
          drafts.push(d);
          lastInSegment = d;
          lastUnknown = null;
          linkSinceLast = null;
          continue;
        }
      }
      const rightAfter =
        lastInSegment !== null && linkSinceLast === null && pending.qty === null && !pending.unitWord;
      if (
        lastInSegment &&
        rightAfter &&
        (lastInSegment.food.id === hit.food.id || lastInSegment.food.id.startsWith(`${hit.food.id}-`))
      ) {
        // "una cerveza corona": a brand or synonym of the same food; "un yogur de fresa danone": a brand
        // of the generic food after the specific one
        lastInSegment.words.push(...words);
        continue;
      }
      if (
        lastInSegment &&
        rightAfter &&
        hit.how !== "fuzzy" &&
        !lastInSegment.fillOf &&
        lastInSegment.role === "main" &&
        familyOf(lastInSegment.food.kind) === familyOf(hit.food.kind) &&
        familyOf(hit.food.kind) !== "other"
      ) {
        // "una taza de cereal frosted flakes", "un refresco sprite": the specific product named right after
        // its generic word is the food, not a second one
        lastInSegment.food = hit.food;
        lastInSegment.words.push(...words);
        continue;
      }
      if (numberInName && lastInSegment && pending.qty === null && !pending.unitWord) {
        numberInName = false;
        lastInSegment.words.push(...words);
        linkSinceLast = null;
        continue;
      }
      if (
        afterUnknownWord &&
        hit.how === "fuzzy" &&
        hit.n === 1 &&
        pending.qty === null &&
        !pending.unitWord
      ) {
        // "tequeños con salsa rosada": a word that only looks like a food ("rosado") right after an unknown
        // word describes it
        unmatched.push(...words);
        continue;
      }
      if (altPending && lastInSegment && pending.qty === null && !pending.unitWord) {
        // "pollo o pavo": one portion of either
        altPending = false;
        lastInSegment.words.push("o", ...words);
        linkSinceLast = null;
        continue;
      }
      if (
        lastInSegment &&
        (linkSinceLast === "con" || linkSinceLast === "de") &&
        bareSinceLast() &&
        lastInSegment.food.liquid &&
        familyOf(lastInSegment.food.kind) === "dairy" &&
        familyOf(hit.food.kind) === "milk" &&
        hit.food.per100g.calories < 80
      ) {
        // "un batido de papaya con leche": a shake or milk drink is made with the milk it names
        lastInSegment.words.push(linkSinceLast, ...words);
        linkSinceLast = null;
        continue;
      }
      if (
        lastInSegment &&
        linkSinceLast === "con" &&
        ((pending.qty === null && !pending.unitWord) || spoonOrFewGrams()) &&
        !lastUnknown &&
        familyOf(lastInSegment.food.kind) === "milk" &&
        (isChocolateMilk(hit.food) ||
          (/polvo/.test(hit.food.id) && !FILL_LINKS.has(tokens[i + 1] ?? "")) ||
          (tokens[i + 1] === "en" && tokens[i + 2] === "polvo"))
      ) {
        // "un vaso de leche con Milo", "leche con chocolate en polvo": the chocolate is the powder stirred
        // into that milk (one serving per glass), not a second glass of chocolate milk
        if (tokens[i + 1] === "en" && tokens[i + 2] === "polvo") i += 2;
        const powder = /polvo/.test(hit.food.id) ? hit.food : powderOf(hit.food);
        if (powder) {
          // "leche 250 ml con 15 g de Cola Cao", "con 2 cucharadas de Milo": the amount written is the powder's
          const measured = pending.qty !== null || pending.unitWord !== null;
          const d = newDraft(powder, hit.how, false, words);
          d.role = "side";
          d.parent = lastInSegment;
          if (!measured)
            d.weight = { grams: POWDER_SERVING_G * countOf(lastInSegment), perPiece: false, ml: false };
          d.approx = true;
          drafts.push(d);
          linkSinceLast = null;
          continue;
        }
      }
      if (
        lastInSegment &&
        (linkSinceLast === "de" || linkSinceLast === "del") &&
        bareSinceLast() &&
        familyOf(lastInSegment.food.kind) === "water" &&
        lastInSegment.nameWords.at(-1) === "agua"
      ) {
        // "agua de horchata", "un vaso de agua de sandía": a flavoured water (agua fresca) is the drink,
        // not a glass of water plus the fruit
        const fresca = hit.food.liquid
          ? hit.food
          : (aliasFood("agua fresca") ?? firstFood("categoria-bebida-de-frutas"));
        if (fresca) {
          lastInSegment.food = fresca;
          lastInSegment.words.push(linkSinceLast, ...words);
          linkSinceLast = null;
          continue;
        }
      }
      if (
        lastInSegment &&
        (linkSinceLast === "con" || linkSinceLast === "de") &&
        bareSinceLast() &&
        /^(cafe|capuchino|cortado|latte)/.test(lastInSegment.food.id) &&
        words.some((w) => PLANT_MILK.test(w)) &&
        words.some((w) => /^(leche|bebida)$/.test(w))
      ) {
        // "un café latte con leche de avena": the plant drink is the coffee's milk (resolveVariant picks the
        // plant-milk latte), not a second glass
        lastInSegment.words.push(linkSinceLast, ...words);
        linkSinceLast = null;
        continue;
      }
      if (
        lastInSegment &&
        linkSinceLast === "en" &&
        bareSinceLast() &&
        (familyOf(hit.food.kind) === "fat" || /^(aceite|manteca|mantequilla|grasa)/.test(hit.food.id)) &&
        FRY_WORD.test(tokens[i - words.length - 1] ?? "")
      ) {
        // "frijoles fritos en manteca", "huevos fritos en mantequilla": the fat is how the food was cooked, in
        // the numbers of a food cooked with fat, else the frying oil; not a spoonful more on the plate
        const f = lastInSegment.food;
        if (
          !lastInSegment.cooking &&
          !f.cooked_with_fat &&
          f.per100g.fat < 5 &&
          !/frit|dorad|salte/.test(normalize(f.name))
        )
          lastInSegment.cooking =
            COOKING.find(
              (c) => c.label === (/^frit/.test(tokens[i - words.length - 1]) ? "frito" : "salteado"),
            ) ?? null;
        lastInSegment.words.push("en", ...words);
        linkSinceLast = null;
        continue;
      }
      if (
        lastInSegment &&
        linkSinceLast === "en" &&
        !inThe &&
        bareSinceLast() &&
        lastInSegment.food.liquid &&
        ["drink", "milk", "dairy"].includes(familyOf(lastInSegment.food.kind)) &&
        (familyOf(hit.food.kind) === "water" || (familyOf(hit.food.kind) === "milk" && hit.food.liquid))
      ) {
        // "jugo de lulo en leche", "jugo de mango en agua": the liquid the drink is blended with, in the same
        // glass; milk takes half of it, water adds nothing
        lastInSegment.words.push("en", ...words);
        // the table's generic "jugo en leche" (fruit, milk and sugar) when it has one, else half milk
        const generic =
          familyOf(hit.food.kind) === "milk"
            ? aliasFood(`${lastInSegment.nameWords[0]} en leche`)
            : undefined;
        if (generic) {
          lastInSegment.food = generic;
          lastInSegment.approx = true;
        } else if (familyOf(hit.food.kind) === "milk") {
          const d = newDraft(hit.food, hit.how, false, words);
          d.role = "side";
          d.parent = lastInSegment;
          d.baseOf = lastInSegment;
          d.approx = true;
          drafts.push(d);
        }
        linkSinceLast = null;
        continue;
      }
      if (lastInSegment && inThe && bareSinceLast()) {
        // "una cucharadita de azúcar en el café", "aceite en la ensalada": the coffee or salad is where it
        // went (logged on its own, if at all), not a second food
        if (isHotDrink(hit.food)) lastInSegment.intoDrink = true;
        lastInSegment.words.push("en", ...words);
        linkSinceLast = null;
        continue;
      }
      if (
        lastInSegment &&
        linkSinceLast === "en" &&
        bareSinceLast() &&
        isComposite(lastInSegment.food) &&
        ["bread", "grain"].includes(familyOf(hit.food.kind)) &&
        isComponentOf(lastInSegment.food, hit.food)
      ) {
        // "quesadillas de queso en tortilla de maíz", "tacos en tortilla de harina": the dough the dish is
        // made in is already in the dish
        lastInSegment.words.push("en", ...words);
        linkSinceLast = null;
        continue;
      }
      if (
        lastInSegment &&
        linkSinceLast === "en" &&
        bareSinceLast() &&
        familyOf(hit.food.kind) === "soup" &&
        familyOf(lastInSegment.food.kind) !== "soup"
      ) {
        // "quinua 50 g en sopa", "fideos en caldo": how the food is served, not a second plate of soup
        lastInSegment.words.push("en", ...words);
        linkSinceLast = null;
        continue;
      }
      if (
        lastInSegment &&
        linkSinceLast !== null &&
        (FILL_LINKS.has(linkSinceLast) || linkSinceLast === "en") &&
        bareSinceLast() &&
        ["sandwich", "bread", "dish", "pizza"].includes(familyOf(lastInSegment.food.kind)) &&
        (familyOf(lastInSegment.food.kind) === "sandwich" || lastInSegment.food.fill_g !== undefined) &&
        familyOf(hit.food.kind) === "bread" &&
        lastInSegment.food.id !== hit.food.id
      ) {
        // "un sándwich de pan integral", "hamburguesa con pan de papa": the bread the sandwich is made with
        lastInSegment.words.push(...words);
        linkSinceLast = null;
        continue;
      }
      if (
        lastInSegment &&
        (linkSinceLast === "de" || linkSinceLast === "del") &&
        bareSinceLast() &&
        lastInSegment.nameWords.length === 1 &&
        SAVOURY_OF[lastInSegment.nameWords[0]] !== undefined &&
        ["cake", "sweet", "biscuit"].includes(familyOf(lastInSegment.food.kind)) &&
        ["meat", "deli", "fish", "egg"].includes(familyOf(hit.food.kind))
      ) {
        // "una torta de carne", "pastel de pollo": a cake is never made "of" meat; the word names the savoury
        // dish (a Mexican torta, a savoury pie) and the meat is its filling
        const savoury = aliasFood(SAVOURY_OF[lastInSegment.nameWords[0]]);
        if (savoury) {
          lastInSegment.food = savoury;
          lastInSegment.approx = true;
          lastInSegment.words.push(linkSinceLast, ...words);
          linkSinceLast = null;
          continue;
        }
      }
      if (
        lastInSegment &&
        (linkSinceLast === "de" || linkSinceLast === "del") &&
        bareSinceLast() &&
        (lastInSegment.food.liquid || familyOf(lastInSegment.food.kind) === "alcohol") &&
        ["fish", "meat", "deli", "egg"].includes(familyOf(hit.food.kind))
      ) {
        // "cóctel de camarón", "coctel de mariscos": a drink is never made "of" shrimp; the food is the dish
        lastInSegment.food = hit.food;
        lastInSegment.approx = true;
        lastInSegment.words.push(...words);
        linkSinceLast = null;
        continue;
      }
      if (
        lastInSegment &&
        bareSinceLast() &&
        (((((linkSinceLast === "de" || linkSinceLast === "del") && !lastInSegment.food.fill_g) ||
          rightAfter ||
          (linkSinceLast === "y" && describedBy === lastInSegment)) &&
          describes(lastInSegment.food, hit.food, linkSinceLast === "y" ? "de" : linkSinceLast)) ||
          (linkSinceLast === "y" &&
            (inDishList as Draft | null) === lastInSegment &&
            listMember(lastInSegment.food, hit.food)))
      ) {
        // "sándwich de miga de jamón y queso": the "y" continues the words that name the dish
        describedBy = lastInSegment;
        // words inside a dish or drink name are not foods of their own: "néctar de durazno", "gaseosa de
        // cola", "lasaña de pollo", "galleta rellena de chocolate", "té helado"
        if (
          familyOf(hit.food.kind) === "fruit" &&
          lastInSegment.nameWords.length === 1 &&
          lastInSegment.food.name.split(" ").length === 1
        ) {
          // a one-word generic name whose fruit variety is its own food in the table: "batido de papaya" is
          // a fruit shake ("batido de frutas"), not the ice-cream milkshake
          const fruitVariant = aliasFood(`${lastInSegment.food.name} de frutas`);
          if (fruitVariant && fruitVariant.id !== lastInSegment.food.id) lastInSegment.food = fruitVariant;
        }
        lastInSegment.words.push(...words);
        linkSinceLast = null;
        continue;
      }
      if (rightAfter && hit.how === "fuzzy" && hit.n === 1) {
        // a word right after a food with no connector is an adjective or a brand ("frijoles charros"),
        // not another food that merely looks like it (churros)
        unmatched.push(...words);
        continue;
      }
      const d = newDraft(hit.food, hit.how, hit.plural, words);
      d.trulyPlural = hit.trulyPlural;
      d.cooking = cookingInName(hit.food, words);
      const link = linkSinceLast;
      const noQty = d.qty === null && !d.unitWord;
      if (lastInSegment?.food.fill_g && link && FILL_LINKS.has(link) && d.qty === null) {
        d.fillOf = lastInSegment;
      } else if (
        lastInSegment?.fillOf &&
        link &&
        d.qty === null &&
        !(link === "y" && NOT_FILLING.has(familyOf(d.food.kind)))
      ) {
        d.fillOf = lastInSegment.fillOf; // "bocadillo de jamón y queso"
      } else if (lastInSegment && link && noQty) {
        // the dish a component refers to: the previous food, or the dish of a previous add-on ("con pollo y crema")
        const chained = link === "y" && (lastInSegment.role === "addon" || absorbedInto === lastInSegment);
        const head: Draft =
          lastInSegment.role === "addon" && lastInSegment.parent && link === "y"
            ? lastInSegment.parent
            : lastInSegment;
        const composite = isComposite(head.food);
        if (
          link === "de" &&
          head === lastInSegment &&
          !composite &&
          FLESH.has(familyOf(head.food.kind)) &&
          FLESH.has(familyOf(d.food.kind))
        ) {
          // "una milanesa de carne", "un filete de res", "una chuleta de cerdo": after a meat or fish, "de" and
          // another meat names which one it is, never a second serving of meat
          head.words.push(...words);
          lastInSegment = head;
          absorbedInto = head;
          linkSinceLast = null;
          continue;
        }
        // a sauce named with "con" is extra ("tacos con guacamole"); with "de" it names the dish's own sauce
        const extraSauce = link === "con" && familyOf(d.food.kind) === "sauce";
        // "elote con mayonesa y queso": the "y" continues the list the dish's own name began with "con"
        // (a bread or a food of its own after "y" is another item: "avena con leche y pan")
        const namedWith =
          link === "y" &&
          head === lastInSegment &&
          head.nameWords.includes("con") &&
          familyOf(d.food.kind) !== "bread" &&
          !NOT_FILLING.has(familyOf(d.food.kind));
        // a food weighed before "con" ("lentejas 70 g en crudo con verduras") is weighed alone: what comes
        // with it is extra, even when the table's version of the dish contains it
        const weighedAlone =
          link === "con" &&
          !COMPOSITE.has(familyOf(head.food.kind)) &&
          (head.weight !== undefined || (head.unitWord !== null && head.unitWord in METRIC));
        // a salad named after "y" is a dish of its own ("arroz con pollo y ensalada"), not the dish's vegetables
        // ... and so is one served "con" a dish that holds no salad itself ("humitas con ensalada de tomate"),
        // except on a closed dish (burger, sandwich), where it is the lettuce and tomato inside
        const ownDish =
          /^ensalada/.test(d.food.id) &&
          (link === "y" ||
            (link === "con" &&
              !/^ensalada/.test(head.food.id) &&
              !CLOSED.has(familyOf(head.food.kind)) &&
              head.food.fill_g === undefined));
        // "tamal con pan", "caldo con pan": bread served with a dish that is not itself a bread container is
        // a piece of bread on the side, not the dish's own dough (unless the dish's name holds it)
        // "una quesadilla con tortilla de harina", "tacos con tortilla de maíz": the tortilla a tortilla dish
        // is made with names its own dough, not one more tortilla on the side
        const ownDough =
          (link === "con" || link === "de" || link === "en") &&
          composite &&
          /^tortilla-de-(maiz|trigo|harina)/.test(d.food.id) &&
          ((head.food.parts ?? []).some((k) => k === "cereal-products" || k === "breads-and-similar") ||
            /^(tacos?|quesadillas?|burritos?|enchiladas?|flautas?|taquitos?|chimichangas?)(-|$)/.test(
              head.food.id,
            )) &&
          d.qty === null &&
          d.unitWord === null;
        const breadBeside =
          link === "con" &&
          familyOf(d.food.kind) === "bread" &&
          !CLOSED.has(familyOf(head.food.kind)) &&
          head.food.fill_g === undefined &&
          !nameHolds(head.food, d.food) &&
          !ownDough;
        if (
          (FILL_LINKS.has(link) || chained || namedWith) &&
          composite &&
          !extraSauce &&
          !weighedAlone &&
          !ownDish &&
          !breadBeside &&
          (ownDough || isComponentOf(head.food, d.food) || nameHolds(head.food, d.food))
        ) {
          // "burrito de frijoles", "enchiladas de pollo": the filling is already in the dish
          lastAbsorbed = { food: d.food, head, words, link };
          head.words.push(...words);
          lastInSegment = head;
          absorbedInto = head;
          linkSinceLast = null;
          continue;
        }
        // after a soup or a drink everything is an add-in; after "con" a starch or vegetable is a side dish
        // ... except on a closed dish (pizza, sandwich, burger), where a vegetable or fruit is a topping
        const closed = CLOSED.has(familyOf(head.food.kind)) || head.food.fill_g !== undefined;
        const yFam = familyOf(d.food.kind);
        const sideDish =
          link === "con" &&
          !head.food.liquid &&
          SIDE_DISH.has(yFam) &&
          !(closed && (yFam === "veg" || yFam === "fruit"));
        // "ensalada con aguacate", "ensalada con tomate y cebolla": a vegetable or fruit on a salad is one of
        // its ingredients, topping-sized, not a side plate of its own (a whole avocado)
        const onSalad =
          (link === "con" || link === "y" || chained) &&
          (/^ensalada/.test(head.food.id) || familyOf(head.food.kind) === "salad") &&
          (yFam === "veg" || yFam === "fruit") &&
          !/^ensalada/.test(d.food.id);
        // "bistec con cebolla y tomate", "hígado frito con cebolla": onion, tomato or pepper with a meat, fish,
        // egg or rice dish is cooked with it (a garnish), not a side plate of raw vegetables
        const garnish =
          (link === "con" || chained) &&
          AROMATIC.test(d.food.id) &&
          GARNISHED.has(familyOf(head.food.kind)) &&
          head.food.fill_g === undefined;
        // "moros y cristianos con lechón", "tacu tacu con bistec": a plate of only starches (rice and beans,
        // potatoes) is the side of the meat or fish served with it, which is a full serving, not a topping
        // ... and so is a plate whose own food is a starch seasoned with sauce, fat or vegetables ("arroz rojo
        // con picadillo", "mangú con salami frito")
        const mainOnStarch =
          link === "con" && (yFam === "meat" || yFam === "fish" || yFam === "deli") && starchPlate(head.food);
        if (
          ((FILL_LINKS.has(link) || chained) &&
            composite &&
            !sideDish &&
            !mainOnStarch &&
            head.food.id !== d.food.id) ||
          onSalad ||
          garnish
        ) {
          d.role = "addon";
          d.parent = head;
        } else if (link === "con" && head.food.id !== d.food.id) {
          d.role = "side";
          d.parent = head;
        } else if (
          link === "y" &&
          (lastInSegment.role === "side" || lastInSegment.fillOf) &&
          SIDE_DISH.has(yFam) &&
          head.food.id !== d.food.id
        ) {
          // "y" continues a "con" list: "3 tortillas con huevo y frijol", "pollo con arroz y ensalada" are
          // side-sized, not a second main plate
          d.role = "side";
          d.parent = lastInSegment.parent ?? lastInSegment.fillOf ?? head;
        } else if (
          link === "y" &&
          (lastInSegment.role !== "main" || head.nameWords.includes("con")) &&
          TOPPINGS.has(yFam) &&
          head.food.id !== d.food.id
        ) {
          // "yogur con fresas y granola", "avena con plátano y nueces": a topping that continues a "con"
          // list is a topping-sized amount, not a bowl of granola or four handfuls of nuts
          d.role = "addon";
          d.parent = lastInSegment.parent ?? head;
        }
      }
      if (familyOf(d.food.kind) === "bread" && (d.qty !== null || tokens[i - words.length] === "en"))
        d.wholeRoll = true;
      drafts.push(d);
      lastInSegment = d;
      lastUnknown = null;
      altPending = false;
      absorbedInto = null;
      linkSinceLast = null;
      continue;
    }

    if ((t === "o" || t === "u") && lastInSegment && !lastUnknown && pending.qty === null) {
      altPending = true;
      linkSinceLast = t;
      continue;
    }
    if (SPLITTERS.has(t)) {
      // "y"/"con" end the pending quantity of a food that already has one
      linkSinceLast = t;
      if (pending.unitWord || pending.qty !== null) {
        // "una caña y ..." -> treat as segment end for that measure
        if (pending.unitWord) flushSegmentKeepLast();
      }
      negate = false;
      continue;
    }
    if (STOPWORDS.has(t)) {
      if (lastInSegment) linkSinceLast = linkSinceLast ?? t;
      continue;
    }
    if (t.length >= 2 && !/^\d/.test(t)) {
      unmatched.push(t);
      if (t.length < 3 || t === "cada") continue;
      const hasQty = pending.qty !== null || pending.unitWord !== null;
      if (
        lastUnknown &&
        !hasQty &&
        (tokens[i - 1] === lastUnknown.words.at(-1) || FILL_LINKS.has(tokens[i - 1]))
      ) {
        // "paila marina", "sopa de provoleta": one unknown item of several words
        lastUnknown.words.push(t);
        continue;
      }
      const splitBefore = linkSinceLast !== null && SPLITTERS.has(linkSinceLast);
      const next = tokens[i + 1];
      const after = hasQty && (next === "de" || next === "del") ? matchFood(canon, tokens, i + 2) : null;
      const categoryDish =
        after !== null && DISH_VARIETIES.has(familyOf(after.food.kind)) && categoryFor(t) !== undefined;
      if (after !== null && !categoryDish) {
        // "un puño de cacahuates", "un bowl grande de …": an unknown measure word, the quantity stays with the food
        continue;
      }
      if (hasQty || !lastInSegment || splitBefore) {
        // an unknown food keeps its own quantity ("una kombucha de 355 ml y una taza de helado")
        const u: UnknownDraft = { words: [t], qty: pending.qty, unitWord: pending.unitWord };
        pending = freshPending();
        unknowns.push(u);
        lastUnknown = u;
        continue;
      }
      if (linkSinceLast === "de" || linkSinceLast === "del") {
        // "sopa de provoleta", "pan de …", "jugo de …": a known category with an unknown variety; the
        // category's generic food stands in for it, marked approximate
        lastInSegment.approx = true;
        const cat = categoryFood(lastInSegment.food);
        if (cat) lastInSegment.food = cat;
      }
    }
  }
  flushSegment();

  function flushSegmentKeepLast() {
    const hit = pending.unitWord ? unitAsFood(pending.unitWord) : undefined;
    if (hit) {
      const d = newDraft(hit.food, "exact", false, []);
      drafts.push(d);
      lastInSegment = d;
    }
  }

  // an unknown food named with a category word ("guiso de …", "tarta de …") gets the category's values;
  // so does one served in a measure that says what it is ("un vaso de colombiana" is a soft drink, "una
  // bolsa de takis" a salty snack); when nothing else in the description is a food, an unknown food with
  // an amount ("una chalupa", "2 baleadas") is a generic dish rather than a refused meal
  const nothingKnown = drafts.length === 0;
  for (const u of [...unknowns]) {
    const cat =
      categoryOfUnknown(u.words) ??
      (u.unitWord && /^barr/.test(u.unitWord)
        ? firstFood("categoria-barra", "barrita-de-chocolate")
        : undefined) ??
      categoryOfMeasure(u.unitWord) ??
      // "una kombucha de 355 ml": measured in millilitres, it is a drink
      (u.weight?.ml || (u.unitWord && ML_UNITS.has(u.unitWord))
        ? firstFood("categoria-refresco")
        : undefined) ??
      // "un Chokis de 60 g y un café": a weight in grams says the user ate that much of a food, even one the
      // table does not know; it is estimated by its weight (marked approximate), not dropped
      (!nothingKnown && looksLikeFood(u) && weighedInGrams(u) ? unknownByWeight(u) : undefined) ??
      (nothingKnown && looksLikeFood(u)
        ? // "2 baleadas", "una chalupa": counted with no measure, a piece of a snack-like dish (a filled
          // dough, ≈ 105 g and 300 kcal), not a 255 g plate of stew each
          !u.unitWord && !u.weight
          ? firstFood("categoria-empanada", "categoria-guiso")
          : unknownByWeight(u)
        : undefined);
    if (!cat) continue;
    const d: Draft = {
      food: cat,
      how: "exact",
      plural: false,
      qty: u.qty,
      vague: null,
      unitWord: u.unitWord,
      size: 1,
      sizeWords: [],
      cooking: null,
      words: u.words,
      fillOf: null,
      role: "main",
      nameWords: u.words,
      parent: null,
      segment: -1,
      weight: u.weight,
      mods: new Set(),
      approx: true,
    };
    drafts.push(d);
    unknowns.splice(unknowns.indexOf(u), 1);
  }
  const unknown: UnknownItem[] = unknowns.map((u) => ({
    text: u.words.join(" "),
    quantity: u.weight ? u.weight.grams : u.qty,
    unit: u.weight ? "g" : (u.unitWord ?? null),
  }));
  // "un combo de big mac": a fast-food meal is the main, medium fries and a medium soft drink, unless the
  // description names its own side or drink ("combo de whopper con aros de cebolla y té")
  combos.forEach((at, k) => {
    const mine = drafts.slice(at, combos[k + 1] ?? drafts.length);
    const main = mine[0];
    if (!main || !["sandwich", "pizza", "meat"].includes(familyOf(main.food.kind))) return;
    const add = (food: Food | undefined, grams: number) => {
      if (!food) return;
      const d = newDraft(food, "exact", false, []);
      d.segment = main.segment;
      d.weight = { grams, perPiece: false, ml: false };
      d.approx = true;
      drafts.splice(drafts.indexOf(mine[mine.length - 1]) + 1, 0, d);
      mine.push(d);
    };
    const side = mine.slice(1).some((d) => !d.food.liquid && familyOf(d.food.kind) !== "sauce");
    const drink = mine.some(
      (d) => d.food.liquid || ["drink", "water", "alcohol", "milk"].includes(familyOf(d.food.kind)),
    );
    if (!side) add(firstFood("patatas-fritas"), 115);
    // a medium fountain drink: 21 fl oz (FNDDS), about 620 ml
    if (!drink) add(firstFood("refresco"), 640);
  });
  // fries (or onion rings) named with no amount next to a burger or sandwich are the fast-food order (FNDDS
  // medium, 115 g), not a plate of chips: "una hamburguesa con queso y papas fritas"
  // (fried chicken too: "2 piezas de pollo frito con papas")
  if (drafts.some((d) => familyOf(d.food.kind) === "sandwich" || /^pollo-frito/.test(d.food.id)))
    for (const d of drafts) {
      // "hamburguesa con queso y papas", "un hot dog y papas": next to a burger, potatoes are its fries
      if (
        /^(patata|papa)$/.test(d.food.id) &&
        !d.cooking &&
        d.qty === null &&
        !d.unitWord &&
        !d.weight &&
        !d.fillOf &&
        d.role !== "addon"
      )
        d.food = firstFood("patatas-fritas") ?? d.food;
      if (
        /^(patatas-fritas|aros-de-cebolla)$/.test(d.food.id) &&
        d.qty === null &&
        !d.unitWord &&
        !d.weight &&
        !d.sizeWords.length &&
        !d.fillOf
      )
        d.weight = { grams: 115, perPiece: false, ml: false };
    }
  for (const d of drafts) if (d.fillOf) d.fillOf.wholeRoll = true;
  for (const d of drafts) {
    // "una tortilla de espinacas", "tortilla de jamón y queso": a tortilla "de" a vegetable, meat, fish or
    // cheese is an omelette with it (a corn or flour tortilla is named by its flour), not a corn tortilla
    const t = d.deOf;
    if (
      t &&
      t.food.id === "tortilla-de-maiz" &&
      t.nameWords.length === 1 &&
      !t.plural &&
      (t.qty === null || t.qty <= 1) &&
      !/^nopal/.test(d.food.id) &&
      ["veg", "meat", "deli", "cheese", "fish", "tuber"].includes(familyOf(d.food.kind))
    ) {
      const omelette = firstFood("tortilla-francesa");
      if (!omelette) continue;
      t.food = omelette;
      if (d.role === "main" && d.qty === null && !d.unitWord && !d.weight) {
        d.role = "side";
        d.parent = t;
      }
    }
  }
  drafts.forEach((d, k) => {
    // "pozole con dos tostadas", "ceviche con tostadas", "caldo de res con tostadas": a bare "tostada" served
    // with a soup or a fish or seafood dish is the fried corn tostada (12 g), not a 35 g slice of toast
    const prev = drafts[k - 1];
    if (
      d.food.id !== "tostada" ||
      d.nameWords.length !== 1 ||
      d.weight ||
      d.unitWord ||
      !prev ||
      prev.segment !== d.segment ||
      !isSoupOrSeafood(prev.food)
    )
      return;
    const shell = firstFood("tostada-de-maiz");
    if (!shell) return;
    d.food = shell;
    if (d.qty === null) d.qty = d.plural ? 2 : 1;
    d.role = "main";
  });
  for (const x of drafts) if (x.role === "side" && x.parent) x.parent.hasSide = true;
  const items = drafts.map(resolveVariant).map(toItem);
  // a weighed dish or sandwich already contains the fillings and toppings it names ("un sándwich de
  // jamón de 120 g" is 120 g in all): their grams come out of the dish's weight
  drafts.forEach((d, k) => {
    const head = d.fillOf ?? d.parent;
    // only a weight written after the whole dish ("de 120 g"); "100 g de pan con queso" weighs the bread
    if (!head?.weight || d.weight || d.qty !== null || d.unitWord) return;
    // "pan integral 50g con aguacate": the weight came before the topping, so it weighs the bread alone
    // (a weight the engine chose, such as one serving of a powder, never weighs what comes with it)
    if (head.weight.after === undefined || k >= head.weight.after) return;
    const h = drafts.indexOf(head);
    if (h < 0) return;
    // the named component is a minor part of the weighed dish ("arroz con coco 200 g"); of a salad or a
    // soup, whose base is mostly water, up to half ("una ensalada de pollo de 250 g")
    const total = items[h].grams;
    const share = head.food.per100g.calories < LOW_DENSITY_KCAL ? 0.5 : 0.3;
    const take = Math.min(items[k].grams, total * share);
    items[k].grams = take;
    items[h].grams = total - take;
    if (items[k].cooking) items[k].cooking = undefined;
  });
  // "jugo de lulo en leche": the milk is half of the glass the drink was served in
  drafts.forEach((d, k) => {
    const h = d.baseOf ? drafts.indexOf(d.baseOf) : -1;
    if (h < 0) return;
    const half = items[h].grams / 2;
    items[h].grams = half;
    items[k].grams = half;
    items[k].quantity = Math.round(half);
    items[k].unit = "g";
  });
  return { items, unmatched, unknown };
}

type Mod = "dry" | "powder" | "light" | "nosugar" | "syrup" | "skin" | "skinless" | "plain";
/** State and variant words after a food, longest first. */
const MODIFIERS: { words: string[]; key: Mod }[] = (
  [
    ["peso en crudo", "dry"],
    ["peso en seco", "dry"],
    ["peso crudo", "dry"],
    ["peso seco", "dry"],
    ["en crudo", "dry"],
    ["en seco", "dry"],
    ["sin cocer", "dry"],
    ["sin cocinar", "dry"],
    ["seco", "dry"],
    ["secos", "dry"],
    ["seca", "dry"],
    ["secas", "dry"],
    ["crudo", "dry"],
    ["cruda", "dry"],
    ["crudos", "dry"],
    ["crudas", "dry"],
    ["en polvo", "powder"],
    ["polvo", "powder"],
    ["bajo en grasa", "light"],
    ["baja en grasa", "light"],
    ["bajos en grasa", "light"],
    ["bajas en grasa", "light"],
    ["reducido en grasa", "light"],
    ["reducida en grasa", "light"],
    ["sin grasa", "light"],
    ["light", "light"],
    ["lite", "light"],
    ["ligero", "light"],
    ["ligera", "light"],
    ["desnatado", "light"],
    ["desnatada", "light"],
    ["descremado", "light"],
    ["descremada", "light"],
    ["magro", "light"],
    ["magra", "light"],
    ["magros", "light"],
    ["magras", "light"],
    ["baja en azucar", "nosugar"],
    ["bajos en azucar", "nosugar"],
    ["bajas en azucar", "nosugar"],
    ["reducido en azucar", "nosugar"],
    ["reducida en azucar", "nosugar"],
    ["sin azucar anadido", "nosugar"],
    ["sin azucar anadida", "nosugar"],
    ["sin azucares anadidos", "nosugar"],
    ["sin azucar", "nosugar"],
    ["sin azucares", "nosugar"],
    ["bajo en azucar", "nosugar"],
    ["zero", "nosugar"],
    ["cero", "nosugar"],
    ["diet", "nosugar"],
    ["dieta", "nosugar"],
    ["en almibar", "syrup"],
    ["almibar", "syrup"],
    // "muslo de pollo con piel 200 g", "pechuga sin piel": how the piece was eaten, never a food "piel"
    ["con piel", "skin"],
    ["con su piel", "skin"],
    ["con pellejo", "skin"],
    ["con cuero", "skin"],
    ["sin piel", "skinless"],
    ["sin pellejo", "skinless"],
    ["sin cuero", "skinless"],
    ["con hueso", "plain"],
    ["sin hueso", "plain"],
    ["deshuesado", "plain"],
    ["deshuesada", "plain"],
    ["con cascara", "plain"],
    ["sin cascara", "plain"],
  ] as [string, Mod][]
).map(([w, key]) => ({ words: w.split(" "), key }));

/**
 * Where a dish is from, after the dish ("migas extremeñas", "arroz con leche asturiano", "humitas chilenas",
 * "curry verde tailandés"): the same dish, not an unknown word, unless the pair names a row of its own
 * ("sándwich cubano", "queso manchego" are matched whole before this applies) (decision 0052).
 */
const DEMONYMS = (
  "asturiano asturiana asturianos asturianas gallego gallega gallegos gallegas vasco vasca vascos vascas " +
  "valenciano valenciana valencianos valencianas canario canaria canarios canarias castellano castellana " +
  "castellanos castellanas madrileno madrilena madrilenos madrilenas murciano murciana murcianos murcianas " +
  "extremeno extremena extremenos extremenas jerezano jerezana jerezanos jerezanas maragato maragata " +
  "maragatos maragatas riojano riojana riojanos riojanas navarro navarra navarros navarras chileno chilena " +
  "chilenos chilenas ecuatoriano ecuatoriana ecuatorianos ecuatorianas boliviano boliviana bolivianos " +
  "bolivianas paceno pacena pacenos pacenas paraguayo paraguaya paraguayos paraguayas uruguayo uruguaya " +
  "uruguayos uruguayas argentino argentina argentinos argentinas peruano peruana peruanos peruanas " +
  "colombiano colombiana colombianos colombianas venezolano venezolana venezolanos venezolanas dominicano " +
  "dominicana dominicanos dominicanas puertorriqueno puertorriquena puertorriquenos puertorriquenas " +
  "mexicano mexicana mexicanos mexicanas italiano italiana italianos italianas americano americana " +
  "americanos americanas tipico tipica tipicos tipicas aragones aragonesa aragoneses aragonesas catalan " +
  "catalana catalanes catalanas andaluz andaluza andaluces andaluzas leones leonesa tailandes tailandesa " +
  "japones japonesa libanes libanesa espanol espanola espanoles espanolas canadiense canadienses boricua " +
  "boricuas tradicional tradicionales"
).split(" ");

/**
 * Colour, variety and cut words that name a kind of the food before them without changing what it is
 * ("cebolla blanca", "limón verde", "papa nativa", "langostinos pelados", "nata líquida"): skipped after a
 * food when no row is named by the pair (decision 0050).
 */
const QUALIFIERS = new Set(
  (
    "amarillo amarilla amarillos amarillas verde verdes blanco blanca blancos blancas rojo roja rojos rojas " +
    "rosado rosada rosados rosadas morado morada morados moradas negro negra negros negras " +
    "criollo criolla criollos criollas nativo nativa nativos nativas tierno tierna tiernos tiernas " +
    "crespo crespa crespos crespas pelado pelada pelados peladas picado picada picados picadas " +
    "fileteado fileteada fileteados fileteadas deshidratado deshidratada deshidratados deshidratadas " +
    "congelado congelada congelados congeladas mixto mixta mixtos mixtas liquido liquida " +
    "organico organica organicos organicas agrio agria agrios agrias"
  )
    .split(" ")
    .concat(DEMONYMS),
);

function matchModifier(tokens: string[], i: number): { key: Mod; len: number } | null {
  for (const m of MODIFIERS)
    if (m.words.every((w, k) => tokens[i + k] === w)) return { key: m.key, len: m.words.length };
  return null;
}

const ML_UNITS = new Set(["ml", "l", "cl", "dl", "cc", "litro", "litros", "mililitros", "mililitro", "lt"]);

/** Articles after "en" that point to a place already named ("en el café"). */
const PLACE_ARTICLES = new Set(["el", "la", "los", "las", "mi", "su"]);

/** Families that take a flavour or variety after "de" ("yogur de fresa", "néctar de durazno"). */
const FLAVOURED = new Set<Family>([
  "drink",
  "alcohol",
  "milk",
  "dairy",
  "icecream",
  "biscuit",
  "cake",
  "sweet",
  "chocolate",
  "bar",
  "cereal",
]);
const FLAVOURS = new Set<Family>([
  "fruit",
  "chocolate",
  "nuts",
  "sweet",
  "veg",
  "drink",
  "cereal",
  "alcohol",
  "grain",
]);
/** What the "de" of a prepared dish names: its variety ("lasaña de pollo", "empanada de queso"). */
const DISH_VARIETIES = new Set<Family>(["meat", "deli", "fish", "cheese", "veg", "legume", "egg", "tuber"]);

/** Does `y`, written right after `head` (with "de" or nothing), describe it rather than add a food? */
/** The dish's own name already says it holds the food ("caldo de pollo con verduras" + "verduras"). */
function nameHolds(dish: Food, food: Food): boolean {
  const name = ` ${normalize(dish.name)} `;
  const own = normalize(food.name).replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  return (
    dish.id !== food.id && / (de|con|y) /.test(name) && new RegExp(` (de|con|y) (\\S+ )*${own} `).test(name)
  );
}

/** A food that can be one of the listed ingredients of the dish `head` ("ensalada de lechuga, tomate y …"). */
function listMember(head: Food, y: Food): boolean {
  if (describes(head, y, "de") || isComponentOf(head, y)) return true;
  const hf = familyOf(head.kind);
  const yf = familyOf(y.kind);
  return hf === yf && (hf === "veg" || hf === "fruit");
}

function describes(head: Food, y: Food, link: string | null): boolean {
  if (head.id === y.id) return true; // "gaseosa de cola", "una cerveza corona"
  const hf = familyOf(head.kind);
  const yf = familyOf(y.kind);
  if (link === null) return !!head.liquid && yf === "icecream"; // "té helado": iced, not ice cream
  if (FLAVOURED.has(hf) && FLAVOURS.has(yf)) return true;
  if ((hf === "dish" || hf === "pizza") && DISH_VARIETIES.has(yf)) return true;
  return false;
}

/** Spanish words of a category and the `categoria-…` food that stands for its unknown varieties. */
const CATEGORY_WORDS: Record<string, string> = {
  zumo: "jugo",
  nectar: "jugo",
  tarta: "pay",
  pay: "pay",
  torta: "pastel",
  bizcocho: "pastel",
  queque: "pastel",
  guisado: "guiso",
  estofado: "guiso",
  caldo: "sopa",
  crema: "sopa",
  consome: "sopa",
  licuado: "batido",
  galletita: "galleta",
  bollo: "bolleria",
  gaseosa: "refresco",
  soda: "refresco",
  fideo: "pasta",
  tallarin: "pasta",
  dulce: "dulce",
  golosina: "dulce",
  bebida: "bebida-de-frutas",
  agua: "bebida-de-frutas",
  fresco: "bebida-de-frutas",
  frijol: "legumbres",
  poroto: "legumbres",
  lenteja: "legumbres",
  emparedado: "sandwich",
  bocadillo: "sandwich",
  sandwich: "sandwich",
  carne: "carne",
  pescado: "pescado",
  marisco: "marisco",
  cereal: "cereal",
  atole: "cereal-cocido",
  seco: "guiso",
  sudado: "guiso",
  picante: "guiso",
  chupe: "sopa",
  sancochado: "sopa",
  caldillo: "sopa",
  chilcano: "sopa",
  cazuela: "guiso",
  mazamorra: "cereal-cocido",
};

/** The category food for a word ("sopa" → categoria-sopa, "zumo" → categoria-jugo), if the table has it. */
function categoryFor(word: string): Food | undefined {
  const forms = [word, ...singularCandidates(word)];
  return firstFood(
    ...forms.map((w) => `categoria-${w}`),
    ...forms.filter((w) => CATEGORY_WORDS[w]).map((w) => `categoria-${CATEGORY_WORDS[w]}`),
  );
}

/** Generic food of a known food's category ("categoria-sopa") when the table has one. */
function categoryFood(food: Food): Food | undefined {
  if ((food as { category?: boolean }).category) return undefined;
  return categoryFor(tokenize(food.name)[0] ?? "");
}

/** The category an unknown food's measure implies: a glass or can holds a drink, a bag a snack. */
const MEASURE_CATEGORY: Record<string, string[]> = {
  vaso: ["categoria-refresco"],
  lata: ["categoria-refresco"],
  botella: ["categoria-refresco"],
  jarra: ["categoria-refresco"],
  brik: ["categoria-jugo"],
  cajita: ["categoria-jugo"],
  bolsa: ["categoria-snack"],
  paquete: ["categoria-snack"],
  plato: ["categoria-guiso"],
  tazon: ["categoria-sopa"],
  racion: ["categoria-guiso"],
  // beer measures: "una caguama de Tecate", "un tercio de Alhambra" are beers of a brand the table lacks
  caguama: ["cerveza"],
  caguamon: ["cerveza"],
  litrona: ["cerveza"],
  tercio: ["cerveza"],
  quinto: ["cerveza"],
  cana: ["cerveza"],
  botellin: ["cerveza"],
};
function categoryOfMeasure(unitWord: string | null): Food | undefined {
  if (!unitWord || unitWord in METRIC) return undefined;
  const unit = HOUSEHOLD[unitWord]?.unit;
  const ids = unit ? MEASURE_CATEGORY[unit] : undefined;
  return ids ? firstFood(...ids) : undefined;
}

/** Words that say no food was eaten ("nada", "ayuno") or are not a meal at all. */
const NOT_A_MEAL = new Set([
  "nada",
  "ayuno",
  "ayune",
  "nothing",
  "hola",
  "prueba",
  "test",
  "ninguno",
  "ninguna",
]);
/** An unknown item that reads as a named food: an amount, letters only, a word of 4+ letters. */
function looksLikeFood(u: UnknownDraft): boolean {
  if (u.qty === null && !u.unitWord && !u.weight) return false;
  if (u.words.some((w) => NOT_A_MEAL.has(w))) return false;
  return u.words.length <= 4 && u.words.some((w) => /^[a-z]{4,}$/.test(w));
}

/** Category words whose unknown varieties get the category's typical values ("guiso de …"). */
function categoryOfUnknown(words: string[]): Food | undefined {
  return categoryFor(words[0] ?? "");
}

/** Measures a Spanish bar serves food by (a "tortilla" served this way is the potato omelette). */
const SPANISH_SERVINGS = new Set(["tapa", "pincho", "racion", "trozo", "rebanada", "porcion", "cuna"]);
const PLANT_MILK = /^(soja|soya|avena|almendra|almendras|coco|arroz|anacardo|vegetal)$/;
const LIQUID_MEASURES = new Set(["vaso", "botella", "botellita", "brik", "jarra", "pinta"]);
/** Cooked-to-dry weight ratios when the table has no raw variant (USDA yields). */
const DRY_FACTOR: [RegExp, number][] = [
  [/^(arroz|quinoa|quinua|cuscus|bulgur|trigo)/, 2.7],
  [/^(pasta|fideo|macarron|espagueti|tallarin|lasana|noodle)/, 2.3],
  [/^(lenteja|garbanzo|frijol|judia|alubia|poroto|haba|caraota|habichuela|arveja|guisante)/, 2.6],
];

/** States and variants: dry weight, powder, light, no sugar, syrup, drinks by measure, fast-food fries. */
function resolveVariant(d: Draft): Draft {
  const food = d.food;
  const fam = familyOf(food.kind);
  const metric = d.weight !== undefined || (d.unitWord !== null && d.unitWord in METRIC);
  const name = food.name;
  // a glass of a drink powder is the prepared drink ("un vaso de jugo en polvo"), never 240 g of powder; so
  // is a volume of it ("medio litro de jugo en polvo")
  const powderVolume = d.weight?.ml === true || (d.unitWord !== null && ML_UNITS.has(d.unitWord));
  if (
    d.unitWord &&
    (!metric || powderVolume) &&
    !food.liquid &&
    (powderVolume ||
      LIQUID_MEASURES.has(HOUSEHOLD[d.unitWord]?.unit ?? "") ||
      HOUSEHOLD[d.unitWord]?.unit === "taza") &&
    / en polvo$|^polvo /.test(name)
  ) {
    const prepared =
      firstFood(`${food.id}-preparado`, `${food.id}-preparada`) ??
      aliasFood(`${name} preparado`) ??
      aliasFood(`${name} preparada`);
    if (prepared) d.food = prepared;
    else if (!metric) {
      // no prepared version in the table: one serving of powder per glass
      const serving = portionsOf(food)?.[0]?.grams ?? 20;
      d.weight = { grams: serving, perPiece: true, ml: false };
      d.approx = true;
    }
    return d;
  }
  // drinks read as drinks: "un vaso de chocolate con leche" is chocolate milk, "un vaso de naranja" juice
  // "240 ml de chocolate con leche", "300 ml de guayaba": a volume of a solid chocolate or fruit is its drink
  const byVolume =
    ((d.unitWord !== null && ML_UNITS.has(d.unitWord)) || d.weight?.ml === true) &&
    (fam === "chocolate" || fam === "fruit");
  if (
    (byVolume || (d.unitWord && LIQUID_MEASURES.has(HOUSEHOLD[d.unitWord]?.unit ?? ""))) &&
    !food.liquid &&
    !d.mods.has("powder")
  ) {
    let drink: Food | undefined;
    if (fam === "chocolate" || food.id === "colacao-en-polvo")
      drink = firstFood("batido-de-chocolate", "chocolate-a-la-taza");
    else if (fam === "fruit")
      drink = aliasFood(`zumo de ${name}`) ?? aliasFood(`jugo de ${name}`) ?? firstFood("zumo");
    else if ((fam === "cereal" || fam === "grain") && food.per100g.calories > 300)
      // "un vaso de avena": a glass of a dry cereal is the drink made with it (atole, colada)
      drink =
        aliasFood(`atole de ${name} con leche`) ??
        aliasFood(`atole de ${name}`) ??
        (starchBySpoon(food) ? firstFood("atole") : undefined);
    if (drink) d.food = drink;
  } else if (
    d.unitWord &&
    !metric &&
    /^(taza|tazon)$/.test(HOUSEHOLD[d.unitWord]?.unit ?? "") &&
    (fam === "cereal" || fam === "grain") &&
    starchBySpoon(food)
  ) {
    // "una taza de maicena", "un tazón de harina de maíz": nobody eats a cup of raw starch; it is the atol
    // made with it (Central America), not the 10 g spoonful of the food's default portion
    const drink = aliasFood(`atole de ${name}`) ?? aliasFood(`atol de ${name}`) ?? firstFood("atole");
    if (drink) {
      d.food = drink;
      d.approx = true;
    }
  } else if (
    d.unitWord &&
    HOUSEHOLD[d.unitWord]?.unit === "taza" &&
    fam === "chocolate" &&
    food.id !== "colacao-en-polvo"
  ) {
    const hot = firstFood("chocolate-a-la-taza");
    if (hot) d.food = hot;
  }
  // "un latte con leche de avena", "café con leche de soja": a coffee made with a plant drink
  if (/^(cafe-con-leche|capuchino|cortado|cafe-latte|latte)/.test(d.food.id) && !/vegetal/.test(d.food.id)) {
    const w = d.words;
    const plant = w.some(
      (x, k) =>
        PLANT_MILK.test(x) &&
        k > 0 &&
        (w[k - 1] === "de" || w[k - 1] === "con") &&
        w.slice(0, k).some((y) => /^(leche|bebida)$/.test(y)),
    );
    const veg = plant ? firstFood("cafe-latte-con-leche-vegetal") : undefined;
    if (veg) {
      // the cup of the coffee that was named ("café con leche de avena" is a cup, not a 360 ml take-away)
      const cup = portionsOf(d.food)[0]?.grams;
      if (cup && !d.unitWord && !d.weight && !d.sizeWords.length)
        d.weight = { grams: cup, perPiece: true, ml: false };
      d.food = veg;
    }
  }
  if (
    d.fillOf &&
    /^tortilla-de-(maiz|harina)$/.test(food.id) &&
    /^(bocadillo|bocata|pan)/.test(d.fillOf.food.id)
  ) {
    // "bocata de tortilla": in bread, a tortilla is the Spanish omelette, not a corn tortilla
    d.food = aliasFood("tortilla de patatas") ?? food;
  }
  if (
    !d.fillOf &&
    food.id === "tortilla-de-maiz" &&
    d.nameWords.length === 1 &&
    d.unitWord &&
    SPANISH_SERVINGS.has(HOUSEHOLD[d.unitWord]?.unit ?? "")
  ) {
    // "una tapa de tortilla", "un pincho de tortilla", "una ración de tortilla": a bar in Spain serves the
    // potato omelette; corn tortillas are counted, not served by the tapa or the slice
    d.food = aliasFood("tortilla de patatas") ?? food;
  }
  if (
    d.role === "side" &&
    d.parent &&
    familyOf(d.parent.food.kind) === "sandwich" &&
    /^patata$|^papa$/.test(food.id)
  ) {
    // "hamburguesa con papas": fries, not boiled potatoes; a fast-food order is about 115 g (FNDDS medium)
    d.food = firstFood("patatas-fritas") ?? food;
    if (d.qty === null && !d.unitWord && !d.weight && !d.sizeWords.length)
      d.weight = { grams: 115, perPiece: false, ml: false };
  }
  for (const m of d.mods) {
    const f = d.food;
    const ff = familyOf(f.kind);
    let v: Food | undefined;
    if (m === "dry" && metric && (ff === "grain" || ff === "legume") && f.per100g.calories < 250) {
      v =
        firstFood(`${f.id}-crudo`, `${f.id}-cruda`, `${f.id}-seco`, `${f.id}-seca`) ??
        aliasFood(`${f.name} crudo`) ??
        aliasFood(`${f.name} cruda`) ??
        aliasFood(`${f.name} en seco`);
      if (!v && /^arroz/.test(f.id)) v = firstFood("arroz-crudo");
      if (!v && /^pasta/.test(f.id)) v = firstFood("pasta-cruda");
      if (!v) {
        // no raw variant: the cooked food, weighed as it would be once cooked
        const factor = DRY_FACTOR.find(([re]) => re.test(f.id))?.[1] ?? 2.5;
        d.dryFactor = factor;
        d.approx = true;
      }
    } else if (
      m === "powder" &&
      metric &&
      (f.liquid || ff === "drink" || ff === "milk" || ff === "chocolate")
    ) {
      v =
        aliasFood(`${f.name} en polvo`) ??
        (ff === "milk" ? firstFood("leche-en-polvo") : undefined) ??
        firstFood("jugo-en-polvo", "refresco-en-polvo", "bebida-en-polvo");
      if (!v) {
        v = firstFood("colacao-en-polvo"); // a sweetened drink powder: the closest the table has
        d.approx = true;
      }
    } else if (m === "light") {
      v =
        aliasFood(`${f.name} light`) ??
        aliasFood(`${f.name} desnatado`) ??
        aliasFood(`${f.name} desnatada`) ??
        aliasFood(`${f.name} bajo en grasa`) ??
        (tokenize(f.name).length === 1 ? aliasFood(`${f.name} light`) : undefined);
      if (!v && /^refresco/.test(f.id)) v = firstFood("refresco-light");
      if (!v && f.per100g.fat > 2) {
        d.adjust = { ...d.adjust, fat: 0.5 };
        d.approx = true;
      } else if (!v && (ff === "sweet" || ff === "drink") && f.per100g.sugar > 10) {
        // light jam or syrup: about half the sugar
        d.adjust = { ...d.adjust, sugar: 0.5 };
        d.approx = true;
      } else if (!v && f.per100g.sugar > 5 && f.per100g.fat <= 2) {
        // a fat-free sweet food sold "light" (gelatina, flavoured water) is the sugar-free one
        d.adjust = { ...d.adjust, sugar: 0.2 };
        d.approx = true;
      }
    } else if (m === "nosugar") {
      v =
        aliasFood(`${f.name} zero`) ??
        aliasFood(`${f.name} sin azucar`) ??
        aliasFood(`${f.name} light`) ??
        (/^(refresco|gaseosa|cola)/.test(f.id) ? firstFood("refresco-light") : undefined);
      if (!v && f.per100g.sugar > 3 && ff !== "milk" && ff !== "fruit") {
        d.adjust = { ...d.adjust, sugar: 0.2 };
        d.approx = true;
      }
    } else if (m === "skin" && (ff === "meat" || ff === "fish")) {
      // the table's "… con piel" row (meat and skin) when it has one; otherwise poultry meat eaten with
      // its skin has about twice the fat of the meat alone (CIQUAL 36004 vs 36006, FNDDS skin eaten/not)
      const stem = f.name.replace(/ \(.*\)$/, "");
      v =
        aliasFood(`${stem} con piel`) ??
        aliasFood(`${stem} asado con piel`) ??
        aliasFood(`${stem} asada con piel`);
      if (!v && /pollo|pavo|pato|gallina/.test(f.id) && f.per100g.fat < 8 && !/con-piel/.test(f.id)) {
        d.adjust = { ...d.adjust, fat: 2 };
        d.approx = true;
      }
    } else if (m === "skinless" && (ff === "meat" || ff === "fish")) {
      const stem = f.name.replace(/ \(.*\)$/, "");
      v = aliasFood(`${stem} sin piel`);
    } else if (m === "syrup" && ff === "fruit") {
      v = aliasFood(`${f.name} en almibar`) ?? firstFood("melocoton-en-almibar");
      if (v && !aliasFood(`${f.name} en almibar`)) d.approx = true;
    }
    if (v && v.id !== f.id) d.food = v;
  }
  return d;
}

/** Density of a drink (g per ml): milk 1.03, sugary drinks and juices 1.04, spirits 0.95, oil 0.92. */
function density(food: Food): number {
  const fam = familyOf(food.kind);
  if (fam === "milk" || fam === "dairy") return 1.03;
  if (fam === "fat") return 0.92;
  if (fam === "alcohol") return food.per100g.calories > 150 ? 0.95 : 1;
  if (fam === "drink") return food.per100g.sugar > 5 ? 1.04 : 1;
  return 1;
}

/** Hard bounds: no item above 5 kg, no more than 20 of a household unit without a metric unit. */
export const MAX_ITEM_GRAMS = 5000;
export const MAX_HOUSEHOLD_COUNT = 20;

/** Grams of a household unit for the food's family ("una rebanada" of pizza, "una taza" of cereal). */
function familyUnit(food: Food, unit: string): number | undefined {
  if (food.unit_g && unit === "unidad") return undefined;
  const fam = familyOf(food.kind);
  // "tres tajadas de maduro", "una rodaja de manzana": a slice of a fruit eaten by the piece (plantain,
  // banana, apple, mango: at most PIECE_FRUIT_G) is a share of that piece, not the 200 g wedge of a melon
  // (a fruit whose unit is already a slice, "1 rodaja" of pineapple, keeps that slice)
  if (unit === "rebanada" && fam === "fruit" && food.unit_g && food.unit_g <= PIECE_FRUIT_G) {
    const slice = portionByKey(food, "rodaja");
    return slice ? slice.grams : Math.round(food.unit_g / SLICES_PER_FRUIT);
  }
  return FAMILY_UNITS[unit]?.[fam];
}
/** A fruit eaten by the piece (FNDDS: plantain 148-180 g, apple 200 g, mango 207 g) vs a melon or pineapple. */
const PIECE_FRUIT_G = 350;
/** Slices (tajadas) cut from one such fruit: a plantain gives 3-4 long tajadas of 35-45 g. */
const SLICES_PER_FRUIT = 3.5;

/** meat or fish on a plate with its side: a main course's serving (FNDDS restaurant entrées 150-200 g) */
const PLATE_MEAT_G = 180;
const BOWLS = new Set(["taza", "tazon", "bol", "plato", "vaso"]);
/** Containers' worth of a filling named once for many containers ("3 tortillas con huevo"). */
const SHARED_FILL_MAX = 2;
/**
 * Jam, honey or dulce de leche spread on one slice of bread or one toast: FNDDS's "guideline amount per slice
 * of bread/roll" is 10 g for jam, jelly and honey (a tablespoon, 20 g, covers two slices).
 */
const SWEET_SPREAD_G = 10;
/** Thin sweet spreads that guideline covers (thicker ones, dulce de leche or chocolate spread, stay at 20 g). */
const THIN_SWEET = /^(mermelada|confitura|jalea|miel|sirope|jarabe|melaza)/;
const FILL_CAP: Partial<Record<string, number>> = { fat: 7, sauce: 20, sweet: 20 };
/** Grams of a spread on one container: jam or honey 10 g a slice, 20 g in a sandwich (two slices). */
function spreadCapOf(food: Food, container: Food): number | undefined {
  const cap = FILL_CAP[familyOf(food.kind)];
  if (cap === undefined || familyOf(food.kind) !== "sweet" || !THIN_SWEET.test(food.id)) return cap;
  const closed =
    familyOf(container.kind) === "sandwich" || /^(sandwich|bocadillo|emparedado)/.test(container.id);
  return closed ? 2 * SWEET_SPREAD_G : SWEET_SPREAD_G;
}
/** Dishes whose "con" vegetables are toppings ("pizza con champiñones", "hamburguesa con cebolla"). */
const CLOSED = new Set(["pizza", "sandwich"]);
/** Largest order a plural with no number stands for ("croquetas", "tequeños"): one eater's, not a
 * table's ración to share (about 400 kcal: the older sets' references for "croquetas", "tequeños", "pastelitos" are 330-450 kcal). */
const PLURAL_ORDER_KCAL = 400;

/** Grams of a counted food's own order ("1 orden", "1 ración" of several pieces), if the table has one. */
export function pluralOrder(food: Food): number | undefined {
  if (!food.unit_g) return undefined;
  const unitG = food.unit_g;
  const orders = portionsOf(food).filter(
    (p) => p.key === "racion" && p.grams >= 2 * unitG && p.grams <= 8 * unitG,
  );
  if (!orders.length) return undefined;
  const g = Math.min(...orders.map((p) => p.grams));
  const kcal = food.per100g.calories;
  const cap = kcal > 0 ? Math.max((PLURAL_ORDER_KCAL * 100) / kcal, 2 * unitG) : g;
  return Math.min(g, cap);
}

/** The unspecified serving of a solid food measured by the cup or spoon (its "1 ración"), at most 3 cups
 * or spoons (a coffee's 12 oz mug or a Cuban coffee's family pot are not one serving). */
export function unspecifiedServing(food: Food, def: PortionInfo | undefined): number | undefined {
  if (!def || !MEASURING.has(def.key) || food.liquid) return undefined;
  const fam = familyOf(food.kind);
  if (fam === "drink" || fam === "alcohol" || fam === "water" || fam === "milk") return undefined;
  const r = portionByKey(food, "racion");
  return r && r.grams > def.grams && r.grams <= 5 * def.grams ? r.grams : undefined;
}
const MEASURING = new Set(["taza", "cucharada", "cucharadita"]);

const DRESSING_MIN_KCAL = 150;

/** The item goes with one open dish (wings, salad, nuggets), not inside a burger or sandwich, where the
 * dressing is the FNDDS "guideline amount on a sandwich" (one tablespoon). */
function onOpenDish(d: Draft): boolean {
  const parent = d.parent;
  if (!parent) return false;
  return !CLOSED.has(familyOf(parent.food.kind)) && parent.food.fill_g === undefined;
}

/** A condiment served by the spoonful whose table serving ("1 ración", FNDDS "quantity not specified") is
 * a dressing's two tablespoons (25-45 g): the amount that goes with one dish. */
export function dressingServing(food: Food, def: PortionInfo | undefined): number | undefined {
  const fam = familyOf(food.kind);
  if (fam !== "sauce") return undefined;
  // a fresh salsa (pebre, pico de gallo, hogao) goes by the spoonful; dressings and syrups are dense
  if (food.per100g.calories < DRESSING_MIN_KCAL) return undefined;
  if (!def || (def.key !== "cucharada" && def.key !== "cucharadita")) return undefined;
  const r = portionByKey(food, "racion");
  return r && r.grams >= 25 && r.grams <= 45 ? r.grams : undefined;
}

/** A plate of starch: rice, potatoes, beans or plantain, alone or seasoned (sauce, fat, vegetables). */
function starchPlate(food: Food): boolean {
  const parts = food.parts ?? [];
  if (!parts.length) return false;
  if (!STARCH_FAMILIES.has(familyOf(food.kind)) && !COMPOSITE.has(familyOf(food.kind))) return false;
  return (
    parts.some((k) => STARCH_FAMILIES.has(familyOf(k))) &&
    parts.every((k) => STARCH_FAMILIES.has(familyOf(k)) || STARCH_SEASONING.has(familyOf(k)))
  );
}
const STARCH_SEASONING = new Set(["sauce", "fat", "veg"]);

/** Families of a starch-only plate (rice and beans, tacu tacu, mangú): the side of a meat named with it. */
const STARCH_FAMILIES = new Set(["grain", "legume", "tuber"]);
/** Foods that are not the filling of a bocadillo/tostada even after "y" ("tostada con mantequilla y un plátano"). */
const NOT_FILLING = new Set(["fruit", "drink", "alcohol", "water", "milk", "grain", "tuber", "dish", "soup"]);

/** A portion named with the very word of the description ("una porción" of pizza before "una ración"). */
/**
 * The food's own measure that its matched name starts with ("racimo de uvas" → "1 racimo"), when that
 * name is not the food's own name ("pizza de pepperoni" is not counted in whole pizzas by this rule).
 */
function namedMeasure(d: Draft): PortionInfo | undefined {
  const lead = d.nameWords[0];
  if (!lead || d.nameWords[1] !== "de" || !(lead in HOUSEHOLD)) return undefined;
  if (tokenize(d.food.name)[0] === lead) return undefined;
  const p = portionByWord(d.food, lead);
  return p && p.grams !== d.food.unit_g ? p : undefined;
}

function portionByWord(food: Food, word: string) {
  const list = portionsOf(food);
  if (!list) return undefined;
  const found: PortionInfo[] = [];
  for (const p of list) {
    const toks = tokenize(p.name);
    if (toks[0] !== "1" && toks[0] !== "un" && toks[0] !== "una") continue; // "3 tacos=225" is not one taco
    if (toks.includes(word) || singularCandidates(word).some((w) => toks.includes(w))) found.push(p);
  }
  // "una porción de papas fritas": with no size written, the portion of that name without a size, else the
  // medium one, not the first size the table lists (the small one); a glass stays the smallest fountain
  // size (the medium is 30 fl oz)
  const sizedName = (p: PortionInfo) =>
    tokenize(p.name).some((t) => sizeStem(t) !== null || /^extra|grande$/.test(t));
  const serving = word === "porcion" || word === "racion";
  // "una rebanada de pay de calabaza": a pie or cake whose table lists only the large slice by name keeps
  // its default portion (FNDDS's regular slice, written as its "porción") when that is a smaller piece
  if (SLICE_UNITS.has(word) && found.length && found.every(sizedName)) {
    const def = list[0];
    if (
      familyOf(food.kind) === familyOf("cakes-and-pastry") &&
      /^(pay|pie|pays|tarta)-/.test(food.id) &&
      (def.key === "porcion" || def.key === "racion") &&
      !found.some((p) => tokenize(p.name).some((t) => sizeStem(t) === "median")) &&
      found.every((p) => p.grams > def.grams)
    )
      return def;
  }
  return (
    found.find((p) => !sizedName(p)) ??
    (serving ? found.find((p) => tokenize(p.name).some((t) => sizeStem(t) === "median")) : undefined) ??
    found[0]
  );
}

/** Words for a cut piece of a food; one stands for another when the food only has a portion of the other. */
const SLICE_UNITS = new Set(["rebanada", "trozo", "rodaja"]);
function slicePortion(food: Food, unit: string): PortionInfo | undefined {
  for (const other of SLICE_UNITS) {
    if (other === unit) continue;
    const p = portionByKey(food, other);
    if (p) return p;
  }
  return undefined;
}

function portionByKey(food: Food, key: string) {
  return portionsOf(food).find((p) => p.key === key);
}

/** A ready-to-drink chocolate or malted milk ("toddy", "batido de chocolate", "leche chocolatada"). */
function isChocolateMilk(food: Food): boolean {
  return (
    familyOf(food.kind) === "milk" &&
    food.liquid !== false &&
    !/polvo/.test(food.id) &&
    /^(batido-de-chocolate|chocolate-a-la-taza|cacao|toddy|leche-chocolatada|chocomilk|milo)/.test(food.id)
  );
}

/** The powder a chocolate milk is made from ("una cucharada de Toddy" is 10 g of powder, not 15 g of drink). */
function powderOf(food: Food): Food | undefined {
  return aliasFood(`${food.name} en polvo`) ?? firstFood("colacao-en-polvo", "cacao-en-polvo");
}

function toItem(d: Draft): ParsedItem {
  if (
    d.unitWord &&
    !d.weight &&
    ["cucharada", "cucharadita"].includes(HOUSEHOLD[d.unitWord]?.unit ?? "") &&
    isChocolateMilk(d.food) &&
    !portionByKey(d.food, HOUSEHOLD[d.unitWord].unit)
  ) {
    // "una cucharada de Toddy", "dos cucharaditas de Cola Cao": a spoon of a chocolate drink is its powder
    const powder = powderOf(d.food);
    if (powder) d.food = powder;
  }
  const food = d.food;
  const portions = portionsOf(food);
  const def = portions[0];
  let grams: number;
  let quantity: number;
  let unit: string;
  let confidence = d.how === "exact" || d.how === "plural" ? 1 : d.how === "diminutive" ? 0.9 : 0.7;
  let aliasPortion: PortionInfo | undefined;
  if (!d.unitWord && !d.fillOf && d.role === "main") {
    for (const w of d.nameWords) {
      if (!(w in HOUSEHOLD)) continue; // only measure words: "caña", "tercio", "botellín"
      const p = portionByWord(food, w);
      if (p && p.grams !== food.unit_g) aliasPortion = p;
    }
  }

  let approx = d.approx;
  if (
    d.wholeRoll &&
    !d.unitWord &&
    !d.weight &&
    !d.fillOf &&
    d.role === "main" &&
    familyOf(food.kind) === "bread" &&
    portionByKey(food, "trozo")?.grams === food.unit_g
  ) {
    // "un pan con huevo", "2 panes", "churrasco en pan": a bread counted, filled or holding the food is a
    // whole roll (its "pieza"), not the cut piece that goes with a meal ("sopa y pan")
    const roll = portionByKey(food, "unidad");
    // "un pan chico", "dos panes grandes": the size scales the roll (this weight is the engine's, not written)
    if (roll) d.weight = { grams: Math.round(roll.grams * d.size), perPiece: true, ml: false };
  }
  if (d.fraction && !d.unitWord && !d.weight && d.qty !== null && d.qty <= 0.5) {
    // "un cuarto de pollo a la brasa", "medio pollo": the food's own portion of that name is the amount
    const words = d.fraction === "cuarto" ? ["cuarto"] : ["medio", "media", "mitad"];
    const own = portions.find((p) => tokenize(p.name).some((w) => words.includes(w)));
    if (own) {
      d.weight = { grams: own.grams, perPiece: false, ml: false };
      d.qty = 1;
    }
  }
  const metric = d.weight !== undefined || (d.unitWord !== null && d.unitWord in METRIC);
  // "una porción mediana de papas fritas", "un café grande": the food's own portion of that size
  const sized =
    d.sizeWords.length && !metric
      ? sizedPortion(food, d.sizeWords, d.unitWord ? HOUSEHOLD[d.unitWord]?.unit : undefined, d.unitWord)
      : undefined;
  // "25 fresas", "treinta almendras": up to 40 small pieces (a unit of 25 g at most) stay a count
  const smallCount =
    d.qty !== null &&
    !d.unitWord &&
    !d.weight &&
    d.qty <= 40 &&
    food.unit_g !== undefined &&
    food.unit_g <= 25 &&
    d.qty * food.unit_g <= 600;
  // a bare number above 20 with no unit is a weight ("arroz 200"), never 200 portions
  if (d.qty !== null && !d.unitWord && !d.weight && d.qty > MAX_HOUSEHOLD_COUNT && !smallCount) {
    d.unitWord = food.liquid ? "ml" : "g";
    approx = true;
  }
  // an explicit count above 20 of a household unit needs a metric unit: it is bounded
  if (d.qty !== null && d.qty > MAX_HOUSEHOLD_COUNT && !(d.unitWord && d.unitWord in METRIC) && !smallCount) {
    d.qty = MAX_HOUSEHOLD_COUNT;
    approx = true;
  }
  if (d.weight) {
    // "una manzana de 150 g", "2 tortillas de 30 g cada una", "una rebanada de pizza de 150 g"
    const count = d.unitWord && d.unitWord in METRIC ? 1 : Math.max(d.qty ?? 1, 0);
    const unitG = food.unit_g ?? def?.grams ?? 100;
    const perPiece = d.weight.perPiece || (count > 1 && d.weight.grams < 0.75 * count * unitG);
    const w = d.weight.ml ? d.weight.grams * density(food) : d.weight.grams;
    grams = perPiece ? count * w : w;
    quantity = d.weight.ml ? d.weight.grams * (perPiece ? count : 1) : grams;
    unit = d.weight.ml ? "ml" : "g";
  } else if (d.unitWord && d.unitWord in METRIC) {
    quantity = d.qty ?? 1;
    grams = quantity * METRIC[d.unitWord];
    unit = ["ml", "l", "cl", "dl", "cc", "litro", "litros", "mililitros", "mililitro", "lt"].includes(
      d.unitWord,
    )
      ? "ml"
      : "g";
    quantity = grams;
    if (unit === "ml") grams *= density(food);
  } else if (d.unitWord) {
    const h = HOUSEHOLD[d.unitWord];
    // "rebanadas de pan", "unas tajadas de plátano": a plural measure with no number is two of them
    const pluralMeasure = d.unitWord.endsWith("s") && !h.unit.endsWith("s") && d.unitWord !== h.unit;
    quantity = d.qty ?? (pluralMeasure ? 2 : 1);
    // "un pedazo de pollo frito": a chunk of a food that is counted in pieces is one piece (a drumstick or
    // a breast, 120 g), not a 60 g slice
    const own =
      sized ??
      portionByWord(food, d.unitWord) ??
      portionByKey(food, h.unit) ??
      (h.unit === "trozo" ? (portionByWord(food, "pieza") ?? portionByWord(food, "presa")) : undefined);
    const fam = familyOf(food.kind);
    // "un pedazo de carne asada", "un trozo de pescado": a chunk of meat or fish with no chunk portion of
    // its own is one serving of it (a steak, a fillet: at most 150 g), not the 50 g of a chunk of cheese
    const meatChunk =
      !own && h.unit === "trozo" && (fam === "meat" || fam === "fish") && !food.liquid
        ? Math.min(def.grams, 150)
        : undefined;
    const dryInBowl =
      !food.liquid &&
      food.per100g.calories >= 300 &&
      (fam === "grain" || fam === "cereal") &&
      BOWLS.has(h.unit);
    let per: number;
    if (own) per = own.grams;
    else if (meatChunk !== undefined) per = meatChunk;
    else if (h.unit === "sobre" && def.grams >= 20 && familyUnit(food, h.unit) === undefined) {
      // "un sobre de avena", "un sobre de avena con leche": a packet makes one serving of the food, not the
      // 8 g of a sugar sachet
      per = def.grams;
      confidence *= 0.9;
    } else if (dryInBowl) {
      // "un tazón de avena", "un plato de cereal": one serving of the dry product (it is eaten cooked or with milk)
      per = food.unit_g ?? def.grams;
      confidence *= 0.9;
    } else if (h.unit === "racion" || h.unit === "unidad") {
      per = h.unit === "unidad" && food.unit_g ? food.unit_g : def.grams;
      // "una pieza de pollo", "2 presas de pollo": a piece of a food whose unit is the whole animal or loaf
      // (a 1 kg chicken) is a cut piece of it, not the whole
      if (/^(pieza|presa)s?$/.test(d.unitWord) && per > WHOLE_UNIT_G)
        per = portionByKey(food, "trozo")?.grams ?? Math.min(def.grams, WHOLE_UNIT_G);
    } else if (familyUnit(food, h.unit) !== undefined) {
      per = familyUnit(food, h.unit) as number;
      confidence *= 0.95;
    } else if (SLICE_UNITS.has(h.unit) && slicePortion(food, h.unit)) {
      // "una rebanada de pay de queso": a slice is the food's own piece ("1 trozo" 100 g), not 30 g of bread
      per = (slicePortion(food, h.unit) as PortionInfo).grams;
      confidence *= 0.95;
    } else {
      const generic = food.liquid ? (h.liquid ?? h.solid) : (h.solid ?? h.liquid);
      per = generic ?? def.grams;
      // a plate of a food with no plate of its own: at least 250 g (150 g for a "platito", a saucer)
      if (h.unit === "plato" && !food.liquid) per = Math.max(def.grams, h.solid ?? 250);
      // "un plato de bistec con arroz", "un plato de pescado frito con patacón": the plate holds the meat
      // or fish and its side, so the meat is a main course's serving (its own portion, at least 180 g: a
      // steak, a fillet, a rack of ribs), not a 250 g plate of meat alone
      if (h.unit === "plato" && d.hasSide && (fam === "meat" || fam === "fish"))
        per = Math.min(per, Math.max(def.grams, PLATE_MEAT_G));
      // "un plato de huevos con tocino": a plate of eggs is three eggs (150 g), not five
      if (h.unit === "plato" && familyOf(food.kind) === "egg" && food.unit_g && food.unit_g <= 70)
        per = Math.max(def.grams, 3 * food.unit_g);
      // "un plato de almendras", "un platito de maní": a dish of an energy-dense snack or fat is a few
      // servings of it, never 250 g (1,500 kcal)
      if ((h.unit === "plato" || h.unit === "bol") && food.per100g.calories >= DENSE_KCAL)
        per = Math.min(per, 3 * def.grams);
      // "un platito de aceitunas", "un plato de jamón": a plate of a food served by the nibble (a default
      // portion of 50 g or less: olives, cured meat, cheese, pickles) is a few of those portions
      if (h.unit === "plato" && def.grams <= NIBBLE_G) per = Math.min(per, 3 * def.grams);
      // "tres palitos de anticucho": a dish served on skewers by the plate is about three of them a plate
      if (h.unit === "brocheta" && !food.liquid)
        per = Math.max(40, Math.round(def.grams / SKEWERS_PER_PLATE));
      // a tapa is a small plate: 60-120 g of a dish, 40 g of cheese, cured meat or nuts ("una tapa de queso")
      if (h.unit === "tapa" || h.unit === "pincho")
        per = Math.max(food.per100g.calories >= TAPA_DENSE_KCAL ? 40 : 60, Math.min(def.grams * 0.6, 120));
      confidence *= 0.9;
    }
    grams = quantity * per;
    unit = own ? own.name.replace(/^(1|un|una)\s+/, "") : h.unit === "racion" ? "ración" : h.unit;
  } else if (sized) {
    quantity = d.qty ?? 1;
    grams = quantity * sized.grams;
    unit = sized.name.replace(/^(1|un|una)\s+/, "");
  } else if (aliasPortion && d.vague === null) {
    // the name is itself a measure: "una caña", "dos cañas" (a caña of beer is 200 ml, a beer 330 ml)
    quantity = d.qty ?? 1;
    grams = quantity * aliasPortion.grams;
    unit = aliasPortion.name.replace(/^(1|un|una)\s+/, "");
  } else if (
    d.intoDrink &&
    d.qty === null &&
    !d.unitWord &&
    (food.liquid || SPLASHED.has(familyOf(food.kind)))
  ) {
    // "leche en el café", "un poco de leche en el té": a splash (the food's own "chorrito" when it has one)
    quantity = 1;
    grams = portionByKey(food, "chorrito")?.grams ?? SPLASH_G;
    unit = "chorrito";
  } else if (d.qty !== null) {
    quantity = d.qty;
    if (
      food.unit_g &&
      food.unit_g > WHOLE_UNIT_G &&
      def.grams < food.unit_g &&
      !food.liquid &&
      !wholeWritten
    ) {
      // "dos pollos a la brasa", "un pollo asado": a count of a food whose unit is the whole animal is a
      // count of servings of it (a quarter, a plate), unless "entero" says the whole bird (2 kg otherwise)
      grams = quantity * def.grams;
      unit = def.name.replace(/^(1|un|una)\s+/, "");
      confidence *= 0.85;
    } else if (namedMeasure(d)) {
      // "un racimo de uvas": the food named through one of its own measures is counted in that measure
      // (a bunch, 150 g), not in single grapes
      const own = namedMeasure(d) as PortionInfo;
      grams = quantity * own.grams;
      unit = own.name.replace(/^(1|un|una)\s+/, "");
    } else if (food.unit_g) {
      grams = quantity * food.unit_g;
      const u = portions.find((p) => p.grams === food.unit_g);
      unit = u ? u.name.replace(/^(1|un|una)\s+/, "") : "unidad";
    } else {
      grams = quantity * def.grams;
      unit = def.name.replace(/^(1|un|una)\s+/, "");
    }
  } else {
    // no quantity: the usual portion (two of a small counted food when named in plural)
    confidence *= 0.85;
    quantity = 1;
    unit = def.name.replace(/^(1|un|una)\s+/, "");
    grams = def.grams;
    // (only when the default is a piece: "nueces" are a handful, a bag of "papitas" one bag)
    const measureUnit = HOUSEHOLD[def.key]?.unit;
    const isPiece = measureUnit === undefined || measureUnit === "unidad" || measureUnit === "racion";
    if (
      d.plural &&
      isPiece &&
      food.unit_g &&
      def.grams === food.unit_g &&
      food.unit_g <= (d.trulyPlural && !food.liquid ? 200 : 150)
    ) {
      // "croquetas", "galletas": a few small pieces; "tacos", "huevos", "tostadas", "tamales": two; a piece
      // over 200 g is a plate by itself ("chiles rellenos", "burritos", "pambazos" name the dish: one)
      quantity = food.unit_g < 35 ? 4 : 2;
      grams = quantity * food.unit_g;
      // "tacos al pastor", "tequeños": a plural with no number is the table's own order of that piece (an
      // orden of tacos is three, a ración of tequeños four) when it has one, bounded to one eater's order
      const order = pluralOrder(food);
      if (order !== undefined && order > grams) {
        grams = order;
        quantity = Math.round((order / food.unit_g) * 10) / 10;
      }
      // "enfrijoladas", "enchiladas": a dish of rolled tortillas served by the plate is its plate (three or
      // four), not two loose pieces
      const plate = portionByKey(food, "plato");
      if (plate && plate.grams >= 2.5 * food.unit_g) {
        quantity = 1;
        grams = plate.grams;
        unit = "plato";
      }
    }
    // "palomitas", "queso crema", "jambalaya" alone: with no quantity a solid food whose first measure is a
    // cup or a spoon is its unspecified serving (FNDDS "quantity not specified", the table's "1 ración"),
    // not one cup of popcorn (14 g) or one spoonful
    const unspecified = unspecifiedServing(food, def);
    if (d.role === "main" && !d.fillOf && unspecified !== undefined && unspecified > grams) {
      grams = unspecified;
      unit = "ración";
    }
    if (d.vague !== null) grams *= d.vague;
    const fam = familyOf(food.kind);
    if (d.role === "addon" && !d.fillOf) {
      // topping or filling of a composite dish: a small amount per dish
      const add = ADDON_GRAMS[fam];
      if (add !== undefined && add < grams) {
        // a sauce goes on every piece; a filling named once is shared ("3 tortillas con huevo y frijol")
        const pieces = Math.min(countOf(d.parent), FILL_CAP[fam] === undefined ? SHARED_FILL_MAX : 4);
        grams = add * (d.parent?.weight?.perPiece ? Math.min(countOf(d.parent), 4) : pieces);
        quantity = 1;
        unit = "porción pequeña";
      }
      // "pancakes con miel de maple", "ensalada con aderezo": the dressing or syrup of one dish is the
      // table's unspecified serving (FNDDS: two tablespoons), not one spoonful
      const dressing = onOpenDish(d) ? dressingServing(food, def) : undefined;
      if (dressing !== undefined && countOf(d.parent) === 1 && d.parent?.qty === null && dressing > grams) {
        grams = dressing;
        unit = "ración";
      }
    } else if (d.role === "side" && !d.fillOf) {
      const side = SIDE_GRAMS[fam];
      // a dip the table serves by the portion (guacamole, hummus) is a side of its own portion, not a
      // spoonful of sauce: "carne asada con guacamole"
      const dip = fam === "sauce" && /raci[oó]n|porci[oó]n/.test(def.name);
      // a counted bread is eaten whole: "té con marraqueta" is one marraqueta (100 g), "sopa con
      // tortilla" one tortilla, not a 40 g slice of bread (plural stays a side: "con tostadas")
      const wholeBread =
        fam === "bread" && !d.plural && food.unit_g !== undefined && def.grams === food.unit_g;
      if (side !== undefined && side < grams && !dip && !wholeBread) {
        grams = side;
        unit = "guarnición";
      }
      // "alitas con aderezo ranch": a dressing, dip or syrup beside one dish is its unspecified serving
      const dressing = onOpenDish(d) ? dressingServing(food, def) : undefined;
      if (dressing !== undefined && countOf(d.parent) === 1 && dressing > grams) {
        grams = dressing;
        unit = "ración";
      }
      if (
        fam === "sauce" &&
        d.parent &&
        PASTA.test(d.parent.food.id) &&
        !HOT_SAUCE.test(food.id) &&
        def.grams < PASTA_SAUCE_G
      ) {
        // "tallarines con salsa blanca", "espaguetis con salsa boloñesa": the sauce of a plate of pasta is
        // a ladle (≈ 1/3 cup), not a spoonful on the side
        grams = PASTA_SAUCE_G * countOf(d.parent);
        unit = PASTA_SAUCE_UNIT;
      }
    }
    if (d.fillOf) {
      // filling of a bocadillo / taco / tostada: what fits inside, times the number of containers
      // "100 g de pan con queso": the bread's weight is not a number of breads
      const spreadCap = spreadCapOf(food, d.fillOf.food);
      // "3 tortillas con huevo y frijol": a filling named once for several containers is shared, not one
      // portion per container (at most two containers' worth) unless "cada una" says so; a spread
      // ("3 tostadas con mantequilla") still goes on every piece
      // "dos rebanadas de pan con jamón y queso": two slices close one sandwich, so a filling (not a
      // spread) counts slices in pairs
      const slices =
        spreadCap === undefined &&
        ["meat", "deli", "cheese", "egg", "fish", "veg"].includes(familyOf(food.kind)) &&
        familyOf(d.fillOf.food.kind) === "bread" &&
        HOUSEHOLD[d.fillOf.unitWord ?? ""]?.unit === "rebanada";
      const containerQty = slices
        ? Math.max(1, Math.round(countOf(d.fillOf) / 2))
        : spreadCap === undefined && !d.fillOf.weight?.perPiece
          ? Math.min(countOf(d.fillOf), SHARED_FILL_MAX)
          : // "tostadas con mantequilla": a plural with no number is two pieces, and a spread goes on each
            d.fillOf.qty === null && d.fillOf.plural && !d.fillOf.unitWord && !d.fillOf.weight
            ? 2
            : countOf(d.fillOf);
      const fill = d.fillOf.food.fill_g ?? grams;
      // oil, butter, jam or sauce on bread is a spread, not a filling
      const spread = spreadCap ?? fill;
      // a filling whose default is a spoonful ("queso rallado") still fills the container like any filling
      const base = spreadCap === undefined ? Math.max(grams, ADDON_GRAMS[familyOf(food.kind)] ?? 0) : grams;
      grams = Math.min(base, fill, spread) * containerQty;
      unit = "relleno";
      quantity = containerQty;
    }
  }
  if (d.unitWord && d.vague !== null && d.qty === null) grams *= d.vague;
  // size words scale household portions, never a written weight ("una manzana grande de 150 g")
  if (!d.weight && !(d.unitWord && d.unitWord in METRIC) && !sized) grams *= d.size;
  if (d.dryFactor) grams *= d.dryFactor;
  if (d.bunless) grams *= BUNLESS;
  // a default portion never grows beyond three portions; no item beyond 5 kg
  if (
    d.qty === null &&
    !d.unitWord &&
    !d.weight &&
    def &&
    unit !== PASTA_SAUCE_UNIT &&
    grams > 3 * def.grams * (d.plural ? 4 : 1)
  ) {
    grams = 3 * def.grams * (d.plural ? 4 : 1);
    approx = true;
  }
  if (!Number.isFinite(grams) || grams < 0) {
    grams = def?.grams ?? 100;
    approx = true;
  }
  if (grams > MAX_ITEM_GRAMS) {
    grams = MAX_ITEM_GRAMS;
    approx = true;
  }
  let cooking: ParsedItem["cooking"];
  if (d.cooking && !food.cooked_with_fat && !food.liquid && (d.cooking.oil > 0 || d.cooking.batter > 0)) {
    // "pechuga empanizada 180 g", "2 filetes fritos de 150 g": a written weight is the food as eaten, its
    // absorbed oil and its coating included, so the table food is what remains once they are taken out
    if (d.weight || (d.unitWord && d.unitWord in METRIC)) grams /= 1 + d.cooking.oil + d.cooking.batter;
    cooking = { label: d.cooking.label, oil_g: grams * d.cooking.oil, batter_g: grams * d.cooking.batter };
  }
  return {
    food,
    quantity: Math.round(quantity * 100) / 100,
    unit,
    grams,
    confidence: Math.round(confidence * 100) / 100,
    ...(cooking ? { cooking } : {}),
    text: d.words.join(" "),
    ...(approx ? { approximate: true } : {}),
    ...(d.adjust ? { adjust: d.adjust } : {}),
  };
}

/** The stem of a size word ("medianas" → "median", "chica" → "pequen"), or null. */
function sizeStem(tok: string): string | null {
  if (tok.startsWith("grand")) return "grand";
  if (tok.startsWith("median") || tok === "normal" || tok === "regular") return "median";
  if (tok.startsWith("pequen") || tok.startsWith("chic")) return "pequen";
  if (tok.startsWith("mini")) return "mini";
  if (tok === "familiar" || tok === "individual" || tok === "infantil") return tok;
  if (tok === "personal") return "individual";
  return null;
}

/** A portion of the food named with the size word (and the measure, when one was said). */
function sizedPortion(
  food: Food,
  sizeWords: string[],
  unitKey: string | undefined,
  written?: string | null,
): PortionInfo | undefined {
  const want = sizeWords.map(sizeStem).filter((x): x is string => x !== null);
  if (!want.length) return undefined;
  const defKey = portionsOf(food)[0]?.key;
  // "una porción chica de papas fritas": the portion named with the very word written (FNDDS's fast-food
  // "porción pequeña", 110 g) before another word of the same measure (the Spanish "ración pequeña", 80 g)
  const sameWord = written ? singularCandidates(written).concat(written) : [];
  const find = (stems: string[]) => {
    const list = portionsOf(food);
    const named = list.filter((p) => tokenize(p.name).some((t) => sameWord.includes(t)));
    for (const p of [...named, ...list]) {
      const toks = tokenize(p.name);
      if (!toks.some((t) => stems.includes(sizeStem(t) ?? ""))) continue;
      if (unitKey && p.key !== unitKey) continue;
      // with no measure written, a size names the food itself, never another measure's size: "una galleta
      // grande" is not the "bolsa grande", "pollo frito grande" not a "rebanada grande"
      // (a drink's fountain sizes excepted: "un refresco mediano" is the medium fountain drink, a "vaso")
      if (
        !unitKey &&
        p.key !== defKey &&
        HOUSEHOLD[p.key] &&
        !GENERIC_PORTIONS.has(p.key) &&
        !(food.liquid && p.key === "vaso")
      )
        continue;
      return p;
    }
    return undefined;
  };
  const own = capDrink(food, find(want));
  if (own) return own;
  // "un capuchino chico", "un latte grande": a coffee-shop drink with no sized cup of its own is served in the
  // coffee-shop cup sizes (FNDDS 92161000 cappuccino, 92101900 latte: small 12, medium 16, large 20 fl oz)
  if (
    food.liquid &&
    (!unitKey || unitKey === "vaso" || unitKey === "taza") &&
    /^(capuchino|cappuccino|latte|cafe-latte|moca|mocha|cafe-moca|frappuccino|frappe)/.test(food.id) &&
    want.length === 1 &&
    COFFEE_SHOP_G[want[0]] !== undefined
  )
    return { key: unitKey ?? "vaso", name: `1 vaso ${sizeWords.join(" ")}`, grams: COFFEE_SHOP_G[want[0]] };
  // "un pot pie de pollo individual": a food with no individual size of its own is made in single portions
  // (FNDDS "1 individual pie" is the food's own unit), not half a medium one
  if (want.length === 1 && want[0] === "individual" && (!unitKey || unitKey === "unidad")) {
    const unit = portionByKey(food, "unidad");
    if (unit) return unit;
  }
  // no portion of that size, but one of another size: the sizes stay in order ("una pizza grande" is
  // more than the table's "pizza mediana", a "familiar" more than its "grande")
  for (const stem of want) {
    for (const [from, factor] of SIZE_FROM[stem] ?? []) {
      const base = find([from]);
      if (base)
        return capDrink(food, {
          key: base.key,
          name: `1 ${sizeWords.join(" ")}`,
          grams: Math.round(base.grams * factor),
        });
    }
  }
  return undefined;
}

/**
 * The largest drink one person is served with no volume written: 24 fl oz (710 ml). FNDDS lists "large"
 * smoothies and shakes of 32-40 fl oz (1,080 g); "un smoothie grande" in a diary is a large glass or cup.
 */
export const MAX_SIZED_DRINK_G = 710;
function capDrink(food: Food, p: PortionInfo | undefined): PortionInfo | undefined {
  if (!p || !food.liquid || p.grams <= MAX_SIZED_DRINK_G || familyOf(food.kind) === "alcohol") return p;
  return { ...p, grams: MAX_SIZED_DRINK_G };
}

/** Default portion of a food eaten by the nibble (olives, cured meat, cheese): a plate is three of them. */
const NIBBLE_G = 50;
/** Skewers in one plate of a dish served on them (anticuchos: 3 sticks of 50 g of heart with potato). */
const SKEWERS_PER_PLATE = 3;
/** A soup or a fish or seafood dish (what a corn tostada goes with in Mexico and Central America). */
function isSoupOrSeafood(food: Food): boolean {
  const fam = familyOf(food.kind);
  if (fam === "soup" || fam === "fish") return true;
  return (food.parts ?? []).some((k) => /^(soups|fish-|seafood-)/.test(k));
}
/** Families of a piece of meat or fish: "de" + another of them after one names its kind ("milanesa de carne"). */
const FLESH = new Set<Family>(["meat", "fish"]);

const GENERIC_PORTIONS = new Set(["porcion", "racion", "unidad", "pieza", "tamano"]);

/** Coffee-shop cup sizes of FNDDS's cappuccino and latte rows (12 / 16 / 20 fl oz), by size stem. */
const COFFEE_SHOP_G: Record<string, number> = { pequen: 360, median: 480, grand: 600 };

/** A size with no portion of its own, from a portion of another size (stem → [other stem, factor]). */
const SIZE_FROM: Record<string, [string, number][]> = {
  grand: [["median", 1.35]],
  familiar: [
    ["grand", 1.25],
    ["median", 1.7],
  ],
  pequen: [
    ["median", 0.7],
    ["grand", 0.5],
  ],
  mini: [
    ["pequen", 1],
    ["median", 0.5],
  ],
  median: [
    ["grand", 0.75],
    ["pequen", 1.4],
  ],
};

/** Families that top a bowl or a dessert when named in a "con … y …" list. */
const TOPPINGS = new Set<Family>(["cereal", "nuts", "sweet", "chocolate", "cream", "sauce", "cheese"]);
/** Share of a sandwich's weight that is not bread (FNDDS sandwiches: bread is 35-55 % of the weight). */
const BUNLESS = 0.55;
/** One serving of a drink powder stirred into a glass of milk (two heaped teaspoons). */
const POWDER_SERVING_G = 15;
/** Grams of milk or cream poured into a coffee or tea when no amount is said. */
const SPLASH_G = 30;
const SPLASHED = new Set<Family>(["milk", "dairy", "cream"]);

/** A coffee or tea (what milk is poured into). */
function isHotDrink(food: Food): boolean {
  return /^(cafe|te|infusion|mate|capuchino|cortado|americano|espresso|expreso)(-|$)/.test(food.id);
}

/** Words before "en" + a fat that name the fat as the cooking medium ("fritos en manteca"). */
const FRY_WORD =
  /^(frit[oa]s?|fritit[oa]s?|sofrit[oa]s?|cocinad[oa]s?|hech[oa]s?|preparad[oa]s?|salteado?s?|salteadas?|dorad[oa]s?)$/;

/** Vegetables cooked with a dish rather than served beside it, and the dishes they garnish. */
const AROMATIC = /^(cebolla|tomate|pimiento|chile|ajo)$/;
const GARNISHED = new Set<Family>(["meat", "deli", "fish", "egg", "grain", "dish", "legume"]);

/** The savoury dish a cake word names when it is made "of" meat or fish ("torta de carne"). */
const SAVOURY_OF: Record<string, string> = {
  torta: "torta mexicana",
  tortas: "torta mexicana",
  tarta: "tarta salada",
  pastel: "pastel salado",
  pay: "pastel salado",
  pie: "pastel salado",
};

/** A dry starch measured by the spoonful (flour, cornflour): its default portion is a spoon, and it is
 * not eaten by the cup. */
function starchBySpoon(food: Food): boolean {
  return !food.liquid && food.per100g.calories > 300 && (portionsOf(food)[0]?.grams ?? 100) <= 15;
}

/** Energy density (kcal/100 g) of snacks and fats that nobody eats by the plate. */
const DENSE_KCAL = 450;
/** A tapa of a food this dense (cheese, cured meat, nuts) is a few pieces, 40 g. */
const TAPA_DENSE_KCAL = 300;

/** A unit heavier than this is a whole animal, loaf or cake: a "pieza" of it is a cut piece. */
const WHOLE_UNIT_G = 400;

/** Links between two items of a list: a bare count after one never belongs to the item before it. */
const LIST_LINKS = new Set(["y", "e", "mas", "ademas", "tambien", "luego", "despues"]);

/** Plain pasta (a plate of it takes its sauce by the ladle) and sauces eaten by the spoonful at most. */
const PASTA = /^(pasta|espagueti|tallarin|macarron|fideo|spaghetti|noodle|ravioli|noqui|gnocchi|lasana)/;
const HOT_SAUCE = /picante|tabasco|chile|aji|soja|soya|inglesa|sriracha|pesto/;
const PASTA_SAUCE_G = 80;
const PASTA_SAUCE_UNIT = "salsa para pasta";

/**
 * An unknown food weighed in grams, with nothing else known: a few tens of grams is a packaged sweet or
 * snack ("un Chokis de 60 g", "una Chokita de 30 g": brands the table does not know), a filled dough or a
 * pastry up to a hand-held piece, and a plate of stew beyond that.
 */
function weighedInGrams(u: UnknownDraft): boolean {
  if (u.weight) return !u.weight.ml;
  return u.unitWord !== null && u.unitWord in METRIC && !ML_UNITS.has(u.unitWord);
}
function unknownByWeight(u: UnknownDraft): Food | undefined {
  const g =
    u.weight && !u.weight.ml
      ? u.weight.grams * (u.weight.perPiece ? Math.max(1, u.qty ?? 1) : 1)
      : u.unitWord && u.unitWord in METRIC && !ML_UNITS.has(u.unitWord)
        ? (u.qty ?? 1) * METRIC[u.unitWord]
        : null;
  if (g !== null && g > 0 && g <= UNKNOWN_SNACK_G) return firstFood("categoria-dulce", "categoria-guiso");
  if (g !== null && g > 0 && g <= UNKNOWN_PIECE_G) return firstFood("categoria-empanada", "categoria-guiso");
  return firstFood("categoria-guiso");
}
const UNKNOWN_SNACK_G = 60;
const UNKNOWN_PIECE_G = 130;

/** Foods served by the spoonful on another food: a weight far above their serving is not theirs. */
const SPREADS = new Set<Family>(["sauce", "fat", "sweet", "cream"]);
/** A dish base below this (kcal/100 g: a green salad, a broth) is mostly water and vegetables. */
const LOW_DENSITY_KCAL = 60;
/** Foods lean enough (fat g/100 g) that a fat-adding cooking word in their name cannot be in the numbers. */
const LEAN_FAT = 1.5;
/**
 * "verduras salteadas", "calamares a la plancha": a cooking word inside the name the description matched,
 * when the table's food is a lean one cooked without fat, still adds its oil (as it does written after the
 * food); not with "sin" ("champiñones salteados sin grasa") nor when the food's own name says it.
 */
function cookingInName(food: Food, words: string[]): Draft["cooking"] {
  if (food.cooked_with_fat || food.liquid || food.per100g.fat >= LEAN_FAT || words.includes("sin"))
    return null;
  const own = ` ${normalize(food.name)} `;
  for (let k = 1; k < words.length; k++) {
    const c = matchCooking(words, k);
    if (!c || (c.oil <= 0 && c.batter <= 0)) continue;
    if (own.includes(` ${c.words.join(" ")} `)) return null;
    return { label: c.label, oil: c.oil, batter: c.batter };
  }
  return null;
}

/** How many of a container or dish: its count, never its weight ("100 g de pan" is one bread). */
function countOf(d: Draft | null): number {
  if (!d) return 1;
  // a weight per piece still counts the pieces ("dos panes con queso": each roll weighs its own)
  if ((d.weight && !d.weight.perPiece) || (d.unitWord && d.unitWord in METRIC)) return 1;
  return Math.min(Math.max(d.qty ?? 1, 0), MAX_HOUSEHOLD_COUNT);
}

export const COOKING_FOODS = { oil: () => FOOD_BY_ID.get(OIL_ID)!, batter: () => FOOD_BY_ID.get(BATTER_ID)! };
