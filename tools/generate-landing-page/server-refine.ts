import { LANDING_LIMITS } from "../../shared/contracts/landing-page";
import { revisedNote, understood, type Instruction } from "../kit/server/refine/instruction";
import { refineSpec } from "../kit/server/refine/spec";
import { capitalize, clipAtWord } from "../kit/server/offline/text-utils";
import type { LandingModelOutput } from "./contract";
import { modelOutputFrom } from "./sections";

type Copy = LandingModelOutput;
const LISTS = ["features", "howItWorks", "faq", "testimonials"] as const;

const mentions = (text: string, words: string) => text.toLowerCase().includes(words.toLowerCase());

/** An instruction's addition as a question ("add an FAQ about pricing") or a feature. */
function added(copy: Copy, instruction: Instruction, what: string): Copy {
  if (/\b(faq|question)\b/i.test(instruction.text) && copy.faq.length < LANDING_LIMITS.items) {
    const topic = what.replace(/^(?:faq|question)s?\s*(?:about|on)?\s*/i, "") || "it";
    return {
      ...copy,
      faq: [
        ...copy.faq,
        {
          question: clipAtWord(`What about ${topic}?`, LANDING_LIMITS.title * 2),
          answer: `We are working on ${topic} with the first people on the waitlist. Join to have a say.`,
        },
      ],
    };
  }
  if (copy.features.length >= LANDING_LIMITS.items) return copy;
  return {
    ...copy,
    features: [
      ...copy.features,
      { title: clipAtWord(capitalize(what), LANDING_LIMITS.title), body: `${capitalize(what)}, built in from the first day.` },
    ],
  };
}

/**
 * The offline model's refine of a landing page (docs/product.md#launch), on the page's words:
 * shorter drops the last item of each list, "add …" adds a feature or a question, "remove …"
 * takes out the items that name it; anything else is noted under the headline. What the founder
 * chose on the page (order, hidden sections, accent) is kept by the server, not here.
 */
export const landingRefine = refineSpec<"generate-landing-page", Copy>({
  start: (input) => modelOutputFrom(input.previous.sections),
  refine: (copy, instruction) => {
    let next = copy;
    if (instruction.shorter) {
      next = { ...next, ...Object.fromEntries(LISTS.map((key) => [key, next[key].length > 1 ? next[key].slice(0, -1) : next[key]])) };
    }
    if (instruction.removal) {
      const target = instruction.removal;
      next = {
        ...next,
        features: next.features.filter((item) => !mentions(item.title, target)),
        howItWorks: next.howItWorks.filter((item) => !mentions(item.title, target)),
        faq: next.faq.filter((item) => !mentions(item.question, target)),
        testimonials: next.testimonials.filter((item) => !mentions(item.quote, target)),
      };
    }
    if (instruction.addition) next = added(next, instruction, instruction.addition);
    if (!understood(instruction))
      next = {
        ...next,
        subheadline: clipAtWord(`${next.subheadline} (${revisedNote(instruction, 120)})`.trim(), LANDING_LIMITS.subheadline),
      };
    return next;
  },
  // A new name or audience the page never named is said under the headline.
  line: (copy, line) => ({ ...copy, subheadline: clipAtWord(`${line} ${copy.subheadline}`.trim(), LANDING_LIMITS.subheadline) }),
  render: (copy) => JSON.stringify(copy),
});
