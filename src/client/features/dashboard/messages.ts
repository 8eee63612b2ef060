export const dashboardMessages = {
  title: "Dashboard",
  comingSoon: "Aquí verás tu progreso del día frente a tus objetivos.",
} as const;
