import { type BarcodeProduct, barcodeProductSchema, OFF_ATTRIBUTION } from "../../../core/barcode.schema";
import type { NutrientKey } from "../../../core/nutrients";

/**
 * Open Food Facts product JSON -> our product (pure). OFF writes every nutrient per 100 g (or 100 ml)
 * as `<name>_100g`; products whose label only gives the prepared food (a soup powder made up with
 * water) have `<name>_prepared_100g` instead, and we say so. Numbers sometimes come as strings.
 */

/** The fields we ask OFF for (`fields=`), so an answer is a few KB instead of a hundred. */
export const OFF_FIELDS = [
  "code",
  "product_name",
  "product_name_es",
  "generic_name",
  "generic_name_es",
  "brands",
  "quantity",
  "product_quantity",
  "product_quantity_unit",
  "serving_size",
  "serving_quantity",
  "serving_quantity_unit",
  "nutriments",
] as const;

const OFF_NUTRIENT: Record<Exclude<NutrientKey, "calories">, string> = {
  protein: "proteins",
  carbs: "carbohydrates",
  fat: "fat",
  sugar: "sugars",
  fiber: "fiber",
  salt: "salt",
};

export type MappedProduct =
  | { status: "found"; product: BarcodeProduct }
  /** OFF knows the product but gives no usable energy value (or impossible ones) */
  | { status: "no_nutrition"; name: string };

function num(value: unknown): number | undefined {
  if (typeof value === "number") return Number.isFinite(value) ? value : undefined;
  if (typeof value === "string" && /^\s*-?\d+([.,]\d+)?\s*$/.test(value))
    return Number(value.replace(",", "."));
  return undefined;
}

function cleanText(value: unknown, max: number): string | undefined {
  if (typeof value !== "string") return undefined;
  // Control characters (NUL included, which PostgreSQL cannot store) become spaces.
  const text = Array.from(value, (ch) => (ch.charCodeAt(0) < 32 || ch.charCodeAt(0) === 127 ? " " : ch))
    .join("")
    .replace(/\s+/g, " ")
    .trim();
  return text ? text.slice(0, max).trim() : undefined;
}

const round = (value: number, decimals: number) => Math.round(value * 10 ** decimals) / 10 ** decimals;

/** Energy in kcal per 100 g from `energy-kcal<suffix>`, else from kJ (`energy-kj` or `energy`) / 4.184. */
function kcal(n: Record<string, unknown>, suffix: string): number | undefined {
  const direct = num(n[`energy-kcal${suffix}`]);
  if (direct !== undefined) return direct;
  const kj = num(n[`energy-kj${suffix}`]) ?? num(n[`energy${suffix}`]);
  return kj === undefined ? undefined : kj / 4.184;
}

const WEIGHT_UNITS: Record<string, number> = {
  g: 1,
  gr: 1,
  grs: 1,
  gramos: 1,
  ml: 1,
  kg: 1000,
  l: 1000,
  cl: 10,
};

/** "8,5 g", "1 galleta (30 g)", "1,5 kg", "330 ml" -> grams (ml taken as g, as OFF does per 100 ml). */
export function gramsIn(text: string | undefined): number | undefined {
  if (!text) return undefined;
  const match = /(\d+(?:[.,]\d+)?)\s*(kg|grs|gramos|gr|g|ml|cl|l)\b/i.exec(text);
  if (!match) return undefined;
  const grams = Number(match[1].replace(",", ".")) * WEIGHT_UNITS[match[2].toLowerCase()];
  return Number.isFinite(grams) && grams > 0 ? round(grams, 1) : undefined;
}

function amountWithUnit(value: unknown, unit: unknown): number | undefined {
  const amount = num(value);
  if (amount === undefined || amount <= 0) return undefined;
  const factor = typeof unit === "string" && unit.trim() ? WEIGHT_UNITS[unit.trim().toLowerCase()] : 1;
  return factor ? round(amount * factor, 1) : undefined;
}

export function mapOffProduct(code: string, raw: Record<string, unknown>): MappedProduct {
  const name =
    cleanText(raw.product_name_es, 200) ??
    cleanText(raw.product_name, 200) ??
    cleanText(raw.generic_name_es, 200) ??
    cleanText(raw.generic_name, 200) ??
    `Producto ${code}`;
  const nutriments =
    raw.nutriments && typeof raw.nutriments === "object" ? (raw.nutriments as Record<string, unknown>) : {};

  let suffix = "_100g";
  let calories = kcal(nutriments, suffix);
  let prepared = false;
  if (calories === undefined) {
    calories = kcal(nutriments, "_prepared_100g");
    if (calories !== undefined) {
      suffix = "_prepared_100g";
      prepared = true;
    }
  }
  if (calories === undefined) return { status: "no_nutrition", name };

  const missing: NutrientKey[] = [];
  const per100: Record<NutrientKey, number> = {
    calories: round(calories, 1),
    protein: 0,
    carbs: 0,
    fat: 0,
    sugar: 0,
    fiber: 0,
    salt: 0,
  };
  for (const [key, offName] of Object.entries(OFF_NUTRIENT) as [Exclude<NutrientKey, "calories">, string][]) {
    let value = num(nutriments[`${offName}${suffix}`]);
    if (value === undefined && key === "salt") {
      const sodium = num(nutriments[`sodium${suffix}`]);
      if (sodium !== undefined) value = sodium * 2.5;
    }
    if (value === undefined) missing.push(key);
    else per100[key] = round(value, 2);
  }

  const servingText = cleanText(raw.serving_size, 100);
  const servingGrams =
    amountWithUnit(raw.serving_quantity, raw.serving_quantity_unit) ?? gramsIn(servingText);
  const packageGrams =
    amountWithUnit(raw.product_quantity, raw.product_quantity_unit) ?? gramsIn(cleanText(raw.quantity, 100));

  const candidate = {
    code,
    name,
    brand: cleanText(typeof raw.brands === "string" ? raw.brands.split(",")[0] : undefined, 100) ?? null,
    per_100g: per100,
    prepared,
    missing,
    serving:
      servingGrams !== undefined && servingGrams <= 5000
        ? { grams: servingGrams, label: servingText ?? `${servingGrams} g` }
        : null,
    package_grams: packageGrams !== undefined && packageGrams <= 100_000 ? packageGrams : null,
    source_url: `${OFF_ATTRIBUTION.url}/product/${code}`,
  };
  // Values no 100 g of food can have (a negative, 3,000 kcal) are a data error on the page, not a food.
  const parsed = barcodeProductSchema.safeParse(candidate);
  return parsed.success ? { status: "found", product: parsed.data } : { status: "no_nutrition", name };
}
