import { Copy, Download } from "lucide-react";
import { useMemo } from "react";
import type { LandingPageDoc } from "@shared/contracts/landing-page";
import { renderLandingHtml } from "@shared/landing-html";
import { landingPageMarkdown } from "@shared/landing-markdown";
import { copyToClipboard, downloadText } from "~/components/tools/kit/export-text";
import { Button } from "~/components/ui/button";

/** A landing page taken away: its HTML to copy or download, and its words as Markdown. */
export function LandingExportButtons({ doc }: { doc: LandingPageDoc }) {
  const html = useMemo(() => renderLandingHtml(doc).html, [doc]);
  return (
    <>
      <Button variant="ghost" size="sm" onClick={() => void copyToClipboard(html)}>
        <Copy size={16} aria-hidden />
        Copy code
      </Button>
      <Button variant="ghost" size="sm" onClick={() => downloadText(html, "landing-page.html", "text/html")}>
        <Download size={16} aria-hidden />
        HTML
      </Button>
      <Button variant="ghost" size="sm" onClick={() => downloadText(landingPageMarkdown(doc) + "\n", "landing-page.md")}>
        <Download size={16} aria-hidden />
        Markdown
      </Button>
    </>
  );
}
