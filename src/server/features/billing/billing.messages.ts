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
  malformedEvent: "Evento de Stripe sin datos utilizables",
  familyOwnerOnly: "Solo el titular de un plan familiar activo puede gestionar sus miembros",
  familyFull: "Tu plan familiar ya tiene 5 miembros",
  familySelf: "Ya formas parte de tu plan familiar como titular",
  familyDuplicate: "Ya has invitado a esta persona",
  familyAlreadyMember: "Ya perteneces a otro plan familiar",
  invitationNotFound: "Invitación no encontrada",
  memberNotFound: "Miembro no encontrado",
  inviteMailFailed: "No se pudo enviar el correo de invitación. Por favor intenta de nuevo más tarde.",
  inviteMailSubject: (owner: string) => `${owner} te invita a su plan Familiar de Bocado`,
  inviteMailText: (owner: string, ownerEmail: string, link: string) =>
    `Hola:\n\n${owner} (${ownerEmail}) te invita a unirte a su plan Familiar de Bocado.\n\n` +
    `Para aceptar, inicia sesión (o crea tu cuenta) con esta dirección de correo y abre este enlace:\n\n${link}\n\n` +
    "Si no esperabas esta invitación, ignora este mensaje.",
} as const;
