import { personaPhrase, productAudience, type OfflineProduct } from "../../../../tools/kit/server/offline/product-idea";
import { firstSentence, lowerFirst } from "../../../../tools/kit/server/offline/text-utils";
import { GENERAL, TOPICS, type Topic } from "./chat-topics";

/** One Quick Chat turn as the offline model sees it: the new message, and what it answered last time. */
export type ChatTurn = {
  message: string;
  /** The assistant's previous message in this conversation, or null on the first turn. */
  previousAnswer: string | null;
  /** How many user messages the conversation has, this one included. */
  turn: number;
};

/** "Yes, do that", "go on", "tell me more": a short reply that asks to carry on with what was offered. */
const FOLLOW_UP =
  /^(?:yes|yeah|yep|yup|sure|ok(?:ay)?|please|go on|go ahead|continue|do (?:it|that|this)|tell me more|more|sounds good|let'?s do (?:it|that)|that would (?:help|be great)|i'?d like that|carry on|keep going|elaborate|next)\b/i;
const MAX_FOLLOW_UP_WORDS = 8;
const OFFER = /Want me to turn this into (.+?)\?/;

/**
 * A reply in the voice of the expert's AI twin that answers the topic asked about, and never
 * repeats the previous answer: a follow-up carries out what that answer offered, and the same
 * question again goes a layer deeper. Inside a product it opens "For {product name}: " and
 * writes for the product's audience (docs/product.md#products-in-the-models-context).
 */
export function chatReply(turn: ChatTurn, expertName: string, product?: OfflineProduct): string {
  const previous = turn.previousAnswer?.trim() || null;
  const reply = replyTo({ ...turn, previousAnswer: previous }, expertName, product);
  const full = product ? `For ${product.name}: ${lowerFirst(reply)}` : reply;
  // Belt and braces: whatever path was taken, the same words twice in a row never help.
  return full.trim() === previous ? `${full}\n\nTo take this further than last time: ${lowerFirst(GENERAL.deeper[0]!)}` : full;
}

function replyTo(turn: ChatTurn, expertName: string, product: OfflineProduct): string {
  const message = turn.message.trim();
  if (!message) {
    return turn.previousAnswer
      ? "I'm still here. Ask me about pricing, onboarding, research, metrics, flows, launch or anything else about your product."
      : `Hi! I'm the AI twin of ${expertName}. Tell me about your idea or design and I'll help you shape it.`;
  }
  const words = message.split(/\s+/).length;
  if (turn.previousAnswer && FOLLOW_UP.test(message) && words <= MAX_FOLLOW_UP_WORDS) return followUp(turn.previousAnswer, product);
  return answer(message, turn, expertName, product);
}

/** Topics the previous answer covered, by their bold titles. */
function coveredIn(previous: string | null): Topic[] {
  if (!previous) return [];
  return [...TOPICS, GENERAL].filter((t) => previous.includes(`**${t.title}**`));
}

function answer(message: string, turn: ChatTurn, expertName: string, product: OfflineProduct): string {
  const matched = TOPICS.filter((t) => t.test.test(message)).slice(0, 2);
  const topics = matched.length > 0 ? matched : [GENERAL];
  const covered = coveredIn(turn.previousAnswer);
  // Asked again about what the last answer covered: the next layer, not the same three steps.
  const again = topics.every((t) => covered.includes(t) && turn.previousAnswer!.includes(t.points[0]!));
  const opener = again
    ? `We covered the first steps of ${topics.map((t) => t.title.toLowerCase()).join(" and ")}; here is the next layer.`
    : turn.turn <= 1
      ? `Great question — as ${expertName}'s AI twin, here's how I'd approach it.`
      : "Building on what we discussed, here's my take.";
  const lines = [opener, "", `You asked: “${firstSentence(message)}”`, ""];
  lines.push(...contextLines(product));
  for (const t of topics) lines.push(`**${t.title}**`, ...(again ? t.deeper : t.points).map((p) => `- ${p}`), "");
  const first = (again ? topics[0]!.deeper : topics[0]!.points)[0]!;
  lines.push(`If you do one thing this week: ${lowerFirst(first)}`);
  lines.push("", `Want me to turn this into ${topics[0]!.offer}?`);
  return lines.join("\n");
}

/** What the product's brief adds to any answer: its audience and its personas by name. */
function contextLines(product: OfflineProduct): string[] {
  const audience = productAudience(product);
  const personas = personaPhrase(product, false);
  const lines: string[] = [];
  if (audience) lines.push(`Keeping your audience in mind: ${audience}.`);
  if (personas) lines.push(`Check each step against your personas: ${personas}.`);
  return lines.length ? [...lines, ""] : [];
}

/** "Yes, do that": write what the previous answer offered; with no offer to carry out, go a layer deeper. */
function followUp(previous: string, product: OfflineProduct): string {
  const offered = previous.match(OFFER)?.[1]?.trim() ?? null;
  const covered = coveredIn(previous);
  const topic = [...TOPICS, GENERAL].find((t) => t.offer === offered) ?? null;
  const lines: string[] = [];
  if (topic && offered) {
    lines.push(`Here is ${offered}, as promised:`, "", ...contextLines(product));
    const steps = topic.deliver.length ? topic.deliver : actionPlan(covered.filter((t) => t !== GENERAL));
    lines.push(`**${capitalizeFirst(offered)}**`, ...steps.map((s, i) => `${i + 1}. ${s}`), "");
  } else {
    const about = covered.length ? covered : [GENERAL];
    lines.push(`Going a layer deeper on ${about.map((t) => t.title.toLowerCase()).join(" and ")}:`, "", ...contextLines(product));
    for (const t of about) lines.push(`**${t.title}: going further**`, ...t.deeper.map((p) => `- ${p}`), "");
  }
  // Offer something new, never what was just written.
  const next = [GENERAL, ...covered, ...TOPICS].find((t) => t.offer !== offered && !previous.includes(t.offer)) ?? GENERAL;
  lines.push(`Want me to turn this into ${next.offer}?`);
  return lines.join("\n");
}

const DAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"];

/** The week's plan from the steps the previous answer gave, one a day, ending with a review. */
function actionPlan(topics: Topic[]): string[] {
  const steps = (topics.length ? topics : [GENERAL]).flatMap((t) => t.points).slice(0, 4);
  while (steps.length < 4) steps.push(GENERAL.deeper[steps.length - 1] ?? GENERAL.deeper[0]!);
  return [...steps, "Review what you learned this week and pick the next most important step."].map(
    (s, i) => `${DAYS[i]}: ${lowerFirst(s)}`,
  );
}

function capitalizeFirst(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
