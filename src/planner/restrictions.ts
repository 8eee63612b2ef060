import type { ContainsTag } from "./library/foods";
import type { SoftTag } from "./tags";
import { containsPhrase, normalizeText, singularForms, tokens } from "./text";

type ExclusionTag = ContainsTag | SoftTag;

/** The onboarding's dietary options (SPEC.md section 9) and what each excludes. */
const DIETARY: Record<string, ExclusionTag[]> = {
  vegetariano: ["carne", "pescado", "marisco"],
  vegano: ["carne", "pescado", "marisco", "huevo", "lácteos", "miel"],
  "sin gluten": ["gluten"],
  "sin lactosa": ["lácteos"],
};

/**
 * Spanish keyword table for the free-text health restrictions (chronic conditions, allergies,
 * medications). Keywords are written singular and without accents; the text is matched word by
 * word with accents and plural endings ignored. Matching is deliberately conservative: any mention
 * excludes (a "no tengo alergia al marisco" also excludes seafood), because a missed allergy costs
 * more than a missed dish. "alto en azúcar" and "alto en sal" are soft: the planner drops them only
 * while enough other dishes remain for the meal role.
 */
export const HEALTH_KEYWORDS: readonly { keywords: readonly string[]; excludes: readonly ExclusionTag[] }[] =
  [
    {
      keywords: [
        "fruto seco",
        "frutos seco",
        "nuez",
        "almendra",
        "avellana",
        "anacardo",
        "pistacho",
        "piñon",
        "pinon",
        "macadamia",
        "pecana",
      ],
      // tree-nut allergy: peanuts are excluded too (cross-contact and common co-allergy)
      excludes: ["frutos secos", "cacahuete"],
    },
    { keywords: ["cacahuete", "cacahuate", "mani", "arachide"], excludes: ["cacahuete"] },
    {
      keywords: [
        "marisco",
        "crustaceo",
        "molusco",
        "gamba",
        "camaron",
        "langostino",
        "mejillon",
        "almeja",
        "calamar",
        "pulpo",
        "sepia",
        "cangrejo",
        "langosta",
      ],
      excludes: ["marisco"],
    },
    {
      keywords: [
        "pescado",
        "pez",
        "anisakis",
        "anisaki",
        "atun",
        "salmon",
        "merluza",
        "bacalao",
        "sardina",
        "anchoa",
      ],
      excludes: ["pescado"],
    },
    { keywords: ["huevo", "ovoproducto", "albumina"], excludes: ["huevo"] },
    {
      keywords: ["lactosa", "leche", "lacteo", "queso", "caseina", "aplv", "yogur", "nata"],
      excludes: ["lácteos"],
    },
    { keywords: ["gluten", "celiaquia", "celiaco", "celiaca", "celiac", "trigo"], excludes: ["gluten"] },
    { keywords: ["soja", "soya", "tofu"], excludes: ["soja"] },
    { keywords: ["sesamo", "ajonjoli", "tahini", "tahin"], excludes: ["sésamo"] },
    { keywords: ["miel"], excludes: ["miel"] },
    { keywords: ["vegano", "vegana", "veganismo"], excludes: DIETARY.vegano },
    { keywords: ["vegetariano", "vegetariana"], excludes: DIETARY.vegetariano },
    {
      keywords: [
        "diabete",
        "diabetico",
        "diabetica",
        "prediabete",
        "glucosa",
        "insulina",
        "hiperglucemia",
        "metformina",
        "azucar en sangre",
      ],
      excludes: ["alto en azúcar"],
    },
    {
      keywords: [
        "hipertension",
        "hipertenso",
        "hipertensa",
        "tension alta",
        "presion alta",
        "sodio",
        "renal",
        "enalapril",
        "losartan",
      ],
      excludes: ["alto en sal"],
    },
  ];

const KEYWORD_PHRASES = HEALTH_KEYWORDS.map((row) => ({
  phrases: row.keywords.map((k) => tokens(k)),
  excludes: row.excludes,
}));

/** Tags that must not appear in any planned recipe, for the given profile. */
export function excludedTagsFor(profile: {
  dietary_restrictions: readonly string[];
  health_restrictions: readonly string[];
}): Set<string> {
  const out = new Set<string>();
  for (const d of profile.dietary_restrictions ?? []) {
    for (const t of DIETARY[normalizeText(String(d))] ?? []) out.add(t);
  }
  for (const text of profile.health_restrictions ?? []) {
    const words = tokens(String(text)).map(singularForms);
    for (const row of KEYWORD_PHRASES) {
      if (row.phrases.some((p) => containsPhrase(words, p))) for (const t of row.excludes) out.add(t);
    }
  }
  return out;
}
