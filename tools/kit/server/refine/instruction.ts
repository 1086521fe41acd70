import { capitalize, clipAtWord } from "../offline/text-utils";

/** What the offline model reads from a refine instruction (docs/product.md#refine). */
export type Instruction = {
  /** The instruction on one line, as the user wrote it. */
  text: string;
  /** "shorter", "fewer", "smaller", "more concise" …: the result gets fewer items. */
  shorter: boolean;
  /** What "add a referral step" asks to add ("Referral"), or null. */
  addition: string | null;
  /** Where it goes, when the instruction says ("after sign up" → after, "sign up"), or null. */
  anchor: { side: "after" | "before"; words: string } | null;
  /** What "remove the weekly summary" asks to take out ("weekly summary"), or null. */
  removal: string | null;
  /** "for teachers" → "teachers"; "for a different audience" → "" (the model picks one); null when not asked. */
  audience: string | null;
  /** What "rename to Pawpal" / "call it Pawpal" asks the product to be called, or null. */
  rename: string | null;
};

const SHORTER =
  /\b(?:short(?:er|en)?|fewer|concise|condense[ds]?|brief(?:er)?|trim|smaller|reduce[ds]?|leaner|slimmer|tighter|compact|cut (?:it |this )?down|less (?:text|content|items|features|detail|long))\b/i;
const ADD = /\badd(?:ing)?\s+(?:(?:an?|the|one|another|some|new)\s+)?(.+)/i;
const REMOVE =
  /\b(?:remove|drop|delete|exclude|get rid of|take out|leave out|strip out|cut(?! (?:it |this )?down))\s+(?:(?:the|a|an|any|all|that|those|this)\s+)?(.+)/i;
// Where the name of the added (or removed) thing ends: its kind ("step"), a place ("after sign-up") or punctuation.
const ITEM_END =
  /\s+(?:steps?|nodes?|screens?|stages?|blocks?|sections?|sessions?|pages?|items?|parts?|features?|points?|bullets?|lines?)\b|\s+(?:to|from|before|after|between|into|in|at|on|for|so|and|then|that|which|with|where|when|please|entirely|completely)\b|[.,;:!?()"“”]/i;
const PRONOUN = /^(?:it|this|that|them|these|those|everything|something|anything|one)$/i;
const RENAME =
  /\b(?:rename(?:\s+(?:it|this|the (?:product|app|startup|company|idea)))?(?:\s+(?:to|as|into))?|call (?:it|this|the (?:product|app|startup|company))|name (?:it|this|the (?:product|app|startup|company))|change the name to|new name(?: is)?:?|(?:product|app) name(?: is)?:?)\s+["“'‘]?([\p{L}\p{N}][\p{L}\p{N}&' -]{0,40}?)["”'’]?(?=$|[.,;:!?)]|\s+(?:and|instead|please|then|with|for)\b)/iu;
const OTHER_AUDIENCE =
  /\b(?:different|another|other|new|second|broader|wider) (?:audience|target (?:group|audience|market|users?)|user group|customer (?:group|segment)|segment|market)\b/i;
const AUDIENCE_NAMED = [
  /\b(?:target(?:ing)?|aimed at|aim (?:it |this )?at|audience(?: is| to| of| should be)?:?|tailor(?:ed)?(?: it| this)? (?:to|for)|(?:make|write|rewrite|redo|adapt|change|switch|turn) (?:it|this|the (?:plan|result|text|copy|page))(?: so it'?s)? (?:for|to suit)|written for|switch (?:the )?audience to|change (?:the )?audience to)\s+(.+)/i,
  /^for\s+(.+)/i,
  /\bfor\s+(.+?)\s+instead\b/i,
];
const AUDIENCE_END = /\s+(?:instead|please|rather|and make|and add|and remove|so that|so it)\b|[.,;:!?()"“”]/i;

export function readInstruction(raw: string): Instruction {
  const text = raw.replace(/\s+/g, " ").trim();
  const addition = itemOf(text, ADD);
  const place = addition ? text.match(/\b(after|before)\s+(?:the\s+)?([^.,;:!?]+)/i) : null;
  const anchor = place ? { side: place[1]!.toLowerCase() as "after" | "before", words: place[2]!.trim() } : null;
  const rename = renameOf(text);
  return {
    text,
    shorter: SHORTER.test(text),
    addition,
    anchor,
    removal: itemOf(text, REMOVE),
    audience: rename ? null : audienceOf(text),
    rename,
  };
}

/** True when the offline model understood some part of the instruction (else it only notes it). */
export function understood(instruction: Instruction): boolean {
  return instruction.shorter || !!instruction.addition || !!instruction.removal || instruction.audience !== null || !!instruction.rename;
}

/** The same instruction with nothing understood: what a refiner turns into a visible note. */
export function asNoteOnly(instruction: Instruction): Instruction {
  return { ...instruction, shorter: false, addition: null, anchor: null, removal: null, audience: null, rename: null };
}

function itemOf(text: string, pattern: RegExp): string | null {
  const rest = text.match(pattern)?.[1];
  if (!rest) return null;
  const end = rest.search(ITEM_END);
  const words = (end >= 0 ? rest.slice(0, end) : rest).split(" ").filter(Boolean).slice(0, 6);
  if (words.length === 0 || (words.length === 1 && PRONOUN.test(words[0]!))) return null;
  return capitalize(clipAtWord(words.join(" "), 60));
}

function renameOf(text: string): string | null {
  const name = text.match(RENAME)?.[1]?.trim();
  // Quotes and backslashes would have to be escaped inside a diagram's JSON; a name never needs them.
  const clean = name?.replace(/["\\]/g, "").trim();
  return clean && !PRONOUN.test(clean) ? clipAtWord(clean, 40) : null;
}

/** "teachers" from "for teachers instead"; "" for "a different audience"; null when the audience is not the point. */
function audienceOf(text: string): string | null {
  if (OTHER_AUDIENCE.test(text)) return "";
  for (const pattern of AUDIENCE_NAMED) {
    const rest = text.match(pattern)?.[1];
    if (!rest) continue;
    const end = rest.search(AUDIENCE_END);
    const words = (end >= 0 ? rest.slice(0, end) : rest)
      .replace(/^(?:the|an?)\s+/i, "")
      .split(" ")
      .filter(Boolean)
      .slice(0, 8);
    if (words.length > 0 && !PRONOUN.test(words[0]!)) return clipAtWord(words.join(" "), 80);
  }
  return null;
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
