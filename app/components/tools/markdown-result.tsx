import "~/styles/prose.css";
import { BoundedMarkdown } from "~/components/tools/bounded-markdown";
import { ResultActions } from "~/components/tools/kit/result-actions";

type MarkdownResultProps = {
  title: string;
  markdown: string;
  /** File name for the Markdown download, e.g. "monetization-strategy.md". */
  fileName: string;
  /** True while text is still streaming in: actions wait until it is complete. */
  streaming?: boolean;
  /** A saved result's "PDF" beside Markdown. */
  pdfHref?: string;
};

/**
 * Generated text set like a document: headings, lists, bold, tables and code from Markdown, or
 * as plain text when its Markdown would be too costly or too deep to render (bounded-markdown.tsx).
 */
export function MarkdownResult({ title, markdown, fileName, streaming = false, pdfHref }: MarkdownResultProps) {
  return (
    <section className="card overflow-hidden" aria-labelledby="result-title" aria-busy={streaming || undefined}>
      <header className="flex flex-wrap items-center gap-2 border-b border-border px-5 py-3">
        {/* Three actions do not fit beside the title on a phone: the title takes its own row there. */}
        <h2 id="result-title" className={pdfHref ? "flex-1 basis-full font-medium sm:basis-auto" : "flex-1 font-medium"}>
          {title}
        </h2>
        <ResultActions markdown={markdown} fileName={fileName} disabled={streaming} pdfHref={pdfHref} />
      </header>
      <div className="prose-result px-5 py-5" aria-live={streaming ? "polite" : undefined}>
        <BoundedMarkdown markdown={markdown} />
      </div>
    </section>
  );
}
