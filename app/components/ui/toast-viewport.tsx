import * as ToastPrimitive from "@radix-ui/react-toast";
import { CircleAlert, CircleCheck, Info, TriangleAlert, X } from "lucide-react";
import { useSyncExternalStore } from "react";
import { cn } from "./cn";
import { actOnToast, dismissToast, getServerToasts, getToasts, subscribeToasts, type ToastVariant } from "./toast-store";

const AUTO_DISMISS_MS = 5000;

const variantStyles: Record<ToastVariant, { box: string; icon: typeof Info; iconClass: string }> = {
  default: { box: "border-border bg-surface text-ink", icon: Info, iconClass: "text-accent" },
  success: { box: "border-border bg-surface text-ink", icon: CircleCheck, iconClass: "text-success" },
  warning: { box: "border-border bg-surface text-ink", icon: TriangleAlert, iconClass: "text-warning" },
  destructive: { box: "border-danger bg-danger text-danger-ink", icon: CircleAlert, iconClass: "text-danger-ink" },
};

/**
 * Renders the toast queue with Radix: each toast is announced in a live region (errors
 * assertively), the timer pauses on hover/focus, swipe dismisses, F8 reaches them.
 * Loaded on demand by <Toaster/> in ./toast.tsx.
 */
export default function ToastViewport() {
  const items = useSyncExternalStore(subscribeToasts, getToasts, getServerToasts);
  return (
    <ToastPrimitive.Provider duration={AUTO_DISMISS_MS} swipeDirection="right" label="Notifications">
      {items.map((item) => {
        const style = variantStyles[item.variant];
        const Icon = style.icon;
        return (
          <ToastPrimitive.Root
            key={item.id}
            open={item.open}
            onOpenChange={(open) => {
              if (!open) dismissToast(item.id);
            }}
            type={item.variant === "destructive" ? "foreground" : "background"}
            className={cn(
              "ui-toast pointer-events-auto relative flex w-full items-start gap-3 rounded-card border p-4 pr-11 shadow-lg",
              style.box,
            )}
          >
            <Icon aria-hidden="true" size={18} className={cn("mt-0.5 shrink-0", style.iconClass)} />
            <div className="flex min-w-0 flex-col gap-0.5">
              <ToastPrimitive.Title className="text-sm font-semibold">{item.title}</ToastPrimitive.Title>
              {item.description ? (
                <ToastPrimitive.Description className={cn("text-sm", item.variant === "destructive" ? "text-danger-ink/90" : "text-muted")}>
                  {item.description}
                </ToastPrimitive.Description>
              ) : null}
              {item.action ? (
                <ToastPrimitive.Action
                  altText={item.action.altText}
                  onClick={(event) => {
                    // The store closes it, so its dismiss callback (the deletion) is not called.
                    event.preventDefault();
                    actOnToast(item.id);
                  }}
                  className="focus-ring mt-2 inline-flex h-8 w-fit items-center rounded-control border border-border px-3 text-sm font-medium hover:bg-subtle media-[(pointer:coarse)]:h-11"
                >
                  {item.action.label}
                </ToastPrimitive.Action>
              ) : null}
            </div>
            <ToastPrimitive.Close
              aria-label="Dismiss notification"
              className="focus-ring absolute right-2 top-2 inline-flex h-8 w-8 items-center justify-center rounded-control opacity-70 hover:opacity-100 media-[(pointer:coarse)]:h-11 media-[(pointer:coarse)]:w-11"
            >
              <X aria-hidden="true" size={16} />
            </ToastPrimitive.Close>
          </ToastPrimitive.Root>
        );
      })}
      {/* Over the app bar's end: clear of the composer and Refine low on the page and of each page's own actions
          under the bar; one at a time on a phone (ui.css, docs/product.md#toasts-stay-clear-of-the-primary-actions). */}
      <ToastPrimitive.Viewport className="ui-toast-viewport fixed right-0 top-0 z-[100] m-0 flex w-full list-none flex-col gap-2 p-2 outline-none sm:max-w-sm" />
    </ToastPrimitive.Provider>
  );
}
