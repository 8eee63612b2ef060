import { z } from "zod";
import { getJobRoute } from "../../../core/contracts/ai-jobs";
import type { AppDeps } from "../../http/context";
import { contractRouter, mountedAt } from "../../http/openapi-router";
import { JOB_MESSAGES } from "./jobs.messages";
import { getJob } from "./jobs.service";

const jobIdSchema = z.string().uuid();

/** Jobs API: the client polls its plan or recipe job until it ends (docs/decisions/0029). */
export function jobsRoutes(deps: AppDeps) {
  return contractRouter().openapi(mountedAt("/api/jobs", getJobRoute), async (c) => {
    const id = jobIdSchema.safeParse(c.req.valid("param").id);
    // Not a job id at all reads like someone else's: absent.
    if (!id.success) return c.json({ error: JOB_MESSAGES.notFound }, 404);
    return c.json(await getJob(deps.db, c.get("user").id, id.data), 200);
  });
}
