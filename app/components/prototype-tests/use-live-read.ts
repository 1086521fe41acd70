import { useCallback, useEffect, useRef, useState } from "react";
import { subscribeRealtime } from "~/lib/realtime-client";
import { getErrorMessage } from "~/lib/error-message";

export type LiveState<T> = { status: "loading" } | { status: "error"; message: string } | { status: "ready"; data: T };

/**
 * Data of a product's prototype tests that follows the server without a reload
 * (docs/product.md#prototype-tests): read once, then again whenever `prototype-test.updated`
 * names what `follows` (any tab's change, a tester ending a task), after a reconnect and when the
 * tab is seen again. Reads never overlap: events during one are answered by one read after it.
 * A failed re-read keeps what is on screen; only data that never loaded turns into the error.
 */
export function useLiveRead<T>(
  read: (signal: AbortSignal) => Promise<T>,
  follows: (event: { productId: string; testId: string }) => boolean,
  { initial, paused = false, fallbackError }: { initial?: T; paused?: boolean; fallbackError: string },
) {
  const [state, setState] = useState<LiveState<T>>(initial === undefined ? { status: "loading" } : { status: "ready", data: initial });
  const stopped = useRef(paused);
  stopped.current = paused;
  const reading = useRef<AbortController | null>(null);
  const again = useRef(false);
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
    if (!hasInitial) reload();
    const unsubscribe = subscribeRealtime({
      onEvent(event) {
        if (event.type === "prototype-test.updated" && latest.current.follows(event)) reload();
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
  }, [reload, hasInitial]);

  /** Shows data the server answered elsewhere (a PATCH's test) at once, and reads again after a read already under way. */
  const show = useCallback((update: (data: T) => T) => {
    setState((current) => (current.status === "ready" ? { status: "ready", data: update(current.data) } : current));
    if (reading.current) again.current = true;
  }, []);

  return { state, reload, show };
}
