import { describe, expect, it } from "vitest";
import { estimateMeal } from "./index";

/** Decision 0050: everyday food words from every Spanish-speaking region are known foods. */
const meal = (text: string) => estimateMeal(text);
const foods = (text: string) => meal(text).items.map((i) => i.food_id);

describe("vocabulary sweep: regional food words", () => {
  it("knows the fruits people name by region, each on a sensible fruit", () => {
    expect(foods("un lulo")).toEqual(["lulo"]);
    expect(foods("nanches")).toEqual(["nance"]);
    expect(foods("una granadilla")).toEqual(["granadilla"]);
    expect(foods("una parcha")).toEqual(["maracuya"]);
    expect(foods("un banano maduro")).toEqual(["platano"]);
    expect(foods("2 quinotos")).toEqual(["quinoto"]);
    expect(foods("un zapote")).toEqual(["mamey"]);
    // a granadilla has about twice the pulp of a purple passion fruit
    expect(meal("una granadilla").calories).toBeGreaterThan(1.8 * meal("un maracuyá").calories);
    expect(meal("un banano maduro").unmatched).toEqual([]);
  });

  it("knows pulses, tubers and vegetables by their local names", () => {
    expect(foods("arroz con gandules")).not.toContain("frijoles");
    expect(foods("una taza de gandules")).toEqual(["gandules"]);
    expect(foods("chochos con tostado")).toContain("altramuces");
    expect(foods("habichuelas tiernas")).toEqual(["judias-verdes"]);
    expect(foods("frijoles colorados")).toEqual(["frijoles"]);
    expect(foods("un jojoto")).toEqual(["maiz"]);
    expect(foods("verdolagas")).toEqual(["verdolagas"]);
    expect(foods("un chile poblano")).toEqual(["chile-poblano"]);
    expect(foods("dos chiles guajillo")).toEqual(["chile-seco"]);
  });

  it("reads meat cuts, offal and fish of each country", () => {
    expect(foods("entraña a la parrilla")).toEqual(["arrachera"]);
    expect(foods("200 g de peceto")).toEqual(["carne-de-pierna-de-res"]);
    expect(foods("sesos")).toEqual(["sesos"]);
    expect(foods("filete de bagre")).toEqual(["bagre"]);
    expect(foods("congrio frito")).toEqual(["congrio"]);
    expect(foods("salmón rosado")).toEqual(["salmon"]);
    expect(foods("una ración de mero")).toEqual(["mero"]);
  });

  it("names herbs, spices and pantry items as small amounts, not dishes", () => {
    for (const t of ["perejil", "una pizca de comino", "orégano", "una hoja de laurel", "pimienta negra"]) {
      const r = meal(t);
      expect(r.unmatched, t).toEqual([]);
      expect(r.calories, t).toBeLessThan(10);
    }
    expect(foods("pimienta")).toEqual(["pimienta"]);
    expect(foods("puré de tomate")).toEqual(["tomate-triturado"]);
    expect(foods("una cucharada de pasta de tomate")).toEqual(["concentrado-de-tomate"]);
    expect(foods("un cubito")).toEqual(["caldo-en-pastilla"]);
  });

  it("keeps two-word regional names whole instead of two foods", () => {
    expect(foods("uva moscatel")).toEqual(["uvas"]);
    expect(foods("pasas de uva")).toEqual(["pasas"]);
    expect(foods("galletitas de agua")).toEqual(["galleta-salada"]);
    expect(foods("pan de pancho")).toEqual(["pan-de-hamburguesa"]);
    expect(foods("coco de agua")).toEqual(["agua-de-coco"]);
    expect(foods("queso de tetilla")).toEqual(["queso-tetilla"]);
    expect(foods("salsa macha")).toEqual(["salsa-macha"]);
  });

  it("a colour or variety word after a food is the same food, not an unknown word", () => {
    for (const t of [
      "cebolla blanca",
      "papa amarilla",
      "limón verde",
      "camarones pelados",
      "toronja rosada",
    ]) {
      expect(meal(t).unmatched, t).toEqual([]);
    }
    expect(foods("2 papas amarillas")).toEqual(["patata"]);
    // a pair the table names keeps its own row
    expect(foods("plátano verde")).toEqual(["platano-macho"]);
    expect(foods("frijoles negros")).toEqual(["frijoles"]);
  });

  it("reads diminutives as the food they come from", () => {
    expect(foods("un tomatito")).toEqual(["tomate"]);
    expect(foods("un bistecito")).toEqual(foods("un bistec"));
    expect(foods("garbancitos")).toEqual(["garbanzos"]);
    expect(foods("un panecito")).toEqual(["pan"]);
  });
});
