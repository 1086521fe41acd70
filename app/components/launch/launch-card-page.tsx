import { Copy, EyeOff, ExternalLink, Rocket } from "lucide-react";
import { lazy, Suspense, useRef, useState } from "react";
import { WAITLIST_TEXT, type LandingPageDoc } from "@shared/contracts/landing-page";
import type { LaunchCard } from "@shared/contracts/launch";
import { copyToClipboard } from "~/components/tools/kit/export-text";
import { Button, buttonClasses } from "~/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "~/components/ui/dialog";
import { Spinner } from "~/components/ui/spinner";
import type { PublishDialogProps } from "./publish-dialog";

type Page = NonNullable<LaunchCard["page"]>;

type PageProps = {
  page: Page;
  /** The newest landing page saved in the product, when it differs from the published one. */
  newerDraft: LandingPageDoc | null;
  onPublish: (doc: LandingPageDoc) => void;
  onUnpublish: () => Promise<boolean>;
  disabled: boolean;
};

/**
 * The published page: its address to copy or open, and "Publish again" (the same address and
 * sign-ups, new settings or a newer saved page) or "Unpublish" (the address then says the page
 * is no longer available; the sign-ups stay).
 */
export function PublishedPage({ page, newerDraft, onPublish, onUnpublish, disabled }: PageProps) {
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  // Unpublish leaves with the live page: focus goes to "Publish again", which takes its place.
  const publishAgain = useRef<HTMLButtonElement>(null);
  const unpublished = useRef(false);
  const unpublish = async () => {
    setBusy(true);
    const done = await onUnpublish();
    setBusy(false);
    unpublished.current = done;
    if (done) setConfirming(false);
  };
  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-col gap-3 rounded-control border border-border bg-canvas p-4 sm:flex-row sm:items-center">
        <div className="min-w-0 flex-1">
          <p className="text-xs font-medium uppercase tracking-wide text-muted">Page address</p>
          {page.live ? (
            <a
              href={page.url}
              target="_blank"
              rel="noopener noreferrer"
              className="focus-ring break-all rounded-sm font-medium text-ink underline-offset-2 hover:underline"
            >
              {page.url}
            </a>
          ) : (
            <p className="break-all font-medium text-muted">{page.url}</p>
          )}
        </div>
        <div className="flex shrink-0 flex-wrap gap-2">
          <Button variant="outline" size="sm" onClick={() => void copyToClipboard(page.url)} aria-label={`Copy the address ${page.url}`}>
            <Copy size={16} aria-hidden />
            Copy
          </Button>
          {page.live && (
            <a
              href={page.url}
              target="_blank"
              rel="noopener noreferrer"
              className={buttonClasses({ variant: "outline", size: "sm" })}
              aria-label="Open the page in a new tab"
            >
              <ExternalLink size={16} aria-hidden />
              Open
            </a>
          )}
        </div>
      </div>
      {!page.live && (
        <p className="text-sm text-muted">
          Unpublished: the address says “{WAITLIST_TEXT.gone}”. The sign-ups stay, and publishing again brings the page back with them.
        </p>
      )}
      {newerDraft && (
        <div className="flex flex-col items-start gap-2 rounded-control border border-dashed border-border p-3 text-sm sm:flex-row sm:items-center sm:justify-between">
          <p className="text-muted">The landing page saved in this product differs from the published one.</p>
          <Button
            variant="outline"
            size="sm"
            onClick={() => onPublish(newerDraft)}
            onPointerEnter={preloadPublishDialog}
            onFocus={preloadPublishDialog}
            disabled={disabled}
            aria-haspopup="dialog"
          >
            Publish the saved version
          </Button>
        </div>
      )}
      <div className="flex flex-wrap gap-2">
        <Button
          ref={publishAgain}
          variant={page.live ? "outline" : "primary"}
          size="sm"
          onClick={() => onPublish(page.doc)}
          onPointerEnter={preloadPublishDialog}
          onFocus={preloadPublishDialog}
          disabled={disabled}
          aria-haspopup="dialog"
        >
          <Rocket size={16} aria-hidden />
          Publish again
        </Button>
        {page.live && (
          <Button variant="outline" size="sm" onClick={() => setConfirming(true)} disabled={disabled} aria-haspopup="dialog">
            <EyeOff size={16} aria-hidden />
            Unpublish
          </Button>
        )}
      </div>
      <Dialog open={confirming} onOpenChange={(open) => !busy && setConfirming(open)}>
        <DialogContent
          onCloseAutoFocus={(event) => {
            if (!unpublished.current) return;
            unpublished.current = false;
            event.preventDefault();
            publishAgain.current?.focus();
          }}
        >
          <DialogHeader>
            <DialogTitle>Unpublish the page?</DialogTitle>
            <DialogDescription>
              {`Its address will say “${WAITLIST_TEXT.gone}”. The sign-ups and figures stay, and publishing again keeps them.`}
            </DialogDescription>
          </DialogHeader>
          <DialogFooter>
            <Button variant="ghost" onClick={() => setConfirming(false)} disabled={busy}>
              Cancel
            </Button>
            <Button variant="destructive" onClick={() => void unpublish()} disabled={busy}>
              {busy && <Spinner />}
              {busy ? "Unpublishing…" : "Unpublish"}
            </Button>
          </DialogFooter>
        </DialogContent>
      </Dialog>
    </div>
  );
}

/**
 * The Publish dialog as the product page loads it: its code (the form, the address check) comes
 * only when the founder reaches for a Publish button, not with every product page.
 */
const load = () => import("./publish-dialog");
const LoadedPublishDialog = lazy(() => load().then((module) => ({ default: module.PublishDialog })));

/** Starts the download on hover or focus, so the dialog is usually there by the click. */
export const preloadPublishDialog = () => void load().catch(() => {});

export function LazyPublishDialog(props: PublishDialogProps) {
  return (
    <Suspense fallback={null}>
      <LoadedPublishDialog {...props} />
    </Suspense>
  );
}
