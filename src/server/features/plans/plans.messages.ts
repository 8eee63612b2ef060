/** Spanish (and the spec's own English) texts of the plans API: SPEC.md sections 5 and 8. */
export const PLAN_MESSAGES = {
  activityMissing: "Por favor completa tu perfil con nivel de actividad",
  profileNotFound: "User profile not found",
  noPrevious: "No previous meal plan found",
  addToLogFailed: "Error al añadir la comida al registro diario",
  jobRunning: "Ya se está generando un plan para esta semana. Espera a que termine.",
} as const;
