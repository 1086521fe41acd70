import { useCallback, useEffect, useRef, useState } from "react";
import type { LaunchCard } from "@shared/contracts/launch";
import { toast, toastError } from "~/components/ui/toast";
import { subscribeRealtime } from "~/lib/realtime-client";
import { deleteSignup, readLaunchCard, unpublishLaunch } from "~/lib/api/launch";
import { getErrorMessage } from "~/lib/error-message";

/** How often a live page's figures are re-read while the tab is in view: visits alone send no event. */
const VISIBLE_REFRESH_MS = 60_000;

export type LaunchCardState = { status: "loading" } | { status: "error"; message: string } | { status: "ready"; card: LaunchCard };

export type LaunchCardControls = {
  state: LaunchCardState;
  reload: () => void;
  /** A card the server answered elsewhere (the Publish dialog's), shown at once. */
  show: (card: LaunchCard) => void;
  /** Removes the sign-up from the card at once and puts it back if the server refuses. */
  removeSignup: (signupId: string) => Promise<void>;
  unpublish: () => Promise<boolean>;
};

/** The card without the sign-ups being deleted: a read that started before the delete must not bring one back. */
function withoutPending(card: LaunchCard, pending: ReadonlySet<string>): LaunchCard {
  if (pending.size === 0) return card;
  const signups = card.signups.filter((signup) => !pending.has(signup.id));
  const removed = card.signups.length - signups.length;
  return removed === 0 ? card : { ...card, signups, totals: { ...card.totals, signups: Math.max(0, card.totals.signups - removed) } };
}

/** The card with a sign-up put back where it was (newest first), after the server refused to delete it. */
function withSignup(card: LaunchCard, signup: LaunchCard["signups"][number]): LaunchCard {
  if (card.signups.some((shown) => shown.id === signup.id)) return card;
  const signups = [...card.signups, signup].sort((a, b) => b.createdAt - a.createdAt);
  return { ...card, signups, totals: { ...card.totals, signups: card.totals.signups + 1 } };
}

/**
 * The owner's Launch card data (docs/product.md#launch): read from `GET
 * /api/products/:productId/launch`, then re-read whenever the server says the product's page
 * changed or counted a sign-up (`launch.updated`, from any tab or any visitor), after a
 * reconnect, when the tab is seen again, and now and then while a live page is in view. Reads
 * never overlap: events that arrive during one are answered by a single read after it.
 */
export function useLaunchCard(productId: string, { paused = false }: { paused?: boolean } = {}): LaunchCardControls {
  const [state, setState] = useState<LaunchCardState>({ status: "loading" });
  // A product deleted elsewhere keeps its last figures on screen instead of re-reading a 404.
  const stopped = useRef(paused);
  stopped.current = paused;
  const pending = useRef(new Set<string>());
  const reading = useRef<AbortController | null>(null);
  const again = useRef(false);
  const live = useRef(false);

  const read = useCallback(() => {
    if (stopped.current) return;
    if (reading.current) {
      again.current = true;
      return;
    }
    const controller = new AbortController();
    reading.current = controller;
    setState((current) => (current.status === "error" ? { status: "loading" } : current));
    readLaunchCard(productId, { signal: controller.signal })
      .then(
        (card) => {
          if (controller.signal.aborted) return;
          live.current = Boolean(card.page?.live);
          setState({ status: "ready", card: withoutPending(card, pending.current) });
        },
        (error: unknown) => {
          if (controller.signal.aborted) return;
          const message = getErrorMessage(error, "Could not read the launch figures");
          // Figures already on screen stay; only a card that never loaded turns into the error.
          setState((current) => (current.status === "ready" ? current : { status: "error", message }));
        },
      )
      .finally(() => {
        if (reading.current !== controller) return;
        reading.current = null;
        if (again.current && !controller.signal.aborted) {
          again.current = false;
          read();
        }
      });
  }, [productId]);

  useEffect(() => {
    setState({ status: "loading" });
    read();
    const unsubscribe = subscribeRealtime({
      onEvent(event) {
        if (event.type === "launch.updated" && event.productId === productId) read();
      },
      onResync: read,
    });
    const seen = () => document.visibilityState === "visible" && read();
    document.addEventListener("visibilitychange", seen);
    const timer = window.setInterval(() => live.current && document.visibilityState === "visible" && read(), VISIBLE_REFRESH_MS);
    return () => {
      unsubscribe();
      document.removeEventListener("visibilitychange", seen);
      window.clearInterval(timer);
      reading.current?.abort();
      reading.current = null;
      again.current = false;
    };
  }, [productId, read]);

  const show = useCallback((card: LaunchCard) => {
    live.current = Boolean(card.page?.live);
    setState({ status: "ready", card: withoutPending(card, pending.current) });
    // A read that started before this card would answer older figures: read once more after it.
    if (reading.current) again.current = true;
  }, []);

  const removeSignup = useCallback(
    async (signupId: string) => {
      const before = state.status === "ready" ? state.card.signups.find((signup) => signup.id === signupId) : undefined;
      // Kept even after the delete succeeds: a read that started before it must not bring the sign-up back.
      pending.current.add(signupId);
      setState((current) =>
        current.status === "ready" ? { ...current, card: withoutPending(current.card, new Set([signupId])) } : current,
      );
      try {
        await deleteSignup(productId, signupId);
        toast({
          title: "Sign-up deleted",
          description: "It is no longer on the waitlist or in the counts.",
          variant: "success",
          scope: "launch-signup",
        });
      } catch (error) {
        pending.current.delete(signupId);
        if (before) setState((current) => (current.status === "ready" ? { ...current, card: withSignup(current.card, before) } : current));
        toastError("Failed to delete the sign-up", error, undefined, "launch-signup");
      }
      read();
    },
    [productId, read, state],
  );

  const unpublish = useCallback(async () => {
    try {
      await unpublishLaunch(productId);
      setState((current) =>
        current.status === "ready" && current.card.page
          ? { ...current, card: { ...current.card, page: { ...current.card.page, live: false } } }
          : current,
      );
      live.current = false;
      toast({
        title: "Page unpublished",
        description: "Its address now says the page is no longer available. The sign-ups stay.",
        variant: "success",
        scope: "launch",
      });
      read();
      return true;
    } catch (error) {
      toastError("Failed to unpublish the page", error, undefined, "launch");
      return false;
    }
  }, [productId, read]);

  return { state, reload: read, show, removeSignup, unpublish };
}
