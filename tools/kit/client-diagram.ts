/**
 * The flow diagram a tool screen draws and edits (app/components/diagram/). A tool folder reaches the
 * app only through the kit (docs/architecture.md, "A tool is one definition").
 */
export { keptFlow, type PlacedGraph, toMermaid } from "~/components/diagram/flow-model";
export { LazyFlowDiagram } from "~/components/diagram/lazy-flow-diagram";
