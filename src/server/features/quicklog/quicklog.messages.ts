/** Spanish texts of quick logging (issue 17): search, recents, favourites, copies. */
export const QUICKLOG_MESSAGES = {
  shortQuery: "Escribe al menos 2 letras para buscar",
  foodNotFound: "No encontramos ese alimento en la tabla",
  unitNotFound: (unit: string, food: string) =>
    `«${unit}» no es una medida de ${food}: elige otra o usa gramos`,
  implausible:
    "Las cantidades suman más de lo que cabe en una comida. Revisa las unidades y los gramos de cada alimento.",
  nothingToCopy: "No hay comidas registradas ese día",
  sameDay: "Elige un día distinto del de destino para copiar",
  favoriteNotFound: "Favorito no encontrado",
  tooManyFavorites: (max: number) =>
    `Puedes guardar como máximo ${max} favoritos. Quita alguno antes de añadir otro.`,
} as const;
