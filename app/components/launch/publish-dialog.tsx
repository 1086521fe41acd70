import { BarChart3, Copy, ExternalLink, Rocket } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { Link } from "react-router";
import type { LandingPageDoc } from "@shared/contracts/landing-page";
import type { LaunchCard } from "@shared/contracts/launch";
import { copyToClipboard } from "~/components/tools/kit/export-text";
import { Button, buttonClasses, type ButtonProps } from "~/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "~/components/ui/dialog";
import { PublishForm } from "./publish-dialog-form";
import type { PublishedSettings } from "./publish-request";

export type PublishDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The page to publish: the edited document, never HTML. */
  doc: LandingPageDoc;
  /** The product the page belongs to; null lets the founder choose one or make one named after the page. */
  productId: string | null;
  /** A page published before; without it the dialog reads the product's own, if any. */
  published?: PublishedSettings | null;
  onPublished?: (card: LaunchCard, productId: string) => void;
};

/**
 * "Publish" (docs/product.md#launch): the page address, checked as it is typed, the contact
 * e-mail the consent line names, an optional qualifying question, second headline and demand
 * target; then the page is live at `/p/{address}` and the dialog says where.
 */
export function PublishDialog({ open, onOpenChange, ...body }: PublishDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-xl">
        <PublishDialogBody {...body} onClose={() => onOpenChange(false)} />
      </DialogContent>
    </Dialog>
  );
}

/** Mounted with each opening, so a dialog opened again starts from the form. */
function PublishDialogBody({
  doc,
  productId,
  published,
  onPublished,
  onClose,
}: Omit<PublishDialogProps, "open" | "onOpenChange"> & { onClose: () => void }) {
  const [done, setDone] = useState<{ card: LaunchCard; productId: string } | null>(null);
  const page = done?.card.page;
  return (
    <>
      <DialogHeader>
        <DialogTitle>{page ? "Page published" : "Publish the landing page"}</DialogTitle>
        <DialogDescription>
          {page
            ? "Share the address; every visitor and sign-up shows on the product page."
            : "It goes live at its own address with a waitlist form. No code, no other tool."}
        </DialogDescription>
      </DialogHeader>
      {done && page ? (
        <PublishedView url={page.url} productId={done.productId} onClose={onClose} />
      ) : (
        <PublishForm
          doc={doc}
          productId={productId}
          published={published}
          onCancel={onClose}
          onPublished={(card, publishedIn) => {
            setDone({ card, productId: publishedIn });
            onPublished?.(card, publishedIn);
          }}
        />
      )}
    </>
  );
}

type PublishButtonProps = Omit<PublishDialogProps, "open" | "onOpenChange"> & {
  label?: string;
  variant?: ButtonProps["variant"];
  size?: ButtonProps["size"];
  disabled?: boolean;
  className?: string;
};

/** A "Publish" button that opens the dialog for one page. */
export function PublishButton({
  label = "Publish",
  variant = "primary",
  size = "sm",
  disabled,
  className,
  productId,
  onPublished,
  ...dialog
}: PublishButtonProps) {
  const [open, setOpen] = useState(false);
  // A page published into a product chosen here is published there again next time, not into yet another one.
  const [chosen, setChosen] = useState<string | null>(null);
  return (
    <>
      <Button variant={variant} size={size} onClick={() => setOpen(true)} disabled={disabled} className={className} aria-haspopup="dialog">
        <Rocket size={16} aria-hidden />
        {label}
      </Button>
      <PublishDialog
        open={open}
        onOpenChange={setOpen}
        productId={productId ?? chosen}
        onPublished={(card, publishedIn) => {
          setChosen(publishedIn);
          onPublished?.(card, publishedIn);
        }}
        {...dialog}
      />
    </>
  );
}

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
