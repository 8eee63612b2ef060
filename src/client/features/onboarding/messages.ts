export const onboardingMessages = {
  title: "Configuración Inicial",
  assistant: "Nutricionista virtual",
  signOut: "Cerrar Sesión",
  intro: "¡Hola! Soy tu nutricionista virtual. Vamos a preparar tu plan en unos minutos.",
} as const;
