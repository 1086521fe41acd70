import { Check, Copy, Download } from "lucide-react";
import { useState } from "react";
import { safeMarkdown } from "@shared/markdown-safe";
import { copyToClipboard, downloadText } from "./export-text";
import { PdfLink } from "~/components/print/pdf-link";
import { Button } from "~/components/ui/button";
import { SaveResultButton, type SaveResultProps } from "./save-result-button";

type ResultActionsProps = {
  /** What Copy and the download give: the result as Markdown. */
  markdown: string;
  /** File name for the Markdown download, e.g. "monetization-strategy.md". */
  fileName: string;
  /** While text is still streaming in, the actions wait until it is complete. */
  disabled?: boolean;
  /** Save beside Copy and Markdown, for results that have no Save row of their own. */
  save?: SaveResultProps;
  /** A saved result's "PDF" beside Markdown: its print view's address. */
  pdfHref?: string;
};

/**
 * The actions every tool result offers: Copy (with its toast and a tick for a moment),
 * the Markdown download and, where given, Save. Rendered into the caller's own toolbar row.
 */
export function ResultActions({ markdown, fileName, disabled = false, save, pdfHref }: ResultActionsProps) {
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    if (await copyToClipboard(markdown)) {
      setCopied(true);
      setTimeout(() => setCopied(false), 2_000);
    }
  };
  return (
    <>
      <Button variant="ghost" size="sm" onClick={() => void copy()} disabled={disabled}>
        {copied ? <Check size={16} aria-hidden /> : <Copy size={16} aria-hidden />}
        Copy
      </Button>
      <Button variant="ghost" size="sm" onClick={() => downloadText(safeMarkdown(markdown), fileName)} disabled={disabled}>
        <Download size={16} aria-hidden />
        Markdown
      </Button>
      {pdfHref && <PdfLink to={pdfHref} variant="ghost" disabled={disabled} />}
      {save && <SaveResultButton {...save} />}
    </>
  );
}
