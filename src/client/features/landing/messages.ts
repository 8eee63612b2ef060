export const landingMessages = {
  nav: {
    label: "Navegación de la página",
    features: "Funciones",
    pricing: "Precios",
    testimonials: "Opiniones",
    login: "Iniciar sesión",
    register: "Registrarse",
    dashboard: "Dashboard",
    openMenu: "Abrir menú",
    closeMenu: "Cerrar menú",
  },
  hero: {
    badge: "Nutrición con inteligencia artificial",
    titleStart: "Come mejor,",
    titleHighlight: "sin contar cada caloría",
    subtitle:
      "Describe tu plato o hazle una foto y Bocado calcula sus nutrientes al momento. Recibe un plan semanal hecho para ti y mira tu día frente a tus objetivos.",
    primary: "Empieza Gratis",
    secondary: "Conoce más",
    proof: "Datos nutricionales de una tabla oficial de composición de alimentos",
    noCard: "Sin tarjeta de crédito · Plan Básico gratis para siempre",
  },
  mock: {
    label: "Vista previa del panel de Bocado",
    today: "Hoy",
    remaining: "kcal restantes",
    goal: "Meta 2.100 kcal",
    mealType: "Desayuno",
    meal: "Tostada integral con aguacate y huevo",
    analysed: "Analizado con IA",
    streak: "7 días seguidos",
  },
  features: {
    eyebrow: "Funciones",
    title: "Todo lo que necesitas para comer con cabeza",
    subtitle: "Herramientas sencillas que hacen el trabajo pesado por ti.",
    items: [
      {
        title: "Análisis inteligente",
        body: "Escribe lo que has comido con tus palabras y obtén calorías, proteína, carbohidratos, grasas, azúcares, fibra y sal al instante.",
      },
      {
        title: "De foto a nutrientes",
        body: "Haz una foto a tu plato y Bocado estima sus nutrientes en segundos. Registrar una comida nunca fue tan rápido.",
      },
      {
        title: "Planes personalizados",
        body: "Un plan de 7 días adaptado a tu objetivo, tus preferencias y tus alergias, con recetas paso a paso para cada comida.",
      },
      {
        title: "Salud integral",
        body: "Tu racha, tu tendencia semanal y tus objetivos diarios en un panel claro para que veas tu progreso de un vistazo.",
      },
    ],
  },
  steps: {
    title: "Así de fácil",
    items: [
      { title: "Cuéntanos sobre ti", body: "Una charla de dos minutos con tu nutricionista virtual." },
      { title: "Registra lo que comes", body: "Con una frase o una foto, sin pesar ni buscar alimentos." },
      { title: "Sigue tu plan", body: "Tu semana organizada y tus objetivos siempre a la vista." },
    ],
  },
  pricing: {
    eyebrow: "Precios",
    title: "Un plan para cada mesa",
    subtitle: "Empieza gratis y cambia de plan cuando quieras.",
    free: "Gratis",
    perMonth: "/mes",
    popular: "Más popular",
    descriptions: {
      free: "Para empezar a registrar tus comidas.",
      premium: "Para quien quiere resultados sin límites.",
      family: "Para cuidar la alimentación de toda la casa, hasta 5 miembros.",
    },
    cta: { free: "Crear cuenta gratis", premium: "Prueba Premium", family: "Elige Familiar" },
  },
  testimonials: {
    eyebrow: "Opiniones",
    title: "Lo que dicen quienes ya usan Bocado",
    rating: "5 de 5 estrellas",
    items: [
      {
        name: "Lucía Fernández",
        role: "Profesora, Valencia",
        quote:
          "Hago una foto a la comida y listo. En tres semanas he aprendido más sobre lo que como que en años de dietas.",
      },
      {
        name: "Javier Morales",
        role: "Corredor aficionado, Madrid",
        quote:
          "El plan semanal se adapta a mis entrenamientos y las recetas son de verdad fáciles. Por fin llego bien a mis proteínas.",
      },
      {
        name: "Carmen y Andrés",
        role: "Plan Familiar, Sevilla",
        quote:
          "Con dos niños y una alergia al gluten en casa, tener el menú de la semana resuelto nos ha cambiado la vida.",
      },
    ],
  },
  cta: {
    title: "Tu próxima comida puede ser el primer paso",
    body: "Crea tu cuenta en menos de un minuto y recibe tu primer plan personalizado hoy.",
    button: "Crear mi cuenta",
  },
  footer: {
    tagline: "Registra lo que comes, sigue tu plan semanal y mira tu día frente a tus objetivos.",
    legal: "Legal",
    terms: "Términos",
    privacy: "Privacidad",
    rights: (year: number) => `© ${year} Bocado. Todos los derechos reservados.`,
    attribution: "Datos nutricionales: Anses. 2020. Ciqual French food composition table.",
  },
} as const;
