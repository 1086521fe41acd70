import type { Database } from "../../../db/client";
import { getConversation, withAllVersions } from "../../../db/queries/conversations";
import { findOwnedProduct } from "../../../db/queries/products";
import type { ModelContext, ProductBrief, SavedSource } from "../../../tools/kit/server/model-context";
import { launchSource, prototypeTestSource, readSavedSource } from "../../ai/saved-sources";
import type { AppConfig } from "../../config";
import { launchCard } from "../launch-card";
import { takenTestReports } from "../prototype-test-reports";
import { productNotFound } from "../products";
import { conversationNotFound } from "../saved-result-versions";

/**
 * The brief of the product a chat or tool run works in (docs/product.md#products-in-the-models-context),
 * read from D1 by the signed-in user's id: someone else's product is the same 404 as an unknown
 * one. Callers run this before the AI quota is spent, so a refused id costs nothing.
 */
export async function productBriefFor(db: Database, userId: string, productId: string | undefined): Promise<ProductBrief | null> {
  if (productId === undefined) return null;
  const product = await findOwnedProduct(db, userId, productId);
  if (!product) throw productNotFound();
  const { name, idea, audience, notes, personas } = product;
  return { name, idea, audience, notes, personas };
}

/**
 * Everything the server adds to a tool run's context: the product's brief and, for a case study,
 * the saved results it is written from — each the user's own (else the same 404 as an unknown
 * id). Sources are read one at a time and reduced to what the model reads before the next is
 * loaded, so five long results never sit in memory together. With `launch` (a case study in a
 * product), the product's published page joins them: its measured demand and the target's verdict;
 * and so do its prototype tests that real testers took: what they measured, and the predictions.
 */
export async function toolContextFor(
  db: Database,
  userId: string,
  input: { productId?: string; sourceConversationIds?: string[] },
  launch: { config: AppConfig } | null = null,
): Promise<ModelContext> {
  const product = await productBriefFor(db, userId, input.productId);
  const sources: SavedSource[] = [];
  for (const id of new Set(input.sourceConversationIds ?? [])) {
    const conversation = await getConversation(db, userId, id);
    if (!conversation) throw conversationNotFound();
    sources.push(readSavedSource(await withAllVersions(db, conversation)));
  }
  if (launch && input.productId !== undefined) {
    const measured = launchSource(await launchCard(db, launch.config, userId, input.productId));
    if (measured) sources.push(measured);
    // And what real testers did on its prototypes, beside the synthetic users' predictions for the same tasks.
    for (const report of await takenTestReports(db, launch.config, userId, input.productId)) sources.push(prototypeTestSource(report));
  }
  return { product, sources };
}
