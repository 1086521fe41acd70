import type { LandingModelOutput } from "./contract";

/**
 * The founder's planning language, which means nothing to a visitor of a published page
 * (docs/product.md#launch): "Quick start — The single flow that proves the value" was written for
 * the founder. The eval's copy (scripts/eval/quality-checks.mjs) is held equal to this one by
 * tests/unit/eval-quality-checks.test.ts.
 */
export const PLANNING_LANGUAGE =
  /\b(?:mvps?|minimum viable products?|proves? (?:the )?value|validat(?:e|es|ed|ing|ion)|hypothes[ei]s|riskiest assumptions?|(?:the )?single flow|core job|our (?:target )?users|target (?:users|audience|customers)|value proposition|early adopters|product[- ]market fit|activation rate|retention rate|go-to-market|fake[- ]door|success metrics?)\b/i;

type Card = Record<string, string>;
const LISTS = ["features", "howItWorks", "testimonials", "faq"] as const;
const TEXTS = ["headline", "subheadline", "callToAction", "waitlistTitle", "waitlistText"] as const;

/** Each planning phrase in the copy, with where it is ("features 1: proves the value"); empty when the copy speaks to visitors. */
export function planningLanguageIn(copy: LandingModelOutput): string[] {
  const found = (where: string, text: string) => {
    const match = PLANNING_LANGUAGE.exec(text);
    return match ? [`${where}: “${match[0]}”`] : [];
  };
  return [
    ...TEXTS.flatMap((field) => found(field, copy[field])),
    ...LISTS.flatMap((list) => (copy[list] as Card[]).flatMap((card, i) => found(`${list} ${i + 1}`, Object.values(card).join(" ")))),
  ];
}

/** What the model is told when its copy has planning language in it (the one re-ask). */
export function planningLanguageProblem(found: string[]): string {
  return `The copy is for visitors of the published page, but it uses the founder's planning language (${found.join("; ")}). Rewrite those parts as a benefit to the visitor, in plain words.`;
}

/**
 * The copy with what is still written for the founder taken out: a card that uses planning
 * language is dropped, a sentence that does is removed from its text. A headline or call to action
 * left empty falls back to the product's name and "Join the waitlist", which always read right.
 */
export function withoutPlanningLanguage(copy: LandingModelOutput): LandingModelOutput {
  const clean = (text: string) =>
    (text.match(/[^.!?]+(?:[.!?]+|$)/g) ?? [])
      .filter((sentence) => !PLANNING_LANGUAGE.test(sentence))
      .join("")
      .trim();
  const lists = Object.fromEntries(
    LISTS.map((list) => [list, (copy[list] as Card[]).filter((card) => !PLANNING_LANGUAGE.test(Object.values(card).join(" ")))]),
  );
  return {
    ...copy,
    ...lists,
    headline: clean(copy.headline) || copy.productName,
    subheadline: clean(copy.subheadline),
    callToAction: clean(copy.callToAction) || "Join the waitlist",
    waitlistTitle: clean(copy.waitlistTitle),
    waitlistText: clean(copy.waitlistText),
  };
}

/** A text's sentences as written, each with its closing mark. */
const sentencesOf = (text: string) => (text.match(/[^.!?]+(?:[.!?]+|$)/g) ?? []).map((s) => s.trim()).filter(Boolean);
/** A sentence as compared: a few words at least (two cards may both say "Free."), case and spacing aside. */
const sentenceKey = (sentence: string) => {
  const key = sentence
    .toLowerCase()
    .replace(/\s+/g, " ")
    .replace(/[.!?]+$/, "");
  return key.split(" ").length >= 4 ? key : null;
};
/** Every text of the copy in reading order, with how to put a changed one back. */
function textsOf(copy: LandingModelOutput): { text: string; set: (next: LandingModelOutput, text: string) => void }[] {
  return [
    ...TEXTS.map((field) => ({ text: copy[field], set: (next: LandingModelOutput, text: string) => void (next[field] = text) })),
    ...LISTS.flatMap((list) =>
      (copy[list] as Card[]).flatMap((card, i) =>
        Object.keys(card).map((key) => ({
          text: card[key]!,
          set: (next: LandingModelOutput, text: string) => void ((next[list] as Card[])[i]![key] = text),
        })),
      ),
    ),
  ];
}

/**
 * The sentences the copy says more than once ("It takes a minute, and each step is confirmed."
 * under every step of How it works): a page says each thing once, whoever wrote it.
 */
export function repeatedSentencesIn(copy: LandingModelOutput): string[] {
  const seen = new Map<string, number>();
  const first = new Map<string, string>();
  for (const { text } of textsOf(copy))
    for (const sentence of sentencesOf(text)) {
      const key = sentenceKey(sentence);
      if (!key) continue;
      seen.set(key, (seen.get(key) ?? 0) + 1);
      if (!first.has(key)) first.set(key, sentence);
    }
  return [...seen].filter(([, count]) => count > 1).map(([key]) => first.get(key)!);
}

/** What the model is told when its copy repeats a sentence (the one re-ask). */
export function repeatedSentencesProblem(repeated: string[]): string {
  return `The copy says the same sentence more than once (${repeated.map((s) => `“${s}”`).join("; ")}). Give each step and card its own sentence, about what it is.`;
}

/** The copy with each sentence said once: later repeats are taken out of their text. */
export function withoutRepeatedSentences(copy: LandingModelOutput): LandingModelOutput {
  const next = structuredClone(copy);
  const said = new Set<string>();
  for (const { text, set } of textsOf(copy)) {
    const kept = sentencesOf(text).filter((sentence) => {
      const key = sentenceKey(sentence);
      if (key && said.has(key)) return false;
      if (key) said.add(key);
      return true;
    });
    if (kept.length !== sentencesOf(text).length) set(next, kept.join(" "));
  }
  return next;
}
