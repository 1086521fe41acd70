import { Sparkles, WandSparkles } from "lucide-react";
import { useEffect, useId, useRef, useState } from "react";
import { AiLimitNotice } from "~/components/ai-limit-notice";
import { MarkdownResult } from "~/components/tools/markdown-result";
import { SaveResultButton } from "~/components/tools/save-result-button";
import { ToolViewFrame } from "~/components/tools/tool-view-frame";
import { Button } from "~/components/ui/button";
import { Label } from "~/components/ui/label";
import { SkeletonText } from "~/components/ui/skeleton";
import { Spinner } from "~/components/ui/spinner";
import { Textarea } from "~/components/ui/textarea";
import { toast } from "~/components/ui/toast";
import { callTool } from "~/components/tools/call-tool";
import { DEFAULT_LIMITS } from "@shared/contracts/limits";
import { getFeature, type FeatureKey } from "~/lib/features";
import { useAiLimit } from "~/lib/use-ai-quota";
import { ErrorPanel } from "./error-panel";
import { useHydrated } from "./use-hydrated";

export type TextToolConfig = {
  feature: FeatureKey;
  tool: "ux-feedback" | "case-study-generator";
  /** Request field (spec section 7) and response field. */
  input: "designDescription" | "projectDescription";
  output: "feedback" | "caseStudy";
  label: string;
  placeholder: string;
  example: string;
  /** Spec section 5 message for an empty description. */
  emptyMessage: string;
  /** Spec section 8 fallback when the server gives no message. */
  fallbackError: string;
  action: string;
  resultTitle: string;
  /** Shown where the result will appear, before the first run. */
  emptyText: string;
  fileName: string;
};

type Status = "idle" | "running" | "done" | "error";

/**
 * A free-text designer tool: describe, generate, watch the Markdown stream in, then copy,
 * download or save it. Used by the UX Feedback Mentor and the Case Study Generator.
 */
export function TextToolView({ config }: { config: TextToolConfig }) {
  const feature = getFeature(config.feature)!;
  const fieldId = useId();
  const errorId = useId();
  const [text, setText] = useState("");
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [status, setStatus] = useState<Status>("idle");
  const [result, setResult] = useState("");
  const [failure, setFailure] = useState("");
  const [brief, setBrief] = useState("");
  const controller = useRef<AbortController | null>(null);
  const field = useRef<HTMLTextAreaElement>(null);
  useEffect(() => () => controller.current?.abort(), []);
  const { exhausted } = useAiLimit();

  const generate = async () => {
    if (exhausted) return;
    const description = text.trim();
    if (!description) {
      setFieldError(config.emptyMessage);
      toast({ title: config.emptyMessage, variant: "destructive" });
      field.current?.focus();
      return;
    }
    controller.current?.abort();
    const abort = (controller.current = new AbortController());
    setFieldError(null);
    setStatus("running");
    setResult("");
    setBrief(description);
    try {
      const body = { [config.input]: description } as never;
      const response = await callTool(config.tool, body, {
        signal: abort.signal,
        fallbackError: config.fallbackError,
        onDelta: (delta) => setResult((current) => current + delta),
      });
      setResult((response as Record<string, string>)[config.output] ?? "");
      setStatus("done");
    } catch (error) {
      if (abort.signal.aborted) return;
      const message = error instanceof Error && error.message ? error.message : config.fallbackError;
      setFailure(message);
      setStatus("error");
      toast({ title: "Generation failed", description: message, variant: "destructive" });
    }
  };

  const running = status === "running";
  const hydrated = useHydrated();
  return (
    <ToolViewFrame feature={feature}>
      <div className="card flex flex-col gap-4 p-5 sm:p-6" data-tool-ready={hydrated || undefined}>
        <div className="flex flex-wrap items-end justify-between gap-2">
          <Label htmlFor={fieldId}>{config.label}</Label>
          <Button type="button" variant="ghost" size="sm" className="text-designer" onClick={() => setText(config.example)} disabled={running}>
            <WandSparkles size={16} aria-hidden />
            Use an example
          </Button>
        </div>
        <Textarea
          id={fieldId}
          ref={field}
          rows={7}
          value={text}
          maxLength={DEFAULT_LIMITS.maxToolTextChars}
          placeholder={config.placeholder}
          aria-invalid={fieldError ? true : undefined}
          aria-describedby={fieldError ? errorId : undefined}
          onChange={(event) => setText(event.target.value)}
          onKeyDown={(event) => {
            // Ctrl/⌘+Enter generates without leaving the keyboard.
            if (event.key === "Enter" && (event.metaKey || event.ctrlKey)) {
              event.preventDefault();
              void generate();
            }
          }}
        />
        <div className="flex flex-wrap items-center justify-between gap-3">
          <AiLimitNotice id={`${errorId}-limit`} className="basis-full" />
          <p id={errorId} className="text-sm text-danger" role={fieldError ? "alert" : undefined}>
            {fieldError}
          </p>
          <Button
            onClick={() => void generate()}
            disabled={running || exhausted}
            aria-describedby={exhausted ? `${errorId}-limit` : undefined}
            className="w-full sm:w-auto"
          >
            {running ? <Spinner /> : <Sparkles size={16} aria-hidden />}
            {running ? "Generating..." : config.action}
          </Button>
        </div>
      </div>

      <div className="mt-8">
        {status === "idle" && (
          <div className="rounded-card border border-dashed border-border p-6 text-center text-muted">
            <p>{config.emptyText}</p>
            <p className="mt-1 text-sm">Not sure what to write? Press “Use an example” to see what a good description looks like.</p>
          </div>
        )}
        {running && !result && (
          <div className="card p-5" aria-busy="true">
            <p className="sr-only" role="status">
              Generating…
            </p>
            <SkeletonText lines={6} />
          </div>
        )}
        {status === "error" && <ErrorPanel title="Generation failed" message={failure} onRetry={() => void generate()} />}
        {result && status !== "error" && (
          <div className="flex flex-col gap-3">
            <MarkdownResult title={config.resultTitle} markdown={result} fileName={config.fileName} streaming={running} />
            {status === "done" && (
              <div className="flex justify-end">
                <SaveResultButton key={result} tool={config.tool} brief={brief} results={[result]} />
              </div>
            )}
          </div>
        )}
      </div>
    </ToolViewFrame>
  );
}
