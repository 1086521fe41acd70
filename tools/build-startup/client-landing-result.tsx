import { FileDown } from "lucide-react";
import { useMemo, type ReactNode } from "react";
import type { LandingPageDoc } from "@shared/contracts/landing-page";
import { renderLandingHtml } from "@shared/landing-html";
import { LandingEditor, LandingExportButtons } from "../kit/client-launch";
import { downloadText } from "../kit/client-files";
import { MarkdownResult } from "../kit/client-markdown";
import { Button } from "../kit/client-ui";
import type { LandingFormat } from "./client-landing-options";
import { templateDocument } from "./client-template-html";

export const TEMPLATE_FILE_NAME = "landing-page-template.html";

type ResultProps = {
  format: LandingFormat;
  /** The answer as the tool gave it: the page's HTML, or the template's Markdown. */
  content: string;
  /** The page as data, as edited so far (code format). */
  doc: LandingPageDoc;
  onChange: (doc: LandingPageDoc) => void;
  /** Beside Copy code and the downloads: "Save edits as version", "Publish". */
  actions?: ReactNode;
};

/**
 * Code: the page in the in-place editor, its HTML (as edited) to copy or download. Template:
 * the outline, downloadable as landing-page-template.html.
 */
export function LandingPageResult({ format, content, doc, onChange, actions }: ResultProps) {
  const html = useMemo(() => (format === "code" ? renderLandingHtml(doc).html : ""), [format, doc]);
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
  return (
    <div className="flex min-w-0 flex-col gap-3">
      <LandingEditor
        doc={doc}
        onChange={onChange}
        actions={
          <>
            <LandingExportButtons doc={doc} />
            {actions}
          </>
        }
      />
      <details className="card group min-w-0 overflow-hidden">
        <summary className="focus-ring flex min-h-11 cursor-pointer items-center px-5 text-sm font-medium text-muted hover:text-ink">
          HTML code ({html.length.toLocaleString("en-US")} characters)
        </summary>
        <pre className="max-h-96 overflow-auto border-t border-border bg-subtle px-5 py-4 text-xs leading-5">
          <code>{html}</code>
        </pre>
      </details>
    </div>
  );
}
