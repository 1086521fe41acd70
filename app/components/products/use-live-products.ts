import { useCallback, useEffect, useRef, useState } from "react";
import { useRevalidator } from "react-router";
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

  useEffect(() => {
    const hide = (id: string) => setGone((current) => (current.has(id) ? current : new Set([...current, id])));
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
              const id = event.conversation.id;
              setGone((current) => (current.has(id) ? new Set([...current].filter((other) => other !== id)) : current));
              reload();
            } else if (shown.current.has(event.conversation.id) && event.conversation.productId !== undefined) hide(event.conversation.id);
            return;
          default:
        }
      },
      onResync: reload,
    });
  }, [productId, reload]);

  return { deletedElsewhere, gone, reload };
}
