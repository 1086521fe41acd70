import { toMermaid } from "../kit/client-diagram";
import type { UseCase } from "@shared/contracts/flow-results";

/** A use case as readable Markdown: title, description and its flow as a Mermaid block. */
function useCaseMarkdown(useCase: UseCase): string {
  return `## ${useCase.title}\n\n${useCase.description}\n\n\`\`\`mermaid\n${toMermaid(useCase.flowchartData)}\n\`\`\``;
}

/** The whole result for copy and Markdown download. */
export function useCasesMarkdown(appIdea: string, useCases: UseCase[]): string {
  return [`# User flows`, "", `**App idea:** ${appIdea.replace(/\s+/g, " ")}`, "", ...useCases.map(useCaseMarkdown)].join("\n\n");
}
