import { lazy, Suspense } from "react";
import { Skeleton } from "~/components/ui/skeleton";
import type { FlowDiagramProps } from "./flow-diagram";

// React Flow and dagre load only where a diagram is actually shown.
const FlowDiagram = lazy(() => import("./flow-diagram"));

export function LazyFlowDiagram(props: FlowDiagramProps) {
  return (
    <Suspense fallback={<Skeleton className="h-[500px] w-full rounded-none" />}>
      <FlowDiagram {...props} />
    </Suspense>
  );
}
