/** Every Spanish text of the shopping list page (issue 18). */
export const shoppingMessages = {
  title: "Lista de la compra",
  subtitle: "Todo lo que necesitas para tu plan de la semana, por pasillos.",
  week: {
    previous: "Semana anterior",
    next: "Semana siguiente",
    relative: (offset: number) => {
      if (offset === 0) return "Esta semana";
      if (offset === 1) return "La próxima semana";
      if (offset === -1) return "La semana pasada";
      return offset > 0 ? `Dentro de ${offset} semanas` : `Hace ${-offset} semanas`;
    },
  },
  days: {
    label: "Días de la lista",
    all: "Toda la semana",
  },
  loading: "Preparando tu lista…",
  progress: (done: number, total: number) => `${done} de ${total} marcados`,
  actions: {
    share: "Compartir",
    print: "Imprimir",
    add: "Añadir",
    more: (name: string) => `Más opciones para ${name}`,
    staple: "Siempre en casa",
    remove: "Quitar de la lista",
    restore: "Recuperar",
    backToList: "Volver a la lista",
    toPlan: "Ir al plan de comidas",
  },
  add: {
    label: "Añadir un artículo",
    placeholder: "Ej.: papel de cocina",
    left: (n: number) => (n === 1 ? "Puedes añadir 1 artículo más" : `Puedes añadir ${n} artículos más`),
  },
  atHome: {
    title: (n: number) => `Tienes en casa (${n})`,
    text: "No aparecen en tus listas. Vuelve a incluir lo que se te esté acabando.",
  },
  removed: { title: (n: number) => `Quitados de esta lista (${n})` },
  empty: {
    title: "Nada que comprar",
    noPlanTitle: "Aún no hay lista para esta semana",
  },
  shareTitle: (range: string) => `Lista de la compra (${range})`,
  copied: "Lista copiada. Pégala donde quieras compartirla.",
  shared: "Lista compartida.",
  locked: {
    title: "La lista de la compra es una función Premium",
    text: "Con Premium o Familiar, tu plan semanal se convierte en una lista de la compra por pasillos que puedes marcar en la tienda y compartir.",
    cta: "Ver planes",
  },
  upsellTrigger: "Lista de la compra y exportación",
  usedIn: (dishes: string) => `Para: ${dishes}`,
  errors: {
    fetch: "No se pudo cargar la lista de la compra. Inténtalo de nuevo.",
    update: "No se pudo guardar el cambio. Inténtalo de nuevo.",
    share: "No se pudo compartir ni copiar la lista.",
  },
} as const;
