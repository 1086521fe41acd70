import { lazy, Suspense, useSyncExternalStore } from "react";
import { getServerToasts, getToasts, subscribeToasts } from "./toast-store";

export { dismissToast, toast, toastError, type ToastInput, type ToastVariant } from "./toast-store";

// The Radix toast code loads with the first toast, so pages that never show one (the public
// pages) do not ship it.
const ToastViewport = lazy(() => import("./toast-viewport"));

/**
 * Mount once (app/root.tsx). Any component or function can then call
 * `toast({ title, description?, variant?, scope? })` with variant "default" | "destructive" | "success" | "warning";
 * a toast with a scope replaces the earlier ones of that scope still showing;
 * toasts stack, auto-dismiss after about 5 s and are announced to screen readers.
 */
export function Toaster() {
  const items = useSyncExternalStore(subscribeToasts, getToasts, getServerToasts);
  if (items.length === 0) return null;
  return (
    <Suspense fallback={null}>
      <ToastViewport />
    </Suspense>
  );
}
