import { Check, Copy, Link2, Link2Off } from "lucide-react";
import { useState } from "react";
import { Button } from "~/components/ui/button";
import { toast, toastError } from "~/components/ui/toast";
import { apiJson } from "~/lib/api-client";

type ShareControlsProps = {
  conversationId: string;
  initialShareId: string | null;
  /** Saved reports that link screenshots can show them publicly, if the owner opts in. */
  hasScreens?: boolean;
  initialShareScreens?: boolean;
};

/** Create, copy and revoke the public read-only link of a saved conversation. */
export function ShareControls({ conversationId, initialShareId, hasScreens = false, initialShareScreens = false }: ShareControlsProps) {
  const [shareId, setShareId] = useState(initialShareId);
  const [includeScreens, setIncludeScreens] = useState(initialShareScreens);
  const [busy, setBusy] = useState(false);
  const [copied, setCopied] = useState(false);
  const url = shareId ? `${typeof window === "undefined" ? "" : window.location.origin}/share/${shareId}` : null;

  const copy = async (link: string) => {
    try {
      await navigator.clipboard.writeText(link);
      setCopied(true);
      setTimeout(() => setCopied(false), 2_000);
      toast({ title: "Copied to clipboard!", variant: "success" });
    } catch {
      toast({ title: "Copy failed", description: `Copy the link by hand: ${link}`, variant: "warning" });
    }
  };

  const share = async (screens = includeScreens, copyLink = true) => {
    setBusy(true);
    try {
      const result = await apiJson<{ shareId: string; url: string; includeScreens: boolean }>(
        `/api/conversations/${conversationId}/share`,
        {
          method: "POST",
          body: JSON.stringify({ includeScreens: screens }),
          fallbackError: "Failed to create the share link",
        },
      );
      setShareId(result.shareId);
      setIncludeScreens(result.includeScreens);
      // The server answers an absolute link from APP_ORIGIN, or the path alone when none is set.
      if (copyLink) await copy(new URL(result.url, window.location.origin).toString());
      else toast({ title: result.includeScreens ? "Screenshots are now public" : "Screenshots are private again", variant: "success" });
    } catch (error) {
      toastError("Share failed", error);
    } finally {
      setBusy(false);
    }
  };

  const revoke = async () => {
    setBusy(true);
    try {
      await apiJson<void>(`/api/conversations/${conversationId}/share`, {
        method: "DELETE",
        fallbackError: "Failed to revoke the share link",
      });
      setShareId(null);
      toast({ title: "Share link revoked", description: "The old link no longer opens this conversation." });
    } catch (error) {
      toastError("Revoke failed", error);
    } finally {
      setBusy(false);
    }
  };

  const screensToggle = hasScreens && (
    <label className="inline-flex min-h-8 cursor-pointer items-center gap-2 text-sm text-muted">
      <input
        type="checkbox"
        className="focus-ring h-4 w-4 accent-[rgb(var(--c-accent))]"
        checked={includeScreens}
        disabled={busy}
        onChange={(event) => (shareId ? void share(event.target.checked, false) : setIncludeScreens(event.target.checked))}
      />
      Show screenshots on the shared page
    </label>
  );

  if (!url) {
    return (
      <>
        {screensToggle}
        <Button variant="outline" size="sm" onClick={() => void share()} disabled={busy}>
          <Link2 size={16} aria-hidden />
          Share
        </Button>
      </>
    );
  }
  return (
    <>
      {screensToggle}
      <Button variant="outline" size="sm" onClick={() => void copy(url)} disabled={busy} data-share-url={url}>
        {copied ? <Check size={16} aria-hidden /> : <Copy size={16} aria-hidden />}
        Copy link
      </Button>
      <Button variant="ghost" size="sm" onClick={() => void revoke()} disabled={busy}>
        <Link2Off size={16} aria-hidden />
        Unshare
      </Button>
    </>
  );
}
