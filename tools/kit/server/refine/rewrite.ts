import { singular } from "../../../../shared/english-nouns";
import { productAudience, readIdeaFor, type OfflineProduct } from "../offline/product-idea";
import { keywords } from "../offline/text-utils";

/** Who and what a previous result is about, as its writer put them in: the product's name and audience. */
export type Subject = { name: string | null; audience: string | null; audienceOne: string | null };

/**
 * The name and audience the first run used: read again from the text its writer read the idea
 * from (none for the validator and workshop), so they match word for word.
 */
export function subjectOf(text: string | null, product: OfflineProduct): Subject {
  if (text === null) return { name: product?.name ?? null, audience: productAudience(product), audienceOne: null };
  const idea = readIdeaFor(text, product);
  return { name: idea.name, audience: idea.audience, audienceOne: idea.audienceOne };
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** Every whole-word occurrence of a phrase (any case) replaced; one that starts a sentence or a label starts with a capital. */
export function replacePhrase(text: string, from: string, to: string): string {
  if (!from.trim()) return text;
  const pattern = new RegExp(`(?<![\\p{L}\\p{N}])${escape(from.trim())}(?![\\p{L}\\p{N}])`, "giu");
  return text.replace(pattern, (match, at: number) => {
    const before = text.slice(Math.max(0, at - 3), at).trimEnd();
    const starts = /^\p{Lu}/u.test(match) && (before === "" || /[.!?:\n#*>|"“(-]$/.test(before));
    return starts ? to.charAt(0).toUpperCase() + to.slice(1) : to;
  });
}

/** The same value with every string in it (at any depth) passed through `change`; keys stay as they are. */
export function mapStrings<T>(value: T, change: (text: string) => string): T {
  if (typeof value === "string") return change(value) as T;
  if (Array.isArray(value)) return value.map((item) => mapStrings(item, change)) as T;
  if (value && typeof value === "object") {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, mapStrings(item, change)])) as T;
  }
  return value;
}

/** Every string of a value joined, for "does the result mention X anywhere". */
export function allText(value: unknown): string {
  const out: string[] = [];
  mapStrings(value, (text) => (out.push(text), text));
  return out.join("\n");
}

/** The product renamed everywhere the previous result named it. */
export function withName<T>(value: T, subject: Subject, to: string): T {
  return subject.name ? mapStrings(value, (text) => replacePhrase(text, subject.name!, to)) : value;
}

/** The audience swapped everywhere the previous result named it, plural forms first ("dog owners", then "dog owner"). */
export function withAudience<T>(value: T, subject: Subject, to: string): T {
  if (!subject.audience) return value;
  const one = subject.audienceOne ? singularOf(to) : null;
  return mapStrings(value, (text) => {
    const swapped = replacePhrase(text, subject.audience!, to);
    return one && subject.audienceOne ? replacePhrase(swapped, subject.audienceOne, one) : swapped;
  });
}

/** "small business owners" → "small business owner": the last word made singular. */
function singularOf(phrase: string): string {
  const words = phrase.split(" ");
  return [...words.slice(0, -1), singular(words.at(-1)!)].join(" ");
}

/** Audiences to switch to when the instruction asks for "a different audience" without naming one. */
const OTHER_AUDIENCES = ["freelancers", "small business owners", "students", "parents", "older adults", "remote teams"];

/** The first example audience the previous result does not already speak to (stable for the same result). */
export function otherAudience(subject: Subject, previousText: string): string {
  const current = `${subject.audience ?? ""}\n${previousText}`.toLowerCase();
  return OTHER_AUDIENCES.find((a) => !current.includes(a.split(" ").at(-1)!.replace(/s$/, ""))) ?? OTHER_AUDIENCES[0]!;
}

/**
 * True when a piece of the result is about what the instruction removes: every meaningful word of
 * it appears at the start of a word ("reminder" in "Walk reminders"), in any case.
 */
export function isAbout(text: string, target: string): boolean {
  const words = keywords(target, 6);
  const stems = (
    words.length
      ? words
      : target
          .toLowerCase()
          .split(/\s+/)
          .filter((w) => w.length > 2)
  ).map((w) => (w.length > 4 ? w.replace(/(?:es|s)$/, "") : w));
  if (stems.length === 0) return false;
  const low = text.toLowerCase();
  return stems.every((stem) => new RegExp(`(?<![\\p{L}\\p{N}])${escape(stem)}`, "u").test(low));
}
