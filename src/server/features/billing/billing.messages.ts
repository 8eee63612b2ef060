/** Texts of the billing API (SPEC.md section 8 where it names them; Spanish otherwise). */
export const BILLING_MESSAGES = {
  invalidPlan: "Invalid plan type",
  emailNotFound: "User email not found",
  checkoutUnavailable: "El pago no está disponible en este momento. Por favor intenta más tarde.",
  demoDisabled: "El pago de demostración no está disponible en este servidor",
  alreadyOnPlan: "Ya tienes este plan activo",
  nothingToCancel: "No tienes una suscripción de pago activa",
  cancelInPortal: "Gestiona o cancela tu suscripción desde el portal de pagos",
  webhookNotConfigured: "Los pagos con Stripe no están configurados",
  invalidSignature: "Firma del webhook no válida",
  familyOwnerOnly: "Solo el titular de un plan familiar activo puede gestionar sus miembros",
  familyFull: "Tu plan familiar ya tiene 5 miembros",
  familySelf: "Ya formas parte de tu plan familiar como titular",
  familyDuplicate: "Ya has invitado a esta persona",
  familyAlreadyMember: "Ya perteneces a otro plan familiar",
  invitationNotFound: "Invitación no encontrada",
  memberNotFound: "Miembro no encontrado",
} as const;
