import { useMemo, useState } from "react";
import { useRouteLoaderData } from "react-router";
import type { ProductRole } from "@shared/contracts/product-members";
import type { PresentPerson, RoomChangeMessage } from "@shared/contracts/product-room";
import { useProductRoom } from "~/lib/product-room-client";

export type ItemRoomOptions = {
  /** The item the page shows. */
  itemId: string;
  /** The product it is in; null for an item outside any product (no room, nobody shown). */
  productId: string | null;
  /** The caller's role in that product ("owner" for their own item). */
  role: ProductRole;
  /** Re-reads the page's data (its loader). */
  reload: () => void | Promise<void>;
  /**
   * Every change the room reports, after the page's own handling (the comments panel re-reads
   * its comments on `{type: "comments"}` through this). The page keeps one socket to the room.
   */
  onChange?: (message: RoomChangeMessage) => void;
};

export type ItemRoom = {
  /** Who looks at this item now (oneself included), in the order they arrived. */
  people: PresentPerson[];
  /** The room said the item was deleted or moved out of the product: the page says so, keeps what it shows. */
  gone: boolean;
  /** The caller's access to the product ended (removed, left, product deleted). */
  accessEnded: boolean;
};

/**
 * A saved item's page in the product's room (docs/product.md#members-and-roles): joins with the
 * item's id, so the people on the same item show as avatars, and keeps a member's page current.
 * The owner's tabs hear of their item's versions, renames and deletion through their user hub
 * already (and a move or deletion made in this very tab is not news), so for the owner the room
 * only tells who is here; a member's page re-reads on "item.updated" and shows a notice on
 * "item.deleted", never a crash.
 */
export function useItemRoom({ itemId, productId, role, reload, onChange }: ItemRoomOptions): ItemRoom {
  // Which item the room said is gone: another item opened in this page starts clean.
  const [goneId, setGoneId] = useState<string | null>(null);
  const gone = goneId === itemId;
  // Once gone, a re-read would only answer 404 and take the page away: it keeps what it shows.
  const reread = () => void (gone || reload());
  const room = useProductRoom(productId ?? "", {
    active: productId !== null,
    itemId,
    onChange(message) {
      if (message.conversationId === itemId && role !== "owner") {
        if (message.type === "item.updated") reread();
        if (message.type === "item.deleted") setGoneId(itemId);
      }
      onChange?.(message);
    },
    // Messages sent while the socket was down were missed; a new role changes what the page allows.
    onReconnected: reread,
    onRoleChanged: reread,
  });
  const people = useMemo(() => room.people.filter((person) => person.where === itemId), [room.people, itemId]);
  return { people, gone, accessEnded: productId !== null && room.accessEnded };
}

/** The signed-in user's id, as the protected layout loaded it: marks "(you)" among the avatars. */
export function useMyUserId(): string | undefined {
  return (useRouteLoaderData("routes/protected-layout") as { user?: { id: string } } | undefined)?.user?.id;
}
