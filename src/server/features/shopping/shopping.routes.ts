import {
  addShoppingExtraRoute,
  addStapleRoute,
  removeStapleRoute,
  shoppingListRoute,
  updateShoppingItemRoute,
} from "../../../core/contracts/shopping";
import type { AppDeps } from "../../http/context";
import { contractRouter, mountedAt } from "../../http/openapi-router";
import { addExtra, addStaple, removeStaple, shoppingListFor, updateItem } from "./shopping.service";

/** Shopping list API (issue 18; premium and family plans). */
export function shoppingRoutes(deps: AppDeps) {
  const at = <R extends Parameters<typeof mountedAt>[1]>(route: R) => mountedAt("/api/shopping-list", route);
  return contractRouter()
    .openapi(at(shoppingListRoute), async (c) => {
      const { week_offset, days } = c.req.valid("query");
      return c.json(
        await shoppingListFor(deps.db, c.get("user").id, {
          weekOffset: week_offset,
          days,
          timeZone: c.get("timeZone"),
          now: c.get("receivedAt"),
        }),
        200,
      );
    })
    .openapi(at(updateShoppingItemRoute), async (c) => {
      const state = await updateItem(deps.db, c.get("user").id, c.req.valid("param").key, {
        ...c.req.valid("json"),
        timeZone: c.get("timeZone"),
        now: c.get("receivedAt"),
      });
      return c.json(state, 200);
    })
    .openapi(at(addShoppingExtraRoute), async (c) => {
      const item = await addExtra(deps.db, c.get("user").id, {
        ...c.req.valid("json"),
        timeZone: c.get("timeZone"),
        now: c.get("receivedAt"),
      });
      return c.json(item, 201);
    })
    .openapi(at(addStapleRoute), async (c) => {
      await addStaple(deps.db, c.get("user").id, {
        ...c.req.valid("json"),
        timeZone: c.get("timeZone"),
        now: c.get("receivedAt"),
      });
      return c.body(null, 204);
    })
    .openapi(at(removeStapleRoute), async (c) => {
      await removeStaple(deps.db, c.get("user").id, c.req.valid("param").key);
      return c.body(null, 204);
    });
}
