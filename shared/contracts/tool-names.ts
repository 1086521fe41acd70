/**
 * The nine server functions (docs/product.md#tool-functions), served at `POST /api/functions/<name>`. Kept
 * apart from their zod contracts (./tools) so browser code can check a name without loading zod.
 */
export const TOOL_NAMES = [
  "validate-ux",
  "generate-workshop",
  "build-startup",
  "generate-landing-page",
  "generate-visual-flow",
  "monetization-strategy",
  "launch-assistant",
  "ux-feedback",
  "case-study-generator",
] as const;
export type ToolName = (typeof TOOL_NAMES)[number];

/**
 * The response field each tool's screen reads (docs/product.md#tool-functions); `toolContracts`
 * takes its `field` from here, so the browser can read a result's main text without zod.
 */
export const TOOL_RESULT_FIELDS = {
  "validate-ux": "results",
  "generate-workshop": "agenda",
  "build-startup": "strategy",
  "generate-landing-page": "landingPage",
  "generate-visual-flow": "useCases",
  "monetization-strategy": "strategy",
  "launch-assistant": "landingPagePlan",
  "ux-feedback": "feedback",
  "case-study-generator": "caseStudy",
} as const satisfies Record<ToolName, string>;
