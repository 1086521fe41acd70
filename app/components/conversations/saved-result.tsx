import { lazy, Suspense, useCallback, useEffect, useRef, useState } from "react";
import { CommentLayer } from "~/components/comments/comment-layer";
import { useItemComments } from "~/components/comments/item-comments";
import { ResultBoundary } from "~/components/conversations/result-boundary";
import { VersionControl } from "~/components/conversations/version-control";
import { PdfLink } from "~/components/print/pdf-link";
import { PencilLine } from "lucide-react";
import type { FlowchartData } from "@shared/contracts/flowchart";
import {
  findFlowchartBlocks,
  hasFlowchartBlock,
  replaceFlowchartBlocks,
  splitAtFlowchartBlocks,
  stripFlowchartBlocks,
} from "@shared/flowchart-block";
import { LANDING_FENCE } from "@shared/landing-fence";
import { useDiagramEdits } from "~/components/tools/kit/use-diagram-edits";
import { Button } from "~/components/ui/button";
import { MarkdownResult } from "~/components/tools/markdown-result";
import { Skeleton } from "~/components/ui/skeleton";
import { savedItemKind, type ToolName } from "@shared/contracts/tool-names";
import { toolClients } from "@tools/client";
import type { SavedResultOwner } from "@tools/kit/client-kit";
import type { ResultVersion, VersionSummary } from "@shared/result-versions";
import { toastError } from "~/components/ui/toast";

// Diagram code (React Flow, dagre) loads only for saved results that hold a flowchart block.
const SavedFlow = lazy(() => import("~/components/diagram/saved-flow"));
// The landing page template and Publish load only for a saved landing page.
const SavedLanding = lazy(() => import("~/components/launch/landing-preview").then((module) => ({ default: module.SavedLandingPage })));

type SavedToolResultProps = {
  tool: ToolName;
  /** What the user asked for (the result's one message), when there is one. */
  brief: string | null;
  /** What its versions are, oldest first. */
  versions: VersionSummary[];
  /** The newest version, whole: what the page shows first. */
  latest: ResultVersion | null;
  /** Reads an older version when the reader picks it (the page carries only the newest). */
  loadVersion: (number: number) => Promise<ResultVersion>;
  /** The owner's "Restore this version" (the conversation page); absent where the result is read-only. */
  onRestore?: (number: number) => Promise<boolean>;
  /** The owner's (or an editor's) "Save edits as version": the latest version's parts with the edits, and the version they were made on. */
  onSaveEdits?: (parts: string[], baseVersion?: number) => Promise<boolean>;
  /** Changed to drop edits not kept (the reader chose to open someone else's newer version instead). */
  editsKey?: number;
  /** The owner's "Publish" of a saved landing page, into the result's product (null: chosen in the dialog). */
  landingPublish?: { productId: string | null };
  /** The owner's "PDF": the print view's address (the shown version is added to it). */
  printPath?: string;
  /** The owner's page: which result this is, for what a tool offers on its newest version ("Test with real people"). */
  owner?: SavedResultOwner;
};

/**
 * A saved tool result: the brief the user gave and its latest version, set like the tool shows
 * it, with the "Version" control to read older ones (docs/product.md#versions). Each document
 * renders on its own: one that fails shows its text.
 */
export function SavedToolResult({
  tool,
  brief,
  versions,
  latest,
  loadVersion,
  onRestore,
  onSaveEdits,
  landingPublish,
  printPath,
  owner,
  editsKey = 0,
}: SavedToolResultProps) {
  // null follows the latest version, also when another tab adds one.
  const [chosen, setChosen] = useState<number | null>(null);
  const comments = useItemComments();
  const [restoring, setRestoring] = useState(false);
  const older = useOlderVersion(chosen, loadVersion, () => setChosen(null));
  // Diagram edits on the newest version, by the diagram's place across its parts (docs/product.md#versions);
  // they start again once kept (`saves`), on another version, or when the page lets go of them (`editsKey`).
  const [saves, setSaves] = useState(0);
  const edits = useDiagramEdits<FlowchartData>(`${chosen ?? "latest"}-${editsKey}-${saves}`);
  // The newest version as it was when its diagrams were first edited: it stays on screen while the
  // edits are not kept, even when someone else's newer version arrives, so their save is told of it
  // instead of the edits vanishing (docs/product.md#version-conflicts).
  const [pinned, setPinned] = useState<ResultVersion | null>(null);
  if (chosen === null && edits.hasEdits && pinned === null && latest) setPinned(latest);
  if (!edits.hasEdits && pinned !== null) setPinned(null);
  const shown = chosen === null ? (pinned ?? latest) : older;
  const [savingEdits, setSavingEdits] = useState(false);
  const editable = Boolean(onSaveEdits && shown && (shown === latest || shown === pinned));
  const saveEdits = async () => {
    if (!onSaveEdits || !shown) return;
    setSavingEdits(true);
    if (await onSaveEdits(withEditedDiagrams(shown.parts, edits.edited), shown.number)) setSaves((count) => count + 1);
    setSavingEdits(false);
  };

  // A tool that shows its saved results its own way (wireframes drawn again) says so in its definition.
  const SavedView = toolClients[tool].SavedView;
  // "PDF" prints the version on screen; it sits beside the first document's Markdown when there is one.
  const pdfHref = printPath && shown ? (chosen === null ? printPath : `${printPath}?version=${chosen}`) : undefined;
  const pdfInHeader = !SavedView && startsWithDocument(shown?.parts[0]);

  const restore = async (number: number) => {
    if (!onRestore) return;
    setRestoring(true);
    if (await onRestore(number)) setChosen(null);
    setRestoring(false);
  };

  return (
    <div className="mt-6 flex flex-col gap-6">
      {brief && (
        <section className="rounded-card border border-border bg-subtle px-5 py-4" aria-label="Brief">
          <h2 className="text-sm font-semibold uppercase tracking-wide text-muted">Brief</h2>
          <p className="mt-2 whitespace-pre-wrap break-words">{brief}</p>
        </section>
      )}
      {latest && (
        <VersionControl
          versions={versions}
          shown={shown?.number ?? chosen ?? latest.number}
          onShow={(number) => setChosen(number === latest.number ? null : number)}
          onRestore={onRestore ? (number) => void restore(number) : undefined}
          restoring={restoring}
        />
      )}
      {pdfHref && !pdfInHeader && (
        <div className="flex justify-end">
          <PdfLink to={pdfHref} />
        </div>
      )}
      {chosen !== null && !shown && (
        <div className="flex flex-col gap-3" role="status" aria-label={`Loading Version ${chosen}`}>
          <Skeleton className="h-6 w-2/3" />
          <Skeleton className="h-4 w-full" />
          <Skeleton className="h-4 w-5/6" />
        </div>
      )}
      {editable && edits.hasEdits && (
        <div className="flex flex-wrap items-center justify-end gap-3">
          <p className="text-sm text-muted">You changed a diagram. Keep it as a new version?</p>
          <Button variant="outline" size="sm" onClick={() => void saveEdits()} disabled={savingEdits}>
            <PencilLine size={16} aria-hidden />
            Save edits as version
          </Button>
        </div>
      )}
      {/* On a product's item, comments are pinned to what the views draw (each part marked with its place). */}
      <CommentLayer version={shown}>
        {shown && SavedView ? (
          // The newest version keeps its view when a newer one arrives (its own "Save edits as
          // version" keeps Undo); an older one is a view of its own.
          <ResultBoundary
            key={chosen === null ? `latest-${editsKey}` : shown.number}
            title={savedItemKind(tool)}
            text={shown.parts.join("\n\n")}
          >
            <Suspense fallback={<Skeleton className="h-96 w-full" />}>
              <SavedView
                parts={shown.parts}
                version={shown.number}
                onSaveEdits={editable ? onSaveEdits : undefined}
                owner={shown === latest ? owner : undefined}
                screenToShow={comments?.screenToShow}
              />
            </Suspense>
          </ResultBoundary>
        ) : null}
        {!SavedView &&
          shown?.parts.map((content, index) => (
            <div key={`${shown.number}-${index}`} data-comment-part={index} className="flex min-w-0 flex-col gap-6">
              <ResultBoundary title={savedItemKind(tool)} text={content}>
                <SavedDocument
                  tool={tool}
                  content={content}
                  pdfHref={index === 0 && pdfInHeader ? pdfHref : undefined}
                  firstDiagram={diagramsBefore(shown.parts, index)}
                  onEdit={editable ? edits.onEdit : undefined}
                  landingPublish={landingPublish}
                />
              </ResultBoundary>
            </div>
          ))}
      </CommentLayer>
    </div>
  );
}

/**
 * The older version the reader picked, read from the server (and kept, so going back and forth
 * reads each once); null while it loads. A failed read says so and goes back to the newest.
 */
function useOlderVersion(
  chosen: number | null,
  loadVersion: (number: number) => Promise<ResultVersion>,
  giveUp: () => void,
): ResultVersion | null {
  const [loaded, setLoaded] = useState<Record<number, ResultVersion>>({});
  // The latest callbacks, without re-reading whenever the parent renders new ones.
  const callbacks = useRef({ loadVersion, giveUp });
  callbacks.current = { loadVersion, giveUp };
  const missing = chosen !== null && !loaded[chosen] ? chosen : null;
  useEffect(() => {
    if (missing === null) return;
    let current = true;
    callbacks.current.loadVersion(missing).then(
      (version) => current && setLoaded((all) => ({ ...all, [missing]: version })),
      (error: unknown) => {
        if (!current) return;
        toastError(`Version ${missing} could not be opened`, error, "Please try again.");
        callbacks.current.giveUp();
      },
    );
    return () => {
      current = false;
    };
  }, [missing]);
  return chosen === null ? null : (loaded[chosen] ?? null);
}

/** Whether a part is shown with a document header (Copy, Markdown): not a landing page, not a diagram alone. */
function startsWithDocument(part: string | undefined): boolean {
  if (!part || part.includes("```" + LANDING_FENCE)) return false;
  return !hasFlowchartBlock(part) || stripFlowchartBlocks(part).trim() !== "";
}

/** How many diagram blocks the parts before `index` hold: a diagram's place across the whole version. */
function diagramsBefore(parts: readonly string[], index: number): number {
  return parts.slice(0, index).reduce((sum, part) => sum + findFlowchartBlocks(part).length, 0);
}

/** The version's parts with each edited diagram (by its place across the parts) written back into its block. */
function withEditedDiagrams(parts: readonly string[], edited: Record<number, FlowchartData>): string[] {
  let offset = 0;
  return parts.map((part) => {
    const count = findFlowchartBlocks(part).length;
    const replacements = new Map<number, FlowchartData>();
    for (let i = 0; i < count; i++) if (edited[offset + i]) replacements.set(i, edited[offset + i]!);
    offset += count;
    return replacements.size ? replaceFlowchartBlocks(part, replacements) : part;
  });
}

type DiagramEdits = { firstDiagram: number; onEdit?: (index: number, kept: FlowchartData) => void };

function SavedDocument({
  tool,
  content,
  landingPublish,
  pdfHref,
  ...edits
}: { tool: ToolName; content: string; landingPublish?: SavedToolResultProps["landingPublish"]; pdfHref?: string } & DiagramEdits) {
  if (content.includes("```" + LANDING_FENCE)) {
    return (
      <Suspense fallback={<Skeleton className="h-96 w-full" />}>
        <SavedLanding content={content} publish={landingPublish} />
      </Suspense>
    );
  }
  if (hasFlowchartBlock(content)) return <ResultWithFlows tool={tool} content={content} pdfHref={pdfHref} {...edits} />;
  return <MarkdownResult title={savedItemKind(tool)} markdown={content} fileName={`${tool}.md`} pdfHref={pdfHref} />;
}

/** A result whose Markdown holds ```flowchart-json blocks: the text, then each block drawn as a diagram. */
function ResultWithFlows({
  tool,
  content,
  firstDiagram,
  onEdit,
  pdfHref,
}: { tool: ToolName; content: string; pdfHref?: string } & DiagramEdits) {
  const parts = splitAtFlowchartBlocks(content);
  let diagram = firstDiagram;
  const text = stripFlowchartBlocks(content);
  const title = /^#{1,3}\s+(.+)$/m.exec(text)?.[1]?.trim() ?? savedItemKind(tool);
  return (
    <>
      {text && <MarkdownResult title={savedItemKind(tool)} markdown={text} fileName={`${tool}.md`} pdfHref={pdfHref} />}
      {parts.map((part, i) => {
        if (part.kind !== "flow") return null;
        const place = diagram++;
        return <SavedFlowSection key={i} json={part.json} title={title} place={place} onEdit={onEdit} />;
      })}
    </>
  );
}

/** One saved diagram, reporting its edits under its place in the version (a stable callback: the canvas reports on change). */
function SavedFlowSection({ json, title, place, onEdit }: { json: string; title: string; place: number; onEdit?: DiagramEdits["onEdit"] }) {
  const onChange = useCallback((kept: FlowchartData) => onEdit?.(place, kept), [onEdit, place]);
  return (
    <section className="card overflow-hidden" aria-label={`${title} diagram`} data-diagram-place={place}>
      <Suspense fallback={<Skeleton className="h-[500px] w-full rounded-none" />}>
        <SavedFlow json={json} title={title} onChange={onEdit ? onChange : undefined} />
      </Suspense>
    </section>
  );
}
