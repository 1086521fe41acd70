import { Check, Copy } from "lucide-react";
import { useEffect, useId, useRef, useState } from "react";
import { Button } from "~/components/ui/button";
import { LinkTextField } from "~/components/ui/link-text-field";

/** How long the button reads "Copied" before it offers to copy again. */
const COPIED_FOR_MS = 2_000;

/**
 * The share link, whole and wrapping (a phone shows all of it, not a slice), in a read-only field
 * selected on focus so it can also be copied by hand, and a Copy button that says "Copied" where
 * the eye already is. `copiedAt` lets the dialog show "Copied" after copying a link it just created.
 */
export function ShareLinkField({ url, copiedAt }: { url: string; copiedAt?: number }) {
  const id = useId();
  const [copied, setCopied] = useState(false);
  const [failed, setFailed] = useState(false);
  const fieldRef = useRef<HTMLTextAreaElement>(null);
  useEffect(() => setCopied(Boolean(copiedAt)), [copiedAt]);
  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), COPIED_FOR_MS);
    return () => clearTimeout(timer);
  }, [copied]);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      setFailed(false);
      setCopied(true);
    } catch {
      setFailed(true);
      fieldRef.current?.focus();
      fieldRef.current?.select();
    }
  };

  return (
    <div className="flex flex-col gap-2">
      <LinkTextField id={id} label="Share link" url={url} fieldRef={fieldRef} autoFocus />
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <Button variant="outline" className="w-28" onClick={() => void copy()} aria-describedby={`${id}-status`}>
          {copied ? <Check size={16} aria-hidden /> : <Copy size={16} aria-hidden />}
          {copied ? "Copied" : "Copy"}
        </Button>
        <p id={`${id}-status`} role="status" className="text-sm text-muted">
          {failed
            ? "Your browser blocked the clipboard: the link is selected, copy it with Ctrl+C or ⌘C."
            : copied
              ? "Link copied to the clipboard."
              : ""}
        </p>
      </div>
    </div>
  );
}
