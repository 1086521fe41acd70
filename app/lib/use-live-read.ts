import { useCallback, useEffect, useRef, useState } from "react";
import type { RealtimeEvent } from "@shared/realtime-events";
import { subscribeRealtime } from "~/lib/realtime-client";
import { getErrorMessage } from "~/lib/error-message";

export type LiveState<T> = { status: "loading" } | { status: "error"; message: string } | { status: "ready"; data: T };

type LiveReadOptions<T> = {
  /** What is read (a product, a test): when it changes, the data on screen goes and is read anew. */
  key: string;
  /** Data the page's loader already answered: shown at once, read again only on the next event. */
  initial?: T;
  /** While set, nothing is read (a product deleted elsewhere keeps its last data instead of re-reading a 404). */
  paused?: boolean;
  fallbackError: string;
};

export type LiveRead<T> = {
  state: LiveState<T>;
  reload: () => void;
  /** Shows data the server answered elsewhere (a dialog's, a PATCH's) at once, and reads again after a read already under way. */
  show: (change: (data: T) => T) => void;
  /** Changes the data on screen (an optimistic edit) without asking for another read. */
  update: (change: (data: T) => T) => void;
};

/**
 * Data on an owner's page that follows the server without a reload (a product's Launch card,
 * its prototype tests, a test's results): read once, then again whenever a realtime event
 * `follows` names it (any tab's change, a visitor or tester elsewhere), after a reconnect and when
 * the tab is seen again. Reads never overlap: events during one are answered by one read after
 * it. A failed re-read keeps what is on screen; only data that never loaded turns into the error.
 */
export function useLiveRead<T>(
  read: (signal: AbortSignal) => Promise<T>,
  follows: (event: RealtimeEvent) => boolean,
  { key, initial, paused = false, fallbackError }: LiveReadOptions<T>,
): LiveRead<T> {
  const [state, setState] = useState<LiveState<T>>(initial === undefined ? { status: "loading" } : { status: "ready", data: initial });
  const stopped = useRef(paused);
  stopped.current = paused;
  const reading = useRef<AbortController | null>(null);
  const again = useRef(false);
  const shownKey = useRef(key);
  // The newest callbacks, without re-subscribing whenever the parent renders new ones.
  const latest = useRef({ read, follows, fallbackError });
  latest.current = { read, follows, fallbackError };

  const reload = useCallback(() => {
    if (stopped.current) return;
    if (reading.current) {
      again.current = true;
      return;
    }
    const controller = new AbortController();
    reading.current = controller;
    setState((current) => (current.status === "error" ? { status: "loading" } : current));
    latest.current
      .read(controller.signal)
      .then(
        (data) => !controller.signal.aborted && setState({ status: "ready", data }),
        (error: unknown) => {
          if (controller.signal.aborted) return;
          const message = getErrorMessage(error, latest.current.fallbackError);
          setState((current) => (current.status === "ready" ? current : { status: "error", message }));
        },
      )
      .finally(() => {
        if (reading.current !== controller) return;
        reading.current = null;
        if (again.current && !controller.signal.aborted) {
          again.current = false;
          reload();
        }
      });
  }, []);

  const hasInitial = initial !== undefined;
  useEffect(() => {
    if (shownKey.current !== key) {
      shownKey.current = key;
      setState({ status: "loading" });
      reload();
    } else if (!hasInitial) reload();
    const unsubscribe = subscribeRealtime({
      onEvent(event) {
        if (latest.current.follows(event)) reload();
      },
      onResync: reload,
    });
    const seen = () => document.visibilityState === "visible" && reload();
    document.addEventListener("visibilitychange", seen);
    return () => {
      unsubscribe();
      document.removeEventListener("visibilitychange", seen);
      reading.current?.abort();
      reading.current = null;
      again.current = false;
    };
  }, [reload, hasInitial, key]);

  const update = useCallback((change: (data: T) => T) => {
    setState((current) => (current.status === "ready" ? { status: "ready", data: change(current.data) } : current));
  }, []);

  const show = useCallback(
    (change: (data: T) => T) => {
      update(change);
      // A read that started before this data would answer older figures: read once more after it.
      if (reading.current) again.current = true;
    },
    [update],
  );

  return { state, reload, show, update };
}
