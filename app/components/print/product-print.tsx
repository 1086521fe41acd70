import type { ProductDocument } from "@shared/product-document";
import { PrintBody } from "./print-body";

/**
 * A product on paper: the same document as its Markdown export (shared/product-document.ts) —
 * contents first, then the brief, personas, launch and every saved item in the order the work
 * happened, each item on a page of its own, its diagrams and screenshots drawn.
 */
export function ProductPrint({ document: doc }: { document: ProductDocument }) {
  const above = doc.sections.filter((section) => section.kind === null);
  const items = doc.sections.filter((section) => section.kind !== null);
  return (
    <>
      <header>
        <h1>{doc.title}</h1>
        <p className="print-subtitle">Exported from UX Twin on {doc.exportedOn}</p>
      </header>
      <nav className="print-contents" aria-labelledby="print-contents">
        <h2 id="print-contents">Contents</h2>
        <ul>
          {above.map((section) => (
            <li key={section.anchor}>
              <a href={`#${section.anchor}`}>{section.heading}</a>
            </li>
          ))}
          <li>
            {items.length === 0 ? (
              "Saved items: nothing saved in this product yet."
            ) : (
              <>
                Saved items ({items.length}), in the order they were made:
                <ol>
                  {items.map((section) => (
                    <li key={section.anchor}>
                      <a href={`#${section.anchor}`}>{section.heading}</a> <span className="print-kind">· {section.kind}</span>
                    </li>
                  ))}
                </ol>
              </>
            )}
          </li>
        </ul>
      </nav>
      {doc.sections.map((section) => (
        <section key={section.anchor} className="print-section" data-item={section.kind ? "" : undefined} aria-labelledby={section.anchor}>
          <h2 id={section.anchor}>{section.heading}</h2>
          {section.meta && <p className="print-meta">{section.meta}</p>}
          <PrintBody markdown={section.body} title={section.heading} />
        </section>
      ))}
    </>
  );
}
