/** Spanish texts of the meals feature (SPEC.md sections 5 and 8). */
export const MEAL_MESSAGES = {
  invalidImage: "Formato de imagen no válido. Por favor usa JPG o PNG.",
  photoTooLarge: "La foto es demasiado grande. El tamaño máximo es 10 MB.",
  descriptionRequired: "La descripción de la comida es requerida",
  invalidDay: "La fecha no es válida (usa AAAA-MM-DD)",
  mealNotFound: "Comida no encontrada",
  futureDay: "No puedes registrar comidas en días futuros",
  tooOldDay: "Solo puedes registrar comidas de los últimos 30 días",
  photoNotFound: "Foto no encontrada",
  /** built-in engine, photo without words: the photo is kept and the user is asked to describe it */
  photoNeedsDescription:
    "Todavía no podemos leer fotos en este servidor. Hemos guardado tu foto: escribe qué hay en el plato y calcularemos sus nutrientes.",
} as const;
