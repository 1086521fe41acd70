import { LAUNCH_SOURCE_TOOL, PROTOTYPE_TEST_SOURCE_TOOL, type SavedSource } from "../../../tools/kit/server/model-context";
import { quoted } from "../../../tools/kit/server/prompts/persona";

/**
 * The saved results a case study is written from (docs/product.md#products-in-the-models-context):
 * for each, what it is, how many versions it went through and what changed in each, what a
 * validation tested and found, the flows, and the latest version's text.
 */
export function caseStudySourcesSection(sources: readonly SavedSource[], olderItemsLeftOut = 0): string {
  const items = sources.map((source, index) =>
    quoted(
      `Saved item ${index + 1}: ${source.title} (${kindOf(source.tool)}) — cite as "${source.kind}, ${source.date || "date not recorded"}"`,
      describe(source),
    ),
  );
  // Said in the answer too, so a reader knows the case study is not the whole story.
  if (olderItemsLeftOut > 0)
    items.push(`${olderItemsLeftOut} older saved items of the product did not fit and are not shown: say so in the overview.`);
  return items.join("\n\n");
}

export function caseStudySourcesSystemNote(): string {
  return [
    "",
    "The saved items below are the real work this case study tells, oldest first: base the process and the findings on them,",
    "name the flows, the personas and the tasks that were validated, say what each validation found and what changed between versions.",
    "In every section, cite the items it uses by kind and date, as each item says (for example: plan, 2026-03-02).",
    'The Process section lists only the recorded items, in that order, each with its date; say which usual steps no item records ("No user interviews are recorded.").',
    "Validation results are predictions by synthetic users, not measured data: call them predictions wherever you use them.",
    "A prototype test's figures are measured from real testers: call them that, and call its synthetic users' figures predictions, never user testing.",
  ].join("\n");
}

function describe(source: SavedSource): string {
  // A published page or a prototype test has no versions or findings: what it holds is its measured figures.
  if (source.tool === LAUNCH_SOURCE_TOOL || source.tool === PROTOTYPE_TEST_SOURCE_TOOL) return source.latest;
  const lines = [`Versions: ${source.versions}`];
  for (const change of source.changes) lines.push(`- Version ${change.version} was made by: ${change.note}`);
  for (const flow of source.flows) lines.push(`Flow "${flow.name}": ${flow.steps.join(" → ")}`);
  if (source.personas.length) lines.push(`Synthetic users: ${source.personas.join(", ")}`);
  if (source.tasks.length) lines.push("Tasks validated:", ...source.tasks.map((task) => `- ${task}`));
  for (const f of source.findings) {
    const rate =
      f.successRate === null
        ? ""
        : `, ${f.successRate}% predicted success${f.firstSuccessRate === null ? "" : ` (was ${f.firstSuccessRate}% in version 1)`}`;
    lines.push(`Finding: ${f.persona} on "${f.task}": ${f.sentiment || "no sentiment"}${rate}`);
  }
  lines.push("Latest version:", source.latest);
  return lines.join("\n");
}

function kindOf(tool: string | null): string {
  if (tool === null) return "a saved chat";
  if (tool === "validate-ux") return "a UX validation report: predictions by synthetic users";
  if (tool === "generate-visual-flow") return "user flows";
  if (tool === "build-startup") return "an MVP plan with its key user flow";
  if (tool === LAUNCH_SOURCE_TOOL) return "the published landing page's measured demand: real visitors and sign-ups, not estimates";
  if (tool === PROTOTYPE_TEST_SOURCE_TOOL)
    return "a prototype test with real testers: measured task outcomes, not estimates, beside the synthetic users' predictions";
  return `a ${tool} result`;
}
