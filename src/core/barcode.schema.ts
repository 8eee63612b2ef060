import { z } from "zod";
import { NUTRIENT_KEYS, type Nutrients, roundNutrients, scaleNutrients } from "./nutrients";
import { MEAL_WEIGHT_MAX_G } from "./plausibility";

/**
 * A product barcode as the user scans or types it: EAN-8, UPC-E (8 digits), UPC-A (12), EAN-13 (13)
 * or GTIN-14, digits only. Spaces and dashes a person types are the client's to strip; the server
 * takes digits or refuses.
 */
export const BARCODE_PATTERN = /^\d{8,14}$/;
export const barcodeSchema = z
  .string()
  .regex(BARCODE_PATTERN, { error: "El código de barras debe tener entre 8 y 14 cifras, sin letras" });

/** What a person typed, reduced to the digits a barcode is made of ("84 1000 0-1" → "8410001"). */
export function cleanBarcodeInput(value: string): string {
  return value.replace(/[\s-]/g, "");
}

export const OFF_ATTRIBUTION = {
  name: "Open Food Facts",
  license: "ODbL",
  url: "https://world.openfoodfacts.org",
  licenseUrl: "https://opendatacommons.org/licenses/odbl/1-0/",
} as const;

/** Per-100 g values of a product: kcal and grams, within what 100 g of any food can hold. */
const per100 = (max: number) => z.number().min(0).max(max);
export const per100gSchema = z.object({
  calories: per100(950),
  protein: per100(100),
  carbs: per100(100),
  fat: per100(100),
  sugar: per100(100),
  fiber: per100(100),
  salt: per100(100),
});

/** GET /api/barcode/:code: one packaged product from Open Food Facts, mapped to our nutrients. */
export const barcodeProductSchema = z.object({
  code: barcodeSchema,
  name: z.string().min(1).max(200),
  brand: z.string().max(100).nullable(),
  /** nutrients per 100 g (or 100 ml, which Open Food Facts also writes as _100g) */
  per_100g: per100gSchema,
  /** the label only gives values for the prepared product (e.g. a soup powder made up with water) */
  prepared: z.boolean(),
  /** nutrients the product page does not give; they count as 0 */
  missing: z.array(z.enum(NUTRIENT_KEYS)),
  /** the label's serving ("1 galleta (8 g)") when its weight could be read */
  serving: z
    .object({ grams: z.number().positive().max(MEAL_WEIGHT_MAX_G), label: z.string().max(100) })
    .nullable(),
  /** the whole package's net weight in grams, when the label says it */
  package_grams: z.number().positive().max(100_000).nullable(),
  source_url: z.string().url(),
});
export type BarcodeProduct = z.infer<typeof barcodeProductSchema>;

/** The nutrients of `grams` of a product, rounded as meals are stored (kcal whole, grams to 2 decimals). */
export function productPortion(product: Pick<BarcodeProduct, "per_100g">, grams: number): Nutrients {
  return roundNutrients(scaleNutrients(product.per_100g, grams / 100));
}

/** "Galletas María (Cuétara), 40 g": the meal's description. */
export function productMealDescription(
  product: Pick<BarcodeProduct, "name" | "brand">,
  grams: number,
): string {
  const amount = Number.isInteger(grams) ? String(grams) : grams.toFixed(1).replace(".", ",");
  return `${product.name}${product.brand ? ` (${product.brand})` : ""}, ${amount} g`;
}
