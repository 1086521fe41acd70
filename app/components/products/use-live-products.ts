import { useCallback, useEffect, useRef, useState } from "react";
import { useRevalidator } from "react-router";
import type { RoomChangeMessage } from "@shared/contracts/product-room";
import { subscribeRealtime } from "~/lib/realtime-client";

/** The page's loader run again, as a stable function (the revalidator changes with every navigation state). */
function useReload(): () => void {
  const revalidator = useRevalidator();
  const revalidate = useRef(revalidator.revalidate);
  revalidate.current = revalidator.revalidate;
  return useCallback(() => void revalidate.current(), []);
}

/**
 * `/products` stays current: a product created, renamed or deleted in any tab, or an item saved
 * into or out of one (its count and last activity), re-reads the list; so does a reconnect,
 * since events may have been missed (docs/product.md#realtime-across-tabs).
 */
export function useLiveProductList(): void {
  const reload = useReload();
  useEffect(
    () =>
      subscribeRealtime({
        onEvent(event) {
          if (event.type === "usage.updated") return;
          if (
            event.type.startsWith("product.") ||
            event.type === "conversation.deleted" ||
            ("conversation" in event && event.conversation.productId)
          )
            reload();
        },
        onResync: reload,
      }),
    [reload],
  );
}

export type LiveProduct = {
  /** Deleted in another tab or device: the page shows a notice instead of re-reading a 404. */
  deletedElsewhere: boolean;
  /** Items that left the product (moved out or deleted) since the page was read. */
  gone: ReadonlySet<string>;
  reload: () => void;
  /**
   * What the product's room says changed, for a member's page: their user hub hears nothing of
   * the owner's items, so an item stored, renamed or moved in re-reads the page, and one deleted
   * or moved out is hidden, like the owner's tabs do from their hub.
   */
  roomChanged: (message: RoomChangeMessage) => void;
};

/**
 * One product's page stays current: its brief or personas edited elsewhere, or an item saved
 * into it, re-reads the page. An item deleted or moved out is only hidden, and the product's own
 * deletion only flagged, so a deletion never turns the open page into a "not found".
 */
export function useLiveProduct(productId: string, itemIds: readonly string[]): LiveProduct {
  const reload = useReload();
  const [deletedElsewhere, setDeletedElsewhere] = useState(false);
  const [gone, setGone] = useState<ReadonlySet<string>>(new Set());
  const shown = useRef(new Set(itemIds));
  shown.current = new Set(itemIds);

  useEffect(() => {
    setDeletedElsewhere(false);
    setGone(new Set());
  }, [productId]);

  const hide = useCallback((id: string) => setGone((current) => (current.has(id) ? current : new Set([...current, id]))), []);
  const unhide = useCallback(
    (id: string) => setGone((current) => (current.has(id) ? new Set([...current].filter((other) => other !== id)) : current)),
    [],
  );

  useEffect(() => {
    return subscribeRealtime({
      onEvent(event) {
        switch (event.type) {
          case "product.updated":
            if (event.product.id === productId) reload();
            return;
          case "product.deleted":
            if (event.productId === productId) setDeletedElsewhere(true);
            return;
          case "conversation.deleted":
            if (shown.current.has(event.conversationId)) hide(event.conversationId);
            return;
          case "conversation.inserted":
          case "conversation.updated":
            if (event.conversation.productId === productId) {
              unhide(event.conversation.id);
              reload();
            } else if (shown.current.has(event.conversation.id) && event.conversation.productId !== undefined) hide(event.conversation.id);
            return;
          default:
        }
      },
      onResync: reload,
    });
  }, [productId, reload, hide, unhide]);

  const roomChanged = useCallback(
    (message: RoomChangeMessage) => {
      if (message.type === "item.updated") {
        unhide(message.conversationId);
        reload();
      } else if (message.type === "item.deleted" && shown.current.has(message.conversationId)) hide(message.conversationId);
    },
    [reload, hide, unhide],
  );

  return { deletedElsewhere, gone, reload, roomChanged };
}
