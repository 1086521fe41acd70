import { savedItemKind } from "@shared/contracts/tool-names";
import { stripLandingBlocks } from "@shared/landing-fence";
import { fitHeadings } from "@shared/markdown-outline";
import { PrintBody } from "~/components/print/print-body";
import { PrintNotFound } from "~/components/print/print-not-found";
import { PrintPage } from "~/components/print/print-page";
import { formatShortDate } from "~/lib/dates";
import type { Route } from "./+types/result-print";

export { loader } from "./result-print.server";

// The browser names the PDF after the page's title.
export const meta: Route.MetaFunction = ({ loaderData: loaded }) => [
  { title: loaded ? loaded.title : "Saved result" },
  { name: "robots", content: "noindex" },
];

/**
 * `/conversation/:id/print` (docs/product.md#pdf): a saved result as a document — what was asked,
 * then the version that was on screen, its headings under the title, diagrams and screens drawn.
 */
export default function ResultPrintPage({ loaderData: result }: Route.ComponentProps) {
  const kind = savedItemKind(result.tool);
  const version = result.version && result.tool ? ` · Version ${result.version.number} of ${result.versions}` : "";
  return (
    <PrintPage back={{ to: `/conversation/${encodeURIComponent(result.id)}`, label: "Back to the result" }} ready>
      <header>
        <h1>{result.title}</h1>
        <p className="print-subtitle">
          {kind} · {formatShortDate(result.updatedAt)}
          {version}
        </p>
      </header>
      {result.brief && (
        <section className="print-section" aria-labelledby="print-brief">
          <h2 id="print-brief">Brief</h2>
          <p className="print-brief">{result.brief}</p>
        </section>
      )}
      {result.version?.parts.map((part, i) => (
        <section key={i} className="print-section">
          <PrintBody markdown={fitHeadings(stripLandingBlocks(part), 2)} title={result.title} />
        </section>
      ))}
      {result.messages.map((message) => (
        <section key={message.id} className="print-section" aria-label={message.role === "user" ? "You" : "Assistant"}>
          <h2>{message.role === "user" ? "You" : "Assistant"}</h2>
          <PrintBody markdown={message.role === "user" ? message.content : fitHeadings(message.content, 3)} title={result.title} />
        </section>
      ))}
      {result.tool && !result.version && <p className="print-status">No answer saved.</p>}
    </PrintPage>
  );
}

/** Unknown or someone else's result (or version): the app's 404; one of a product the caller is a member of: the owner's alone (403). */
export function ErrorBoundary({ params }: Route.ErrorBoundaryProps) {
  return (
    <PrintNotFound
      what="result"
      back={{ to: "/dashboard", label: "Back to Dashboard" }}
      refusedBack={{ to: `/conversation/${encodeURIComponent(params.conversationId)}`, label: "Back to the result" }}
    />
  );
}
