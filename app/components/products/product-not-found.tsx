import { Link } from "react-router";
import { buttonClasses } from "~/components/ui/button";

/**
 * The app's 404 page inside the signed-in shell: an unknown product id and someone else's read
 * the same (docs/product.md#foreign-conversations-answer-404). With `refused`, the 403 of a
 * member asking for what only the owner may see (docs/product.md#members-and-roles): the
 * server's message and the way back to the product.
 */
export function ProductNotFound({
  message = "This product does not exist or is no longer yours to open.",
  refused,
}: {
  message?: string;
  refused?: { message: string; productId: string };
}) {
  return (
    <div className="mx-auto flex max-w-xl flex-col items-center gap-4 px-4 pb-24 pt-24 text-center sm:px-6">
      <p className="text-sm font-semibold text-accent">{refused ? 403 : 404}</p>
      <h1 className="text-xl font-semibold tracking-tight text-ink">{refused ? "This is the owner's to see" : "Oops! Page not found"}</h1>
      <p className="text-base text-muted">{refused ? refused.message : message}</p>
      <Link
        to={refused ? `/products/${encodeURIComponent(refused.productId)}` : "/products"}
        className={`${buttonClasses({ size: "lg" })} mt-4`}
      >
        {refused ? "Back to the product" : "Back to Products"}
      </Link>
    </div>
  );
}
