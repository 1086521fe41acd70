import type { FlowchartData } from "./contracts/flowchart";
import type { UseCase } from "./contracts/flow-results";
import { uploadUrl } from "./contracts/uploads";
import type { Persona, ValidationResult } from "./contracts/validate-ux";
import { flowchartBlock, stripFlowchartBlocks } from "./flowchart-block";

/**
 * A tool result as it is saved (docs/product.md#tool-results-are-saved-like-chats): the brief
 * is the first message, each part an assistant message after it. The browser saves with these
 * and the server appends refined versions with them (docs/product.md#versions), so a version
 * the server stored reads exactly like one the user saved.
 */

export const SIMULATED_NOTICE = "Simulated estimates from synthetic users — not measured user data. Confirm what matters with real people.";

type ReportInput = {
  prototypeUrl: string;
  screenKeys: string[];
  personas: Pick<Persona, "name" | "description">[];
  tasks: string[];
  results: ValidationResult[];
};

/** What the user asked for, saved as the first message (its first 50 characters are the title). */
export function validationBrief({ prototypeUrl, screenKeys, personas, tasks }: Omit<ReportInput, "results">): string {
  const prototype = [prototypeUrl, screenKeys.length ? `${screenKeys.length} screen${screenKeys.length === 1 ? "" : "s"}` : ""]
    .filter(Boolean)
    .join(" + ");
  return [
    `UX validation: ${tasks[0] ?? "prototype test"}`,
    `Prototype: ${prototype}`,
    `Personas: ${personas.map((p) => `${p.name} (${p.description})`).join("; ")}`,
    `Tasks:\n${tasks.map((t) => `- ${t}`).join("\n")}`,
  ].join("\n");
}

/**
 * The validation report as Markdown: for Save, Copy and download. Screens are linked by their
 * owner-only upload URL, so they show for the owner and for nobody else.
 */
export function validationReport({ prototypeUrl, screenKeys, personas, tasks, results }: ReportInput): string {
  const lines = [`# UX validation report`, "", `> ${SIMULATED_NOTICE}`, ""];
  if (prototypeUrl) lines.push(`**Prototype:** ${prototypeUrl}`, "");
  lines.push(`**Synthetic users:** ${personas.map((p) => p.name).join(", ")}  `, `**Tasks:** ${tasks.length}`, "");
  if (screenKeys.length) {
    lines.push("## Screens", "", ...screenKeys.map((key, i) => `![Screen ${i + 1}](${uploadUrl(key)})`), "");
  }
  lines.push("## Results");
  for (const r of results) {
    lines.push(
      "",
      `### ${r.persona} — ${r.task}`,
      "",
      `**Sentiment:** ${r.sentiment} · **Success rate:** ${Math.round(r.successRate)}% (estimated)`,
      "",
      `**Behavior summary.** ${r.behavior}`,
      "",
      `> “${r.feedback}”`,
      "",
      "**UX recommendations**",
      ...r.recommendations.map((rec) => `- ${rec}`),
    );
  }
  return lines.join("\n");
}

/** A use case as saved: its diagram as a ```flowchart-json block the saved page draws again. */
export function useCaseSaved(useCase: UseCase): string {
  return `## ${useCase.title}\n\n${useCase.description}\n\n${flowchartBlock(useCase.flowchartData)}`;
}

/** The startup plan as saved: the text without the model's diagram block, then the (possibly edited) flow. */
export function startupStrategySaved(strategy: string, flowchart: FlowchartData | null | undefined): string {
  const text = stripFlowchartBlocks(strategy);
  return flowchart ? `${text}\n\n## Key user flow\n\n${flowchartBlock(flowchart)}` : text;
}

/** The line a saved cut-off answer ends with. */
export const CUT_OFF_NOTE = "*The answer was cut off at the length limit.*";
