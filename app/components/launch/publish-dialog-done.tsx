import { BarChart3, Copy, ExternalLink } from "lucide-react";
import { useEffect, useRef } from "react";
import { Link } from "react-router";
import { copyToClipboard } from "~/components/tools/kit/export-text";
import { Button, buttonClasses } from "~/components/ui/button";
import { DialogFooter } from "~/components/ui/dialog";

/** After Publish: the live address to copy or open, and the way to the figures on the product page. */
export function PublishedView({ url, productId, onClose }: { url: string; productId: string; onClose: () => void }) {
  // The form that had focus is gone: focus goes to what replaced it, not to the page behind the dialog.
  const address = useRef<HTMLAnchorElement>(null);
  useEffect(() => address.current?.focus(), []);
  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-col gap-2 rounded-card border border-border bg-subtle p-4">
        <p className="text-sm text-muted">Your page is at</p>
        <a
          ref={address}
          href={url}
          target="_blank"
          rel="noopener noreferrer"
          className="focus-ring break-all rounded-sm font-medium text-ink underline underline-offset-2"
        >
          {url}
        </a>
        <div className="mt-1 flex flex-wrap gap-2">
          <Button variant="outline" size="sm" onClick={() => void copyToClipboard(url)}>
            <Copy size={16} aria-hidden />
            Copy address
          </Button>
          <a href={url} target="_blank" rel="noopener noreferrer" className={buttonClasses({ variant: "outline", size: "sm" })}>
            <ExternalLink size={16} aria-hidden />
            Open page
          </a>
        </div>
      </div>
      <DialogFooter className="mt-2 sm:items-center">
        <Link
          to={`/products/${encodeURIComponent(productId)}#launch`}
          className={buttonClasses({ variant: "ghost", size: "md", className: "sm:mr-auto" })}
          onClick={onClose}
        >
          <BarChart3 size={16} aria-hidden />
          See visitors and sign-ups
        </Link>
        <Button onClick={onClose}>Done</Button>
      </DialogFooter>
    </div>
  );
}
