import { Check, Copy, Download } from "lucide-react";
import { useState } from "react";
import { copyToClipboard, downloadText } from "~/components/tools/markdown-result";
import { SaveResultButton } from "~/components/tools/save-result-button";
import { ToolViewFrame } from "~/components/tools/tool-view-frame";
import { Button } from "~/components/ui/button";
import { Skeleton } from "~/components/ui/skeleton";
import { toast } from "~/components/ui/toast";
import { getFeature } from "~/lib/features";
import { IdeaForm } from "../founder-shared/idea-form";
import { ToolError } from "../founder-shared/tool-error";
import { useToolRun } from "../founder-shared/use-tool-run";
import { WhatYouGet } from "../founder-shared/what-you-get";
import { UseCaseCard } from "./use-case-card";
import { useCasesMarkdown, useCaseSaved } from "./use-case-markdown";

const EXAMPLES = [
  "A fitness app where friends challenge each other to weekly step goals",
  "A booking app for a small hair salon with reminders and deposits",
  "A shared family calendar that turns school emails into events",
] as const;

const FAILED = "Failed to generate visual flow. Please try again.";

/** Generate Visual User Flows: the app's key use cases, each as an editable diagram. */
export default function VisualFlowView() {
  const feature = getFeature("user-flow")!;
  const [idea, setIdea] = useState("");
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [brief, setBrief] = useState("");
  const [copied, setCopied] = useState(false);
  const { status, result, error, run } = useToolRun("generate-visual-flow", { fallbackError: FAILED, stream: false });

  const generate = async () => {
    const appIdea = idea.trim();
    if (!appIdea) {
      setFieldError("Please describe your app idea first");
      toast({ title: "Input required", description: "Please describe your app idea first", variant: "destructive" });
      return;
    }
    setFieldError(null);
    setBrief(appIdea);
    const outcome = await run({ appIdea });
    if (outcome instanceof Error) toast({ title: "Error", description: FAILED, variant: "destructive" });
    else if (outcome && outcome.useCases.length === 0) toast({ title: "No use cases were generated. Please try again.", variant: "warning" });
    else if (outcome) toast({ title: "Success", description: `Generated ${outcome.useCases.length} use case flows!`, variant: "success" });
  };

  const useCases = result?.useCases ?? [];
  const markdown = useCasesMarkdown(brief, useCases);

  return (
    <ToolViewFrame feature={feature}>
      <div className="flex flex-col gap-6">
        <IdeaForm
          label="Your app idea"
          placeholder="e.g. An app where dog owners find trusted walkers nearby and pay per walk"
          value={idea}
          onChange={(value) => {
            setIdea(value);
            if (fieldError && value.trim()) setFieldError(null);
          }}
          examples={EXAMPLES}
          error={fieldError}
          busy={status === "loading"}
          submitLabel="Generate user flows"
          onSubmit={() => void generate()}
        />
        {status === "idle" && (
          <WhatYouGet items={["The key use cases of your app", "Each one as a flow of screens, actions and decisions", "Success and failure outcomes in green and red", "Editable diagrams to export as PNG, SVG, JSON or Mermaid"]} />
        )}
        {status === "loading" && (
          <div className="flex flex-col gap-4" aria-busy="true" aria-label="Drawing your user flows">
            {[0, 1].map((i) => (
              <div key={i} className="card p-5">
                <Skeleton className="h-5 w-1/3" />
                <Skeleton className="mt-3 h-4 w-2/3" />
                <Skeleton className="mt-5 h-64 w-full" />
              </div>
            ))}
          </div>
        )}
        {status === "error" && error && <ToolError title="Failed to generate visual flow" message={error} onRetry={() => void generate()} />}
        {status === "success" && useCases.length === 0 && (
          <p role="status" className="card p-5 text-sm text-muted">
            No use cases were generated. Please try again.
          </p>
        )}
        {status === "success" && useCases.length > 0 && (
          <section className="flex flex-col gap-5" aria-labelledby="flows-title">
            <div className="flex flex-wrap items-center gap-2">
              <h2 id="flows-title" className="basis-full text-lg font-medium sm:flex-1 sm:basis-auto">
                {useCases.length} use case flows
              </h2>
              <Button
                variant="ghost"
                size="sm"
                onClick={async () => {
                  if (await copyToClipboard(markdown)) {
                    setCopied(true);
                    setTimeout(() => setCopied(false), 2_000);
                  }
                }}
              >
                {copied ? <Check size={16} aria-hidden /> : <Copy size={16} aria-hidden />}
                Copy
              </Button>
              <Button variant="ghost" size="sm" onClick={() => downloadText(markdown, "user-flows.md")}>
                <Download size={16} aria-hidden />
                Markdown
              </Button>
              <SaveResultButton tool="generate-visual-flow" brief={brief} results={useCases.map(useCaseSaved)} />
            </div>
            {useCases.map((useCase, index) => (
              <UseCaseCard key={`${brief}-${index}`} useCase={useCase} index={index} />
            ))}
          </section>
        )}
      </div>
    </ToolViewFrame>
  );
}
