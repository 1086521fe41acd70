import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState } from "react";
import { useSearchParams } from "react-router";
import type { ProductSummaryDto } from "@shared/contracts/products";
import { listProducts } from "./api/products";
import { subscribeRealtime } from "./realtime-client";

/** The dashboard's address parameter that names the product being worked on (docs/product.md#products). */
export const PRODUCT_PARAM = "product";
/**
 * The tab's last choice. Links this module does not build (the top bar's tool menu) open
 * `/dashboard?view=…` without the product; the tab then keeps the product it was working on.
 * Per tab, so two tabs can work on two products.
 */
const TAB_CHOICE_KEY = "ux-twin.working-product";

export type WorkingProduct = {
  /** The user's products, newest activity first; null until they are read. */
  products: ProductSummaryDto[] | null;
  /** The product chosen in "Working on", once the list confirms it is the user's. */
  product: ProductSummaryDto | null;
  /** The id in the address, even before the list is read (what tool calls send). */
  productId: string | null;
  /** The address names a product the user does not have (deleted, or never theirs). */
  missing: boolean;
  choose: (id: string | null) => void;
  /** Re-reads the list (after a product was changed here, e.g. a persona saved into it). */
  refresh: () => Promise<void>;
};

const NO_PRODUCT: WorkingProduct = {
  products: null,
  product: null,
  productId: null,
  missing: false,
  choose: () => {},
  refresh: async () => {},
};

export const WorkingProductContext = createContext<WorkingProduct>(NO_PRODUCT);

/** What every tool and the chat read: the product chosen on the dashboard, or none. */
export function useWorkingProduct(): WorkingProduct {
  return useContext(WorkingProductContext);
}

/** A dashboard address that keeps the product: `dashboardHref({view: "ux-validator"}, id)`. */
export function dashboardHref(search: Record<string, string>, productId: string | null): string {
  const params = new URLSearchParams(search);
  if (productId) params.set(PRODUCT_PARAM, productId);
  const query = params.toString();
  return query ? `/dashboard?${query}` : "/dashboard";
}

function readTabChoice(): string | null {
  try {
    return window.sessionStorage.getItem(TAB_CHOICE_KEY);
  } catch {
    return null; // Storage blocked: the address alone carries the choice.
  }
}

function writeTabChoice(id: string | null) {
  try {
    if (id) window.sessionStorage.setItem(TAB_CHOICE_KEY, id);
    else window.sessionStorage.removeItem(TAB_CHOICE_KEY);
  } catch {
    // Storage blocked: nothing to remember.
  }
}

/**
 * The dashboard's "Working on" state. The address (`?product=<id>`) is the truth, so a tab can
 * be reloaded or its address reused; the list comes from `GET /api/products` and is read again
 * when another tab creates, renames or deletes a product, after a reconnect, and when the tab is
 * looked at again.
 */
export function useWorkingProductState(): WorkingProduct {
  const [params, setParams] = useSearchParams();
  const productId = params.get(PRODUCT_PARAM) || null;
  const [products, setProducts] = useState<ProductSummaryDto[] | null>(null);
  const reading = useRef(0);

  const refresh = useCallback(async () => {
    const ticket = ++reading.current;
    try {
      const list = await listProducts();
      // An older read finishing late must not replace a newer list.
      if (ticket === reading.current) setProducts(list);
    } catch {
      if (ticket === reading.current) setProducts((current) => current ?? []);
    }
  }, []);

  useEffect(() => {
    void refresh();
    const unsubscribe = subscribeRealtime({
      onEvent(event) {
        if (event.type === "product.created" || event.type === "product.updated" || event.type === "product.deleted") void refresh();
      },
      onResync: () => void refresh(),
    });
    const onVisible = () => document.visibilityState === "visible" && void refresh();
    document.addEventListener("visibilitychange", onVisible);
    return () => {
      unsubscribe();
      document.removeEventListener("visibilitychange", onVisible);
    };
  }, [refresh]);

  // An address without a product, in a tab that was working on one: keep working on it.
  useEffect(() => {
    if (productId) return writeTabChoice(productId);
    const remembered = readTabChoice();
    if (!remembered) return;
    const next = new URLSearchParams(params);
    next.set(PRODUCT_PARAM, remembered);
    setParams(next, { replace: true, preventScrollReset: true });
  }, [productId, params, setParams]);

  const choose = useCallback(
    (id: string | null) => {
      writeTabChoice(id);
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          if (id) next.set(PRODUCT_PARAM, id);
          else next.delete(PRODUCT_PARAM);
          return next;
        },
        { replace: true, preventScrollReset: true },
      );
    },
    [setParams],
  );

  const product = (productId && products?.find((p) => p.id === productId)) || null;
  const missing = Boolean(productId && products && !product);
  // A product that is gone is forgotten by the tab, so the next tool link does not bring it back.
  useEffect(() => {
    if (missing) writeTabChoice(null);
  }, [missing]);

  return useMemo(
    () => ({ products, product, productId: missing ? null : productId, missing, choose, refresh }),
    [products, product, productId, missing, choose, refresh],
  );
}
