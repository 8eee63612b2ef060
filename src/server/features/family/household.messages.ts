/** Spanish texts of the family plan's household features (issue 18). */
export const HOUSEHOLD_MESSAGES = {
  upsell: "La gestión familiar, el menú compartido y el panel del hogar son funciones del plan Familiar",
  ownerOnly: "Solo la persona titular del plan familiar puede hacer esto",
  memberNotFound: "Miembro no encontrado",
  notActive: "Esta persona todavía no ha aceptado la invitación",
  familyMenuByOwner: (owner: string) =>
    `Sigues el menú familiar: solo ${owner}, titular del plan familiar, puede generarlo o cambiarlo`,
} as const;
