/**
 * A result shown as rendered Markdown, and the text tool screen built on it. Apart from the screen
 * kit (./client-screen.ts) so a screen that shows no Markdown never loads the Markdown renderer.
 * A tool folder reaches the app only through the kit (docs/architecture.md, "A tool is one
 * definition").
 */
export { type TextToolConfig, TextToolView } from "~/components/tools/kit/text-tool-view";
export { MarkdownResult } from "~/components/tools/markdown-result";
