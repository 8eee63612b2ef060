/** Shared Spanish strings used by more than one feature. Feature-only strings live in the feature's messages.ts. */
export const messages = {
  brand: "Bocado",
  brandTagline: "Nutrición inteligente para tu día a día",
  loading: "Cargando…",
  close: "Cerrar",
  dismiss: "Descartar",
  errors: {
    generic: "Ha ocurrido un error. Por favor intenta de nuevo.",
    network: "No se pudo conectar con el servidor. Comprueba tu conexión e inténtalo de nuevo.",
    server: "El servidor no está disponible en este momento. Inténtalo de nuevo en unos minutos.",
    unauthorized: "Tu sesión ha caducado. Inicia sesión de nuevo.",
    tooLarge: "El archivo es demasiado grande.",
    rateLimited: "Demasiadas solicitudes. Espera un momento e inténtalo de nuevo.",
    invalidResponse: "Respuesta inesperada del servidor. Por favor intenta de nuevo.",
  },
  payment: {
    canceled: "La suscripción fue cancelada",
  },
  upsell: {
    title: "Función Premium",
    intro: "Desbloquea todo Bocado con Premium:",
    benefits: [
      "Registro de comidas ilimitado",
      "Análisis de fotos con IA",
      "Planes semanales personalizados",
      "Recetas ilimitadas",
    ],
    later: "Más tarde",
    upgrade: "Actualizar a Premium",
    upgrading: "Redirigiendo…",
    priceNote: "9,99 € al mes. Cancela cuando quieras.",
    /** SPEC.md section 8: upgrade from an upsell or the profile, and from a pricing table. */
    upgradeError: "Error al procesar la actualización. Por favor intenta de nuevo.",
    subscriptionError: "Error al procesar la suscripción. Por favor intenta de nuevo.",
  },
  nutritionInfo: "Información nutricional",
  nutrients: {
    kcal: "kcal",
    protein: "Proteína",
    carbs: "Carbs",
    fat: "Grasa",
    sugar: "Azúcares",
    fiber: "Fibra",
    salt: "Sal",
  },
} as const;
