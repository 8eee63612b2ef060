/** Spanish texts of the meals feature (SPEC.md sections 5 and 8). */
export const MEAL_MESSAGES = {
  invalidImage: "Formato de imagen no válido. Por favor usa JPG o PNG.",
  photoTooLarge: "La foto es demasiado grande. El tamaño máximo es 10 MB.",
  descriptionRequired: "La descripción de la comida es requerida",
  invalidDay: "La fecha no es válida (usa AAAA-MM-DD)",
  mealNotFound: "Comida no encontrada",
  photoNotFound: "Foto no encontrada",
} as const;
