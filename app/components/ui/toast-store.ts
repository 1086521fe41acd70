/**
 * A module-level toast queue, so any component (or plain function) can call `toast(...)`
 * without a hook or provider; <Toaster/> subscribes and renders.
 */
export type ToastVariant = "default" | "destructive" | "success" | "warning";
export type ToastInput = { title: string; description?: string; variant?: ToastVariant };
export type ToastItem = Required<Pick<ToastInput, "title" | "variant">> & {
  id: number;
  description?: string;
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

export function toast({ title, description, variant = "default" }: ToastInput): { id: number; dismiss: () => void } {
  const id = nextId++;
  items = [...items, { id, title, description, variant, open: true }].slice(-MAX_TOASTS);
  emit();
  return { id, dismiss: () => dismissToast(id) };
}

export function dismissToast(id: number) {
  if (!items.some((item) => item.id === id && item.open)) return;
  items = items.map((item) => (item.id === id ? { ...item, open: false } : item));
  emit();
  setTimeout(() => {
    items = items.filter((item) => item.id !== id);
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
