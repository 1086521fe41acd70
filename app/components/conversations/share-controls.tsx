import { Globe, Link2, Link2Off } from "lucide-react";
import { useState } from "react";
import { Button } from "~/components/ui/button";
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from "~/components/ui/dialog";
import { Spinner } from "~/components/ui/spinner";
import { toast, toastError } from "~/components/ui/toast";
import { shareConversation, unshareConversation } from "~/lib/api/conversations";
import { getErrorMessage } from "~/lib/error-message";
import { ShareLinkField } from "./share-link-field";

type ShareControlsProps = {
  conversationId: string;
  initialShareId: string | null;
  /** Saved reports that link screenshots can show them publicly, if the owner opts in. */
  hasScreens?: boolean;
  initialShareScreens?: boolean;
};

/**
 * "Share" opens a dialog holding the public read-only link (created on the first open, and copied
 * then), a Copy button, the screenshots choice and "Unshare" (docs/product.md#share-links-are-public-and-revocable).
 */
export function ShareControls({ conversationId, initialShareId, hasScreens = false, initialShareScreens = false }: ShareControlsProps) {
  const [open, setOpen] = useState(false);
  const [shareId, setShareId] = useState(initialShareId);
  const [includeScreens, setIncludeScreens] = useState(initialShareScreens);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [copiedAt, setCopiedAt] = useState<number>();
  const url = shareId ? `${typeof window === "undefined" ? "" : window.location.origin}/share/${shareId}` : null;

  const share = async (screens: boolean, copyLink: boolean) => {
    setBusy(true);
    setFailure(null);
    try {
      const result = await shareConversation(conversationId, screens);
      setShareId(result.shareId);
      setIncludeScreens(result.includeScreens);
      // A new link is copied at once; if the browser refuses, the field still holds it, selected.
      if (copyLink) {
        // The server answers an absolute link from APP_ORIGIN, or the path alone when none is set.
        const link = new URL(result.url, window.location.origin).toString();
        await navigator.clipboard.writeText(link).then(
          () => setCopiedAt(Date.now()),
          () => undefined,
        );
      }
    } catch (error) {
      setFailure(getErrorMessage(error, "Failed to create the share link"));
    } finally {
      setBusy(false);
    }
  };

  const revoke = async () => {
    setBusy(true);
    try {
      await unshareConversation(conversationId);
      setShareId(null);
      setCopiedAt(undefined);
      setOpen(false);
      toast({ title: "Share link revoked", description: "The old link no longer opens this conversation." });
    } catch (error) {
      toastError("Revoke failed", error);
    } finally {
      setBusy(false);
    }
  };

  const openDialog = () => {
    setOpen(true);
    setFailure(null);
    if (!shareId && !busy) void share(includeScreens, true);
  };

  return (
    <Dialog open={open} onOpenChange={(next) => (next ? openDialog() : setOpen(false))}>
      <DialogTrigger asChild>
        <Button variant="outline" size="sm">
          {shareId ? <Globe size={16} aria-hidden /> : <Link2 size={16} aria-hidden />}
          {shareId ? "Shared" : "Share"}
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Share this conversation</DialogTitle>
          <DialogDescription>Anyone with the link can read it, but not change it. Unshare it at any time.</DialogDescription>
        </DialogHeader>
        {url ? (
          <ShareLinkField url={url} copiedAt={copiedAt} />
        ) : failure ? null : (
          <p role="status" className="flex h-16 items-center gap-2 text-sm text-muted">
            <Spinner /> Creating the link…
          </p>
        )}
        {failure && (
          <div role="alert" className="flex flex-col items-start gap-3 text-sm text-danger">
            <p>{failure}</p>
            {!url && (
              <Button variant="outline" size="sm" onClick={() => void share(includeScreens, true)} disabled={busy}>
                Try again
              </Button>
            )}
          </div>
        )}
        {hasScreens && (
          <label className="mt-2 inline-flex min-h-8 cursor-pointer items-center gap-2 text-sm text-muted">
            <input
              type="checkbox"
              className="focus-ring h-4 w-4 accent-[rgb(var(--c-accent))]"
              checked={includeScreens}
              disabled={busy || !shareId}
              onChange={(event) => void share(event.target.checked, false)}
            />
            Show screenshots on the shared page
          </label>
        )}
        <DialogFooter className="sm:justify-between">
          {url ? (
            <Button variant="ghost" onClick={() => void revoke()} disabled={busy}>
              <Link2Off size={16} aria-hidden />
              Unshare
            </Button>
          ) : (
            <span />
          )}
          <DialogClose asChild>
            <Button>Done</Button>
          </DialogClose>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
