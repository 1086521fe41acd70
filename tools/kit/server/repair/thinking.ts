/**
 * A reasoning model's thinking written into its answer text (docs/product.md#reasoning-models):
 * Qwen3, DeepSeek-R1 distills and QwQ served without a reasoning parser open with
 * `<think>…</think>` (or `<thinking>…</thinking>`) before the answer, and a template that opens
 * the block itself (DeepSeek-R1 distills on Workers AI, vLLM, llama.cpp) leaves only the closing
 * tag. The thinking is never part of the answer: not shown, not saved, and its braces never read
 * as the answer's JSON.
 *
 * Only a block at the very start counts as thinking, so an answer that explains the tags keeps
 * them. The splitter works piece by piece on a stream, holding back no more than a partial tag.
 */
export type ThinkingPiece = { kind: "thinking" | "text"; text: string };

const BLOCKS = [
  { open: "<think>", close: "</think>" },
  { open: "<thinking>", close: "</thinking>" },
] as const;
const CLOSERS = BLOCKS.map((b) => b.close);
/** The longest tag, so a partial one at the end of a piece is held back until it is complete. */
const LONGEST_TAG = Math.max(...BLOCKS.flatMap((b) => [b.open.length, b.close.length]));

type State = "start" | "thinking" | "after-thinking" | "text";

export class ThinkingSplitter {
  private state: State = "start";
  private held = "";
  private closers: readonly string[] = CLOSERS;
  /** The template opens the block, so the text may begin inside it (no opening tag). */
  private readonly startsInThinking: boolean;
  /**
   * Thinking of a block the template opened: held back until its closing tag proves it was
   * thinking, since a model may also answer straight away. Null when nothing is held.
   */
  private unproven: string | null = null;
  private endedInThinking = false;

  constructor({ startsInThinking = false }: { startsInThinking?: boolean } = {}) {
    this.startsInThinking = startsInThinking;
  }

  /** Whether the text ended inside a thinking block (known after `end`). */
  get unclosed(): boolean {
    return this.endedInThinking;
  }

  /** The next piece of the model's text, split into thinking and answer. */
  push(piece: string): ThinkingPiece[] {
    const out: ThinkingPiece[] = [];
    this.held += piece;
    while (this.step(out));
    return out;
  }

  /**
   * The end of the text. `cutOff`: the model stopped at its length limit. A block the template
   * opened that never closed was no thinking at all (the model answered straight away), unless
   * the answer was cut off inside it.
   */
  end({ cutOff = false }: { cutOff?: boolean } = {}): ThinkingPiece[] {
    const rest = this.held;
    this.held = "";
    const state = this.state;
    this.state = "text";
    if (state === "thinking" && this.unproven !== null && !cutOff) return piece("text", this.unproven + rest);
    if (state === "thinking") {
      this.endedInThinking = true;
      return piece("thinking", (this.unproven ?? "") + rest);
    }
    return state === "after-thinking" ? [] : piece("text", rest);
  }

  /** One step of the state machine; false when it needs more text. */
  private step(out: ThinkingPiece[]): boolean {
    const { held } = this;
    if (held === "") return false;
    switch (this.state) {
      case "start": {
        const trimmed = held.trimStart();
        const lower = trimmed.toLowerCase();
        const block = BLOCKS.find((b) => lower.startsWith(b.open));
        if (block) return this.enterThinking([block.close], trimmed.slice(block.open.length), false);
        // Only blanks or the start of an opening tag so far.
        if (BLOCKS.some((b) => b.open.startsWith(lower))) return false;
        if (this.startsInThinking) return this.enterThinking(CLOSERS, held, true);
        this.state = "text";
        return true;
      }
      case "thinking": {
        const lower = held.toLowerCase();
        const found = this.closers.map((close) => ({ close, at: lower.indexOf(close) })).find((f) => f.at >= 0);
        if (found) {
          out.push(...piece("thinking", (this.unproven ?? "") + held.slice(0, found.at)));
          this.unproven = null;
          this.held = held.slice(found.at + found.close.length);
          this.state = "after-thinking";
          return true;
        }
        // Everything but what may be the start of the closing tag.
        const safe = held.slice(0, Math.max(0, held.length - (LONGEST_TAG - 1)));
        if (!safe) return false;
        if (this.unproven !== null) this.unproven += safe;
        else out.push(...piece("thinking", safe));
        this.held = held.slice(safe.length);
        return false;
      }
      case "after-thinking": {
        this.held = held.trimStart();
        if (this.held === "") return false;
        this.state = "text";
        return true;
      }
      case "text":
        out.push(...piece("text", held));
        this.held = "";
        return false;
    }
  }

  private enterThinking(closers: readonly string[], rest: string, unproven: boolean): boolean {
    this.state = "thinking";
    this.closers = closers;
    this.held = rest;
    this.unproven = unproven ? "" : null;
    return true;
  }
}

const piece = (kind: ThinkingPiece["kind"], text: string): ThinkingPiece[] => (text ? [{ kind, text }] : []);

/**
 * A whole answer split into its thinking and the answer. `unclosed`: the text ended inside the
 * thinking block. A closing tag with no opening one (the template opened the block) makes what
 * comes before it thinking.
 */
export function splitThinking(
  text: string,
  { cutOff = false, startsInThinking = false }: { cutOff?: boolean; startsInThinking?: boolean } = {},
): { thinking: string; answer: string; unclosed: boolean } {
  const splitter = new ThinkingSplitter({ startsInThinking: startsInThinking || hasLoneCloser(text) });
  const pieces = [...splitter.push(text), ...splitter.end({ cutOff })];
  const join = (kind: ThinkingPiece["kind"]) =>
    pieces
      .filter((p) => p.kind === kind)
      .map((p) => p.text)
      .join("");
  return { thinking: join("thinking"), answer: join("text"), unclosed: splitter.unclosed };
}

function hasLoneCloser(text: string): boolean {
  const lower = text.toLowerCase();
  const start = lower.trimStart();
  if (BLOCKS.some((b) => start.startsWith(b.open))) return false;
  return CLOSERS.some((close) => lower.includes(close));
}
