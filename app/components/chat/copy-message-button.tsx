import { Check, Copy } from "lucide-react";
import { useEffect, useState } from "react";
import { Button } from "~/components/ui/button";
import { cn } from "~/components/ui/cn";
import { toast } from "~/components/ui/toast";
import { plainMessageText, type ChatTurn } from "~/lib/chat-markdown";

/** How long the button reads "Copied" before it offers to copy again. */
const COPIED_FOR_MS = 2_000;

/**
 * Copies one message as it reads on screen. It fades in on hover and on keyboard focus (its row
 * is a `group`), and stays visible on touch screens, where there is no hover.
 */
export function CopyMessageButton({ message, className }: { message: ChatTurn; className?: string }) {
  const [copied, setCopied] = useState(false);
  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), COPIED_FOR_MS);
    return () => clearTimeout(timer);
  }, [copied]);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(plainMessageText(message));
      setCopied(true);
    } catch {
      toast({
        title: "Copy failed",
        description: "Your browser blocked the clipboard. Select the text and copy it instead.",
        variant: "warning",
      });
    }
  };

  return (
    <Button
      variant="ghost"
      size="sm"
      className={cn(
        "h-7 gap-1.5 px-2 text-xs text-muted hover:text-ink",
        "opacity-0 transition-opacity focus-visible:opacity-100 group-hover:opacity-100 media-[(pointer:coarse)]:opacity-100",
        copied && "opacity-100",
        className,
      )}
      aria-label={copied ? "Copied" : "Copy message"}
      onClick={() => void copy()}
    >
      {copied ? <Check size={14} aria-hidden /> : <Copy size={14} aria-hidden />}
      <span aria-hidden>{copied ? "Copied" : "Copy"}</span>
    </Button>
  );
}
