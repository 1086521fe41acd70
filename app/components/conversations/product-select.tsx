import { ArrowRight, Box } from "lucide-react";
import { useEffect, useId, useState } from "react";
import { Link } from "react-router";
import { cn } from "~/components/ui/cn";
import { fieldClasses } from "~/components/ui/field-classes";
import { toast, toastError } from "~/components/ui/toast";
import { moveConversation } from "~/lib/api/conversations";
import { listProducts } from "~/lib/api/products";

const NONE = "";

type ProductOption = { id: string; name: string };

/**
 * Which product a saved chat or result lives in (docs/product.md#products): a native select, so it works the
 * same with a mouse, a keyboard, a screen reader and a phone's own picker. A move from another tab arrives as a
 * new `productId` when the page re-reads itself.
 */
export function ProductSelect({ conversationId, productId }: { conversationId: string; productId: string | null }) {
  const id = useId();
  const [products, setProducts] = useState<ProductOption[] | null>(null);
  const [value, setValue] = useState(productId ?? NONE);
  const [busy, setBusy] = useState(false);

  useEffect(() => setValue(productId ?? NONE), [productId]);

  useEffect(() => {
    let live = true;
    listProducts({ fallbackError: "Failed to load products" })
      .then((list) => live && setProducts(list.map(({ id: productKey, name }) => ({ id: productKey, name }))))
      .catch((error: unknown) => {
        if (!live) return;
        setProducts([]);
        toastError("Failed to load products", error);
      });
    return () => {
      live = false;
    };
  }, []);

  const nameOf = (productKey: string) => products?.find((item) => item.id === productKey)?.name ?? "the product";

  const move = async (next: string) => {
    const previous = value;
    if (next === previous) return;
    setValue(next);
    setBusy(true);
    try {
      await moveConversation(conversationId, next || null);
      toast({ title: next ? `Moved to ${nameOf(next)}` : `Removed from ${nameOf(previous)}`, variant: "success" });
    } catch (error) {
      setValue(previous);
      toastError("Failed to move", error);
    } finally {
      setBusy(false);
    }
  };

  // Until the list is read, the current id is kept as an option so the select does not jump to "No product".
  const pending = value && !products?.some((item) => item.id === value) ? value : null;
  return (
    // One row everywhere: on a phone the label and "Open product" are icons, so a long name keeps its room.
    <div className="flex min-w-0 max-w-full items-center gap-2 sm:shrink-0">
      {/* On a phone the icon stands for the word, so the select and its link keep one row. */}
      <label htmlFor={id} className="flex shrink-0 items-center gap-1.5 text-sm text-muted">
        <Box size={16} aria-hidden />
        <span className="sr-only sm:not-sr-only">Product</span>
      </label>
      <select
        id={id}
        value={value}
        disabled={products === null || busy}
        onChange={(event) => void move(event.target.value)}
        className={cn(fieldClasses, "h-8 w-auto min-w-[8rem] max-w-[12rem] py-1 media-[(pointer:coarse)]:h-11")}
      >
        <option value={NONE}>No product</option>
        {pending && <option value={pending}>{products === null ? "Loading products…" : "Unknown product"}</option>}
        {products?.map((item) => (
          <option key={item.id} value={item.id}>
            {item.name}
          </option>
        ))}
      </select>
      {value && (
        <Link
          to={`/products/${encodeURIComponent(value)}`}
          className="focus-ring inline-flex h-8 min-w-8 shrink-0 items-center justify-center gap-1.5 rounded-control px-1 text-sm text-muted hover:text-ink media-[(pointer:coarse)]:h-11 media-[(pointer:coarse)]:min-w-11"
        >
          {/* Opens in this tab, as links in the app do: an arrow, not a new-tab icon. */}
          <span className="sr-only sm:not-sr-only">Open product</span>
          <ArrowRight size={14} aria-hidden />
        </Link>
      )}
    </div>
  );
}
