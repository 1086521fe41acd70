import { describe, expect, it } from "vitest";
import { tasksFromFlow } from "../../../shared/flow-tasks";
import { startupStrategy } from "../../../tools/build-startup/server-offline";
import { offlineLandingCopy } from "../../../tools/generate-landing-page/server-offline";
import { PLANNING_LANGUAGE } from "../../../tools/generate-landing-page/server-visitor-copy";
import { visualFlowUseCases } from "../../../tools/generate-visual-flow/server-offline";
import { ideaKinds } from "../../../tools/kit/server/idea-kind";
import { startupFlowchart } from "../../../tools/kit/server/offline/idea-flowchart";
import { launchPlan } from "../../../tools/launch-assistant/server-offline";
import { monetizationStrategy } from "../../../tools/monetization-strategy/server-offline";
import { kindAsJob } from "./phrasing-checks";

/**
 * What the idea is decides what every tool says about it (issue 32, docs/product.md#idea-kinds):
 * a marketplace has two sides, a subscription renews, a booking has a time, a tool used at work
 * has a team — in the plan, the flows, the landing copy and the tasks a validation starts from.
 */
const MEAL_BOXES = "A marketplace where home cooks sell weekly meal boxes";
const IDEAS = {
  marketplace: [
    MEAL_BOXES,
    "A marketplace where neighbours lend each other garden tools, with deposits and reviews",
    "A platform for yoga teachers to sell online classes",
    "Peer-to-peer car sharing for rural villages",
  ],
  subscription: ["A monthly subscription box of indie board games for families", "Weekly flower deliveries for small offices"],
  booking: [
    "A booking app for a small hair salon with reminders and deposits",
    "An app where dog owners find trusted walkers nearby, book a 30-minute walk and pay per walk",
  ],
  "work tool": [
    "A Slack bot that reminds remote teams to take breaks",
    "A B2B dashboard for small accounting firms to collect client documents before tax deadlines",
  ],
} as const;

const copyOf = (idea: string) => offlineLandingCopy({ startupIdea: idea, format: "code", contentSections: ["pitch"], strategy: "" });
const flowLabels = (idea: string) =>
  visualFlowUseCases({ appIdea: idea }).flatMap((u) => [u.title, u.description, ...u.flowchartData.nodes.map((n) => n.data.label)]);
const allText = (idea: string) =>
  [
    startupStrategy({ startupIdea: idea }),
    ...flowLabels(idea),
    JSON.stringify(copyOf(idea)),
    launchPlan(idea),
    monetizationStrategy(idea),
  ].join("\n");

/**
 * Fragments a sentence writer leaves when a slot is empty or doubled: two prepositions in a row
 * ("where to at"), a sentence ending on "to" or an article ("how to.", "the."), a word glued to "who" ("peoplewho"), a word written twice, and a
 * product's kind where a job belongs.
 */
function fragments(text: string): string[] {
  const found = [
    ...text.matchAll(/\b(?:to|at|for|of|with|from|about) (?:at|to|for|of|with|from|about)\b/gi),
    ...text.matchAll(/\b(?:to|the|a|an)[.!?;,](?=\s|$)/gi),
    ...text.matchAll(/\p{Ll}who\b/gu),
    ...text.matchAll(/\b(\p{L}{2,}) \1\b/giu),
  ].map((m) => m[0]);
  return [...found, ...kindAsJob(text)];
}

describe("the idea's kind", () => {
  it("is read from the idea's words, for any model", () => {
    for (const [kind, ideas] of Object.entries(IDEAS)) for (const idea of ideas) expect(ideaKinds(idea), idea).toContain(kind);
    expect(ideaKinds(MEAL_BOXES)).toEqual(["marketplace", "subscription"]);
    expect(ideaKinds("Meditation")).toEqual([]);
    expect(ideaKinds("A Slack bot that connects your calendar with Jira")).toEqual(["work tool"]);
  });

  it("gives a marketplace both sides in the plan, the flows, the landing copy and the validation tasks", () => {
    const plan = startupStrategy({ startupIdea: MEAL_BOXES });
    expect(plan).toContain("home cooks list weekly meal boxes; neighbours order them");
    expect(flowLabels(MEAL_BOXES)).toEqual(
      expect.arrayContaining(["Home cooks list weekly meal boxes", "Neighbours order weekly meal boxes"]),
    );
    const copy = JSON.stringify(copyOf(MEAL_BOXES));
    expect(copy).toMatch(/home cooks/i);
    expect(copy).toMatch(/neighbours/i);
    const tasks = tasksFromFlow(startupFlowchart(MEAL_BOXES)).join("\n");
    expect(tasks).toContain("List your weekly meal boxes");
    expect(tasks).toContain("Order a weekly meal box");
  });

  it("names what the marketplace's buyer does and what happens next, not placeholders such as 'the core task'", () => {
    const labels = flowLabels(MEAL_BOXES).join("\n");
    expect(labels).not.toMatch(/core task|smart defaults|the entry|Input valid/);
    expect(labels).toContain("Opens the app to find weekly meal boxes");
    expect(labels).toContain("Accepted by home cooks?");
    const [, order] = visualFlowUseCases({ appIdea: MEAL_BOXES });
    expect(tasksFromFlow(order!.flowchartData)).toEqual([
      "Open the app to find weekly meal boxes",
      "Browse weekly meal boxes",
      "Choose a plan that renews every week",
      "Order a weekly meal box",
    ]);
  });

  it("says a subscription renews, gives a booking a time step and a work tool a team", () => {
    for (const idea of IDEAS.subscription) {
      expect(startupStrategy({ startupIdea: idea }), idea).toMatch(/renews every (week|month)/);
      expect(JSON.stringify(copyOf(idea)), idea).toMatch(/renews every (week|month)/);
    }
    for (const idea of IDEAS.booking) {
      expect(flowLabels(idea), idea).toContain("Pick a day and time");
      expect(tasksFromFlow(startupFlowchart(idea)).join("\n"), idea).toContain("Pick a day and time");
    }
    for (const idea of IDEAS["work tool"]) {
      expect(flowLabels(idea), idea).toContain("Invite your team");
      expect(tasksFromFlow(startupFlowchart(idea)).join("\n"), idea).toContain("Invite your team");
    }
  });
});

describe("the offline writers of the plan, flows, landing copy, launch plan and pricing", () => {
  const every = Object.values(IDEAS).flat();

  it("have a fragment check that catches the issue's examples and their kind", () => {
    expect(fragments("looking for where to at “Finished setup?”")).toEqual(["to at"]);
    expect(fragments("I had to guess how to get to.")).toEqual(["to."]);
    expect(fragments("- **Primary user:** peoplewho get by today")).toEqual(["ewho"]);
    expect(fragments("Sell the the boxes")).toEqual(["the the"]);
    expect(fragments("Home cooks list weekly meal boxes; neighbours order them.")).toEqual([]);
  });

  for (const idea of every) {
    it(`write whole sentences for ${JSON.stringify(idea.slice(0, 60))}`, () => {
      expect(fragments(allText(idea))).toEqual([]);
    });
  }

  it("never put the founder's planning language on the landing page", () => {
    for (const idea of [...every, "Meditation", "mobile app", "An app"]) {
      const copy = JSON.stringify(copyOf(idea));
      expect(PLANNING_LANGUAGE.exec(copy)?.[0] ?? null, idea).toBeNull();
    }
  });
});
