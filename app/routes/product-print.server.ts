import { data } from "react-router";
import { findOwnedProduct } from "../../db/queries/products";
import { ownerOnlyRefusal } from "../../workers/api/conversation-refusal";
import { requirePageUser } from "../../workers/auth/page-session.server";
import { appContext } from "../../workers/context";
import type { Route } from "./+types/product-print";

/** `/products/:id/print`: the product's name for the page; the document itself is read page by page in the browser, like "Markdown". */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const user = await requirePageUser(request, context, { returnHere: true });
  const { db } = context.get(appContext);
  const product = await findOwnedProduct(db, user.id, params.productId);
  // Exporting is the owner's (docs/product.md#members-and-roles): a member is told so (403);
  // someone else's (or no) product is a 404, without saying which.
  if (!product) {
    const refusal = await ownerOnlyRefusal(db, user.id, params.productId);
    throw data(refusal.message, { status: refusal.status });
  }
  return { product: { id: product.id, name: product.name } };
}
