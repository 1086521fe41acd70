import { Box, ExternalLink } from "lucide-react";
import { useEffect, useId, useState } from "react";
import { Link } from "react-router";
import { cn } from "~/components/ui/cn";
import { fieldClasses } from "~/components/ui/field-classes";
import { toast } from "~/components/ui/toast";
import { apiJson } from "~/lib/api-client";

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
    apiJson<{ products: ProductOption[] }>("/api/products", { fallbackError: "Failed to load products" })
      .then((body) => live && setProducts(body.products.map(({ id: productKey, name }) => ({ id: productKey, name }))))
      .catch((error: unknown) => {
        if (!live) return;
        setProducts([]);
        toast({
          title: "Failed to load products",
          description: error instanceof Error ? error.message : undefined,
          variant: "destructive",
        });
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
      await apiJson<unknown>(`/api/conversations/${encodeURIComponent(conversationId)}`, {
        method: "PATCH",
        body: JSON.stringify({ productId: next || null }),
        fallbackError: "Failed to move",
      });
      toast({ title: next ? `Moved to ${nameOf(next)}` : `Removed from ${nameOf(previous)}`, variant: "success" });
    } catch (error) {
      setValue(previous);
      toast({ title: "Failed to move", description: error instanceof Error ? error.message : undefined, variant: "destructive" });
    } finally {
      setBusy(false);
    }
  };

  // Until the list is read, the current id is kept as an option so the select does not jump to "No product".
  const pending = value && !products?.some((item) => item.id === value) ? value : null;
  return (
    // On a phone "Open product" wraps under the select rather than squeezing a long name; wider, it stays one row.
    <div className="flex min-w-0 max-w-full flex-wrap items-center gap-2 sm:shrink-0 sm:flex-nowrap">
      <label htmlFor={id} className="flex shrink-0 items-center gap-1.5 text-sm text-muted">
        <Box size={16} aria-hidden />
        Product
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
          className="focus-ring inline-flex h-8 shrink-0 items-center gap-1.5 rounded-control px-1 text-sm text-muted hover:text-ink"
        >
          <ExternalLink size={14} aria-hidden />
          Open product
        </Link>
      )}
    </div>
  );
}
