import { describe, expect, it } from "vitest";
import recordings from "../fixtures/model-answers/case-study-generator.json";
import cases from "../fixtures/eval/cases.json";
import {
  checkCaseStudyClaims,
  checkDiagram,
  checkLandingCopy,
  checkLandingPage,
  checkMentionsProduct,
  checkUsable,
  checkValidatorCoverage,
  checkWorkshopAgenda,
  mainText,
} from "../../scripts/eval/quality-checks.mjs";

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

describe("the fields the eval reads", () => {
  it("are the ones the app's tool contracts name", async () => {
    const { TOOLS } = await import("../../shared/contracts/tool-names");
    for (const [tool, { field }] of Object.entries(TOOLS)) {
      expect(mainText(tool, { [field]: "marker-text" }), tool).toContain("marker-text");
    }
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
