/** Spanish texts of the jobs API (docs/decisions/0029). */
export const JOB_MESSAGES = {
  notFound: "Trabajo no encontrado",
  queueFailed: "No se pudo poner en cola el trabajo. Por favor intenta de nuevo.",
} as const;
