/** Text written into an SVG document (diagram and wireframe downloads): escaped, and wrapped into lines. */

/** What XML 1.0 cannot hold at all, not even escaped: controls other than tab and line breaks, lone surrogates, U+FFFE and U+FFFF. */
const NOT_XML = /[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu;

/** Text as XML: the five characters that would end or break it escaped, and what XML cannot hold left out. */
export function escapeXml(text: string): string {
  return text
    .replace(NOT_XML, "")
    .replace(/[&<>"']/g, (ch) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&apos;" })[ch]!);
}

/** Lines of at most `perLine` characters broken at spaces, at most `maxLines` of them, the last cut with "…" when more is left. */
export function wrapWords(text: string, perLine: number, maxLines: number): string[] {
  const lines: string[] = [];
  let line = "";
  for (const word of text.split(/\s+/).filter(Boolean)) {
    if (line && (line + " " + word).length > perLine) {
      lines.push(line);
      line = word;
    } else line = line ? `${line} ${word}` : word;
  }
  if (line) lines.push(line);
  if (lines.length > maxLines)
    return [...lines.slice(0, maxLines - 1), `${cutAtWord(lines.slice(maxLines - 1).join(" "), Math.max(1, perLine - 1))}…`];
  return lines;
}

/**
 * The start of `text` within `length` characters, ended at a word where one fits: a reader (and a
 * screen reader's user comparing it with the element's name) sees whole words, not "smart de…".
 */
function cutAtWord(text: string, length: number): string {
  const cut = text.slice(0, length);
  const lastSpace = text[length] === " " ? length : cut.lastIndexOf(" ");
  return lastSpace > 0 ? cut.slice(0, lastSpace).replace(/[\s,;:–—-]+$/, "") : cut;
}
