import { GitBranch } from "lucide-react";
import { useCallback, useState } from "react";
import { flowchartBlock, stripFlowchartBlocks } from "@shared/flowchart-block";
import { keptFlow, type PlacedGraph } from "~/components/diagram/flow-model";
import { LazyFlowDiagram } from "~/components/diagram/lazy-flow-diagram";
import { MarkdownResult } from "~/components/tools/markdown-result";
import { Skeleton, SkeletonText } from "~/components/ui/skeleton";
import { STARTUP_FLOW_NODE_TYPES } from "@shared/contracts/flowchart";
import { getFeature } from "~/lib/features";
import { ErrorPanel } from "../kit/error-panel";
import { IdeaForm } from "../kit/idea-form";
import { SaveRow } from "../kit/save-result-button";
import { ToolViewFrame } from "../kit/tool-view-frame";
import { useToolRun } from "../kit/use-tool-run";
import { WhatYouGet } from "../kit/what-you-get";
import { LandingPagePanel } from "./landing-page-panel";
import type { LandingFormat } from "./landing-page-options";

const EXAMPLES = [
  "A marketplace where neighbours lend each other garden tools, with deposits and reviews",
  "An app that helps new parents track feeds and sleep and share it with the other parent",
  "A tool that turns a restaurant's paper menu into an online ordering page in minutes",
] as const;

/** Build Startup App & Strategy: MVP plan and UX strategy, its key flow as a diagram, a landing page. */
export default function StartupBuilderView() {
  const feature = getFeature("startup-builder")!;
  const [idea, setIdea] = useState("");
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [graph, setGraph] = useState<PlacedGraph | null>(null);
  const [landing, setLanding] = useState<{ format: LandingFormat; content: string } | null>(null);
  const { status, request, text, result, error, ready, run } = useToolRun("build-startup", {
    fallbackError: "Failed to generate strategy",
    stream: true,
    toasts: { failed: "Failed to generate strategy", done: () => ({ title: "Strategy generated!", variant: "success" }) },
  });

  const generate = async () => {
    const startupIdea = idea.trim();
    if (!startupIdea) {
      setFieldError("Please describe your startup idea");
      return;
    }
    setFieldError(null);
    setGraph(null);
    await run({ startupIdea });
  };

  const strategyText = stripFlowchartBlocks(result?.strategy ?? text);
  const flowchart = result?.flowchart ?? null;
  const onGraph = useCallback((next: PlacedGraph) => setGraph(next), []);

  // Saved with the user's edits when the edited diagram is still a valid flow.
  const savedFlow = flowchart && keptFlow(flowchart, graph);
  const saved = [
    savedFlow ? `${strategyText}\n\n## Key user flow\n\n${flowchartBlock(savedFlow)}` : strategyText,
    ...(landing ? [landing.format === "code" ? "## Landing page\n\n```html\n" + landing.content + "\n```" : landing.content] : []),
  ];

  return (
    <ToolViewFrame feature={feature}>
      <div className="flex flex-col gap-6">
        <IdeaForm
          label="Your startup idea"
          placeholder="e.g. A subscription app that plans weekly meals around what is already in your fridge"
          value={idea}
          onChange={(value) => {
            setIdea(value);
            if (fieldError && value.trim()) setFieldError(null);
          }}
          examples={EXAMPLES}
          error={fieldError}
          busy={status === "running"}
          ready={ready}
          submitLabel="Generate strategy"
          onSubmit={() => void generate()}
        />
        {status === "idle" && (
          <WhatYouGet items={["MVP features: must have and later", "The key user flow as an editable diagram", "A week-by-week UX plan and success metrics", "A landing page: live HTML or a template"]} />
        )}
        {status === "running" && !text && (
          <div className="card p-5" aria-busy="true" aria-label="Writing your strategy">
            <SkeletonText lines={8} />
          </div>
        )}
        {status === "failed" && error && (
          <ErrorPanel group="founders" title="Failed to generate strategy" message={error} onRetry={() => void generate()} />
        )}
        {strategyText && status !== "failed" && (
          <MarkdownResult title="Your MVP plan" markdown={strategyText} fileName="startup-strategy.md" streaming={status === "running"} />
        )}
        {(status === "running" || status === "done") && text && (
          <section className="card overflow-hidden" aria-labelledby="flow-title">
            <header className="flex items-center gap-2 border-b border-border px-5 py-3">
              <GitBranch size={18} aria-hidden className="text-founder" />
              <h2 id="flow-title" className="font-medium">
                Key user flow
              </h2>
            </header>
            {status === "running" ? (
              <Skeleton className="h-[500px] w-full rounded-none" />
            ) : flowchart ? (
              <LazyFlowDiagram data={flowchart} title="Key user flow" fileBase="startup-flow" nodeTypes={STARTUP_FLOW_NODE_TYPES} onChange={onGraph} />
            ) : (
              <p className="px-5 py-6 text-sm text-muted">
                This answer had no usable flow diagram. The plan above is complete; generate again to get the diagram.
              </p>
            )}
          </section>
        )}
        {status === "done" && (
          <SaveRow key={landing ? "with-landing" : "strategy"} tool="build-startup" brief={request?.startupIdea ?? ""} results={saved} />
        )}
        <LandingPagePanel idea={idea} strategy={strategyText} onResult={setLanding} />
      </div>
    </ToolViewFrame>
  );
}
