import "~/styles/prose.css";
import { Check, Copy, Download } from "lucide-react";
import { useState } from "react";
import { BoundedMarkdown } from "~/components/tools/bounded-markdown";
import { Button } from "~/components/ui/button";
import { toast } from "~/components/ui/toast";

type MarkdownResultProps = {
  title: string;
  markdown: string;
  /** File name for the Markdown download, e.g. "monetization-strategy.md". */
  fileName: string;
  /** True while text is still streaming in: actions wait until it is complete. */
  streaming?: boolean;
};

/** Copies text and says so with the spec's toast. */
export async function copyToClipboard(text: string) {
  try {
    await navigator.clipboard.writeText(text);
    toast({ title: "Copied to clipboard!", variant: "success" });
    return true;
  } catch {
    toast({ title: "Copy failed", description: "Your browser blocked the clipboard. Select the text and copy it instead.", variant: "warning" });
    return false;
  }
}

export function downloadText(text: string, fileName: string, type = "text/markdown") {
  const url = URL.createObjectURL(new Blob([text], { type: `${type};charset=utf-8` }));
  const link = document.createElement("a");
  link.href = url;
  link.download = fileName;
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 1_000);
}

/**
 * Generated text set like a document: headings, lists, bold, tables and code from Markdown, or
 * as plain text when its Markdown would be too costly or too deep to render (bounded-markdown.tsx).
 */
export function MarkdownResult({ title, markdown, fileName, streaming = false }: MarkdownResultProps) {
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    if (await copyToClipboard(markdown)) {
      setCopied(true);
      setTimeout(() => setCopied(false), 2_000);
    }
  };
  return (
    <section className="card overflow-hidden" aria-labelledby="result-title" aria-busy={streaming || undefined}>
      <header className="flex flex-wrap items-center gap-2 border-b border-border px-5 py-3">
        <h2 id="result-title" className="flex-1 font-medium">
          {title}
        </h2>
        <Button variant="ghost" size="sm" onClick={() => void copy()} disabled={streaming}>
          {copied ? <Check size={16} aria-hidden /> : <Copy size={16} aria-hidden />}
          Copy
        </Button>
        <Button variant="ghost" size="sm" onClick={() => downloadText(markdown, fileName)} disabled={streaming}>
          <Download size={16} aria-hidden />
          Markdown
        </Button>
      </header>
      <div className="prose-result px-5 py-5" aria-live={streaming ? "polite" : undefined}>
        <BoundedMarkdown markdown={markdown} />
      </div>
    </section>
  );
}
