import { LANDING_LIMITS } from "../../shared/contracts/landing-page";
import type { Idea } from "../kit/server/offline/idea";
import { kindSteps } from "../kit/server/offline/idea-kinds";
import { productAudience, readIdeaFor, type OfflineProduct } from "../kit/server/offline/product-idea";
import { capitalize, clipAtWord, firstSentence } from "../kit/server/offline/text-utils";
import type { ToolRequest } from "../kit/contract-kit";
import type { LandingModelOutput } from "./contract";

/** "Last-minute dog walking, made easy for dog owners": the idea's phrase and audience. */
function pitchHeadline(idea: Idea): string {
  const { sides } = idea.kinds;
  if (sides) return `${capitalize(sides.offer)} from ${sides.sellers}, for ${sides.buyers}`;
  // "Mobile app, made easy" says nothing: an idea that names only its kind leads with the name.
  const what = idea.job ? idea.title : idea.name;
  return idea.audience ? `${what}, made easy for ${idea.audience}` : `${what}, made easy`;
}

/** Three to five steps for visitors: both sides of a marketplace, the team, the time and the renewal where the idea has them. */
function howItWorks(idea: Idea): { title: string; body: string }[] {
  const steps = idea.kinds.sides
    ? []
    : [
        ["Tell us what you need", `Describe it in a minute: ${idea.name} takes care of ${idea.job ?? idea.topic}.`],
        [idea.action ?? "We match you", `${idea.name} does the legwork, so you do not have to.`],
      ];
  steps.push(...kindSteps(idea.kinds, "both"));
  if (steps.length < 3) steps.push(["Come back any time", "Follow every step in one place, and come back when you need it again."]);
  return steps.slice(-LANDING_LIMITS.steps).map(([title, body]) => ({ title: clipAtWord(title!, LANDING_LIMITS.title), body: body! }));
}

/**
 * The offline model's landing page copy, from the idea's own words (and, inside a product, its
 * name and audience). Testimonials are invented, so the page marks them as placeholders.
 */
export function offlineLandingCopy(input: ToolRequest<"generate-landing-page">, product?: OfflineProduct): LandingModelOutput {
  const idea = readIdeaFor(input.startupIdea, product);
  const audience = productAudience(product) ?? idea.audience;
  const who = audience ?? "people like you";
  const job = idea.job ?? idea.topic;
  const { sides } = idea.kinds;
  return {
    productName: clipAtWord(idea.name, LANDING_LIMITS.productName),
    headline: clipAtWord(pitchHeadline(idea), LANDING_LIMITS.headline),
    subheadline: clipAtWord(firstSentence(input.startupIdea, 200), LANDING_LIMITS.subheadline),
    callToAction: "Get early access",
    features: idea.features.slice(0, 3).map((feature) => ({
      title: clipAtWord(feature.name, LANDING_LIMITS.title),
      body: clipAtWord(capitalize(feature.why), LANDING_LIMITS.body),
    })),
    howItWorks: howItWorks(idea),
    testimonials: [
      {
        quote: idea.job ? `I finally have ${idea.job} sorted.` : `${idea.name} saves me time every week.`,
        name: "Early tester",
        role: capitalize(idea.audienceOne ?? "Beta user"),
      },
    ],
    faq: [
      {
        question: `When can I use ${idea.name}?`,
        answer: `We are opening ${idea.name} to the waitlist first, in small groups. Join and you will hear from us before anyone else.`,
      },
      { question: "What does it cost?", answer: "Joining the waitlist is free. Early members get the launch price first." },
      // "For {audience}. …": an audience with its own "who" clause never gets a second one.
      sides
        ? {
            question: "Who is it for?",
            answer: `${audience ? `For ${audience}. ` : ""}${capitalize(sides.buyers)} find ${sides.offer} here, and ${sides.sellers} offer ${sides.them}.`,
          }
        : { question: "Who is it for?", answer: `For ${who}. If ${job} takes more of your week than it should, ${idea.name} is for you.` },
    ],
    waitlistTitle: "Be first in line",
    waitlistText: `Join the waitlist and we will tell you when ${idea.name} opens. It is free.`,
  };
}
