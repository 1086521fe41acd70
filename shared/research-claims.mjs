// Which research a case study claims, and whether anything recorded backs it
// (docs/product.md#case-study-generator). Plain JavaScript so the Worker's case-study check and the
// eval's quality check (scripts/eval/quality-checks.mjs, run by plain Node) are one and the same.
// Pure and linear in the text: one pass over lines, a few fixed patterns per sentence.

/**
 * The research activities a case study may claim. `backedBy` names what a recorded item proves:
 * a real prototype test proves usability testing, a launch its measured visits and sign-ups (and a
 * headline A/B test when it ran one); interviews and surveys are proven only by the user's own
 * project description, since no item records them.
 */
export const RESEARCH_ACTIVITIES = [
  { id: "interviews", label: "user interviews", missing: "No user interviews are recorded.", claim: /\binterview(s|ed|ing)?\b/i },
  { id: "surveys", label: "surveys", missing: "No surveys are recorded.", claim: /\bsurvey(s|ed|ing)?\b|\bquestionnaires?\b/i },
  {
    id: "usability-tests",
    label: "usability tests",
    missing: "No usability test with real people is recorded.",
    claim:
      /\busability[- ]test\w*|\buser[- ]test(s|ing)\b|\btest(ed|ing)? (it |them |the \w+ |a \w+ )?with \d+ (users|people|participants|testers)\b|\brounds? of (usability )?testing\b|\btesting (sessions?|rounds?)\b|\bthink[- ]aloud\b/i,
  },
  { id: "ab-tests", label: "A/B tests", missing: "No A/B test is recorded.", claim: /\bA\/B\b|\bsplit[- ]test\w*/i },
  {
    id: "analytics",
    label: "analytics",
    missing: "No analytics are recorded.",
    claim:
      /\banalytics\b|\bheat ?maps?\b|\bsession recordings?\b|\bfunnel (data|analysis)\b|\d[\d,.]*%?\s+(sign-?ups|visitors|visits|page views)\b/i,
  },
];

/** Words that make a sentence something other than a claim that the activity happened. */
const NOT_A_CLAIM =
  /\b(no|not|never|without|none|nor|would|should|could|will|next|plans? to|recommend\w*|future|consider|instead|rather|placeholder|add your)\b|n['’]t\b|\[/i;
/** Results of synthetic users: a validation backs a usability claim only when it is called a prediction… */
const PREDICTED = /\b(predict\w*|synthetic|simulated)\b/i;
/** …and the sentence does not also tell of real people taking part. */
const REAL_PEOPLE = /\b(participants|rounds?|real (users|people|testers))\b|\bwith \d+ (users|people)\b/i;
/** Sections that plan or reflect rather than report. */
const PLANNING_SECTION = /next|future|recommend|would do/i;
/** Sentences, and the clauses after a semicolon: one claim never hides behind a planning word in the next clause. */
const SENTENCE_END = /(?<=[.!?])\s+(?=[^a-z\s])|(?<=;)\s+/;

/** A line's sentences, without list markers and emphasis, each with its position in the line. */
function sentencesOf(line) {
  const body = line.replace(/^\s*(?:[-*+>]|\d+[.)])\s+/, "");
  const offset = line.length - body.length;
  const sentences = [];
  let at = offset;
  for (const sentence of body.split(SENTENCE_END)) {
    const start = line.indexOf(sentence, at);
    sentences.push({ text: sentence, start, end: start + sentence.length });
    at = start + sentence.length;
  }
  return sentences;
}

/**
 * Every sentence of `text` that claims a research activity happened: `{ activity, sentence, line,
 * start, end, predicted }`. Headings, negated or planned sentences and planning sections are not claims.
 */
export function researchClaims(text) {
  const claims = [];
  let planning = false;
  String(text ?? "")
    .split("\n")
    .forEach((line, index) => {
      const heading = /^\s*#{1,6}\s+(.*)$/.exec(line);
      if (heading) {
        planning = PLANNING_SECTION.test(heading[1]);
        return;
      }
      if (planning) return;
      for (const sentence of sentencesOf(line)) {
        const plain = sentence.text.replace(/[*_`]/g, "");
        if (NOT_A_CLAIM.test(plain)) continue;
        for (const activity of RESEARCH_ACTIVITIES)
          if (activity.claim.test(plain))
            claims.push({
              activity: activity.id,
              sentence: sentence.text,
              line: index,
              ...sentence,
              predicted: PREDICTED.test(plain) && !REAL_PEOPLE.test(plain),
            });
      }
    });
  return claims;
}

/**
 * The claims nothing backs. `backing.activities`: the activity ids the recorded items prove (plus
 * "predictions" when a validation by synthetic users is among them); `backing.description`: the
 * user's own account of the project, whose claims count as backed.
 */
export function unbackedClaims(text, backing) {
  const proven = provenBy(backing);
  return researchClaims(text).filter(
    (claim) => !proven.has(claim.activity) && !(claim.activity === "usability-tests" && claim.predicted && proven.has("predictions")),
  );
}

function provenBy(backing) {
  const proven = new Set(backing.activities ?? []);
  for (const claim of researchClaims(backing.description ?? "")) proven.add(claim.activity);
  return proven;
}

/** The usual research steps nothing records, each as the sentence a case study says about it ("No user interviews are recorded."). */
export function unrecordedSteps(backing) {
  const proven = provenBy(backing);
  return RESEARCH_ACTIVITIES.filter((activity) => !proven.has(activity.id)).map((activity) => activity.missing);
}

const labelOf = (id) => RESEARCH_ACTIVITIES.find((a) => a.id === id)?.label ?? id;

/** "user interviews and usability tests": the activities of some claims, each named once. */
export function claimedActivities(claims) {
  const labels = [...new Set(claims.map((claim) => labelOf(claim.activity)))];
  return labels.length < 2 ? (labels[0] ?? "") : `${labels.slice(0, -1).join(", ")} and ${labels.at(-1)}`;
}

/** The opening of the note a case study carries when claims were taken out: the eval looks for it. */
export const REMOVED_CLAIMS_NOTE = "Removed from this case study:";

/**
 * The text without the sentences of `claims` (a line left empty goes too), and a visible note
 * that says what was taken out and why.
 */
export function withoutClaims(text, claims) {
  if (claims.length === 0) return text;
  const lines = String(text).split("\n");
  const byLine = new Map();
  for (const claim of claims) byLine.set(claim.line, [...(byLine.get(claim.line) ?? []), claim]);
  const kept = [];
  lines.forEach((line, index) => {
    const cut = byLine.get(index);
    if (!cut) return kept.push(line);
    let rest = line;
    // From the last sentence back, so earlier positions stay true.
    for (const claim of [...new Map(cut.map((c) => [c.start, c])).values()].sort((a, b) => b.start - a.start))
      rest = rest.slice(0, claim.start) + rest.slice(claim.end).trimStart();
    if (rest.replace(/^\s*(?:[-*+>]|\d+[.)])\s*/, "").trim() !== "") kept.push(rest.replace(/\s+$/, ""));
  });
  const note = `> **${REMOVED_CLAIMS_NOTE}** ${claims.length === 1 ? "a claim" : `${claims.length} claims`} of ${claimedActivities(claims)} that no saved item and nothing in the project description records.`;
  return `${kept.join("\n").trimEnd()}\n\n${note}`;
}
