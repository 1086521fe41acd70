import "@xyflow/react/dist/style.css";
import "./diagram.css";
import {
  addEdge,
  Background,
  Controls,
  MarkerType,
  MiniMap,
  ReactFlow,
  ReactFlowProvider,
  useEdgesState,
  useNodesState,
  useReactFlow,
  type Connection,
  type Edge,
} from "@xyflow/react";
import { useEffect, useMemo, useRef, useState } from "react";
import { downloadBlob, downloadText } from "~/components/tools/kit/export-text";
import { toastError } from "~/components/ui/toast";
import { FLOW_NODE_TYPES, type FlowchartData, type FlowNodeType } from "@shared/contracts/flowchart";
import { DiagramToolbar, type ExportFormat } from "./diagram-toolbar";
import { freshNodeId, layoutTopToBottom, placeGraph, toFlowchartJson, toMermaid, type PlacedGraph } from "./flow-model";
import { NODE_TYPES, RenameContext, type DiagramNode } from "./flow-node";
import { nodeLook } from "./node-styles";
import { PhoneZoomBar } from "./phone-zoom-bar";
import { graphBounds, phoneCanvasHeight, readableViewport } from "./readable-viewport";
import { graphToSvg, svgToPngBlob } from "./svg-export";

export type FlowDiagramProps = {
  data: FlowchartData;
  /** Names the diagram for screen readers and export files. */
  title: string;
  /** Export file name without extension, e.g. "startup-flow". */
  fileBase: string;
  /** Node types offered by "Add step" (the startup builder uses its four). */
  nodeTypes?: readonly FlowNodeType[];
  /** Called with the edited graph after every change, so saving keeps the user's edits. */
  onChange?: (graph: PlacedGraph) => void;
};

// docs/product.md#flow-diagrams: zoom range 0.3 to 2; initial fit with padding 0.2 and zoom between 0.5 and 1.5.
const ZOOM = { min: 0.3, max: 2 } as const;
const FIT_VIEW = { padding: 0.2, minZoom: 0.5, maxZoom: 1.5 } as const;
// Below this width the fit keeps text readable and the zoom buttons move under the canvas (diagram.css).
const NARROW = "(max-width: 639.9px)";
const isNarrow = () => typeof window !== "undefined" && window.matchMedia(NARROW).matches;
const EDGE_DEFAULTS = {
  type: "smoothstep",
  markerEnd: { type: MarkerType.ArrowClosed, width: 18, height: 18, color: "rgb(var(--c-muted))" },
} as const;

const toNodes = (graph: PlacedGraph): DiagramNode[] =>
  graph.nodes.map((n) => ({ id: n.id, type: n.type, position: n.position, data: { ...n.data } }));
const toEdges = (graph: PlacedGraph): Edge[] =>
  graph.edges.map((e) => ({ ...EDGE_DEFAULTS, id: e.id, source: e.source, target: e.target, label: e.label }));
const toGraph = (nodes: DiagramNode[], edges: Edge[]): PlacedGraph => ({
  nodes: nodes.map((n) => ({
    id: n.id,
    type: n.type as FlowNodeType,
    position: n.position,
    data: { label: n.data.label, status: n.data.status },
  })),
  edges: edges.map((e) => ({
    id: e.id,
    source: e.source,
    target: e.target,
    label: typeof e.label === "string" && e.label ? e.label : undefined,
  })),
});

/** An editable flow diagram: 500 px tall, minimap and controls, PNG/SVG/JSON/Mermaid export. */
export default function FlowDiagram(props: FlowDiagramProps) {
  return (
    <ReactFlowProvider>
      <Canvas {...props} />
    </ReactFlowProvider>
  );
}

function Canvas({ data, title, fileBase, nodeTypes = FLOW_NODE_TYPES, onChange }: FlowDiagramProps) {
  const initial = useMemo(() => placeGraph(data), [data]);
  const [nodes, setNodes, onNodesChange] = useNodesState<DiagramNode>(toNodes(initial));
  const [edges, setEdges, onEdgesChange] = useEdgesState<Edge>(toEdges(initial));
  const [editingId, setEditingId] = useState<string | null>(null);
  const [narrow] = useState(isNarrow);
  // On a phone the canvas is as tall as the flow (readable-viewport.ts), so its outcomes show without a drag.
  const [phoneHeight, setPhoneHeight] = useState(() => (narrow ? phoneCanvasHeight(graphBounds(initial)) : null));
  const canvasRef = useRef<HTMLDivElement>(null);
  const flow = useReactFlow<DiagramNode, Edge>();
  const graph = useMemo(() => toGraph(nodes, edges), [nodes, edges]);
  const selectedCount = nodes.filter((n) => n.selected).length + edges.filter((e) => e.selected).length;

  useEffect(() => onChange?.(graph), [graph, onChange]);

  const onConnect = (connection: Connection) =>
    setEdges((current) => addEdge({ ...connection, ...EDGE_DEFAULTS, id: `edge-${Date.now().toString(36)}` }, current));

  const addNode = (type: FlowNodeType, status?: "success" | "failure") => {
    const look = nodeLook(type, status);
    const centre = flow.screenToFlowPosition({ x: window.innerWidth / 2, y: window.innerHeight / 2 });
    const id = freshNodeId(graph);
    const label = type === "start" ? "Start" : type === "end" ? "End" : status === "failure" ? "Drop-off" : "New step";
    setNodes((current) => [
      ...current.map((n) => ({ ...n, selected: false })),
      {
        id,
        type,
        position: { x: centre.x - look.width / 2, y: centre.y - look.height / 2 },
        data: status ? { label, status } : { label },
        selected: true,
      },
    ]);
    setEditingId(id);
  };

  const deleteSelected = () => void flow.deleteElements({ nodes: nodes.filter((n) => n.selected), edges: edges.filter((e) => e.selected) });

  /** Shows the whole diagram; on a phone, as much of it as fits with readable text. */
  const fit = (placed: PlacedGraph, duration?: number) => {
    const bounds = graphBounds(placed);
    const canvas = canvasRef.current;
    if (!isNarrow() || !bounds || !canvas) return void flow.fitView({ ...FIT_VIEW, duration });
    // The height the canvas takes on the next render: the view is placed for it, not for the old one.
    const size = { width: canvas.clientWidth, height: phoneCanvasHeight(bounds) };
    setPhoneHeight(size.height);
    void flow.setViewport(readableViewport(bounds, size, FIT_VIEW.maxZoom), { duration });
  };

  const tidy = () => {
    const laid = layoutTopToBottom(graph);
    setNodes((current) => current.map((n) => ({ ...n, position: laid.nodes.find((l) => l.id === n.id)?.position ?? n.position })));
    requestAnimationFrame(() => fit(laid, 200));
  };

  const exportAs = async (format: ExportFormat) => {
    try {
      if (format === "json") return downloadText(toFlowchartJson(graph), `${fileBase}.json`, "application/json");
      if (format === "mermaid") return downloadText(toMermaid(graph), `${fileBase}.mmd`, "text/plain");
      const { svg, width, height } = graphToSvg(graph, title);
      if (format === "svg") return downloadText(svg, `${fileBase}.svg`, "image/svg+xml");
      downloadBlob(await svgToPngBlob(svg, width, height), `${fileBase}.png`);
    } catch (error) {
      toastError("Export failed", error);
    }
  };

  return (
    <RenameContext.Provider value={{ editingId, setEditingId }}>
      <figure className="m-0" aria-label={`${title} diagram`}>
        <DiagramToolbar
          title={title}
          nodeTypes={nodeTypes}
          canDelete={selectedCount > 0}
          onAdd={addNode}
          onDelete={deleteSelected}
          onLayout={tidy}
          onExport={(format) => void exportAs(format)}
        />
        <div
          ref={canvasRef}
          className="flow-canvas h-[500px] w-full"
          style={phoneHeight ? { height: phoneHeight } : undefined}
          data-testid="flow-canvas"
          onKeyDown={(event) => {
            // Keyboard rename: F2 or Enter on a selected node.
            if (editingId || (event.key !== "F2" && event.key !== "Enter")) return;
            const selected = nodes.filter((n) => n.selected);
            if (selected.length === 1) {
              event.preventDefault();
              setEditingId(selected[0]!.id);
            }
          }}
        >
          <ReactFlow<DiagramNode, Edge>
            nodes={nodes}
            edges={edges}
            nodeTypes={NODE_TYPES}
            onNodesChange={onNodesChange}
            onEdgesChange={onEdgesChange}
            onConnect={onConnect}
            minZoom={ZOOM.min}
            maxZoom={ZOOM.max}
            fitView={!narrow}
            // A phone shows the whole flow, so a swipe over it scrolls the page (diagram.css) rather than pan.
            panOnDrag={!narrow}
            fitViewOptions={FIT_VIEW}
            onInit={() => {
              if (narrow) fit(initial);
            }}
            deleteKeyCode={["Backspace", "Delete"]}
            // The page keeps scrolling over the canvas; zoom with the controls, a pinch or Ctrl + wheel.
            zoomOnScroll={false}
            preventScrolling={false}
            colorMode="system"
            proOptions={{ hideAttribution: true }}
          >
            <Background gap={20} size={1} />
            <Controls showInteractive={false} aria-label="Zoom controls" />
            <MiniMap
              pannable
              zoomable
              ariaLabel={`${title} minimap`}
              nodeColor={(n) => nodeLook(n.type as FlowNodeType, (n.data as { status?: string }).status).fill}
              nodeStrokeColor={(n) => nodeLook(n.type as FlowNodeType, (n.data as { status?: string }).status).stroke}
              nodeStrokeWidth={3}
            />
          </ReactFlow>
        </div>
        <PhoneZoomBar minZoom={ZOOM.min} maxZoom={ZOOM.max} onFit={() => fit(graph, 200)} />
        <figcaption className="border-t border-border px-4 py-2 text-sm text-muted">
          Drag to move · double-click a step (or press F2) to rename · drag from a dot to connect · select and press Delete to remove
        </figcaption>
        <ol className="sr-only" aria-label={`${title} steps`}>
          {graph.nodes.map((n) => (
            <li key={n.id}>{`${nodeLook(n.type, n.data.status).name}: ${n.data.label}`}</li>
          ))}
        </ol>
      </figure>
    </RenameContext.Provider>
  );
}
