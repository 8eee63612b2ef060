/**
 * Daily nutrient guidance for a calorie goal and the user's health conditions: the single source for
 * the planner's day constraints and the dashboard's sugar, fibre and salt goals (issue 13), so that a
 * goal is never copied from a plan's averages.
 *
 * Sources:
 * - Salt: at most 5 g a day for adults (WHO 2012 sodium guideline; AESAN and SENC adopt it for Spain);
 *   4 g with hypertension or chronic kidney disease (AHA/ESH: sodium ≤ 1.5-2 g a day ≈ 4-5 g of salt;
 *   KDIGO 2012 for CKD: sodium < 2 g a day).
 * - Fibre: 14 g per 1000 kcal (Dietary Guidelines for Americans 2020-2025; EFSA's 25 g a day is the
 *   same order for a 2000 kcal diet); capped at 50 g, beyond which intakes are unusual and poorly tolerated.
 * - Free sugars: under 10 % of energy (WHO 2015 sugars guideline), 4 kcal per gram.
 * - Total sugars: the EU reference intake of 90 g a day for a 2000 kcal adult (Regulation (EU)
 *   1169/2011, Annex XIII), scaled to the calorie goal; this is what the dashboard shows as "Azúcar",
 *   because logged meals carry total sugars, not free sugars.
 * - Fat: 20-35 % of energy (EFSA 2010 reference intake range for adults).
 */

export interface HealthConditions {
  hypertension: boolean;
  kidneyDisease: boolean;
  diabetes: boolean;
  coeliac: boolean;
  lactoseIntolerance: boolean;
  pregnancy: boolean;
}

export const NO_CONDITIONS: HealthConditions = {
  hypertension: false,
  kidneyDisease: false,
  diabetes: false,
  coeliac: false,
  lactoseIntolerance: false,
  pregnancy: false,
};

export interface DailyGuidance {
  /** grams of salt, upper limit */
  saltMax: number;
  /** grams of fibre: lower and upper bound */
  fiberMin: number;
  fiberMax: number;
  /** grams of free sugars, upper limit (10 % of energy) */
  freeSugarMax: number;
  /** grams of total sugars, reference intake scaled to the calorie goal */
  totalSugarReference: number;
  /** grams of fat: 20-35 % of energy */
  fatMin: number;
  fatMax: number;
}

export const SALT_MAX_G = 5;
export const SALT_MAX_RESTRICTED_G = 4;
export const FIBER_G_PER_1000_KCAL = 14;
export const FIBER_MAX_G = 50;
/**
 * The fibre minimum never reaches the ceiling: above ~3200 kcal, 14 g/1000 kcal would ask for 50 g or
 * more while 50 g is also the most, a band no real day hits exactly. A 5 g window stays.
 */
export const FIBER_MIN_CAP_G = 45;
export const FREE_SUGAR_ENERGY_SHARE = 0.1;
export const TOTAL_SUGAR_REFERENCE_G = 90;
export const FAT_ENERGY_SHARE = [0.2, 0.35] as const;

export function dailyGuidance(calories: number, conditions: HealthConditions = NO_CONDITIONS): DailyGuidance {
  const kcal = Math.max(0, calories);
  const fiberTarget = (kcal / 1000) * FIBER_G_PER_1000_KCAL;
  return {
    saltMax: conditions.hypertension || conditions.kidneyDisease ? SALT_MAX_RESTRICTED_G : SALT_MAX_G,
    fiberMin: Math.min(fiberTarget, FIBER_MIN_CAP_G),
    fiberMax: FIBER_MAX_G,
    freeSugarMax: (kcal * FREE_SUGAR_ENERGY_SHARE) / 4,
    totalSugarReference: (TOTAL_SUGAR_REFERENCE_G * kcal) / 2000,
    fatMin: (kcal * FAT_ENERGY_SHARE[0]) / 9,
    fatMax: (kcal * FAT_ENERGY_SHARE[1]) / 9,
  };
}

/** Lower-case, accents removed, so "Hipertensión" and "hipertension" match. */
function fold(text: string): string {
  return text
    .normalize("NFD")
    .replace(/\p{Diacritic}/gu, "")
    .toLowerCase();
}

/**
 * Spanish (Spain and Latin America) words for each condition, matched as word prefixes in the
 * free-text chronic conditions and health restrictions. Deliberately inclusive: a missed condition
 * costs more than a stricter plan.
 */
const CONDITION_WORDS: Record<keyof HealthConditions, readonly string[]> = {
  hypertension: ["hipertens", "tension alta", "presion alta", "presion arterial alta", "hta"],
  kidneyDisease: ["renal", "rinon", "rinones", "nefropat", "insuficiencia renal", "dialisis", "erc"],
  diabetes: ["diabet", "prediabet", "pre-diabet", "resistencia a la insulina", "glucosa alta", "azucar alta"],
  coeliac: ["celiac", "celiaqu", "gluten"],
  lactoseIntolerance: ["lactosa"],
  pregnancy: ["embaraz", "gestacion", "gestante", "encinta"],
};

/** Which conditions a profile's free-text lists mention. */
export function detectConditions(texts: readonly (string | null | undefined)[]): HealthConditions {
  const haystack = ` ${texts
    .filter(Boolean)
    .map((t) => fold(String(t)))
    .join(" ; ")} `.replace(/[^a-z0-9;-]+/g, " ");
  const result = { ...NO_CONDITIONS };
  for (const key of Object.keys(CONDITION_WORDS) as (keyof HealthConditions)[]) {
    result[key] = CONDITION_WORDS[key].some((word) => haystack.includes(` ${word}`));
  }
  return result;
}
