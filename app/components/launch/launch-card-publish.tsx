import { lazy, Suspense } from "react";
import type { PublishDialogProps } from "./publish-dialog";

/**
 * The Publish dialog as the product page loads it: its code (the form, the address check) comes
 * only when the founder reaches for a Publish button, not with every product page.
 */
const load = () => import("./publish-dialog");
const Dialog = lazy(() => load().then((module) => ({ default: module.PublishDialog })));

/** Starts the download on hover or focus, so the dialog is usually there by the click. */
export const preloadPublishDialog = () => void load().catch(() => {});

export function LazyPublishDialog(props: PublishDialogProps) {
  return (
    <Suspense fallback={null}>
      <Dialog {...props} />
    </Suspense>
  );
}
