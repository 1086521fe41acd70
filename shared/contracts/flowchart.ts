import { z } from "zod";

/** Node types the startup builder draws (docs/product.md#startup-builder). */
export const STARTUP_FLOW_NODE_TYPES = ["screen", "decision", "action", "endpoint"] as const;
/** Node types the visual flow tool draws: the startup builder's plus start/end and actor-specific steps. */
export const FLOW_NODE_TYPES = ["start", "end", "userAction", "systemAction", "screen", "decision", "action", "endpoint"] as const;
export type FlowNodeType = (typeof FLOW_NODE_TYPES)[number];

export const flowNodeSchema = z.object({
  id: z.string().min(1).max(64),
  type: z.enum(FLOW_NODE_TYPES),
  // Models may omit positions; the client lays the graph out top to bottom when they are missing.
  position: z.object({ x: z.number(), y: z.number() }).optional(),
  data: z.object({
    label: z.string().min(1).max(120),
    // Only endpoints carry a status: success is drawn green, anything else red.
    status: z.enum(["success", "failure"]).optional(),
  }),
});

export const flowEdgeSchema = z.object({
  id: z.string().min(1).max(64),
  source: z.string().min(1).max(64),
  target: z.string().min(1).max(64),
  label: z.string().max(60).optional(),
});

/**
 * `{nodes, edges}` as the diagram component consumes it. The refinement rejects graphs whose
 * edges point at missing nodes, so a broken model answer never reaches the canvas.
 */
export const flowchartDataSchema = z
  .object({
    nodes: z.array(flowNodeSchema).min(2).max(40),
    edges: z.array(flowEdgeSchema).min(1).max(80),
  })
  .superRefine((graph, ctx) => {
    const ids = new Set<string>();
    for (const node of graph.nodes) {
      if (ids.has(node.id)) ctx.addIssue({ code: "custom", message: `Duplicate node id ${node.id}` });
      ids.add(node.id);
    }
    for (const edge of graph.edges) {
      if (!ids.has(edge.source) || !ids.has(edge.target)) {
        ctx.addIssue({ code: "custom", message: `Edge ${edge.id} points at a missing node` });
      }
    }
  });

export type FlowNode = z.infer<typeof flowNodeSchema>;
export type FlowEdge = z.infer<typeof flowEdgeSchema>;
export type FlowchartData = z.infer<typeof flowchartDataSchema>;
