import { flowchartBlock } from "../../shared/flowchart-block";
import { startupFlowchart } from "../kit/server/offline/idea-flowchart";
import type { BuildStartupRequest } from "./contract";
import type { Idea } from "../kit/server/offline/idea";
import { kindSteps } from "../kit/server/offline/idea-kinds";
import { lowerFirst } from "../kit/server/offline/text-utils";
import { productNotes, productPersonas, readIdeaFor, type OfflineProduct } from "../kit/server/offline/product-idea";

/**
 * Who the idea is for, as the subject of a sentence ("dog owners who", "small hair salons that").
 * An audience that carries its own clause ("busy parents who garden at weekends") gets a new
 * sentence instead of a second "who".
 */
function audienceOf(idea: Idea): { who: string; rel: string } {
  if (!idea.audience) return { who: "people", rel: " who" };
  if (/\s(?:who|that|which|whose|where)\s/i.test(idea.audience)) return { who: idea.audience, rel: ". They" };
  return { who: idea.audience, rel: idea.forOrganisations ? " that" : " who" };
}

/** Section 1: who has the problem, the job they hire the product for, and the product's personas by name. */
function problemLines(idea: Idea, product: OfflineProduct): string[] {
  const { who, rel } = audienceOf(idea);
  const { sides } = idea.kinds;
  const job = idea.job;
  // An idea that names only the kind of product has no job yet: say so instead of calling "mobile app" one.
  // A marketplace's job is done by two sides: each is named, and the risk is that one comes without the other.
  const lines = [
    `- **Primary user:** ${who}${rel} ${job ? `need help with ${job} today and patch it together with spreadsheets or chat` : "get by today with spreadsheets, notes or chat"}.`,
    sides
      ? `- **Two sides:** ${sides.sellers} list ${sides.offer}; ${sides.buyers} ${sides.take} ${sides.them}.`
      : `- **Core job:** ${job ? `${job}, done quickly and with confidence` : `not named yet — write down the one task ${who} would open ${idea.name} for, in their own words`}.`,
    `- **Riskiest assumption:** ${sides ? `enough ${sides.sellers} list for ${sides.buyers} to find what they want, and the other way round` : `${who} ${job ? `care about ${job}` : `want ${idea.name}`} enough to change their current habit`}.`,
  ];
  const personas = productPersonas(product);
  if (personas.length > 0) {
    const lead = personas[0]!;
    const list = personas.map((p) => (p.about ? `${p.name} (${p.about})` : p.name)).join("; ");
    lines.splice(
      1,
      0,
      `- **Personas:** ${list}. Design the first version around ${lead.name}${lead.wants ? `, who wants this: “${lead.wants}”` : ""}.`,
    );
  }
  return lines;
}

/** Section 6, only when the product has notes: they are the constraints the plan has to respect. */
function notesLines(product: OfflineProduct): string[] {
  const notes = productNotes(product);
  if (notes.length === 0) return [];
  return [
    "## 6. Constraints and risks from your notes",
    ...notes.map((note) => `- ${note}.`),
    "Check the MVP scope against each of these before the first build.",
    "",
  ];
}

/** An MVP plan with UX strategy, ending in the diagram block the client turns into a flow. */
export function startupStrategy({ startupIdea }: BuildStartupRequest, product?: OfflineProduct): string {
  const idea = readIdeaFor(startupIdea, product);
  return [
    `# ${idea.name}: MVP plan and UX strategy`,
    "",
    idea.summary,
    "",
    "## 1. Problem and audience",
    ...problemLines(idea, product),
    "",
    "## 2. MVP features (must have)",
    ...idea.features.map((f, i) => `${i + 1}. **${f.name}** — ${f.why}`),
    `${idea.features.length + 1}. **Simple onboarding** — email sign-up, one setup question, sample data.`,
    "",
    `**Later, not now:** integrations, ${idea.kinds.kinds.includes("work tool") ? "roles and permissions" : "teams and roles"}, advanced analytics.`,
    "",
    "## 3. Key user flow",
    `${["Landing", "sign up", "set up", ...kindSteps(idea.kinds, "both").map(([step]) => lowerFirst(step)), ...(idea.kinds.sides ? [] : ["first core action"]), "value check"].join(" → ")}. If the user does not reach value in the first session, a helpful nudge brings them back (see the diagram).`,
    "",
    "## 4. UX plan",
    "- **Week 1–2:** five problem interviews; a clickable prototype of the key flow.",
    "- **Week 3–4:** build the MVP flow; instrument activation (first core action within 24 h).",
    "- **Week 5–6:** usability test with five users; fix the top three issues; soft launch.",
    "",
    "## 5. Success metrics",
    "- Activation rate ≥ 40 % of sign-ups",
    "- Week-4 retention ≥ 20 %",
    "- Time to first value under 3 minutes",
    "",
    ...notesLines(product),
    "## Flow diagram",
    "",
    flowchartBlock(startupFlowchart(startupIdea, product)),
  ].join("\n");
}
