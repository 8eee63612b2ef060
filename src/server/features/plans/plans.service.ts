import type { AppDeps } from "../../http/context";

export interface GeneratePlanOptions {
  weekOffset: number;
  timeZone: string;
  /** the onboarding's initial plan is always allowed, whatever the subscription */
  initial?: boolean;
}

/**
 * Generates and stores the plan for the week at `weekOffset` (plans feature, SPEC.md section 4
 * "Meal plans"). Filled in by the plans feature.
 */
export async function generatePlanForUser(
  _deps: Pick<AppDeps, "db" | "ai">,
  _userId: string,
  _options: GeneratePlanOptions,
): Promise<{ id: string }> {
  throw new Error("El generador de planes aún no está disponible");
}
