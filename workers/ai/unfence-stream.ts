import type { TextStream } from "./text-stream";

const OPENER = /^[ \t]*```(?:markdown|md)?[ \t]*$/i;
const INNER_OPENER = /^[ \t]*```\S/;
const CLOSER = /^[ \t]*```[ \t]*$/;
/** What a wrapped Markdown answer starts with, like the whole-text cleaner's check: code is not unwrapped. */
const MARKDOWN_START = /^\s*(#|[-*] |\d+\. |\*\*|[A-Z])/;

type State = "start" | "opened" | "inside" | "after" | "plain";
/** Text after what looks like the closing fence that may still be trailing prose ("Hope this helps!"), like the whole-text cleaner. */
const MAX_TAIL_CHARS = 300;

/**
 * A streamed Markdown answer that opens with a ```markdown fence, unwrapped while it streams
 * (docs/product.md#real-model-answers): the fence's opening line, its closing line and anything
 * after it never reach the reader. Line by line, and only an answer whose very first characters
 * are a fence is held back at all (until its first line ends), so every other answer streams with
 * no added delay; that is why a line of prose before the fence, which the whole-text cleaner
 * `unwrapMarkdownFence` also takes, is left as it is here.
 */
export function unfencedStream(text: TextStream): TextStream {
  const reader = text.getReader();
  let state: State = "start";
  let partial = "";
  let held = "";
  let inner = false;
  // After a fence line that may close the wrapper: it and what follows, until that is certain.
  let tail = "";

  /** What a complete line lets out, by state. */
  const takeLine = (line: string): string => {
    if (state === "after") {
      tail += `${line}\n`;
      // Another fence, or more than trailing prose: that line opened a code block inside the answer.
      if (CLOSER.test(line) || INNER_OPENER.test(line) || tail.length > MAX_TAIL_CHARS) {
        state = "inside";
        inner = !CLOSER.test(line);
        const out = tail;
        tail = "";
        return out;
      }
      return "";
    }
    if (state === "plain") return `${line}\n`;
    if (state === "inside") {
      if (CLOSER.test(line) && !inner) {
        state = "after";
        tail = `${line}\n`;
        return "";
      }
      if (CLOSER.test(line) || INNER_OPENER.test(line)) inner = !inner;
      return `${line}\n`;
    }
    if (state === "opened") {
      if (line.trim() === "") return "";
      state = MARKDOWN_START.test(line) ? "inside" : "plain";
      const before = state === "plain" ? held : "";
      held = "";
      return `${before}${line}\n`;
    }
    // "start": only blank lines, then either the fence or anything else.
    if (line.trim() === "") {
      held += `${line}\n`;
      return "";
    }
    if (OPENER.test(line)) {
      state = "opened";
      held += `${line}\n`;
      return "";
    }
    state = "plain";
    const before = held;
    held = "";
    return `${before}${line}\n`;
  };

  /** Text that has no line end yet: let out as soon as it cannot turn into a fence line. */
  const takePartial = (): string => {
    const fenceLike = /^[ \t]*`/.test(partial) || partial.trim() === "";
    if (state === "start" && !fenceLike) state = "plain";
    if (state === "plain" || (state === "inside" && !fenceLike)) {
      const out = held + partial;
      held = partial = "";
      return out;
    }
    return "";
  };

  const take = (piece: string): string => {
    const lines = (partial + piece).split("\n");
    partial = lines.pop()!;
    return lines.map(takeLine).join("") + takePartial();
  };

  /** At the end (or on a failure): what is still held back and belongs to the answer. */
  const rest = (): string => {
    // What follows the closing fence is dropped only when it is short enough to be trailing prose.
    if (state === "after") return tail.length + partial.length > MAX_TAIL_CHARS ? tail + partial : "";
    if (state === "inside") return CLOSER.test(partial) ? "" : partial;
    if (state === "opened" && MARKDOWN_START.test(partial)) return partial;
    return held + partial;
  };

  let failure: { error: unknown } | null = null;
  let cancelled = false;
  const stream = new ReadableStream<string>({
    async pull(controller) {
      if (failure) throw failure.error;
      for (;;) {
        let next: ReadableStreamReadResult<string>;
        try {
          next = await reader.read();
        } catch (error) {
          if (cancelled) return;
          // Text already held back still reaches the reader (never a lone opening fence); the failure follows on the next read.
          const last = state === "opened" ? partial : rest();
          if (!last) throw error;
          failure = { error };
          held = partial = tail = "";
          state = "after";
          controller.enqueue(last);
          return;
        }
        // Cancelled while waiting: the reader is gone, and writing would throw.
        if (cancelled) return;
        if (next.done) {
          const last = rest();
          if (last) controller.enqueue(last);
          controller.close();
          return;
        }
        const out = take(next.value);
        if (out) {
          controller.enqueue(out);
          return;
        }
      }
    },
    cancel(reason) {
      cancelled = true;
      return reader.cancel(reason);
    },
  });
  // By the time the model reports its end, every piece before it has been read through here.
  const unwrapped = () => state === "inside" || state === "after";
  return Object.assign(stream, { ending: text.ending.then((ending) => ({ ...ending, unwrapped: unwrapped() })), thinking: text.thinking });
}
