// The plans API's request schemas live with its route definitions (docs/decisions/0036).
export {
  type AddToTodayInput,
  addedMealParamsSchema,
  addToTodayInputSchema,
  changeMealTypeInputSchema,
  planQuerySchema,
  planResponseSchema,
  planWeekInputSchema,
  visiblePlanSchema,
} from "../../../core/contracts/plans";
