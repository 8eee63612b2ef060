import { describe, expect, it } from "vitest";
import { formatAmount, ingredientLine, portionLabel } from "./quantities";

describe("kitchen quantities", () => {
  it("writes fractions a cook uses", () => {
    expect(formatAmount(0.25)).toBe("¼");
    expect(formatAmount(0.5)).toBe("½");
    expect(formatAmount(1.5)).toBe("1 ½");
    expect(formatAmount(2)).toBe("2");
  });

  it("counts eggs, cloves and vegetables, rounding a scaled portion to whole eggs or quarters", () => {
    expect(ingredientLine("huevo", "huevo", 120)).toBe("2 huevos");
    expect(ingredientLine("huevo", "2 huevos", 120 * 0.75)).toBe("2 huevos");
    expect(ingredientLine("huevo", "huevo", 60 * 1.5)).toBe("2 huevos");
    expect(ingredientLine("huevo", "huevo", 60 * 0.75)).toBe("1 huevo");
    expect(ingredientLine("ajo", "1 diente de ajo", 5)).toBe("1 diente de ajo");
    expect(ingredientLine("ajo", "ajo", 10 * 1.5)).toBe("3 dientes de ajo");
    expect(ingredientLine("cebolla", "cebolla", 75)).toBe("½ cebolla");
    expect(ingredientLine("cebolla", "cebolla", 40)).toBe("¼ de cebolla");
    expect(ingredientLine("cebolla", "cebolla", 150 * 1.25)).toBe("1 ¼ cebollas");
    expect(ingredientLine("platano", "plátano", 120 * 1.5)).toBe("1 ½ plátanos");
    expect(ingredientLine("aguacate", "aguacate", 70)).toBe("½ aguacate");
    expect(ingredientLine("huevo_duro", "huevo duro", 25 * 0.75)).toBe("½ huevo duro");
  });

  it("writes oil, salt and spices in spoons and pinches", () => {
    expect(ingredientLine("aceite", "aceite de oliva virgen extra", 10)).toBe(
      "1 cucharada de aceite de oliva virgen extra",
    );
    expect(ingredientLine("aceite", "aceite de oliva", 10 * 1.5)).toBe("1 ½ cucharadas de aceite de oliva");
    expect(ingredientLine("aceite", "aceite de oliva", 5)).toBe("½ cucharada de aceite de oliva");
    expect(ingredientLine("sal", "sal", 0.9)).toBe("una pizca de sal");
    expect(ingredientLine("sal", "sal", 3)).toBe("½ cucharadita de sal");
    expect(ingredientLine("pimenton", "pimentón", 1)).toBe("½ cucharadita de pimentón");
    expect(ingredientLine("pimenton", "pimentón", 0.5)).toBe("¼ de cucharadita de pimentón");
  });

  it("writes milk in glasses and the rest in grams rounded as a scale shows", () => {
    expect(ingredientLine("leche", "leche semidesnatada", 200)).toBe("1 vaso de leche semidesnatada");
    expect(ingredientLine("leche", "leche semidesnatada", 200 * 0.75)).toBe(
      "¾ de vaso de leche semidesnatada",
    );
    expect(ingredientLine("leche", "leche semidesnatada", 100)).toBe("½ vaso de leche semidesnatada");
    expect(ingredientLine("arroz", "arroz blanco cocido", 80)).toBe("80 g de arroz blanco cocido");
    expect(ingredientLine("arroz", "arroz blanco cocido", 180 * 1.25)).toBe("225 g de arroz blanco cocido");
    expect(ingredientLine("lentejas", "lentejas cocidas", 250 * 0.75)).toBe("190 g de lentejas cocidas");
    expect(ingredientLine("pan", "pan de barra", 25 * 0.75)).toBe("20 g de pan de barra");
    expect(ingredientLine("nueces", "nueces", 8 * 0.75)).toBe("6 g de nueces");
  });

  it("keeps a recipe's own wording of the ingredient when it names it differently", () => {
    expect(ingredientLine("tomate", "tomate maduro rallado", 100)).toBe("100 g de tomate maduro rallado");
    expect(ingredientLine("pimenton", "achiote o pimentón", 2)).toBe("1 cucharadita de achiote o pimentón");
  });

  it("labels the portion with its weight", () => {
    expect(portionLabel(1, 423)).toBe("1 ración (unos 420 g)");
    expect(portionLabel(1.5, 420)).toBe("1 ½ raciones (unos 630 g)");
    expect(portionLabel(0.75, 420)).toBe("¾ de ración (unos 320 g)");
    expect(portionLabel(1.25, 400)).toBe("1 ¼ raciones (unos 500 g)");
  });
});
