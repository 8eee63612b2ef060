/**
 * Nutrition engine, servings round 7 (issue 12, decision 0042): general rules for descriptions with no
 * quantity. A plural with no number is the table's own order of that piece (bounded to one eater's
 * order); meat or sausage named with a seasoned starch plate is a full serving; a dense dressing beside
 * one open dish is its table serving; a solid food measured by the cup or spoon, named alone, is its
 * unspecified serving. Sentences written for these tests (not from any benchmark set).
 */
import { describe, expect, it } from "vitest";
import { estimateMeal, findFood } from "./index";
import { dressingServing, pluralOrder, unspecifiedServing } from "./parser";
import { FOOD_BY_ID, portionsOf } from "./table";

const est = (text: string) => estimateMeal(text);
const item = (text: string, re: RegExp) => est(text).items.find((i) => re.test(i.food_id ?? i.name));
const food = (q: string) => {
  const f = findFood(q);
  if (!f) throw new Error(`sin alimento para ${q}`);
  return f;
};

describe("plural sin número: la orden de la tabla", () => {
  it("«tequeños de merienda» son una orden (más de dos tequeños), no dos sueltos", () => {
    const t = item("tequeños de merienda", /^tequenos$/);
    expect(t).toBeDefined();
    const unit = food("tequeño").unit_g ?? 0;
    expect(unit).toBeGreaterThan(0);
    // more than the two loose pieces of the old rule, at most the table's ración
    expect(t?.grams).toBeGreaterThan(2.2 * unit);
    expect(t?.grams).toBeLessThanOrEqual(4 * unit + 1);
  });

  it("«tacos de suadero» son una orden de unos tres tacos; un número escrito se respeta", () => {
    const plural = item("tacos de suadero para cenar", /^tacos/);
    const unit = FOOD_BY_ID.get(plural?.food_id ?? "")?.unit_g ?? 0;
    expect(unit).toBeGreaterThan(0);
    expect(plural?.grams).toBeGreaterThan(2.2 * unit);
    // "2 tacos" stays two tacos
    const two = item("2 tacos de suadero para cenar", /^tacos/);
    expect(two?.food_id).toBe(plural?.food_id);
    expect(two?.grams).toBeCloseTo(2 * unit, 0);
  });

  it("una orden sin número nunca pasa de ≈400 kcal (croquetas: la ración de 8 es para compartir)", () => {
    const f = food("croquetas");
    const order = pluralOrder(f);
    expect(order).toBeDefined();
    expect(((order ?? 0) * f.per100g.calories) / 100).toBeLessThanOrEqual(401);
    expect(order).toBeGreaterThan(2 * (f.unit_g ?? 0));
    const r = est("croquetas caseras de cena");
    expect(r.calories).toBeLessThanOrEqual(420);
    expect(r.calories).toBeGreaterThan(250);
  });

  it("un alimento sin orden propia sigue siendo dos piezas («huevos duros»)", () => {
    const h = item("huevos duros de desayuno", /^huevo/);
    expect(h?.grams).toBeGreaterThanOrEqual(90);
    expect(h?.grams).toBeLessThanOrEqual(130);
  });
});

describe("carne con un plato de almidón", () => {
  it("«arroz rojo con carne molida»: la carne es una ración (≈120 g), no un topping de 60 g", () => {
    const c = item("arroz rojo con carne molida", /^carne-picada$/);
    expect(c).toBeDefined();
    expect(c?.grams).toBeGreaterThanOrEqual(100);
    expect(c?.grams).toBeLessThanOrEqual(150);
  });

  it("con un plato que no es de almidón la carne sigue siendo un topping («chilaquiles con carne molida»)", () => {
    const r = est("chilaquiles con carne molida");
    const c = r.items.find((i) => /carne/.test(i.food_id ?? ""));
    expect(c).toBeDefined();
    expect(c?.grams).toBeLessThanOrEqual(80);
  });
});

describe("aderezos junto a un plato abierto", () => {
  it("«nuggets de pollo con aderezo ranch»: el aderezo es su ración de la tabla (≈2 cucharadas)", () => {
    const a = item("nuggets de pollo con aderezo ranch", /^aderezo-ranch$/);
    expect(a).toBeDefined();
    expect(a?.grams).toBeGreaterThanOrEqual(25);
    expect(a?.grams).toBeLessThanOrEqual(45);
    expect(dressingServing(food("aderezo ranch"), portionsOf(food("aderezo ranch"))[0])).toBeDefined();
  });

  it("dentro de una hamburguesa sigue siendo una cucharada", () => {
    const a = item("hamburguesa con aderezo mil islas", /^aderezo/);
    expect(a).toBeDefined();
    expect(a?.grams).toBeLessThanOrEqual(20);
  });

  it("una salsa fresca (pico de gallo, pebre) no es un aderezo denso", () => {
    const f = food("pico de gallo");
    expect(dressingServing(f, portionsOf(f)[0])).toBeUndefined();
  });
});

describe("sin cantidad: la ración no especificada de la tabla", () => {
  it("«palomitas con mantequilla» solas son una ración (≈35 g), no una taza de 14 g", () => {
    const p = item("palomitas con mantequilla", /^palomitas-con-mantequilla$/);
    expect(p).toBeDefined();
    expect(p?.grams).toBeGreaterThanOrEqual(30);
    // a cup written is still a cup
    const cup = item("una taza de palomitas con mantequilla", /^palomitas-con-mantequilla$/);
    expect(cup?.grams).toBeLessThan(20);
  });

  it("una bebida conserva su taza (un café no es la jarra de 360 g)", () => {
    const f = food("café instantáneo preparado");
    expect(unspecifiedServing(f, portionsOf(f)[0])).toBeUndefined();
    expect(item("un café", /^cafe/)?.grams).toBeLessThanOrEqual(250);
  });
});

describe("un plato «X con Y» no se traga un Y distinto", () => {
  it("«pollo al horno con patatas fritas» es pollo y patatas fritas, no el plato de pollo con patatas asadas", () => {
    const r = est("pollo al horno con patatas fritas para comer");
    expect(r.items.some((i) => i.food_id === "pollo-con-patatas")).toBe(false);
    expect(r.items.some((i) => /patatas-fritas/.test(i.food_id ?? ""))).toBe(true);
    // without the cooking word the dish stays one plate
    expect(item("pollo al horno con patatas para comer", /^pollo-con-patatas$/)).toBeDefined();
  });
});
