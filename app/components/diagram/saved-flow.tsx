import type { FlowchartData } from "@shared/contracts/flowchart";
import { readFlowchartJson } from "@shared/flowchart-read";
import { useCallback, useMemo } from "react";
import { keptFlow, type PlacedGraph } from "./flow-model";
import FlowDiagram from "./flow-diagram";

/**
 * A ```flowchart-json block of a saved result, drawn as the diagram (loaded only when present).
 * `onChange` hears the diagram a version would keep, as first drawn and after every edit.
 */
export default function SavedFlow({ json, title, onChange }: { json: string; title: string; onChange?: (kept: FlowchartData) => void }) {
  const data = useMemo(() => readFlowchartJson(json), [json]);
  const report = useCallback((graph: PlacedGraph) => data && onChange?.(keptFlow(data, graph)), [data, onChange]);
  if (!data) return <p className="px-5 py-6 text-sm text-muted">This saved diagram could not be read.</p>;
  const fileBase =
    title
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, "-")
      .replace(/^-|-$/g, "")
      .slice(0, 40) || "flow";
  return <FlowDiagram data={data} title={title} fileBase={fileBase} onChange={onChange ? report : undefined} />;
}
