import { type BarcodeProduct, barcodeProductSchema } from "../../../core/barcode.schema";
import { AppError } from "../../../core/errors";
import type { Db } from "../../db/client";
import { BARCODE_MESSAGES } from "./barcode.messages";
import { findCachedProduct, saveCachedProduct } from "./barcode.repo";
import type { OffClient } from "./off-client";
import { mapOffProduct } from "./off-product";

/** A found product is kept 30 days; an unknown code or a product without nutrients, one hour (OFF grows). */
export const FOUND_TTL_MS = 30 * 24 * 60 * 60 * 1000;
export const MISSING_TTL_MS = 60 * 60 * 1000;

export interface BarcodeDeps {
  db: Db;
  off: OffClient;
  now?: () => Date;
}

const notFound = () => new AppError(BARCODE_MESSAGES.notFound, 404, "BARCODE_NOT_FOUND");
const noNutrition = (name: string) =>
  new AppError(BARCODE_MESSAGES.noNutrition(name), 422, "BARCODE_NO_NUTRITION");

/** What a cache row says, or undefined when it has expired or no longer reads as a product. */
function fromCache(row: Awaited<ReturnType<typeof findCachedProduct>>, now: Date) {
  if (!row || row.expiresAt <= now) return undefined;
  if (row.status === "not_found") return () => Promise.reject(notFound());
  if (row.status === "no_nutrition") {
    const name = (row.product as { name?: unknown } | null)?.name;
    return () => Promise.reject(noNutrition(typeof name === "string" ? name : row.code));
  }
  const parsed = barcodeProductSchema.safeParse(row.product);
  return parsed.success ? () => Promise.resolve(parsed.data) : undefined;
}

/**
 * The product behind a barcode: from the cache when it is fresh (no request to Open Food Facts),
 * otherwise from OFF, then cached. A failed or unreadable answer from OFF stores nothing.
 */
export async function lookupBarcode(deps: BarcodeDeps, code: string): Promise<BarcodeProduct> {
  const now = deps.now?.() ?? new Date();
  const cached = fromCache(await findCachedProduct(deps.db, code), now);
  if (cached) return cached();

  const answer = await deps.off.fetchProduct(code);
  const mapped = answer.status === "found" ? mapOffProduct(code, answer.product) : undefined;
  const status = mapped?.status ?? "not_found";
  await saveCachedProduct(deps.db, {
    code,
    status,
    product: mapped?.status === "found" ? mapped.product : mapped ? { name: mapped.name } : null,
    fetchedAt: now,
    expiresAt: new Date(now.getTime() + (status === "found" ? FOUND_TTL_MS : MISSING_TTL_MS)),
  });
  if (!mapped) throw notFound();
  if (mapped.status === "no_nutrition") throw noNutrition(mapped.name);
  return mapped.product;
}

/** Several people scanning the same product at once make one OFF read, not one each. */
export function coalesced(lookup: (code: string) => Promise<BarcodeProduct>) {
  const inFlight = new Map<string, Promise<BarcodeProduct>>();
  return (code: string) => {
    const running = inFlight.get(code);
    if (running) return running;
    const promise = lookup(code).finally(() => inFlight.delete(code));
    inFlight.set(code, promise);
    return promise;
  };
}
