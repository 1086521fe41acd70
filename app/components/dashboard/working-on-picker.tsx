import { ArrowRight, Box, CircleAlert } from "lucide-react";
import { useId } from "react";
import { Link } from "react-router";
import { cn } from "~/components/ui/cn";
import { fieldClasses } from "~/components/ui/field-classes";
import { useWorkingProduct } from "~/lib/use-working-product";

const NONE = "";

/**
 * "Working on": which product the chat and every tool work inside (docs/product.md#products).
 * A native select: it works the same with a mouse, a keyboard, a screen reader and a phone's
 * own picker. The choice is kept in the address by useWorkingProductState.
 */
export function WorkingOnPicker() {
  const id = useId();
  const { products, product, productId, missing, choose } = useWorkingProduct();
  // Until the list is read, the chosen id is kept as an option so the select does not jump to "No product".
  const pending = productId && !product && !missing ? productId : null;
  return (
    <div className="mb-6 flex flex-col gap-2">
      <div className="flex min-w-0 flex-wrap items-center gap-x-3 gap-y-2">
        <label htmlFor={id} className="flex shrink-0 items-center gap-2 text-sm font-medium text-muted">
          <Box size={16} aria-hidden />
          Working on
        </label>
        <select
          id={id}
          value={productId ?? NONE}
          disabled={products === null}
          onChange={(event) => choose(event.target.value || null)}
          aria-describedby={missing ? `${id}-missing` : undefined}
          // On a phone the select takes its own full-width row under the label, so a long name is not cut short.
          className={cn(
            fieldClasses,
            "order-last h-10 min-w-0 basis-full py-2 sm:order-none sm:max-w-xs sm:flex-1 sm:basis-auto media-[(pointer:coarse)]:h-11",
          )}
        >
          <option value={NONE}>No product</option>
          {pending && <option value={pending}>Loading products…</option>}
          {products?.map((item) => (
            <option key={item.id} value={item.id}>
              {item.name}
            </option>
          ))}
        </select>
        {product ? (
          <Link
            to={`/products/${encodeURIComponent(product.id)}`}
            className="focus-ring ml-auto inline-flex h-10 shrink-0 items-center gap-1.5 rounded-control px-2 text-sm text-muted hover:text-ink sm:ml-0"
          >
            {/* The product page opens in this tab, as links in the app do (the tool's result stays as a draft), so no new-tab icon. */}
            Open product
            <ArrowRight size={14} aria-hidden />
          </Link>
        ) : (
          products?.length === 0 && (
            <Link
              to="/products"
              className="focus-ring ml-auto inline-flex h-10 shrink-0 items-center rounded-control px-2 text-sm text-muted hover:text-ink sm:ml-0"
            >
              Create a product
            </Link>
          )
        )}
      </div>
      {missing && (
        <p id={`${id}-missing`} role="status" className="flex items-start gap-2 text-sm text-warning">
          <CircleAlert size={16} aria-hidden className="mt-0.5 shrink-0" />
          That product could not be found (it may have been deleted), so you are working with no product.
        </p>
      )}
      {product && <p className="sr-only">Tools and chat will use the brief of {product.name}, and Save puts results into it.</p>}
    </div>
  );
}
