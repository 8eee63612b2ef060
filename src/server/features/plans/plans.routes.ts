import {
  addToTodayRoute,
  changeAddedMealTypeRoute,
  generatePlanRoute,
  getPlanRoute,
  reusePlanRoute,
} from "../../../core/contracts/plans";
import type { AppDeps } from "../../http/context";
import { contractRouter, mountedAt } from "../../http/openapi-router";
import { jobAccepted } from "../jobs/jobs.service";
import { startPlanJob } from "./plans.jobs";
import { PLAN_MESSAGES } from "./plans.messages";
import {
  addPlannedMealToToday,
  changeAddedMealType,
  generatePlan,
  planForWeek,
  reusePreviousPlan,
} from "./plans.service";

/** Plans API (SPEC.md section 4 "Meal plans"; DESIGN.md HTTP API). */
export function plansRoutes(deps: AppDeps) {
  const at = <R extends Parameters<typeof mountedAt>[1]>(route: R) => mountedAt("/api/plans", route);
  return contractRouter()
    .openapi(at(getPlanRoute), async (c) => {
      const { week_offset } = c.req.valid("query");
      return c.json(await planForWeek(deps.db, c.get("user").id, week_offset, c.get("timeZone")), 200);
    })
    .openapi(at(generatePlanRoute), async (c) => {
      const { week_offset } = c.req.valid("json");
      const { jobs } = deps;
      if (jobs) {
        // With an AI provider: 202 and a job to poll; the same week already being generated: 409.
        const { job, created } = await startPlanJob({ db: deps.db, jobs }, c.get("user").id, {
          weekOffset: week_offset,
          timeZone: c.get("timeZone"),
          now: c.get("receivedAt"),
        });
        if (!created) return c.json({ error: PLAN_MESSAGES.jobRunning, ...jobAccepted(job) }, 409);
        return c.json(jobAccepted(job), 202);
      }
      const plan = await generatePlan(deps, c.get("user").id, {
        weekOffset: week_offset,
        timeZone: c.get("timeZone"),
        now: c.get("receivedAt"),
      });
      return c.json(plan, 200);
    })
    .openapi(at(reusePlanRoute), async (c) => {
      const { week_offset } = c.req.valid("json");
      const user = c.get("user");
      return c.json(
        await reusePreviousPlan(deps.db, user.id, week_offset, c.get("timeZone"), c.get("receivedAt")),
        200,
      );
    })
    .openapi(at(addToTodayRoute), async (c) => {
      const { meal, meal_type } = c.req.valid("json");
      const log = await addPlannedMealToToday(deps.db, c.get("user").id, {
        meal,
        mealType: meal_type,
      });
      return c.json(log, 201);
    })
    .openapi(at(changeAddedMealTypeRoute), async (c) => {
      const log = await changeAddedMealType(
        deps.db,
        c.get("user").id,
        c.req.valid("param").id,
        c.req.valid("json").meal_type,
      );
      return c.json(log, 200);
    });
}
