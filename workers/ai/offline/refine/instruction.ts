import { capitalize, clipAtWord } from "../text-utils";

/** What the offline model reads from a refine instruction (docs/product.md#refine). */
export type Instruction = {
  /** The instruction on one line, as the user wrote it. */
  text: string;
  /** "shorter", "fewer", "more concise" …: the result gets fewer items. */
  shorter: boolean;
  /** What "add a referral step" asks to add ("Referral"), or null. */
  addition: string | null;
  /** Where it goes, when the instruction says ("after sign up" → after, "sign up"), or null. */
  anchor: { side: "after" | "before"; words: string } | null;
};

const SHORTER = /\b(?:short(?:er|en)?|fewer|concise|condense|brief(?:er)?|trim)\b/i;
const ADD = /\badd(?:ing)?\s+(?:(?:an?|the|one|another|some|new)\s+)?(.+)/i;
// Where the name of the added thing ends: its kind ("step"), a place ("after sign-up") or punctuation.
const ADDITION_END = /\s+(?:steps?|nodes?|screens?|stages?|blocks?|sections?|sessions?|pages?|items?)\b|\s+(?:to|before|after|between|into|in|at|on|for|so|and|then|that|which|with|where|when)\b|[.,;:!?()"“”]/i;

export function readInstruction(raw: string): Instruction {
  const text = raw.replace(/\s+/g, " ").trim();
  const addition = additionOf(text);
  const place = addition ? text.match(/\b(after|before)\s+(?:the\s+)?([^.,;:!?]+)/i) : null;
  const anchor = place ? { side: place[1]!.toLowerCase() as "after" | "before", words: place[2]!.trim() } : null;
  return { text, shorter: SHORTER.test(text), addition, anchor };
}

function additionOf(text: string): string | null {
  const rest = text.match(ADD)?.[1];
  if (!rest) return null;
  const end = rest.search(ADDITION_END);
  const words = (end >= 0 ? rest.slice(0, end) : rest).split(" ").filter(Boolean).slice(0, 6);
  return words.length ? capitalize(clipAtWord(words.join(" "), 60)) : null;
}

/** The instruction's own words, as the note a changed part carries ("Revised: make it friendlier"). */
export function revisedNote(instruction: Instruction, max = 300): string {
  return clipAtWord(`Revised: ${instruction.text}`, max);
}

/** True when the instruction names this person (whole words, any case). */
export function mentions(instruction: Instruction, name: string): boolean {
  const trimmed = name.trim();
  if (!trimmed) return false;
  const escaped = trimmed.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  return new RegExp(`(?:^|[^\\p{L}\\p{N}])${escaped}(?![\\p{L}\\p{N}])`, "iu").test(instruction.text);
}
