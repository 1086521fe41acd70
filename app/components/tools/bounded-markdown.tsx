import { useMemo, type ReactNode } from "react";
import Markdown from "react-markdown";
import remarkGfm from "remark-gfm";
import { planMarkdown } from "./markdown-guard";

const REMARK_PLUGINS = [remarkGfm];

/**
 * Model text set as Markdown when that is bounded work, else as plain preformatted text
 * (markdown-guard.ts says when). react-markdown never renders raw HTML (no rehype-raw), so
 * output stays inert either way.
 */
export function BoundedMarkdown({ markdown }: { markdown: string }) {
  return useMemo(() => renderBounded(markdown), [markdown]);
}

function renderBounded(markdown: string): ReactNode {
  const plan = planMarkdown(markdown);
  if (plan.render === "plain") return <PlainText text={markdown} reason={plan.reason} />;
  try {
    // Called as a function (it uses no hooks) rather than as <Markdown>, so that a failure inside
    // the pipeline is caught right here: React runs no error boundaries on the server, and one
    // bad result must not take the page down with it.
    return Markdown({ children: markdown, remarkPlugins: REMARK_PLUGINS });
  } catch (error) {
    console.error("Markdown failed to render; showing the text as plain text", error);
    return <PlainText text={markdown} reason="failed to format" />;
  }
}

/** A result's text as it was written, shown when it cannot be set as Markdown. */
export function PlainText({ text, reason }: { text: string; reason: string }) {
  return (
    <div data-render="plain" data-reason={reason}>
      <p className="text-sm text-muted">Shown as plain text: its formatting is too complex to display.</p>
      <pre className="whitespace-pre-wrap break-words">{text}</pre>
    </div>
  );
}
