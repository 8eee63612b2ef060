import { FOODS, type FoodKey } from "./library/foods";
import type { RecipeData } from "./recipe-data";
import type { SideVariant } from "./sides";
import { normalizeText, singularForms } from "./text";

/**
 * The profile's `food_preferences` (free texts as the user writes them: "no me gusta el pescado",
 * "odio el cilantro", "me encantan las lentejas", "sin champiñones") read as liked and disliked foods.
 * A soft preference: the planner leaves dishes and sides with a disliked food out while enough others
 * remain for the week (an allergy belongs in `health_restrictions`, which is a hard exclusion), and
 * offers dishes with a liked food more often.
 */
export interface FoodPreferences {
  /** each entry is a phrase of normalised words ("pescado", "pimiento rojo") */
  likes: string[][];
  dislikes: string[][];
}

/** Words that make an entry a dislike. */
const NEGATIVE =
  /\b(no|sin|nada de|odio|odia|detesto|evito|evitar|aborrezco|tampoco|ni)\b|\bmenos\b|\basco\b|\bno soporto\b/;

/** Words that carry no food: verbs of liking, articles, quantifiers. */
const FILLER = new Set(
  (
    "me te le les nos gusta gustan gustaria encanta encantan encantaria prefiero preferiria quiero quisiera " +
    "como comer odio odia detesto evito evitar aborrezco soporto asco nada mucho mucha muchos muchas poco " +
    "el la los las lo un una unos unas de del al y o e con sin no ni tampoco mas menos muy bien mal tanto " +
    "comida comidas plato platos alimento alimentos sabor todo toda todos todas nunca siempre casi ademas " +
    "tambien pero que porque por para en a mi su sus tipo cosas"
  ).split(" "),
);

/** A few foods people name by a group word: the tags of the recipe library's palette. */
const GROUP_TAGS: Record<string, string> = {
  pescado: "pescado",
  marisco: "marisco",
  carne: "carne",
  huevo: "huevo",
  lacteo: "lácteos",
  gluten: "gluten",
  "frutos secos": "frutos secos",
  soja: "soja",
};

/** Splits one free text into phrases ("pescado y marisco" → pescado, marisco). */
function phrasesOf(text: string): string[][] {
  return normalizeText(text)
    .split(/\b(?:y|e|ni|o)\b/)
    .map((part) => part.split(" ").filter((w) => w && !FILLER.has(w)))
    .filter((words) => words.length > 0 && words.length <= 3);
}

export function parseFoodPreferences(texts: readonly string[] | null | undefined): FoodPreferences {
  const out: FoodPreferences = { likes: [], dislikes: [] };
  for (const raw of texts ?? []) {
    const text = String(raw).slice(0, 200);
    const negative = NEGATIVE.test(normalizeText(text));
    for (const phrase of phrasesOf(text)) (negative ? out.dislikes : out.likes).push(phrase);
  }
  return out;
}

/** Word forms of a phrase word, for matching plurals ("lentejas" ~ "lenteja"). */
const forms = (w: string) => new Set(singularForms(w));

function phraseIn(haystack: string[], phrase: string[]): boolean {
  const hay = haystack.map((w) => forms(w));
  return haystack.some((_, i) =>
    phrase.every((p, j) => {
      const at = hay[i + j];
      if (!at) return false;
      return [...forms(p)].some((f) => at.has(f));
    }),
  );
}

const foodWords = new Map<string, string[]>();
function wordsOfFood(key: string): string[] {
  let words = foodWords.get(key);
  if (!words) {
    const food = FOODS[key as FoodKey];
    words = normalizeText(`${key.replace(/_/g, " ")} ${food?.es ?? ""}`).split(" ");
    foodWords.set(key, words);
  }
  return words;
}

/** True when the phrase names one of the foods (by palette key, Spanish name or group tag). */
function namesFood(phrase: string[], words: string[], tags: readonly string[]): boolean {
  const group = GROUP_TAGS[phrase.map((w) => singularForms(w).at(-1) ?? w).join(" ")];
  if (group && tags.includes(group)) return true;
  return phraseIn(words, phrase);
}

/** True when the recipe contains a food named by one of the phrases (ingredients, name or group). */
export function recipeMatches(recipe: RecipeData, phrases: string[][]): boolean {
  if (phrases.length === 0) return false;
  const name = normalizeText(recipe.name).split(" ");
  return phrases.some(
    (phrase) =>
      phraseIn(name, phrase) ||
      recipe.ingredients.some((i) =>
        namesFood(phrase, [...wordsOfFood(i.food), ...normalizeText(i.text).split(" ")], recipe.tags),
      ),
  );
}

/** True when the side variant is a food named by one of the phrases. */
export function sideMatches(variant: SideVariant, phrases: string[][]): boolean {
  const words = normalizeText(`${variant.name} ${variant.food.replace(/-/g, " ")}`).split(" ");
  return phrases.some((phrase) => namesFood(phrase, words, variant.tags));
}

/** True when a liked phrase asks for tofu, tempeh or seitán. */
export function likesPlantProtein(prefs: FoodPreferences): boolean {
  return prefs.likes.some((p) => p.some((w) => /^(tofu|tempeh|seitan)/.test(w)));
}
