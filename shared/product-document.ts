import type { Persona, ProductDto, ProductTimelineItem } from "./contracts/products";
import { savedItemKind } from "./contracts/tool-names";
import { stripLandingBlocks } from "./landing-fence";
import { launchSummaryLines, type LaunchSummaryInput } from "./launch-summary";
import { fitHeadings, headingAnchors, outlineHeadings, plainInline } from "./markdown-outline";
import { prototypeTestSummaryLines, type PrototypeTestReport } from "./prototype-test-summary";

/**
 * A product as one document (docs/product.md#product-export): the brief, the personas, the launch and
 * every saved item's latest version in the order the work happened, each a section with an anchor
 * for the table of contents. The Markdown export (product-markdown.ts) and the print view for
 * "PDF" both set this same document, so the two never disagree on order, titles or outline.
 */

export type ExportItem = Pick<ProductTimelineItem, "title" | "tool" | "updatedAt" | "createdAt" | "latest" | "versions">;

export type DocumentSection = {
  /** The heading's anchor, unique across the document (what a table of contents links to). */
  anchor: string;
  heading: string;
  /** "User flows · 2026-11-20 · Version 3 (latest)": a saved item's kind, date and version. */
  meta: string | null;
  /** Markdown with headings from level 3 down to 3 at most; saved diagrams and screens are still their blocks. */
  body: string;
  /** A saved item's kind ("User flows"); null for the brief, personas, launch and prototype tests, which the contents list above the items. */
  kind: string | null;
};

export type ProductDocument = { title: string; exportedOn: string; sections: DocumentSection[] };

/** Text that must stay on one line (a heading, a list item's lead). */
export const oneLine = (text: string) => text.replace(/\s+/g, " ").trim();
/** A calendar date in UTC, as every export shows it whatever the reader's clock. */
export const day = (time: number) => new Date(time).toISOString().slice(0, 10);

/** Items oldest first (by when each was first saved): the order the work happened. */
export function inOrderMade<T extends Pick<ExportItem, "createdAt" | "updatedAt">>(items: readonly T[]): T[] {
  return [...items].sort((a, b) => a.createdAt - b.createdAt || a.updatedAt - b.updatedAt);
}

function briefBody(product: ProductDto): string {
  const field = (label: string, text: string) => (text.trim() ? [`**${label}**`, "", text.trim(), ""] : []);
  return [...field("Idea", product.idea), ...field("Audience", product.audience), ...field("Notes", product.notes)].join("\n").trim();
}

function personasBody(personas: readonly Persona[]): string {
  if (personas.length === 0) return "No personas saved yet.";
  const lines: string[] = [];
  for (const persona of personas) {
    lines.push(`### ${plainInline(persona.name)}`, "");
    if (persona.description) lines.push(persona.description, "");
    const details = [
      persona.motivation && `- **Motivation:** ${oneLine(persona.motivation)}`,
      persona.context && `- **Context:** ${oneLine(persona.context)}`,
    ].filter(Boolean) as string[];
    if (details.length) lines.push(...details, "");
  }
  return lines.join("\n").trim();
}

function itemMeta(item: ExportItem): string {
  const updated = day(item.updatedAt) !== day(item.createdAt) ? `, updated ${day(item.updatedAt)}` : "";
  const version = item.tool ? ` · Version ${item.versions} (latest)` : "";
  return `${savedItemKind(item.tool)} · ${day(item.createdAt)}${updated}${version}`;
}

/** The document's sections, anchors given in document order the way Markdown tools number repeats. */
export function productDocument(
  product: ProductDto,
  items: readonly ExportItem[],
  exportedAt: number,
  launch: LaunchSummaryInput | null = null,
  tests: readonly PrototypeTestReport[] = [],
): ProductDocument {
  const launchLines = launch ? launchSummaryLines(launch) : [];
  // Measured from real testers, beside the launch's real visitors: above the saved items, which hold the predictions.
  const testsBody = tests.map((test) => prototypeTestSummaryLines(test).join("\n")).join("\n\n");
  const drafts: Omit<DocumentSection, "anchor">[] = [
    { heading: "Brief", meta: null, body: briefBody(product), kind: null },
    { heading: "Personas", meta: null, body: personasBody(product.personas), kind: null },
    ...(launchLines.length ? [{ heading: "Launch", meta: null, body: launchLines.join("\n"), kind: null }] : []),
    ...(testsBody ? [{ heading: "Prototype tests", meta: null, body: testsBody, kind: null }] : []),
    ...inOrderMade(items).map((item) => ({
      heading: oneLine(item.title) || savedItemKind(item.tool),
      meta: itemMeta(item),
      // A landing page's data block stays in the app; its readable page travels.
      body: item.latest.trim() ? fitHeadings(stripLandingBlocks(item.latest.trim()), 3) : "*No answer saved.*",
      kind: savedItemKind(item.tool),
    })),
  ];
  const anchor = headingAnchors();
  anchor(oneLine(product.name));
  anchor("Contents");
  const sections = drafts.map((draft) => {
    const section = { ...draft, anchor: anchor(draft.heading) };
    // Headings inside a section take their anchors before the next section's.
    for (const heading of outlineHeadings(draft.body)) anchor(heading);
    return section;
  });
  return { title: oneLine(product.name), exportedOn: day(exportedAt), sections };
}
