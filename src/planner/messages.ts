/**
 * Spanish notes a planned day carries when it could not meet every guidance bound (planner v2). The
 * plan page shows them under the day; each says which bound gave way and why, in plain words.
 */
export const PLANNER_MESSAGES = {
  kcal: (goal: number, got: number, meals: number) =>
    meals === 1
      ? `Con una sola comida al día no se llega a ${goal} kcal sin un plato de más de 900 g: este día suma ${got} kcal.`
      : `Este día suma ${got} kcal, fuera del ±5 % de tu objetivo de ${goal} kcal, para no servir platos demasiado grandes.`,
  protein: (got: number, low: number, high: number) =>
    got < low
      ? `La proteína (${got} g) queda por debajo de tu objetivo (${low}-${high} g) con los platos compatibles con tus restricciones.`
      : `La proteína (${got} g) supera tu objetivo (${low}-${high} g) para cumplir el resto de pautas.`,
  fiberLow: (got: number, min: number) =>
    `La fibra (${got} g) no llega a los ${min} g recomendados con los platos disponibles para este día.`,
  fiberHigh: (got: number) =>
    `La fibra (${got} g) pasa de 50 g, un límite que se relaja para cumplir las demás pautas.`,
  sugar: (got: number, max: number) =>
    `Los azúcares libres (${got} g) superan el 10 % de la energía (${max} g) en este día.`,
  salt: (got: number, max: number) =>
    `La sal (${got} g) supera el máximo recomendado de ${max} g, sin pasar de 6 g.`,
  fat: (got: number, low: number, high: number) =>
    `La grasa (${got} g) queda fuera del 20-35 % de la energía (${low}-${high} g) para cumplir el resto de pautas.`,
  share: (meal: string) =>
    `${meal} aporta más del 45 % de las calorías del día: con tantas calorías no cabe en platos de tamaño normal repartidos de otra forma.`,
  carbs: (meal: string) => `${meal} lleva más del 40 % de los hidratos de carbono del día.`,
  weight: (meal: string, grams: number) =>
    `${meal} pesa unos ${grams} g: no se puede llegar a tu objetivo con menos cantidad.`,
  noDish: (meal: string) =>
    `No hay ningún plato de la biblioteca compatible con todas tus restricciones para ${meal.toLowerCase()}: se proponen acompañamientos.`,
} as const;
