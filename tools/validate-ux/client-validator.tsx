import { Play, WandSparkles } from "lucide-react";
import { useEffect, useId, useRef, useState } from "react";
import {
  Button,
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
  Label,
  SkeletonText,
  Spinner,
  Tabs,
  TabsContent,
  TabsList,
  TabsTrigger,
  Textarea,
  toast,
} from "../kit/client-ui";
import {
  AiLimitNotice,
  DesignerToolHeader,
  ErrorPanel,
  HandOffRow,
  ResultActions,
  ToolCutOffNotice,
  ToolRefineBox,
  ToolVersionBar,
  useAiLimit,
  useReceivedHandoff,
  useToolRun,
} from "../kit/client-screen";
import type { Persona } from "@shared/contracts/validate-ux";
import { personaFromProduct } from "./client-case-study-start";
import contract from "./contract";
import { PersonasCard } from "./client-personas-card";
import { PrototypeCard } from "./client-prototype-card";
import { markdownPartsOf } from "@tools/kit/contract-kit";
import { ResultsList } from "./client-results-list";
import { UnsavedPersonasNote } from "./client-unsaved-personas-note";
import { useAskPersona } from "./client-use-ask-persona";
import { usePersonaDraft } from "./client-use-persona-draft";
import { useProductPersonas } from "./client-use-product-personas";
import { useReportNextSteps } from "./client-use-report-next-steps";
import { useUploads } from "./client-use-uploads";
import { screensForTasks } from "./client-screens-for-tasks";

const FALLBACK = "Failed to run UX validation";
const EXAMPLE = {
  url: "https://www.figma.com/proto/example/meal-planner-onboarding",
  persona: {
    name: "Maya",
    description: "38, two kids, plans meals on her phone during the commute; impatient with long forms",
    motivation: "Get a week of dinners planned in five minutes",
    context: "On a crowded train, one hand free",
  },
  tasks: "Sign up and set your household size\nPlan dinners for the coming week\nFind a vegetarian alternative for Wednesday",
};

/** The UX Prototype Validator (docs/product.md#ux-prototype-validator): set up a test, run it, read the results. */
export function UxValidator({ onBack }: { onBack?: () => void }) {
  const tasksId = useId();
  // "Validate this flow" opens the validator with one task per step of the flow it came from.
  const handoff = useReceivedHandoff();
  const [url, setUrl] = useState("");
  const [personas, setPersonas] = useState<Persona[]>([]);
  const draft = usePersonaDraft();
  const [tasksText, setTasksText] = useState(() => handoff?.tasks?.join("\n") ?? "");
  const library = useProductPersonas();
  // …and with the product's personas in the test, once they are read.
  const personasHandedOver = useRef(false);
  useEffect(() => {
    if (!handoff?.productPersonas || personasHandedOver.current || library.personas === null) return;
    personasHandedOver.current = true;
    const ready = library.personas.filter((p) => p.description.trim()).map(personaFromProduct);
    setPersonas((current) => [...current, ...ready.filter((p) => !current.some((c) => c.name === p.name))]);
  }, [handoff?.productPersonas, library.personas]);
  const uploads = useUploads(handoff?.screens);
  const [tab, setTab] = useState("setup");
  const validation = useToolRun("validate-ux", {
    fallbackError: FALLBACK,
    toasts: {
      failed: "Validation failed",
      done: (_, request) => ({
        title: "Validation complete",
        description: `Generated insights from ${request.personas.length} synthetic users`,
        variant: "success",
      }),
    },
  });
  const running = validation.status === "running";
  const results = validation.result?.results ?? [];
  // The report as Copy, Markdown and Save give it, from exactly what was sent (with the answers of its synthetic users).
  const report =
    validation.request && validation.result ? markdownPartsOf(contract, validation.request, validation.result).join("\n\n") : null;
  const askPersona = useAskPersona(validation);

  const tasks = tasksText
    .split("\n")
    .map((t) => t.trim())
    .filter(Boolean);
  const limit = useAiLimit();
  // The model sees a few screens: those the tasks cross, not the first few (./client-screens-for-tasks.ts).
  const sentKeys = screensForTasks(
    uploads.ready.map((item) => ({ key: item.key!, name: item.name })),
    tasks,
    new Map((handoff?.screens ?? []).map((screen, i) => [screen.key, handoff?.screenTexts?.[i] ?? ""])),
  ).map((screen) => screen.key);

  // A run's results open at their top, wherever "Run UX Validation" left the page (under the fixed bar: scroll-mt).
  const resultsTop = useRef<HTMLDivElement>(null);
  const [resultsShown, setResultsShown] = useState(0);
  useEffect(() => {
    if (resultsShown > 0) resultsTop.current?.scrollIntoView({ block: "nearest" });
  }, [resultsShown]);
  const showResults = () => {
    setTab("results");
    setResultsShown((count) => count + 1);
  };

  const run = async () => {
    if (limit.exhausted) return;
    // A persona typed but not added is meant to be in the test: it is added, or the form says what it lacks.
    let tested = personas;
    if (!draft.blank) {
      const typed = draft.toPersona();
      if (!typed) return;
      tested = [...personas, typed];
      setPersonas(tested);
      draft.clear();
      toast({ title: "Persona added", description: `${typed.name} has been added to the test`, variant: "success" });
    }
    if (tested.length === 0)
      return void toast({ title: "No personas", description: "Please add at least one persona to test", variant: "destructive" });
    if (tasks.length === 0)
      return void toast({ title: "No tasks", description: "Please specify tasks for users to complete", variant: "destructive" });
    if (uploads.uploading)
      return void toast({
        title: "Screens still uploading",
        description: "Wait for the uploads to finish, then run the validation again.",
        variant: "warning",
      });
    const prototypeUrl = url.trim();
    const screenKeys = uploads.ready.map((item) => item.key!);
    if (!prototypeUrl && screenKeys.length === 0) {
      return void toast({ title: "No prototype", description: "Please provide a prototype URL or upload screens", variant: "destructive" });
    }
    // Each run starts from nothing (the hook clears the last result): earlier results would be mistaken for this run's.
    // Wireframes handed over say what their screens say, so a model that cannot read images knows the labels.
    const screenTexts = handoff?.screenTexts?.length ? { screenTexts: handoff.screenTexts } : {};
    const response = await validation.run({
      prototypeUrl,
      prototypeImages: sentKeys,
      personas: tested,
      tasks,
      ...screenTexts,
    });
    if (response) showResults();
  };

  const loadExample = () => {
    setUrl(EXAMPLE.url);
    setPersonas((current) =>
      current.some((p) => p.name === EXAMPLE.persona.name) ? current : [...current, { id: crypto.randomUUID(), ...EXAMPLE.persona }],
    );
    setTasksText(EXAMPLE.tasks);
  };

  const nextSteps = useReportNextSteps({
    request: validation.request,
    save: validation.save(),
    brief: library.productBrief,
    sources: handoff?.sourceConversationIds ?? [],
  });

  const empty = personas.length === 0 && draft.blank && !tasksText.trim() && !url.trim() && uploads.items.length === 0;
  return (
    <div className="mx-auto w-full max-w-4xl">
      <DesignerToolHeader
        title="UX Prototype Validator"
        intro="Let synthetic users try your prototype: each persona attempts your tasks and reports success, sentiment, feedback and recommendations."
        onBack={onBack}
      />
      <div ref={resultsTop} className="scroll-mt-20" />
      <Tabs value={tab} onValueChange={setTab} className="mt-8">
        <TabsList aria-label="UX Prototype Validator">
          <TabsTrigger value="setup">Setup Test</TabsTrigger>
          <TabsTrigger value="results" disabled={validation.versions.length === 0}>
            Results ({results.length})
          </TabsTrigger>
        </TabsList>

        <TabsContent value="setup" className="flex flex-col gap-6">
          {empty && (
            <div className="flex flex-col gap-3 rounded-card border border-dashed border-border p-5 sm:flex-row sm:items-center">
              <p className="flex-1 text-sm text-muted">
                <span className="font-medium text-ink">New here?</span> Add a prototype link or screens, describe who tests it, and list
                what they should try. Or start from an example.
              </p>
              <Button variant="outline" size="sm" onClick={loadExample} disabled={!validation.ready}>
                <WandSparkles size={16} aria-hidden />
                Load an example
              </Button>
            </div>
          )}
          <PrototypeCard
            url={url}
            onUrlChange={setUrl}
            uploads={uploads.items}
            sentKeys={sentKeys}
            onAddFiles={uploads.add}
            onRemove={uploads.remove}
            disabled={running}
          />
          <PersonasCard
            personas={personas}
            onAdd={(persona) => setPersonas((current) => [...current, persona])}
            onRemove={(id) => setPersonas((current) => current.filter((p) => p.id !== id))}
            disabled={running}
            draft={draft}
            library={library}
          />
          <Card>
            <CardHeader>
              <CardTitle>Test Tasks</CardTitle>
              <CardDescription>One task per line. Blank lines are ignored.</CardDescription>
            </CardHeader>
            <CardContent className="flex flex-col gap-2">
              <Label htmlFor={tasksId}>Tasks</Label>
              <Textarea
                id={tasksId}
                rows={4}
                value={tasksText}
                placeholder={"e.g., Sign up with your e-mail\nFind the pricing page\nCancel your subscription"}
                onChange={(event) => setTasksText(event.target.value)}
                disabled={running}
              />
              <p className="text-sm text-muted">{tasks.length === 1 ? "1 task" : `${tasks.length} tasks`}</p>
            </CardContent>
          </Card>
          {/* A refinement shows its progress and failure on the Results tab, where the result was. */}
          {!validation.refining && validation.status === "failed" && validation.error && (
            <ErrorPanel group="designers" title="Validation failed" message={validation.error} onRetry={() => void run()} />
          )}
          {running && !validation.refining && (
            <Card className="p-5" aria-busy="true">
              <p className="mb-3 text-sm text-muted" role="status">
                {personas.length} synthetic {personas.length === 1 ? "user is" : "users are"} trying{" "}
                {tasks.length === 1 ? "your task" : `${tasks.length} tasks`}…
              </p>
              <SkeletonText lines={4} />
            </Card>
          )}
          <AiLimitNotice id="validator-ai-limit" />
          <Button
            size="lg"
            className="w-full"
            onClick={() => void run()}
            disabled={running || !validation.ready || limit.exhausted}
            aria-describedby={limit.exhausted ? "validator-ai-limit" : undefined}
          >
            {running ? <Spinner /> : <Play size={16} aria-hidden />}
            {running ? "Running Validation..." : "Run UX Validation"}
          </Button>
        </TabsContent>

        <TabsContent value="results" className="flex flex-col gap-4">
          <ToolVersionBar run={validation} />
          {report && (
            <div className="flex flex-wrap items-center justify-end gap-2">
              <ResultActions markdown={report} fileName="ux-validation-report.md" save={validation.save()} />
            </div>
          )}
          {running && validation.refining && (
            <Card className="p-5" aria-busy="true">
              <p className="mb-3 text-sm text-muted" role="status">
                The synthetic users are trying again…
              </p>
              <SkeletonText lines={4} />
            </Card>
          )}
          {validation.refining && validation.status === "failed" && validation.error && (
            <ErrorPanel
              group="designers"
              title="Refinement failed"
              message={validation.error}
              onRetry={() => validation.retry(() => void run())}
            />
          )}
          {results.length > 0 && (
            <ResultsList
              results={results}
              answers={validation.result?.answers}
              ask={validation.status === "done" ? askPersona : undefined}
            />
          )}
          <ToolCutOffNotice run={validation} />
          {validation.request && validation.status === "done" && (
            <UnsavedPersonasNote tested={validation.request.personas} library={library} />
          )}
          {report && validation.status === "done" && <HandOffRow title="UX validation report" markdown={report} actions={nextSteps} />}
          <ToolRefineBox run={validation} />
        </TabsContent>
      </Tabs>
    </div>
  );
}
