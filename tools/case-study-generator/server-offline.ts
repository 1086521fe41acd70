import { unrecordedSteps } from "../../shared/research-claims.mjs";
import { LAUNCH_SOURCE_TOOL, PROTOTYPE_TEST_SOURCE_TOOL, type ModelContext, type SavedSource } from "../kit/server/model-context";
import { productAudience, productNotes, productPersonas, readIdeaFor } from "../kit/server/offline/product-idea";
import { capitalize, clipAtWord, firstSentence } from "../kit/server/offline/text-utils";
import { caseStudyBacking } from "./server-claims";

/** Bounds that keep the case study readable (and inside the output cap) whatever was saved. */
const MAX_FLOWS = 6;
const MAX_FINDINGS = 12;
const MAX_CHANGES = 10;

/**
 * Offline case study (docs/product.md#case-study-generator): what the saved items record, each cited
 * by kind and date, in the order it happened; the usual steps nothing records named as missing;
 * synthetic users' results as predictions, real testers' and visitors' figures as measured.
 */
export function caseStudy(projectDescription: string, { product, sources = [], olderItemsLeftOut = 0 }: ModelContext = {}): string {
  const idea = readIdeaFor(projectDescription, product);
  const audience = productAudience(product);
  const cite = (s: SavedSource) => `${s.kind}${s.date ? ` (${s.date})` : ""}`;
  const ofTool = (tool: string) => sources.filter((s) => s.tool === tool);
  const notes = productNotes(product);
  const lines = [
    `# Case study: ${product ? `${product.name} — ${idea.title}` : idea.title}`,
    "",
    "## Overview",
    firstSentence(projectDescription, 240),
  ];
  if (audience) lines.push("", `Built for ${audience}.`);
  const personas = productPersonas(product).map((p) => p.name);
  if (personas.length) lines.push("", `The product's personas: ${personas.join(", ")}.`);
  if (sources.length)
    lines.push("", `Written from ${sources.length} saved item${sources.length === 1 ? "" : "s"}: ${sources.map(cite).join(", ")}.`);
  if (olderItemsLeftOut)
    lines.push("", `${olderItemsLeftOut} older saved item${olderItemsLeftOut === 1 ? " was" : "s were"} left out: only the newest fit.`);
  lines.push(
    "",
    "## The problem",
    `*No saved item records who had the problem ${idea.name} solves, or how you learned it: say it here, or leave this section out.*`,
    ...(notes.length ? ["", "Constraints we worked within (from the product notes):", ...notes.map((note) => `- ${note}.`)] : []),
    "",
    "## My role",
    "UX designer on this project. *(Adjust to your real role, team and timeline.)*",
    "",
    "## Process",
    ...(sources.length
      ? sources.flatMap((s, i) => processStep(s, i + 1))
      : [`1. **As described** — ${clipAtWord(projectDescription.replace(/\s+/g, " "), 400)}`]),
    "",
    unrecordedSteps(caseStudyBacking(projectDescription, sources)).join(" "),
  );
  const predicted = sources.filter((s) => s.findings.length);
  const findings = predicted.flatMap((s) => s.findings);
  if (findings.length) {
    lines.push(
      "",
      "## What synthetic users predicted",
      `*Predictions by synthetic users (${predicted.map((s) => s.date || "undated").join(", ")}), not measured user data.*`,
      "",
    );
    for (const f of findings.slice(0, MAX_FINDINGS)) lines.push(`- ${findingLine(f)}`);
    if (findings.length > MAX_FINDINGS) lines.push(`- …and ${findings.length - MAX_FINDINGS} more predictions in the saved report.`);
  }
  // A prototype test's figures are measured from real testers; its predictions say so on their own lines.
  for (const s of ofTool(PROTOTYPE_TEST_SOURCE_TOOL))
    lines.push("", "## What real testers did", `*Measured from real testers' clicks on the prototype: ${cite(s)}.*`, "", ...listItems(s));
  const changes = sources.flatMap((s) =>
    s.changes.map((c) => `- ${capitalize(cite(s))} “${s.title}”, version ${c.version}: ${clipAtWord(c.note.replace(/\s+/g, " "), 200)}`),
  );
  if (changes.length) lines.push("", "## What changed between versions", ...changes.slice(0, MAX_CHANGES));
  // A published landing page's figures are measured, not estimated: they lead the outcome as they are.
  lines.push("", "## Outcome");
  for (const s of ofTool(LAUNCH_SOURCE_TOOL)) lines.push(`*Measured from real visitors: ${cite(s)}.*`, ...listItems(s));
  lines.push(
    "- **[Add your number]** task completion rate before → after",
    "- **[Add a quote]** from a user or stakeholder",
    "",
    "## What I learned",
    "*(What you learned, and what you would do differently next time: only you know it.)*",
  );
  return lines.join("\n");
}

/** One recorded item in the process: its kind, date and title, and what it holds (flows, tasks). */
function processStep(s: SavedSource, n: number): string[] {
  const head = `${n}. **${capitalize(s.kind)}** (${s.date || "date not recorded"}) — “${s.title}”`;
  const personas = [...new Set(s.personas)];
  if (s.tasks.length)
    return [
      `${head}: predictions by ${personas.length || "the"} synthetic user${personas.length === 1 ? "" : "s"}${personas.length ? ` (${personas.join(", ")})` : ""} on ${s.tasks.length} task${s.tasks.length === 1 ? "" : "s"}:`,
      // Tasks handed over from a flow quote its steps already, so they are listed as written.
      ...s.tasks.map((task) => `   - ${task}`),
    ];
  if (s.kind === "landing page") return [`${head}: the landing page written from this plan.`];
  if (s.flows.length)
    return [
      `${head}:`,
      ...s.flows
        .slice(0, MAX_FLOWS)
        .map((f) => `   - **${f.name}**: ${f.steps.map((step) => clipAtWord(step, 60)).join(" → ") || "no steps saved"}`),
    ];
  if (s.tool === PROTOTYPE_TEST_SOURCE_TOOL) return [`${head}, taken by real testers; what they did is below.`];
  return [s.tool === LAUNCH_SOURCE_TOOL ? `${head}: its measured figures are under Outcome.` : `${head}.`];
}

const listItems = (s: SavedSource) => s.latest.split("\n").filter((line) => line.startsWith("- "));

function findingLine(f: SavedSource["findings"][number]): string {
  const rate =
    f.successRate === null
      ? ""
      : `, ${f.successRate}% predicted success${f.firstSuccessRate === null ? "" : ` (${f.firstSuccessRate}% in version 1)`}`;
  return `**${f.persona}** · ${f.task} → ${f.sentiment || "no sentiment recorded"}${rate}`;
}
