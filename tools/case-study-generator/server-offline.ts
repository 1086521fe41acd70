import { LAUNCH_SOURCE_TOOL, PROTOTYPE_TEST_SOURCE_TOOL, type SavedSource } from "../kit/server/model-context";
import { productAudience, productNotes, productPersonas, readIdeaFor, type OfflineProduct } from "../kit/server/offline/product-idea";
import { capitalize, clipAtWord, firstSentence } from "../kit/server/offline/text-utils";

/** Bounds that keep the case study readable (and inside the output cap) whatever was saved. */
const MAX_FLOWS = 6;
const MAX_FINDINGS = 12;
const MAX_CHANGES = 10;

/**
 * Offline case study: the standard portfolio structure with clearly marked places for real
 * numbers. Written from saved results (docs/product.md#products-in-the-models-context), it tells
 * what was actually done: the flows by name and step, the synthetic users and the tasks they
 * were given, what the validation estimated, and what changed from one version to the next.
 */
export function caseStudy(projectDescription: string, product?: OfflineProduct, sources: readonly SavedSource[] = []): string {
  const idea = readIdeaFor(projectDescription, product);
  const audience = productAudience(product);
  const flows = sources.flatMap((s) => s.flows).slice(0, MAX_FLOWS);
  // The product's own personas come first; those a saved validation used follow.
  const personas = unique([...productPersonas(product).map((p) => p.name), ...sources.flatMap((s) => s.personas)]);
  const notes = productNotes(product);
  const tasks = unique(sources.flatMap((s) => s.tasks));
  const findings = sources.flatMap((s) => s.findings);
  const changes = sources.flatMap((s) => s.changes.map((c) => ({ ...c, title: s.title })));
  const lines = [
    `# Case study: ${product ? `${product.name} — ${idea.title}` : idea.title}`,
    "",
    "## Overview",
    firstSentence(projectDescription, 240),
  ];
  if (audience) lines.push("", `Built for ${audience}.`);
  if (sources.length) lines.push("", `Written from the saved work: ${sources.map((s) => `“${s.title}”`).join(", ")}.`);
  lines.push(
    "",
    "## The problem",
    `${capitalize(idea.audience ?? "people")} struggled with ${idea.job ? idea.subject : `the job ${idea.name} now does for them`}: the existing experience was slow to learn and easy to get wrong. State who was affected and how you knew — support tickets, analytics or interviews.`,
    ...(notes.length ? ["", "Constraints we worked within (from the product notes):", ...notes.map((note) => `- ${note}.`)] : []),
    "",
    "## My role",
    "UX designer — research, flows, wireframes, prototype and usability testing. *(Adjust to your real role, team and timeline.)*",
    "",
    "## Process",
    "1. **Research** — interviews and a review of support requests to find where people got stuck.",
    personas.length
      ? `2. **Define** — personas: ${personas.join(", ")}; a problem statement and the success metrics agreed with the team.`
      : "2. **Define** — personas, a problem statement and the success metrics agreed with the team.",
  );
  if (flows.length) {
    lines.push("3. **Ideate** — the user flows, mapped step by step:");
    for (const flow of flows)
      lines.push(`   - **${flow.name}**: ${flow.steps.map((step) => clipAtWord(step, 60)).join(" → ") || "no steps saved"}`);
  } else {
    lines.push("3. **Ideate** — user flows and sketches, prioritised with the team by impact and effort.");
  }
  if (tasks.length) {
    lines.push(
      `4. **Prototype and test** — a simulated usability test with ${personas.length || "the"} synthetic user${personas.length === 1 ? "" : "s"}${personas.length ? ` (${personas.join(", ")})` : ""} on ${tasks.length} task${tasks.length === 1 ? "" : "s"}:`,
      // Tasks handed over from a flow quote its steps already, so they are listed as written.
      ...tasks.map((task) => `   - ${task}`),
    );
  } else if (sources.some((s) => s.tool === PROTOTYPE_TEST_SOURCE_TOOL)) {
    // The test that did happen, never rounds of testing that did not.
    const titles = sources.filter((s) => s.tool === PROTOTYPE_TEST_SOURCE_TOOL).map((s) => `“${s.title}”`);
    lines.push(`4. **Prototype and test** — ${titles.join(", ")}, taken by real testers; what they did is below.`);
  } else {
    lines.push("4. **Prototype and test** — rounds of usability testing; each round fixed the biggest issue found.");
  }
  if (findings.length) {
    lines.push("", "## What the validation found", "*Simulated estimates from synthetic users, not measured user data.*", "");
    for (const f of findings.slice(0, MAX_FINDINGS)) lines.push(`- ${findingLine(f)}`);
    if (findings.length > MAX_FINDINGS) lines.push(`- …and ${findings.length - MAX_FINDINGS} more results in the saved report.`);
  }
  // A prototype test's figures are measured from real testers; its predictions say so on their own lines.
  const tested = sources.filter((s) => s.tool === PROTOTYPE_TEST_SOURCE_TOOL);
  if (tested.length) {
    lines.push("", "## What real testers did", "*Measured from real testers' clicks on the prototype.*", "");
    for (const source of tested) lines.push(...source.latest.split("\n").filter((line) => line.startsWith("- ")));
  }
  if (changes.length) {
    lines.push("", "## What changed between versions");
    for (const c of changes.slice(0, MAX_CHANGES))
      lines.push(`- “${c.title}”, version ${c.version}: ${clipAtWord(c.note.replace(/\s+/g, " "), 200)}`);
  }
  // A published landing page's figures are measured, not estimated: they lead the outcome as they are.
  const measured = sources
    .filter((s) => s.tool === LAUNCH_SOURCE_TOOL)
    .flatMap((s) => s.latest.split("\n").filter((line) => line.startsWith("- ")));
  lines.push(
    "",
    "## Outcome",
    ...measured,
    "- **[Add your number]** task completion rate before → after",
    "- **[Add your number]** time on task before → after",
    "- **[Add a quote]** from a user or stakeholder",
    "",
    "## What I learned",
    findings.length
      ? `Testing ${tasks.length === 1 ? "the task" : `${tasks.length} tasks`} with synthetic users early showed where to look first; next I would confirm the weakest result with real people.`
      : `Testing the ${idea.focus} flow early saved rework later; next time I would involve engineering from the first sketch.`,
  );
  return lines.join("\n");
}

function findingLine(f: SavedSource["findings"][number]): string {
  const rate =
    f.successRate === null
      ? ""
      : `, ${f.successRate}% estimated success${f.firstSuccessRate === null ? "" : ` (${f.firstSuccessRate}% in version 1)`}`;
  return `**${f.persona}** · ${f.task} → ${f.sentiment || "no sentiment recorded"}${rate}`;
}

const unique = (items: string[]) => [...new Set(items)];
