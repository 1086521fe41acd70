/**
 * Finds the JSON in a model's answer: inside a ```json fence, after a sentence of prose, before
 * "Hope this helps!" (docs/product.md#real-model-answers). Open models without a JSON mode answer
 * that way even when asked for JSON only.
 *
 * It takes the first balanced object or array (strings and escapes respected, so a brace inside a
 * label does not end it); values that follow it directly ("two objects in a row", newline-
 * delimited results) are collected into one array. An answer cut off before its closing bracket
 * is returned from its first bracket to the end, marked incomplete, for the syntax repair to close.
 * One linear pass; nothing is evaluated.
 */
export type ExtractedJson = {
  /** The JSON text (still possibly broken syntax: the next step repairs it). */
  json: string;
  /** True when anything around the JSON (fence, prose) was dropped. */
  extracted: boolean;
  /** False when the answer ended before the value was closed (cut off). */
  complete: boolean;
};

const FENCE_OPEN = /```[a-zA-Z0-9_-]*[ \t]*\r?\n?/;

export function extractJson(answer: string): ExtractedJson | null {
  const text = stripFence(answer);
  const start = firstBracket(text);
  if (start < 0) return null;
  const values: string[] = [];
  let cursor = start;
  let complete = true;
  while (cursor < text.length) {
    const end = closingIndex(text, cursor);
    if (end < 0) {
      values.push(text.slice(cursor));
      complete = false;
      break;
    }
    values.push(text.slice(cursor, end + 1));
    const next = nextValueStart(text, end + 1);
    if (next < 0) break;
    cursor = next;
  }
  const json = values.length === 1 ? values[0]! : `[${values.join(",")}]`;
  return { json, extracted: json.trim() !== answer.trim(), complete };
}

/** The text inside the first fence when there is one (closed or, for a cut-off answer, not). */
function stripFence(answer: string): string {
  const open = FENCE_OPEN.exec(answer);
  if (!open || !answer.startsWith("```", open.index)) return answer;
  // Only a fence that holds JSON: a later bracket in prose would otherwise win.
  const bodyStart = open.index + open[0].length;
  const close = answer.indexOf("```", bodyStart);
  const body = close < 0 ? answer.slice(bodyStart) : answer.slice(bodyStart, close);
  return firstBracket(body) >= 0 ? body : answer;
}

function firstBracket(text: string): number {
  const brace = text.indexOf("{");
  const bracket = text.indexOf("[");
  if (brace < 0) return bracket;
  if (bracket < 0) return brace;
  return Math.min(brace, bracket);
}

/** Where another value starts right after one ends (only spaces, commas or newlines between). */
function nextValueStart(text: string, from: number): number {
  for (let i = from; i < text.length; i++) {
    const ch = text[i]!;
    if (ch === "{" || ch === "[") return i;
    if (ch !== "," && !/\s/.test(ch)) return -1;
  }
  return -1;
}

const QUOTES: Record<string, string> = { '"': '"', "'": "'", "\u201c": "\u201d" };

/**
 * The index of the bracket closing the one at `start`, or -1 when the text ends first. A single
 * or smart quote opens a string only where a key or value can start, so an apostrophe in "don't"
 * inside a double-quoted string, or in an unquoted word, never swallows the rest.
 */
function closingIndex(text: string, start: number): number {
  const stack: string[] = [];
  let quote: string | null = null;
  let previous = "";
  for (let i = start; i < text.length; i++) {
    const ch = text[i]!;
    if (quote !== null) {
      if (ch === "\\") i++;
      else if (ch === quote) quote = null;
      continue;
    }
    if (ch in QUOTES && (ch === '"' || "{[,:".includes(previous))) {
      quote = QUOTES[ch]!;
      continue;
    }
    if (ch === "{") stack.push("}");
    else if (ch === "[") stack.push("]");
    else if (ch === "}" || ch === "]") {
      // A mismatched closer is a syntax slip for the repair step, not the end of the value.
      if (stack.at(-1) === ch) stack.pop();
      if (stack.length === 0) return i;
    }
    if (!/\s/.test(ch)) previous = ch;
  }
  return -1;
}
