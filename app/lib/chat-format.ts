/**
 * How assistant chat messages are displayed (docs/product.md#quick-chat): parenthetical remarks removed,
 * text between double asterisks bold, line breaks kept. The result is plain data rendered as
 * React text nodes, so model output can never become HTML.
 *
 * Every step is one left-to-right pass (docs/product.md#hostile-text-stays-fast): a shared or saved conversation renders
 * these on the server, and the regexes this replaced took quadratic time on inputs such as
 * 16,000 "(" followed by 16,000 ")".
 */
import type { WorkMeter } from "~/lib/work-meter";

export type TextRun = { text: string; bold: boolean };
export type FormattedLine = TextRun[];

const OPEN = 40; // (
const CLOSE = 41; // )
const NEWLINE = 10;
const SPACE = 32;
const TAB = 9;
const ASTERISK = 42;
const PUNCTUATION = new Set([".", ",", ";", ":", "!", "?"].map((c) => c.charCodeAt(0)));

/**
 * Removes "(…)" remarks with the spaces or tabs before them, nested ones included, and the spaces
 * left before punctuation. A "(" never matches a ")" on another line, and an unclosed "(" stays
 * (a reply may still be streaming in).
 *
 * Output is built in a buffer of UTF-16 code units: a ")" that closes a "(" on the same line cuts
 * the buffer back to where that "(" was written, then drops the spaces before it. Each unit is
 * written once and cut at most once, so the work is linear whatever the nesting.
 */
export function stripParentheticals(text: string, meter?: WorkMeter): string {
  const out = new Uint16Array(text.length);
  let length = 0;
  // Buffer positions of the "(" still open on the current line.
  const open: number[] = [];
  let removed = 0;
  const dropTrailingBlanks = () => {
    while (length > 0 && (out[length - 1] === SPACE || out[length - 1] === TAB)) {
      length--;
      removed++;
    }
  };
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code === CLOSE && open.length > 0) {
      const start = open.pop()!;
      removed += length - start;
      length = start;
      dropTrailingBlanks();
      continue;
    }
    if (code === OPEN) open.push(length);
    else if (code === NEWLINE) open.length = 0;
    else if (PUNCTUATION.has(code)) dropTrailingBlanks();
    out[length++] = code;
  }
  if (meter) meter.steps += text.length + removed;
  return decodeUnits(out, length);
}

/** The first `length` code units as a string, in slices small enough for `fromCharCode`'s arguments. */
function decodeUnits(units: Uint16Array, length: number): string {
  let result = "";
  for (let start = 0; start < length; start += 8_192) {
    result += String.fromCharCode(...units.subarray(start, Math.min(length, start + 8_192)));
  }
  return result;
}

// What `.` does not match in a regex: a bold run never spans one of these.
const isLineTerminator = (code: number) => code === 13 || code === 0x2028 || code === 0x2029 || code === NEWLINE;
const isDoubleAsterisk = (line: string, i: number) => line.charCodeAt(i) === ASTERISK && line.charCodeAt(i + 1) === ASTERISK;

/**
 * "**bold**" runs, matched as the regex `\*\*(.+?)\*\*` (global) would: the leftmost "**", then the
 * nearest "**" after at least one character, never across a line terminator. When an opener finds no
 * closer before a terminator, no opener before that terminator can, so scanning resumes after it:
 * each character is visited once.
 */
function boldRuns(line: string, meter?: WorkMeter): TextRun[] {
  const runs: TextRun[] = [];
  let last = 0; // end of the text already turned into runs
  let cursor = 0; // where the search for the next opener starts
  let visited = 0;
  while (cursor + 1 < line.length) {
    let open = cursor;
    while (open + 1 < line.length && !isDoubleAsterisk(line, open)) open++;
    visited += open - cursor + 1;
    if (open + 1 >= line.length) break;
    let close = open + 2;
    while (close < line.length && !isLineTerminator(line.charCodeAt(close)) && !(close >= open + 3 && isDoubleAsterisk(line, close)))
      close++;
    visited += close - open - 1;
    if (close < line.length && isDoubleAsterisk(line, close) && close >= open + 3) {
      if (open > last) runs.push({ text: line.slice(last, open), bold: false });
      runs.push({ text: line.slice(open + 2, close), bold: true });
      last = close + 2;
      cursor = last;
    } else {
      cursor = close + 1; // past the terminator (or the end of the line)
    }
  }
  if (last < line.length) runs.push({ text: line.slice(last), bold: false });
  if (meter) meter.steps += visited;
  return runs;
}

export function formatAssistantMessage(text: string, meter?: WorkMeter): FormattedLine[] {
  return stripParentheticals(text, meter)
    .split(/\r?\n/)
    .map((line) => boldRuns(line, meter));
}

/** A line as the chat shows it: a list item ("- ", "* ", "+ " or "• " at its start) loses its marker and is drawn as a bullet. */
export type ShownLine = { bullet: boolean; runs: FormattedLine };

// A list marker: up to three spaces, one of - * + •, then whitespace. "**bold**" is not one.
const LIST_MARKER = /^ {0,3}[-*+•][ \t]+/;

/**
 * The formatted lines with list items told apart, so "- Talk to five people" reads as a bullet,
 * not as a raw Markdown marker. The marker is cut from the line's first run; a bold run right
 * after it stays bold.
 */
export function shownLines(lines: readonly FormattedLine[]): ShownLine[] {
  return lines.map((runs) => {
    const first = runs[0];
    const marker = first && !first.bold ? LIST_MARKER.exec(first.text) : null;
    if (!marker) return { bullet: false, runs };
    const rest = first!.text.slice(marker[0].length);
    return { bullet: true, runs: rest ? [{ text: rest, bold: false }, ...runs.slice(1)] : runs.slice(1) };
  });
}
