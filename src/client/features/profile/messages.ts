export const profileMessages = {
  title: "Perfil",
  comingSoon: "Tus datos personales y tu suscripción.",
} as const;
