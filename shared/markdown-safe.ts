/**
 * Markdown that leaves the app (a downloaded result, a product export) is opened in other tools
 * that may render raw HTML and follow any link. Model-written text must not bring script there:
 * outside code, raw HTML tags are escaped and links whose scheme is not http(s) or mailto are
 * turned into harmless fragments (docs/product.md#exports-carry-no-script). Code blocks and inline
 * code stay as they are: a landing page's HTML is shown as code, never run. Linear time.
 */

/** An opening fence: three or more backticks whose info string has no backtick, or tildes (CommonMark). */
const FENCE_OPEN = /^ {0,3}(`{3,}(?=[^`]*$)|~{3,})/;
/** A closing fence: the same marker, at least as long, and nothing after it but spaces. */
const FENCE_CLOSE = /^ {0,3}(`{3,}|~{3,})[ \t]*$/;

/** Applies `change` to every line outside fenced code blocks, the way CommonMark reads fences. */
export function mapOutsideFences(markdown: string, change: (line: string) => string): string {
  const lines = markdown.split("\n");
  const outside = linesOutsideFences(lines);
  return lines.map((line, i) => (outside[i] ? change(line) : line)).join("\n");
}

/** For each line, whether it is outside fenced code blocks (a fence's own lines are inside). */
export function linesOutsideFences(lines: readonly string[]): boolean[] {
  let fence: string | null = null;
  return lines.map((line) => {
    if (fence === null) {
      const opened = FENCE_OPEN.exec(line)?.[1];
      if (opened) fence = opened;
      return !opened;
    }
    const closed = FENCE_CLOSE.exec(line)?.[1];
    if (closed && closed[0] === fence[0] && closed.length >= fence.length) fence = null;
    return false;
  });
}

/** A tag's opening `<` (element, closing tag, comment, declaration, processing instruction). */
const RAW_HTML = /<(?=[A-Za-z/!?])/g;
/** An autolink the app may keep: it can only open a web page or a mail program. */
const SAFE_AUTOLINK = /^<(?:https?:\/\/|mailto:)[^\s<>]*>/i;
/** A link's destination: inline `](…)` or a reference definition `[id]: …`. */
const INLINE_DESTINATION = /\]\(\s*<?/g;
const REFERENCE_DESTINATION = /^( {0,3}\[[^\]]+\]:\s*<?)/;

/** A line that leaves its destination for the next one: `[a](` or `[id]:` with nothing after. */
const DESTINATION_OPEN_AT_END = /\]\(\s*<?\s*$|^ {0,3}\[[^\]]+\]:\s*<?\s*$/;

export function safeMarkdown(markdown: string): string {
  // CommonMark lets a destination start on the line after its `](` or `[id]:`.
  let destinationHere = false;
  return mapOutsideFences(markdown, (line) => {
    let head = line;
    if (destinationHere) {
      const lead = /^[ \t]*<?/.exec(line)![0];
      head = lead + guardDestination(line.slice(lead.length));
    }
    const reference = REFERENCE_DESTINATION.exec(head);
    if (reference) head = reference[1]! + guardDestination(head.slice(reference[1]!.length));
    destinationHere = DESTINATION_OPEN_AT_END.test(line);
    // Inline code spans keep their text; only the prose between them changes.
    return splitCodeSpans(head)
      .map((part) => (part.code ? part.text : proseSafe(part.text)))
      .join("");
  });
}

/**
 * A line cut into prose and inline code the way CommonMark finds code spans: a run of n
 * backticks opens one only if a run of exactly n closes it; an unmatched run is prose. Each run
 * is looked up in a table of later runs by length, so the line is read once.
 */
export function splitCodeSpans(line: string): Array<{ text: string; code: boolean }> {
  const runs = [...line.matchAll(/`+/g)].map((m) => ({ at: m.index, length: m[0].length }));
  // Per run length, the runs of that length in order, and how far through them the scan has come.
  const byLength = new Map<number, number[]>();
  runs.forEach((run, i) => {
    const list = byLength.get(run.length);
    if (list) list.push(i);
    else byLength.set(run.length, [i]);
  });
  const seen = new Map<number, number>();
  const parts: Array<{ text: string; code: boolean }> = [];
  let last = 0;
  for (let i = 0; i < runs.length; i++) {
    const open = runs[i]!;
    const same = byLength.get(open.length)!;
    let k = seen.get(open.length) ?? 0;
    while (k < same.length && same[k]! <= i) k++;
    seen.set(open.length, k);
    const closeIndex = same[k];
    if (closeIndex === undefined) continue;
    const close = runs[closeIndex]!;
    if (open.at > last) parts.push({ text: line.slice(last, open.at), code: false });
    parts.push({ text: line.slice(open.at, close.at + close.length), code: true });
    last = close.at + close.length;
    i = closeIndex;
  }
  if (last < line.length) parts.push({ text: line.slice(last), code: false });
  return parts;
}

function proseSafe(text: string): string {
  let out = "";
  let last = 0;
  for (const match of text.matchAll(RAW_HTML)) {
    const at = match.index;
    if (SAFE_AUTOLINK.test(text.slice(at, at + 300))) continue;
    out += `${text.slice(last, at)}&lt;`;
    last = at + 1;
  }
  out += text.slice(last);
  return out.replace(
    INLINE_DESTINATION,
    (opening, offset: number, whole: string) => opening + guardPrefix(whole.slice(offset + opening.length)),
  );
}

/** The text with a `#` in front when it starts with a destination that could run something. */
function guardDestination(rest: string): string {
  return guardPrefix(rest) + rest;
}

/**
 * "#" when a destination is unsafe (so it becomes a fragment of the page), "" when it is a web or
 * mail link or a relative path. A scheme hidden behind entities, escapes or spaces counts as unsafe.
 */
function guardPrefix(destination: string): string {
  if (/^(?:https?:\/\/|mailto:|[/#.?])/i.test(destination)) return "";
  const scheme = /^[^/?#\s)>]*/.exec(destination)![0];
  return /[:&\\%]/.test(scheme) ? "#" : "";
}
