/** Lowercase, accents removed, punctuation to spaces. */
export function normalizeText(s: string): string {
  return s
    .toLowerCase()
    .normalize("NFD")
    .replace(/\p{Diacritic}/gu, "")
    .replace(/[^a-z0-9ñ]+/g, " ")
    .trim();
}

/** The forms a Spanish word may stand for once a plural ending is removed (nueces -> nuez, gambas -> gamba). */
export function singularForms(word: string): string[] {
  const forms = [word];
  if (word.length > 3 && word.endsWith("ces")) forms.push(`${word.slice(0, -3)}z`);
  if (word.length > 4 && word.endsWith("es")) forms.push(word.slice(0, -2));
  if (word.length > 3 && word.endsWith("s")) forms.push(word.slice(0, -1));
  return forms;
}

export function tokens(s: string): string[] {
  const t = normalizeText(s);
  return t ? t.split(" ") : [];
}

/** True when the phrase occurs in the text as consecutive words, plurals and accents ignored. */
export function containsPhrase(textTokens: readonly string[][], phrase: readonly string[]): boolean {
  if (phrase.length === 0) return false;
  for (let i = 0; i + phrase.length <= textTokens.length; i++) {
    let ok = true;
    for (let j = 0; j < phrase.length && ok; j++) ok = textTokens[i + j].includes(phrase[j]);
    if (ok) return true;
  }
  return false;
}
