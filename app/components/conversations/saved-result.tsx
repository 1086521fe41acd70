import { lazy, Suspense, useMemo, useState } from "react";
import { ResultBoundary } from "~/components/conversations/result-boundary";
import { VersionControl } from "~/components/conversations/version-control";
import { hasFlowchartBlock, splitAtFlowchartBlocks, stripFlowchartBlocks } from "@shared/flowchart-block";
import { MarkdownResult } from "~/components/tools/markdown-result";
import { Skeleton } from "~/components/ui/skeleton";
import type { ToolName } from "@shared/contracts/tools";
import { SAVED_ITEM_KINDS } from "@shared/product-markdown";
import { splitVersions, type ResultVersion } from "@shared/result-versions";

/** Display names of saved tool results (the tool a result came from): the same names the product timeline uses. */
export const TOOL_RESULT_TITLES: Record<ToolName, string> = SAVED_ITEM_KINDS;

// Diagram code (React Flow, dagre) loads only for saved results that hold a flowchart block.
const SavedFlow = lazy(() => import("~/components/diagram/saved-flow"));

type SavedMessage = { id: string; role: string; content: string };

type SavedToolResultProps = {
  tool: ToolName;
  messages: SavedMessage[];
  /** The owner's "Restore this version" (the conversation page); absent where the result is read-only. */
  onRestore?: (version: ResultVersion) => Promise<boolean>;
};

/**
 * A saved tool result: the brief the user gave (first message) and its latest version, set like
 * the tool shows it, with the "Version" control to read older ones (docs/product.md#versions).
 * Each document renders on its own: one that fails shows its text.
 */
export function SavedToolResult({ tool, messages, onRestore }: SavedToolResultProps) {
  const [brief] = messages;
  const versions = useMemo(() => splitVersions(messages.map((m) => ({ id: m.id, role: m.role === "user" ? "user" : "assistant", content: m.content }))), [messages]);
  // null follows the latest version, also when another tab adds one.
  const [chosen, setChosen] = useState<number | null>(null);
  const [restoring, setRestoring] = useState(false);
  const latest = versions[versions.length - 1];
  const shown = versions.find((v) => v.number === chosen) ?? latest;

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
          <p className="mt-2 whitespace-pre-wrap break-words">{brief.content}</p>
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
      {shown?.parts.map((content, index) => (
        <ResultBoundary key={`${shown.number}-${index}`} title={TOOL_RESULT_TITLES[tool]} text={content}>
          <SavedDocument tool={tool} content={content} />
        </ResultBoundary>
      ))}
    </div>
  );
}

function SavedDocument({ tool, content }: { tool: ToolName; content: string }) {
  if (hasFlowchartBlock(content)) return <ResultWithFlows tool={tool} content={content} />;
  return <MarkdownResult title={TOOL_RESULT_TITLES[tool]} markdown={content} fileName={`${tool}.md`} />;
}

/** A result whose Markdown holds ```flowchart-json blocks: the text, then each block drawn as a diagram. */
function ResultWithFlows({ tool, content }: { tool: ToolName; content: string }) {
  const parts = splitAtFlowchartBlocks(content);
  const text = stripFlowchartBlocks(content);
  const title = /^#{1,3}\s+(.+)$/m.exec(text)?.[1]?.trim() ?? TOOL_RESULT_TITLES[tool];
  return (
    <>
      {text && <MarkdownResult title={TOOL_RESULT_TITLES[tool]} markdown={text} fileName={`${tool}.md`} />}
      {parts.map((part, i) =>
        part.kind === "flow" ? (
          <section key={i} className="card overflow-hidden" aria-label={`${title} diagram`}>
            <Suspense fallback={<Skeleton className="h-[500px] w-full rounded-none" />}>
              <SavedFlow json={part.json} title={title} />
            </Suspense>
          </section>
        ) : null,
      )}
    </>
  );
}
