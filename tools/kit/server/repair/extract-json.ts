/**
 * Finds the JSON in a model's answer: inside a ```json fence, after a sentence of prose, before
 * "Hope this helps!" (docs/product.md#real-model-answers). Open models without a JSON mode answer
 * that way even when asked for JSON only.
 *
 * A candidate is a balanced object or array (strings and escapes respected, so a brace inside a
 * label does not end it); values that follow it directly ("two objects in a row", newline-
 * delimited results) are also offered joined into one array. An answer cut off before its closing
 * bracket is offered from that bracket to the end, marked incomplete, for the syntax repair to
 * close. Nothing is evaluated.
 */
export type ExtractedJson = {
  /** The JSON text (still possibly broken syntax: the next step repairs it). */
  json: string;
  /** True when anything around the JSON (fence, prose) was dropped. */
  extracted: boolean;
  /** False when the answer ended before the value was closed (cut off). */
  complete: boolean;
  /** Which top-level value of its text it starts at (0 = the first), and whether that text is a fence's body. */
  place: number;
  inFence: boolean;
};

const FENCE_OPEN = /```[a-zA-Z0-9_-]*[ \t]*\r?\n?/;
/** How many places in one answer are tried: enough for prose, an echoed schema and notes around the JSON. */
const MAX_CANDIDATES = 8;

/**
 * The places in an answer that may hold the JSON, most likely first: inside the first fence that
 * holds a bracket, then anywhere in the answer; at each opening bracket, the values that follow
 * one another from there joined into a list, then the first value alone. A "{curly}" word in the
 * prose, a schema echoed from the prompt or a "[Note: …]" after the JSON thus never hide the real
 * answer. At most MAX_CANDIDATES, each found in one pass over its part of the text.
 */
export function extractJsonCandidates(answer: string): ExtractedJson[] {
  const candidates: ExtractedJson[] = [];
  const seen = new Set<string>();
  const fenced = stripFence(answer);
  for (const text of fenced === answer ? [answer] : [fenced, answer]) {
    const inFence = text !== answer;
    const add = (json: string, complete: boolean, place: number) => {
      if (candidates.length >= MAX_CANDIDATES || seen.has(json)) return;
      seen.add(json);
      candidates.push({ json, extracted: json.trim() !== answer.trim(), complete, place, inFence });
    };
    // Values in a row are one place: the second of them offered alone is still part of it.
    let place = -1;
    let rowEnd = 0;
    // Bounded starts too: brackets that add nothing new (the same "[1]" again) cannot make this quadratic.
    for (
      let start = firstBracket(text, 0), tries = 0;
      start >= 0 && candidates.length < MAX_CANDIDATES && tries < 4 * MAX_CANDIDATES;
      tries++
    ) {
      const values = valuesInARow(text, start);
      if (start >= rowEnd) place++;
      rowEnd = Math.max(rowEnd, values.end);
      if (values.list.length > 1) add(`[${values.list.join(",")}]`, values.complete, place);
      add(values.list[0]!, values.list.length > 1 || values.complete, place);
      if (!values.firstEnd) break;
      start = firstBracket(text, values.firstEnd);
    }
  }
  return candidates;
}

/**
 * The values that follow one another from `start`; `firstEnd` is where the first one closed (0 when
 * it never did), `end` where the last one did (the text's end when it never closed).
 */
function valuesInARow(text: string, start: number): { list: string[]; complete: boolean; firstEnd: number; end: number } {
  const list: string[] = [];
  let cursor = start;
  let firstEnd = 0;
  let lastEnd = start;
  while (cursor < text.length) {
    const end = closingIndex(text, cursor);
    if (end < 0) {
      list.push(text.slice(cursor));
      return { list, complete: false, firstEnd, end: text.length };
    }
    list.push(text.slice(cursor, end + 1));
    if (!firstEnd) firstEnd = end + 1;
    lastEnd = end + 1;
    const next = nextValueStart(text, end + 1);
    if (next < 0) break;
    cursor = next;
  }
  return { list, complete: true, firstEnd, end: lastEnd };
}

/** The text inside the first fence when there is one (closed or, for a cut-off answer, not). */
function stripFence(answer: string): string {
  const open = FENCE_OPEN.exec(answer);
  if (!open || !answer.startsWith("```", open.index)) return answer;
  // Only a fence that holds JSON: a later bracket in prose would otherwise win.
  const bodyStart = open.index + open[0].length;
  const close = answer.indexOf("```", bodyStart);
  const body = close < 0 ? answer.slice(bodyStart) : answer.slice(bodyStart, close);
  return firstBracket(body, 0) >= 0 ? body : answer;
}

function firstBracket(text: string, from: number): number {
  const brace = text.indexOf("{", from);
  const bracket = text.indexOf("[", from);
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
