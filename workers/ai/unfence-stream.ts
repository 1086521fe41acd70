import type { TextStream } from "./text-stream";

const OPENER = /^[ \t]*```(?:markdown|md)?[ \t]*$/i;
const INNER_OPENER = /^[ \t]*```\S/;
const CLOSER = /^[ \t]*```[ \t]*$/;
/** A line of prose before the fence ("Sure! Here is my advice:"), as the whole-text cleaner allows. */
const MAX_LEAD_CHARS = 200;

/** What a wrapped Markdown answer starts with, like the whole-text cleaner's check: code is not unwrapped. */
const MARKDOWN_START = /^\s*(#|[-*] |\d+\. |\*\*|[A-Z])/;

type State = "start" | "lead" | "opened" | "inside" | "after" | "plain";

/**
 * A streamed Markdown answer wrapped whole in a ```markdown fence, unwrapped while it streams
 * (docs/product.md#real-model-answers): the fence's opening line (and a line of prose before it)
 * and its closing line, with anything after it, never reach the reader. Line by line, so text
 * flows on as soon as a line cannot be a fence; an answer that does not open with a fence passes
 * through untouched. The whole-text twin is `unwrapMarkdownFence` (shared/answer-text.ts).
 */
export function unfencedStream(text: TextStream): TextStream {
  const reader = text.getReader();
  let state: State = "start";
  let partial = "";
  let lead = "";
  let inner = false;

  /** What a complete line lets out, by state. */
  const takeLine = (line: string): string => {
    if (state === "after") return "";
    if (state === "plain") return `${line}\n`;
    if (state === "inside") {
      if (CLOSER.test(line) && !inner) {
        state = "after";
        return "";
      }
      if (CLOSER.test(line) || INNER_OPENER.test(line)) inner = !inner;
      return `${line}\n`;
    }
    if (state === "opened") {
      if (line.trim() === "") return "";
      state = MARKDOWN_START.test(line) ? "inside" : "plain";
      const held = state === "plain" ? lead : "";
      lead = "";
      return `${held}${line}\n`;
    }
    // "start" or "lead": nothing is let out until the fence is found or ruled out.
    if (OPENER.test(line)) {
      state = "opened";
      lead += `${line}\n`;
      return "";
    }
    const leadLine = state === "start" && line.length <= MAX_LEAD_CHARS && !line.includes("`");
    if (line.trim() === "" || leadLine) {
      if (line.trim() !== "") state = "lead";
      lead += `${line}\n`;
      return "";
    }
    state = "plain";
    return `${lead}${line}\n`;
  };

  /** Text that has no line end yet: let out when it cannot turn into a fence line. */
  const takePartial = (): string => {
    if (state === "plain") return flushPartial();
    if (state === "inside" && !/^[ \t]*`/.test(partial) && partial.trim() !== "") return flushPartial();
    return "";
  };
  const flushPartial = () => {
    const out = partial;
    partial = "";
    return out;
  };

  const take = (piece: string): string => {
    const lines = (partial + piece).split("\n");
    partial = lines.pop()!;
    return lines.map(takeLine).join("") + takePartial();
  };

  /** At the end: a lead that never met a fence, and a last line without a line break. */
  const rest = (): string => {
    if (state === "start" || state === "lead") return lead + partial;
    if (state === "opened") return MARKDOWN_START.test(partial) ? partial : lead + partial;
    if (state === "inside" && CLOSER.test(partial)) return "";
    return state === "after" ? "" : partial;
  };

  const stream = new ReadableStream<string>({
    async pull(controller) {
      for (;;) {
        const { value, done } = await reader.read();
        if (done) {
          const last = rest();
          if (last) controller.enqueue(last);
          controller.close();
          return;
        }
        const out = take(value);
        if (out) {
          controller.enqueue(out);
          return;
        }
      }
    },
    cancel(reason) {
      return reader.cancel(reason);
    },
  });
  // By the time the model reports its end, every piece before it has been read through here.
  const unwrapped = () => state === "inside" || state === "after";
  return Object.assign(stream, { ending: text.ending.then((ending) => ({ ...ending, unwrapped: unwrapped() })) });
}
