import { z } from "zod";
import {
  followMenuRoute,
  householdRoute,
  householdTodayRoute,
  sharingRoute,
} from "../../../core/contracts/shopping";
import { NotFound } from "../../../core/errors";
import type { AppDeps } from "../../http/context";
import { contractRouter, mountedAt } from "../../http/openapi-router";
import { HOUSEHOLD_MESSAGES } from "./household.messages";
import {
  householdOverview,
  householdToday,
  setMemberFollowsMenu,
  updateOwnSharing,
} from "./household.service";

const uuid = z.uuid();

/** /api/family (signed in): always the caller's own household, reached through their subscription or membership. */
export function familyRoutes({ db }: Pick<AppDeps, "db">) {
  const at = <R extends Parameters<typeof mountedAt>[1]>(route: R) => mountedAt("/api/family", route);
  return contractRouter()
    .openapi(at(householdRoute), async (c) => c.json(await householdOverview(db, c.get("user").id), 200))
    .openapi(at(householdTodayRoute), async (c) =>
      c.json(await householdToday(db, c.get("user").id, c.get("timeZone"), c.get("receivedAt")), 200),
    )
    .openapi(at(followMenuRoute), async (c) => {
      // a malformed id is as absent as another household's: the same 404
      const id = c.req.valid("param").id;
      if (!uuid.safeParse(id).success) throw new NotFound(HOUSEHOLD_MESSAGES.memberNotFound);
      const { follows_family_menu } = c.req.valid("json");
      return c.json(await setMemberFollowsMenu(db, c.get("user").id, id, follows_family_menu), 200);
    })
    .openapi(at(sharingRoute), async (c) =>
      c.json(await updateOwnSharing(db, c.get("user").id, c.req.valid("json")), 200),
    );
}
