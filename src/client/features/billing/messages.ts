import { PLAN_NAMES, PLAN_PRICES_EUR } from "../../../core/plan-limits";
import type { PaidPlan } from "../../../core/subscription.schema";

const euros = (n: number) => `${n.toFixed(2).replace(".", ",")} €`;

/** Spanish strings of subscriptions and payment (SPEC.md "Profile", "Payment return", sections 8 and 9). */
export const billingMessages = {
  card: {
    eyebrow: "Tu suscripción",
    title: (planName: string) => `Plan ${planName}`,
    active: "Activo",
    inactive: "Inactivo",
    free: "Gratis",
    perMonth: (plan: PaidPlan) => `${euros(PLAN_PRICES_EUR[plan])} al mes`,
    lapsed: (planName: string) =>
      `Tu suscripción ${planName} no está activa. Ahora tienes las funciones del plan Básico.`,
    includes: "Incluye",
    usageHeading: "Usos disponibles",
    photosLeft: (n: number) => (n === 1 ? "1 análisis de foto" : `${n} análisis de fotos`),
    mealsLeft: (n: number) => (n === 1 ? "1 comida registrada" : `${n} comidas registradas`),
    recipesLeft: (n: number) => (n === 1 ? "1 receta esta semana" : `${n} recetas esta semana`),
    upgradePremium: "Actualizar a Premium",
    upgradeFamily: "Actualizar a Plan Familiar",
    redirecting: "Redirigiendo…",
    upgradeHint: (plan: PaidPlan) => `${PLAN_NAMES[plan]}: ${euros(PLAN_PRICES_EUR[plan])} al mes`,
    manage: "Gestionar suscripción",
    manageHint: "Cambia la tarjeta, descarga facturas o cancela en el portal de pagos.",
    cancel: "Cancelar suscripción",
    memberOf: (email: string) => `Formas parte del plan familiar de ${email}.`,
    confirming: "Confirmando tu pago…",
    activated: (planName: string) => `¡Listo! Tu plan ${planName} está activo.`,
    checkoutUnavailable: "Los pagos no están disponibles en este servidor.",
  },
  cancelDialog: {
    title: "Cancelar suscripción",
    body: (planName: string) =>
      `Si cancelas, tu plan ${planName} dejará de estar activo y volverás a los límites del plan Básico.`,
    keep: "Mantener plan",
    confirm: "Sí, cancelar",
    canceled: "Tu suscripción se ha cancelado.",
    error: "No se pudo cancelar la suscripción. Por favor intenta de nuevo.",
  },
  errors: {
    upgrade: "Error al procesar la actualización. Por favor intenta de nuevo.",
    load: "Error al cargar la información de suscripción",
    retry: "Reintentar",
  },
  family: {
    heading: "Tu familia",
    count: (n: number, max: number) => `${n} de ${max} miembros (contigo)`,
    you: "Tú (titular)",
    invited: "Invitación enviada",
    member: "Miembro",
    empty: "Aún no has invitado a nadie. Cada persona usa su propia cuenta con las ventajas del plan.",
    emailLabel: "Correo electrónico del familiar",
    emailPlaceholder: "nombre@ejemplo.com",
    invite: "Invitar",
    inviting: "Invitando…",
    invitedOk: (email: string) => `Invitación enviada a ${email}. La verá al iniciar sesión.`,
    full: "Tu plan familiar ya tiene 5 miembros",
    remove: (email: string) => `Eliminar a ${email}`,
    removeError: "No se pudo eliminar al miembro. Por favor intenta de nuevo.",
    inviteError: "No se pudo enviar la invitación. Por favor intenta de nuevo.",
    invitationsHeading: "Invitaciones a un plan familiar",
    invitationFrom: (name: string, email: string) => `${name} (${email}) te invita a su plan Familiar.`,
    accept: "Aceptar invitación",
    accepted: "Ya formas parte del plan familiar.",
    acceptError: "No se pudo aceptar la invitación. Por favor intenta de nuevo.",
    linkInvalid:
      "Este enlace de invitación no es válido para tu cuenta. Inicia sesión con la dirección de correo que recibió la invitación.",
  },
  demo: {
    title: "Pago de demostración",
    notice: "Pago de demostración — no se cobra nada ni se piden datos de tarjeta",
    explain:
      "Este servidor no tiene pagos reales configurados. Al confirmar se activa el plan exactamente como lo haría un pago con Stripe.",
    summary: "Resumen",
    plan: (planName: string) => `Plan ${planName}`,
    price: (plan: PaidPlan) => `${euros(PLAN_PRICES_EUR[plan])} al mes`,
    total: "Total hoy",
    zero: "0,00 € (demostración)",
    confirm: "Confirmar suscripción de prueba",
    confirming: "Activando…",
    cancel: "Cancelar",
    disabled: "El pago de demostración no está disponible en este servidor.",
    back: "Volver al perfil",
    error: "Error al procesar la suscripción. Por favor intenta de nuevo.",
  },
} as const;
