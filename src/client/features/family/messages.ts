/** Spanish texts of the family household (issue 18): the profile's family settings and the dashboard card. */
export const familyMessages = {
  settings: {
    heading: "Menú y hogar familiar",
    intro:
      "El menú familiar es un solo plan para quienes lo siguen: cada plato respeta las alergias y dietas de todos, y cada persona come la ración que corresponde a su meta de calorías.",
    follows: "Sigue el menú familiar",
    followsHint: "Si lo desactivas, esta persona vuelve a su propio plan.",
    ownPlan: "Usa su propio plan",
    pending: "Invitación pendiente",
    health: "Alergias y dietas",
    noneWritten: "No ha indicado alergias ni dietas.",
    notShared: "No comparte sus alergias y dietas contigo. Aun así, el menú familiar las tiene en cuenta.",
    editOwn: "Cada persona cambia sus alergias y dietas desde su propio perfil.",
    regenerateHint:
      "Si alguien empieza a seguir el menú o añade una alergia, el plan te avisará para que generes uno nuevo que la tenga en cuenta.",
    mine: "Lo que compartes",
    memberFollows: (owner: string) => `Sigues el menú familiar de ${owner}: lo verás en tu plan de comidas.`,
    memberOwn: (owner: string) => `${owner} ha decidido que sigas tu propio plan de comidas.`,
    shareHealth: (owner: string) => `Permitir que ${owner} vea mis alergias y dietas`,
    shareHealthHint:
      "Tus alergias y dietas se tienen en cuenta en el menú familiar siempre; esto solo decide si el titular puede verlas.",
    shareCalories: "Mostrar mis calorías de hoy en el panel del hogar",
    shareCaloriesHint: "Solo se muestran las calorías del día frente a tu meta; nada más de tu diario.",
    saveError: "No se pudo guardar el cambio. Por favor intenta de nuevo.",
    loadError: "No se pudo cargar tu familia. Por favor intenta de nuevo.",
  },
  card: {
    title: "Tu hogar hoy",
    empty: "Nadie comparte todavía sus calorías de hoy.",
    emptyHint: "Cada persona decide desde su perfil si aparece aquí.",
    you: "Tú",
    ofGoal: (goal: string) => `de ${goal} kcal`,
    noGoal: "sin meta",
    join: "Compartir las mías",
    leave: "Dejar de compartir",
  },
} as const;
