import { WandSparkles } from "lucide-react";
import { useEffect, useState } from "react";
import {
  AiLimitNotice,
  briefText,
  DesignerToolHeader,
  ErrorPanel,
  HandOffRow,
  SaveRow,
  ToolRefineBox,
  ToolVersionBar,
  useAiLimit,
  useToolRun,
  useWorkingProduct,
} from "../kit/client-screen";
import { MarkdownResult } from "../kit/client-markdown";
import { Button, Card, CardContent, CardHeader, CardTitle, SkeletonText, Spinner, toast } from "../kit/client-ui";
import { WORKSHOP_MISSING_MESSAGE } from "./contract";
import { EMPTY_WORKSHOP, emptyWorkshopFields, WorkshopFormFields, type WorkshopFields } from "./client-form";

const FALLBACK = "Failed to generate workshop agenda.";
// The tool's toasts replace each other: a retry's success takes the failure away (toast-store.ts).
const TOASTS = "generate-workshop";
const EXAMPLE: WorkshopFields = {
  workshopType: "Design Sprint",
  duration: "2 hours",
  participants: "1 product owner, 1 product manager, 2 designers, 2 developers",
  goals: "Choose one direction for the new onboarding flow of our budgeting app and agree what to prototype and test next week.",
};

/** The UX Workshop Generator screen (docs/product.md#ux-workshop-generator). */
export function WorkshopGenerator({ onBack }: { onBack?: () => void }) {
  const [fields, setFields] = useState<WorkshopFields>(EMPTY_WORKSHOP);
  // After a Generate with empty fields, the message also stays beside the form (as the other tools'
  // do) until every field is filled: the toast alone was gone in seconds and pointed at no field.
  const [checked, setChecked] = useState(false);
  const missing = checked ? emptyWorkshopFields(fields) : [];
  // Inside a product, the goals start from its brief while they are empty (docs/product.md#products).
  const { product } = useWorkingProduct();
  useEffect(() => {
    if (product)
      setFields((current) =>
        current.goals.trim() ? current : { ...current, goals: `Align the team on ${product.name}: ${briefText(product)}` },
      );
  }, [product]);
  const workshop = useToolRun("generate-workshop", {
    fallbackError: FALLBACK,
    toasts: {
      failed: "Generation Failed",
      done: () => ({ title: "Workshop Generated!", description: "Your workshop agenda is ready.", variant: "success" }),
      scope: TOASTS,
    },
    onFailure: (error) => console.error("Workshop generation failed", error),
  });
  const loading = workshop.status === "running";
  const agenda = workshop.result?.agenda ?? "";
  const failure = workshop.status === "failed" ? workshop.error : null;
  const limit = useAiLimit();

  const generate = async () => {
    if (limit.exhausted) return;
    const body = {
      workshopType: fields.workshopType.trim(),
      duration: fields.duration.trim(),
      participants: fields.participants.trim(),
      goals: fields.goals.trim(),
    };
    if (!body.workshopType || !body.duration || !body.participants || !body.goals) {
      setChecked(true);
      toast({
        title: "Missing Information",
        description: WORKSHOP_MISSING_MESSAGE,
        variant: "destructive",
        scope: TOASTS,
      });
      return;
    }
    await workshop.run(body);
  };

  return (
    <div className="mx-auto w-full max-w-4xl">
      <DesignerToolHeader
        title="UX Workshop Generator"
        intro="Create structured, engaging workshop agendas tailored to your team's needs."
        onBack={onBack}
      />

      <Card className="mt-8">
        <CardHeader>
          <CardTitle>Workshop Details</CardTitle>
        </CardHeader>
        <CardContent>
          <form
            className="flex flex-col gap-6"
            onSubmit={(event) => {
              event.preventDefault();
              void generate();
            }}
          >
            <WorkshopFormFields value={fields} onChange={setFields} disabled={loading} invalid={missing} errorId="workshop-missing" />
            {missing.length > 0 && (
              <p id="workshop-missing" role="alert" className="-mt-2 text-sm font-medium text-danger">
                {WORKSHOP_MISSING_MESSAGE}
              </p>
            )}
            <AiLimitNotice id="workshop-ai-limit" />
            <Button
              type="submit"
              size="lg"
              className="w-full"
              disabled={loading || !workshop.ready || limit.exhausted}
              aria-describedby={limit.exhausted ? "workshop-ai-limit" : undefined}
            >
              {loading ? <Spinner /> : null}
              {loading ? "Generating Workshop..." : "Generate Workshop Agenda"}
            </Button>
          </form>
        </CardContent>
      </Card>

      <div className="mt-8 flex flex-col gap-4">
        <ToolVersionBar run={workshop} />
        {!agenda && !loading && !failure && (
          <div className="rounded-card border border-dashed border-border p-6 text-muted">
            <p className="font-medium text-ink">Your agenda will appear here.</p>
            <p className="mt-1 text-sm">
              For example: a 2-hour Design Sprint for a product owner, a product manager, two designers and two developers, to choose one
              direction for a new onboarding flow.
            </p>
            <Button variant="outline" size="sm" className="mt-4" onClick={() => setFields(EXAMPLE)} disabled={!workshop.ready}>
              <WandSparkles size={16} aria-hidden />
              Use this example
            </Button>
          </div>
        )}
        {loading && (
          <Card aria-busy="true">
            <CardHeader>
              <CardTitle>Your Workshop Agenda</CardTitle>
            </CardHeader>
            <CardContent>
              <SkeletonText lines={8} />
            </CardContent>
          </Card>
        )}
        {failure && (
          <ErrorPanel group="designers" title="Generation Failed" message={failure} onRetry={() => workshop.retry(() => void generate())} />
        )}
        {/* The agenda is Markdown: set as a document like every tool result; Copy and Markdown give the source. */}
        {agenda && (
          <div className="flex flex-col gap-3">
            <MarkdownResult title="Your Workshop Agenda" markdown={agenda} fileName="workshop-agenda.md" />
            <SaveRow {...workshop.save()} />
            {workshop.status === "done" && <HandOffRow title="Workshop agenda" markdown={agenda} />}
          </div>
        )}
        <ToolRefineBox run={workshop} />
      </div>
    </div>
  );
}
