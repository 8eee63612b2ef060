import type { MealType } from "../core/enums";
import { type Nutrients, scaleNutrients } from "../core/nutrients";
import { FOOD_BY_ID } from "../nutrition/table";

/**
 * Side items a planned meal can carry besides its main dish, the way a Spanish menu is built
 * ("lentejas con chorizo, pan y una naranja"). Each side is counted in fixed household units; its
 * nutrients per unit come from the built-in food table (src/nutrition/data/foods.json, CIQUAL 2020
 * based) by food id, so they are never typed by hand. A side carries the same "contains" tags as
 * dishes and is left out for a profile that excludes one of them; where a variant fits the
 * restriction (gluten-free bread, soy yoghurt), that variant is used instead.
 *
 * Free sugars of every side are 0: whole fruit, plain yoghurt and milk contain only intrinsic sugars
 * and lactose, which the WHO definition of free sugars does not count.
 */
export interface SideVariant {
  /** id in FOOD_BY_ID */
  food: string;
  /** short Spanish name for the meal's description ("pan", "naranja") */
  name: string;
  /** grams of one unit */
  grams: number;
  /** "contains" tags (same vocabulary as recipes) */
  tags: readonly string[];
  /** how one unit and n units read in the meal's item list ("1 rebanada de pan", "2 rebanadas de pan") */
  one: string;
  many: string;
  /** tofu and the like: only for vegetarians, vegans or users who ask for it (as dishes) */
  plantProtein?: boolean;
}

export interface SideSpec {
  key: string;
  roles: readonly MealType[];
  /** most units in one meal */
  max: number;
  /** allowed variants in order of preference; `rotate` picks among the allowed ones by day and slot */
  variants: readonly SideVariant[];
  rotate?: boolean;
}

const v = (
  food: string,
  name: string,
  grams: number,
  one: string,
  many: string,
  tags: readonly string[] = [],
  plantProtein = false,
): SideVariant => ({ food, name, grams, one, many, tags, ...(plantProtein ? { plantProtein } : {}) });

const ALL: readonly MealType[] = ["breakfast", "lunch", "dinner", "snack"];

export const SIDES: readonly SideSpec[] = [
  {
    key: "pan",
    roles: ALL,
    max: 2,
    variants: [
      v("pan", "pan", 40, "1 rebanada de pan", "{n} rebanadas de pan", ["gluten"]),
      v(
        "pan-sin-gluten",
        "pan sin gluten",
        40,
        "1 rebanada de pan sin gluten",
        "{n} rebanadas de pan sin gluten",
      ),
    ],
  },
  {
    key: "fruta",
    roles: ALL,
    max: 1,
    rotate: true,
    variants: [
      v("naranja", "naranja", 150, "1 naranja", "{n} naranjas"),
      v("manzana", "manzana", 150, "1 manzana", "{n} manzanas"),
      v("platano", "plátano", 120, "1 plátano", "{n} plátanos"),
      v("pera", "pera", 150, "1 pera", "{n} peras"),
      v("mandarina", "mandarinas", 160, "2 mandarinas", "{2n} mandarinas"),
      v("kiwi", "kiwis", 150, "2 kiwis", "{2n} kiwis"),
      v("melocoton", "melocotón", 150, "1 melocotón", "{n} melocotones"),
    ],
  },
  {
    key: "ensalada",
    roles: ["lunch", "dinner"],
    max: 1,
    variants: [
      v("ensalada", "ensalada verde", 150, "1 plato de ensalada verde", "{n} platos de ensalada verde"),
    ],
  },
  {
    // a low-fibre, low-fat starch: the side that adds energy on a day already high in fibre or fat
    key: "arroz",
    roles: ["lunch", "dinner"],
    max: 1,
    variants: [v("arroz", "arroz blanco", 150, "1 ración de arroz blanco", "{n} raciones de arroz blanco")],
  },
  {
    key: "aceite",
    roles: ALL,
    max: 2,
    variants: [
      v(
        "aceite-de-oliva",
        "aceite de oliva",
        10,
        "1 cucharada de aceite de oliva",
        "{n} cucharadas de aceite de oliva",
      ),
    ],
  },
  {
    key: "yogur",
    roles: ALL,
    max: 2,
    variants: [
      v(
        "yogur-desnatado",
        "yogur natural",
        125,
        "1 yogur natural desnatado",
        "{n} yogures naturales desnatados",
        ["lácteos"],
      ),
      v("yogur-de-soja", "yogur de soja", 125, "1 yogur de soja", "{n} yogures de soja", ["soja"]),
    ],
  },
  {
    key: "leche",
    roles: ["breakfast", "snack"],
    max: 1,
    variants: [
      v("leche", "leche", 200, "1 vaso de leche", "{n} vasos de leche", ["lácteos"]),
      v("bebida-de-soja", "bebida de soja", 200, "1 vaso de bebida de soja", "{n} vasos de bebida de soja", [
        "soja",
      ]),
    ],
  },
  {
    key: "frutos",
    roles: ["breakfast", "snack"],
    max: 1,
    rotate: true,
    variants: [
      v("nueces", "nueces", 25, "1 puñado de nueces", "{n} puñados de nueces", ["frutos secos"]),
      v("almendras", "almendras", 25, "1 puñado de almendras", "{n} puñados de almendras", ["frutos secos"]),
      v(
        "pipas-de-calabaza",
        "pipas de calabaza",
        25,
        "1 puñado de pipas de calabaza",
        "{n} puñados de pipas de calabaza",
      ),
    ],
  },
  {
    key: "skyr",
    roles: ["breakfast", "snack", "dinner"],
    max: 1,
    variants: [v("skyr", "skyr", 150, "1 skyr natural", "{n} skyr naturales", ["lácteos"])],
  },
  {
    key: "atun",
    roles: ["lunch", "dinner"],
    max: 1,
    variants: [
      v(
        "atun-al-natural",
        "atún al natural",
        60,
        "1 lata de atún al natural",
        "{n} latas de atún al natural",
        ["pescado"],
      ),
    ],
  },
  {
    key: "pavo",
    roles: ["breakfast", "snack"],
    max: 1,
    variants: [v("pavo-fiambre", "pavo", 30, "2 lonchas de pavo", "{2n} lonchas de pavo", ["carne"])],
  },
  {
    key: "edamame",
    roles: ["snack", "lunch", "dinner"],
    max: 1,
    variants: [
      v("edamame", "edamame", 30, "1 puñado de edamame tostado", "{n} puñados de edamame tostado", ["soja"]),
    ],
  },
  {
    // the "segundo plato" of a Spanish menu: a lean grilled fillet next to a legume or vegetable dish
    // ("lentejas estofadas, pollo a la plancha y naranja"); the protein a vegetable-based plate lacks
    key: "plancha",
    roles: ["lunch", "dinner"],
    max: 1,
    rotate: true,
    variants: [
      v(
        "pechuga-de-pollo",
        "pollo a la plancha",
        100,
        "1 filete de pollo a la plancha",
        "{n} filetes de pollo a la plancha",
        ["carne"],
      ),
      v(
        "merluza",
        "merluza a la plancha",
        120,
        "1 filete de merluza a la plancha",
        "{n} filetes de merluza a la plancha",
        ["pescado"],
      ),
      v(
        "pechuga-de-pavo-asada",
        "pavo a la plancha",
        100,
        "1 filete de pavo a la plancha",
        "{n} filetes de pavo a la plancha",
        ["carne"],
      ),
      v(
        "tofu",
        "tofu a la plancha",
        100,
        "1 ración de tofu a la plancha",
        "{n} raciones de tofu a la plancha",
        ["soja"],
        true,
      ),
    ],
  },
  {
    // plain Greek-style yoghurt without fat: 13 g of protein in 125 g, breakfast or dessert
    key: "griego",
    roles: ALL,
    max: 1,
    variants: [
      v(
        "yogur-griego-natural-sin-grasa",
        "yogur griego desnatado",
        125,
        "1 yogur griego natural desnatado",
        "{n} yogures griegos naturales desnatados",
        ["lácteos"],
      ),
    ],
  },
  {
    key: "huevo",
    roles: ["breakfast", "snack", "lunch", "dinner"],
    max: 2,
    variants: [v("huevo-cocido", "huevo duro", 60, "1 huevo duro", "{n} huevos duros", ["huevo"])],
  },
];

/** Nutrients of one unit of a variant, from the food table (per 100 g scaled to the unit's grams). */
export function unitNutrients(variant: SideVariant): Nutrients {
  const food = FOOD_BY_ID.get(variant.food);
  if (!food) throw new Error(`side food ${variant.food} missing from the food table`);
  return scaleNutrients(food.per100g, variant.grams / 100);
}

/** A side resolved for one meal: the variant to use, its unit nutrients and the most units allowed. */
export interface SideOption {
  spec: SideSpec;
  variant: SideVariant;
  unit: Nutrients;
  max: number;
}

/**
 * The sides a meal of `role` may carry for a profile that excludes `excluded` tags (tofu only with
 * `plantProtein`, the dishes' rule for tofu, tempeh and seitán; none the user dislikes, `avoid`). `pick` chooses
 * among the allowed variants of a rotating side (fruit, nuts), so the fruit changes from meal to meal.
 * With one or two meals a day a meal may carry one more unit of each side.
 */
export function sidesFor(
  role: MealType,
  excluded: ReadonlySet<string>,
  mealsPerDay: number,
  pick: number,
  plantProtein = false,
  avoid: (variant: SideVariant) => boolean = () => false,
): SideOption[] {
  const out: SideOption[] = [];
  for (const spec of SIDES) {
    if (!spec.roles.includes(role)) continue;
    const allowed = spec.variants.filter(
      (x) => !x.tags.some((t) => excluded.has(t)) && (plantProtein || !x.plantProtein) && !avoid(x),
    );
    if (allowed.length === 0) continue;
    const variant = spec.rotate ? allowed[Math.abs(pick) % allowed.length] : allowed[0];
    out.push({ spec, variant, unit: unitNutrients(variant), max: spec.max + (mealsPerDay <= 2 ? 1 : 0) });
  }
  return out;
}

/** "2 rebanadas de pan", "1 cucharada de aceite de oliva", "1 naranja". */
export function sideLabel(variant: SideVariant, count: number): string {
  if (count === 1) return variant.one;
  return variant.many.replace("{2n}", String(2 * count)).replace("{n}", String(count));
}
