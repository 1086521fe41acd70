import type { FlowNodeType } from "@shared/contracts/flowchart";

/** How a node type is drawn: its shape and the box dagre lays out around it. */
export type NodeShape = "rect" | "rounded" | "diamond" | "pill" | "circle";

export type NodeLook = {
  shape: NodeShape;
  width: number;
  height: number;
  /** Light-theme colours, used by exports (a document on white) and as the live light palette. */
  fill: string;
  stroke: string;
  text: string;
  /** Words for screen readers and the legend. */
  name: string;
};

const GREEN = { fill: "#dcfce7", stroke: "#15803d", text: "#14532d" };
const RED = { fill: "#fee2e2", stroke: "#b91c1c", text: "#7f1d1d" };

const LOOKS: Record<FlowNodeType, NodeLook> = {
  start: { shape: "circle", width: 64, height: 64, fill: "#18181b", stroke: "#18181b", text: "#ffffff", name: "Start" },
  end: { shape: "circle", width: 64, height: 64, fill: "#ffffff", stroke: "#18181b", text: "#18181b", name: "End" },
  screen: { shape: "rect", width: 176, height: 52, fill: "#eef2ff", stroke: "#4f46e5", text: "#312e81", name: "Screen" },
  action: { shape: "rounded", width: 176, height: 48, fill: "#fff7ed", stroke: "#b45309", text: "#78350f", name: "Action" },
  userAction: { shape: "rounded", width: 176, height: 48, fill: "#f5f3ff", stroke: "#7c3aed", text: "#4c1d95", name: "User action" },
  systemAction: { shape: "rounded", width: 176, height: 48, fill: "#ecfeff", stroke: "#0e7490", text: "#164e63", name: "System action" },
  decision: { shape: "diamond", width: 168, height: 88, fill: "#fefce8", stroke: "#a16207", text: "#713f12", name: "Decision" },
  endpoint: { shape: "pill", width: 176, height: 44, ...RED, name: "Endpoint" },
};

/** The look of a node: an endpoint is green when its status is success and red otherwise. */
export function nodeLook(type: FlowNodeType, status?: string): NodeLook {
  const look = LOOKS[type] ?? LOOKS.action;
  if (type !== "endpoint") return look;
  return status === "success" ? { ...look, ...GREEN, name: "Success endpoint" } : { ...look, ...RED, name: "Failure endpoint" };
}
