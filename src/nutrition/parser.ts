/** Spanish meal-description parser: text -> items {food, quantity, unit, grams, confidence}. */
import {
  ALIASES,
  aliasFood,
  type Canon,
  canonical,
  FOOD_BY_ID,
  type Food,
  firstFood,
  MAX_ALIAS_TOKENS,
  type PortionInfo,
  portionsOf,
  singularCandidates,
  VOCAB,
} from "./table";
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
    let hit = ALIASES.get(parts.join(" "));
    if (!hit && n >= 4) {
      // long names with other connectors: "galleta de chispas de chocolate" = "galleta con chispas de chocolate"
      const content = parts.filter(
        (p) => !FILL_LINKS.has(p) && p !== "a" && p !== "la" && p !== "al" && p !== "el",
      );
      if (content.length >= 3 && content.length < parts.length) hit = ALIASES.get(content.join(" "));
    }
    if (hit) {
      if (n === 1 && STOPWORDS.has(tokens[i]) && how === "exact") continue;
      // the words before the first connector say whether it is plural: "bocadillo de calamares" and
      // "tortilla de patatas" are one, "hash browns" and "tostadas de tinga" several
      let plural = false;
      let trulyPlural = false; // the word has a singular form in the vocabulary ("tamales"/"tamal", not "esquites")
      for (let k = i; k < i + n && !FILL_LINKS.has(tokens[k]); k++) {
        if (canon[k]?.how === "plural" || /s$/.test(tokens[k])) plural = true;
        if (canon[k]?.how === "plural" || singularCandidates(tokens[k]).some((c) => VOCAB.has(c)))
          trulyPlural = true;
      }
      return { food: hit.food, n, how, plural, trulyPlural, primary: hit.primary };
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
  const tokens = tokenize(stripNonFood(String(text ?? "").slice(0, MAX_INPUT)));
  let canon = tokens.map((t) => (t === SEP || /^\d/.test(t) ? null : canonical(t)));
  // "fresco de limón" (Central America) is a fruit drink, not a lemon: read it as "refresco de limón"
  // unless the table knows the phrase itself
  let rewrote = false;
  tokens.forEach((t, k) => {
    if (t !== "fresco" || (tokens[k + 1] !== "de" && tokens[k + 1] !== "del")) return;
    if ((matchFood(canon, tokens, k)?.n ?? 0) > 1) return;
    const fruit = matchFood(canon, tokens, k + 2);
    const ff = fruit ? familyOf(fruit.food.kind) : null;
    if (ff !== "fruit" && ff !== "grain" && ff !== "cereal") return;
    tokens[k] = "refresco";
    rewrote = true;
  });
  // a size word inside a name ("pizza familiar de pepperoni") moves before it, where it scales the portion
  for (let k = 1; k < tokens.length - 1; k++) {
    if (!(tokens[k] in SIZE) || !FILL_LINKS.has(tokens[k + 1])) continue;
    let start = k;
    while (
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
  let negate = false;
  const unknowns: UnknownDraft[] = [];
  let lastUnknown: UnknownDraft | null = null; // an unknown food that came after the last known one
  let altPending = false; // "pollo o pavo": the food after "o" is an alternative, not a second item
  let numberInName = false; // "tortilla de 2 huevos": the next food belongs to the dish's name
  let afterUnknownWord = false; // the previous word was not understood ("salsa rosada": an adjective of it)

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
      sizeWords: pending.sizeWords,
      cooking: null,
      words: [...pending.words, ...words],
      fillOf: null,
      nameWords: words,
      role: "main",
      parent: null,
      segment,
      mods: new Set(),
      approx: false,
    };
    pending = freshPending();
    return d;
  };

  for (let i = 0; i < tokens.length; i++) {
    const t = tokens[i];
    afterUnknownWord = i > 0 && unmatched.at(-1) === tokens[i - 1];
    if (t === SEP) {
      numberInName = false;
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
    if (
      num !== null &&
      pending.unitWord &&
      pending.qty !== null &&
      !(tokens[i + 1] ?? "").match(/^(g|gr|ml)$/)
    ) {
      // "una barra 3 Musketeers": a number after a counted measure is part of a name
      continue;
    }
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
      // "2 o 3 tacos": the middle of the range
      if ((tokens[i - 1] === "o" || tokens[i - 1] === "a") && pending.qty !== null && num !== null)
        value = (pending.qty + value) / 2;
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
    // a measure word that starts another food's name ("barra de cereal" is a bar, not 250 g of cereal;
    // "bolsa de papas fritas" are crisps); "copa de vino", "lata de atún" stay measures of that food
    let unitStartsFood = false;
    if (isUnitWord(t)) {
      const whole = matchFood(canon, tokens, i);
      if (whole && whole.n > 1) {
        const j = tokens[i + 1] === "de" || tokens[i + 1] === "del" ? i + 2 : i + 1;
        const rest = matchFood(canon, tokens, j);
        unitStartsFood = !rest || rest.food.id !== whole.food.id;
      }
    }
    if (isUnitWord(t) && !unitStartsFood) {
      const next = tokens[i + 1];
      const nextIsFood = next !== undefined && next !== SEP && matchFood(canon, tokens, i + 1) !== null;
      // a weight written after its food belongs to it ("una manzana de 150 g", "lubina 180g con arroz",
      // "una kombucha de 355 ml y ..."): it never moves on to the next food
      const target: Draft | UnknownDraft | null =
        lastUnknown ??
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

    if (t in SIZE) {
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

    const hit = matchFood(canon, tokens, i);
    if (hit) {
      const words = tokens.slice(i, i + hit.n);
      // "en el café", "en la ensalada": the article points to where the food went, not to a new food
      const inThe = tokens[i - 2] === "en" && PLACE_ARTICLES.has(tokens[i - 1] ?? "");
      i += hit.n - 1;
      if (negate) {
        negate = false;
        continue;
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
        pending.qty === null &&
        !pending.unitWord &&
        !lastUnknown &&
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
      if (lastInSegment && inThe && pending.qty === null && !pending.unitWord && !lastUnknown) {
        // "una cucharadita de azúcar en el café", "aceite en la ensalada": the coffee or salad is where it
        // went (logged on its own, if at all), not a second food
        lastInSegment.words.push("en", ...words);
        linkSinceLast = null;
        continue;
      }
      if (
        lastInSegment &&
        linkSinceLast === "en" &&
        pending.qty === null &&
        !pending.unitWord &&
        !lastUnknown &&
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
        pending.qty === null &&
        !pending.unitWord &&
        !lastUnknown &&
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
        pending.qty === null &&
        !pending.unitWord &&
        !lastUnknown &&
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
        pending.qty === null &&
        !pending.unitWord &&
        !lastUnknown &&
        (((linkSinceLast === "de" || linkSinceLast === "del") && !lastInSegment.food.fill_g) || rightAfter) &&
        describes(lastInSegment.food, hit.food, linkSinceLast)
      ) {
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
        // a sauce named with "con" is extra ("tacos con guacamole"); with "de" it names the dish's own sauce
        const extraSauce = link === "con" && familyOf(d.food.kind) === "sauce";
        // "elote con mayonesa y queso": the "y" continues the list the dish's own name began with "con"
        const namedWith = link === "y" && head === lastInSegment && head.nameWords.includes("con");
        if (
          (FILL_LINKS.has(link) || chained || namedWith) &&
          composite &&
          !extraSauce &&
          isComponentOf(head.food, d.food)
        ) {
          // "burrito de frijoles", "enchiladas de pollo": the filling is already in the dish
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
        if ((FILL_LINKS.has(link) || chained) && composite && !sideDish && head.food.id !== d.food.id) {
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
        }
      }
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
      if (hasQty && (next === "de" || next === "del") && matchFood(canon, tokens, i + 2) !== null) {
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
    const hit = pending.unitWord
      ? ALIASES.get(canonical(pending.unitWord)?.tok ?? pending.unitWord)
      : undefined;
    if (hit) {
      const d = newDraft(hit.food, "exact", false, []);
      drafts.push(d);
      lastInSegment = d;
    }
  }

  // an unknown food named with a category word ("guiso de …", "tarta de …") gets the category's values
  for (const u of [...unknowns]) {
    const cat =
      categoryOfUnknown(u.words) ??
      (u.unitWord && /^barr/.test(u.unitWord)
        ? firstFood("categoria-barra", "barrita-de-chocolate")
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
  // fries named with no amount next to a burger or sandwich are the fast-food order (FNDDS medium, 115 g),
  // not a plate of chips: "una hamburguesa con queso y papas fritas"
  if (drafts.some((d) => familyOf(d.food.kind) === "sandwich"))
    for (const d of drafts)
      if (
        d.food.id === "patatas-fritas" &&
        d.qty === null &&
        !d.unitWord &&
        !d.weight &&
        !d.sizeWords.length &&
        !d.fillOf
      )
        d.weight = { grams: 115, perPiece: false, ml: false };
  const items = drafts.map(resolveVariant).map(toItem);
  // a weighed dish or sandwich already contains the fillings and toppings it names ("un sándwich de
  // jamón de 120 g" is 120 g in all): their grams come out of the dish's weight
  drafts.forEach((d, k) => {
    const head = d.fillOf ?? d.parent;
    // only a weight written after the whole dish ("de 120 g"); "100 g de pan con queso" weighs the bread
    if (!head?.weight || d.weight || d.qty !== null || d.unitWord) return;
    // "pan integral 50g con aguacate": the weight came before the topping, so it weighs the bread alone
    if (head.weight.after !== undefined && k >= head.weight.after) return;
    const h = drafts.indexOf(head);
    if (h < 0) return;
    // the named component is a minor part of the weighed dish ("arroz con coco 200 g")
    const total = items[h].grams;
    const take = Math.min(items[k].grams, total * 0.3);
    items[k].grams = take;
    items[h].grams = total - take;
    if (items[k].cooking) items[k].cooking = undefined;
  });
  return { items, unmatched, unknown };
}

type Mod = "dry" | "powder" | "light" | "nosugar" | "syrup";
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
  ] as [string, Mod][]
).map(([w, key]) => ({ words: w.split(" "), key }));

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

/** Category words whose unknown varieties get the category's typical values ("guiso de …"). */
function categoryOfUnknown(words: string[]): Food | undefined {
  return categoryFor(words[0] ?? "");
}

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
  // a glass of a drink powder is the prepared drink ("un vaso de jugo en polvo"), never 240 g of powder
  if (
    d.unitWord &&
    !metric &&
    !food.liquid &&
    (LIQUID_MEASURES.has(HOUSEHOLD[d.unitWord]?.unit ?? "") || HOUSEHOLD[d.unitWord]?.unit === "taza") &&
    / en polvo$|^polvo /.test(name)
  ) {
    const prepared =
      firstFood(`${food.id}-preparado`, `${food.id}-preparada`) ??
      aliasFood(`${name} preparado`) ??
      aliasFood(`${name} preparada`);
    if (prepared) d.food = prepared;
    else {
      // no prepared version in the table: one serving of powder per glass
      const serving = portionsOf(food)?.[0]?.grams ?? 20;
      d.weight = { grams: serving, perPiece: true, ml: false };
      d.approx = true;
    }
    return d;
  }
  // drinks read as drinks: "un vaso de chocolate con leche" is chocolate milk, "un vaso de naranja" juice
  if (
    d.unitWord &&
    !food.liquid &&
    LIQUID_MEASURES.has(HOUSEHOLD[d.unitWord]?.unit ?? "") &&
    !d.mods.has("powder")
  ) {
    let drink: Food | undefined;
    if (fam === "chocolate" || food.id === "colacao-en-polvo")
      drink = firstFood("batido-de-chocolate", "chocolate-a-la-taza");
    else if (fam === "fruit")
      drink = aliasFood(`zumo de ${name}`) ?? aliasFood(`jugo de ${name}`) ?? firstFood("zumo");
    else if ((fam === "cereal" || fam === "grain") && food.per100g.calories > 300)
      // "un vaso de avena": a glass of a dry cereal is the drink made with it (atole, colada)
      drink = aliasFood(`atole de ${name} con leche`) ?? aliasFood(`atole de ${name}`);
    if (drink) d.food = drink;
  } else if (
    d.unitWord &&
    HOUSEHOLD[d.unitWord]?.unit === "taza" &&
    fam === "chocolate" &&
    food.id !== "colacao-en-polvo"
  ) {
    const hot = firstFood("chocolate-a-la-taza");
    if (hot) d.food = hot;
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
  return FAMILY_UNITS[unit]?.[familyOf(food.kind)];
}

const BOWLS = new Set(["taza", "tazon", "bol", "plato", "vaso"]);
/** Containers' worth of a filling named once for many containers ("3 tortillas con huevo"). */
const SHARED_FILL_MAX = 2;
const FILL_CAP: Partial<Record<string, number>> = { fat: 7, sauce: 20, sweet: 20 };
/** Dishes whose "con" vegetables are toppings ("pizza con champiñones", "hamburguesa con cebolla"). */
const CLOSED = new Set(["pizza", "sandwich"]);
/** Foods that are not the filling of a bocadillo/tostada even after "y" ("tostada con mantequilla y un plátano"). */
const NOT_FILLING = new Set(["fruit", "drink", "alcohol", "water", "milk", "grain", "tuber", "dish", "soup"]);

/** A portion named with the very word of the description ("una porción" of pizza before "una ración"). */
function portionByWord(food: Food, word: string) {
  const list = portionsOf(food);
  if (!list) return undefined;
  for (const p of list) {
    const toks = tokenize(p.name);
    if (toks[0] !== "1" && toks[0] !== "un" && toks[0] !== "una") continue; // "3 tacos=225" is not one taco
    if (toks.includes(word) || (word.endsWith("s") && toks.includes(word.slice(0, -1)))) return p;
  }
  return undefined;
}

/** Words for a cut piece of a food; one stands for another when the food only has a portion of the other. */
const SLICE_UNITS = new Set(["rebanada", "trozo"]);
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

function toItem(d: Draft): ParsedItem {
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
  const metric = d.weight !== undefined || (d.unitWord !== null && d.unitWord in METRIC);
  // "una porción mediana de papas fritas", "un café grande": the food's own portion of that size
  const sized =
    d.sizeWords.length && !metric
      ? sizedPortion(food, d.sizeWords, d.unitWord ? HOUSEHOLD[d.unitWord]?.unit : undefined)
      : undefined;
  // a bare number above 20 with no unit is a weight ("arroz 200"), never 200 portions
  if (d.qty !== null && !d.unitWord && !d.weight && d.qty > MAX_HOUSEHOLD_COUNT) {
    d.unitWord = food.liquid ? "ml" : "g";
    approx = true;
  }
  // an explicit count above 20 of a household unit needs a metric unit: it is bounded
  if (d.qty !== null && d.qty > MAX_HOUSEHOLD_COUNT && !(d.unitWord && d.unitWord in METRIC)) {
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
    quantity = d.qty ?? 1;
    const own = sized ?? portionByWord(food, d.unitWord) ?? portionByKey(food, h.unit);
    const fam = familyOf(food.kind);
    const dryInBowl =
      !food.liquid &&
      food.per100g.calories >= 300 &&
      (fam === "grain" || fam === "cereal") &&
      BOWLS.has(h.unit);
    let per: number;
    if (own) per = own.grams;
    else if (dryInBowl) {
      // "un tazón de avena", "un plato de cereal": one serving of the dry product (it is eaten cooked or with milk)
      per = food.unit_g ?? def.grams;
      confidence *= 0.9;
    } else if (h.unit === "racion" || h.unit === "unidad")
      per = h.unit === "unidad" && food.unit_g ? food.unit_g : def.grams;
    else if (familyUnit(food, h.unit) !== undefined) {
      per = familyUnit(food, h.unit) as number;
      confidence *= 0.95;
    } else if (SLICE_UNITS.has(h.unit) && slicePortion(food, h.unit)) {
      // "una rebanada de pay de queso": a slice is the food's own piece ("1 trozo" 100 g), not 30 g of bread
      per = (slicePortion(food, h.unit) as PortionInfo).grams;
      confidence *= 0.95;
    } else {
      const generic = food.liquid ? (h.liquid ?? h.solid) : (h.solid ?? h.liquid);
      per = generic ?? def.grams;
      if (h.unit === "plato" && !food.liquid) per = Math.max(def.grams, 250);
      if (h.unit === "tapa" || h.unit === "pincho") per = Math.max(60, Math.min(def.grams * 0.6, 120));
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
    if (
      d.plural &&
      food.unit_g &&
      def.grams === food.unit_g &&
      food.unit_g <= (d.trulyPlural && !food.liquid ? 200 : 150)
    ) {
      // "croquetas", "galletas": a few small pieces; "tacos", "huevos", "tostadas", "tamales": two; a piece
      // over 200 g is a plate by itself ("chiles rellenos", "burritos", "pambazos" name the dish: one)
      quantity = food.unit_g < 35 ? 4 : 2;
      grams = quantity * food.unit_g;
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
    }
    if (d.fillOf) {
      // filling of a bocadillo / taco / tostada: what fits inside, times the number of containers
      // "100 g de pan con queso": the bread's weight is not a number of breads
      const spreadCap = FILL_CAP[familyOf(food.kind)];
      // "3 tortillas con huevo y frijol": a filling named once for several containers is shared, not one
      // portion per container (at most two containers' worth) unless "cada una" says so; a spread
      // ("3 tostadas con mantequilla") still goes on every piece
      const containerQty =
        spreadCap === undefined && !d.fillOf.weight?.perPiece
          ? Math.min(countOf(d.fillOf), SHARED_FILL_MAX)
          : countOf(d.fillOf);
      const fill = d.fillOf.food.fill_g ?? grams;
      // oil, butter, jam or sauce on bread is a spread, not a filling
      const spread = spreadCap ?? fill;
      grams = Math.min(grams, fill, spread) * containerQty;
      unit = "relleno";
      quantity = containerQty;
    }
  }
  if (d.unitWord && d.vague !== null && d.qty === null) grams *= d.vague;
  // size words scale household portions, never a written weight ("una manzana grande de 150 g")
  if (!d.weight && !(d.unitWord && d.unitWord in METRIC) && !sized) grams *= d.size;
  if (d.dryFactor) grams *= d.dryFactor;
  // a default portion never grows beyond three portions; no item beyond 5 kg
  if (d.qty === null && !d.unitWord && !d.weight && def && grams > 3 * def.grams * (d.plural ? 4 : 1)) {
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
function sizedPortion(food: Food, sizeWords: string[], unitKey: string | undefined): PortionInfo | undefined {
  const want = sizeWords.map(sizeStem).filter((x): x is string => x !== null);
  if (!want.length) return undefined;
  for (const p of portionsOf(food)) {
    const toks = tokenize(p.name);
    if (!toks.some((t) => want.includes(sizeStem(t) ?? ""))) continue;
    if (unitKey && p.key !== unitKey) continue;
    return p;
  }
  return undefined;
}

/** How many of a container or dish: its count, never its weight ("100 g de pan" is one bread). */
function countOf(d: Draft | null): number {
  if (!d) return 1;
  if (d.weight || (d.unitWord && d.unitWord in METRIC)) return 1;
  return Math.min(Math.max(d.qty ?? 1, 0), MAX_HOUSEHOLD_COUNT);
}

export const COOKING_FOODS = { oil: () => FOOD_BY_ID.get(OIL_ID)!, batter: () => FOOD_BY_ID.get(BATTER_ID)! };
