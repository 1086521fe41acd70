import { lazy, Suspense, useCallback, useState } from "react";
import { ResultBoundary } from "~/components/conversations/result-boundary";
import { VersionControl } from "~/components/conversations/version-control";
import { PencilLine } from "lucide-react";
import type { FlowchartData } from "@shared/contracts/flowchart";
import { findFlowchartBlocks, hasFlowchartBlock, replaceFlowchartBlocks, splitAtFlowchartBlocks, stripFlowchartBlocks } from "@shared/flowchart-block";
import { useDiagramEdits } from "~/components/tools/kit/use-diagram-edits";
import { Button } from "~/components/ui/button";
import { MarkdownResult } from "~/components/tools/markdown-result";
import { Skeleton } from "~/components/ui/skeleton";
import type { ToolName } from "@shared/contracts/tools";
import { SAVED_ITEM_KINDS } from "@shared/product-markdown";
import type { ResultVersion } from "@shared/result-versions";

/** Display names of saved tool results (the tool a result came from): the same names the product timeline uses. */
export const TOOL_RESULT_TITLES: Record<ToolName, string> = SAVED_ITEM_KINDS;

// Diagram code (React Flow, dagre) loads only for saved results that hold a flowchart block.
const SavedFlow = lazy(() => import("~/components/diagram/saved-flow"));

type SavedToolResultProps = {
  tool: ToolName;
  /** What the user asked for (the result's one message), when there is one. */
  brief: string | null;
  /** Its versions as the server stores them, oldest first. */
  versions: ResultVersion[];
  /** The owner's "Restore this version" (the conversation page); absent where the result is read-only. */
  onRestore?: (version: ResultVersion) => Promise<boolean>;
  /** The owner's "Save edits as version": the latest version's parts with the edited diagrams. */
  onSaveEdits?: (parts: string[]) => Promise<boolean>;
};

/**
 * A saved tool result: the brief the user gave and its latest version, set like the tool shows
 * it, with the "Version" control to read older ones (docs/product.md#versions). Each document
 * renders on its own: one that fails shows its text.
 */
export function SavedToolResult({ tool, brief, versions, onRestore, onSaveEdits }: SavedToolResultProps) {
  // null follows the latest version, also when another tab adds one.
  const [chosen, setChosen] = useState<number | null>(null);
  const [restoring, setRestoring] = useState(false);
  const latest = versions[versions.length - 1];
  const shown = versions.find((v) => v.number === chosen) ?? latest;
  // Diagram edits on the latest version, by the diagram's place across its parts (docs/product.md#versions).
  const edits = useDiagramEdits<FlowchartData>(`${shown?.number ?? 0}-${versions.length}`);
  const [savingEdits, setSavingEdits] = useState(false);
  const editable = Boolean(onSaveEdits && shown && shown === latest);
  const saveEdits = async () => {
    if (!onSaveEdits || !shown) return;
    setSavingEdits(true);
    await onSaveEdits(withEditedDiagrams(shown.parts, edits.edited));
    setSavingEdits(false);
  };

  const restore = async (number: number) => {
    const version = versions.find((v) => v.number === number);
    if (!onRestore || !version) return;
    setRestoring(true);
    if (await onRestore(version)) setChosen(null);
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
      {shown && (
        <VersionControl
          versions={versions}
          shown={shown.number}
          onShow={(number) => setChosen(number === latest?.number ? null : number)}
          onRestore={onRestore ? (number) => void restore(number) : undefined}
          restoring={restoring}
        />
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
      {shown?.parts.map((content, index) => (
        <ResultBoundary key={`${shown.number}-${index}`} title={TOOL_RESULT_TITLES[tool]} text={content}>
          <SavedDocument
            tool={tool}
            content={content}
            firstDiagram={diagramsBefore(shown.parts, index)}
            onEdit={editable ? edits.onEdit : undefined}
          />
        </ResultBoundary>
      ))}
    </div>
  );
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

function SavedDocument({ tool, content, ...edits }: { tool: ToolName; content: string } & DiagramEdits) {
  if (hasFlowchartBlock(content)) return <ResultWithFlows tool={tool} content={content} {...edits} />;
  return <MarkdownResult title={TOOL_RESULT_TITLES[tool]} markdown={content} fileName={`${tool}.md`} />;
}

/** A result whose Markdown holds ```flowchart-json blocks: the text, then each block drawn as a diagram. */
function ResultWithFlows({ tool, content, firstDiagram, onEdit }: { tool: ToolName; content: string } & DiagramEdits) {
  const parts = splitAtFlowchartBlocks(content);
  let diagram = firstDiagram;
  const text = stripFlowchartBlocks(content);
  const title = /^#{1,3}\s+(.+)$/m.exec(text)?.[1]?.trim() ?? TOOL_RESULT_TITLES[tool];
  return (
    <>
      {text && <MarkdownResult title={TOOL_RESULT_TITLES[tool]} markdown={text} fileName={`${tool}.md`} />}
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
    <section className="card overflow-hidden" aria-label={`${title} diagram`}>
      <Suspense fallback={<Skeleton className="h-[500px] w-full rounded-none" />}>
        <SavedFlow json={json} title={title} onChange={onEdit ? onChange : undefined} />
      </Suspense>
    </section>
  );
}
