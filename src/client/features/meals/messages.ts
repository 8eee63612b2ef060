export const mealMessages = {
  title: "Registrar Comida",
  comingSoon: "Describe lo que has comido o sube una foto para analizarlo.",
} as const;
