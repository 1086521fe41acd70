import { escapeHtml } from "../../../../shared/escape-html";
import { revisedNote, understood, type Instruction } from "./instruction";
import { removeFromHtml, removeFromMarkdown } from "./remove";

/**
 * The offline refine of a text result (Markdown, or the landing page's HTML): "remove X" takes
 * out what is about X, "shorter" drops the last item of every list and table, "add X" adds a
 * section about X, and an instruction it cannot read is carried as a note. (Renaming and a new
 * audience are applied to every tool alike, in refine/index.ts; each tool's own rule is in its
 * Worker half, tools/<name>/server.ts.)
 */
export function refineText(text: string, instruction: Instruction): string {
  return isHtml(text) ? refineHtml(text, instruction) : refineMarkdown(text, instruction);
}

export function refineMarkdown(text: string, instruction: Instruction, note = !understood(instruction)): string {
  let out = text;
  if (instruction.removal) out = removeFromMarkdown(out, instruction.removal);
  if (instruction.shorter) out = fewerMarkdownItems(out);
  if (instruction.addition) out = `${out.trimEnd()}\n\n## ${instruction.addition}\n\n- ${instruction.text}`;
  if (note) out = withMarkdownNote(out, instruction);
  return out;
}

/** A bold line right under the title: how a rename or a new audience shows when the text never named either. */
export function withMarkdownLine(text: string, line: string): string {
  const lines = text.split("\n");
  const title = lines.findIndex((l) => /^#\s/.test(l));
  if (title < 0) return `**${line}**\n\n${text}`;
  return [...lines.slice(0, title + 1), "", `**${line}**`, ...lines.slice(title + 1)].join("\n");
}

const FENCE = /^\s*(```|~~~)/;
const ITEM = /^(?:[-*+]|\d{1,9}[.)])\s+\S/;
const TABLE_ROW = /^\|/;
const TABLE_RULE = /^\|[\s:|-]+\|?\s*$/;

type Line = { text: string; fenced: boolean };

function linesOf(text: string): Line[] {
  let fenced = false;
  return text.split("\n").map((line) => {
    const fence = FENCE.test(line);
    const entry = { text: line, fenced: fenced || fence };
    if (fence) fenced = !fenced;
    return entry;
  });
}

/** Top-level list items and table body rows, outside code blocks: what "fewer items" counts. */
export function countMarkdownItems(text: string): number {
  return groupsOf(linesOf(text)).reduce((sum, group) => sum + group.items.length, 0);
}

/** Runs of list items (each with its indented continuation lines) and of table body rows. */
function groupsOf(lines: Line[]): { items: Array<[number, number]> }[] {
  const groups: { items: Array<[number, number]> }[] = [];
  let current: { items: Array<[number, number]> } | null = null;
  let inTable = false;
  for (let i = 0; i < lines.length; i++) {
    const { text, fenced } = lines[i]!;
    if (fenced) {
      current = null;
      inTable = false;
      continue;
    }
    if (ITEM.test(text)) {
      if (!current || inTable) groups.push((current = { items: [] }));
      inTable = false;
      current.items.push([i, i + 1]);
    } else if (TABLE_ROW.test(text)) {
      if (!inTable) {
        groups.push((current = { items: [] }));
        inTable = true;
        // The header and its rule are not items.
        if (TABLE_RULE.test(lines[i + 1]?.text ?? "")) i += 1;
        continue;
      }
      current!.items.push([i, i + 1]);
    } else if (current && !inTable && /^\s+\S/.test(text)) {
      current.items.at(-1)![1] = i + 1;
    } else {
      current = null;
      inTable = false;
    }
  }
  return groups;
}

/** The last item of every list or table that has two or more; else the last paragraph. */
export function fewerMarkdownItems(text: string): string {
  const lines = linesOf(text);
  const drop = new Set<number>();
  for (const group of groupsOf(lines)) {
    if (group.items.length < 2) continue;
    const [from, to] = group.items.at(-1)!;
    for (let i = from; i < to; i++) drop.add(i);
  }
  if (drop.size > 0)
    return lines
      .filter((_, i) => !drop.has(i))
      .map((l) => l.text)
      .join("\n");
  const blocks = text.split(/\n{2,}/);
  const last = blocks.findLastIndex((block) => !/^\s*#/.test(block) && !block.includes("```"));
  return blocks.length > 1 && last >= 0 ? blocks.filter((_, i) => i !== last).join("\n\n") : text;
}

/** The note right under the title (or at the top), above any earlier one. */
export function withMarkdownNote(text: string, instruction: Instruction): string {
  const note = `> **${revisedNote(instruction)}**`;
  const lines = text.split("\n");
  const title = lines.findIndex((line) => /^#\s/.test(line));
  if (title < 0) return text ? `${note}\n\n${text}` : note;
  return [...lines.slice(0, title + 1), "", note, ...lines.slice(title + 1)].join("\n");
}

export function isHtml(text: string): boolean {
  return /^\s*(?:<!doctype\s+html|<html[\s>])/i.test(text);
}

const SECTION = /<section\b[\s\S]*?<\/section>/gi;

function refineHtml(html: string, instruction: Instruction): string {
  let out = instruction.removal ? removeFromHtml(html, instruction.removal) : html;
  if (instruction.shorter) {
    const sections = [...out.matchAll(SECTION)];
    const last = sections.at(-1);
    // Keep at least one block of content: the hero counts, when there is one.
    if (last && (sections.length >= 2 || /<header\b/i.test(out))) out = out.slice(0, last.index) + out.slice(last.index + last[0].length);
  }
  if (instruction.addition) {
    out = beforeEnd(
      out,
      `<section><div class="wrap"><h2>${escapeHtml(instruction.addition)}</h2><p>${escapeHtml(instruction.text)}</p></div></section>`,
    );
  }
  if (!understood(instruction)) out = withHtmlLine(out, revisedNote(instruction));
  return out;
}

/** A visible line at the end of the page's content (the HTML counterpart of `withMarkdownLine`). */
export function withHtmlLine(html: string, line: string): string {
  return beforeEnd(html, `<section class="revised"><div class="wrap"><p><strong>${escapeHtml(line)}</strong></p></div></section>`);
}

/** Inserts markup at the end of the page's content (before </main>, else </body>, else at the end). */
function beforeEnd(html: string, markup: string): string {
  for (const close of [/<\/main>/i, /<\/body>/i]) {
    const at = html.search(close);
    if (at >= 0) return `${html.slice(0, at)}${markup}\n  ${html.slice(at)}`;
  }
  return `${html}\n${markup}`;
}
