import { ClipboardCheck, Frame } from "lucide-react";
import { useCallback } from "react";
import { Button } from "../kit/client-ui";
import { LazyFlowDiagram, type PlacedGraph } from "../kit/client-diagram";
import type { UseCase } from "@shared/contracts/flow-results";

function slug(text: string): string {
  return (
    text
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, "-")
      .replace(/^-|-$/g, "")
      .slice(0, 40) || "flow"
  );
}

type UseCaseCardProps = {
  useCase: UseCase;
  index: number;
  /** Receives the diagram after every edit, so Save, Copy and Markdown keep the user's changes. */
  onEdit: (index: number, graph: PlacedGraph) => void;
  /** "Validate this flow": opens the Prototype Validator with tasks from this use case. */
  onValidate?: (index: number) => void;
  /** "Draw wireframes": opens Wireframes with this use case's flow. */
  onDrawWireframes?: (index: number) => void;
};

/** One use case: its title and description above its flow diagram. */
export function UseCaseCard({ useCase, index, onEdit, onValidate, onDrawWireframes }: UseCaseCardProps) {
  // Stable, so the diagram reports a change only when its graph changes.
  const onChange = useCallback((graph: PlacedGraph) => onEdit(index, graph), [onEdit, index]);
  return (
    <article className="card overflow-hidden" aria-labelledby={`use-case-${index}`}>
      <header className="flex flex-col gap-3 border-b border-border px-5 py-4 sm:flex-row sm:items-start">
        <div className="min-w-0 flex-1">
          <p className="text-sm font-medium text-founder">Use case {index + 1}</p>
          <h3 id={`use-case-${index}`} className="mt-0.5 text-base font-semibold [overflow-wrap:anywhere]">
            {useCase.title}
          </h3>
          <p className="mt-1 max-w-[70ch] text-sm text-muted [overflow-wrap:anywhere]">{useCase.description}</p>
        </div>
        <div className="flex flex-wrap gap-2 self-start">
          {onDrawWireframes && (
            <Button variant="outline" size="sm" onClick={() => onDrawWireframes(index)} aria-describedby={`use-case-${index}`}>
              <Frame size={16} aria-hidden />
              Draw wireframes
            </Button>
          )}
          {onValidate && (
            <Button variant="outline" size="sm" onClick={() => onValidate(index)} aria-describedby={`use-case-${index}`}>
              <ClipboardCheck size={16} aria-hidden />
              Validate this flow
            </Button>
          )}
        </div>
      </header>
      <LazyFlowDiagram
        data={useCase.flowchartData}
        title={useCase.title}
        fileBase={`flow-${index + 1}-${slug(useCase.title)}`}
        onChange={onChange}
      />
    </article>
  );
}
