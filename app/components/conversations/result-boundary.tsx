import { Component, Suspense, type ErrorInfo, type ReactNode } from "react";
import { PlainText } from "~/components/tools/bounded-markdown";

/**
 * Around each saved result: if it fails to render, that result shows its text as plain text and
 * the rest of the page renders (docs/product.md#hostile-text-stays-fast).
 *
 * React runs no error boundaries on the server. There, a throw inside <Suspense> renders the
 * fallback instead of failing the page; the browser then renders the result itself, and the class
 * boundary catches it if it fails again. (Failures of the Markdown pipeline itself never get this
 * far: bounded-markdown.tsx catches them.)
 */
export function ResultBoundary({ title, text, children }: { title: string; text: string; children: ReactNode }) {
  const fallback = <RawResult title={title} text={text} />;
  return (
    <CatchRenderError fallback={fallback}>
      <Suspense fallback={fallback}>{children}</Suspense>
    </CatchRenderError>
  );
}

type CatchProps = { fallback: ReactNode; children: ReactNode };

class CatchRenderError extends Component<CatchProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error("A saved result failed to render; showing its text instead", error, info.componentStack);
  }

  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}

function RawResult({ title, text }: { title: string; text: string }) {
  return (
    <section className="card overflow-hidden" aria-label={title}>
      <header className="border-b border-border px-5 py-3">
        <h2 className="font-medium">{title}</h2>
      </header>
      <div className="prose-result px-5 py-5">
        <PlainText text={text} reason="failed to render" />
      </div>
    </section>
  );
}
