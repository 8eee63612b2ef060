/** Spanish texts of the shopping list API (issue 18). */
export const SHOPPING_MESSAGES = {
  noPlan:
    "Esta semana todavía no tiene plan de comidas. Genera uno en «Plan de comidas» y aquí verás su lista de la compra.",
  noMealsOnDays: "Los días elegidos no tienen comidas planificadas.",
  itemNotFound: "Ese artículo no está en tu lista de la compra",
  stapleNotFound: "Ese producto no está en tu lista de «siempre en casa»",
  tooManyExtras: "Ya tienes 500 artículos añadidos a mano en esta semana: quita alguno antes de añadir otro",
  tooManyStaples: "Ya tienes 500 productos «siempre en casa»: quita alguno antes de añadir otro",
  notStapleable: "Ese artículo no se puede marcar como «siempre en casa»",
} as const;
