import { describe, expect, it } from "vitest";
import type { CuisineRegion } from "../core/enums";
import { estimateMeal } from "./index";

/** Decision 0048: the user's cuisine (profile) decides what a bare regional word means. */
const foods = (text: string, region?: CuisineRegion) =>
  estimateMeal(text, { region }).items.map((i) => i.food_id);

describe("regional readings by the profile's cuisine", () => {
  it("'una tortilla' is the potato omelette in Spain and the Southern Cone, an omelette in the Caribbean and Peru, a corn tortilla elsewhere", () => {
    expect(foods("una tortilla")).toEqual(["tortilla-de-maiz"]);
    expect(foods("una tortilla", "variada")).toEqual(["tortilla-de-maiz"]);
    expect(foods("una tortilla", "mexico")).toEqual(["tortilla-de-maiz"]);
    expect(foods("una tortilla", "espana")).toEqual(["tortilla-de-patatas"]);
    expect(foods("una tortilla", "cono_sur")).toEqual(["tortilla-de-patatas"]);
    expect(foods("una tortilla", "caribe")).toEqual(["tortilla-francesa"]);
    const spain = estimateMeal("una tortilla", { region: "espana" }).calories;
    const mexico = estimateMeal("una tortilla", { region: "mexico" }).calories;
    expect(spain).toBeGreaterThan(2 * mexico);
  });

  it("keeps the corn tortilla next to Mexican food and a longer name whatever the region", () => {
    expect(foods("dos tortillas con frijoles", "espana")[0]).toBe("tortilla-de-maiz");
    expect(foods("tortilla de harina", "espana")).toEqual(["tortilla-de-trigo"]);
    expect(foods("tinto de verano", "espana")).toEqual(["tinto-de-verano"]);
    expect(foods("galletas de soda", "cono_sur")).toEqual(["galleta-salada"]);
  });

  it("reads 'tinto', 'torta', 'tostada', 'caldo de pollo' and 'soda' as the region means them", () => {
    expect(foods("un tinto", "espana")).toEqual(["vino"]);
    expect(foods("un tinto", "colombia_venezuela")).toEqual(["cafe-tinto"]);
    expect(foods("una torta", "mexico")).toEqual(["torta-mexicana"]);
    expect(foods("una torta", "cono_sur")).toEqual(["tarta"]);
    expect(foods("pozole con tostadas", "mexico")).toContain("tostada-de-maiz");
    expect(foods("una tostada con mantequilla", "mexico")).toEqual(["tostada", "mantequilla"]);
    expect(estimateMeal("una taza de caldo de pollo", { region: "espana" }).calories).toBeLessThan(40);
    expect(estimateMeal("una taza de caldo de pollo", { region: "mexico" }).calories).toBeGreaterThan(80);
    expect(estimateMeal("una soda", { region: "cono_sur" }).calories).toBe(0);
    expect(estimateMeal("una soda", { region: "mexico" }).calories).toBeGreaterThan(80);
  });

  it("serves the region's own tamal, quesillo and rosquillas", () => {
    const tamal = (region: CuisineRegion) => estimateMeal("un tamal", { region }).calories;
    expect(tamal("colombia_venezuela")).toBeGreaterThan(tamal("mexico"));
    expect(foods("un quesillo", "colombia_venezuela")).toEqual(["quesillo-venezolano"]);
    expect(foods("rosquillas y café", "centroamerica")[0]).toBe("rosquillas-nicaraguenses");
    expect(foods("una butifarra", "peru_andes")).toEqual(["pan", "butifarra"]);
  });
});

describe("table words by region", () => {
  it("'jamón' is cured ham in Spain and cooked ham in Latin America; 'pimentón' is paprika in Spain", () => {
    expect(foods("pan con jamón", "espana")).toEqual(["pan", "jamon-serrano"]);
    expect(foods("pan con jamón", "cono_sur")).toEqual(["pan", "jamon-york"]);
    expect(foods("pan con queso", "mexico")[1]).toBe("queso-fresco-latinoamericano");
    expect(foods("una cucharadita de pimentón", "espana")).toEqual(["paprika"]);
    expect(foods("una cucharadita de pimentón", "colombia_venezuela")).toEqual(["pimiento"]);
    // a longer name keeps its own meaning
    expect(foods("queso crema", "mexico")).toEqual(["queso-crema"]);
  });
});
