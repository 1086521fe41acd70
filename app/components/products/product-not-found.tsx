import { Link } from "react-router";
import { buttonClasses } from "~/components/ui/button";

/**
 * The app's 404 page inside the signed-in shell: an unknown product id and someone else's read
 * the same (docs/product.md#foreign-conversations-answer-404).
 */
export function ProductNotFound({ message = "This product does not exist or is no longer yours to open." }: { message?: string }) {
  return (
    <div className="mx-auto flex max-w-xl flex-col items-center gap-4 px-4 pb-24 pt-24 text-center sm:px-6">
      <p className="text-sm font-semibold text-accent">404</p>
      <h1 className="text-xl font-semibold tracking-tight text-ink">Oops! Page not found</h1>
      <p className="text-base text-muted">{message}</p>
      <Link to="/products" className={`${buttonClasses({ size: "lg" })} mt-4`}>
        Back to Products
      </Link>
    </div>
  );
}
