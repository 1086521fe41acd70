/**
 * The drawing block inside a saved wireframe screen (docs/product.md#wireframes): a fenced code
 * block labelled `wireframe-json` holding `{device, screen}`. Pages draw it again; exports leave
 * it out, keeping the screen's readable list of components.
 */
export const WIREFRAME_FENCE = "wireframe-json";

const block = () => new RegExp("\\n*```" + WIREFRAME_FENCE + "[ \\t]*\\r?\\n([\\s\\S]*?)```", "g");

/** The JSON of the first drawing block, or null. */
export function wireframeBlockJson(markdown: string): string | null {
  return block().exec(markdown)?.[1] ?? null;
}

export function wireframeBlock(json: string): string {
  return "```" + WIREFRAME_FENCE + "\n" + json + "\n```";
}

/** The text without its drawing blocks. */
export function stripWireframeBlocks(markdown: string): string {
  return markdown.replace(block(), "").trimEnd();
}
