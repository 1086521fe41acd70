import type { Database } from "../../../db/client";
import { getConversation, withAllVersions } from "../../../db/queries/conversations";
import { productItemIds } from "../../../db/queries/product-timeline";
import { findOwnedProduct, findProductForMember } from "../../../db/queries/products";
import type { ModelContext, ProductBrief, SavedSource } from "../../../tools/kit/server/model-context";
import { launchSource, prototypeTestSource, readSavedSource } from "../../ai/saved-sources";
import type { AppConfig } from "../../config";
import { launchCard } from "../launch-card";
import { takenTestReports } from "../prototype-test-reports";
import { productWorkRefusal } from "../conversation-refusal";
import { conversationNotFound } from "../saved-result-versions";

/**
 * The brief of the product a chat or tool run works in (docs/product.md#products-in-the-models-context),
 * read from D1 by the signed-in user's id: the owner's or an editor's; a commenter or viewer gets a
 * 403 naming what their role allows, anyone else the same 404 as an unknown product. Callers run this before the AI quota is spent, so a refused id costs nothing.
 */
export async function productBriefFor(db: Database, userId: string, productId: string | undefined): Promise<ProductBrief | null> {
  if (productId === undefined) return null;
  // Its owner and its editors work in a product (docs/product.md#members-and-roles).
  const product = await findProductForMember(db, userId, productId, "editor");
  // A member is told what their role allows; anyone else gets the 404 of an unknown product.
  if (!product) throw await productWorkRefusal(db, userId, productId);
  const { name, idea, audience, notes, personas } = product;
  return { name, idea, audience, notes, personas };
}

/** A case study in a product reads the newest saved items up to both bounds: how many, and how much text the model reads. */
const PRODUCT_ITEMS_READ = 12;
const SOURCE_CHARACTERS = 40_000;

/**
 * Everything the server adds to a tool run's context: the product's brief and, for a case study,
 * the saved results it is written from — each the user's own (else the same 404 as an unknown
 * id). Sources are read one at a time and reduced to what the model reads before the next is
 * loaded, so five long results never sit in memory together. With `launch` (a case study in a
 * product), the product's published page joins them: its measured demand and the target's verdict;
 * and so do its prototype tests that real testers took: what they measured, and the predictions;
 * and every other saved item of the product (docs/product.md#case-study-generator), newest first
 * while they fit, oldest first in what the model reads, with how many older ones were left out.
 */
export async function toolContextFor(
  db: Database,
  userId: string,
  input: { productId?: string; sourceConversationIds?: string[] },
  launch: { config: AppConfig } | null = null,
): Promise<ModelContext> {
  const product = await productBriefFor(db, userId, input.productId);
  // Each with the time it was saved, so a case study in a product tells them in the order they happened.
  const read: Dated[] = [];
  for (const id of new Set(input.sourceConversationIds ?? [])) {
    const conversation = await getConversation(db, userId, id);
    if (!conversation) throw conversationNotFound();
    read.push({ source: readSavedSource(await withAllVersions(db, conversation)), at: conversation.updatedAt.getTime() });
  }
  if (!launch || input.productId === undefined) return { product, sources: read.map((r) => r.source) };
  // What the product has published and tested, and its other items, are its owner's to read into a case study.
  if (!(await findOwnedProduct(db, userId, input.productId))) return { product, sources: read.map((r) => r.source) };
  const olderItemsLeftOut = await addProductItems(db, userId, input.productId, read, new Set(input.sourceConversationIds ?? []));
  const card = await launchCard(db, launch.config, userId, input.productId);
  const measured = launchSource(card);
  if (measured && card.page) read.push({ source: measured, at: card.page.publishedAt });
  // And what real testers did on its prototypes, beside the synthetic users' predictions for the same tasks.
  for (const report of await takenTestReports(db, launch.config, userId, input.productId))
    read.push({ source: prototypeTestSource(report), at: report.results.test.createdAt });
  const sources = read.sort((a, b) => a.at - b.at).map((r) => r.source);
  return { product, sources, ...(olderItemsLeftOut > 0 ? { olderItemsLeftOut } : {}) };
}

type Dated = { source: SavedSource; at: number };

/**
 * Adds the product's saved items to `read`, newest first while both bounds allow (the items
 * `named` are there already); answers how many older items were not read.
 */
async function addProductItems(db: Database, userId: string, productId: string, read: Dated[], named: Set<string>) {
  const { ids, total } = await productItemIds(db, userId, productId, { limit: PRODUCT_ITEMS_READ, skipTool: "case-study-generator" });
  let characters = read.reduce((sum, { source }) => sum + source.latest.length, 0);
  let count = 0;
  for (const id of ids) {
    const conversation = named.has(id) ? null : await getConversation(db, userId, id);
    if (conversation) {
      const source = readSavedSource(await withAllVersions(db, conversation));
      if (characters + source.latest.length > SOURCE_CHARACTERS) break;
      characters += source.latest.length;
      read.push({ source, at: conversation.updatedAt.getTime() });
    }
    count++;
  }
  return total - count;
}
