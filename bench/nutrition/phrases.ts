/**
 * What the vocabulary checkers (vocabulary.ts, vocab-sweep.ts, vocabulary-dishes.ts,
 * vocabulary-measures.ts) share: reading a phrase list and the engine's reading of one phrase.
 */
import { readFileSync } from "node:fs";
import { ZERO_NUTRIENTS } from "../../src/core/nutrients";
import { estimateMeal, NutritionError } from "../../src/nutrition/index";

/**
 * The phrase lines of `bench/nutrition/<file>` (blank lines and `#` comments skipped), each split into
 * trimmed fields on `separator` (" | " where a field holds a pattern with "|" of its own).
 */
export function readPhrases(file: string, separator = "|"): string[][] {
  return readFileSync(new URL(`./${file}`, import.meta.url), "utf8")
    .split("\n")
    .filter((l) => l.trim() && !l.startsWith("#"))
    .map((l) => l.split(separator).map((s) => s.trim()));
}

/** The engine's estimate of a phrase; a phrase it refuses reads as no food, the whole phrase unmatched. */
export function readPhrase(text: string): ReturnType<typeof estimateMeal> {
  try {
    return estimateMeal(text);
  } catch (e) {
    if (!(e instanceof NutritionError)) throw e;
    return { ...ZERO_NUTRIENTS, items: [], unmatched: [text] } as unknown as ReturnType<typeof estimateMeal>;
  }
}

/** Lower case without accents, for matching food ids and names. */
export const fold = (s: string) =>
  s
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase();
