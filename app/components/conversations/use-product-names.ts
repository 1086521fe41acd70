import { useCallback, useEffect, useState } from "react";
import { listProducts } from "~/lib/api/products";
import { subscribeRealtime } from "~/lib/realtime-client";

/**
 * The user's product names by id, so History can say which product each row belongs to. Read
 * while `enabled` (History open), again when a product is created, renamed or deleted in any
 * tab, and after a reconnect. Names that cannot be read leave rows without a product (the rest
 * of History works), never with a wrong one.
 */
export function useProductNames(enabled: boolean): ReadonlyMap<string, string> {
  const [names, setNames] = useState<ReadonlyMap<string, string>>(() => new Map());
  const [attempt, setAttempt] = useState(0);
  const reread = useCallback(() => setAttempt((n) => n + 1), []);

  useEffect(() => {
    if (!enabled) return;
    const controller = new AbortController();
    listProducts({ signal: controller.signal })
      .then((products) => setNames(new Map(products.map((product) => [product.id, product.name]))))
      .catch(() => {
        // Rows simply show no product; History itself says when it cannot load.
      });
    return () => controller.abort();
  }, [enabled, attempt]);

  useEffect(
    () =>
      subscribeRealtime({
        onEvent(event) {
          if (event.type.startsWith("product.")) reread();
        },
        onResync: reread,
      }),
    [reread],
  );
  return names;
}
