import { barcodeSchema } from "../../../core/barcode.schema";
import { barcodeRoute } from "../../../core/contracts/ai-jobs";
import { Invalid } from "../../../core/errors";
import type { AppDeps } from "../../http/context";
import { zodMessage } from "../../http/errors";
import { contractRouter, mountedAt } from "../../http/openapi-router";
import { coalesced, lookupBarcode } from "./barcode.service";
import { createOffClient, type OffClient } from "./off-client";

/** GET /api/barcode/:code (signed in). One OFF client per app instance: its rate limit is per instance. */
export function barcodeRoutes(deps: AppDeps, off: OffClient = createOffClient(deps.config.openFoodFacts)) {
  const lookup = coalesced((code) => lookupBarcode({ db: deps.db, off }, code));
  return contractRouter().openapi(mountedAt("/api/barcode", barcodeRoute), async (c) => {
    const parsed = barcodeSchema.safeParse(c.req.valid("param").code);
    if (!parsed.success) throw new Invalid(zodMessage(parsed.error));
    return c.json(await lookup(parsed.data), 200);
  });
}
