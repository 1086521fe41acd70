import { useCallback, useEffect, useRef } from "react";
import type { LaunchCard } from "@shared/contracts/launch";
import type { RealtimeEvent } from "@shared/realtime-events";
import { mayFreeStorage } from "~/components/strangers-refused-notice";
import { toast, toastError } from "~/components/ui/toast";
import { deleteSignup, readLaunchCard, unpublishLaunch } from "~/lib/api/launch";
import { useLiveRead, type LiveState } from "~/lib/use-live-read";

/** How often a live page's figures are re-read while the tab is in view: visits alone send no event. */
const VISIBLE_REFRESH_MS = 60_000;

export type LaunchCardState = LiveState<LaunchCard>;

export type LaunchCardControls = {
  state: LaunchCardState;
  reload: () => void;
  /** A card the server answered elsewhere (the Publish dialog's), shown at once. */
  show: (card: LaunchCard) => void;
  /** Removes the sign-up from the card at once and puts it back if the server refuses. */
  removeSignup: (signupId: string) => Promise<void>;
  unpublish: () => Promise<boolean>;
};

/** Whether visitors are being turned away from the waitlist for the owner's storage: only a live page takes sign-ups. */
export const signupsTurnedAway = (card: LaunchCard) => Boolean(card.page?.live) && card.signupsRefusedForStorage;

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
 * reconnect, when the tab is seen again (all through the one live-read hook), and now and then
 * while a live page is in view.
 */
export function useLaunchCard(productId: string, { paused = false }: { paused?: boolean } = {}): LaunchCardControls {
  const pending = useRef(new Set<string>());
  const live = useRef(false);
  const readCard = useCallback(
    async (signal: AbortSignal) => {
      const card = await readLaunchCard(productId, { signal });
      if (!signal.aborted) live.current = Boolean(card.page?.live);
      return withoutPending(card, pending.current);
    },
    [productId],
  );
  // While sign-ups are turned away for storage, any change that may free some is read too.
  const refused = useRef(false);
  const follows = useCallback(
    (event: RealtimeEvent) =>
      (event.type === "launch.updated" && event.productId === productId) || (refused.current && mayFreeStorage(event)),
    [productId],
  );
  // A product deleted elsewhere keeps its last figures on screen instead of re-reading a 404.
  const card = useLiveRead(readCard, follows, { key: productId, paused, fallbackError: "Could not read the launch figures" });
  const { state, reload, show: showCard, update } = card;
  refused.current = state.status === "ready" && signupsTurnedAway(state.data);

  useEffect(() => {
    const timer = window.setInterval(() => live.current && document.visibilityState === "visible" && reload(), VISIBLE_REFRESH_MS);
    return () => window.clearInterval(timer);
  }, [reload]);

  const show = useCallback(
    (shown: LaunchCard) => {
      live.current = Boolean(shown.page?.live);
      showCard(() => withoutPending(shown, pending.current));
    },
    [showCard],
  );

  const removeSignup = useCallback(
    async (signupId: string) => {
      const before = state.status === "ready" ? state.data.signups.find((signup) => signup.id === signupId) : undefined;
      // Kept even after the delete succeeds: a read that started before it must not bring the sign-up back.
      pending.current.add(signupId);
      update((current) => withoutPending(current, new Set([signupId])));
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
        if (before) update((current) => withSignup(current, before));
        toastError("Failed to delete the sign-up", error, undefined, "launch-signup");
      }
      reload();
    },
    [productId, reload, state, update],
  );

  const unpublish = useCallback(async () => {
    try {
      await unpublishLaunch(productId);
      update((current) => (current.page ? { ...current, page: { ...current.page, live: false } } : current));
      live.current = false;
      toast({
        title: "Page unpublished",
        description: "Its address now says the page is no longer available. The sign-ups stay.",
        variant: "success",
        scope: "launch",
      });
      reload();
      return true;
    } catch (error) {
      toastError("Failed to unpublish the page", error, undefined, "launch");
      return false;
    }
  }, [productId, reload, update]);

  return { state, reload, show, removeSignup, unpublish };
}
