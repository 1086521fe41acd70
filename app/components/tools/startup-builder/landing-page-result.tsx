import { Copy, Download, FileDown } from "lucide-react";
import { copyToClipboard, downloadText } from "~/components/tools/kit/export-text";
import { MarkdownResult } from "~/components/tools/markdown-result";
import { Button } from "~/components/ui/button";
import type { LandingFormat } from "./landing-page-options";
import { templateDocument } from "./template-html";

export const TEMPLATE_FILE_NAME = "landing-page-template.html";

/** Strips a ```html fence a model may wrap the page in, so the preview gets a bare document. */
function unwrapHtml(text: string): string {
  const fenced = /```(?:html)?\s*\n([\s\S]*?)```/i.exec(text);
  return (fenced?.[1] ?? text).trim();
}

/**
 * Code: a live preview in a sandboxed iframe (sandbox="" — no scripts, no forms, no same-origin
 * access) and the HTML to copy. Template: the outline, downloadable as landing-page-template.html.
 */
export function LandingPageResult({ format, content }: { format: LandingFormat; content: string }) {
  if (format === "template") {
    return (
      <div className="flex flex-col gap-3">
        <MarkdownResult title="Landing page template" markdown={content} fileName="landing-page-template.md" />
        <div className="flex justify-end">
          <Button onClick={() => downloadText(templateDocument(content), TEMPLATE_FILE_NAME, "text/html")}>
            <FileDown size={16} aria-hidden />
            Download template
          </Button>
        </div>
      </div>
    );
  }
  const html = unwrapHtml(content);
  return (
    <section className="card overflow-hidden" aria-labelledby="landing-result-title">
      <header className="flex flex-wrap items-center gap-2 border-b border-border px-5 py-3">
        <h2 id="landing-result-title" className="flex-1 font-medium">
          Landing page
        </h2>
        <Button variant="ghost" size="sm" onClick={() => void copyToClipboard(html)}>
          <Copy size={16} aria-hidden />
          Copy code
        </Button>
        <Button variant="ghost" size="sm" onClick={() => downloadText(html, "landing-page.html", "text/html")}>
          <Download size={16} aria-hidden />
          HTML
        </Button>
        <Button variant="ghost" size="sm" onClick={() => downloadText("```html\n" + html + "\n```\n", "landing-page.md")}>
          <Download size={16} aria-hidden />
          Markdown
        </Button>
      </header>
      <div className="bg-subtle p-3 sm:p-4">
        <iframe
          title="Landing page preview"
          sandbox=""
          srcDoc={html}
          className="h-[480px] w-full rounded-control border border-border bg-white"
        />
      </div>
      <details className="group border-t border-border">
        <summary className="focus-ring flex min-h-11 cursor-pointer items-center px-5 text-sm font-medium text-muted hover:text-ink">
          HTML code ({html.length.toLocaleString("en-US")} characters)
        </summary>
        <pre className="max-h-96 overflow-auto border-t border-border bg-subtle px-5 py-4 text-xs leading-5">
          <code>{html}</code>
        </pre>
      </details>
    </section>
  );
}
