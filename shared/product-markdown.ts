import type { ProductDto } from "./contracts/products";
import { UPLOADS_PATH } from "./contracts/uploads";
import { findFlowchartBlocks } from "./flowchart-block";
import type { LaunchSummaryInput } from "./launch-summary";
import type { PrototypeTestReport } from "./prototype-test-summary";
import { readFlowchartJson } from "./flowchart-read";
import { plainInline } from "./markdown-outline";
import { productDocument, type DocumentSection, type ExportItem, type ProductDocument } from "./product-document";
import { toMermaid } from "./flowchart-mermaid";
import { safeMarkdown } from "./markdown-safe";
import { stripWireframeBlocks } from "./wireframe-block";

/**
 * "Markdown" on a product page (docs/product.md#product-export): the product document
 * (product-document.ts) as Markdown, with a table of contents at the top. Saved diagrams
 * (```flowchart-json blocks) become ```mermaid blocks, which Markdown tools draw; screenshots
 * point at files beside the document (product-export.ts packs them), never at the app.
 */

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

/** Where each screenshot is in the export (`images/screen-01.png`); null for one that could not be read. */
export type ScreenFiles = ReadonlyMap<string, string | null>;

const UPLOAD_IMAGE = new RegExp(String.raw`!\[([^\]\n]*)\]\(${UPLOADS_PATH.replaceAll("/", "\\/")}\/([a-z2-7]+)\)`, "g");

/** Every screenshot the Markdown shows, by upload key, each once, in order. */
export function screenKeysIn(markdown: string): string[] {
  return [...new Set([...markdown.matchAll(UPLOAD_IMAGE)].map((match) => match[2]!))];
}

/** Screenshots pointed at their files in the export; one that is not there is named in words instead. */
export function withScreenFiles(markdown: string, files: ScreenFiles): string {
  return markdown.replace(UPLOAD_IMAGE, (_, alt: string, key: string) => {
    const file = files.get(key);
    return file ? `![${alt}](${file})` : `*${alt || "Screenshot"}: the image is no longer stored.*`;
  });
}

/** A section's body as it travels: diagrams as Mermaid, wireframe screens as their lists of components. */
function travelling(body: string, screens: ScreenFiles): string {
  return withScreenFiles(diagramsAsMermaid(stripWireframeBlocks(body)), screens);
}

function contents(document: ProductDocument): string[] {
  const link = (section: DocumentSection) => `[${plainInline(section.heading)}](#${section.anchor})`;
  const lines = ["## Contents", ""];
  for (const section of document.sections.filter((s) => s.kind === null)) lines.push(`- ${link(section)}`);
  const items = document.sections.filter((s) => s.kind !== null);
  if (items.length === 0) return [...lines, "- Saved items: nothing saved in this product yet."];
  lines.push(`- Saved items (${items.length}), in the order they were made:`);
  items.forEach((section, i) => lines.push(`  ${i + 1}. ${link(section)} · ${section.kind}`));
  return lines;
}

/**
 * The whole product as one Markdown document, with no raw HTML or script links
 * (docs/product.md#exports-carry-no-script). `screens` says where each screenshot's file is.
 */
export function productMarkdown(
  product: ProductDto,
  items: readonly ExportItem[],
  exportedAt: number,
  launch: LaunchSummaryInput | null = null,
  screens: ScreenFiles = new Map(),
  tests: readonly PrototypeTestReport[] = [],
): string {
  const document = productDocument(product, items, exportedAt, launch, tests);
  const lines = [`# ${plainInline(document.title)}`, "", `*Exported from UX Twin on ${document.exportedOn}.*`, "", ...contents(document)];
  for (const section of document.sections) {
    lines.push("", `## ${plainInline(section.heading)}`, "");
    if (section.meta) lines.push(`*${section.meta}*`, "");
    lines.push(travelling(section.body, screens));
  }
  return safeMarkdown(lines.join("\n") + "\n");
}

/** `<product-name>.md` (or `.zip`): the name in lower case, words joined by hyphens, nothing a file system refuses. */
export function productFileName(name: string, extension: "md" | "zip" = "md"): string {
  const words = name
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, "-")
    .replace(/^-+|-+$/g, "");
  // Whole characters, so a cut never splits an emoji or accented letter in two.
  const slug = Array.from(words).slice(0, 80).join("").replace(/-+$/, "");
  return `${slug || "product"}.${extension}`;
}
