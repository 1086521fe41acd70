import { and, eq, exists, ne } from "drizzle-orm";
import type { Database } from "../client";
import { productMembers, products, uploads } from "../schema";

/**
 * Whether `uploadId` is a screenshot of the owner of a product `readerId` is a member of
 * (docs/product.md#members-and-roles): the owner's uploads are their private files, so such a
 * member is told only the owner may (403), where anyone else gets the 404 of an unknown upload.
 * Decided in one statement, bounded by the upload's row (its primary key), the uploader's
 * products (by owner) and the reader's membership of each (by its key).
 */
export async function isProductOwnersUpload(db: Database, readerId: string, uploadId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: uploads.id })
    .from(uploads)
    .where(
      and(
        eq(uploads.id, uploadId),
        ne(uploads.userId, readerId),
        exists(
          db
            .select({ id: products.id })
            .from(products)
            .innerJoin(productMembers, and(eq(productMembers.productId, products.id), eq(productMembers.userId, readerId)))
            .where(eq(products.userId, uploads.userId)),
        ),
      ),
    )
    .limit(1);
  return row !== undefined;
}
