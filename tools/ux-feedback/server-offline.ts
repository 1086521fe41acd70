import { personaPhrase, readIdeaFor, type OfflineProduct } from "../kit/server/offline/product-idea";
import { firstSentence, pick } from "../kit/server/offline/text-utils";

type Issue = { cue: RegExp; heuristic: string; severity: "High" | "Medium" | "Low"; fix: string };

/**
 * Issues a reviewer would raise when the description mentions them. The first matching ones
 * lead; generic, always-true advice fills the list up to four, so the review stays specific.
 */
const ISSUES: Issue[] = [
  {
    cue: /\b(\d{2,}|many|lots of|long)\s+(fields?|inputs?|steps?|questions?)\b|\bfields?\b/i,
    heuristic: "Aesthetic and minimalist design",
    severity: "High",
    fix: "Ask only for what the first use needs; move the rest to later, optional steps and group related fields.",
  },
  {
    cue: /\b(gr[ae]y|light|faint|small|tiny|low[- ]contrast)\b.*\b(button|text|label|link|cta)\b|\b(button|cta)\b.*\b(gr[ae]y|small|tiny)\b/i,
    heuristic: "Visibility of system status",
    severity: "High",
    fix: "Make the primary action the most visible element: full contrast (4.5:1 or more), at least 44 px tall, with a verb label.",
  },
  {
    cue: /\b(error|validation|invalid|wrong|fail)/i,
    heuristic: "Help users recognize, diagnose, and recover from errors",
    severity: "High",
    fix: "Validate inline as people type, say what is wrong in plain words next to the field and keep what they entered.",
  },
  {
    cue: /\b(menu|hamburger|navigation|nav|tabs?|sidebar)\b/i,
    heuristic: "Recognition rather than recall",
    severity: "Medium",
    fix: "Keep the three most used destinations visible instead of hiding them in a menu; label icons.",
  },
  {
    cue: /\b(onboarding|tutorial|walkthrough|carousel|intro)\b/i,
    heuristic: "User control and freedom",
    severity: "Medium",
    fix: "Let people skip or leave onboarding at any point and reach the product's value in the first minute.",
  },
  {
    cue: /\b(icon|icons|jargon|terms?|labels?)\b/i,
    heuristic: "Match between system and the real world",
    severity: "Medium",
    fix: "Use the words your users use (test them with a five-person card sort); pair icons with text labels.",
  },
  {
    cue: /\b(delete|remove|pay|payment|checkout|submit|confirm)\b/i,
    heuristic: "Error prevention",
    severity: "Medium",
    fix: "Show a summary before irreversible actions and offer undo rather than a confirmation dialog where possible.",
  },
  {
    cue: /\b(loading|slow|wait|spinner|upload|sync)/i,
    heuristic: "Visibility of system status",
    severity: "Medium",
    fix: "Show progress for anything over a second and confirm completion explicitly.",
  },
];

const GENERIC: Issue[] = [
  {
    cue: /$^/,
    heuristic: "Consistency and standards",
    severity: "Low",
    fix: "Use one style for primary actions and one for links across every screen, following platform conventions.",
  },
  {
    cue: /$^/,
    heuristic: "Visibility of system status",
    severity: "Low",
    fix: "After each action show what happened (saved, sent, failed) where the eye already is.",
  },
  {
    cue: /$^/,
    heuristic: "Flexibility and efficiency of use",
    severity: "Low",
    fix: "Give returning users shortcuts: remembered choices, sensible defaults, keyboard support.",
  },
  {
    cue: /$^/,
    heuristic: "Help and documentation",
    severity: "Low",
    fix: "Add short helper text where people hesitate, instead of a separate help page.",
  },
];

/** Offline UX review: issues ranked by severity, each tied to the usability heuristic it breaks. */
export function uxFeedback(designDescription: string, product?: OfflineProduct): string {
  const { title, focus, audience } = readIdeaFor(designDescription, product);
  const personas = personaPhrase(product, false);
  const lead = pick(["Strong start", "A solid foundation", "Promising direction"], designDescription);
  const matched = ISSUES.filter((issue) => issue.cue.test(designDescription));
  const issues = [...matched, ...GENERIC.filter((g) => !matched.some((m) => m.heuristic === g.heuristic))].slice(0, 4);
  return [
    product ? `# UX feedback for ${product.name}: ${title}` : `# UX feedback: ${title}`,
    "",
    `**${lead}.** You described: “${firstSentence(designDescription, 200)}”`,
    "",
    "## What works",
    `- A clear focus: the ${focus} flow has one job, so people can tell what the screen is for.`,
    "- The flow has a single goal, which keeps decisions small.",
    "",
    "## Usability issues, most severe first (by usability heuristic)",
    "",
    ...issues.map((issue, i) => `${i + 1}. **${issue.heuristic}** (${issue.severity.toLowerCase()} severity) — ${issue.fix}`),
    "",
    "## Clarity and accessibility",
    "- One primary button per screen; secondary actions as links.",
    "- Text contrast of at least 4.5:1, visible focus, and tap targets of 44 px.",
    "- Every field has a visible label, not just a placeholder.",
    "",
    "## Next step",
    `Run a 15-minute test of the ${focus} flow with five ${audience ?? "people from your audience"}. Ask them to think aloud and note where they hesitate — fix issue 1 before anything else.`,
    ...(personas ? ["", `Recruit people who match your personas, ${personas}, so the test speaks for who you are designing for.`] : []),
  ].join("\n");
}
