import { listProducts } from "../../db/queries/products";
import { requirePageUser } from "../../workers/auth/page-session.server";
import { appContext } from "../../workers/context";
import type { Route } from "./+types/products";

/** `/products`: the user's products, newest activity first (docs/product.md#products). */
export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requirePageUser(request, context);
  return { products: await listProducts(context.get(appContext).db, user.id) };
}
