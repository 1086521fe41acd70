import { productAudience, type OfflineProduct } from "../product-idea";
import { firstSentence, lowerFirst } from "../text-utils";

type Topic = { test: RegExp; title: string; points: string[] };

const TOPICS: Topic[] = [
  { test: /pric|monet|revenue|pay|subscription|business model/i, title: "Monetization", points: ["Start with one pricing model you can explain in a sentence.", "Run a fake-door pricing test before building billing.", "Ask ten target users what they pay today for this problem."] },
  { test: /onboard|sign ?up|activation|first[- ]time/i, title: "Onboarding", points: ["Get people to the first moment of value in under three minutes.", "Ask one setup question, not ten; use sample data.", "Measure activation: the share of sign-ups who complete the core action."] },
  { test: /mvp|feature|scope|roadmap|prioriti/i, title: "MVP scope", points: ["Pick the one job your product must do well and cut the rest.", "Sort features on impact × effort; ship the high-impact, low-effort ones.", "Write down what you will not build yet."] },
  { test: /research|interview|persona|survey|validate/i, title: "User research", points: ["Talk to five people who have the problem today.", "Ask about past behaviour, not future intentions.", "Turn what you hear into one clear problem statement."] },
  { test: /landing|launch|marketing|waitlist|copy/i, title: "Launch", points: ["One headline that names the outcome, one primary call to action.", "Show the product early on the page.", "Track sign-ups per 100 visitors."] },
  { test: /flow|journey|navigation|screen|wireframe|prototype/i, title: "User flows", points: ["Map the happy path first, then the two most likely failure paths.", "Every screen needs one obvious next step.", "Prototype the flow and test it with five users."] },
  { test: /access|contrast|a11y|screen reader/i, title: "Accessibility", points: ["Aim for WCAG 2.2 AA: 4.5:1 text contrast, visible focus.", "Label every control; don't rely on colour alone.", "Make everything usable with a keyboard."] },
];

const GENERAL: Topic = {
  test: /.*/,
  title: "Next steps",
  points: ["Write down who the user is and the problem in one sentence.", "Sketch the main flow on paper before designing screens.", "Test with five people and fix what trips them up."],
};

/**
 * A helpful, input-aware reply in the voice of the expert's AI twin. Inside a product it opens
 * "For {product name}: " and writes for the product's audience
 * (docs/product.md#products-in-the-models-context).
 */
export function chatReply(lastUserMessage: string, expertName: string, turn: number, product?: OfflineProduct): string {
  const reply = replyTo(lastUserMessage, expertName, turn, productAudience(product));
  return product ? `For ${product.name}: ${lowerFirst(reply)}` : reply;
}

function replyTo(lastUserMessage: string, expertName: string, turn: number, audience: string | null): string {
  const message = lastUserMessage.trim();
  if (!message) return `Hi! I'm the AI twin of ${expertName}. Tell me about your idea or design and I'll help you shape it.`;
  const matched = TOPICS.filter((t) => t.test.test(message)).slice(0, 2);
  const topics = matched.length > 0 ? matched : [GENERAL];
  const opener =
    turn <= 1
      ? `Great question — as ${expertName}'s AI twin, here's how I'd approach it.`
      : "Building on what we discussed, here's my take.";
  const lines = [opener, "", `You asked: “${firstSentence(message)}”`, ""];
  if (audience) lines.push(`Keeping your audience in mind: ${audience}.`, "");
  for (const t of topics) {
    lines.push(`**${t.title}**`, ...t.points.map((p) => `- ${p}`), "");
  }
  const first = topics[0]!.points[0]!;
  lines.push(`If you do one thing this week: ${first.charAt(0).toLowerCase()}${first.slice(1)}`);
  lines.push("", `Want me to turn this into ${pickFollowUp(message)}?`);
  return lines.join("\n");
}

function pickFollowUp(message: string): string {
  if (/flow|journey|screen/i.test(message)) return "a user flow with screens and decisions";
  if (/pric|monet/i.test(message)) return "a pricing experiment plan";
  return "a short action plan for this week";
}
