import { describe, expect, it } from "vitest";
import { excludedTagsFor } from "./restrictions";

const health = (...texts: string[]) => [
  ...excludedTagsFor({ dietary_restrictions: [], health_restrictions: texts }),
];

describe("excludedTagsFor", () => {
  it("maps the onboarding dietary options", () => {
    const ex = (d: string[]) => excludedTagsFor({ dietary_restrictions: d, health_restrictions: [] });
    expect([...ex(["Vegetariano"])].sort()).toEqual(["carne", "marisco", "pescado"]);
    expect([...ex(["Vegano"])].sort()).toEqual(["carne", "huevo", "lácteos", "marisco", "miel", "pescado"]);
    expect([...ex(["Sin gluten"])]).toEqual(["gluten"]);
    expect([...ex(["Sin lactosa"])]).toEqual(["lácteos"]);
    expect(ex([]).size).toBe(0);
  });

  it("reads Spanish free text ignoring accents, case and plurals", () => {
    expect(health("alergia a los frutos secos").sort()).toEqual(["cacahuete", "frutos secos"]);
    expect(health("Alergia a las NUECES")).toContain("frutos secos");
    expect(health("almendra")).toContain("frutos secos");
    expect(health("cacahuetes")).toEqual(["cacahuete"]);
    expect(health("maní")).toEqual(["cacahuete"]);
    expect(health("Marisco")).toEqual(["marisco"]);
    expect(health("alergia a las gambas y langostinos")).toEqual(["marisco"]);
    expect(health("celiaquía")).toEqual(["gluten"]);
    expect(health("Celíaco")).toEqual(["gluten"]);
    expect(health("intolerancia a la lactosa")).toEqual(["lácteos"]);
    expect(health("alergia al huevo")).toEqual(["huevo"]);
    expect(health("pescado azul")).toEqual(["pescado"]);
    expect(health("soja")).toEqual(["soja"]);
    expect(health("sésamo")).toEqual(["sésamo"]);
  });

  it("maps diabetes and hypertension to soft limits", () => {
    expect(health("Diabetes tipo 2")).toEqual(["alto en azúcar"]);
    expect(health("tomo metformina")).toEqual(["alto en azúcar"]);
    expect(health("hipertensión")).toEqual(["alto en sal"]);
    expect(health("tensión alta")).toEqual(["alto en sal"]);
  });

  it("ignores unrelated conditions", () => {
    expect(health("asma", "ninguna", "")).toEqual([]);
  });
});
