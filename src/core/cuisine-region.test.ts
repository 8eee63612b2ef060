import { describe, expect, it } from "vitest";
import { cuisineRegionFromLanguages } from "./cuisine-region";

describe("cuisineRegionFromLanguages", () => {
  it.each([
    ["es-ES", "espana"],
    ["es-MX", "mexico"],
    ["es-GT", "centroamerica"],
    ["es-HN", "centroamerica"],
    ["es-SV", "centroamerica"],
    ["es-NI", "centroamerica"],
    ["es-CR", "centroamerica"],
    ["es-PA", "centroamerica"],
    ["es-CO", "colombia_venezuela"],
    ["es-VE", "colombia_venezuela"],
    ["es-CU", "caribe"],
    ["es-DO", "caribe"],
    ["es-PR", "caribe"],
    ["es-AR", "cono_sur"],
    ["es-UY", "cono_sur"],
    ["es-CL", "cono_sur"],
    ["es-PY", "cono_sur"],
    ["es-PE", "peru_andes"],
    ["es-BO", "peru_andes"],
    ["es-EC", "peru_andes"],
  ])("maps %s to %s", (tag, region) => {
    expect(cuisineRegionFromLanguages([tag])).toBe(region);
  });

  it("reads the first Spanish tag, whatever its case or separator", () => {
    expect(cuisineRegionFromLanguages(["en-GB", "es-ar", "es-ES"])).toBe("cono_sur");
    expect(cuisineRegionFromLanguages(["es_MX"])).toBe("mexico");
    expect(cuisineRegionFromLanguages(["es-Latn-CO"])).toBe("colombia_venezuela");
  });

  it("gives 'variada' without a Spanish tag for a known country", () => {
    expect(cuisineRegionFromLanguages(["es"])).toBe("variada");
    expect(cuisineRegionFromLanguages(["es-419"])).toBe("variada");
    expect(cuisineRegionFromLanguages(["es-US"])).toBe("variada");
    expect(cuisineRegionFromLanguages(["en-US", "fr"])).toBe("variada");
    expect(cuisineRegionFromLanguages(["pt-ES"])).toBe("variada");
    expect(cuisineRegionFromLanguages([])).toBe("variada");
    expect(cuisineRegionFromLanguages(undefined)).toBe("variada");
  });
});
