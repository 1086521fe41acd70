import { Link } from "react-router";
import { buttonClasses } from "~/components/ui/button";
import type { ItemRoom } from "./use-item-room";

/**
 * What a member's item page says when the product's room tells it the page is out of date for
 * good: the item was deleted or moved out of the product, or the member's access ended. The page
 * keeps what it shows (nothing crashes, nothing vanishes mid-read) and offers the way back.
 */
export function ItemRoomNotice({ room, product }: { room: Pick<ItemRoom, "gone" | "accessEnded">; product: { id: string; name: string } }) {
  if (!room.gone && !room.accessEnded) return null;
  return (
    <div role="alert" className="card mt-5 flex flex-wrap items-center justify-between gap-3 border-warning/50 bg-warning/10 p-4">
      <p className="text-sm">
        {room.accessEnded
          ? "You no longer have access to this product: you left it, the owner removed you, or it was deleted. What you see here is no longer current."
          : `This item was deleted or moved out of ${product.name}. What you see here is no longer current.`}
      </p>
      <Link
        to={room.accessEnded ? "/products" : `/products/${encodeURIComponent(product.id)}`}
        className={buttonClasses({ variant: "outline", size: "sm" })}
      >
        {room.accessEnded ? "Back to Products" : `Back to ${product.name}`}
      </Link>
    </div>
  );
}
