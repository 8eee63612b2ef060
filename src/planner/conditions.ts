import { detectConditions, type HealthConditions } from "../core/nutrition-guidance";

/**
 * What each health condition changes in a plan: one table, each rule with its source. The day limits
 * themselves (salt cap, fibre, free sugars, fat) come from src/core/nutrition-guidance.ts
 * (`dailyGuidance`), which lowers the salt cap to 4 g for hypertension and kidney disease; this table
 * adds the dish exclusions and the per-meal limits. Exclusions here are hard: the planner never relaxes
 * them (a plate of sides replaces a dish rather than breaking one).
 */
export interface ConditionRule {
  condition: keyof HealthConditions;
  /** dish and side tags never planned with this condition */
  excludeTags: readonly string[];
  /** no single meal carries more than this share of the day's carbohydrates (3+ meals a day) */
  mealCarbShareMax?: number;
}

export const CONDITION_RULES: readonly ConditionRule[] = [
  // Hypertension: sodium < 2 g/day (WHO 2012; ESH 2023 guidelines) -> salt cap 4 g in dailyGuidance, and
  // no dish above 2 g of salt per serving ("alto en sal", src/planner/tags.ts), as AESAN advises limiting
  // salty ready meals and cured products.
  { condition: "hypertension", excludeTags: ["alto en sal"] },
  // Chronic kidney disease: sodium < 2 g/day (KDIGO 2012 CKD guideline, 3.1.2; KDIGO 2024 keeps it).
  { condition: "kidneyDisease", excludeTags: ["alto en sal"] },
  // Diabetes and prediabetes: free sugars kept low (ADA Standards of Care 2024, section 5: minimise added
  // sugars) -> no "alto en azúcar" dish; carbohydrate spread over the day's meals rather than concentrated
  // in one (ADA 2024 5.27 consistent carbohydrate intake; Diabetes UK 2018 nutrition guidelines).
  { condition: "diabetes", excludeTags: ["alto en azúcar"], mealCarbShareMax: 0.4 },
  // Coeliac disease: strict lifelong gluten-free diet (ESsCD 2019 guideline; FACE, Federación de
  // Asociaciones de Celíacos de España).
  { condition: "coeliac", excludeTags: ["gluten"] },
  // Lactose intolerance: the built-in library does not tell lactose-free dairy apart, so dairy is excluded
  // as for the "Sin lactosa" option (EFSA 2010 opinion on lactose thresholds: symptoms vary by dose).
  { condition: "lactoseIntolerance", excludeTags: ["lácteos"] },
  // Pregnancy: no raw fish (anisakis, listeria), raw-milk cheese (listeria, brucella) nor undercooked egg
  // (salmonella) (AESAN 2023 "Recomendaciones de seguridad alimentaria para embarazadas"; NHS "Foods to
  // avoid in pregnancy").
  { condition: "pregnancy", excludeTags: ["pescado crudo", "leche cruda", "huevo poco hecho"] },
];

export interface ConditionEffects {
  conditions: HealthConditions;
  excludeTags: Set<string>;
  /** null: no per-meal carbohydrate limit */
  mealCarbShareMax: number | null;
}

/** The conditions a profile's free texts mention, and what they change. */
export function conditionEffects(texts: readonly (string | null | undefined)[]): ConditionEffects {
  const conditions = detectConditions(texts);
  const excludeTags = new Set<string>();
  let mealCarbShareMax: number | null = null;
  for (const rule of CONDITION_RULES) {
    if (!conditions[rule.condition]) continue;
    for (const t of rule.excludeTags) excludeTags.add(t);
    if (rule.mealCarbShareMax !== undefined)
      mealCarbShareMax = Math.min(mealCarbShareMax ?? 1, rule.mealCarbShareMax);
  }
  return { conditions, excludeTags, mealCarbShareMax };
}
