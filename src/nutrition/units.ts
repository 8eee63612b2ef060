/**
 * Food-specific household units and side/add-on portion sizes, by food kind.
 *
 * Every food of the table has a `kind`: its CIQUAL 2020 subgroup as a slug ("breakfast-cereals",
 * "pizzas-crepe-and-pies", "cooked-meat"...), or "dishes" for recipes with no dominant ingredient.
 * Kinds are grouped into families; a household measure ("una rebanada", "una taza", "una lata") that
 * the food does not define itself resolves by family before falling back to the generic grams of
 * `HOUSEHOLD`. Weights: USDA FNDDS / SR26 household portions (slice of pizza from a large pizza 119 g,
 * slice of cake 65–115 g, cup of cooked rice 158–163 g, cup of beans 172–185 g, cup of ready-to-eat
 * cereal 28–40 g, can of soda or beer 12 fl oz = 355 ml, granola bar 24–42 g...).
 */

export type Family =
  | "bread"
  | "cereal"
  | "grain"
  | "tuber"
  | "legume"
  | "veg"
  | "fruit"
  | "nuts"
  | "meat"
  | "deli"
  | "fish"
  | "egg"
  | "cheese"
  | "dairy"
  | "milk"
  | "cream"
  | "fat"
  | "sauce"
  | "soup"
  | "dish"
  | "pizza"
  | "sandwich"
  | "salad"
  | "cake"
  | "biscuit"
  | "chocolate"
  | "bar"
  | "sweet"
  | "icecream"
  | "drink"
  | "alcohol"
  | "water"
  | "other";

const KIND_FAMILY: Record<string, Family> = {
  "breads-and-similar": "bread",
  "viennese-pastries": "cake",
  "cakes-and-pastry": "cake",
  "cereal-products": "grain",
  "pasta-rice-and-grains": "grain",
  "breakfast-cereals": "cereal",
  "savoury-biscuits": "biscuit",
  "sweet-biscuits": "biscuit",
  "potatoes-and-other-tubers": "tuber",
  legumes: "legume",
  vegetables: "veg",
  fruits: "fruit",
  "nuts-and-seeds": "nuts",
  "cooked-meat": "meat",
  "raw-meat": "meat",
  "other-meat-products": "meat",
  "meat-substitute": "meat",
  "delicatessen-meat-and-similar": "deli",
  "fish-cooked": "fish",
  "fish-raw": "fish",
  "fish-products": "fish",
  "seafood-cooked": "fish",
  "seafood-raw": "fish",
  eggs: "egg",
  "cheese-and-similar": "cheese",
  "dairy-products-and-similar": "dairy",
  milk: "milk",
  "cream-and-similar": "cream",
  butters: "fat",
  margarines: "fat",
  "vegetable-oils": "fat",
  "other-fats": "fat",
  sauces: "sauce",
  condiments: "sauce",
  soups: "soup",
  dishes: "dish",
  "savoury-pastries-and-other-starters": "dish",
  "pizzas-crepe-and-pies": "pizza",
  sandwiches: "sandwich",
  "mixed-salads": "salad",
  "chocolate-and-chocolate-products": "chocolate",
  "cereal-bars": "bar",
  "non-chocolate-confectionery": "sweet",
  jam: "sweet",
  "sugars-and-honey": "sweet",
  "ice-cream": "icecream",
  sorbet: "icecream",
  "frozen-desserts": "icecream",
  "non-alcoholic-beverages": "drink",
  "alcoholic-beverages": "alcohol",
  water: "water",
};

export function familyOf(kind: string | undefined): Family {
  return (kind && KIND_FAMILY[kind]) || "other";
}

/**
 * Grams of one household unit by food family, used when the food has no portion of that name.
 * Keys are the canonical units of `HOUSEHOLD` (text.ts).
 */
export const FAMILY_UNITS: Record<string, Partial<Record<Family, number>>> = {
  rebanada: {
    bread: 28,
    pizza: 110,
    cake: 90,
    fruit: 200,
    cheese: 20,
    deli: 15,
    veg: 20,
    meat: 60,
    sandwich: 110,
    dish: 150,
  },
  racion: { pizza: 110, cake: 90 },
  trozo: { pizza: 110, cake: 90, cheese: 30, chocolate: 10, fruit: 100, bread: 40 },
  taza: {
    cereal: 35,
    grain: 160,
    tuber: 200,
    legume: 175,
    veg: 100,
    fruit: 150,
    nuts: 140,
    soup: 245,
    dish: 230,
    dairy: 245,
    milk: 245,
    icecream: 130,
    meat: 140,
    fish: 140,
    drink: 240,
    water: 240,
  },
  tazon: { cereal: 40, grain: 250, legume: 250, fruit: 200, soup: 300, dish: 300, dairy: 250, milk: 300 },
  bol: { cereal: 40, grain: 250, legume: 250, fruit: 200, soup: 300, dish: 300, dairy: 250, milk: 300 },
  plato: { cereal: 40, soup: 300, fruit: 200, salad: 250 },
  lata: {
    drink: 355,
    alcohol: 355,
    water: 355,
    fish: 80,
    legume: 240,
    veg: 150,
    soup: 300,
    fruit: 250,
  },
  botella: { alcohol: 355, drink: 500, water: 500 },
  barra: { chocolate: 45, bar: 35, sweet: 40, bread: 250, fat: 250, cheese: 250, biscuit: 30 },
  barrita: { chocolate: 45, bar: 35, sweet: 40, biscuit: 30 },
  bolsa: { tuber: 45, biscuit: 45, nuts: 40, sweet: 40, chocolate: 40, grain: 30, bread: 250 },
  unidad: { meat: 100, fish: 120, pizza: 110, cake: 90, bar: 35, chocolate: 45 },
  cucharada: { nuts: 16, sweet: 20, fat: 13.5, cheese: 10, cereal: 8, grain: 12 },
  bola: { icecream: 65 },
  // a skewer: 2-3 pieces of meat or fish (FNDDS kabob 1 skewer: 60-90 g of meat); "un palito" of ice cream
  // (Argentina) is an ice pop
  brocheta: { meat: 60, deli: 40, fish: 60, veg: 50, fruit: 60, icecream: 65 },
  // a packet: instant oatmeal or cereal 35 g (FNDDS 28-43 g), sugar or sweetener 8 g, sauce 10 g
  sobre: { cereal: 35, grain: 35, sweet: 8, sauce: 10 },
  // a single-serving packet of candy, nuts, chips or cookies (FNDDS: M&M's pouch 45 g, nut package 50 g, chips
  // 28-45 g, cookie single-serving package 46 g)
  paquete: { chocolate: 45, sweet: 45, nuts: 50, tuber: 40, biscuit: 45 },
  onza: { chocolate: 10 },
  // a slice of sausage 5 g, of cucumber 7 g, of a fish steak 125 g, of pineapple 56 g (FNDDS)
  rodaja: { deli: 5, veg: 10, fish: 125, fruit: 56 },
  manojo: { veg: 300 },
  // a stalk of celery 40 g (FNDDS); a sprig of herbs stays 1-2 g
  ramita: { veg: 40 },
  pizca: { cheese: 5 },
  // a small bag of crisps or sweets (FNDDS single-serving bag 28-57 g), of nuts 30 g; a small box of raisins 43 g
  bolsita: { tuber: 45, biscuit: 45, nuts: 30, sweet: 40, chocolate: 40, fruit: 43 },
  cajita: { fruit: 43, biscuit: 45, sweet: 40 },
  // a small packet or bag of nuts or snacks (25-35 g)
  paquetito: { nuts: 30, biscuit: 30, tuber: 30, sweet: 30 },
  vaso: { milk: 240, drink: 240, water: 240 },
};

/**
 * Default grams of a secondary item introduced by "con" ("pollo con arroz", "hamburguesa con papas"):
 * a side, not a main plate. Only lowers the food's own default portion.
 */
export const SIDE_GRAMS: Partial<Record<Family, number>> = {
  grain: 200,
  tuber: 200,
  legume: 150,
  veg: 150,
  salad: 150,
  meat: 120,
  fish: 120,
  deli: 40,
  cheese: 30,
  cream: 20,
  sauce: 20,
  fat: 10,
  bread: 40,
  fruit: 120,
  nuts: 20,
  sweet: 15,
  chocolate: 15,
  soup: 250,
  dish: 250,
};

/** Families that are a side dish rather than a topping when they come after "con" ("burger con papas"). */
export const SIDE_DISH: ReadonlySet<Family> = new Set([
  "grain",
  "tuber",
  "legume",
  "veg",
  "salad",
  "bread",
  "fruit",
  "soup",
  "dish",
  "drink",
  "alcohol",
  "water",
  "milk",
]);

/**
 * Default grams of a topping or filling named after a composite dish that does not already contain it
 * ("chilaquiles con pollo", "pizza con champiñones", "sopa de pollo con fideos").
 */
export const ADDON_GRAMS: Partial<Record<Family, number>> = {
  meat: 60,
  fish: 60,
  deli: 30,
  egg: 50,
  cheese: 25,
  cream: 20,
  sauce: 20,
  fat: 10,
  veg: 40,
  legume: 60,
  grain: 80,
  tuber: 60,
  fruit: 40,
  nuts: 15,
  sweet: 15,
  chocolate: 15,
  cereal: 30,
};

/** Families that are composite dishes: a named component after "de"/"con" is part of them. */
export const COMPOSITE: ReadonlySet<Family> = new Set(["dish", "pizza", "sandwich", "salad", "soup"]);

/** Families that a component of a dish is matched against (cooked and raw meat are the same). */
export function sameFamily(a: Family, b: Family): boolean {
  if (a === b) return true;
  const meatish = (f: Family) => f === "meat" || f === "deli";
  const grainish = (f: Family) => f === "grain" || f === "bread" || f === "biscuit";
  const dairyish = (f: Family) => f === "cream" || f === "dairy";
  return (meatish(a) && meatish(b)) || (grainish(a) && grainish(b)) || (dairyish(a) && dairyish(b));
}
