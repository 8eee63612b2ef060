/** Spanish texts of the barcode lookup (issue 17 item 5). Every failure points to the food search. */
const SEARCH_INSTEAD = "busca el alimento por nombre en el buscador";

export const BARCODE_MESSAGES = {
  notFound: `No lo encontramos: este código no está en Open Food Facts. Comprueba las cifras o ${SEARCH_INSTEAD}.`,
  noNutrition: (name: string) =>
    `Encontramos «${name}» en Open Food Facts, pero sin información nutricional que podamos usar. Puedes ${SEARCH_INSTEAD}.`,
  timeout: `Open Food Facts está tardando demasiado en responder. Inténtalo de nuevo en un momento o ${SEARCH_INSTEAD}.`,
  unavailable: `No hemos podido conectar con Open Food Facts (sin conexión o servicio caído). Inténtalo más tarde o ${SEARCH_INSTEAD}.`,
  badAnswer: `Open Food Facts ha respondido algo que no entendemos. Inténtalo más tarde o ${SEARCH_INSTEAD}.`,
  rateLimited: `Se han consultado muchos códigos en el último minuto. Espera un momento o ${SEARCH_INSTEAD}.`,
} as const;
