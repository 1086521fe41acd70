import type { ToolViewProps } from "../kit/client-kit";
import { ClipboardCheck, Frame, GitBranch, Megaphone, Route as RouteIcon, Wallet } from "lucide-react";
import { useCallback, useState } from "react";
import { useLocation } from "react-router";
import { stripFlowchartBlocks } from "@shared/flowchart-block";
import type { LandingPageDoc } from "@shared/contracts/landing-page";
import { landingPagePart } from "@shared/landing-markdown";
import { keptFlow, LazyFlowDiagram, type PlacedGraph } from "../kit/client-diagram";
import {
  ErrorPanel,
  type HandOffAction,
  HandOffRow,
  IdeaForm,
  LANDING_PANEL_ID,
  type SavedVersion,
  SaveEditsButton,
  type SaveResultProps,
  SaveRow,
  ToolCutOffNotice,
  ToolRefineBox,
  ToolVersionBar,
  ToolViewFrame,
  useEnsureSaved,
  useHandOff,
  useIdeaField,
  useToolRun,
  WhatYouGet,
} from "../kit/client-screen";
import { mvpFeatures, tasksFromFlow, useDiagramEdits } from "../kit/client-flow";
import { MarkdownResult } from "../kit/client-markdown";
import { Skeleton, SkeletonText, ThinkingNote } from "../kit/client-ui";
import { STARTUP_FLOW_NODE_TYPES } from "@shared/contracts/flowchart";
import { LandingPagePanel } from "./client-landing-panel";
import type { LandingFormat } from "./client-landing-options";

const EXAMPLES = [
  "A marketplace where neighbours lend each other garden tools, with deposits and reviews",
  "An app that helps new parents track feeds and sleep and share it with the other parent",
  "A tool that turns a restaurant's paper menu into an online ordering page in minutes",
] as const;

/** Build Startup App & Strategy: MVP plan and UX strategy, its key flow as a diagram, a landing page. */
export default function StartupBuilderView({ feature }: ToolViewProps) {
  const idea = useIdeaField("Please describe your startup idea");
  const [landing, setLanding] = useState<{ format: LandingFormat; content: string; doc: LandingPageDoc } | null>(null);
  // The landing page saved with the result, if any: a landing page made after saving offers Save again.
  const [savedLanding, setSavedLanding] = useState<string | null>(null);
  const tool = useToolRun("build-startup", {
    fallbackError: "Failed to generate strategy",
    stream: true,
    toasts: { failed: "Failed to generate strategy", done: () => ({ title: "Strategy generated!", variant: "success" }) },
  });
  const { status, text, result, error, ready } = tool;
  const diagram = useDiagramEdits(tool.resultKey);
  // Opened for its landing page ("Make a landing page", #landing-page): that panel comes first, so
  // the plan restored from its draft grows below it instead of pushing it thousands of pixels down.
  const { hash } = useLocation();
  const [landingFirst] = useState(() => hash === `#${LANDING_PANEL_ID}`);

  const generate = async () => {
    const startupIdea = idea.take();
    if (startupIdea) await tool.run({ startupIdea });
  };

  const strategyText = stripFlowchartBlocks(result?.strategy ?? text);
  const flowchart = result?.flowchart ?? null;
  const { onEdit } = diagram;
  const onGraph = useCallback((next: PlacedGraph) => onEdit(0, next), [onEdit]);
  // The plan with the user's diagram edits (while the edited diagram is still a valid flow): refined from, saved as "Edited by hand".
  const edited = result && flowchart && diagram.hasEdits ? { ...result, flowchart: keptFlow(flowchart, diagram.edited[0]) } : null;
  const showFlow = status === "running" ? Boolean(text) : status === "done" && result !== null;

  // The landing page, when there is one, is saved after the plan's latest version.
  const landingPart = landing ? landingPagePart(landing.doc) : null;
  const plan = tool.save(edited);
  const save: SaveResultProps = {
    ...plan,
    versions: async () => withPart(await plan.versions(), landingPart),
    savedId: landingPart && landingPart !== savedLanding ? null : plan.savedId,
    onSaved: (id) => {
      plan.onSaved(id);
      setSavedLanding(landingPart);
    },
  };

  // Next steps from the plan (docs/product.md#products): each tool opens prefilled, in the same product.
  const handOff = useHandOff();
  const ensureSaved = useEnsureSaved();
  const handOffs = (flow: typeof flowchart): HandOffAction[] => {
    const asked = tool.request?.startupIdea ?? idea.value;
    const features = mvpFeatures(strategyText);
    const withFeatures = features.length > 0 ? `${asked}\n\nMVP features:\n${features.map((f) => `- ${f}`).join("\n")}` : asked;
    return [
      { label: "Draw user flows", icon: RouteIcon, run: () => handOff.toTool("generate-visual-flow", { text: withFeatures }) },
      // The screens of the plan's key user flow, as edited here (docs/product.md#wireframes).
      {
        label: "Draw wireframes",
        icon: Frame,
        run: () => handOff.toTool("generate-wireframes", { text: asked, ...(flow ? { flow: { name: "Key user flow", data: flow } } : {}) }),
      },
      {
        label: "Validate this flow",
        icon: ClipboardCheck,
        // Saved first, so the case study written after the validation can read the flow it tested.
        run: async () => {
          const planId = await ensureSaved(save);
          if (!planId) return;
          handOff.toTool("validate-ux", {
            tasks: flow ? tasksFromFlow(flow) : [],
            productPersonas: true,
            sourceConversationIds: [planId],
          });
        },
      },
      { label: "Write launch copy", icon: Megaphone, run: () => handOff.toTool("launch-assistant", { text: withFeatures }) },
      { label: "Price it", icon: Wallet, run: () => handOff.toTool("monetization-strategy", { text: withFeatures }) },
    ];
  };

  // The landing page is of the idea the plan was made for; a plan restored from its draft has it
  // before the product's brief fills the field.
  const landingPanel = <LandingPagePanel idea={tool.request?.startupIdea ?? idea.value} strategy={strategyText} onResult={setLanding} />;

  return (
    <ToolViewFrame feature={feature}>
      <div className="flex flex-col gap-6">
        {landingFirst && landingPanel}
        <IdeaForm
          label="Your startup idea"
          placeholder="e.g. A subscription app that plans weekly meals around what is already in your fridge"
          value={idea.value}
          onChange={idea.onChange}
          examples={EXAMPLES}
          error={idea.error}
          busy={status === "running"}
          ready={ready}
          submitLabel="Generate strategy"
          onSubmit={() => void generate()}
        />
        {status === "idle" && (
          <WhatYouGet
            items={[
              "MVP features: must have and later",
              "The key user flow as an editable diagram",
              "A week-by-week UX plan and success metrics",
              "A landing page: live HTML or a template",
            ]}
          />
        )}
        <ToolVersionBar run={tool} />
        {status === "running" && !text && (
          <div className="card p-5" aria-busy="true" aria-label="Writing your strategy">
            {tool.thinking && <ThinkingNote className="mb-4" />}
            <SkeletonText lines={8} />
          </div>
        )}
        {status === "failed" && error && (
          <ErrorPanel
            group="founders"
            title="Failed to generate strategy"
            message={error}
            onRetry={() => tool.retry(() => void generate())}
            refining={tool.refining}
          />
        )}
        {strategyText && status !== "failed" && (
          <MarkdownResult title="Your MVP plan" markdown={strategyText} fileName="startup-strategy.md" streaming={status === "running"} />
        )}
        <ToolCutOffNotice run={tool} />
        {showFlow && (
          <section className="card overflow-hidden" aria-labelledby="flow-title">
            <header className="flex flex-wrap items-center gap-2 border-b border-border px-5 py-3">
              <GitBranch size={18} aria-hidden className="text-founder" />
              <h2 id="flow-title" className="flex-1 font-medium">
                Key user flow
              </h2>
              <SaveEditsButton run={tool} edited={edited} />
            </header>
            {status === "running" ? (
              <Skeleton className="h-[500px] w-full rounded-none" />
            ) : flowchart ? (
              <LazyFlowDiagram
                key={tool.resultKey}
                data={flowchart}
                title="Key user flow"
                fileBase="startup-flow"
                nodeTypes={STARTUP_FLOW_NODE_TYPES}
                onChange={onGraph}
              />
            ) : (
              <p className="px-5 py-6 text-sm text-muted">
                This answer had no usable flow diagram. The plan above is complete; generate again to get the diagram.
              </p>
            )}
          </section>
        )}
        {status === "done" && result && (
          <>
            <SaveRow {...save} />
            <HandOffRow
              title="MVP plan"
              markdown={strategyText}
              actions={handOffs(result.flowchart ? (edited?.flowchart ?? result.flowchart) : null)}
            />
          </>
        )}
        <ToolRefineBox run={tool} previous={() => edited} name="Refine the plan" />
        {!landingFirst && landingPanel}
      </div>
    </ToolViewFrame>
  );
}

/** The versions with one more part after the latest version's own. */
function withPart(versions: SavedVersion[], part: string | null): SavedVersion[] {
  const last = versions[versions.length - 1];
  return part && last ? [...versions.slice(0, -1), { ...last, parts: [...last.parts, part] }] : versions;
}
