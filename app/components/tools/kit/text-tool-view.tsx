import { Link2 } from "lucide-react";
import { useRef } from "react";
import { MarkdownResult } from "~/components/tools/markdown-result";
import { SkeletonText, ThinkingNote } from "~/components/ui/skeleton";
import { toast } from "~/components/ui/toast";
import type { TOOLS, ToolWithScreen } from "@shared/contracts/tool-names";
import type { ToolRequest } from "@tools/contracts";
import type { Feature } from "@tools/kit/client-kit";
import { DescriptionForm } from "./description-form";
import { ErrorPanel } from "./error-panel";
import { HandOffRow } from "./hand-off-row";
import { useReceivedHandoff } from "./handoff";
import { IdeaForm } from "./idea-form";
import { ToolCutOffNotice, ToolRefineBox, ToolVersionBar } from "./result-versions";
import { SaveRow } from "./save-result-button";
import { ToolViewFrame } from "./tool-view-frame";
import { useIdeaField } from "./use-idea-field";
import { useToolRun } from "./use-tool-run";
import { WhatYouGet } from "./what-you-get";

/** Founder tools offer example ideas and list what the result holds. */
type IdeaStart = { kind: "idea"; examples: readonly string[]; whatYouGet: readonly string[] };
/** Designer tools offer one full example and say where the result will appear. */
type DescriptionStart = { kind: "description"; example: string; emptyText: string };

/** Any tool with a screen whose result is one Markdown field can use this view, without changing the kit. */
export type TextToolConfig = {
  tool: ToolWithScreen;
  /** The request field the user's text goes in, and the response field holding the Markdown (docs/product.md#tool-functions). */
  input: string;
  output: (typeof TOOLS)[ToolWithScreen]["field"];
  label: string;
  placeholder: string;
  /** The message for an empty field. */
  emptyMessage: string;
  /** The message when the server gives none. */
  fallbackError: string;
  submitLabel: string;
  resultTitle: string;
  fileName: string;
  start: IdeaStart | DescriptionStart;
};

/**
 * A free-text tool: describe, generate, watch the Markdown stream in, then copy, download or
 * save it. Monetization and Launch Assistant (founders), UX Feedback Mentor and Case Study
 * Generator (designers); each group keeps its own form and states.
 */
export function TextToolView({ config, feature }: { config: TextToolConfig; feature: Feature }) {
  const { start } = config;
  const idea = useIdeaField(config.emptyMessage);
  const field = useRef<HTMLTextAreaElement>(null);
  // "Write the case study": the saved results it is written from, read by the server (only the case study takes them).
  const handoff = useReceivedHandoff();
  const sources = config.tool === "case-study-generator" ? (handoff?.sourceConversationIds ?? []) : [];
  const tool = useToolRun(config.tool, {
    fallbackError: config.fallbackError,
    stream: true,
    toasts: { failed: "Generation failed" },
  });

  const generate = async () => {
    const description = idea.take();
    if (!description) {
      if (start.kind === "description") {
        toast({ title: config.emptyMessage, variant: "destructive" });
        field.current?.focus();
      }
      return;
    }
    const request = { [config.input]: description, ...(sources.length > 0 ? { sourceConversationIds: sources } : {}) };
    await tool.run(request as unknown as ToolRequest<ToolWithScreen>);
  };
  const { status, text, result, error, ready } = tool;

  const running = status === "running";
  const finished = result ? String((result as Record<string, unknown>)[config.output] ?? "") : "";
  const markdown = finished || text;
  // What both forms take alike.
  const form = {
    label: config.label,
    placeholder: config.placeholder,
    value: idea.value,
    error: idea.error,
    busy: running,
    ready,
    submitLabel: config.submitLabel,
    onSubmit: () => void generate(),
  };

  return (
    <ToolViewFrame feature={feature}>
      {start.kind === "idea" ? (
        <IdeaForm {...form} examples={start.examples} onChange={idea.onChange} />
      ) : (
        <DescriptionForm {...form} ref={field} example={start.example} onChange={idea.onChange} />
      )}
      {sources.length > 0 && (
        <p className="mt-3 flex items-start gap-2 text-sm text-muted">
          <Link2 size={16} aria-hidden className="mt-0.5 shrink-0" />
          Written from {sources.length === 1 ? "1 saved result" : `${sources.length} saved results`} of this product: what was validated and
          found.
        </p>
      )}
      <div className={start.kind === "idea" ? "mt-6 flex flex-col gap-6" : "mt-8 flex flex-col gap-3"}>
        {status === "idle" &&
          (start.kind === "idea" ? (
            <WhatYouGet items={start.whatYouGet} />
          ) : (
            <div className="rounded-card border border-dashed border-border p-6 text-center text-muted">
              <p>{start.emptyText}</p>
              <p className="mt-1 text-sm">Not sure what to write? Press “Use an example” to see what a good description looks like.</p>
            </div>
          ))}
        <ToolVersionBar run={tool} />
        {running && !text && <Writing config={config} thinking={tool.thinking} />}
        {status === "failed" && error && (
          <ErrorPanel
            group={feature.group}
            title={start.kind === "idea" ? config.fallbackError : "Generation failed"}
            message={error}
            onRetry={() => tool.retry(() => void generate())}
            refining={tool.refining}
          />
        )}
        {markdown && status !== "failed" && (
          <>
            <MarkdownResult title={config.resultTitle} markdown={markdown} fileName={config.fileName} streaming={running} />
            <ToolCutOffNotice run={tool} />
            {status === "done" && (
              <>
                <SaveRow {...tool.save()} />
                <HandOffRow title={config.resultTitle} markdown={markdown} />
              </>
            )}
          </>
        )}
        {/* A reasoning model cut off while still thinking: no text yet, but it can go on. */}
        {!markdown && <ToolCutOffNotice run={tool} />}
        <ToolRefineBox run={tool} />
      </div>
    </ToolViewFrame>
  );
}

/** The placeholder while the first words are on their way ("Thinking…" while a reasoning model thinks). */
function Writing({ config, thinking }: { config: TextToolConfig; thinking: boolean }) {
  if (config.start.kind === "idea") {
    return (
      <div className="card p-5" aria-busy="true" aria-label={`Writing your ${config.resultTitle.toLowerCase()}`}>
        {thinking && <ThinkingNote className="mb-4" />}
        <SkeletonText lines={8} />
      </div>
    );
  }
  return (
    <div className="card p-5" aria-busy="true">
      {thinking ? (
        <ThinkingNote className="mb-4" />
      ) : (
        <p className="sr-only" role="status">
          Generating…
        </p>
      )}
      <SkeletonText lines={6} />
    </div>
  );
}
