import { readFlowchartJson } from "../../shared/flowchart-read";
import { findFlowchartBlocks, stripFlowchartBlocks } from "../../shared/flowchart-block";
import { buildStartupResponseSchema, visualFlowResponseSchema } from "../../shared/contracts/flow-results";
import type { FlowchartData } from "../../shared/contracts/flowchart";
import { validateUxResponseSchema } from "../../shared/contracts/validate-ux";
import { landingBlockPattern } from "../../shared/landing-fence";
import { launchSummaryLines, type LaunchSummaryInput } from "../../shared/launch-summary";
import { prototypeTestSummaryLines, type PrototypeTestReport } from "../../shared/prototype-test-summary";
import type { ResultVersion, StoredMessage } from "../../shared/result-versions";
import { isToolName, savedItemKind } from "../../shared/contracts/tool-names";
import { LAUNCH_SOURCE_TOOL, PROTOTYPE_TEST_SOURCE_TOOL, type Finding, type SavedSource } from "../../tools/kit/server/model-context";

/** What the model reads of one source as text; the facts below carry the rest. */
const LATEST_CHARACTERS = 6_000;
/** Step labels kept per flow: enough to name the path, bounded whatever was saved. */
const STEPS_PER_FLOW = 12;
const FLOW_STEP_TYPES = new Set(["screen", "decision", "userAction", "systemAction", "action"]);

type SavedConversation = {
  title: string;
  /** When it was last saved, for the date a case study cites it by. */
  updatedAt?: Date;
  tool: string | null;
  /** A chat's messages; a result's brief. */
  messages: readonly Pick<StoredMessage, "role" | "content">[];
  /** A result's versions, oldest first, with the structured response each was stored with, if any. */
  versions: readonly (ResultVersion & { response?: unknown })[];
};

/**
 * Reads a saved result the user owns into what a case study is written from
 * (docs/product.md#products-in-the-models-context): its versions and what made each one, the
 * personas, tasks and findings of a validation report, the flows of a Visual Flow or Startup
 * Builder result, and the latest version's text. Findings and flows come from the structured
 * response a version was stored with; a version stored before those were kept (Markdown only) is
 * read from its Markdown (shared/result-markdown.ts) line by line, so any saved result, however
 * odd, reads in linear time; what it cannot recognise is simply not listed.
 */
export function readSavedSource({ title, tool, messages, versions, updatedAt }: SavedConversation): SavedSource {
  const date = updatedAt ? utcDay(updatedAt) : "";
  if (tool === null) return chatSource(title, messages, date);
  const first = versions[0];
  const latest = versions.at(-1);
  const latestText = latest?.parts.join("\n\n") ?? "";
  const brief = messages.find((m) => m.role === "user")?.content ?? "";
  const findings = findingsOf(tool, latest);
  const before = new Map(findingsOf(tool, first).map((f) => [pairKey(f), f.successRate]));
  return {
    title,
    tool,
    kind: kindOf(tool, latestText),
    date,
    versions: versions.length,
    changes: versions.slice(1).map((v) => ({ version: v.number, note: v.note ?? "" })),
    personas: unique(findings.map((f) => f.persona)),
    tasks: unique([...listAfter(brief, "Tasks:"), ...findings.map((f) => f.task)]),
    findings: findings.map((f) => {
      const was = versions.length > 1 ? (before.get(pairKey(f)) ?? null) : null;
      return { ...f, firstSuccessRate: was !== f.successRate ? was : null };
    }),
    flows: flowsOf(tool, latest),
    latest: clipText(stripFlowchartBlocks(latestText)),
  };
}

/**
 * A product's published landing page as a case study source (docs/product.md#launch): what it
 * measured from real visitors and the demand target's verdict. Null when it was never published.
 */
export function launchSource(launch: LaunchSummaryInput): SavedSource | null {
  const lines = launchSummaryLines(launch);
  if (!launch.page || lines.length === 0) return null;
  return oneVersionSource(
    `Landing page ${launch.page.address}`,
    LAUNCH_SOURCE_TOOL,
    utcDay(new Date(launch.page.publishedAt)),
    lines.join("\n"),
  );
}

/**
 * A product's prototype test as a case study source (docs/product.md#prototype-tests): each task
 * as measured from real testers, and the Prototype Validator's prediction for it named as one.
 */
export function prototypeTestSource(report: PrototypeTestReport): SavedSource {
  return oneVersionSource(
    `Prototype test ${report.results.test.title}`,
    PROTOTYPE_TEST_SOURCE_TOOL,
    utcDay(new Date(report.results.test.createdAt)),
    prototypeTestSummaryLines(report).join("\n"),
  );
}

/** A chat has no versions: what it holds is its transcript, latest turns kept. */
function chatSource(title: string, messages: readonly Pick<StoredMessage, "role" | "content">[], date: string): SavedSource {
  const transcript = messages.map((m) => `${m.role === "user" ? "User" : "Assistant"}: ${m.content}`).join("\n\n");
  const tail = transcript.length > LATEST_CHARACTERS ? `…${transcript.slice(-LATEST_CHARACTERS)}` : transcript;
  return oneVersionSource(title, null, date, tail);
}

/** A source with one version and nothing drawn or validated: a chat, a published page, a prototype test. */
function oneVersionSource(title: string, tool: string | null, date: string, latest: string): SavedSource {
  return { title, tool, kind: kindOf(tool), date, versions: 1, changes: [], personas: [], tasks: [], findings: [], flows: [], latest };
}

type SourceVersion = SavedConversation["versions"][number];
type Found = Omit<Finding, "firstSuccessRate">;

/** A validation's findings: from its structured results, else from its report's Markdown. */
function findingsOf(tool: string, version: SourceVersion | undefined): Found[] {
  if (!version) return [];
  const structured = tool === "validate-ux" ? validateUxResponseSchema.safeParse(version.response) : null;
  if (structured?.success) {
    return structured.data.results.map(({ persona, task, sentiment, successRate }) => ({
      persona,
      task,
      sentiment,
      successRate: Math.round(successRate),
    }));
  }
  return readFindings(version.parts.join("\n\n"));
}

/** A result's flows: from its structured diagrams, else from the diagram blocks in its Markdown. */
function flowsOf(tool: string, version: SourceVersion | undefined): SavedSource["flows"] {
  if (!version) return [];
  if (tool === "generate-visual-flow") {
    const structured = visualFlowResponseSchema.safeParse(version.response);
    if (structured.success)
      return structured.data.useCases.map((useCase) => ({ name: useCase.title, steps: stepsOf(useCase.flowchartData) }));
  }
  if (tool === "build-startup") {
    const structured = buildStartupResponseSchema.safeParse(version.response);
    if (structured.success) return structured.data.flowchart ? [{ name: "Key user flow", steps: stepsOf(structured.data.flowchart) }] : [];
  }
  return version.parts.flatMap(readFlows);
}

/** A diagram's steps by their labels, bounded. */
function stepsOf(graph: Pick<FlowchartData, "nodes">): string[] {
  return graph.nodes
    .filter((n) => FLOW_STEP_TYPES.has(n.type))
    .map((n) => n.data.label)
    .slice(0, STEPS_PER_FLOW);
}

const RESULT_HEADING = /^### (.+?) — (.+)$/;
const RESULT_SCORES = /^\*\*Sentiment:\*\*\s*([\p{L}-]+)(?:\s*·\s*\*\*Success rate:\*\*\s*(\d{1,3})%)?/u;

/** "### Maya — Book it for Saturday" then "**Sentiment:** confused · **Success rate:** 52% …": a validation report's cards. */
function readFindings(report: string): Omit<Finding, "firstSuccessRate">[] {
  const findings: Omit<Finding, "firstSuccessRate">[] = [];
  let open: Omit<Finding, "firstSuccessRate"> | null = null;
  for (const line of report.split("\n")) {
    const heading = RESULT_HEADING.exec(line.trim());
    if (heading) {
      open = { persona: heading[1]!.trim(), task: heading[2]!.trim(), sentiment: "", successRate: null };
      findings.push(open);
      continue;
    }
    const scores = open && !open.sentiment ? RESULT_SCORES.exec(line.trim()) : null;
    if (scores && open) {
      open.sentiment = scores[1]!;
      open.successRate = scores[2] === undefined ? null : Number(scores[2]);
    }
  }
  return findings;
}

/** The "- item" lines right after a line that is exactly `label` (the saved brief's task list). */
function listAfter(text: string, label: string): string[] {
  const lines = text.split("\n");
  const start = lines.findIndex((line) => line.trim() === label);
  if (start < 0) return [];
  const items: string[] = [];
  for (const line of lines.slice(start + 1)) {
    const item = /^\s*-\s+(.+)$/.exec(line);
    if (!item) break;
    items.push(item[1]!.trim());
  }
  return items;
}

/** Each valid diagram in a part, named by the heading above it ("## Book a tool", "## Key user flow"). */
function readFlows(part: string): SavedSource["flows"] {
  const flows: SavedSource["flows"] = [];
  for (const block of findFlowchartBlocks(part)) {
    const graph = readFlowchartJson(block.json);
    if (!graph) continue;
    const headings = part.slice(0, block.start).match(/^#{1,3} .+$/gm) ?? [];
    const name =
      headings
        .at(-1)
        ?.replace(/^#+\s*/, "")
        .trim() || "User flow";
    flows.push({ name, steps: stepsOf(graph) });
  }
  return flows;
}

/**
 * What a case study calls each kind of saved item (docs/product.md#case-study-generator); other
 * results by their saved kind. A plan saved with the landing page made from it is cited as the
 * landing page: saving after making the page keeps it as an item of its own, beside the plan
 * saved before, and both are "Startup strategy".
 */
const SOURCE_KINDS: Record<string, string> = {
  "build-startup": "plan",
  "generate-visual-flow": "flows",
  "generate-wireframes": "wireframes",
  "validate-ux": "predictions by synthetic users",
  [PROTOTYPE_TEST_SOURCE_TOOL]: "real prototype test",
  [LAUNCH_SOURCE_TOOL]: "launch figures and verdict",
};
const kindOf = (tool: string | null, latest = "") =>
  tool === "build-startup" && landingBlockPattern().test(latest)
    ? "landing page"
    : (tool !== null && SOURCE_KINDS[tool]) || (isToolName(tool) ? savedItemKind(tool) : "chat");
const utcDay = (date: Date) => date.toISOString().slice(0, 10);
const pairKey = (f: { persona: string; task: string }) => `${f.persona}\u0000${f.task}`;
const unique = (items: string[]) => [...new Set(items.filter(Boolean))];
const clipText = (text: string) => (text.length > LATEST_CHARACTERS ? `${text.slice(0, LATEST_CHARACTERS)}…` : text);
