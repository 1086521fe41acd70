import type { ToolViewProps } from "../kit/client-kit";
import { keptFlow } from "../kit/client-diagram";
import { Skeleton, toast } from "../kit/client-ui";
import {
  ErrorPanel,
  HandOffRow,
  IdeaForm,
  ResultActions,
  SaveEditsButton,
  ToolRefineBox,
  ToolVersionBar,
  ToolViewFrame,
  useEnsureSaved,
  useHandOff,
  useIdeaField,
  useToolRun,
  WhatYouGet,
} from "../kit/client-screen";
import { tasksFromFlow, useDiagramEdits } from "../kit/client-flow";
import { UseCaseCard } from "./client-use-case-card";
import { useCasesMarkdown } from "./client-use-case-markdown";

const EXAMPLES = [
  "A fitness app where friends challenge each other to weekly step goals",
  "A booking app for a small hair salon with reminders and deposits",
  "A shared family calendar that turns school emails into events",
] as const;

const FAILED = "Failed to generate visual flow. Please try again.";

/** Generate Visual User Flows: the app's key use cases, each as an editable diagram. */
export default function VisualFlowView({ feature }: ToolViewProps) {
  const idea = useIdeaField("Please describe your app idea first");
  const tool = useToolRun("generate-visual-flow", {
    fallbackError: FAILED,
    toasts: {
      failed: "Error",
      failedText: FAILED,
      done: ({ useCases }) =>
        useCases.length === 0
          ? { title: "No use cases were generated. Please try again.", variant: "warning" }
          : { title: "Success", description: `Generated ${useCases.length} use case flows!`, variant: "success" },
    },
  });
  const { status, request, result, error, ready } = tool;
  // The user's edits of the version on screen, by use case; what Save, Copy and Markdown give (docs/product.md#flow-diagrams).
  const diagrams = useDiagramEdits(tool.resultKey);

  const generate = async () => {
    const appIdea = idea.take();
    if (!appIdea) {
      toast({ title: "Input required", description: "Please describe your app idea first", variant: "destructive" });
      return;
    }
    await tool.run({ appIdea });
  };

  const brief = request?.appIdea ?? "";
  const useCases = result?.useCases ?? [];
  const kept = useCases.map((useCase, index) => ({ ...useCase, flowchartData: keptFlow(useCase.flowchartData, diagrams.edited[index]) }));
  const markdown = useCasesMarkdown(brief, kept);
  // The set as edited, while it differs from the version: refined from, saved as "Edited by hand".
  const edited = diagrams.hasEdits ? { useCases: kept } : null;
  const save = tool.save(edited);

  // "Validate this flow" (docs/product.md#products): the set is saved first, so the case study
  // written after the validation can read the flows that were tested.
  const handOff = useHandOff();
  const ensureSaved = useEnsureSaved();
  const validate = async (index: number) => {
    const useCase = kept[index];
    const flowId = useCase && (await ensureSaved(save));
    if (!useCase || !flowId) return;
    handOff.toTool("validate-ux", { tasks: tasksFromFlow(useCase.flowchartData), productPersonas: true, sourceConversationIds: [flowId] });
  };
  // "Draw wireframes": the screens of this use case's flow, as edited here.
  const drawWireframes = (index: number) => {
    const useCase = kept[index];
    if (useCase) handOff.toTool("generate-wireframes", { text: brief, flow: { name: useCase.title, data: useCase.flowchartData } });
  };

  return (
    <ToolViewFrame feature={feature}>
      <div className="flex flex-col gap-6">
        <IdeaForm
          label="Your app idea"
          placeholder="e.g. An app where dog owners find trusted walkers nearby and pay per walk"
          value={idea.value}
          onChange={idea.onChange}
          examples={EXAMPLES}
          error={idea.error}
          busy={status === "running"}
          ready={ready}
          submitLabel="Generate user flows"
          onSubmit={() => void generate()}
        />
        {status === "idle" && (
          <WhatYouGet
            items={[
              "The key use cases of your app",
              "Each one as a flow of screens, actions and decisions",
              "Success and failure outcomes in green and red",
              "Editable diagrams to export as PNG, SVG, JSON or Mermaid",
            ]}
          />
        )}
        <ToolVersionBar run={tool} />
        {status === "running" && (
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
        {status === "failed" && error && (
          <ErrorPanel
            group="founders"
            title="Failed to generate visual flow"
            message={error}
            onRetry={() => tool.retry(() => void generate())}
            refining={tool.refining}
          />
        )}
        {status === "done" && useCases.length === 0 && (
          <p role="status" className="card p-5 text-sm text-muted">
            No use cases were generated. Please try again.
          </p>
        )}
        {status === "done" && useCases.length > 0 && (
          <section className="flex flex-col gap-5" aria-labelledby="flows-title">
            <div className="flex flex-wrap items-center gap-2">
              <h2 id="flows-title" className="basis-full text-lg font-medium sm:flex-1 sm:basis-auto">
                {useCases.length} use case flows
              </h2>
              <SaveEditsButton run={tool} edited={edited} />
              <ResultActions markdown={markdown} fileName="user-flows.md" save={save} />
            </div>
            {useCases.map((useCase, index) => (
              <UseCaseCard
                key={`${tool.resultKey}-${index}`}
                useCase={useCase}
                index={index}
                onEdit={diagrams.onEdit}
                onValidate={(i) => void validate(i)}
                onDrawWireframes={drawWireframes}
              />
            ))}
            <HandOffRow title="User flows" markdown={markdown} />
          </section>
        )}
        <ToolRefineBox run={tool} previous={() => edited} />
      </div>
    </ToolViewFrame>
  );
}
