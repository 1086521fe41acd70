import { phraseText, sentenceCase, sentenceWords, type Phrase, type Word } from "./idea-words";
import {
  FOR,
  HELPERS,
  isOrganisation,
  isPerson,
  KINDS,
  LEAD_AUX,
  LEAD_MAKE,
  LEAD_NOUNS,
  LEAD_SUBJECTS,
  OF,
  PREPOSITIONS,
  RELATIVE,
  STOP,
  VERBS,
  verbLemma,
} from "./lexicon";

export type { Phrase, Word } from "./idea-words";
export { core, phraseText, productModifiers, short } from "./idea-words";

/**
 * Chunks an idea into the phrases the offline writers reuse: the product ("a mobile app"),
 * what it does (verb + object), who it is for, the activity ("for last-minute dog walking")
 * and extras ("with deposits and reviews"). One left-to-right pass over the first sentence's
 * words (bounded in idea-words.ts), so it runs in linear time on any input.
 */

/** A verb with its object; `lead` keeps the article or particle typed before it ("on the", "the"). */
export type Verb = { lemma: string; word: Word; at: number; object: Phrase | null; lead: string };

export type IdeaParse = {
  /** The first sentence's words from where the idea itself starts (the lead-in removed). */
  words: Word[];
  product: Phrase | null;
  productIsKind: boolean;
  /** A noun phrase that opens the idea when it is not a product ("Inventory tracking for …"). */
  opening: Phrase | null;
  verbs: Verb[];
  verbFirst: boolean;
  audience: Phrase | null;
  partner: Phrase | null;
  activity: Phrase | null;
  extras: Phrase[];
  /** Phrases after other prepositions, in order ("in München", "after knee surgery"). */
  tails: { prep: Word; phrase: Phrase }[];
};

/** "… and get paid faster": verbs that describe an outcome, not something the product does. */
const LINKING = new Set(["get", "be", "become", "stay", "keep", "feel", "go"]);
const KEEP_LEAD = new Set(["on", "about", "with", "up", "the", "a", "an", "one", "their", "our", "your"]);
const DETERMINERS = new Set(
  "a an the this that these those each every one some any all other another their our your my his her its les la le l' die der das den dem ein eine el los las un une unos unas".split(
    " ",
  ),
);

/** Skips "I want to build", "We're making", "My idea is:", "Build" (before an article). */
function skipLeadIn(ws: Word[]): number {
  let i = 0;
  const at = (k: number) => ws[k]?.low ?? "";
  if (LEAD_SUBJECTS.has(at(0))) {
    i = 1;
    while (LEAD_AUX.has(at(i))) i++;
    if (LEAD_MAKE.has(at(i))) i++;
  } else if (
    ["my", "our", "the", "this", "here's", "an", "a"].includes(at(0)) &&
    LEAD_NOUNS.has(at(1)) &&
    ["is", ":", "-"].includes(at(2))
  ) {
    i = 3;
  } else if (LEAD_NOUNS.has(at(0)) && at(1) === ":") {
    i = 2;
  } else if (LEAD_MAKE.has(at(0)) && DETERMINERS.has(at(1))) {
    i = 1;
  } else if (["it's", "its"].includes(at(0)) && DETERMINERS.has(at(1))) {
    i = 1;
  }
  while (["basically", "simply", "just", "like", ":", "-", "—"].includes(at(i))) i++;
  return i < ws.length ? i : 0;
}

const isContent = (w: Word | undefined) => !!w && !w.punct && !STOP.has(w.low) && !PREPOSITIONS.has(w.low) && !RELATIVE.has(w.low);
const isBaseVerb = (w: Word | undefined) => !!w && VERBS.has(w.low);
const nextContent = (ws: Word[], k: number) => {
  while (ws[k] && DETERMINERS.has(ws[k]!.low)) k++;
  return k;
};
export const isPeople = (p: Phrase | null) => !!p && (isPerson(p.head.low) || isOrganisation(p.head.low));

/**
 * A noun phrase from `start`: leading determiners skipped, "of"-attachments kept, lists joined by
 * "and"/"&"/"," kept unless a verb follows ("invoices and get paid" stops at "and").
 */
function readPhrase(ws: Word[], start: number): { phrase: Phrase | null; end: number } {
  let i = start;
  while (ws[i] && DETERMINERS.has(ws[i]!.low)) i++;
  const words: Word[] = [];
  let head: Word | null = null;
  let attached = false;
  while (ws[i] && words.length < 8) {
    const w = ws[i]!;
    if (isContent(w)) {
      if (head && !attached && isPerson(head.low) && head.low.endsWith("s") && (isBaseVerb(w) || !isPerson(w.low))) break;
      // A product kind ends its phrase: "a platform connecting refugees …".
      if (head && KINDS.has(head.low) && !attached) break;
      words.push(w);
      if (!attached) head = w;
      i++;
    } else if (words.length > 0 && OF.has(w.low) && isContent(ws[nextContent(ws, i + 1)])) {
      attached = true;
      words.push(w);
      i++;
      while (ws[i] && DETERMINERS.has(ws[i]!.low)) words.push(ws[i++]!);
    } else if (words.length > 0 && ["and", "&", ",", "or"].includes(w.low) && isContent(ws[i + 1]) && !isBaseVerb(ws[i + 1])) {
      words.push(w);
      i++;
    } else break;
  }
  while (words.length && !isContent(words.at(-1))) words.pop();
  if (!head || words.length === 0) return { phrase: null, end: Math.max(i, start) };
  return { phrase: { words, head, text: phraseText(words) }, end: i };
}

export function parseIdea(text: string): IdeaParse {
  const all = sentenceWords(text);
  const ws = all.slice(skipLeadIn(all));
  sentenceCase(ws, !/\p{Ll}/u.test(text));
  const parse: IdeaParse = {
    words: ws,
    product: null,
    productIsKind: false,
    opening: null,
    verbs: [],
    verbFirst: false,
    audience: null,
    partner: null,
    activity: null,
    extras: [],
    tails: [],
  };
  let i = 0;
  while (ws[i] && DETERMINERS.has(ws[i]!.low)) i++;
  const hadDeterminer = i > 0;

  const readVerb = (k: number, loose: boolean): number => {
    const w = ws[k];
    const lemma = w && !w.punct && !DETERMINERS.has(w.low) ? verbLemma(w.low, loose) : null;
    if (!w || !lemma) return k;
    const at = k++;
    if (HELPERS.has(lemma)) {
      const who = readPhrase(ws, k);
      if (who.phrase && isPeople(who.phrase)) parse.audience ??= who.phrase;
      k = who.end;
      if (ws[k]?.low === "to") k++;
      const inner = readVerb(k, true);
      if (inner > k) return inner;
    }
    const objectAt = ["on", "about", "up"].includes(ws[k]?.low ?? "") ? k + 1 : k;
    let object = readPhrase(ws, objectAt);
    if (object.phrase && isPeople(object.phrase)) {
      parse.audience ??= object.phrase;
      const second = readPhrase(ws, object.end);
      if (second.phrase && !isPeople(second.phrase) && second.end > object.end) object = second;
      else object = { phrase: null, end: object.end };
    }
    const lead = object.phrase ? ws.slice(k, ws.indexOf(object.phrase.words[0]!, k)).filter((x) => KEEP_LEAD.has(x.low)) : [];
    parse.verbs.push({ lemma, word: w, at, object: object.phrase, lead: phraseText(lead) });
    return Math.max(object.end, k);
  };

  if (!hadDeterminer && ws[i] && verbLemma(ws[i]!.low, false) && !KINDS.has(ws[i]!.low)) {
    parse.verbFirst = true;
    i = readVerb(i, false);
  } else {
    const first = readPhrase(ws, i);
    i = first.end;
    if (first.phrase) {
      const kind = KINDS.has(first.phrase.head.low);
      if (kind || RELATIVE.has(ws[i]?.low ?? "")) {
        parse.product = first.phrase;
        parse.productIsKind = kind;
      } else parse.opening = first.phrase;
    }
    // "a platform connecting refugees with …": a participle right after the product.
    if (ws[i]?.low.endsWith("ing") && isContent(ws[i])) i = readVerb(i, true);
  }

  while (i < ws.length) {
    const w = ws[i]!;
    if (RELATIVE.has(w.low)) {
      if (w.low === "where" || w.low === "whereby") {
        const who = readPhrase(ws, i + 1);
        if (who.phrase && isPeople(who.phrase)) parse.audience ??= who.phrase;
        i = readVerb(who.end, true);
        if (i === who.end) i++;
      } else i = Math.max(i + 1, readVerb(i + 1, true));
    } else if (w.low === "to" && isContent(ws[i + 1]) && verbLemma(ws[i + 1]!.low, true)) {
      i = readVerb(i + 1, true);
    } else if (w.low === "by" && ws[i + 1]?.low.endsWith("ing")) {
      i = readVerb(i + 1, true);
    } else if (w.low === "and" && isBaseVerb(ws[i + 1]) && !LINKING.has(ws[i + 1]!.low)) {
      i = readVerb(i + 1, false);
    } else if (PREPOSITIONS.has(w.low) || FOR.has(w.low)) {
      const { phrase, end } = readPhrase(ws, i + 1);
      if (phrase) {
        if (FOR.has(w.low)) {
          // "para encontrar compañeros": after another language's "for", an infinitive starts an activity.
          const infinitive = w.low !== "for" && /(?:ar|er|ir|re|en)$/.test(ws[i + 1]?.low ?? "");
          if (isPeople(phrase) && !infinitive) parse.audience ??= phrase;
          else parse.activity ??= phrase;
        } else if (w.low === "between" || w.low === "among") {
          if (isPeople(phrase)) parse.audience ??= phrase;
        } else if (w.low === "with" || w.low === "avec" || w.low === "mit" || w.low === "con") {
          if (isPeople(phrase)) parse.partner ??= phrase;
          else parse.extras.push(phrase);
        }
        parse.tails.push({ prep: w, phrase });
      }
      i = Math.max(end, i + 1);
    } else i++;
  }
  return parse;
}
