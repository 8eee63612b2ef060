/**
 * Checks the generated food table (src/nutrition/data/foods.json) that scripts/build-foods.ts writes
 * from the food layer: size, plausible values, a source table per food, unique names.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";

type Food = {
  id: string;
  name: string;
  synonyms: string[];
  per100g: Record<"calories" | "protein" | "carbs" | "fat" | "sugar" | "fiber" | "salt", number>;
  portions: { name: string; grams: number }[];
  unit_g?: number;
  liquid?: boolean;
  category?: boolean;
  table?: string;
  code?: string;
  source: { recipe?: { ingredient: string; grams: number }[] } & Record<string, unknown>;
};
const table = JSON.parse(
  readFileSync(join(__dirname, "..", "src", "nutrition", "data", "foods.json"), "utf8"),
) as {
  meta: { count: number; by_table: Record<string, number> };
  foods: Food[];
};
const foods = table.foods;
const TABLES = [
  "CIQUAL 2020",
  "USDA FNDDS 2021-2023",
  "USDA FNDDS 2019-2020",
  "USDA SR26",
  "TACO 2011",
  "receta",
];
/** The key the build and the engine compare names by: no accents, no case, no punctuation. */
const key = (s: string) =>
  s
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9ñ]+/g, " ")
    .trim();
const byAlias = new Map<string, Food>();
for (const f of foods)
  for (const a of [f.name, ...f.synonyms]) if (!byAlias.has(key(a))) byAlias.set(key(a), f);

describe("tabla de alimentos generada", () => {
  it("tiene al menos 2.100 alimentos y platos, y meta.count lo dice", () => {
    expect(foods.length).toBeGreaterThanOrEqual(2100);
    expect(table.meta.count).toBe(foods.length);
  });

  it("cada alimento dice de qué tabla salen sus números (y su código, si no es una receta)", () => {
    for (const f of foods) {
      expect(TABLES, f.id).toContain(f.table);
      if (f.table === "receta") expect(f.source.recipe?.length, f.id).toBeGreaterThan(0);
      else expect(f.code, f.id).toMatch(/^\d+$/);
    }
    const counted = Object.values(table.meta.by_table).reduce((a, b) => a + b, 0);
    expect(counted).toBe(foods.length);
    expect(table.meta.by_table["USDA FNDDS 2021-2023"]).toBeGreaterThan(1000);
    expect(table.meta.by_table["USDA SR26"]).toBeGreaterThan(0);
    expect(table.meta.by_table["TACO 2011"]).toBeGreaterThan(0);
  });

  it("los valores por 100 g son plausibles: 0–900 kcal, cada macronutriente 0–100 g, la suma ≤ 100 g", () => {
    for (const f of foods) {
      const n = f.per100g;
      expect(n.calories, f.id).toBeGreaterThanOrEqual(0);
      expect(n.calories, f.id).toBeLessThanOrEqual(900);
      for (const k of ["protein", "carbs", "fat", "sugar", "fiber", "salt"] as const) {
        expect(n[k], `${f.id}.${k}`).toBeGreaterThanOrEqual(0);
        expect(n[k], `${f.id}.${k}`).toBeLessThanOrEqual(100);
      }
      // available carbohydrate plus fibre, protein and fat cannot weigh more than the food (rounding slack)
      expect(n.protein + n.carbs + n.fat + n.fiber, f.id).toBeLessThanOrEqual(102);
    }
  });

  it("cada alimento tiene una porción por defecto con gramos razonables", () => {
    for (const f of foods) {
      expect(f.portions.length, f.id).toBeGreaterThan(0);
      // the default (first) portion is one serving, never a whole family pizza or a 2 l bottle; a drink
      // served by its bottle (a 940 ml caguama) or a fast-food meal with its drink may reach 1 kg
      const servingLimit = f.liquid || f.id.startsWith("combo-") ? 1000 : 700;
      expect(f.portions[0].grams, f.id).toBeLessThanOrEqual(servingLimit);
      for (const p of f.portions) {
        expect(p.grams, `${f.id}: ${p.name}`).toBeGreaterThan(0);
        expect(p.grams, `${f.id}: ${p.name}`).toBeLessThanOrEqual(2000);
      }
      if (f.unit_g !== undefined) expect(f.unit_g, f.id).toBeGreaterThan(0);
    }
  });

  it("ningún nombre ni sinónimo pertenece a dos alimentos, y los ids son únicos", () => {
    const owner = new Map<string, string>();
    const clashes: string[] = [];
    for (const f of foods) {
      for (const a of new Set([f.name, ...f.synonyms].map(key))) {
        const prev = owner.get(a);
        if (prev && prev !== f.id) clashes.push(`"${a}": ${prev} / ${f.id}`);
        else owner.set(a, f.id);
      }
    }
    expect(clashes).toEqual([]);
    expect(new Set(foods.map((f) => f.id)).size).toBe(foods.length);
  });

  it("hay alimentos de categoría genéricos para los nombres desconocidos (sopa, pan, jugo, galleta, pastel, guiso)", () => {
    const cats = foods.filter((f) => f.category);
    for (const f of cats) expect(f.id).toMatch(/^categoria-/);
    const ids = new Set(cats.map((f) => f.id));
    for (const c of ["sopa", "pan", "jugo", "galleta", "pastel", "guiso"])
      expect(ids).toContain(`categoria-${c}`);
  });

  it.each([
    ["kombucha", "USDA FNDDS 2021-2023"],
    ["root beer", "USDA FNDDS 2021-2023"],
    ["cupcake", "USDA FNDDS 2021-2023"],
    ["calzone", "USDA FNDDS 2021-2023"],
    ["chow mein", "USDA FNDDS 2021-2023"],
    ["trail mix", "USDA FNDDS 2021-2023"],
    ["cheerios", "USDA FNDDS 2021-2023"],
    ["3 musketeers", "USDA FNDDS 2021-2023"],
    ["big mac", "USDA FNDDS 2021-2023"],
    ["hamburguesa doble con queso de comida rápida", "USDA FNDDS 2021-2023"],
    ["bebida de soya", "USDA FNDDS 2021-2023"],
    ["néctar de durazno", "USDA FNDDS 2021-2023"],
    ["pasta seca", "USDA SR26"],
    ["jugo en polvo", "USDA SR26"],
    ["pão de queijo", "TACO 2011"],
  ])("'%s' es un alimento propio de %s", (name, source) => {
    expect(byAlias.get(key(name))?.table).toBe(source);
  });

  it("las porciones caseras de FNDDS llevan nombres en español (mediana, pequeña, bolsa, sobre, mini)", () => {
    const fries = byAlias.get(key("papas fritas de comida rápida"));
    const names = fries?.portions.map((p) => p.name) ?? [];
    expect(names).toEqual(
      expect.arrayContaining(["1 porción pequeña", "1 porción mediana", "1 porción grande"]),
    );
    const grams = Object.fromEntries(fries?.portions.map((p) => [p.name, p.grams]) ?? []);
    expect(grams["1 porción pequeña"]).toBeLessThan(grams["1 porción mediana"]);
    expect(grams["1 porción mediana"]).toBeLessThan(grams["1 porción grande"]);
    expect(byAlias.get(key("palomitas de microondas"))?.portions.map((p) => p.name)).toContain("1 bolsa");
    expect(byAlias.get(key("snickers"))?.portions.map((p) => p.name)).toContain("1 mini");
    expect(byAlias.get(key("jugo en polvo"))?.portions.map((p) => p.name)).toContain("1 sobre");
  });

  it("un mismo alimento seco y cocido son dos alimentos con la densidad energética de cada estado", () => {
    const dry = byAlias.get(key("pasta seca"));
    const cooked = byAlias.get(key("pasta cocida sin sal"));
    expect(dry && cooked).toBeTruthy();
    expect((dry?.per100g.calories ?? 0) / (cooked?.per100g.calories ?? 1)).toBeGreaterThan(2);
    const lentilsDry = byAlias.get(key("lentejas secas"));
    const lentils = byAlias.get(key("lentejas"));
    expect((lentilsDry?.per100g.calories ?? 0) / (lentils?.per100g.calories ?? 1)).toBeGreaterThan(2);
  });
});

describe("tercera ronda de datos: medidas caseras y platos latinoamericanos", () => {
  const portion = (alias: string, name: string) =>
    byAlias.get(key(alias))?.portions.find((p) => p.name === name)?.grams;

  it("un vaso es un vaso: ninguno pasa de 500 g, el de leche o jugo es la taza FNDDS de 240 g", () => {
    for (const f of foods) {
      const vaso = f.portions.find((p) => p.name === "1 vaso");
      if (vaso) expect(vaso.grams, f.id).toBeLessThanOrEqual(500);
    }
    expect(portion("leche", "1 vaso")).toBe(240);
    expect(portion("zumo de naranja", "1 vaso")).toBe(240);
    expect(portion("soda club", "1 vaso")).toBe(250);
    expect(portion("café cubano", "1 taza")).toBeLessThanOrEqual(90);
  });

  it("una pieza o presa de pollo es una pieza (≈ 120 g), no el pollo entero de 1 kg", () => {
    for (const alias of ["pollo", "pollo asado", "pollo a la brasa"])
      expect(portion(alias, "1 pieza"), alias).toBeLessThanOrEqual(150);
    const presa = byAlias.get(key("presa de pollo"));
    expect(presa?.unit_g).toBeGreaterThanOrEqual(100);
    expect(presa?.unit_g).toBeLessThanOrEqual(150);
  });

  it("la bebida de frutas genérica es una bebida azucarada, no un refresco light", () => {
    const drink = foods.find((f) => f.id === "categoria-bebida-de-frutas");
    expect(drink?.per100g.calories).toBeGreaterThanOrEqual(35);
  });

  it("nombres regionales que eran desconocidos o se leían como otra cosa", () => {
    // Peruvian menestra is a bean stew; Spain's vegetable menestra keeps its full name, and since round
    // v11 (decision 0046) it is its own stew (vegetables with cured ham and olive oil), not boiled vegetables
    expect(byAlias.get(key("menestra"))?.name).toMatch(/frejol/);
    expect(byAlias.get(key("menestra de verduras"))?.id).toBe("menestra-de-verduras");
    // chicken in mole from FNDDS, "sopa de pollo" is the Latin chicken soup, not a broth
    expect(byAlias.get(key("pollo en mole"))?.table).toBe("USDA FNDDS 2021-2023");
    expect(byAlias.get(key("sopa de pollo"))?.id).toBe("sopa-de-pollo-latina");
    for (const alias of [
      "chocobanano",
      "ticucos",
      "anafre",
      "güirila",
      "riguas",
      "café de olla",
      "chocotorta",
      "molotes",
    ])
      expect(byAlias.get(key(alias)), alias).toBeTruthy();
    // bizcochitos with mate are ~20 g each, a large cookie 45 g (FNDDS Cookie, NFS, 1 large)
    expect(byAlias.get(key("bizcochitos de grasa"))?.unit_g).toBe(20);
    expect(portion("galleta", "1 galleta grande")).toBe(45);
    // a drinkable yogurt is a 200 g bottle; the 100 g shot is Actimel/Yakult
    expect(byAlias.get(key("yogur bebible"))?.portions[0].grams).toBe(200);
    expect(byAlias.get(key("yakult"))?.portions[0].grams).toBeLessThanOrEqual(100);
  });
});
