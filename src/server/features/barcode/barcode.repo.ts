import { eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import { barcodeProducts } from "../../db/schema";

/** The shared product cache: public Open Food Facts data, keyed by barcode, with no owner. */
export type CachedProduct = typeof barcodeProducts.$inferSelect;

export async function findCachedProduct(db: Db, code: string): Promise<CachedProduct | undefined> {
  const [row] = await db.select().from(barcodeProducts).where(eq(barcodeProducts.code, code)).limit(1);
  return row;
}

export async function saveCachedProduct(
  db: Db,
  entry: {
    code: string;
    status: "found" | "not_found" | "no_nutrition";
    product: unknown;
    fetchedAt: Date;
    expiresAt: Date;
  },
): Promise<void> {
  const values = { ...entry, product: entry.product ?? null };
  await db
    .insert(barcodeProducts)
    .values(values)
    .onConflictDoUpdate({
      target: barcodeProducts.code,
      set: {
        status: values.status,
        product: values.product,
        fetchedAt: values.fetchedAt,
        expiresAt: values.expiresAt,
      },
    });
}
