import { getErrorMessage } from "~/lib/error-message";

/**
 * A module-level toast queue, so any component (or plain function) can call `toast(...)`
 * without a hook or provider; <Toaster/> subscribes and renders.
 */
export type ToastVariant = "default" | "destructive" | "success" | "warning";
export type ToastInput = {
  title: string;
  description?: string;
  variant?: ToastVariant;
  /**
   * The flow a toast belongs to (e.g. "auth", a tool's name). A flow's next toast replaces the
   * ones still showing, so "Account created! Please log in." does not linger beside "Logged in
   * successfully!", nor a failure beside the retry's success.
   */
  scope?: string;
  /** One button in the toast ("Undo"); pressing it closes the toast without `onDismiss`. */
  action?: { label: string; altText: string; onAct: () => void };
  /** Called once when the toast goes away in any other way: its timer, its close button, a swipe. */
  onDismiss?: () => void;
};
export type ToastItem = Required<Pick<ToastInput, "title" | "variant">> & {
  id: number;
  description?: string;
  scope?: string;
  action?: ToastInput["action"];
  open: boolean;
};

/** Dismiss callbacks by toast, called at most once (an action cancels its toast's). */
const onDismissed = new Map<number, () => void>();

// More would crowd a phone screen; the oldest make way.
const MAX_TOASTS = 4;
// Time for the exit animation before the element is removed.
const REMOVE_DELAY_MS = 200;

let items: ToastItem[] = [];
let nextId = 1;
const listeners = new Set<() => void>();

function emit() {
  for (const listener of listeners) listener();
}

export function toast({ title, description, variant = "default", scope, action, onDismiss }: ToastInput): {
  id: number;
  dismiss: () => void;
} {
  const id = nextId++;
  const replaced = scope === undefined ? [] : items.filter((item) => item.open && item.scope === scope).map((item) => item.id);
  if (onDismiss) onDismissed.set(id, onDismiss);
  // One update: the replaced toasts close in the same render the new one appears.
  const next = [...close(items, replaced), { id, title, description, variant, scope, action, open: true }];
  // The oldest make way; a toast pushed out counts as dismissed.
  for (const gone of next.slice(0, Math.max(0, next.length - MAX_TOASTS))) settleDismissed(gone.id);
  items = next.slice(-MAX_TOASTS);
  emit();
  removeLater(replaced);
  return { id, dismiss: () => dismissToast(id) };
}

/**
 * The one way to report a failed action: a destructive toast titled with what failed, described
 * by the error's own message (or `fallback` when the error carries none). `scope` as for `toast`.
 */
export function toastError(title: string, error: unknown, fallback?: string, scope?: string): { id: number; dismiss: () => void } {
  return toast({ title, description: getErrorMessage(error, fallback), variant: "destructive", scope });
}

export function dismissToast(id: number) {
  if (!items.some((item) => item.id === id && item.open)) return;
  items = close(items, [id]);
  emit();
  removeLater([id]);
}

/** The toast's action was pressed: it closes, and its dismiss callback is not called. */
export function actOnToast(id: number) {
  const action = items.find((item) => item.id === id)?.action;
  onDismissed.delete(id);
  dismissToast(id);
  action?.onAct();
}

function close(list: ToastItem[], ids: number[]): ToastItem[] {
  for (const id of ids) settleDismissed(id);
  return ids.length === 0 ? list : list.map((item) => (ids.includes(item.id) ? { ...item, open: false } : item));
}

function settleDismissed(id: number) {
  const callback = onDismissed.get(id);
  onDismissed.delete(id);
  // After the queue update that closed it: the callback may show a toast of its own.
  if (callback) queueMicrotask(callback);
}

function removeLater(ids: number[]) {
  if (ids.length === 0) return;
  setTimeout(() => {
    items = items.filter((item) => !ids.includes(item.id));
    emit();
  }, REMOVE_DELAY_MS);
}

export function subscribeToasts(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

export function getToasts(): ToastItem[] {
  return items;
}

const EMPTY: ToastItem[] = [];
/** Server render: no toasts. */
export function getServerToasts(): ToastItem[] {
  return EMPTY;
}
