import { readFlowchartJson } from "@shared/flowchart-read";
import FlowDiagram from "./flow-diagram";

/** A ```flowchart-json block of a saved result, drawn as the diagram (loaded only when present). */
export default function SavedFlow({ json, title }: { json: string; title: string }) {
  const data = readFlowchartJson(json);
  if (!data) return <p className="px-5 py-6 text-sm text-muted">This saved diagram could not be read.</p>;
  const fileBase = title.toLowerCase().replace(/[^a-z0-9]+/g, "-").replace(/^-|-$/g, "").slice(0, 40) || "flow";
  return <FlowDiagram data={data} title={title} fileBase={fileBase} />;
}
