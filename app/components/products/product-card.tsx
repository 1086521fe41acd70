import { Boxes, Users } from "lucide-react";
import { Link } from "react-router";
import type { ProductSummaryDto } from "@shared/contracts/products";
import { formatShortDate } from "~/lib/dates";

const itemsLabel = (count: number) => (count === 1 ? "1 saved item" : `${count.toLocaleString("en-US")} saved items`);

/**
 * One product in `/products`: name, the idea's opening, how much is saved in it and when it last
 * moved; someone else's product is marked "Shared with you" with its owner's e-mail.
 */
export function ProductCard({ product }: { product: ProductSummaryDto }) {
  const shared = product.role !== "owner";
  return (
    <li>
      <Link
        to={`/products/${product.id}`}
        className="card focus-ring flex h-full flex-col gap-2 p-5 transition-shadow duration-200 hover:border-ink/20 hover:shadow-[0_4px_16px_-4px_rgb(0_0_0/0.12)]"
      >
        <span className="flex min-w-0 items-start gap-2.5">
          <span className="flex h-8 w-8 shrink-0 items-center justify-center rounded-[8px] bg-accent-soft text-accent">
            <Boxes size={16} aria-hidden />
          </span>
          <span className="line-clamp-2 min-w-0 break-words pt-1 text-base font-semibold leading-6 text-ink">{product.name}</span>
        </span>
        {shared && (
          <span className="flex min-w-0 flex-wrap items-center gap-x-2 gap-y-1 text-xs">
            <span className="inline-flex items-center gap-1 rounded-pill bg-accent-soft px-2 py-0.5 font-medium text-accent">
              <Users size={12} aria-hidden />
              Shared with you
            </span>
            {product.ownerEmail && <span className="min-w-0 break-all text-muted">by {product.ownerEmail}</span>}
          </span>
        )}
        {/* Three lines of the idea at most: the card is a pointer, the page holds the rest. */}
        <span className="line-clamp-3 break-words text-sm text-muted">{product.idea}</span>
        <span className="mt-auto flex flex-wrap gap-x-3 gap-y-1 pt-1 text-xs text-muted">
          <span>{itemsLabel(product.items)}</span>
          <span aria-hidden>·</span>
          <span>Last activity {formatShortDate(product.updatedAt)}</span>
        </span>
      </Link>
    </li>
  );
}
