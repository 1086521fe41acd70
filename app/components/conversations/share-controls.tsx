import { Check, Copy, Link2, Link2Off } from "lucide-react";
import { useState } from "react";
import { Button } from "~/components/ui/button";
import { toast } from "~/components/ui/toast";
import { apiJson } from "~/lib/api-client";

/** Create, copy and revoke the public read-only link of a saved conversation. */
export function ShareControls({ conversationId, initialShareId }: { conversationId: string; initialShareId: string | null }) {
  const [shareId, setShareId] = useState(initialShareId);
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

  const share = async () => {
    setBusy(true);
    try {
      const result = await apiJson<{ shareId: string; url: string }>(`/api/conversations/${conversationId}/share`, {
        method: "POST",
        fallbackError: "Failed to create the share link",
      });
      setShareId(result.shareId);
      await copy(result.url);
    } catch (error) {
      toast({ title: "Share failed", description: error instanceof Error ? error.message : undefined, variant: "destructive" });
    } finally {
      setBusy(false);
    }
  };

  const revoke = async () => {
    setBusy(true);
    try {
      await apiJson<void>(`/api/conversations/${conversationId}/share`, { method: "DELETE", fallbackError: "Failed to revoke the share link" });
      setShareId(null);
      toast({ title: "Share link revoked", description: "The old link no longer opens this conversation." });
    } catch (error) {
      toast({ title: "Revoke failed", description: error instanceof Error ? error.message : undefined, variant: "destructive" });
    } finally {
      setBusy(false);
    }
  };

  if (!url) {
    return (
      <Button variant="outline" size="sm" onClick={() => void share()} disabled={busy}>
        <Link2 size={16} aria-hidden />
        Share
      </Button>
    );
  }
  return (
    <>
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
