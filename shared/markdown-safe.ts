/**
 * Markdown that leaves the app (a downloaded result, a product export) is opened in other tools
 * that may render raw HTML and follow any link. Model-written text must not bring script there:
 * outside code, raw HTML tags are escaped and links whose scheme is not http(s) or mailto are
 * turned into harmless fragments (docs/product.md#exports-carry-no-script). Code blocks and inline
 * code stay as they are: a landing page's HTML is shown as code, never run. Linear time.
 */

const FENCE = /^ {0,3}(`{3,}|~{3,})/;

/** Applies `change` to every line outside fenced code blocks (a fence closes on the same marker, at least as long). */
export function mapOutsideFences(markdown: string, change: (line: string) => string): string {
  let fence: string | null = null;
  return markdown
    .split("\n")
    .map((line) => {
      const marker = FENCE.exec(line)?.[1];
      if (marker) {
        if (fence === null) fence = marker;
        else if (marker[0] === fence[0] && marker.length >= fence.length) fence = null;
        return line;
      }
      return fence === null ? change(line) : line;
    })
    .join("\n");
}

/** A tag's opening `<` (element, closing tag, comment, declaration, processing instruction). */
const RAW_HTML = /<(?=[A-Za-z/!?])/g;
/** An autolink the app may keep: it can only open a web page or a mail program. */
const SAFE_AUTOLINK = /^<(?:https?:\/\/|mailto:)[^\s<>]*>/i;
/** A link's destination: inline `](…)` or a reference definition `[id]: …`. */
const INLINE_DESTINATION = /\]\(\s*<?/g;
const REFERENCE_DESTINATION = /^( {0,3}\[[^\]]+\]:\s*<?)/;

export function safeMarkdown(markdown: string): string {
  return mapOutsideFences(markdown, (line) => {
    const reference = REFERENCE_DESTINATION.exec(line);
    const head = reference ? reference[1]! + guardDestination(line.slice(reference[1]!.length)) : line;
    // Inline code spans keep their text; only the prose between them changes.
    return head
      .split(/(`+[^`]*`+)/)
      .map((part, i) => (i % 2 === 1 ? part : proseSafe(part)))
      .join("");
  });
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
  return out.replace(INLINE_DESTINATION, (opening, offset: number, whole: string) => opening + guardPrefix(whole.slice(offset + opening.length)));
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
