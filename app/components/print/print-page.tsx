import "~/styles/prose.css";
import "./print.css";
import { ArrowLeft, Printer } from "lucide-react";
import { useEffect, useRef, type ReactNode } from "react";
import { Button, buttonClasses } from "~/components/ui/button";

/**
 * The print view behind "PDF" (docs/product.md#pdf): the document alone on white, with a bar on
 * screen (back, print again) that paper never shows. Once the document and its images are in, it
 * asks the browser to print once; the browser's "Save as PDF" makes the file, no server rendering.
 */
export function PrintPage({
  back,
  ready,
  children,
}: {
  back: { to: string; label: string };
  /** True once everything the document shows has been read: printing starts then. */
  ready: boolean;
  children: ReactNode;
}) {
  const documentRef = useRef<HTMLElement>(null);
  usePrintWhenReady(ready, documentRef);
  return (
    <div className="print-view">
      <div className="print-toolbar" role="toolbar" aria-label="Print">
        <a href={back.to} className={buttonClasses({ variant: "ghost", size: "sm" })}>
          <ArrowLeft size={16} aria-hidden />
          {back.label}
        </a>
        <p className="print-hint">To keep a PDF, choose “Save as PDF” as the printer.</p>
        <Button size="sm" onClick={() => window.print()} disabled={!ready}>
          <Printer size={16} aria-hidden />
          Print or save as PDF
        </Button>
      </div>
      <main ref={documentRef} className="print-document" aria-busy={!ready || undefined}>
        {children}
      </main>
    </div>
  );
}

/** Waits for the document's images (a screenshot that fails still lets it print), then prints once. */
function usePrintWhenReady(ready: boolean, documentRef: React.RefObject<HTMLElement | null>) {
  const printed = useRef(false);
  useEffect(() => {
    if (!ready || printed.current) return;
    let cancelled = false;
    const images = [...(documentRef.current?.querySelectorAll("img") ?? [])];
    void Promise.all(images.map((image) => image.decode().catch(() => undefined)))
      .then(() => document.fonts?.ready)
      .then(() => {
        // One frame later the layout includes the decoded images.
        if (cancelled || printed.current) return;
        printed.current = true;
        requestAnimationFrame(() => window.print());
      });
    return () => {
      cancelled = true;
    };
  }, [ready, documentRef]);
}
