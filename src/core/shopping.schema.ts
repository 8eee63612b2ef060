import { z } from "zod";
import { numberInput, text } from "./input";

/**
 * The shopping list (issue 18, docs/decisions/0027-shopping-list.md): the week's plan turned into what
 * a shop sells, grouped by aisle, with the user's ticks, hand-added items and staples.
 */
export const AISLES = [
  "frutas_verduras",
  "carne",
  "pescado",
  "lacteos_huevos",
  "panaderia",
  "despensa",
  "congelados",
  "bebidas",
  "otros",
  "anadidos",
] as const;
export const aisleSchema = z.enum(AISLES);
export type Aisle = z.infer<typeof aisleSchema>;

/** Aisle names in the order a shop walk meets them. */
export const AISLE_LABELS: Record<Aisle, string> = {
  frutas_verduras: "Frutas y verduras",
  carne: "Carne",
  pescado: "Pescado y marisco",
  lacteos_huevos: "Lácteos y huevos",
  panaderia: "Panadería",
  despensa: "Despensa",
  congelados: "Congelados",
  bebidas: "Bebidas",
  otros: "Otros platos del plan",
  anadidos: "Añadidos por ti",
};

export const MAX_EXTRA_NAME = 200;
export const MAX_EXTRAS_PER_WEEK = 500;
export const MAX_STAPLES = 500;

/** Item keys: a product key ("arroz", "huevo"), "txt-…" for a recipe line, "extra-<uuid>" for a hand-added one. */
export const itemKeySchema = z
  .string()
  .min(1, "Falta el artículo")
  .max(300, "El identificador del artículo es demasiado largo")
  .regex(/^[\p{L}\p{N}_.:-]+$/u, "El identificador del artículo no es válido");

export const shoppingItemSchema = z.object({
  key: z.string(),
  name: z.string(),
  /** what to buy, in the unit the shop sells it: "9 huevos", "480 g", "1,4 l", "6 cucharadas" */
  quantity: z.string(),
  /** a buying hint: "2 bricks de 1 l", "≈ 90 ml", "unos 190 g en seco", "2 barras" */
  hint: z.string().nullable(),
  /** the exact sum in grams (null for a dish or a recipe line without weight, and hand-added items) */
  grams: z.number().nullable(),
  aisle: aisleSchema,
  checked: z.boolean(),
  /** the dishes of the plan that use it (for "otros" lines and a tooltip) */
  dishes: z.array(z.string()),
  /** whether "siempre en casa" applies (hand-added items cannot be staples) */
  stapleable: z.boolean(),
});
export type ShoppingItem = z.infer<typeof shoppingItemSchema>;

export const shoppingGroupSchema = z.object({
  aisle: aisleSchema,
  label: z.string(),
  items: z.array(shoppingItemSchema),
});
export type ShoppingGroup = z.infer<typeof shoppingGroupSchema>;

export const shoppingListSchema = z.object({
  week_offset: z.number().int(),
  /** the plan's dates, or the requested week's when it has no plan */
  start_date: z.string(),
  end_date: z.string(),
  has_plan: z.boolean(),
  /** the plan days (0..6) the list covers */
  days: z.array(z.number().int().min(0).max(6)),
  /** a Spanish hint when there is nothing to buy ("Esta semana no tiene plan…") */
  hint: z.string().nullable(),
  groups: z.array(shoppingGroupSchema),
  /** "Tienes en casa": items of this week left off because they are staples */
  staples: z.array(shoppingItemSchema),
  /** generated items the user removed from this week's list */
  removed: z.array(z.object({ key: z.string(), name: z.string() })),
  extras_left: z.number().int(),
});
export type ShoppingList = z.infer<typeof shoppingListSchema>;

/** A week offset as the plans API takes it: 0 = this week, ±1 per arrow, ten years either way. */
const weekOffset = numberInput("La semana no es válida").pipe(
  z
    .number()
    .int({ error: "La semana no es válida" })
    .min(-520, { error: "La semana no es válida" })
    .max(520, { error: "La semana no es válida" }),
);

export const shoppingListQuerySchema = z.object({
  week_offset: weekOffset.default(0),
  days: z
    .string()
    .max(20, "Los días no son válidos")
    .regex(/^[0-6](,[0-6]){0,6}$/, "Los días no son válidos: usa números del 0 al 6 separados por comas")
    .optional()
    .transform((s) => (s ? [...new Set(s.split(",").map(Number))].sort() : undefined)),
});

export const updateItemInputSchema = z
  .object({
    week_offset: weekOffset,
    checked: z.boolean({ error: "«checked» debe ser verdadero o falso" }).optional(),
    removed: z.boolean({ error: "«removed» debe ser verdadero o falso" }).optional(),
  })
  .refine((b) => b.checked !== undefined || b.removed !== undefined, {
    message: "Indica si el artículo está marcado o quitado",
  });
export type UpdateItemInput = z.infer<typeof updateItemInputSchema>;

export const addExtraInputSchema = z.object({
  week_offset: weekOffset,
  name: text({
    max: MAX_EXTRA_NAME,
    tooLong: `El nombre del artículo puede tener como máximo ${MAX_EXTRA_NAME} caracteres`,
  })
    .trim()
    .min(1, "Escribe el nombre del artículo"),
});

export const stapleInputSchema = z.object({
  week_offset: weekOffset,
  key: itemKeySchema,
});

export const itemParamsSchema = z.object({ key: itemKeySchema });
