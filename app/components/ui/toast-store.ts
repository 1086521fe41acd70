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
};
export type ToastItem = Required<Pick<ToastInput, "title" | "variant">> & {
  id: number;
  description?: string;
  scope?: string;
  open: boolean;
};

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

export function toast({ title, description, variant = "default", scope }: ToastInput): { id: number; dismiss: () => void } {
  const id = nextId++;
  const replaced = scope === undefined ? [] : items.filter((item) => item.open && item.scope === scope).map((item) => item.id);
  // One update: the replaced toasts close in the same render the new one appears.
  items = [...close(items, replaced), { id, title, description, variant, scope, open: true }].slice(-MAX_TOASTS);
  emit();
  removeLater(replaced);
  return { id, dismiss: () => dismissToast(id) };
}

/**
 * The one way to report a failed action: a destructive toast titled with what failed, described
 * by the error's own message (or `fallback` when the error carries none). `scope` as for `toast`.
 */
export function toastError(title: string, error: unknown, fallback?: string, scope?: string): { id: number; dismiss: () => void } {
  const message = error instanceof Error ? error.message : typeof error === "string" ? error : "";
  return toast({ title, description: message || fallback, variant: "destructive", scope });
}

export function dismissToast(id: number) {
  if (!items.some((item) => item.id === id && item.open)) return;
  items = close(items, [id]);
  emit();
  removeLater([id]);
}

function close(list: ToastItem[], ids: number[]): ToastItem[] {
  return ids.length === 0 ? list : list.map((item) => (ids.includes(item.id) ? { ...item, open: false } : item));
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
