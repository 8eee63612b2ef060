export const planMessages = {
  title: "Plan de comidas semanal",
  comingSoon: "Tu plan personalizado de 7 días aparecerá aquí.",
} as const;
