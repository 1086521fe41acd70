import { useEffect, useRef, useSyncExternalStore, type KeyboardEvent, type PointerEvent, type RefObject } from "react";

/**
 * Menus and sheets whose code (Radix, positioning, focus traps) loads only when someone reaches
 * for a trigger, not with every page. Until then a plain button that looks the same stands in:
 * hovering, touching or focusing it starts the download (which usually ends before the click),
 * and every stand-in of that code then turns into the real thing. A click or key that came
 * before the code is replayed on the real trigger, with focus moved across, so the menu opens
 * exactly as if it had been there all along.
 */
export type Handover = {
  /** The stand-in had focus when the real trigger replaced it. */
  focus: boolean;
  /** The activation that came before the code, to replay on the real trigger (taken once). */
  pending: RefObject<((trigger: HTMLElement) => void) | null>;
};

type OpensOn = {
  /** Radix menus open on pointerdown and on these keys. */
  pointerDown?: boolean;
  keys?: readonly string[];
  /** Dialog triggers open on click (which also covers Enter and Space). */
  click?: boolean;
};

/** One shared copy per loader: once it has arrived, every stand-in using it is replaced. */
type Store = { module: unknown; loading: Promise<unknown> | null; listeners: Set<() => void> };
const stores = new WeakMap<() => Promise<unknown>, Store>();

function storeFor(load: () => Promise<unknown>): Store {
  let store = stores.get(load);
  if (!store) stores.set(load, (store = { module: null, loading: null, listeners: new Set() }));
  return store;
}

function startLoading(load: () => Promise<unknown>) {
  const store = storeFor(load);
  store.loading ??= load().then(
    (module) => {
      store.module = module;
      store.listeners.forEach((listener) => listener());
    },
    () => {
      store.loading = null; // offline for a moment: the next intent tries again
    },
  );
}

/**
 * The click of a press that began on the stand-in. When the code arrives mid-press, the real
 * trigger replaces the stand-in between the press and the release, and the browser gives that
 * click to neither: the real trigger is then clicked once the press ends, unless the click did
 * reach it. A press the browser cancels (a scroll), or one released away from the button, replays
 * nothing.
 */
function clickOfPress(pending: Handover["pending"], standIn: HTMLElement): (trigger: HTMLElement) => void {
  const pressEnds = (then: (released: boolean, on: EventTarget | null) => void) => {
    const end = (event: Event) => {
      window.removeEventListener("pointerup", end, true);
      window.removeEventListener("pointercancel", end, true);
      then(event.type === "pointerup", event.target);
    };
    window.addEventListener("pointerup", end, true);
    window.addEventListener("pointercancel", end, true);
  };
  let released = false;
  const replay = (trigger: HTMLElement) => {
    if (released) return trigger.click();
    let reached = false;
    const reach = () => (reached = true);
    trigger.addEventListener("click", reach);
    pressEnds((releasedNow, on) =>
      // The click, when there is one, comes right after the release: look once it has had its turn.
      // Released away from the trigger, the press was taken back, as it would be on any button.
      window.setTimeout(() => {
        trigger.removeEventListener("click", reach);
        if (releasedNow && !reached && on instanceof Node && trigger.contains(on)) trigger.click();
      }),
    );
  };
  // Released on the stand-in, its own click follows; released elsewhere, the press was taken back.
  pressEnds((releasedNow, on) => {
    released = releasedNow && on instanceof Node && standIn.contains(on);
    if (!released && pending.current === replay) pending.current = null;
  });
  return replay;
}

export function useLoadOnIntent<Module>(load: () => Promise<Module>, opensOn: OpensOn) {
  const standIn = useRef<HTMLButtonElement>(null);
  const pending = useRef<Handover["pending"]["current"]>(null);
  const hadFocus = useRef(false);
  const store = storeFor(load);
  const module = useSyncExternalStore(
    (changed) => {
      const listener = () => {
        hadFocus.current = document.activeElement !== null && document.activeElement === standIn.current;
        changed();
      };
      store.listeners.add(listener);
      return () => void store.listeners.delete(listener);
    },
    () => store.module as Module | null,
    () => null,
  );
  const start = () => startLoading(load);

  const standInProps = {
    ref: standIn,
    onPointerEnter: start,
    onFocus: start,
    onPointerDown: (event: PointerEvent<HTMLButtonElement>) => {
      if (opensOn.pointerDown && event.button === 0 && !event.ctrlKey) {
        const { pointerType } = event;
        pending.current = (trigger) =>
          trigger.dispatchEvent(
            new window.PointerEvent("pointerdown", { bubbles: true, cancelable: true, button: 0, pointerType, isPrimary: true }),
          );
      } else if (opensOn.click && event.button === 0) {
        pending.current = clickOfPress(pending, event.currentTarget);
      }
      start();
    },
    onKeyDown: (event: KeyboardEvent<HTMLButtonElement>) => {
      if (!opensOn.keys?.includes(event.key)) return;
      event.preventDefault();
      const { key } = event;
      pending.current = (trigger) => trigger.dispatchEvent(new window.KeyboardEvent("keydown", { key, bubbles: true, cancelable: true }));
      start();
    },
    onClick: () => {
      if (opensOn.click) pending.current = (trigger) => trigger.click();
      start();
    },
  };

  return { loaded: module ? { module, handover: { focus: hadFocus.current, pending } } : null, standInProps };
}

/** In the loaded component: takes focus over from the stand-in and replays its pending activation. */
export function useTakeOver(trigger: RefObject<HTMLElement | null>, handover: Handover | undefined) {
  // Once per trigger, even where the effect runs twice (StrictMode): a second focus after the replayed press opened the menu would close it again.
  const takenOver = useRef(false);
  useEffect(() => {
    if (!handover) return;
    // After React's commit, not inside it: the replayed event reaches every document listener
    // synchronously, and an open Radix layer (a toast still showing) answers a pointerdown
    // outside it with ReactDOM.flushSync, which React refuses during an effect.
    queueMicrotask(() => {
      const element = trigger.current;
      if (takenOver.current || !element?.isConnected) return;
      takenOver.current = true;
      if (handover.focus) element.focus();
      const replay = handover.pending.current;
      handover.pending.current = null;
      replay?.(element);
    });
    // Once, when the real trigger first appears.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
}
