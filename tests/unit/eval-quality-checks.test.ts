import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import recordings from "../fixtures/model-answers/case-study-generator.json";
import cases from "../fixtures/eval/cases.json";
import {
  checkCaseStudyClaims,
  checkDiagram,
  checkFlowScreensDrawn,
  checkLandingCopy,
  checkLandingPage,
  checkMarketplaceSides,
  checkMentionsProduct,
  checkPersonaAnswer,
  checkUsable,
  checkValidatorCoverage,
  checkVisitorCopy,
  checkWorkshopAgenda,
  mainText,
  PLANNING_LANGUAGE,
} from "../../scripts/eval/quality-checks.mjs";
import { caseForRecording, loadCorpus, loadRecordings } from "../../scripts/eval/corpus.mjs";
import type { FlowchartData } from "../../shared/contracts/flowchart";
import { startupStrategy } from "../../tools/build-startup/server-offline";
import { PLANNING_LANGUAGE as SERVER_PLANNING_LANGUAGE } from "../../tools/generate-landing-page/server-visitor-copy";
import { wireframesFor } from "../../tools/generate-wireframes/server-offline";

const node = (id: string, type: string, status?: "success" | "failure") => ({
  id,
  type,
  data: { label: id, ...(status ? { status } : {}) },
});
const edge = (source: string, target: string) => ({ id: `${source}-${target}`, source, target });

describe("the diagram check", () => {
  const flow = {
    nodes: [
      node("s", "start"),
      node("form", "screen"),
      node("ok", "decision"),
      node("done", "endpoint", "success"),
      node("fail", "endpoint", "failure"),
    ],
    edges: [edge("s", "form"), edge("form", "ok"), edge("ok", "done"), edge("ok", "fail")],
  };

  it("passes a flow whose every node is reachable from the start and that can succeed", () => {
    expect(checkDiagram(flow)).toEqual({ pass: true, problems: [] });
  });

  it("names a node nothing leads to", () => {
    const orphan = { ...flow, nodes: [...flow.nodes, node("help", "screen")] };
    expect(checkDiagram(orphan).problems).toEqual(["not reachable from s: help"]);
  });

  it("takes the node no edge points at as the start when there is no start node", () => {
    const plan = { nodes: flow.nodes.slice(1), edges: flow.edges.slice(1) };
    expect(checkDiagram(plan).pass).toBe(true);
  });

  it("fails a flow with only failure endpoints, and a missing diagram", () => {
    const gloomy = { nodes: flow.nodes.filter((n) => n.id !== "done"), edges: flow.edges.filter((e) => e.target !== "done") };
    expect(checkDiagram(gloomy).problems).toEqual(["no success endpoint"]);
    expect(checkDiagram(null).problems).toEqual(["no diagram"]);
  });
});

describe("the workshop agenda check", () => {
  const agenda = (lines: string[]) => ["# Discovery", "", "Discovery Workshop · 1 h 30 min · team", "", "## Agenda", ...lines].join("\n");

  it("passes blocks that follow each other and end at the requested duration", () => {
    const text = agenda(["", "### 0:00–0:15 · Welcome (15 min)", "Intro", "", "### 0:15–1:30 · Mapping (1 h 15 min)", "Map"]);
    expect(checkWorkshopAgenda(text, 90)).toEqual({ pass: true, problems: [] });
  });

  it("fails an agenda that ends early, has a gap, or whose block length disagrees with its clock", () => {
    expect(checkWorkshopAgenda(agenda(["### 0:00–0:15 · Welcome (15 min)", "### 0:15–1:15 · Mapping (1 h)"]), 90).problems).toEqual([
      "the agenda ends at 75 min, the request asked for 90",
    ]);
    expect(
      checkWorkshopAgenda(agenda(["### 0:00–0:15 · Welcome (15 min)", "### 0:20–1:30 · Mapping (1 h 10 min)"]), 90).problems[0],
    ).toContain("starts at 20 min, expected 15");
    expect(checkWorkshopAgenda(agenda(["### 0:00–1:30 · Everything (1 h)"]), 90).problems[0]).toContain(
      "says 60 min but its clock spans 90",
    );
  });

  it("fails text without timed blocks", () => {
    expect(checkWorkshopAgenda("Just talk for an hour", 60).problems).toEqual(["no timed blocks found in the agenda"]);
  });
});

describe("the validator coverage check", () => {
  const personas = [{ name: "Priya" }, { name: "Tom" }];
  const tasks = ["Add to cart", "Check out"];
  const r = (persona: string, task: string) => ({ persona, task });

  it("passes when every persona tried every task, whatever the case of the names", () => {
    expect(
      checkValidatorCoverage(
        [r("priya", "Add to cart"), r("Priya", "check out"), r("Tom", "Add to cart"), r("TOM", "Check out ")],
        personas,
        tasks,
      ).pass,
    ).toBe(true);
  });

  it("names the pairs nobody tested", () => {
    expect(checkValidatorCoverage([r("Priya", "Add to cart"), r("Tom", "Add to cart")], personas, tasks).problems).toEqual([
      'missing Priya × "Check out"; Tom × "Check out"',
    ]);
  });

  it("asks each side of a marketplace only for its own tasks, as the server does: the cook lists, the neighbour orders", () => {
    const sides = [
      { name: "Amira", description: "A home cook who sells Lebanese dishes" },
      { name: "Tom", description: "A nurse who orders from his neighbours" },
    ];
    const jobs = ["List your weekly meal boxes", "Order a weekly meal box"];
    expect(checkValidatorCoverage([r("Amira", jobs[0]!), r("Tom", jobs[1]!)], sides, jobs)).toEqual({ pass: true, problems: [] });
    expect(checkValidatorCoverage([r("Tom", jobs[1]!)], sides, jobs).problems).toEqual([`missing Amira × "${jobs[0]}"`]);
  });
});

describe("the landing page check", () => {
  const page = (body: string) => `<!DOCTYPE html><html><body>${body}</body></html>`;

  it("passes one h1 and a sign-up button, link or form submit", () => {
    expect(checkLandingPage(page('<h1>ToolShare</h1><a href="#signup">Join the waitlist</a>')).pass).toBe(true);
    expect(checkLandingPage(page("<h1 class='x'>ToolShare</h1><button><span>Get started</span></button>")).pass).toBe(true);
    expect(checkLandingPage(page('<h1>ToolShare</h1><form><input type="submit" value="Sign up free"></form>')).pass).toBe(true);
    expect(checkLandingPage(page('<h1>ToolShare</h1><a class="button" href="#access">Get early access</a>')).pass).toBe(true);
  });

  it("fails two headlines, none, or no call to sign up", () => {
    expect(checkLandingPage(page("<h1>A</h1><h1>B</h1><a>Join</a>")).problems).toEqual(["2 <h1> elements (expected exactly one)"]);
    expect(checkLandingPage(page("<h2>A</h2><a>Join</a>")).problems).toEqual(["0 <h1> elements (expected exactly one)"]);
    expect(checkLandingPage(page("<h1>A</h1><a href='/about'>About us</a>")).problems).toEqual([
      "no sign-up call to action (link, button or form submit)",
    ]);
  });
});

describe("the flows' screens drawn check", () => {
  const recording = loadRecordings().find((r) => r.id === "wf-one-screen-of-a-flow")!;
  const flow = caseForRecording(loadCorpus(), recording).body.flow as FlowchartData;

  it("flags the recorded set that draws one screen of a flow that implies a form, a checkout, a confirmation and an empty state", () => {
    const answer = JSON.parse(recording.answers[0]!.content);
    expect(checkFlowScreensDrawn(flow, answer).problems).toEqual([
      'no screen for "Browse meal boxes (empty)" (empty)',
      'no screen for "Sign up" (form)',
      'no screen for "Checkout" (screen)',
      'no screen for "Order confirmed" (confirmation)',
    ]);
  });

  it("passes the offline model's set for the same flow, and names a missing set", () => {
    expect(checkFlowScreensDrawn(flow, wireframesFor({ flow, device: "phone" }))).toEqual({ pass: true, problems: [] });
    expect(checkFlowScreensDrawn(flow, undefined).problems).toEqual(["no screens"]);
  });
});

describe("the product name check", () => {
  it("finds the name in any case and reports when it is missing", () => {
    expect(checkMentionsProduct("For TESSERA: charge per clinic", "Tessera").pass).toBe(true);
    expect(checkMentionsProduct("Charge per clinic", "Tessera").problems).toEqual(['"Tessera" does not appear in the result']);
  });
});

describe("the usable check", () => {
  it("refuses a text answer still wrapped in the model's markdown fence, and accepts it unwrapped", () => {
    expect(checkUsable("ux-feedback", { feedback: "```markdown\n# Feedback\n\nGood.\n```" }).problems).toEqual([
      "still wrapped in a code fence",
    ]);
    expect(checkUsable("ux-feedback", { feedback: "# Feedback\n\n```css\na{}\n```\n\nGood." }).pass).toBe(true);
  });

  it("looks past the simulated-answer label of a persona's answer", () => {
    expect(checkUsable("ask-persona", { answer: "*Simulated answer from Tom.*\n\n```\nI gave up.\n```" }).pass).toBe(false);
    expect(checkUsable("ask-persona", { answer: "*Simulated answer from Tom.*\n\nI gave up." }).pass).toBe(true);
  });

  it("wants the landing page to be the HTML document itself", () => {
    expect(
      checkUsable("generate-landing-page", { landingPage: "Here is your landing page:\n```html\n<!DOCTYPE html><html></html>\n```" }).pass,
    ).toBe(false);
    expect(
      checkUsable("generate-landing-page", { landingPage: "<!DOCTYPE html>\n<html><body></body></html>\n", sections: { sections: [] } })
        .pass,
    ).toBe(true);
    expect(checkUsable("generate-landing-page", { landingPage: "<!DOCTYPE html>\n<html><body></body></html>\n" }).pass).toBe(false);
  });

  it("wants the page's copy to be its own, with features, and free of markup", () => {
    const doc = (headline: string, feature: string) => ({
      productName: "Paws",
      sections: [
        { kind: "hero", headline },
        { kind: "features", items: [{ title: feature, body: "" }] },
      ],
    });
    expect(checkLandingCopy(doc("Walks when you need them", "Pay per walk")).pass).toBe(true);
    expect(checkLandingCopy(doc("Paws", "Pay per walk")).problems).toEqual(["no headline of its own"]);
    expect(checkLandingCopy(doc("Walks", "**Pay** per walk")).problems).toEqual(["HTML or Markdown left in the copy"]);
    expect(checkLandingCopy({ productName: "Paws", sections: [{ kind: "hero", headline: "Walks" }] }).problems).toEqual([
      "no features or steps",
    ]);
  });

  it("wants a startup plan with its diagram and structured tools with items", () => {
    expect(checkUsable("build-startup", { strategy: "# Plan", flowchart: null }).problems).toEqual(["no diagram (flowchart is null)"]);
    expect(checkUsable("validate-ux", { results: [] }).pass).toBe(false);
    expect(checkUsable("generate-visual-flow", { useCases: [{}] }).pass).toBe(true);
  });
});

describe("the persona answer check", () => {
  const corpus = loadCorpus();
  const recorded = loadRecordings().filter((r) => r.tool === "ask-persona");
  const questionOf = (recording: (typeof recorded)[number]) =>
    corpus.cases.find((c: { id: string }) => c.id === (recording.case ?? "ask-persona-tom-zoom"))!.body.question as string;

  it("flags the recorded answer that retells the task result when asked about price and trust", () => {
    const offTopic = recorded.find((r) => r.id === "ap-off-topic")!;
    expect(checkPersonaAnswer(questionOf(offTopic), offTopic.answers[0]!.content).problems).toEqual([
      "it does not speak to the question's topic (price)",
    ]);
    // The re-asked answer of the same recording speaks to it.
    expect(checkPersonaAnswer(questionOf(offTopic), offTopic.answers[1]!.content).pass).toBe(true);
  });

  it("passes every other recorded answer, which answers its question", () => {
    const others = recorded.filter((r) => r.id !== "ap-off-topic");
    expect(others.length).toBeGreaterThan(0);
    for (const r of others) expect(checkPersonaAnswer(questionOf(r), r.answers.at(-1)!.content).problems, r.id).toEqual([]);
  });

  it("wants the first person, and does not count the label or an echo of the question as answering it", () => {
    const question = "Would you trust them with your card?";
    expect(checkPersonaAnswer(question, "Tom would trust them with his card.").problems).toEqual(["it is not in the first person"]);
    expect(
      checkPersonaAnswer(question, `*Simulated answer from Tom.*\n\nYou asked: ${question} I found the size chart blurry.`).problems,
    ).toEqual(["it does not speak to the question's topic (trust)"]);
    expect(checkPersonaAnswer(question, "I didn't see anything about that, so I couldn't say.").pass).toBe(true);
    expect(checkPersonaAnswer("What is your favourite colour?", "I liked the dark blue of the jacket.").problems).toEqual([
      "it shares no word with the question",
    ]);
    expect(checkPersonaAnswer("Which colour did you pick?", "I picked the blue colour.").pass).toBe(true);
  });
});

describe("the fields the eval reads", () => {
  it("are the ones the app's tool contracts name", async () => {
    const { TOOLS } = await import("../../shared/contracts/tool-names");
    for (const [tool, { field }] of Object.entries(TOOLS)) {
      expect(mainText(tool, { [field]: "marker-text" }), tool).toContain("marker-text");
    }
  });
});

/** A recorded model answer (tests/fixtures/model-answers/) by its id. */
function recorded(file: string, id: string): string {
  const recordings = JSON.parse(readFileSync(new URL(`../fixtures/model-answers/${file}`, import.meta.url), "utf8")) as {
    id: string;
    answers: { content: string }[];
  }[];
  return recordings.find((r) => r.id === id)!.answers[0]!.content;
}

describe("the visitor copy check", () => {
  it("is the server's check, word for word", () => {
    expect(String(PLANNING_LANGUAGE)).toBe(String(SERVER_PLANNING_LANGUAGE));
  });

  it("flags the recorded copy written in the founder's planning language, and passes copy written for visitors", () => {
    const bad = JSON.parse(recorded("generate-landing-page.json", "lp-planning-language").replace(/^[^{]*|[^}]*$/g, ""));
    expect(checkVisitorCopy({ sections: [bad] }).problems).toEqual([
      'planning language in visitor copy: "MVP", "validate", "The single flow", "Our users", "riskiest assumption", "hypothesis"',
    ]);
    const clean = JSON.parse(recorded("generate-landing-page.json", "lp-clean-json"));
    expect(checkVisitorCopy({ sections: [clean] })).toEqual({ pass: true, problems: [] });
  });

  it("flags a sentence the page says twice, as the journey's How it works did", () => {
    const said = "It takes a minute, and each step is confirmed.";
    const steps = ["Home cooks list weekly meal boxes", "Neighbours order weekly meal boxes"].map((title) => ({ title, body: said }));
    expect(checkVisitorCopy({ sections: [{ type: "how-it-works", steps }] }).problems).toEqual([
      'sentence repeated in visitor copy: "it takes a minute, and each step is confirmed"',
    ]);
  });
});

describe("the marketplace sides check", () => {
  const idea = "A marketplace where home cooks sell weekly meal boxes to their neighbours";

  it("flags the recorded one-sided marketplace plan: cooks only, nobody who orders", () => {
    expect(checkMarketplaceSides(recorded("build-startup.json", "bs-one-sided-marketplace"), idea).problems).toEqual([
      "names no one on the taking side (buyers, customers, neighbours …)",
    ]);
  });

  it("passes a plan that names both sides, and names a missing offering side", () => {
    expect(checkMarketplaceSides(startupStrategy({ startupIdea: idea }), idea).pass).toBe(true);
    expect(checkMarketplaceSides(recorded("generate-landing-page.json", "lp-clean-json"), "lend and borrow tools").pass).toBe(true);
    expect(checkMarketplaceSides("Neighbours order a box every week.", idea).problems).toEqual([
      "names no one on the offering side (sellers, hosts, lenders …)",
    ]);
  });
});

describe("the case-study claims check", () => {
  const description = (id: string) => cases.cases.find((c) => c.id === id)!.body.projectDescription as string;
  const answer = (id: string, index = 0) => recordings.find((r) => r.id === id)!.answers[index]!.content;

  it("flags the recorded case study that invents interviews and usability testing", () => {
    const { pass, problems } = checkCaseStudyClaims(answer("cs-invents-interviews"), description("case-study-synthetic-only"));
    expect(pass).toBe(false);
    expect(problems[0]).toBe(
      'claims user interviews that nothing records: "I conducted 8 in-depth interviews with home cooks and neighbours, and reviewed support requests from the beta to find where orders stalled."',
    );
    expect(problems.join("\n")).toContain(
      'claims usability tests that nothing records: "Three rounds of usability testing with 5 participants each refined the checkout;"',
    );
  });

  it("flags a case study the server had to take claims out of: the model made them", () => {
    const settled =
      "# Case study\n\nWe drew the flows.\n\n> **Removed from this case study:** a claim of surveys that no saved item and nothing in the project description records.";
    expect(checkCaseStudyClaims(settled, "We drew the flows.").problems).toEqual([
      "the model claimed research that nothing records; the server took it out (**Removed from this case study:** a claim of surveys that no saved item and nothing in the project description records.)",
    ]);
  });

  it("passes research the project description tells, and a case study that says what is missing", () => {
    expect(checkCaseStudyClaims(answer("cs-markdown-fence"), description("case-study-pharmacy")).pass).toBe(true);
    expect(checkCaseStudyClaims("## Process\nNo user interviews are recorded.", "A meal-box marketplace").pass).toBe(true);
    expect(checkCaseStudyClaims(undefined, "x").problems).toEqual(["no case study"]);
  });
});
