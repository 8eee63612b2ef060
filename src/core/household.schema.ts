import { z } from "zod";
import { mealPlanSchema } from "./plan.schema";

/** Family plans (issue 18): the API shapes of /api/family and the family part of a plan. */

/** How a plan the user sees relates to their family: their own family menu, or the owner's shared one. */
export const planFamilySchema = z.object({
  role: z.enum(["owner", "member"]),
  /** the owner's first name ("el menú familiar de Carmen") */
  owner_name: z.string(),
  /** members see the shared plan read-only; only the owner generates it */
  read_only: z.boolean(),
  /**
   * someone who eats this menu now has a diet or restriction it was not planned for (they joined or
   * wrote it later): the owner should generate it again before anyone cooks from it
   */
  needs_regeneration: z.boolean(),
});
export type PlanFamily = z.infer<typeof planFamilySchema>;

/** A plan as its reader sees it (GET /api/plans): with `family` when it is a family menu. */
export const visiblePlanSchema = mealPlanSchema.extend({ family: planFamilySchema.optional() });
export type VisiblePlan = z.infer<typeof visiblePlanSchema>;

export const householdHealthSchema = z.object({
  dietary_restrictions: z.array(z.string()),
  health_restrictions: z.array(z.string()),
});

export const householdMemberSchema = z.object({
  /** the family_members row (what the owner's PATCH takes) */
  id: z.string(),
  email: z.string(),
  name: z.string().nullable(),
  status: z.enum(["invited", "active"]),
  follows_family_menu: z.boolean(),
  shares_health: z.boolean(),
  /** the member's own diets and restrictions, only with their consent (shares_health) */
  health: householdHealthSchema.nullable(),
  shares_calories_today: z.boolean(),
});
export type HouseholdMember = z.infer<typeof householdMemberSchema>;

export const householdSharingSchema = z.object({
  share_health: z.boolean(),
  share_calories_today: z.boolean(),
});

/** GET /api/family. */
export const householdOverviewSchema = z.object({
  role: z.enum(["owner", "member"]),
  owner_name: z.string(),
  /** the signed-in person: whether they follow the family menu (the owner always does) and what they share */
  me: householdSharingSchema.extend({ follows_family_menu: z.boolean() }),
  /** the owner's members; empty for a member (nobody else's data reaches a member) */
  members: z.array(householdMemberSchema),
});
export type HouseholdOverview = z.infer<typeof householdOverviewSchema>;

const flag = (what: string) => z.boolean({ error: `${what} debe ser sí o no` });

/** PATCH /api/family/members/:id (owner): only the follow-the-menu choice; nobody edits another's health. */
export const followMenuInputSchema = z.strictObject(
  { follows_family_menu: flag("Seguir el menú familiar") },
  { error: "Solo se puede cambiar si sigue el menú familiar" },
);

/** PATCH /api/family/sharing (any person in an active family): their own consent flags. */
export const sharingInputSchema = z
  .strictObject(
    {
      share_health: flag("Compartir alergias y dietas").optional(),
      share_calories_today: flag("Compartir las calorías de hoy").optional(),
    },
    { error: "Solo puedes cambiar qué compartes con tu familia" },
  )
  .refine((v) => v.share_health !== undefined || v.share_calories_today !== undefined, {
    error: "Indica qué quieres compartir",
  });

/** GET /api/family/today: the household card, only people who opted in. */
export const householdTodaySchema = z.object({
  day: z.string(),
  people: z.array(
    z.object({
      name: z.string(),
      calories: z.number(),
      goal: z.number().nullable(),
      is_me: z.boolean(),
    }),
  ),
  /** whether the signed-in person is on the card (their own switch) */
  sharing: z.boolean(),
});
export type HouseholdToday = z.infer<typeof householdTodaySchema>;
