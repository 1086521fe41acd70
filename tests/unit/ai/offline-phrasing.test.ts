import { describe, expect, it } from "vitest";
import { TOOL_NAMES, type ToolName } from "../../../tools/contracts";
import { WORKSHOP_TYPES } from "../../../tools/generate-workshop/contract";
import { loadOfflineTools, writeToolAnswer } from "../../../workers/ai/offline/writers";
import { bareNounList, keywordSalad, kindAsJob, lexiconFor, outputTokens, stackedClauses, truncatedWords } from "./phrasing-checks";
import { workerTools } from "../../../tools/server";
import { toolExamples } from "../../tool-examples";

/** Every tool's offline half, loaded as the offline model loads them. */
const offlineTools = await loadOfflineTools(workerTools);

const LONG_IDEA =
  "We are building an AI-powered study planner that helps university students plan revision for their exams. " +
  "Most students we interviewed keep a paper diary, three different apps and a group chat, and still cram the night before. " +
  "The planner reads the exam timetable from the university portal, splits every module into small topics, and schedules " +
  "short revision sessions around lectures, part-time jobs and sleep. When a session is missed it reshuffles the week " +
  "instead of piling everything onto the last day. Students can invite a study buddy, share progress with them and get a " +
  "gentle nudge when they fall behind. We want to start with first-year students at two universities, charge nothing for " +
  "the basic planner and sell a premium plan with past-paper practice and tutor feedback.";

/** Varied ideas a newcomer might type: marketplaces, B2B, health, education, odd inputs. */
const IDEAS = [
  "A mobile app that matches dog owners with trusted neighbours for last-minute dog walking",
  "A marketplace where neighbours lend each other garden tools, with deposits and reviews",
  "I want to build a tool for freelancers to track invoices and get paid faster",
  "An app that helps nurses swap night shifts without calling the ward manager",
  "A B2B dashboard for small accounting firms to collect client documents before tax deadlines",
  "A platform for yoga teachers to sell online classes and manage bookings",
  "A booking app for a small hair salon with reminders and deposits",
  "A shared grocery list that splits costs between flatmates",
  "Meditation",
  "Kita-Plätze in München finden",
  "réservation de salles de réunion pour les associations",
  "Uber... for plants?!! (watering, repotting & advice) — v2.0 :)",
  "🐶🐾 Dog walking app 🚀🔥 for busy people 💼",
  LONG_IDEA,
  "Telehealth follow-ups for patients after knee surgery, with exercise videos and pain tracking",
  "A language exchange platform connecting refugees with local volunteers",
  "Inventory tracking for independent bookshops",
  "An AI tutor that teaches kids fractions through cooking games",
  "Help restaurants reduce food waste by selling surplus meals at a discount",
  "CRM for wedding photographers",
  "A Slack bot that reminds remote teams to take breaks",
  "Peer-to-peer car sharing for rural villages",
  "Plataforma para encontrar compañeros de piso en Madrid",
  "Redesigned the checkout of a grocery app for older shoppers",
];

/** The request each tool gets for an idea, from its examples; every text in it is the idea or a word of the "input" the checks compare against. */
function requests(idea: string, index: number): { [T in ToolName]: unknown } {
  return Object.fromEntries(TOOL_NAMES.map((tool) => [tool, toolExamples[tool].request(idea, index)])) as { [T in ToolName]: unknown };
}

/** Every string inside a value (object keys left out). */
function stringsOf(value: unknown, out: string[] = []): string[] {
  if (typeof value === "string") out.push(value);
  else if (Array.isArray(value)) for (const v of value) stringsOf(v, out);
  else if (value && typeof value === "object") for (const v of Object.values(value)) stringsOf(v, out);
  return out;
}

/** Readable text of an answer: HTML tags, styles and entities removed; object strings included. */
function readable(tool: ToolName, answer: { text: string; object: unknown }): string {
  const strings = stringsOf(answer.object);
  const text = [answer.text, ...strings.filter((s) => s !== answer.text)].join("\n");
  if (tool !== "generate-landing-page") return text;
  return text
    .replace(/<style>[\s\S]*?<\/style>/g, " ")
    .replace(/<[^>]+>/g, "\n")
    .replace(/&#(\d+);/g, (_, code) => String.fromCharCode(Number(code)));
}

/** `features`: every named thing the writers built (plan, landing page, use cases); `plan`: the MVP plan's list. */
type Run = { idea: string; input: string; outputs: Partial<Record<ToolName, string>>; features: string[]; plan: string[] };

function run(idea: string, index: number): Run {
  const reqs = requests(idea, index);
  const outputs: Run["outputs"] = {};
  const features: string[] = [];
  let plan: string[] = [];
  for (const tool of TOOL_NAMES) {
    const answer = writeToolAnswer(offlineTools, tool, reqs[tool], 0);
    if (!answer) throw new Error(`${tool} rejected the idea ${JSON.stringify(idea)}`);
    outputs[tool] = readable(tool, answer);
    if (tool === "build-startup") {
      const section = answer.text.split("## 2.")[1]?.split("\n## ")[0] ?? "";
      plan = [...section.matchAll(/^\d+\. \*\*(.+?)\*\*/gm)].map((m) => m[1]!);
      features.push(...plan);
    }
    if (tool === "generate-landing-page")
      features.push(...(answer.object as { features: { title: string }[] }).features.map((f) => f.title));
    if (tool === "generate-visual-flow")
      features.push(...(answer.object as { useCases: { title: string }[] }).useCases.map((u) => u.title));
  }
  // What the user typed; enum choices and the prototype address are the form's words, not theirs.
  return { idea, input: [idea, "Maya", "Sam", "2 designers, 1 PM"].join("\n"), outputs, features, plan };
}

/**
 * Words the templates use on their own, from control ideas made of nonsense words (so no real
 * word of theirs can be a cut-off input word) that walk the writers' branches: kinds of verbs,
 * audiences of people, businesses and groups, "X for Y", extras, and the UX review's cues.
 */
function templateWords(): Set<string> {
  const verbs = "tracks swaps lends sells books finds matches collects plans teaches splits pays reminds redesigns blorps".split(" ");
  const controls = [
    "Qwx",
    "Qwx b2b buy",
    "Qwx with 12 fields, a small grey button, error menu onboarding icons, pay, loading",
    "Zqx for qvx",
    "A zqx vqxing app for qzx people",
    ...verbs.map((verb, i) => `An app that ${verb} zqx vqx for qzx ${["owners", "shops", "villages"][i % 3]}, with qvz and xqz`),
  ];
  const words = new Set<string>();
  controls.forEach((control, i) => {
    for (let n = 0; n < WORKSHOP_TYPES.length; n++) {
      const r = run(control, i + n);
      const lex = lexiconFor(r.input, new Set());
      const text = Object.values(r.outputs).join("\n");
      // A control's own truncated words must not become "template words".
      const cut = new Set(truncatedWords(text, lex).map((t) => t.split(" ")[0]!));
      for (const token of outputTokens(text)) if (!cut.has(token)) words.add(token);
    }
  });
  return words;
}

describe("the offline model writes from whole words and phrases of the idea", () => {
  const template = templateWords();
  const runs = IDEAS.map(run);

  it("has a checker that catches cut-off words and keyword salad, and accepts whole words", () => {
    const lex = lexiconFor("A mobile app that matches dog owners with trusted neighbours for last-minute dog walking", new Set(["plan"]));
    expect(truncatedWords("# Mobilmatc: MVP plan", lex)).toEqual(["mobilmatc (from mobile)"]);
    expect(truncatedWords("Walki and matc", lex)).toEqual(["walki (from walking)", "matc (from matches)"]);
    expect(truncatedWords("MobilMatc", lex)).toEqual(["mobil (from mobile)", "matc (from matches)"]);
    expect(truncatedWords("DogWalk: matching trusted neighbour profiles, walk reminders, owners' plan", lex)).toEqual([]);
    expect(keywordSalad("people care about mobile matches dog enough", "A mobile app that matches dog owners")).toEqual([
      "mobile matches dog",
    ]);
    expect(keywordSalad("for matching dog owners with trusted neighbours", "matches dog owners with trusted neighbours")).toEqual([]);
    expect(bareNounList("Dog and reminders", "dog owners")).toBe(true);
    expect(bareNounList("Mobile matches dog", "A mobile app that matches dog owners")).toBe(true);
    expect(bareNounList("Walk reminders", "dog walking")).toBe(false);
  });

  it("prints the 20+ outputs for reading", () => {
    for (const r of runs) {
      const plan = r.outputs["build-startup"]!;
      const name = plan.match(/^# (.+): MVP plan/)?.[1];
      const first = plan.split("\n").find((line) => line.trim() && !line.startsWith("#"));
      console.log(`\n${JSON.stringify(r.idea.slice(0, 90))}\n  name: ${name}\n  first: ${first}\n  features: ${r.plan.join(" | ")}`);
    }
    expect(runs.length).toBeGreaterThanOrEqual(20);
  });

  for (const [i, idea] of IDEAS.entries()) {
    it(`writes no cut-off input words, keyword salad or bare noun lists for ${JSON.stringify(idea.slice(0, 60))}`, () => {
      const r = runs[i]!;
      const lex = lexiconFor(r.input, template);
      const problems: string[] = [];
      for (const [tool, text] of Object.entries(r.outputs)) {
        for (const t of truncatedWords(text, lex)) problems.push(`${tool}: truncated word ${t}`);
        for (const s of keywordSalad(text, r.input)) problems.push(`${tool}: keyword salad "${s}"`);
      }
      for (const feature of r.features)
        if (bareNounList(feature, r.input)) problems.push(`feature "${feature}" is a bare list of input words`);
      expect(r.features.length).toBeGreaterThanOrEqual(3);
      expect(problems).toEqual([]);
    });
  }

  it("gives the same answer for the same idea", () => {
    for (const [i, idea] of IDEAS.entries()) expect(run(idea, i)).toEqual(runs[i]);
  });
});

describe("ideas made of words that name object internals", () => {
  // Found by fuzzing: "constructor" looked up Object.prototype in a word table and broke every writer (502).
  it.each(["constructor", "toString", "__proto__", "hasOwnProperty constructors valueOf"])("writes every tool's answer for %j", (idea) => {
    const reqs = requests(idea, 0);
    for (const tool of TOOL_NAMES) expect(writeToolAnswer(offlineTools, tool, reqs[tool], 0)?.text.length ?? 0).toBeGreaterThan(0);
  });
});

/** Ideas that name only the kind of product: there is no job in them to write into "Core job: ___". */
// "CRM for wedding photographers" is one of IDEAS already.
const KIND_IDEAS = ["A mobile app for dog owners", "An app for busy parents", "mobile app", "A platform for yoga teachers"];

describe("every slot the writers fill reads as English", () => {
  it("has checks that catch a product's kind used as a job and stacked “who” clauses", () => {
    expect(kindAsJob("- **Core job:** mobile app, done quickly and with confidence.")).toEqual(["Core job:** mobile app"]);
    expect(kindAsJob('"label":"Done: mobile app"')).toEqual(["Done: mobile app"]);
    expect(kindAsJob("- **Core job:** last-minute dog walking, done quickly.")).toEqual([]);
    expect(stackedClauses("Busy parents who garden at weekends who need help with it")).toEqual(["who garden at weekends who"]);
    expect(stackedClauses("Busy parents who garden at weekends. They need help")).toEqual([]);
  });

  for (const [i, idea] of [...KIND_IDEAS, ...IDEAS].entries()) {
    it(`never calls the product's kind a job for ${JSON.stringify(idea.slice(0, 60))}`, () => {
      const reqs = requests(idea, i);
      const problems = TOOL_NAMES.flatMap((tool) => {
        const answer = writeToolAnswer(offlineTools, tool, reqs[tool], 0)!;
        return kindAsJob(readable(tool, answer)).map((slot) => `${tool}: ${slot}`);
      });
      expect(problems).toEqual([]);
    });
  }

  it("starts a new sentence after an audience that has its own “who” clause", () => {
    const product = { name: "ShedShare", idea: "x", audience: "Busy parents who garden at weekends", notes: "", personas: [] };
    const reqs = requests("A mobile app for neighbours to lend garden tools", 0);
    const problems = TOOL_NAMES.flatMap((tool) =>
      stackedClauses(readable(tool, writeToolAnswer(offlineTools, tool, reqs[tool], 0, { product })!)).map((s) => `${tool}: ${s}`),
    );
    expect(problems).toEqual([]);
  });
});
