// The plan types as plain values, without Zod: the landing page lists the plans and must not load
// Zod for it (issue 16, landing bundle). enums.ts builds planTypeSchema from these.
export const PLAN_TYPES = ["free", "premium", "family"] as const;
