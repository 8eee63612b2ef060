/** Every Spanish text of the meal plans page and the recipe modal (SPEC.md "Meal plans", section 8). */
export const planMessages = {
  title: "Plan de comidas semanal",
  subtitle: "Tu semana de comidas, ajustada a tus objetivos.",
  week: {
    previous: "Semana anterior",
    next: "Semana siguiente",
    backToThis: "Volver a esta semana",
    label: "Semana del plan",
    relative: (offset: number) => {
      if (offset === 0) return "Esta semana";
      if (offset === 1) return "La próxima semana";
      if (offset === -1) return "La semana pasada";
      return offset > 0 ? `Dentro de ${offset} semanas` : `Hace ${-offset} semanas`;
    },
  },
  preparing: "Preparando tu plan de comidas…",
  empty: {
    title: "No hay un plan de comidas para esta semana",
    text: "Genera un nuevo plan o reutiliza uno anterior",
    day: "No hay comidas planificadas para este día",
  },
  actions: {
    generate: "Generar plan nuevo",
    reuse: "Reutilizar anterior",
    regenerate: "Generar plan nuevo",
    shoppingList: "Lista de la compra",
    recipe: "Ver receta",
    addToToday: "Añadir a hoy",
    adding: "Añadiendo…",
  },
  summary: {
    title: "Media diaria del plan",
    mealsPerDay: (n: number) => (n === 1 ? "1 comida al día" : `${n} comidas al día`),
  },
  today: "Hoy",
  plate: {
    weight: (grams: string) => `unos ${grams} g`,
    weightLabel: "Peso del plato",
    sidesLabel: "Acompañamientos",
    side: (name: string, grams: string) => `${name} (${grams} g)`,
  },
  notes: {
    title: "Ajustes de este día",
  },
  family: {
    shared: (owner: string) =>
      `Es el menú familiar de ${owner}: lo comparte contigo y solo ${owner} puede cambiarlo.`,
    owner:
      "Menú familiar: cada plato tiene en cuenta las alergias y dietas de quienes lo siguen, y la ración de cada persona sale de su meta de calorías.",
    portionsLabel: "Raciones por persona",
    regenerateOwner:
      "Alguien que sigue el menú tiene alergias o dietas nuevas desde que se generó este plan. Genera un plan nuevo antes de cocinar.",
    regenerateMember: (owner: string) =>
      `Hay alergias o dietas nuevas desde que se generó este menú: pide a ${owner} que genere un plan nuevo antes de cocinar.`,
  },
  dayStrip: "Ir a un día de la semana",
  mealNumber: (n: number) => `Comida ${n}`,
  errors: {
    fetch: "Error fetching meal plan",
    generate: "Error generating meal plan",
    reuse: "Error reusing meal plan",
    addToLog: "Error al añadir la comida al registro diario",
    recipe: "Error al generar la receta",
    recipeLimit: "Has alcanzado el límite semanal de recetas",
  },
  upsellTriggers: {
    plans: "Planes semanales personalizados",
    recipes: "Generación ilimitada de recetas",
    logging: "Registro de comidas ilimitado",
  },
  overlay: {
    title: "Generando tu plan de comidas",
    steps: [
      "Analizando tu perfil y tus objetivos…",
      "Calculando tus necesidades de calorías…",
      "Repartiendo proteínas, carbohidratos y grasas…",
      "Eligiendo platos según tus preferencias…",
      "Revisando alergias y restricciones…",
      "Equilibrando la variedad de la semana…",
      "Dando los últimos toques a tu plan…",
    ],
    done: "¡Tu plan está listo!",
    factTitle: "¿Sabías que…?",
    facts: [
      "Las legumbres aportan proteína y fibra: un plato de lentejas cubre casi la mitad de la fibra diaria.",
      "El aceite de oliva virgen extra es rico en grasas monoinsaturadas y antioxidantes.",
      "Un huevo tiene unos 6 g de proteína de alta calidad.",
      "La quinoa contiene los nueve aminoácidos esenciales.",
      "El aguacate aporta más potasio por gramo que el plátano.",
      "Beber agua antes de comer ayuda a reconocer la sensación de saciedad.",
      "Los frutos rojos son de las frutas con más antioxidantes y menos azúcar.",
      "El pescado azul, como la sardina, es una gran fuente de omega-3.",
      "Las espinacas pierden menos vitaminas si se cocinan al vapor que hervidas.",
      "La avena contiene betaglucanos, una fibra que ayuda a controlar el colesterol.",
      "El tomate cocinado con aceite libera más licopeno que crudo.",
      "Comer despacio da tiempo al cuerpo para notar que está saciado: unos 20 minutos.",
    ],
  },
  added: {
    title: "¡Éxito!",
    text: "¡Comida añadida al registro diario!",
    loggedAs: "Registrada como",
    change: "¿Era otra comida del día?",
    changing: "Guardando…",
    viewTracker: "Ver registro de hoy",
  },
  recipe: {
    loading: "Preparando la receta…",
    content: "Receta",
    time: (min: number) => `${min} min`,
    timeLabel: "Tiempo",
    difficultyLabel: "Dificultad",
    ingredients: "Ingredientes",
    instructions: "Preparación",
    nutrition: "Información nutricional",
    perServing: "esta comida del plan",
    portionLabel: "Ración",
    portion: (grams: string) => `1 ración (unos ${grams} g)`,
    sidesLabel: "Para acompañar",
    retry: "Reintentar",
    close: "Cerrar",
  },
} as const;
