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
