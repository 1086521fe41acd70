/**
 * Reading one line of Markdown for markdown-scan.ts: its container prefix (indentation, `>`, list
 * markers, footnote labels), setext underlines and runs of a character, through a reader that
 * counts every character it reads (the scan's work, for tests and the benchmark).
 */

export const code = (char: string) => char.charCodeAt(0);
export const [
  NEWLINE,
  RETURN,
  SPACE,
  TAB,
  QUOTE,
  DASH,
  EQUALS,
  STAR,
  PLUS,
  DOT,
  PAREN,
  HASH,
  BACKTICK,
  TILDE,
  LT,
  OPEN,
  CLOSE,
  CARET,
  COLON,
  ONE,
  BACKSLASH,
] = [..."\n\r \t>-=*+.)#`~<[]^:1\\"].map(code);
const isDigit = (c: number) => c >= 48 && c <= 57;
export const isBlank = (c: number) => c === SPACE || c === TAB;
// "\r", "\n" and "\r\n" all end a line for the parser. NaN: past the end of the text.
export const isLineEnd = (c: number) => c === NEWLINE || c === RETURN || Number.isNaN(c);

/** Reads characters of the text and counts every read, look-aheads included (the meter's steps). */
export type Reader = { at: (index: number) => number; reads: number };
export function readerOf(text: string): Reader {
  const reader: Reader = { reads: 0, at: (index) => (reader.reads++, text.charCodeAt(index)) };
  return reader;
}

/** `markers` counts every container marker; `footnotes` those of them that open a footnote definition. */
export type Prefix = { end: number; markers: number; footnotes: number; columns: number; setext: boolean; startsBlock: boolean };

/** The container prefix of the line starting at `start`: indentation, `>` and list markers. */
export function readPrefix({ at }: Reader, start: number, afterText: boolean): Prefix {
  const prefix: Prefix = { end: start, markers: 0, footnotes: 0, columns: 0, setext: false, startsBlock: false };
  let i = start;
  for (;;) {
    const c = at(i);
    let next = i + 1; // where this prefix element ends, if it is one
    if (isBlank(c)) prefix.columns += c === TAB ? 4 : 1;
    else if (c === QUOTE) prefix.markers++;
    else if ((c === DASH || c === EQUALS) && afterText && lineIsRunOf(at, i, c)) {
      // "---" or "===" alone after text underlines a setext heading ("-" alone may also be an empty item).
      prefix.setext = true;
      if (c === DASH && !(at(i + 1) === DASH)) prefix.markers++;
      while (!isLineEnd(at(i))) i++;
      break;
    } else if ((c === DASH || c === STAR || c === PLUS) && (isBlank(at(i + 1)) || isLineEnd(at(i + 1)))) {
      prefix.markers++;
      prefix.startsBlock ||= i === start;
    } else if (isDigit(c)) {
      while (isDigit(at(next)) && next - i < 10) next++;
      const ok = next - i <= 9 && (at(next) === DOT || at(next) === PAREN) && (isBlank(at(next + 1)) || isLineEnd(at(next + 1)));
      if (!ok) break;
      prefix.markers++;
      // Only an item numbered 1 may interrupt a paragraph.
      prefix.startsBlock ||= i === start && next - i === 1 && c === ONE;
      next++;
    } else if (c === OPEN && at(i + 1) === CARET) {
      // "[^label]:" opens a footnote definition, a container like a list item.
      next = i + 2;
      for (let d = at(next); next - i < 1002 && !isBlank(d) && !isLineEnd(d) && d !== OPEN && d !== CLOSE; d = at(++next)) {
        if (d === BACKSLASH && !isLineEnd(at(next + 1))) next++; // "\]" belongs to the label
      }
      if (!(next > i + 2 && at(next) === CLOSE && at(next + 1) === COLON)) break;
      prefix.markers++;
      prefix.footnotes++;
      next += 2;
    } else break;
    // A marker's own following space is not indentation that could continue a list item.
    if (!isBlank(c) && at(next) === SPACE) next++;
    i = next;
  }
  prefix.end = i;
  return prefix;
}

/** True when the line from `i` is a run of `c` then only blanks (reads at most to the line end). */
function lineIsRunOf(at: Reader["at"], i: number, c: number): boolean {
  while (at(i) === c) i++;
  while (isBlank(at(i))) i++;
  return isLineEnd(at(i));
}

/** Length of the run of `c` from `i`. */
export function runOf(at: Reader["at"], i: number, c: number): number {
  let end = i;
  while (at(end) === c) end++;
  return end - i;
}
