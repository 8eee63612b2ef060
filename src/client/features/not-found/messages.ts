export const notFoundMessages = {
  code: "404",
  title: "Página no encontrada",
  body: "La página que buscas no existe o se ha movido.",
  home: "Volver al inicio",
} as const;
