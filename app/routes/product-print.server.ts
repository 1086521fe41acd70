import { data } from "react-router";
import { findOwnedProduct } from "../../db/queries/products";
import { requirePageUser } from "../../workers/auth/page-session.server";
import { appContext } from "../../workers/context";
import type { Route } from "./+types/product-print";

/** `/products/:id/print`: the product's name for the page; the document itself is read page by page in the browser, like "Markdown". */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const user = await requirePageUser(request, context, { returnHere: true });
  const product = await findOwnedProduct(context.get(appContext).db, user.id, params.productId);
  // Someone else's (or no) product: 404, without saying which.
  if (!product) throw data("Product not found", { status: 404 });
  return { product: { id: product.id, name: product.name } };
}
