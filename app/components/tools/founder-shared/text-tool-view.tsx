import { useState } from "react";
import { MarkdownResult } from "~/components/tools/markdown-result";
import { SaveResultButton } from "~/components/tools/save-result-button";
import { ToolViewFrame } from "~/components/tools/tool-view-frame";
import { SkeletonText } from "~/components/ui/skeleton";
import { toast } from "~/components/ui/toast";
import { getFeature, type FeatureKey } from "~/lib/features";
import { IdeaForm } from "./idea-form";
import { ToolError } from "./tool-error";
import { useToolRun } from "./use-tool-run";
import { WhatYouGet } from "./what-you-get";

type TextTool = "monetization-strategy" | "launch-assistant";

export type TextToolConfig = {
  feature: FeatureKey;
  tool: TextTool;
  /** The response field holding the Markdown (spec §7). */
  field: "strategy" | "landingPagePlan";
  fallbackError: string;
  submitLabel: string;
  resultTitle: string;
  fileName: string;
  placeholder: string;
  examples: readonly string[];
  whatYouGet: readonly string[];
};

/**
 * Monetization and Launch Assistant: a product idea in, a streamed Markdown document out,
 * with copy, Markdown download and Save.
 */
export function TextToolView(config: TextToolConfig) {
  const feature = getFeature(config.feature)!;
  const [idea, setIdea] = useState("");
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [brief, setBrief] = useState("");
  const { status, text, result, error, run } = useToolRun(config.tool, { fallbackError: config.fallbackError, stream: true });

  const generate = async () => {
    const productIdea = idea.trim();
    if (!productIdea) {
      setFieldError("Please describe your product idea");
      return;
    }
    setFieldError(null);
    setBrief(productIdea);
    const outcome = await run({ productIdea });
    if (outcome instanceof Error) toast({ title: "Generation failed", description: outcome.message, variant: "destructive" });
  };

  const finished = result ? String((result as Record<string, unknown>)[config.field] ?? "") : "";
  const markdown = finished || text;

  return (
    <ToolViewFrame feature={feature}>
      <div className="flex flex-col gap-6">
        <IdeaForm
          label="Your product idea"
          placeholder={config.placeholder}
          value={idea}
          onChange={(value) => {
            setIdea(value);
            if (fieldError && value.trim()) setFieldError(null);
          }}
          examples={config.examples}
          error={fieldError}
          busy={status === "loading"}
          submitLabel={config.submitLabel}
          onSubmit={() => void generate()}
        />
        {status === "idle" && <WhatYouGet items={config.whatYouGet} />}
        {status === "loading" && !text && (
          <div className="card p-5" aria-busy="true" aria-label={`Writing your ${config.resultTitle.toLowerCase()}`}>
            <SkeletonText lines={8} />
          </div>
        )}
        {status === "error" && error && <ToolError title={config.fallbackError} message={error} onRetry={() => void generate()} />}
        {markdown && status !== "error" && (
          <>
            <MarkdownResult title={config.resultTitle} markdown={markdown} fileName={config.fileName} streaming={status === "loading"} />
            {status === "success" && (
              <div className="flex justify-end">
                <SaveResultButton tool={config.tool} brief={brief} results={[markdown]} />
              </div>
            )}
          </>
        )}
      </div>
    </ToolViewFrame>
  );
}
