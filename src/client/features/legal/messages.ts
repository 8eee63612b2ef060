export const legalMessages = {
  back: "Volver al inicio",
  updated: "Última actualización: 2026",
  terms: {
    title: "Términos y condiciones",
    sections: [
      {
        heading: "Uso del servicio",
        body: "Bocado te ayuda a registrar tus comidas y a seguir un plan semanal. Las estimaciones nutricionales son orientativas y no sustituyen el consejo de un profesional sanitario.",
      },
      {
        heading: "Tu cuenta",
        body: "Eres responsable de mantener la confidencialidad de tu contraseña y de la actividad de tu cuenta.",
      },
      {
        heading: "Suscripciones",
        body: "El plan Básico es gratuito. Los planes Premium y Familiar se cobran mensualmente y puedes cancelarlos cuando quieras.",
      },
    ],
  },
  privacy: {
    title: "Política de privacidad",
    sections: [
      {
        heading: "Qué datos guardamos",
        body: "Tu correo, tu nombre, los datos de perfil que nos das en la configuración inicial y las comidas que registras, incluidas las fotos.",
      },
      {
        heading: "Para qué los usamos",
        body: "Solo para calcular tus objetivos, mostrar tu progreso y preparar tus planes. No vendemos tus datos a terceros.",
      },
      {
        heading: "Tus derechos",
        body: "Puedes consultar, corregir o eliminar tus datos en cualquier momento desde tu perfil o escribiéndonos.",
      },
    ],
  },
} as const;
