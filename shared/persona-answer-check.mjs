// Whether a synthetic user's answer to "Ask {persona}" (docs/product.md#ask-a-persona) answers
// what was asked, in the first person, whatever model wrote it. Plain JavaScript so that the
// Worker (which re-asks once when it does not), the offline model (which picks its answer by the
// question's topic) and the eval (plain Node, scripts/eval/quality-checks.mjs) share one check.

/** What a persona says when the question is about something the test never showed them. */
export const NOTHING_SEEN = "I didn't see anything about that";

/**
 * The topics a researcher asks about, in the order they win (a question about the price of a step
 * is about price, one about where to find a button is about a step): the words that put a question
 * on the topic, and those that show an answer is.
 */
const TOPICS = [
  {
    topic: "price",
    asked: /\b(?:pric|costs?\b|pay|paid|expensive|cheap|afford|money|fees?\b|subscri|how much|worth|budget|charg)|[$€£]/i,
    answered: /\b(?:pric|costs?\b|pay|paid|expensive|cheap|afford|money|fees?\b|subscri|free\b|worth|budget|charg|spend)|[$€£]/i,
  },
  {
    topic: "trust",
    asked: /\b(?:trust|safe|secur|privacy|private|scam|legit|reliab|credib|confiden|reviews?\b|vetted|verif|honest|data\b|details\b)/i,
    answered:
      /\b(?:trust|safe|secur|privacy|private|scam|legit|reliab|credib|confiden|reviews?\b|vetted|verif|honest|data\b|details\b|sure\b|doubt|risk)/i,
  },
  {
    topic: "a step",
    asked:
      /\b(?:steps?|flow|first|next|stuck|gave up|give up|where|path|navigat|find|found|back|hesitat|order|process|expect|screens?|pages?)\b/i,
    answered: /\b(?:step|first|then|next|went|tap|click|open|back|screen|page|found|find|stuck|gave up|tried|look)/i,
  },
  {
    topic: "a label",
    asked: /\b(?:labels?|buttons?|wording|words?|called|icons?|menus?|links?|titles?|headings?|terms?)\b/i,
    answered: /\b(?:label|button|word|called|icon|menu|link|title|heading|term|read|said|says)|["“'‘][^"”'’\n]{2,60}["”'’]/i,
  },
  {
    topic: "time",
    asked: /\b(?:how long|time|quick|fast|slow|minutes?|seconds?|hours?|wait)\b/i,
    answered: /\b(?:time|quick|fast|slow|minutes?|seconds?|hours?|wait|long|straight|backtrack)/i,
  },
  {
    topic: "a feeling",
    asked: /\b(?:feel|felt|frustrat|annoy|confus|happy|enjoy|mood|stress|recommend)/i,
    answered: /\b(?:feel|felt|frustrat|annoy|confus|happy|enjoy|satisf|calm|stress|glad|relie|recommend|neutral)/i,
  },
];

const FIRST_PERSON = /\bI\b|\b(?:me|my|mine|myself)\b/;
const NOTHING_SEEN_SAID = /\bI (?:didn't|did not) see anything about/i;
/** Words too common to show what a question is about. */
const COMMON = new Set(
  "about after again also because been before being could does doing from have into just like more most much only other over some than that their them then there these they this those very what when where which while with would your yours you think thought tell should want make made know anything something thing things".split(
    " ",
  ),
);

/** The topic of a question ("price", "trust", "a label", "time", "a step", "a feeling"), or null. */
export function questionTopic(question) {
  return TOPICS.find((t) => t.asked.test(question))?.topic ?? null;
}

/** Whether `text` speaks to `topic` (one of the topics `questionTopic` returns). */
export function mentionsTopic(topic, text) {
  return !!TOPICS.find((t) => t.topic === topic)?.answered.test(text);
}

const stems = (text) =>
  new Set(
    (
      String(text)
        .toLowerCase()
        .match(/[\p{L}][\p{L}'-]{3,}/gu) ?? []
    )
      .filter((word) => !COMMON.has(word))
      .map((word) => word.slice(0, 5)),
  );

/** Whether two texts share a word that says what they are about (compared by its first five letters). */
export function sharesWord(a, b) {
  const inB = stems(b);
  return [...stems(a)].some((stem) => inB.has(stem));
}

/**
 * What is wrong with `answer` as an answer to `question`: not in the first person, or not on the
 * question's topic (for a question of no known topic: not one of its words). Saying it did not
 * see anything about that is always on topic. The server's "Simulated answer" label and an echo
 * of the question do not count as answering it.
 */
export function personaAnswerProblems(question, answer) {
  const asked = String(question).replace(/\s+/g, " ").trim();
  const body = String(answer)
    .replace(/^\s*\*Simulated answer from [^\n]*\*\s*/, "")
    .replace(/\s+/g, " ")
    .split(asked)
    .join(" ");
  const problems = [];
  if (!FIRST_PERSON.test(body)) problems.push("it is not in the first person");
  if (NOTHING_SEEN_SAID.test(body)) return problems;
  const topic = TOPICS.find((t) => t.asked.test(asked));
  if (topic && !topic.answered.test(body)) problems.push(`it does not speak to the question's topic (${topic.topic})`);
  if (!topic && !sharesWord(asked, body)) problems.push("it shares no word with the question");
  return problems;
}
