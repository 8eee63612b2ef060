/**
 * The Spanish texts of SPEC.md section 8 that the AI layer throws, in one place so tests and the
 * client can refer to them. English entries ('No analysis received'...) are the spec's own.
 */
export const AI_MESSAGES = {
  meal: {
    /** photo: transport failure or a reply with no JSON in it */
    photoFailed: "Error al analizar la imagen. Por favor intenta de nuevo o describe la comida manualmente.",
    /** text: a reply with no JSON, or a description the built-in engine cannot read */
    textUnreadable:
      "Error al analizar la comida. Por favor intenta de nuevo con una descripción más detallada.",
    /** text: transport failure (network, HTTP error after retries, timeout) */
    textFailed: "Error al analizar la comida. Por favor intenta de nuevo o proporciona más detalles.",
    unparsable: "Error al procesar la respuesta. Por favor intenta de nuevo.",
    missingFields: "Error en el formato de la respuesta. Por favor intenta de nuevo.",
    empty: "No analysis received",
    invalidStructure: "Invalid response structure",
    /** built-in adapter: no vision model to look at the photo */
    photoNeedsProvider:
      "El análisis de fotos necesita un proveedor de IA configurado. Describe la comida con palabras y la analizaremos al momento.",
  },
  plan: {
    failed: "Error al generar el plan de comidas. Por favor intenta de nuevo.",
    invalidFormat: "Error al generar el plan de comidas: formato inválido",
    mealsPerDay: (n: number) => `El plan debe tener exactamente ${n} comidas por día`,
    empty: "No meal plan generated",
  },
  recipe: {
    failed: "Error al generar la receta. Por favor intenta más tarde.",
    invalidFormat: "Error al generar la receta",
    empty: "No recipe generated",
    /** built-in adapter: the meal is not one of the recipe library's */
    notInLibrary:
      "No tenemos una receta para esta comida en nuestra biblioteca. Prueba con otra comida del plan.",
  },
} as const;
