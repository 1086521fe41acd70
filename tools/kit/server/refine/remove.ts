import type { FlowchartData } from "../../../../shared/contracts/flowchart";
import { isAbout } from "./rewrite";

/**
 * "Remove X" (docs/product.md#refine): the parts of a result that are about X are taken out —
 * whole sections whose heading names it, list items and table rows that mention it — never the
 * title, and never the last item of a list (an empty list reads as a mistake).
 */
export function removeFromMarkdown(text: string, target: string): string {
  const lines = text.split("\n");
  const drop = new Set<number>();
  let fenced = false;
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!;
    if (/^\s*(```|~~~)/.test(line)) fenced = !fenced;
    if (fenced) continue;
    const heading = line.match(/^(#{2,6})\s+(.*)$/);
    if (heading && isAbout(heading[2]!, target)) {
      // The section runs to the next heading of the same or a higher level.
      let end = i + 1;
      while (end < lines.length && !new RegExp(`^#{1,${heading[1]!.length}}\\s`).test(lines[end]!)) end++;
      for (let k = i; k < end; k++) drop.add(k);
      i = end - 1;
    }
  }
  const kept = lines.filter((_, i) => !drop.has(i));
  const isItem = (k: number) => {
    const line = kept[k] ?? "";
    if (/^(?:[-*+]|\d{1,9}[.)])\s/.test(line)) return true;
    // Table body rows count; the header (followed by its rule) and the rule itself do not.
    return /^\|/.test(line) && !RULE.test(line) && !RULE.test(kept[k + 1] ?? "");
  };
  const remove = new Set<number>();
  for (let k = 0; k < kept.length; k++) {
    if (!isItem(k)) continue;
    let end = k;
    while (end + 1 < kept.length && (isItem(end + 1) || /^\s+\S/.test(kept[end + 1]!))) end++;
    const run = Array.from({ length: end - k + 1 }, (_, n) => k + n).filter(isItem);
    const hits = run.filter((at) => isAbout(kept[at]!, target));
    // Keep at least one item of every list.
    for (const at of hits.length === run.length ? hits.slice(1) : hits) {
      // An item goes with its indented continuation lines.
      for (let c = at; c === at || (c <= end && !isItem(c)); c++) remove.add(c);
    }
    k = end;
  }
  const out = kept.filter((_, k) => !remove.has(k));
  return renumber(out)
    .join("\n")
    .replace(/\n{3,}/g, "\n\n");
}

const RULE = /^\|[\s:|-]+\|?\s*$/;

/** Numbered lists count 1, 2, 3 again after an item was taken out. */
function renumber(lines: string[]): string[] {
  let n = 0;
  return lines.map((line) => {
    const numbered = line.match(/^\d{1,9}([.)])\s(.*)$/);
    if (!numbered) {
      if (!/^\s+\S/.test(line)) n = 0;
      return line;
    }
    n += 1;
    return `${n}${numbered[1]} ${numbered[2]}`;
  });
}

/** The landing page without the sections (or feature cards) that are about the target; the hero stays. */
export function removeFromHtml(html: string, target: string): string {
  let out = html.replace(/<section\b[\s\S]*?<\/section>/gi, (section) =>
    isAbout(section.replace(/<[^>]+>/g, " "), target) ? "" : section,
  );
  out = out.replace(/<div class="card">[\s\S]*?<\/div>/gi, (card) => (isAbout(card.replace(/<[^>]+>/g, " "), target) ? "" : card));
  return out;
}

/**
 * The diagram without the plain steps (one way in, one way out; not a start, end, decision or
 * endpoint) whose label is about the target, their neighbours joined.
 */
export function removeFlowNodes(flow: FlowchartData, target: string): FlowchartData {
  let current = flow;
  for (const node of flow.nodes) {
    if (["start", "end", "decision", "endpoint"].includes(node.type) || !isAbout(node.data.label, target)) continue;
    const ins = current.edges.filter((e) => e.target === node.id);
    const outs = current.edges.filter((e) => e.source === node.id);
    if (ins.length !== 1 || outs.length !== 1 || ins[0]!.source === node.id) continue;
    const [incoming, outgoing] = [ins[0]!, outs[0]!];
    current = {
      nodes: current.nodes.filter((n) => n.id !== node.id),
      edges: current.edges.filter((e) => e !== outgoing).map((e) => (e === incoming ? { ...e, target: outgoing.target } : e)),
    };
  }
  return current;
}
