/**
 * The one list of tools (docs/product.md#tool-functions): each name is served at
 * `POST /api/functions/<name>` and is defined whole in its own folder, `tools/<name>/` (contract,
 * Worker half, browser half; docs/architecture.md, "A tool is one definition"). Listed here with the two facts
 * every page may need without loading zod: the response field its screen reads and what a saved
 * result of it is called. The order is the order of the public tool cards.
 */
export const TOOLS = {
  "build-startup": { field: "strategy", kind: "Startup strategy" },
  "generate-landing-page": { field: "landingPage", kind: "Landing page" },
  "generate-visual-flow": { field: "useCases", kind: "User flows" },
  "monetization-strategy": { field: "strategy", kind: "Monetization strategy" },
  "launch-assistant": { field: "landingPagePlan", kind: "Launch plan" },
  "ux-feedback": { field: "feedback", kind: "UX feedback" },
  "validate-ux": { field: "results", kind: "UX validation report" },
  "case-study-generator": { field: "caseStudy", kind: "Case study" },
  "generate-workshop": { field: "agenda", kind: "Workshop agenda" },
  "generate-wireframes": { field: "wireframes", kind: "Wireframes" },
} as const satisfies Record<string, { field: string; kind: string }>;

export type ToolName = keyof typeof TOOLS;
export const TOOL_NAMES = Object.keys(TOOLS) as [ToolName, ...ToolName[]];

export const isToolName = (name: unknown): name is ToolName => typeof name === "string" && Object.hasOwn(TOOLS, name);

/** What a saved item is called in History, the product timeline and exports (the tool that produced it, or a chat). */
export function savedItemKind(tool: ToolName | null | undefined): string {
  return tool ? TOOLS[tool].kind : "Chat";
}
