import type { CuisineRegion } from "./enums";

/*
 * The cuisine a new user most likely cooks, from the browser's languages (issue 13): the country of the
 * first Spanish language tag decides. A Spanish tag without a country we know ("es", "es-419", "es-US")
 * and any other language give "variada" (no preference): guessing wrong costs more than not guessing.
 */

const BY_COUNTRY: Record<string, CuisineRegion> = {
  ES: "espana",
  MX: "mexico",
  GT: "centroamerica",
  HN: "centroamerica",
  SV: "centroamerica",
  NI: "centroamerica",
  CR: "centroamerica",
  PA: "centroamerica",
  CO: "colombia_venezuela",
  VE: "colombia_venezuela",
  CU: "caribe",
  DO: "caribe",
  PR: "caribe",
  AR: "cono_sur",
  UY: "cono_sur",
  CL: "cono_sur",
  PY: "cono_sur",
  PE: "peru_andes",
  BO: "peru_andes",
  EC: "peru_andes",
};

/** `languages` as `navigator.languages` gives them (most preferred first), e.g. ["es-MX", "en"]. */
export function cuisineRegionFromLanguages(languages: readonly string[] | undefined | null): CuisineRegion {
  const spanish = (languages ?? []).find((tag) => /^es(?:[-_]|$)/i.test(tag.trim()));
  if (!spanish) return "variada";
  // "es-MX", "es_mx" and "es-Latn-MX" all name Mexico; the region subtag is the 2-letter one.
  const region = spanish
    .trim()
    .split(/[-_]/)
    .slice(1)
    .find((part) => /^[a-z]{2}$/i.test(part));
  return (region && BY_COUNTRY[region.toUpperCase()]) || "variada";
}
