import { core, parseIdea, phraseText, productModifiers, short, type IdeaParse, type Phrase, type Word } from "./idea-phrases";
import { plural, singular } from "../../../../shared/english-nouns";
import { GENERIC_MODIFIERS, gerund, gerundStem, isOrganisation, KINDS, STOP, verbLemma } from "./lexicon";
import { ideaFeatures, type Feature } from "./idea-features";
import { kindsOf, type Kinds } from "./idea-kinds";
import { bare, capitalize, hash, lowerFirst } from "./text-utils";

export type { Feature } from "./idea-features";

/** What every offline writer says about an idea, built from whole words and phrases of it. */
export type Idea = {
  /** A product name a person could say: "DogWalk", "InvoiceTrack", "MeditationNest". */
  name: string;
  /** The idea in a few words, for headings: "Last-minute dog walking", "Tracking invoices". */
  title: string;
  /** The same phrase mid-sentence: "last-minute dog walking", "tracking invoices". */
  topic: string;
  /** What the idea is about as a noun phrase: "client documents", "the checkout of a grocery app". */
  subject: string;
  /**
   * The job people do with it, for slots such as "Core job: ___" or "help with ___" ("last-minute
   * dog walking", "tracking invoices"); null when the idea names only the kind of product ("a mobile
   * app for dog owners"), because "Core job: mobile app" is not a job.
   */
  job: string | null;
  /** A short noun phrase that can name a flow or screen ("the ___ flow"): "invoice", "sign-up form". */
  focus: string;
  /** Who it is for, plural ("dog owners", "small hair salons"), or null. */
  audience: string | null;
  /** One of them ("dog owner", "small hair salon"), or null. */
  audienceOne: string | null;
  forOrganisations: boolean;
  /** The core action as a step label ("Match dog owners with trusted neighbours"), or null. */
  action: string | null;
  /** The idea restated with the product's name: "DogWalk is a mobile app that matches …". */
  summary: string;
  features: Feature[];
  /** Every noun phrase of the idea's first sentence, in order. */
  phrases: string[];
  /** What kind of product it is, and what that kind adds: a marketplace's sides, a subscription's period. */
  kinds: Kinds;
};

/** Verbs short and concrete enough to end a product name ("InvoiceTrack", "CostSplit"). */
const NAME_VERBS = new Set(
  "track swap split share lend book find plan match walk fix trade pay cook save check sort map log chat meet rent".split(" "),
);
/** Adjective endings: "older", "local", "trusted" describe, they do not name. */
const ADJECTIVE = /(?:er|ly|ive|al|ful|ous|less|ic|able|ible|ish|est|ed)$/;
const SUFFIXES = ["Hub", "Base", "Nest", "Spot", "Desk", "Loop", "Circle", "Works"];
const MAX_TITLE_WORDS = 8;
const MAX_SUMMARY_WORDS = 26;

/** The idea's noun phrase with its head swapped for another form ("dog owners" → "dog owner"). */
function withHead(p: Phrase, form: (w: string) => string): string {
  return phraseText(p.words.map((w) => (w === p.head ? { ...w, text: form(w.text) } : w)));
}

function topicOf(p: IdeaParse): string {
  const verb = p.verbs.find((v) => v.object);
  if (verb) return [gerund(verb.lemma), verb.lead, verb.object!.text].filter(Boolean).join(" ");
  if (p.opening) {
    const next = p.tails[0];
    const joined = next && next.phrase !== p.audience && p.opening.words.length + next.phrase.words.length < 7;
    return joined ? `${p.opening.text} ${next.prep.text} ${next.phrase.text}` : p.opening.text;
  }
  if (p.activity) return p.activity.text;
  const mods = p.product ? productModifiers(p.product) : [];
  if (mods.length) return phraseText(mods);
  if (p.product) return p.product.text;
  return phraseText(p.words.filter((w) => !w.punct).slice(0, 4)) || "your idea";
}

/** True when the topic is nothing but the product's kind ("mobile app", "platform", "CRM"). */
function kindOnly(p: IdeaParse): boolean {
  if (p.verbs.some((v) => v.object) || p.opening || p.activity) return false;
  return !!p.product && p.productIsKind && productModifiers(p.product).length === 0;
}

function focusOf(p: IdeaParse, topic: string): string {
  const object = p.verbs.find((v) => v.object)?.object;
  if (object) return short(object);
  if (p.activity?.head.low.endsWith("ing")) return phraseText(core(p.activity).slice(-3));
  if (p.opening) return phraseText(core(p.opening).slice(-3));
  const mods = p.product ? productModifiers(p.product) : [];
  if (mods.length) return phraseText(mods.slice(-3));
  if (p.product && !p.productIsKind) return short(p.product);
  return clipWords(topic, 3);
}

/** The first `max` words, never ending on "of", "the" or another word that needs one after it. */
function clipWords(text: string, max: number): string {
  const words = text.split(" ");
  if (words.length <= max) return text;
  const kept = words.slice(0, max);
  while (kept.length > 1 && STOP.has(kept.at(-1)!.toLowerCase())) kept.pop();
  return kept.join(" ");
}

/** Two whole words joined ("DogWalk"), or one word and a generic suffix ("MeditationNest"). */
function productName(p: IdeaParse, seed: string): string {
  const pairs: [Word | string | undefined, Word | string | undefined][] = [];
  const lastMod = (ph: Phrase | null | undefined) =>
    ph
      ? core(ph)
          .filter((w) => w !== ph.head && !GENERIC_MODIFIERS.has(w.low))
          .at(-1)
      : undefined;
  const stemOrSelf = (w: Word) => gerundStem(w.low) ?? w.text;
  const object = p.verbs.find((v) => v.object)?.object;
  if (p.activity && p.activity.head.low.endsWith("ing")) pairs.push([lastMod(p.activity), stemOrSelf(p.activity.head)]);
  if (object) {
    pairs.push([lastMod(object), singular(object.head.text)]);
    pairs.push([lastMod(p.audience), singular(object.head.text)]);
    const verb = p.verbs.find((v) => v.object)!;
    if (NAME_VERBS.has(verb.lemma)) pairs.push([singular(object.head.text), verb.lemma]);
  }
  if (p.product) {
    const mods = productModifiers(p.product);
    if (mods.length >= 2) pairs.push([mods.at(-2), stemOrSelf(mods.at(-1)!)]);
    if (mods.length === 1 && p.audience) pairs.push([singular(p.audience.head.text), stemOrSelf(mods[0]!)]);
    if (!mods.length && p.audience && /^\p{Lu}{2,}$/u.test(p.product.head.text)) pairs.push([lastMod(p.audience), p.product.head.text]);
  }
  if (p.opening) {
    const words = core(p.opening);
    if (words.length >= 2) pairs.push([words.at(-2), stemOrSelf(words.at(-1)!)]);
  }
  if (p.audience) pairs.push([lastMod(p.audience), singular(p.audience.head.text)]);
  for (const [a, b] of pairs) {
    const first = typeof a === "string" ? a : a?.low;
    if (first && ADJECTIVE.test(first)) continue;
    const name = nameWord(a) && nameWord(b) ? nameWord(a)! + nameWord(b)! : null;
    if (name && name.length <= 16 && nameWord(a)!.toLowerCase() !== nameWord(b)!.toLowerCase()) return name;
  }
  const singles = [
    p.opening?.head,
    object?.head,
    p.activity?.head,
    p.product && productModifiers(p.product).at(-1),
    p.product?.head,
    p.audience?.head,
  ];
  const single = singles.map((w) => nameWord(w && singular(w.text))).find((w) => w && w.length <= 12 && !KINDS.has(w.toLowerCase()));
  return `${single ?? "Launch"}${SUFFIXES[hash(seed) % SUFFIXES.length]}`;
}

/** A whole word as part of a name: letters only, capitalised ("last-minute" → "LastMinute"). */
function nameWord(w: Word | string | undefined | null): string | null {
  const text = typeof w === "string" ? w : w?.text;
  if (!text || STOP.has(text.toLowerCase()) || GENERIC_MODIFIERS.has(text.toLowerCase())) return null;
  const parts = text.split("-");
  if (parts.length > 2 || parts.some((part) => !/^[\p{L}\p{M}]{2,}$/u.test(part))) return null;
  return parts.map(capitalize).join("");
}

function summaryOf(p: IdeaParse, name: string, topic: string): string {
  const words = p.words.filter((w) => !w.punct || w.text === ",");
  let end = Math.min(words.length, MAX_SUMMARY_WORDS);
  // Stop where a phrase ends, never inside one.
  if (end < words.length) while (end > 4 && !/^(?:,|for|with|by|to|and|in|at|on|that|which|where)$/.test(words[end]!.low)) end--;
  let clause = phraseText(words.slice(0, end)).replace(/[,\s]+$/, "");
  if (p.product) {
    if (!/^(?:a|an|the|one)$/.test(words[0]?.low ?? "")) clause = `${/^[aeiou]/i.test(clause) ? "an" : "a"} ${clause}`;
    return `${name} is ${clause}.`;
  }
  const lemma = p.verbFirst ? verbLemma(words[0]!.low, false) : null;
  if (lemma) return `${name} is about ${phraseText([{ ...words[0]!, text: gerund(lemma) }, ...words.slice(1, end)])}.`;
  if (words.length === 1) return `${name} starts from a single word: ${clause}.`;
  return `${name} is about ${clause || topic}.`;
}

function actionOf(p: IdeaParse): string | null {
  const verb = p.verbs[0];
  if (!verb) return null;
  const out: Word[] = [];
  for (let i = verb.at + 1; i < p.words.length && out.length < 7; i++) {
    const w = p.words[i]!;
    if (w.punct || /^(?:for|by|that|which|where|who|without|before|after|through|at|in|and|or|so|while)$/.test(w.low)) break;
    out.push(w);
  }
  while (out.length && STOP.has(out.at(-1)!.low) && !/^(?:up)$/.test(out.at(-1)!.low)) out.pop();
  return capitalize([verb.lemma, phraseText(out)].filter(Boolean).join(" "));
}

export function readIdea(text: string): Idea {
  const p = parseIdea(text);
  const topic = clipWords(topicOf(p), MAX_TITLE_WORDS);
  const name = productName(p, text);
  const verb = p.verbs.find((v) => v.object);
  const subject = verb ? [verb.lead.replace(/^(?:on|about|with|up)\b\s*/, ""), verb.object!.text].filter(Boolean).join(" ") : topic;
  const audience = p.audience;
  const org = !!audience && isOrganisation(audience.head.low);
  const focus = focusOf(p, topic);
  const kinds = kindsOf(p, text, focus);
  return {
    name,
    title: capitalize(topic),
    topic,
    subject,
    job: kindOnly(p) ? null : topic,
    focus,
    audience: audience ? withHead(audience, plural) : null,
    audienceOne: audience ? withHead(audience, singular) : null,
    forOrganisations: org,
    action: actionOf(p),
    summary: summaryOf(p, name, topic),
    features: ideaFeatures(p, topic, kinds),
    phrases: [p.product, p.opening, ...p.verbs.map((v) => v.object), p.audience, p.activity, ...p.tails.map((t) => t.phrase)]
      .filter((x): x is Phrase => !!x)
      .map((x) => x.text)
      .filter((x, i, all) => all.indexOf(x) === i),
    kinds,
  };
}

/** A task as what someone tries to do ("book a haircut"; "your" told by them is "my", about them "their"); one that names no action is something to get through. */
export function taskToDo(task: string, person: "first" | "third" = "first"): string {
  const phrase = bare(task).replace(/\b[Yy]our\b/g, person === "first" ? "my" : "their");
  // A decision's path ("At “Paid?”, take the “Yes” path"): its action, then where it is taken.
  const at = /^At (“[^”]+”), (.+)$/.exec(phrase);
  if (at) return `${lowerFirst(at[2]!)} at ${at[1]}`;
  return verbLemma(phrase.split(" ")[0]!.toLowerCase(), false) && phrase.includes(" ") ? lowerFirst(phrase) : `get through “${phrase}”`;
}
