import type { Persona, ProductDto, ProductTimelineItem } from "./contracts/products";
import { savedItemKind } from "./contracts/tool-names";
import { findFlowchartBlocks } from "./flowchart-block";
import { launchSummaryLines, type LaunchSummaryInput } from "./launch-summary";
import { readFlowchartJson } from "./flowchart-read";
import { toMermaid } from "./flowchart-mermaid";
import { mapOutsideFences, safeMarkdown } from "./markdown-safe";
import { stripWireframeBlocks } from "./wireframe-block";

/**
 * "Export" on a product page (docs/product.md#products): the whole product as one Markdown
 * document — the brief, the personas and every saved item's latest version, newest first.
 * Saved diagrams (```flowchart-json blocks) become ```mermaid blocks, which Markdown tools draw.
 */

type ExportItem = Pick<ProductTimelineItem, "title" | "tool" | "updatedAt" | "latest" | "versions">;

/** Text that must stay on one line (a heading, a list item's lead). */
const oneLine = (text: string) => text.replace(/\s+/g, " ").trim();
/** A calendar date in UTC, as every export shows it whatever the reader's clock. */
const day = (time: number) => new Date(time).toISOString().slice(0, 10);

/** A saved item's diagram blocks as Mermaid; a block that is not a valid diagram stays as its JSON. */
export function diagramsAsMermaid(markdown: string): string {
  let out = "";
  let last = 0;
  for (const block of findFlowchartBlocks(markdown)) {
    out += markdown.slice(last, block.start);
    const graph = readFlowchartJson(block.json);
    out += graph ? "```mermaid\n" + toMermaid(graph) + "\n```" : "```json\n" + block.json.trimEnd() + "\n```";
    last = block.end;
  }
  return out + markdown.slice(last);
}

const HEADING = /^( {0,3})(#{1,6})(?=\s|$)/;

/**
 * Moves a saved item's headings `levels` down (at most to ######), outside code blocks, so its
 * "# UX validation report" sits under the item's own heading instead of beside the product's.
 * One pass over the lines.
 */
export function demoteHeadings(markdown: string, levels: number): string {
  return mapOutsideFences(markdown, (line) =>
    line.replace(HEADING, (_, indent: string, marks: string) => indent + "#".repeat(Math.min(6, marks.length + levels))),
  );
}

function personaSection(personas: readonly Persona[]): string[] {
  if (personas.length === 0) return ["## Personas", "", "No personas saved yet."];
  const lines = ["## Personas"];
  for (const persona of personas) {
    lines.push("", `### ${oneLine(persona.name)}`);
    if (persona.description) lines.push("", persona.description);
    const details = [
      persona.motivation && `- **Motivation:** ${oneLine(persona.motivation)}`,
      persona.context && `- **Context:** ${oneLine(persona.context)}`,
    ].filter(Boolean) as string[];
    if (details.length) lines.push("", ...details);
  }
  return lines;
}

function itemSection(items: readonly ExportItem[]): string[] {
  const lines = [`## Saved items (${items.length})`];
  if (items.length === 0) return [...lines, "", "Nothing saved in this product yet."];
  for (const item of items) {
    const kind = savedItemKind(item.tool);
    const version = item.tool ? ` · Version ${item.versions} (latest)` : "";
    lines.push("", `### ${oneLine(item.title)}`, "", `*${kind} · ${day(item.updatedAt)}${version}*`, "");
    // Diagrams travel as Mermaid; wireframe screens as their lists of components (the drawing data stays in the app).
    lines.push(item.latest.trim() ? demoteHeadings(diagramsAsMermaid(stripWireframeBlocks(item.latest.trim())), 3) : "*No answer saved.*");
  }
  return lines;
}

/** The published page's measured demand and the target's verdict (docs/product.md#launch); nothing when never published. */
function launchSection(launch: LaunchSummaryInput | null): string[] {
  const lines = launch ? launchSummaryLines(launch) : [];
  return lines.length ? ["## Launch", "", ...lines, ""] : [];
}

/** The whole product as one Markdown document, with no raw HTML or script links (docs/product.md#exports-carry-no-script). */
export function productMarkdown(
  product: ProductDto,
  items: readonly ExportItem[],
  exportedAt: number,
  launch: LaunchSummaryInput | null = null,
): string {
  const brief = [
    "## Brief",
    "",
    "**Idea**",
    "",
    product.idea,
    ...(product.audience ? ["", "**Audience**", "", product.audience] : []),
    ...(product.notes ? ["", "**Notes**", "", product.notes] : []),
  ];
  const document = [
    `# ${oneLine(product.name)}`,
    "",
    `*Exported from UX Twin on ${day(exportedAt)}.*`,
    "",
    ...brief,
    "",
    ...personaSection(product.personas),
    "",
    ...launchSection(launch),
    ...itemSection(items),
    "",
  ].join("\n");
  return safeMarkdown(document);
}

/** `<product-name>.md`: the name in lower case, words joined by hyphens, nothing a file system refuses. */
export function productFileName(name: string): string {
  const words = name
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, "-")
    .replace(/^-+|-+$/g, "");
  // Whole characters, so a cut never splits an emoji or accented letter in two.
  const slug = Array.from(words).slice(0, 80).join("").replace(/-+$/, "");
  return `${slug || "product"}.md`;
}
