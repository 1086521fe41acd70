import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { freshNodeId, keptFlow, layoutTopToBottom, placeGraph, toFlowchartJson, toMermaid } from "../../app/components/diagram/flow-model";
import { nodeLook } from "../../app/components/diagram/node-styles";
import { FLOW_NODE_TYPES, flowchartDataSchema, type FlowchartData } from "../../shared/contracts/flowchart";
import { startupFlowchart } from "../../tools/kit/server/offline/idea-flowchart";

const flow: FlowchartData = {
  nodes: [
    { id: "a", type: "start", data: { label: "Start" } },
    { id: "b", type: "screen", data: { label: 'Pick a "plan"' } },
    { id: "c", type: "decision", data: { label: "Paid?" } },
    { id: "ok", type: "endpoint", data: { label: "Subscribed", status: "success" } },
    { id: "ko", type: "endpoint", data: { label: "Churned", status: "failure" } },
  ],
  edges: [
    { id: "e1", source: "a", target: "b" },
    { id: "e2", source: "b", target: "c" },
    { id: "e3", source: "c", target: "ok", label: "Yes" },
    { id: "e4", source: "c", target: "ko", label: "No" },
  ],
};

describe("node looks", () => {
  it("draws a success endpoint green and any other endpoint red, as a pill", () => {
    expect(nodeLook("endpoint", "success")).toMatchObject({ shape: "pill", fill: "#dcfce7", stroke: "#15803d" });
    expect(nodeLook("endpoint", "failure")).toMatchObject({ shape: "pill", fill: "#fee2e2", stroke: "#b91c1c" });
    expect(nodeLook("endpoint")).toMatchObject({ stroke: "#b91c1c" });
  });

  it("gives decisions a diamond and start/end a circle", () => {
    expect(nodeLook("decision").shape).toBe("diamond");
    expect(nodeLook("start").shape).toBe("circle");
    expect(nodeLook("end").shape).toBe("circle");
    for (const type of FLOW_NODE_TYPES) expect(nodeLook(type).width).toBeGreaterThan(0);
  });
});

describe("automatic layout", () => {
  it("lays a graph without positions out top to bottom: each edge points downwards", () => {
    const placed = placeGraph(flow);
    const y = new Map(placed.nodes.map((n) => [n.id, n.position.y]));
    for (const edge of flow.edges) expect(y.get(edge.target)!).toBeGreaterThan(y.get(edge.source)!);
    // The two outcomes of the decision sit side by side on the same rank.
    const [ok, ko] = ["ok", "ko"].map((id) => placed.nodes.find((n) => n.id === id)!.position);
    expect(ok!.y).toBe(ko!.y);
    expect(ok!.x).not.toBe(ko!.x);
  });

  it("keeps the model's positions when every node has one", () => {
    const positioned: FlowchartData = { ...flow, nodes: flow.nodes.map((n, i) => ({ ...n, position: { x: i * 10, y: 500 - i } })) };
    expect(placeGraph(positioned).nodes.map((n) => n.position)).toEqual(positioned.nodes.map((n) => n.position));
  });

  it("lays out any valid offline startup flow without overlapping nodes", () => {
    fc.assert(
      fc.property(fc.string({ minLength: 1, maxLength: 80 }), (idea) => {
        const placed = layoutTopToBottom(startupFlowchart(idea));
        const boxes = placed.nodes.map((n) => ({ ...n.position, ...nodeLook(n.type, n.data.status) }));
        for (let i = 0; i < boxes.length; i++)
          for (let j = i + 1; j < boxes.length; j++) {
            const a = boxes[i]!;
            const b = boxes[j]!;
            const overlap = a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
            expect(overlap).toBe(false);
          }
      }),
      { numRuns: 20 },
    );
  });
});

describe("JSON export", () => {
  it("round-trips through the flowchart schema with positions filled in", () => {
    const json = JSON.parse(toFlowchartJson(placeGraph(flow)));
    const parsed = flowchartDataSchema.parse(json);
    expect(parsed.nodes.every((n) => n.position)).toBe(true);
    expect(parsed.nodes.find((n) => n.id === "ok")?.data).toEqual({ label: "Subscribed", status: "success" });
    expect(parsed.edges.find((e) => e.id === "e3")?.label).toBe("Yes");
  });
});

describe("Mermaid export", () => {
  it("writes a top-down flowchart with shapes per type, labelled edges and outcome colours", () => {
    expect(toMermaid(flow)).toBe(
      [
        "flowchart TD",
        '  n1(("Start"))',
        '  n2["Pick a #quot;plan#quot;"]',
        '  n3{"Paid?"}',
        '  n4(["Subscribed"])',
        '  n5(["Churned"])',
        "  n1 --> n2",
        "  n2 --> n3",
        '  n3 -->|"Yes"| n4',
        '  n3 -->|"No"| n5',
        "  classDef success fill:#dcfce7,stroke:#15803d,color:#14532d",
        "  classDef failure fill:#fee2e2,stroke:#b91c1c,color:#7f1d1d",
        "  class n4 success",
        "  class n5 failure",
      ].join("\n"),
    );
  });

  it("never lets a label break out of its quotes or onto a new line", () => {
    fc.assert(
      fc.property(fc.string({ minLength: 1, maxLength: 60 }), (label) => {
        const text = toMermaid({ nodes: [{ ...flow.nodes[0]!, data: { label } }, flow.nodes[1]!], edges: [flow.edges[0]!] });
        const line = text.split("\n")[1]!;
        expect(line.startsWith('  n1(("')).toBe(true);
        expect(line.endsWith('"))')).toBe(true);
        expect(line.slice(7, -3)).not.toContain('"');
        expect(text.split("\n")).toHaveLength(4);
      }),
    );
  });
});

describe("new node ids", () => {
  it("never clash with existing ids", () => {
    expect(freshNodeId({ nodes: [{ id: "node-2" }, { id: "node-3" }] })).toBe("node-4");
    expect(freshNodeId({ nodes: [{ id: "x" }] })).toBe("node-2");
  });
});

describe("the diagram a result keeps", () => {
  it("is the user's edited graph, renamed step and all, with every position", () => {
    const edited = placeGraph(flow);
    edited.nodes[1] = { ...edited.nodes[1]!, data: { label: "Choose a plan" } };
    const kept = keptFlow(flow, edited);
    expect(kept.nodes.map((n) => n.data.label)).toEqual(["Start", "Choose a plan", "Paid?", "Subscribed", "Churned"]);
    expect(kept.nodes.every((n) => n.position)).toBe(true);
    expect(toMermaid(kept)).toContain('"Choose a plan"');
  });

  it("is the model's original while nothing was edited, or when the edit is no longer a valid flow", () => {
    expect(keptFlow(flow, null)).toBe(flow);
    const noConnections = { ...placeGraph(flow), edges: [] };
    expect(keptFlow(flow, noConnections)).toBe(flow);
  });
});
