import { singular } from "../../../../shared/english-nouns";
import { GENERIC_MODIFIERS, KINDS, STOP } from "./lexicon";

/** Words of an idea and the phrases made of them, spelled as the user typed them. */
export type Word = { text: string; low: string; punct: boolean };
export type Phrase = { words: Word[]; head: Word; text: string };

const TOKEN = /[\p{L}\p{N}][\p{L}\p{N}\p{M}]*(?:['’.-][\p{L}\p{N}\p{M}]+)*|[.!?;:\n]+|[,()[\]—–&+/]/gu;
const MAX_WORDS = 60;
/** Punctuation does not count as words; this bounds a sentence of commas too. */
const MAX_TOKENS = 200;

/** Words of the idea's first sentence (emoji and symbols dropped, at most MAX_WORDS). */
export function sentenceWords(text: string): Word[] {
  const words: Word[] = [];
  let content = 0;
  for (const match of text.matchAll(TOKEN)) {
    const raw = match[0];
    const punct = !/^[\p{L}\p{N}]/u.test(raw);
    if (punct && /[.!?;:\n]/.test(raw)) {
      if (content >= 3) break;
      continue;
    }
    if (!punct) content++;
    words.push({ text: raw.replace(/’/g, "'"), low: raw.toLowerCase().replace(/’/g, "'"), punct });
    if (content >= MAX_WORDS || words.length >= MAX_TOKENS) break;
  }
  return words;
}

/**
 * Mid-sentence spelling: a first word capitalised only because it starts the sentence
 * ("Meditation", "A") is lower-cased; "Kita-Plätze", "CRM" and "München" keep theirs.
 * Text typed all in capitals is lower-cased throughout.
 */
export function sentenceCase(ws: Word[], shouting: boolean): void {
  for (const [i, w] of ws.entries()) {
    if (shouting) w.text = w.low;
    else if (i === 0 && /^\p{Lu}[\p{Ll}\p{M}]*(?:-[\p{Ll}\p{M}]+)*$/u.test(w.text) && !brandFor(w, ws[1])) w.text = w.low;
  }
}

/** "Uber for plants", "Airbnb for boats": a name before "for" keeps its capital; "Meditation for …" does not. */
function brandFor(w: Word, next: Word | undefined): boolean {
  return next?.low === "for" && !/(?:ing|tion|sion|ment|ness|ity|ance|ence|ery|ship|ics|ism|age|s)$/.test(w.low);
}

export function phraseText(words: Word[]): string {
  let out = "";
  for (const w of words) {
    const tight = w.punct && /^[,.!?;:)\]]/.test(w.text);
    out += out && !tight && !out.endsWith("(") ? ` ${w.text}` : w.text;
  }
  return out;
}

/** Content words of a phrase up to its head: "deposits and reviews" → deposits, "checkout of a grocery app" → checkout. */
export function core(p: Phrase): Word[] {
  const out: Word[] = [];
  for (const w of p.words) {
    if (w.punct || STOP.has(w.low)) break;
    out.push(w);
    if (w === p.head) break;
  }
  return out;
}

/** "dog walking" from "Dog walking app": the words of a product phrase that say what it is about. */
export function productModifiers(product: Phrase): Word[] {
  return core(product).filter((w) => w !== product.head && !GENERIC_MODIFIERS.has(w.low) && !KINDS.has(w.low));
}

/** A phrase's words up to its head, the head made singular: "night shifts" → "night shift". */
export function short(p: Phrase, maxWords = 3): string {
  const words = core(p).slice(-maxWords);
  return phraseText(words.map((w, i) => (i === words.length - 1 ? { ...w, text: singular(w.text) } : w)));
}
