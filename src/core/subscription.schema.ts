import { z } from "zod";
import { PLAN_TYPES } from "./enums";

/** SPEC.md section 8: the texts the API answers for a bad upgrade request. */
export const BILLING_INPUT_MESSAGES = {
  invalidPlan: "Invalid plan type",
  invalidEmail: "Introduce un correo electrónico válido",
} as const;

/** A plan that can be bought: premium or family ('Invalid plan type' for anything else). */
export const PAID_PLAN_TYPES = ["premium", "family"] as const;
export const paidPlanSchema = z.enum(PAID_PLAN_TYPES, { error: BILLING_INPUT_MESSAGES.invalidPlan });
export type PaidPlan = z.infer<typeof paidPlanSchema>;

export function isPaidPlan(value: unknown): value is PaidPlan {
  return paidPlanSchema.safeParse(value).success;
}

/** POST /api/billing/checkout and /api/billing/demo/complete. */
export const checkoutRequestSchema = z.object({ plan: paidPlanSchema });
export type CheckoutRequest = z.infer<typeof checkoutRequestSchema>;

export const checkoutResponseSchema = z.object({
  /** Where to send the browser: the Stripe payment link or the in-app demo checkout. */
  url: z.string(),
  mode: z.enum(["stripe", "demo"]),
});
export type CheckoutResponse = z.infer<typeof checkoutResponseSchema>;

export const demoCompleteResponseSchema = z.object({ redirect: z.string() });

export const cancelResponseSchema = z.object({ ok: z.literal(true) });

export const planLimitsSchema = z.object({
  mealLogsPerDay: z.number().nullable(),
  photoAnalysesPerDay: z.number().nullable(),
  recipeSuggestionsPerWeek: z.number().nullable(),
  customMealPlans: z.boolean(),
  shoppingList: z.boolean(),
  export: z.boolean(),
  familyMembers: z.number(),
  advancedAnalytics: z.boolean(),
  prioritySupport: z.boolean(),
});

export const FAMILY_MEMBER_STATUSES = ["invited", "active"] as const;

export const familyMemberSchema = z.object({
  id: z.string(),
  email: z.string(),
  status: z.enum(FAMILY_MEMBER_STATUSES),
});
export type FamilyMember = z.infer<typeof familyMemberSchema>;

export const familyInvitationSchema = z.object({
  id: z.string(),
  owner_name: z.string(),
  owner_email: z.string(),
});
export type FamilyInvitation = z.infer<typeof familyInvitationSchema>;

export const familyInviteRequestSchema = z.object({
  email: z
    .string({ error: BILLING_INPUT_MESSAGES.invalidEmail })
    .trim()
    .toLowerCase()
    .pipe(z.email({ error: BILLING_INPUT_MESSAGES.invalidEmail }).max(254)),
});

/** The signed link's two parts (issue 14 item 12): the invitation and the token that proves the address. */
export const familyAcceptRequestSchema = z.object({
  invitation_id: z.uuid({ error: "Invitación no válida" }),
  token: z
    .string({ error: "Invitación no válida" })
    .regex(/^[A-Za-z0-9_-]{20,100}$/, { error: "Invitación no válida" }),
});

/**
 * POST /api/billing/family/accept: the link's two parts and the consent asked on accepting (issue 18):
 * whether the owner may see this member's allergies and diets. Absent = no.
 */
export const familyAcceptBodySchema = familyAcceptRequestSchema.extend({
  share_health: z.boolean({ error: "El consentimiento debe ser sí o no" }).optional(),
});

/**
 * GET /api/subscription. `plan_type` is the plan whose limits apply now (the active subscription's
 * plan, an active family the user belongs to, else free). `active` is false only when the user's own
 * paid subscription has lapsed; `plan_name` then names that lapsed plan so the card can say so.
 */
export const subscriptionResponseSchema = z.object({
  plan_type: z.enum(PLAN_TYPES),
  active: z.boolean(),
  plan_name: z.string(),
  features: z.array(z.string()),
  limits: planLimitsSchema,
  usage_left: z.object({
    photo_analysis: z.number().nullable(),
    meal_logging: z.number().nullable(),
    recipe_generation: z.number().nullable(),
  }),
  family: z.object({
    role: z.enum(["owner", "member"]).nullable(),
    /** The owner's email when the user is a member. */
    owner_email: z.string().nullable(),
    /** The people the owner invited (owner only); the owner counts as the fifth. */
    members: z.array(familyMemberSchema),
    max_members: z.number(),
    /** Always empty: an invitation shows only through its emailed link (GET /api/billing/family/invitation). */
    invitations: z.array(familyInvitationSchema),
  }),
  checkout: z.enum(["stripe", "demo", "none"]),
  /** The Stripe customer portal (cancel, card, invoices) when configured and the user pays by Stripe. */
  portal_url: z.string().optional(),
  /** True when the user can cancel their own paid plan from the app (demo checkout). */
  can_cancel: z.boolean(),
});
export type SubscriptionResponse = z.infer<typeof subscriptionResponseSchema>;
