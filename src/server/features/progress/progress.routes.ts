import {
  adaptiveGoalRoute,
  deleteWeightRoute,
  insightsRoute,
  listWeightsRoute,
  recordWeightRoute,
} from "../../../core/contracts/progress";
import type { AppDeps } from "../../http/context";
import { contractRouter, mountedAt } from "../../http/openapi-router";
import { getAdaptiveGoal, getInsights, listWeights, recordWeighIn, removeWeighIn } from "./progress.service";

/** Weight log API (issue 19 item 1). */
export function weightsRoutes({ db }: Pick<AppDeps, "db">) {
  const at = <R extends Parameters<typeof mountedAt>[1]>(route: R) => mountedAt("/api/weights", route);
  return contractRouter()
    .openapi(at(listWeightsRoute), async (c) => {
      const { days } = c.req.valid("query");
      return c.json(await listWeights(db, c.get("user").id, c.get("timeZone"), days), 200);
    })
    .openapi(at(recordWeightRoute), async (c) => {
      return c.json(await recordWeighIn(db, c.get("user").id, c.get("timeZone"), c.req.valid("json")), 201);
    })
    .openapi(at(deleteWeightRoute), async (c) => {
      await removeWeighIn(db, c.get("user").id, c.req.valid("param").id);
      return c.body(null, 204);
    });
}

/** Insights API (issue 19 items 2 and 3). */
export function insightsRoutes({ db }: Pick<AppDeps, "db">) {
  const at = <R extends Parameters<typeof mountedAt>[1]>(route: R) => mountedAt("/api/insights", route);
  return contractRouter()
    .openapi(at(insightsRoute), async (c) => {
      const { days } = c.req.valid("query");
      return c.json(await getInsights(db, c.get("user").id, c.get("timeZone"), days), 200);
    })
    .openapi(at(adaptiveGoalRoute), async (c) =>
      c.json(await getAdaptiveGoal(db, c.get("user").id, c.get("timeZone")), 200),
    );
}
