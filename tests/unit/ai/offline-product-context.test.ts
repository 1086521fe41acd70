import { generateText } from "ai";
import { describe, expect, it } from "vitest";
import { TOOL_NAMES, toolContracts, type ToolName } from "../../../tools/contracts";
import { startupStrategySaved, useCaseSaved, validationBrief, validationReport } from "../../../shared/result-markdown";
import { DEFAULT_ACCENT } from "../../../shared/contracts/landing-page";
import { landingPagePart } from "../../../shared/landing-markdown";
import { splitVersions, versionMessages, type StoredMessage } from "../../../shared/result-versions";
import { prepareChatCall, prepareToolCall } from "../../../workers/ai/calls";
import type { ModelContext, ProductBrief } from "../../../tools/kit/server/model-context";
import { startupFlowchart } from "../../../tools/kit/server/offline/idea-flowchart";
import { validationResults } from "../../../tools/validate-ux/server-offline";
import { visualFlowUseCases } from "../../../tools/generate-visual-flow/server-offline";
import { readSavedSource } from "../../../workers/ai/saved-sources";
import { researchClaims, unbackedClaims } from "../../../shared/research-claims.mjs";
import { caseStudyBacking } from "../../../tools/case-study-generator/server-claims";
import { caseStudy } from "../../../tools/case-study-generator/server-offline";
import { generateStructured } from "../../../workers/ai/structured";
import { collectText, openTextStream } from "../../../workers/ai/text-stream";
import { readConfig } from "../../../workers/config";
import { workerTools } from "../../../tools/server";
import { toolExamples } from "../../tool-examples";

const setup = { config: readConfig({ AI_PROVIDER: "offline", OFFLINE_TOKEN_DELAY_MS: "0", EXPERT_NAME: "Dana Test" }), tools: workerTools };
const product: ProductBrief = {
  name: "ShedShare",
  idea: "Neighbours lend each other garden tools",
  audience: "Busy parents who garden at weekends.",
  notes: "",
  personas: [],
};
const AUDIENCE = "Busy parents who garden at weekends";

const idea = "A marketplace where neighbours lend each other garden tools, with deposits and reviews";
/** A first run of each tool, from its examples; the landing page without a pitch section, where the audience must still show. */
const bodies: Record<ToolName, Record<string, unknown>> = {
  ...(Object.fromEntries(TOOL_NAMES.map((tool) => [tool, toolExamples[tool].request(idea)])) as Record<ToolName, Record<string, unknown>>),
  "generate-landing-page": { ...toolExamples["generate-landing-page"].request(idea), contentSections: ["features", "cta"] },
};

/** A tool run as the route makes it, with the context the server read, as the text a user would see. */
async function run(tool: ToolName, context: ModelContext = {}, body: unknown = bodies[tool]): Promise<string> {
  const contract = toolContracts[tool];
  const input = contract.request.parse(body);
  const call = prepareToolCall(setup, tool, input as never, { context });
  if (contract.modelOutput) return JSON.stringify(await generateStructured({ ...call, schema: contract.modelOutput }));
  return collectText(await openTextStream(call));
}

describe("the offline model inside a product", () => {
  for (const tool of TOOL_NAMES) {
    it(`${tool}: names the product and its audience`, async () => {
      const output = await run(tool, { product });
      expect(output).toContain("ShedShare");
      expect(output).toContain(AUDIENCE);
      // Outside the product, neither is there: the brief is what put them in.
      const plain = await run(tool);
      expect(plain).not.toContain("ShedShare");
      expect(plain).not.toContain(AUDIENCE);
    });
  }

  it("puts the product's name in the title and its audience as the primary user of an MVP plan", async () => {
    const plan = await run("build-startup", { product });
    expect(plan).toMatch(/^# ShedShare: MVP plan and UX strategy/);
    // The audience carries its own "who …" clause, so the plan starts a new sentence instead of stacking a second "who".
    expect(plan).toContain(`**Primary user:** ${AUDIENCE}. They need help with`);
  });

  it("is deterministic", async () => {
    expect(await run("launch-assistant", { product })).toBe(await run("launch-assistant", { product }));
  });

  it("ignores a context that does not fit, answering as outside a product", async () => {
    const input = toolContracts["monetization-strategy"].request.parse(bodies["monetization-strategy"]);
    const call = prepareToolCall(setup, "monetization-strategy", input, { context: { product: { name: 42 } as never } });
    expect(await collectText(await openTextStream(call))).toBe(await run("monetization-strategy"));
  });

  it("opens a chat reply with “For {product name}: ” and writes for the audience", async () => {
    const messages = [{ role: "user" as const, content: "How should I price it?" }];
    const reply = (await generateText(prepareChatCall(setup, messages, { context: { product } }))).text;
    expect(reply).toMatch(/^For ShedShare: great question/);
    expect(reply).toContain(`Keeping your audience in mind: ${AUDIENCE}.`);
    const plain = (await generateText(prepareChatCall(setup, messages))).text;
    expect(plain).toMatch(/^Great question/);
  });
});

const tasks = ["Find a hedge trimmer nearby", "Book it for Saturday"];
const personas = [
  { id: "p1", name: "Maya", description: "Busy parent, first-time gardener", motivation: "" },
  { id: "p2", name: "Sam", description: "Retired neighbour with a full shed", motivation: "" },
];
/** A saved conversation as the server reads it: its messages, and the versions a save of them stores. */
const saved = (brief: string, ...versions: { note: string; parts: string[] }[]) => {
  const messages: StoredMessage[] = [
    { role: "user" as const, content: brief },
    ...versions.flatMap((v, i) =>
      i === 0 ? v.parts.map((content) => ({ role: "assistant" as const, content })) : versionMessages(v.note, v.parts),
    ),
  ].map((m, i) => ({ ...m, id: `m${i}` }));
  return { messages, versions: splitVersions(messages) };
};

function savedValidation() {
  const request = { prototypeUrl: "https://example.com/proto", screenKeys: [], personas, tasks };
  const first = validationResults({ prototypeUrl: request.prototypeUrl, prototypeImages: [], personas, tasks }, 0);
  const second = first.map((r) => (r.persona === "Maya" ? { ...r, successRate: r.successRate === 90 ? 75 : 90 } : r));
  return {
    title: "UX validation: Find a hedge trimmer nearby",
    tool: "validate-ux",
    ...saved(
      validationBrief(request),
      { note: "", parts: [validationReport({ ...request, results: first })] },
      { note: "Make Maya more confident", parts: [validationReport({ ...request, results: second })] },
    ),
    first,
  };
}

describe("reading a saved result a case study is written from", () => {
  it("reads a validation's tasks, personas, findings and what changed between versions", () => {
    const { first, ...conversation } = savedValidation();
    const source = readSavedSource(conversation);
    expect(source.tasks).toEqual(tasks);
    expect(source.personas).toEqual(["Maya", "Sam"]);
    expect(source.versions).toBe(2);
    expect(source.changes).toEqual([{ version: 2, note: "Make Maya more confident" }]);
    const maya = source.findings.find((f) => f.persona === "Maya" && f.task === tasks[0])!;
    const before = first.find((r) => r.persona === "Maya" && r.task === tasks[0])!;
    expect(maya.firstSuccessRate).toBe(before.successRate);
    expect(maya.successRate).not.toBe(before.successRate);
    expect(source.findings.find((f) => f.persona === "Sam")!.firstSuccessRate).toBeNull();
  });

  it("reads the flows of saved user flows and of an MVP plan by name, with their steps", () => {
    const useCases = visualFlowUseCases({ appIdea: idea });
    const flows = readSavedSource({
      title: "Flows",
      tool: "generate-visual-flow",
      ...saved(idea, { note: "", parts: useCases.map(useCaseSaved) }),
    });
    expect(flows.flows.map((f) => f.name)).toEqual(useCases.map((u) => u.title));
    expect(flows.flows[0]!.steps).toContain("Opens the app and taps Get started");
    const plan = readSavedSource({
      title: "Plan",
      tool: "build-startup",
      ...saved(idea, { note: "", parts: [startupStrategySaved("# Plan\n\nText", startupFlowchart(idea))] }),
    });
    expect(plan.flows).toEqual([
      { name: "Key user flow", steps: expect.arrayContaining(["Sign up in one step", "Got value in first session?"]) },
    ]);
    expect(plan.latest).not.toContain("flowchart-json");
  });

  it("reads findings and flows from the structured results versions were stored with, not from their Markdown", () => {
    const { first, ...conversation } = savedValidation();
    const second = first.map((r) => (r.persona === "Maya" ? { ...r, successRate: r.successRate === 90 ? 75 : 90 } : r));
    // The Markdown says nothing: whatever is found comes from the structured results.
    const source = readSavedSource({
      ...conversation,
      versions: [
        { number: 1, note: null, restoredFrom: null, parts: ["(report)"], response: { results: first } },
        { number: 2, note: "Make Maya more confident", restoredFrom: null, parts: ["(report)"], response: { results: second } },
      ],
    });
    expect(source.personas).toEqual(["Maya", "Sam"]);
    const maya = source.findings.find((f) => f.persona === "Maya" && f.task === tasks[0])!;
    expect(maya.firstSuccessRate).toBe(first.find((r) => r.persona === "Maya" && r.task === tasks[0])!.successRate);

    const useCases = visualFlowUseCases({ appIdea: idea });
    const flows = readSavedSource({
      title: "Flows",
      tool: "generate-visual-flow",
      messages: [{ role: "user", content: idea }],
      versions: [{ number: 1, note: null, restoredFrom: null, parts: ["(no diagrams here)"], response: { useCases } }],
    });
    expect(flows.flows.map((f) => f.name)).toEqual(useCases.map((u) => u.title));
    expect(flows.flows[0]!.steps).toContain("Opens the app and taps Get started");
  });

  it("reads a saved chat as its transcript, latest turns kept", () => {
    const source = readSavedSource({ title: "Chat", tool: null, ...saved("x".repeat(7_000), { note: "", parts: ["The last answer"] }) });
    expect(source.latest).toMatch(/^…x+\n\nAssistant: The last answer$/);
    expect(source.versions).toBe(1);
  });
});

describe("the offline case study written from saved work", () => {
  const updatedAt = new Date("2026-03-02T10:00:00Z");

  it("names the validated tasks, the personas, the flows and what changed, each item cited by kind and date", async () => {
    const validation = savedValidation();
    const useCases = visualFlowUseCases({ appIdea: idea });
    const sources = [
      readSavedSource({
        title: "Garden tool flows",
        tool: "generate-visual-flow",
        updatedAt,
        ...saved(idea, { note: "", parts: useCases.map(useCaseSaved) }),
      }),
      readSavedSource({ ...validation, updatedAt }),
    ];
    const text = await run("case-study-generator", { product, sources });
    for (const task of tasks) expect(text).toContain(`   - ${task}\n`);
    expect(text).toMatch(/\*\*Maya\*\* · Find a hedge trimmer nearby → \w+, \d+% predicted success \(\d+% in version 1\)/);
    expect(text).toContain(
      "2. **Predictions by synthetic users** (2026-03-02) — “UX validation: Find a hedge trimmer nearby”: predictions by 2 synthetic users (Maya, Sam) on 2 tasks:",
    );
    expect(text).toContain(
      `1. **Flows** (2026-03-02) — “Garden tool flows”:\n   - **${useCases[0]!.title}**: Opens the app and taps Get started`,
    );
    expect(text).toContain("## What synthetic users predicted\n*Predictions by synthetic users (2026-03-02), not measured user data.*");
    expect(text).toContain(
      "- Predictions by synthetic users (2026-03-02) “UX validation: Find a hedge trimmer nearby”, version 2: Make Maya more confident",
    );
    expect(text).toContain("Written from 2 saved items: flows (2026-03-02), predictions by synthetic users (2026-03-02).");
    expect(text).toContain("No user interviews are recorded. No surveys are recorded. No usability test with real people is recorded.");
    expect(text).toMatch(/^# Case study: ShedShare — /);
    expect(unbackedClaims(text, caseStudyBacking(bodies["case-study-generator"]!.projectDescription as string, sources))).toEqual([]);
  });

  it("cites a plan saved again with its landing page as the landing page, not as a second plan", async () => {
    const plan = startupStrategySaved("# Plan\n\nText", startupFlowchart(idea));
    const page = landingPagePart({
      productName: "ShedShare",
      accent: DEFAULT_ACCENT,
      sections: [{ kind: "hero", headline: "Borrow a hedge trimmer from next door", subheadline: "", cta: "Join the waitlist" }],
    });
    // As Startup Builder saves them: the plan, then after the page was made a new item whose latest version ends with it.
    const sources = [
      readSavedSource({ title: "Startup strategy", tool: "build-startup", updatedAt, ...saved(idea, { note: "", parts: [plan] }) }),
      readSavedSource({ title: "Startup strategy", tool: "build-startup", updatedAt, ...saved(idea, { note: "", parts: [plan, page] }) }),
    ];
    expect(sources.map((s) => s.kind)).toEqual(["plan", "landing page"]);
    const text = await run("case-study-generator", { product, sources });
    expect(text).toContain("Written from 2 saved items: plan (2026-03-02), landing page (2026-03-02).");
    expect(text).toContain("2. **Landing page** (2026-03-02) — “Startup strategy”: the landing page written from this plan.");
    // The page's item still holds the plan's flow: the Process shows it once, under the plan.
    expect(text.split("\n").filter((line) => /^ {3}- \*\*/.test(line))).toHaveLength(1);
  });

  it("states no finding that no item records: the problem is a question for the author, not “Home cooks struggled with …”", () => {
    const written = caseStudy("A marketplace where home cooks sell weekly meal boxes", { sources: [] });
    const problem = written.split("## The problem\n")[1]!.split("\n## ")[0]!;
    expect(problem).not.toMatch(/struggled|were affected|found that/i);
    expect(problem.trim()).toBe(
      "*No saved item records who had the problem HomeBox solves, or how you learned it: say it here, or leave this section out.*",
    );
  });

  it("without saved items tells what the description says, and no research it does not", async () => {
    const text = await run("case-study-generator");
    expect(text).toContain(`1. **As described** — ${idea}`);
    expect(text).toContain("No user interviews are recorded.");
    expect(text).not.toMatch(/interviews and a review of support requests|rounds of usability testing|What synthetic users predicted/);
    expect(researchClaims(text)).toEqual([]);
  });
});
