/** Spanish meal-description parser: text -> items {food, quantity, unit, grams, confidence}. */
import { ALIASES, type Canon, canonical, FOOD_BY_ID, type Food, MAX_ALIAS_TOKENS, PORTIONS } from "./table";
import {
  COOKING,
  FILL_LINKS,
  HOUSEHOLD,
  METRIC,
  NUMBER_WORDS,
  parseNumber,
  SEP,
  SIZE,
  SPLITTERS,
  STOPWORDS,
  tokenize,
  VAGUE,
} from "./text";

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
};

export type ParseResult = { items: ParsedItem[]; unmatched: string[] };

const MAX_INPUT = 2000;
const OIL_ID = "aceite-de-oliva";
const BATTER_ID = "pan-rallado";

type Pending = {
  qty: number | null;
  vague: number | null;
  unitWord: string | null;
  size: number;
  words: string[];
};
const freshPending = (): Pending => ({ qty: null, vague: null, unitWord: null, size: 1, words: [] });

type Draft = {
  food: Food;
  how: NonNullable<Canon>["how"];
  plural: boolean;
  qty: number | null;
  vague: number | null;
  unitWord: string | null;
  size: number;
  cooking: { label: string; oil: number; batter: number } | null;
  words: string[];
  /** grams forced by the container rule (filling of a bocadillo, taco...) */
  fillOf: Draft | null;
  segment: number;
};

function matchFood(canon: (Canon | null)[], tokens: string[], i: number) {
  const limit = Math.min(MAX_ALIAS_TOKENS, tokens.length - i);
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
    const hit = ALIASES.get(parts.join(" "));
    if (hit) {
      if (n === 1 && STOPWORDS.has(tokens[i]) && how === "exact") continue;
      const plural = tokens.slice(i, i + n).some((t, k) => canon[i + k]?.how === "plural" || /s$/.test(t));
      return { food: hit.food, n, how, plural, primary: hit.primary };
    }
  }
  return null;
}

function matchCooking(tokens: string[], i: number) {
  for (const c of COOKING) {
    if (c.words.every((w, k) => tokens[i + k] === w)) return c;
  }
  return null;
}

function isUnitWord(t: string): boolean {
  return t in METRIC || t in HOUSEHOLD;
}

/** Parses a description. Never throws; an empty item list means nothing was understood. */
export function parseMeal(text: string): ParseResult {
  const tokens = tokenize(String(text ?? "").slice(0, MAX_INPUT));
  const canon = tokens.map((t) => (t === SEP || /^\d/.test(t) ? null : canonical(t)));
  const drafts: Draft[] = [];
  const unmatched: string[] = [];
  let pending = freshPending();
  let segment = 0;
  let lastInSegment: Draft | null = null;
  let linkSinceLast: string | null = null; // connector between the last food and now
  let negate = false;

  const flushSegment = () => {
    const prev = lastInSegment ?? (pending.unitWord ? null : drafts[drafts.length - 1]);
    const unitIsDrink =
      pending.unitWord !== null && ALIASES.has(canonical(pending.unitWord)?.tok ?? pending.unitWord);
    const adjacent = lastInSegment === null || linkSinceLast === null || !unitIsDrink;
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
      const hit = ALIASES.get(canonical(pending.unitWord)?.tok ?? pending.unitWord);
      if (hit) drafts.push(newDraft(hit.food, "exact", false, []));
    }
    pending = freshPending();
    segment++;
    lastInSegment = null;
    linkSinceLast = null;
    negate = false;
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
      cooking: null,
      words: [...pending.words, ...words],
      fillOf: null,
      segment,
    };
    pending = freshPending();
    return d;
  };

  for (let i = 0; i < tokens.length; i++) {
    const t = tokens[i];
    if (t === SEP) {
      flushSegment();
      continue;
    }

    // cooking method right after a food ("pechuga empanada", "berenjena frita", "a la plancha")
    const cook = matchCooking(tokens, i);
    if (cook && lastInSegment && pending.qty === null && !pending.unitWord) {
      const prevAdjacent = linkSinceLast === null;
      if (prevAdjacent || cook.words.length > 1) {
        if (!lastInSegment.cooking)
          lastInSegment.cooking = { label: cook.label, oil: cook.oil, batter: cook.batter };
        lastInSegment.words.push(...cook.words);
        i += cook.words.length - 1;
        continue;
      }
    }

    // numbers
    const num = parseNumber(t);
    const wordNum = NUMBER_WORDS[t];
    if (num !== null || wordNum !== undefined) {
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
      pending.qty = value;
      pending.words.push(t);
      continue;
    }
    if (t === "x" && pending.qty !== null) continue;

    // vague amounts ("un poco de", "unas", "bastante")
    if (t in VAGUE) {
      pending.vague = VAGUE[t];
      if (pending.qty === 1 && (t === "poco" || t === "poquito")) pending.qty = null;
      pending.words.push(t);
      continue;
    }

    // units and household measures ("200 g", "una taza de", "un vaso de")
    if (isUnitWord(t)) {
      const next = tokens[i + 1];
      const nextIsFood = next !== undefined && next !== SEP && matchFood(canon, tokens, i + 1) !== null;
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

    if (t in SIZE) {
      if (lastInSegment && linkSinceLast === null && pending.qty === null) {
        lastInSegment.size *= SIZE[t];
        lastInSegment.words.push(t);
      } else pending.size *= SIZE[t];
      continue;
    }

    if (t === "sin") {
      negate = true;
      continue;
    }

    const hit = matchFood(canon, tokens, i);
    if (hit) {
      const words = tokens.slice(i, i + hit.n);
      i += hit.n - 1;
      if (negate) {
        negate = false;
        continue;
      }
      const d = newDraft(hit.food, hit.how, hit.plural, words);
      if (lastInSegment?.food.fill_g && linkSinceLast && FILL_LINKS.has(linkSinceLast) && d.qty === null) {
        d.fillOf = lastInSegment;
      } else if (lastInSegment?.fillOf && linkSinceLast && d.qty === null) {
        d.fillOf = lastInSegment.fillOf; // "bocadillo de jamón y queso"
      }
      drafts.push(d);
      lastInSegment = d;
      linkSinceLast = null;
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
    if (t.length >= 2 && !/^\d/.test(t)) unmatched.push(t);
  }
  flushSegment();

  function flushSegmentKeepLast() {
    const hit = pending.unitWord
      ? ALIASES.get(canonical(pending.unitWord)?.tok ?? pending.unitWord)
      : undefined;
    if (hit) {
      const d = newDraft(hit.food, "exact", false, []);
      drafts.push(d);
      lastInSegment = d;
    }
  }

  return { items: drafts.map(toItem), unmatched };
}

function portionByKey(food: Food, key: string) {
  return PORTIONS.get(food.id)?.find((p) => p.key === key);
}

function toItem(d: Draft): ParsedItem {
  const food = d.food;
  const portions = PORTIONS.get(food.id) ?? [];
  const def = portions[0];
  let grams: number;
  let quantity: number;
  let unit: string;
  let confidence = d.how === "exact" || d.how === "plural" ? 1 : d.how === "diminutive" ? 0.9 : 0.7;

  if (d.unitWord && d.unitWord in METRIC) {
    quantity = d.qty ?? 1;
    grams = quantity * METRIC[d.unitWord];
    unit = ["ml", "l", "cl", "dl", "cc", "litro", "litros", "mililitros", "mililitro", "lt"].includes(
      d.unitWord,
    )
      ? "ml"
      : "g";
    if (unit === "ml") quantity = grams;
    else quantity = grams;
  } else if (d.unitWord) {
    const h = HOUSEHOLD[d.unitWord];
    quantity = d.qty ?? 1;
    const own = portionByKey(food, h.unit);
    let per: number;
    if (own) per = own.grams;
    else if (h.unit === "racion" || h.unit === "unidad")
      per = h.unit === "unidad" && food.unit_g ? food.unit_g : def.grams;
    else {
      const generic = food.liquid ? (h.liquid ?? h.solid) : (h.solid ?? h.liquid);
      per = generic ?? def.grams;
      if (h.unit === "plato" && !food.liquid) per = Math.max(def.grams, 250);
      if (h.unit === "tapa" || h.unit === "pincho") per = Math.max(60, Math.min(def.grams * 0.6, 120));
      confidence *= 0.9;
    }
    grams = quantity * per;
    unit = own ? own.name.replace(/^(1|un|una)\s+/, "") : h.unit === "racion" ? "ración" : h.unit;
  } else if (d.qty !== null) {
    quantity = d.qty;
    if (food.unit_g) {
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
    if (d.plural && food.unit_g && def.grams === food.unit_g && food.unit_g <= 150) {
      quantity = 2;
      grams = 2 * food.unit_g;
    }
    if (d.vague !== null) grams *= d.vague;
    if (d.fillOf) {
      // filling of a bocadillo / taco / tostada: what fits inside, times the number of containers
      const containerQty = d.fillOf.qty ?? 1;
      const fill = d.fillOf.food.fill_g ?? grams;
      grams = Math.min(grams, fill) * containerQty;
      unit = "relleno";
      quantity = containerQty;
    }
  }
  if (d.unitWord && d.vague !== null && d.qty === null) grams *= d.vague;
  grams *= d.size;
  let cooking: ParsedItem["cooking"];
  if (d.cooking && !food.cooked_with_fat && !food.liquid && (d.cooking.oil > 0 || d.cooking.batter > 0)) {
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
  };
}

export const COOKING_FOODS = { oil: () => FOOD_BY_ID.get(OIL_ID)!, batter: () => FOOD_BY_ID.get(BATTER_ID)! };
