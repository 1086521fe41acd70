import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { flowchartDataSchema, type FlowchartData } from "../../shared/contracts/flowchart";
import { normalizeFlowchart } from "../../shared/flowchart-normalize";

/** Every diagram the normalizer returns must be one the canvas accepts. */
function normalized(value: unknown): FlowchartData {
  const result = normalizeFlowchart(value);
  expect(result).not.toBeNull();
  return flowchartDataSchema.parse(result);
}

const twoSteps = (extra: Record<string, unknown> = {}) => ({
  nodes: [
    { id: "a", type: "start", label: "Open app" },
    { id: "b", type: "screen", label: "Home" },
  ],
  edges: [{ from: "a", to: "b" }],
  ...extra,
});

describe("normalizing a diagram a model wrote", () => {
  it("reads a Llama-style answer with numeric ids, labels on the node and from/to edges", () => {
    const flow = normalized({
      nodes: [
        { id: 1, type: "Start", label: "Open app" },
        { id: 2, type: "Page", label: "Sign-up form" },
        { id: 3, type: "Condition", label: "Email valid?" },
        { id: 4, type: "Result", label: "Account created" },
        { id: 5, type: "Result", label: "Sign-up abandoned" },
      ],
      edges: [
        { from: 1, to: 2 },
        { from: 2, to: 3 },
        { from: 3, to: 4, label: "Yes" },
        { from: 3, to: 5, condition: "No" },
      ],
    });
    expect(flow.nodes.map((n) => [n.id, n.type, n.data.label, n.data.status])).toEqual([
      ["1", "start", "Open app", undefined],
      ["2", "screen", "Sign-up form", undefined],
      ["3", "decision", "Email valid?", undefined],
      ["4", "endpoint", "Account created", "success"],
      ["5", "endpoint", "Sign-up abandoned", "failure"],
    ]);
    expect(flow.edges).toEqual([
      { id: "e-1-2", source: "1", target: "2" },
      { id: "e-2-3", source: "2", target: "3" },
      { id: "e-3-4", source: "3", target: "4", label: "Yes" },
      { id: "e-3-5", source: "3", target: "5", label: "No" },
    ]);
  });

  it("takes the label from text, name or title when the model did not write label", () => {
    const flow = normalized({
      nodes: [
        { id: "a", type: "start", text: "Land on pricing" },
        { id: "b", type: "screen", name: "Plans" },
        { id: "c", type: "action", title: "Pay" },
        { id: "d", type: "action", data: { label: "Receipt" }, label: "ignored" },
      ],
      edges: [
        { source: "a", target: "b" },
        { src: "b", dst: "c" },
        { from: "c", to: "d", text: "paid" },
      ],
    });
    expect(flow.nodes.map((n) => n.data.label)).toEqual(["Land on pricing", "Plans", "Pay", "Receipt"]);
    expect(flow.edges.map((e) => `${e.source}>${e.target}`)).toEqual(["a>b", "b>c", "c>d"]);
    expect(flow.edges[2]?.label).toBe("paid");
  });

  it("maps type synonyms in any case and spelling onto our node types", () => {
    const cases: Array<[string, string]> = [
      ["BEGIN", "start"],
      ["entry", "start"],
      ["Finish", "end"],
      ["stop", "end"],
      ["exit", "end"],
      ["Terminal", "end"],
      ["process", "action"],
      ["Step", "action"],
      ["task", "action"],
      ["Operation", "action"],
      ["view", "screen"],
      ["UI", "screen"],
      ["Question", "decision"],
      ["choice", "decision"],
      ["Branch", "decision"],
      ["userAction", "userAction"],
      ["user_action", "userAction"],
      ["User-Action", "userAction"],
      ["user action", "userAction"],
      ["SystemAction", "systemAction"],
      ["system_process", "systemAction"],
      ["Outcome", "endpoint"],
      ["Endpoint", "endpoint"],
      ["swimlane", "action"],
      ["constructor", "action"],
      ["__proto__", "action"],
    ];
    const flow = normalized({
      nodes: cases.map(([type], i) => ({ id: `n${i}`, type, label: `Box ${i}` })),
      edges: [{ from: "n0", to: "n1" }],
    });
    expect(flow.nodes.map((n) => n.type)).toEqual(cases.map(([, type]) => type));
  });

  it("treats a box without a known type that asks a question as a decision", () => {
    const flow = normalized({
      nodes: [
        { id: "a", label: "Has an account?" },
        { id: "b", type: "widget", label: "Log in" },
      ],
      edges: [{ from: "a", to: "b" }],
    });
    expect(flow.nodes.map((n) => n.type)).toEqual(["decision", "action"]);
  });

  it("finds the diagram nested under flowchart, flowchartData, diagram or graph", () => {
    for (const key of ["flowchart", "flowchartData", "diagram", "graph"]) {
      expect(normalized({ [key]: twoSteps() }).nodes).toHaveLength(2);
    }
    expect(normalized({ diagram: { graph: twoSteps() } }).edges).toHaveLength(1);
  });

  it("reads edges written as links or connections", () => {
    const { edges: _edges, ...nodesOnly } = twoSteps();
    expect(normalized({ ...nodesOnly, links: [{ source: "a", target: "b" }] }).edges).toHaveLength(1);
    expect(normalized({ ...nodesOnly, connections: [{ from: "a", to: "b" }] }).edges).toHaveLength(1);
  });

  it("follows edges that name nodes by their label instead of their id", () => {
    const flow = normalized({
      nodes: [
        { type: "start", label: "Open app" },
        { type: "screen", label: "Home" },
      ],
      edges: [{ from: "Open app", to: "home" }],
    });
    expect(flow.edges).toEqual([{ id: "e-n1-n2", source: "n1", target: "n2" }]);
  });
});

describe("endpoints and their status", () => {
  it("keeps a status written on the node and infers one from the label when missing", () => {
    const flow = normalized({
      nodes: [
        { id: "s", type: "start", label: "Checkout" },
        { id: "ok", type: "endpoint", label: "Order placed", status: "SUCCESS" },
        { id: "ko", type: "endpoint", label: "Looks fine", data: { status: "failed" } },
        { id: "t", type: "endpoint", label: "Payment timed out" },
        { id: "d", type: "endpoint", label: "Card declined", status: "maybe" },
        { id: "c", type: "endpoint", label: "User cancelled" },
        { id: "w", type: "endpoint", label: "Welcome email sent" },
      ],
      edges: [{ from: "s", to: "ok" }],
    });
    expect(Object.fromEntries(flow.nodes.map((n) => [n.id, n.data.status]))).toEqual({
      s: undefined,
      ok: "success",
      ko: "failure",
      t: "failure",
      d: "failure",
      c: "failure",
      w: "success",
    });
  });

  it("draws an end the model marked as failed as a failure endpoint, and types success/error as endpoints", () => {
    const flow = normalized({
      nodes: [
        { id: "a", type: "start", label: "Start" },
        { id: "b", type: "end", label: "Gave up", status: "failure" },
        { id: "c", type: "Error", label: "Server down" },
        { id: "d", type: "success", label: "Done" },
      ],
      edges: [{ from: "a", to: "b" }],
    });
    expect(flow.nodes.slice(1).map((n) => [n.type, n.data.status])).toEqual([
      ["endpoint", "failure"],
      ["endpoint", "failure"],
      ["endpoint", "success"],
    ]);
  });

  it("drops a status on a node that is not an endpoint", () => {
    const flow = normalized(
      twoSteps({
        nodes: [
          { id: "a", label: "A", status: "success" },
          { id: "b", label: "B" },
        ],
      }),
    );
    expect(flow.nodes[0]?.data).toEqual({ label: "A" });
  });
});

describe("what is dropped or cut instead of failing", () => {
  it("drops edges to missing nodes, duplicate edges, self-loops and repeated node ids", () => {
    const flow = normalized({
      nodes: [
        { id: "a", type: "start", label: "First a" },
        { id: "b", type: "screen", label: "B" },
        { id: "a", type: "screen", label: "Second a" },
        "not a node",
        null,
      ],
      edges: [
        { from: "a", to: "b" },
        { from: "a", to: "b" },
        { from: "a", to: "b", label: "again" },
        { from: "b", to: "b" },
        { from: "b", to: "ghost" },
        { to: "b" },
        42,
      ],
    });
    expect(flow.nodes.map((n) => n.data.label)).toEqual(["First a", "B"]);
    expect(flow.edges).toEqual([
      { id: "e-a-b", source: "a", target: "b" },
      { id: "e-a-b-2", source: "a", target: "b", label: "again" },
    ]);
  });

  it("keeps a model's own edge ids and makes up one when two edges share an id", () => {
    const flow = normalized({
      nodes: [
        { id: "a", label: "A" },
        { id: "b", label: "B" },
        { id: "c", label: "C" },
      ],
      edges: [
        { id: "e1", from: "a", to: "b" },
        { id: "e1", from: "b", to: "c" },
      ],
    });
    expect(flow.edges.map((e) => e.id)).toEqual(["e1", "e-b-c"]);
  });

  it("names a node without any text after its id rather than dropping it and its edges", () => {
    const flow = normalized({
      nodes: [{ id: "begin", type: "start" }, { id: "check_email" }, { id: 7, type: "screen", label: "  " }],
      edges: [
        { from: "begin", to: "check_email" },
        { from: "check_email", to: 7 },
      ],
    });
    expect(flow.nodes.map((n) => n.data.label)).toEqual(["Start", "check email", "Step 7"]);
    expect(flow.edges).toHaveLength(2);
  });

  it("cuts long labels at a word boundary with an ellipsis", () => {
    const long = "Review the uploaded onboarding screens for contrast, copy and spacing problems ".repeat(3);
    const flow = normalized(
      twoSteps({
        nodes: [
          { id: "a", label: long },
          { id: "b", label: "B" },
        ],
        edges: [{ from: "a", to: "b", label: long }],
      }),
    );
    const label = flow.nodes[0]?.data.label ?? "";
    expect(label.length).toBeLessThanOrEqual(120);
    expect(label.endsWith("…")).toBe(true);
    expect(long.startsWith(label.slice(0, -1) + " ")).toBe(true);
    expect(flow.edges[0]?.label?.length).toBeLessThanOrEqual(60);
  });

  it("cuts the node and edge lists at the canvas maximum", () => {
    const nodes = Array.from({ length: 500 }, (_, i) => ({ id: i, label: `Step ${i}` }));
    const edges = Array.from({ length: 5000 }, (_, i) => ({ from: i % 39, to: (i % 39) + 1, label: `${i}` }));
    const flow = normalized({ nodes, edges });
    expect(flow.nodes).toHaveLength(40);
    expect(flow.edges).toHaveLength(80);
  });

  it("keeps positions only when both coordinates are numbers, reading numbers written as text", () => {
    const flow = normalized({
      nodes: [
        { id: "a", label: "A", position: { x: "120", y: 40 } },
        { id: "b", label: "B", position: { x: 10 } },
        { id: "c", label: "C", x: 5, y: 6 },
        { id: "d", label: "D", position: { x: "left", y: 1 } },
        { id: "e", label: "E", position: { x: Number.NaN, y: 1 } },
      ],
      edges: [{ from: "a", to: "b" }],
    });
    expect(flow.nodes.map((n) => n.position)).toEqual([{ x: 120, y: 40 }, undefined, { x: 5, y: 6 }, undefined, undefined]);
  });

  it("returns null unless two nodes and one edge survive", () => {
    for (const value of [
      null,
      undefined,
      "flowchart",
      42,
      [],
      {},
      { nodes: "a,b" },
      { nodes: [{ id: "a", label: "A" }], edges: [{ from: "a", to: "a" }] },
      {
        nodes: [
          { id: "a", label: "A" },
          { id: "b", label: "B" },
        ],
        edges: [],
      },
      {
        nodes: [
          { id: "a", label: "A" },
          { id: "b", label: "B" },
        ],
      },
      {
        nodes: [
          { id: "a", label: "A" },
          { id: "b", label: "B" },
        ],
        edges: [{ from: "a", to: "z" }],
      },
    ]) {
      expect(normalizeFlowchart(value)).toBeNull();
    }
  });
});

describe("any input at all", () => {
  // Mostly model-like values with noise in every field; ids and endpoints come from a small pool
  // so edges often connect and the property checks real diagrams, not only nulls.
  const smallId = fc.oneof(fc.integer({ min: 0, max: 8 }), fc.constantFrom("0", "1", "n1", "Start"));
  const noisy = <T>(likely: fc.Arbitrary<T>) => fc.oneof({ arbitrary: likely, weight: 4 }, { arbitrary: fc.anything(), weight: 1 });
  const nodeLike = fc.record(
    {
      id: noisy(fc.oneof(smallId, fc.string({ maxLength: 80 }))),
      type: noisy(fc.constantFrom("Start", "end", "Decision", "result", "user action", "??")),
      label: noisy(fc.string({ maxLength: 200 })),
      status: noisy(fc.constantFrom("success", "Failure", "ok")),
      position: noisy(fc.record({ x: fc.oneof(fc.double(), fc.string()), y: fc.double() })),
      data: fc.anything(),
    },
    { requiredKeys: ["id"] },
  );
  const edgeLike = fc.record(
    { id: fc.anything(), from: noisy(smallId), to: noisy(smallId), label: noisy(fc.string({ maxLength: 100 })) },
    { requiredKeys: ["from", "to"] },
  );
  const diagramLike = fc.record({
    nodes: fc.array(noisy(nodeLike), { maxLength: 60, size: "medium" }),
    edges: fc.array(noisy(edgeLike), { maxLength: 120, size: "medium" }),
  });

  it("never throws, and whatever it returns passes the diagram schema", () => {
    fc.assert(
      fc.property(fc.oneof(fc.anything(), diagramLike, fc.record({ graph: diagramLike })), (value) => {
        const result = normalizeFlowchart(value);
        if (result !== null) flowchartDataSchema.parse(result);
      }),
      { numRuns: 500 },
    );
  });

  it("returns a diagram for many of those inputs, so the property above checks real output", () => {
    const samples = fc.sample(diagramLike, { numRuns: 200, seed: 7 });
    const kept = samples.filter((value) => normalizeFlowchart(value) !== null).length;
    expect(kept).toBeGreaterThan(50);
  });
});

describe("a runaway answer", () => {
  it("looks at no more than 200 nodes and 400 edges however long the lists are", () => {
    const reads = { nodes: 0, edges: 0 };
    const counted = (list: unknown[], kind: keyof typeof reads) =>
      new Proxy(list, {
        get(target, key, receiver) {
          if (typeof key === "string" && /^\d+$/.test(key)) reads[kind] += 1;
          return Reflect.get(target, key, receiver);
        },
      });
    const nodes = Array.from({ length: 100_000 }, (_, i) => ({ id: i, label: `Step ${i}` }));
    const edges = Array.from({ length: 100_000 }, (_, i) => ({ from: i, to: i + 1 }));
    const flow = normalized({ nodes: counted(nodes, "nodes"), edges: counted(edges, "edges") });
    expect(flow.nodes).toHaveLength(40);
    expect(reads.nodes).toBeLessThanOrEqual(200);
    expect(reads.edges).toBeLessThanOrEqual(400);
  });
});
