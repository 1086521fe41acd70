import { useMemo } from "react";
import type { LandingPageDoc } from "@shared/contracts/landing-page";
import { readLandingBlock } from "@shared/landing-block";
import { stripLandingBlocks } from "@shared/landing-fence";
import { MarkdownResult } from "~/components/tools/markdown-result";
import { LandingCanvas } from "./landing-editor-canvas";
import { LandingExportButtons } from "./landing-export-buttons";
import { PublishButton } from "./publish-dialog";

/** The page as visitors will see it, read-only, in a shadow root of its own. */
export function LandingPreview({ doc, label = "Landing page preview" }: { doc: LandingPageDoc; label?: string }) {
  return (
    <div className="max-h-[min(640px,75vh)] min-w-0 overflow-auto rounded-control border border-border bg-white">
      <LandingCanvas doc={doc} label={label} className="min-h-40" />
    </div>
  );
}

/**
 * A saved part holding a landing page (its `landing-page-json` block): the page drawn again by
 * the template, never the block's JSON as text; its HTML to copy; for its owner "Publish". A
 * damaged block leaves the readable page text around it.
 */
export function SavedLandingPage({ content, publish }: { content: string; publish?: { productId: string | null } }) {
  const doc = useMemo(() => readLandingBlock(content), [content]);
  if (!doc) return <MarkdownResult title="Landing page" markdown={stripLandingBlocks(content)} fileName="landing-page.md" />;
  return <SavedPage doc={doc} publish={publish} />;
}

function SavedPage({ doc, publish }: { doc: LandingPageDoc; publish?: { productId: string | null } }) {
  return (
    <section className="card min-w-0 overflow-hidden" aria-labelledby="saved-landing-title">
      <header className="flex flex-wrap items-center gap-2 border-b border-border px-4 py-3 sm:px-5">
        <h2 id="saved-landing-title" className="basis-full font-medium sm:flex-1 sm:basis-auto">
          Landing page
        </h2>
        <LandingExportButtons doc={doc} />
        {publish && <PublishButton doc={doc} productId={publish.productId} />}
      </header>
      <div className="bg-subtle p-3 sm:p-4">
        <LandingPreview doc={doc} />
      </div>
    </section>
  );
}
