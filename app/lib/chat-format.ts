/**
 * How assistant chat messages are displayed (spec section 2): parenthetical remarks removed,
 * text between double asterisks bold, line breaks kept. The result is plain data rendered as
 * React text nodes, so model output can never become HTML.
 */
export type TextRun = { text: string; bold: boolean };
export type FormattedLine = TextRun[];

/** Removes "(…)" remarks, innermost first, with the space before them. Unclosed "(" stays. */
export function stripParentheticals(text: string): string {
  let previous: string;
  let current = text;
  do {
    previous = current;
    current = current.replace(/[ \t]*\([^()\n]*\)/g, "");
  } while (current !== previous);
  return current.replace(/[ \t]+([.,;:!?])/g, "$1");
}

function boldRuns(line: string): TextRun[] {
  const runs: TextRun[] = [];
  const pattern = /\*\*(.+?)\*\*/g;
  let last = 0;
  for (const match of line.matchAll(pattern)) {
    if (match.index > last) runs.push({ text: line.slice(last, match.index), bold: false });
    runs.push({ text: match[1]!, bold: true });
    last = match.index + match[0].length;
  }
  if (last < line.length) runs.push({ text: line.slice(last), bold: false });
  return runs;
}

export function formatAssistantMessage(text: string): FormattedLine[] {
  return stripParentheticals(text).split(/\r?\n/).map(boldRuns);
}
