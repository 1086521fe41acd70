/**
 * The one list of tools (docs/product.md#tool-functions), and the one table of their names. Inside
 * the code a tool has one name, its folder's: `tools/<name>/` defines it whole (contract, Worker
 * half, browser half; docs/architecture.md, "A tool is one definition") and it is served at
 * `POST /api/functions/<name>`, the spec's function name. The spec's other two names stay at the
 * edges and are mapped here: `feature.key` (its public page, `/features/{key}`) and `feature.view`
 * (its dashboard view, `/dashboard?view={view}`); the landing page tool has no screen of its own.
 * Also listed, for pages that should not load zod: the response field its screen reads and what a
 * saved result of it is called. The order is the order of the public tool cards.
 */
export const TOOLS = {
  "build-startup": { field: "strategy", kind: "Startup strategy", feature: { key: "startup-builder", view: "startup-builder" } },
  "generate-landing-page": { field: "landingPage", kind: "Landing page", feature: null },
  "generate-visual-flow": { field: "useCases", kind: "User flows", feature: { key: "user-flow", view: "visual-flow" } },
  "monetization-strategy": { field: "strategy", kind: "Monetization strategy", feature: { key: "monetization", view: "monetization" } },
  "launch-assistant": { field: "landingPagePlan", kind: "Launch plan", feature: { key: "launch-assistant", view: "launch-assistant" } },
  "ux-feedback": { field: "feedback", kind: "UX feedback", feature: { key: "ux-feedback", view: "ux-mentor" } },
  "validate-ux": { field: "results", kind: "UX validation report", feature: { key: "prototype-validator", view: "ux-validator" } },
  "case-study-generator": { field: "caseStudy", kind: "Case study", feature: { key: "case-study", view: "case-study" } },
  "generate-workshop": { field: "agenda", kind: "Workshop agenda", feature: { key: "ux-workshop", view: "workshop-generator" } },
  "generate-wireframes": { field: "wireframes", kind: "Wireframes", feature: { key: "wireframes", view: "wireframes" } },
} as const satisfies Record<string, { field: string; kind: string; feature: { key: string; view: string } | null }>;

export type ToolName = keyof typeof TOOLS;
export const TOOL_NAMES = Object.keys(TOOLS) as [ToolName, ...ToolName[]];

export const isToolName = (name: unknown): name is ToolName => typeof name === "string" && Object.hasOwn(TOOLS, name);

/** The tools with a screen of their own (every tool but the landing page, which lives in Startup Builder's). */
export type ToolWithScreen = { [T in ToolName]: (typeof TOOLS)[T]["feature"] extends null ? never : T }[ToolName];

/** A tool's dashboard view (`/dashboard?view={view}`), by its one name. */
export function toolView(tool: ToolWithScreen): string {
  return TOOLS[tool].feature.view;
}

/** What a saved item is called in History, the product timeline and exports (the tool that produced it, or a chat). */
export function savedItemKind(tool: ToolName | null | undefined): string {
  return tool ? TOOLS[tool].kind : "Chat";
}
