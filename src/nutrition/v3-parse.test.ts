/**
 * Nutrition engine v2, third parser pass (issue 12, decision 0022 "Third pass"): the longest phrase wins
 * over measures, numbers and sizes; slices close sandwiches; brands inside table names; fast-food combos;
 * comma lists inside one dish; salads as sides; "&" inside names. Ranges are worked out by hand from the
 * composition tables and wide enough for the table to grow.
 */
import { describe, expect, it } from "vitest";
import { estimateMeal } from "./index";

const est = (text: string) => estimateMeal(text);
const ids = (text: string) => est(text).items.map((i) => i.food_id ?? "");
const kcal = (text: string) => est(text).calories;
const item = (text: string, re: RegExp) => est(text).items.find((i) => re.test(i.food_id ?? i.name));

describe("la frase más larga gana", () => {
  it("«un vaso de agua de coco» es agua de coco, no un vaso de agua más otra bebida", () => {
    expect(ids("un vaso de agua de coco")).toEqual([expect.stringMatching(/^agua-de-coco/)]);
    // coconut water is ~20 kcal/100 g: a glass is well under 150 kcal
    expect(kcal("un vaso de agua de coco")).toBeLessThan(150);
    // a measure-name that is a food of its own stays that food
    expect(ids("una barra de cereal de chocolate")[0]).toMatch(/barrit|barra/);
    expect(ids("una lata de atún con tomate y cebolla").some((id) => /atun/.test(id))).toBe(true);
  });

  it("«tres leches» es el pastel y «doble cheeseburger» la hamburguesa doble, no 3 leches ni 2 hamburguesas", () => {
    expect(ids("un pedazo de tres leches")).toEqual([expect.stringMatching(/tres-leches/)]);
    expect(item("un pedazo de tres leches", /^leche$/)).toBeUndefined();
    expect(ids("una doble cheeseburger")).toEqual([expect.stringMatching(/doble/)]);
    // a double cheeseburger is 400-1000 kcal, not two 190 g cheeseburgers counted twice
    expect(kcal("una doble cheeseburger")).toBeLessThan(1000);
    expect(est("dos huevos fritos").items[0].quantity).toBe(2);
  });

  it("«una coca de 600» son 600 ml de refresco; «pizza de 4 quesos» sigue siendo un nombre", () => {
    const coca = est("una coca de 600").items;
    expect(coca).toHaveLength(1);
    expect(coca[0].grams).toBeGreaterThan(580);
    expect(coca[0].grams).toBeLessThan(650);
    expect(ids("pizza de 4 quesos")[0]).toMatch(/pizza/);
    expect(est("pizza de 4 quesos").items[0].grams).toBeLessThan(500);
  });
});

describe("rellenos y platos con nombre", () => {
  it("dos rebanadas de pan con jamón y queso son un sándwich: un relleno, no dos", () => {
    const r = est("dos rebanadas de pan con jamón y queso");
    const ham = r.items.find((i) => /jamon/.test(i.food_id ?? ""));
    const cheese = r.items.find((i) => /^queso/.test(i.food_id ?? ""));
    expect(ham?.grams).toBeLessThanOrEqual(40);
    expect(cheese?.grams).toBeLessThanOrEqual(40);
    // a spread still goes on both slices
    const pb = est("2 rebanadas de pan integral con mantequilla de maní").items[1];
    expect(pb.grams).toBeGreaterThan(20);
  });

  it("«sándwich de miga de jamón y queso» no añade un queso aparte", () => {
    expect(ids("un sándwich de miga de jamón y queso")).toEqual([expect.stringMatching(/sandwich-de-miga/)]);
  });

  it("una lista con comas dentro de un plato es un solo plato, y el peso del final lo pesa", () => {
    const r = est("ensalada de lechuga, tomate y cebolla 200 g");
    expect(r.items).toHaveLength(1);
    expect(r.items[0].food_id).toMatch(/^ensalada/);
    expect(r.items[0].grams).toBe(200);
    // foods that are not ingredients of the dish stay separate items
    expect(est("arroz con pollo, ensalada y un refresco").items.length).toBeGreaterThanOrEqual(3);
  });

  it("«humitas con ensalada de tomate» no pierde la ensalada; en una hamburguesa es su lechuga", () => {
    expect(item("humitas con ensalada de tomate", /^ensalada/)).toBeDefined();
    expect(kcal("humitas con ensalada de tomate")).toBeGreaterThan(kcal("humitas"));
    const burger = item("una hamburguesa con ensalada", /^ensalada/);
    expect(burger?.grams ?? 0).toBeLessThan(80);
  });
});

describe("marcas y combos", () => {
  it("una marca dentro de un nombre de la tabla es ese plato", () => {
    // "un bowl de Chipotle" was refused (the brand and then the bowl vanished)
    expect(kcal("un bowl de Chipotle")).toBeGreaterThan(400);
    expect(ids("un subway de pollo")[0]).toMatch(/^sub/);
    // a brand that is only where the food came from is still dropped
    expect(ids("un whopper de Burger King")).toEqual([expect.stringMatching(/whopper/)]);
    expect(ids("una pizza de Pizza Hut")).toEqual([expect.stringMatching(/^pizza/)]);
  });

  it("un combo trae papas medianas y un refresco salvo que diga los suyos", () => {
    const combo = ids("combo de big mac");
    expect(combo[0]).toMatch(/big-mac/);
    expect(combo.some((id) => /patatas-fritas/.test(id))).toBe(true);
    expect(combo.some((id) => /refresco/.test(id))).toBe(true);
    expect(kcal("combo de big mac")).toBeGreaterThan(900);
    expect(kcal("combo de big mac")).toBeLessThan(1500);
    // its own drink replaces the default one
    const own = ids("un combo de whopper con aros de cebolla y una coca");
    expect(own.filter((id) => /refresco/.test(id))).toHaveLength(1);
    expect(own.some((id) => /patatas-fritas/.test(id))).toBe(false);
  });

  it("«m&m's» no se corta en el «&»", () => {
    expect(ids("una bolsa de m&m's")[0]).toMatch(/confites-de-chocolate/);
    expect(ids("un paquete de m&ms")[0]).toMatch(/confites-de-chocolate/);
  });
});

describe("pesos, títulos y medidas de bebida", () => {
  it("un componente pesado aparte es su propio plato: «ají de gallina 300 g con arroz 150 g»", () => {
    const r = est("aji de gallina 300 g con arroz 150 g");
    expect(r.items.find((i) => /^arroz$/.test(i.food_id ?? ""))?.grams).toBe(150);
    expect(r.items.reduce((a, i) => a + i.grams, 0)).toBe(450);
    // a drink is still weighed whole: "licuado de plátano con leche 400 ml" is one 400 ml glass
    const shake = est("licuado de platano con leche 400 ml");
    expect(shake.items.some((i) => /^leche$/.test(i.food_id ?? ""))).toBe(false);
  });

  it("«Casado: arroz, frijoles y bistec» es el título de la lista, no un plato más", () => {
    const listed = ids("casado: arroz 150 g, frijoles negros 100 g, bistec 120 g y ensalada");
    expect(listed.some((id) => /casado/.test(id))).toBe(false);
    expect(listed.length).toBe(4);
    // a dish with an amount after the colon is still that dish
    expect(ids("paella: una ración")[0]).toMatch(/paella/);
  });

  it("lo que el nombre del plato ya dice no se suma otra vez", () => {
    // the table's "sopa de pollo" is its chicken soup with vegetables: "con verduras" adds none
    expect(ids("sopa de pollo con verduras")).not.toContain("verduras");
  });

  it("«15 g de Cola Cao» o «2 cucharadas de Milo» en la leche son el polvo, no un vaso más", () => {
    const r = est("leche semidesnatada 250 ml con 15 g de cola cao");
    const powder = r.items[1];
    expect(powder.food_id).toMatch(/polvo|cacao/);
    // 15 g of sweetened cocoa powder is 50-65 kcal, not 15 g of chocolate milk (11 kcal)
    expect(powder.calories).toBeGreaterThan(45);
    expect(est("un vaso de leche con 2 cucharadas de milo").items[1].food_id).toMatch(/polvo|cacao/);
  });

  it("caguama, caguamón y porrón son botellas de cerveza de su tamaño", () => {
    const cag = est("una caguama").items[0];
    expect(cag.food_id).toMatch(/cerveza|caguama/);
    expect(cag.grams).toBeGreaterThan(900);
    expect(est("un porrón").items[0].food_id).toMatch(/cerveza|porron/);
    expect(est("un porrón").items[0].grams).toBeLessThan(400);
    // an unknown brand in a beer measure is a beer, not a 900 g stew
    expect(est("una caguama de tecate").items[0].food_id).toMatch(/cerveza|caguama/);
    expect(est("un caguamón").items[0].grams).toBeGreaterThan(1100);
  });

  it("«soda» es agua con gas sólo en una comida rioplatense", () => {
    expect(ids("asado con ensalada y un vaso de soda").some((id) => /^soda/.test(id))).toBe(true);
    expect(ids("una hamburguesa y una soda").some((id) => /refresco/.test(id))).toBe(true);
  });

  it("sin medida escrita, «grande» no toma la bolsa grande ni la rebanada grande", () => {
    expect(est("una galleta graham grande").items[0].grams).toBeLessThan(40);
    expect(est("un pollo frito de comida rapida grande").items[0].grams).toBeGreaterThan(175);
  });
});

describe("pollo frito de cadena", () => {
  it("«pollo campero» como nombre de la tabla no impide leer la cadena como lugar o como el pollo", () => {
    // "de Pollo Campero" is where the fried chicken came from: one item, not a second plate
    expect(est("pollo frito de Pollo Campero").items).toHaveLength(1);
    // after a count, the chain is the food ("2 piezas de KFC" was refused)
    expect(ids("2 piezas de KFC")).toEqual([expect.stringMatching(/^pollo-frito/)]);
  });

  it("«2 piezas de pollo frito con papas» son dos piezas y sus papas fritas, no dos platos", () => {
    const r = est("2 piezas de pollo frito con papas");
    expect(r.items[0].food_id).toMatch(/^pollo-frito$/);
    expect(r.items.some((i) => /patatas-fritas/.test(i.food_id ?? ""))).toBe(true);
    expect(r.calories).toBeLessThan(1200);
    // a cup of rice pudding stays the pudding
    expect(ids("una taza de arroz con leche")).toEqual([expect.stringMatching(/arroz-con-leche/)]);
  });
});
