// What the eval checks in a tool's result beyond "it answered": properties a user would notice
// (a diagram with a dead end, an agenda that overruns, a persona left untested, a landing page
// without a way to sign up). Pure functions over response bodies, so they are unit-tested on
// their own (tests/unit/eval-quality-checks.test.ts). Each returns { pass, problems }.

import { personaAnswerProblems } from "../../shared/persona-answer-check.mjs";
import { missingScreens } from "../../tools/generate-wireframes/flow-screens.mjs";
import { REMOVED_CLAIMS_NOTE, claimedActivities, unbackedClaims } from "../../shared/research-claims.mjs";
import { tasksByPersona } from "../../shared/task-sides.mjs";

const result = (problems) => ({ pass: problems.length === 0, problems });

/**
 * Every node reachable from the start, and at least one success endpoint. The start is the
 * `start` node, else the first node no edge points at (startup-builder flows have no start type).
 */
export function checkDiagram(flowchart) {
  if (!flowchart || !Array.isArray(flowchart.nodes) || !Array.isArray(flowchart.edges)) return result(["no diagram"]);
  const { nodes, edges } = flowchart;
  if (nodes.length === 0) return result(["the diagram has no nodes"]);
  const targets = new Set(edges.map((e) => e.target));
  const start = nodes.find((n) => n.type === "start") ?? nodes.find((n) => !targets.has(n.id)) ?? nodes[0];
  const next = new Map();
  for (const edge of edges) next.set(edge.source, [...(next.get(edge.source) ?? []), edge.target]);
  const seen = new Set([start.id]);
  const todo = [start.id];
  while (todo.length > 0) {
    for (const id of next.get(todo.pop()) ?? []) {
      if (!seen.has(id)) {
        seen.add(id);
        todo.push(id);
      }
    }
  }
  const problems = [];
  const unreachable = nodes.filter((n) => !seen.has(n.id)).map((n) => n.id);
  if (unreachable.length > 0) problems.push(`not reachable from ${start.id}: ${unreachable.join(", ")}`);
  if (!nodes.some((n) => n.data?.status === "success")) problems.push("no success endpoint");
  return result(problems);
}

/** "1 h 30 min", "45 min", "2 h" (tools/generate-workshop/server-agenda.ts formatMinutes) as minutes. */
function minutesOf(text) {
  const hours = text.match(/(\d+)\s*h\b/);
  const minutes = text.match(/(\d+)\s*min\b/);
  return (hours ? Number(hours[1]) * 60 : 0) + (minutes ? Number(minutes[1]) : 0);
}

const clockMinutes = (clock) => {
  const [h, m] = clock.split(":").map(Number);
  return h * 60 + m;
};

/**
 * The agenda's blocks ("### 0:00–0:15 · Welcome (15 min)") follow each other from 0:00 without
 * gaps, each block's length matches its clock, and the last block ends at the requested duration.
 */
export function checkWorkshopAgenda(agenda, expectedMinutes) {
  if (typeof agenda !== "string") return result(["no agenda"]);
  const blocks = [...agenda.matchAll(/^###\s+(\d+:\d{2})\s*[–-]\s*(\d+:\d{2})\s*·.*\(([^()]*)\)\s*$/gm)].map((m) => ({
    start: clockMinutes(m[1]),
    end: clockMinutes(m[2]),
    length: minutesOf(m[3]),
    line: m[0],
  }));
  if (blocks.length === 0) return result(["no timed blocks found in the agenda"]);
  const problems = [];
  let clock = 0;
  for (const block of blocks) {
    if (block.start !== clock) problems.push(`"${block.line.slice(4)}" starts at ${block.start} min, expected ${clock}`);
    if (block.end - block.start !== block.length)
      problems.push(`"${block.line.slice(4)}" says ${block.length} min but its clock spans ${block.end - block.start}`);
    clock = block.end;
  }
  if (clock !== expectedMinutes) problems.push(`the agenda ends at ${clock} min, the request asked for ${expectedMinutes}`);
  return result(problems);
}

const norm = (text) =>
  String(text ?? "")
    .trim()
    .toLowerCase();

/** One result for every persona × task of the request that persona takes (names and tasks compared without case). */
export function checkValidatorCoverage(results, personas, tasks) {
  if (!Array.isArray(results)) return result(["no results"]);
  const covered = new Set(results.map((r) => `${norm(r.persona)}\n${norm(r.task)}`));
  const missing = [];
  // A marketplace's sides take their own tasks only (shared/task-sides.mjs), as the server asks.
  for (const { persona, tasks: taken } of tasksByPersona(personas, tasks))
    for (const task of taken) if (!covered.has(`${norm(persona.name)}\n${norm(task)}`)) missing.push(`${persona.name} × "${task}"`);
  return result(missing.length ? [`missing ${missing.join("; ")}`] : []);
}

const SIGN_UP_WORDS = /sign[\s-]?up|join|get started|waitlist|wait list|try|(early|get|request) access|register|subscribe/i;
const textOf = (html) =>
  html
    .replace(/<[^>]*>/g, " ")
    .replace(/\s+/g, " ")
    .trim();

/** Exactly one <h1>, and a link, button or form submit whose text invites the visitor to sign up. */
export function checkLandingPage(html) {
  if (typeof html !== "string" || html.trim() === "") return result(["no landing page"]);
  const problems = [];
  const h1s = html.match(/<h1[\s>]/gi)?.length ?? 0;
  if (h1s !== 1) problems.push(`${h1s} <h1> elements (expected exactly one)`);
  const actions = [...html.matchAll(/<(a|button)\b[^>]*>([\s\S]*?)<\/\1\s*>/gi)].map((m) => textOf(m[2]));
  const submits = [...html.matchAll(/<input\b[^>]*\btype\s*=\s*["']?submit["']?[^>]*>/gi)].map(
    (m) => m[0].match(/\bvalue\s*=\s*["']([^"']*)["']/i)?.[1] ?? "",
  );
  if (![...actions, ...submits].some((label) => SIGN_UP_WORDS.test(label)))
    problems.push("no sign-up call to action (link, button or form submit)");
  return result(problems);
}

const MARKUP = /<\/?[a-z][^>]*>|\*\*|^#{1,6} /im;

/**
 * The page's copy as a founder would publish it: a headline of its own (not the stand-in an
 * empty answer gets), at least one feature or step, and plain text — no HTML or Markdown left in.
 */
export function checkLandingCopy(doc) {
  const sections = Array.isArray(doc?.sections) ? doc.sections : [];
  const hero = sections.find((s) => s.kind === "hero");
  const problems = [];
  if (!hero || hero.headline === doc.productName || hero.headline === "Your product") problems.push("no headline of its own");
  if (!sections.some((s) => (s.items ?? s.steps ?? []).length > 0 && (s.kind === "features" || s.kind === "how-it-works")))
    problems.push("no features or steps");
  const strings = (value) =>
    typeof value === "string" ? [value] : value && typeof value === "object" ? Object.values(value).flatMap(strings) : [];
  if (strings(sections).some((text) => MARKUP.test(text))) problems.push("HTML or Markdown left in the copy");
  return result(problems);
}

/**
 * A synthetic user's answer speaks to what was asked (its price, trust, label, step…) in the first
 * person, or says it did not see anything about that: the check the server re-asks on, by any model.
 */
export function checkPersonaAnswer(question, answer) {
  if (typeof answer !== "string" || !answer.trim()) return result(["no answer"]);
  return result(personaAnswerProblems(question, answer));
}

/**
 * The founder's planning language, which means nothing to a visitor of a published page ("Quick
 * start — The single flow that proves the value"). The server's own check is PLANNING_LANGUAGE in
 * tools/generate-landing-page/server-visitor-copy.ts; tests/unit/eval-quality-checks.test.ts holds the two equal.
 */
export const PLANNING_LANGUAGE =
  /\b(?:mvps?|minimum viable products?|proves? (?:the )?value|validat(?:e|es|ed|ing|ion)|hypothes[ei]s|riskiest assumptions?|(?:the )?single flow|core job|our (?:target )?users|target (?:users|audience|customers)|value proposition|early adopters|product[- ]market fit|activation rate|retention rate|go-to-market|fake[- ]door|success metrics?)\b/i;

const stringsOf = (value) =>
  typeof value === "string" ? [value] : value && typeof value === "object" ? Object.values(value).flatMap(stringsOf) : [];

/**
 * No planning language anywhere in the page's copy (its sections, as the founder would publish
 * them), and no sentence of four words or more said twice ("It takes a minute, and each step is
 * confirmed." under every step), as repeatedSentencesIn in server-visitor-copy.ts counts them.
 */
export function checkVisitorCopy(doc) {
  const texts = stringsOf(doc?.sections ?? []);
  const found = new Set(texts.flatMap((text) => PLANNING_LANGUAGE.exec(text)?.[0] ?? []));
  const counts = new Map();
  for (const sentence of texts.flatMap((text) => text.match(/[^.!?]+(?:[.!?]+|$)/g) ?? [])) {
    const key = sentence
      .trim()
      .toLowerCase()
      .replace(/\s+/g, " ")
      .replace(/[.!?]+$/, "");
    if (key.split(" ").length >= 4) counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  const repeated = [...counts].filter(([, n]) => n > 1).map(([key]) => `"${key}"`);
  return result([
    ...(found.size ? [`planning language in visitor copy: ${[...found].map((f) => `"${f}"`).join(", ")}`] : []),
    ...(repeated.length ? [`sentence repeated in visitor copy: ${repeated.join(", ")}`] : []),
  ]);
}

/** People who take from a marketplace (order, buy, borrow, book) and people who offer on it, as plans and pages name them. */
const TAKERS =
  /\b(?:buyers?|customers?|neighbou?rs?|guests?|diners?|shoppers?|borrowers?|renters?|students?|clients?|subscribers?|families|households|eaters)\b/i;
const OFFERERS = /\b(?:sellers?|vendors?|hosts?|providers?|lenders?|makers?|suppliers?|cooks?|chefs?|teachers?|walkers?|owners?)\b/i;

/**
 * A marketplace has two sides and both appear (issue 32): the result names the people who offer
 * (as the idea names them — "home cooks sell" — or as sellers, hosts, lenders …) and the people
 * who take (buyers, customers, neighbours, borrowers …).
 */
export function checkMarketplaceSides(text, idea) {
  const named = /(\p{L}{3,}?)s?\s+(?:sell|list|lend|offer|rent out|host|teach)\b/iu.exec(String(idea ?? ""))?.[1];
  const offers = OFFERERS.test(text) || (named && new RegExp(`\\b${named}s?\\b`, "i").test(text));
  const problems = [];
  if (!offers) problems.push("names no one on the offering side (sellers, hosts, lenders …)");
  if (!TAKERS.test(text)) problems.push("names no one on the taking side (buyers, customers, neighbours …)");
  return result(problems);
}

/**
 * The flows' screens drawn: every screen the request's flow implies (a screen it names, a sign-up
 * form, a confirmation after a payment, a list's empty state) is in the wireframe set, by the
 * rule the server applies (tools/generate-wireframes/flow-screens.mjs).
 */
export function checkFlowScreensDrawn(flow, wireframes) {
  const screens = wireframes?.screens;
  if (!Array.isArray(screens)) return result(["no screens"]);
  return result(missingScreens(flow, screens).map((needed) => `no screen for "${needed.name}" (${needed.need})`));
}

/**
 * No research claimed that nothing records (the Worker's own check, shared/research-claims.mjs).
 * The eval knows the request, not a product's items, so here only the project description backs
 * a claim. A note that the server took claims out fails too: the model made them.
 */
export function checkCaseStudyClaims(caseStudy, projectDescription) {
  if (typeof caseStudy !== "string") return result(["no case study"]);
  const problems = unbackedClaims(caseStudy, { description: projectDescription }).map(
    (claim) => `claims ${claimedActivities([claim])} that nothing records: "${claim.sentence.trim()}"`,
  );
  const note = caseStudy.split("\n").find((line) => line.includes(REMOVED_CLAIMS_NOTE));
  if (note) problems.push(`the model claimed research that nothing records; the server took it out (${note.replace(/^>\s*/, "")})`);
  return result(problems);
}

/** The product's name appears in the result (runs inside a product write for it by name). */
export function checkMentionsProduct(text, name) {
  return result(norm(text).includes(norm(name)) ? [] : [`"${name}" does not appear in the result`]);
}

const FENCED = /^```[\w-]*[ \t]*\r?\n[\s\S]*\r?\n```\s*$/;

/**
 * Whether a successful answer is one a user can use as it came: the tool's field is there and
 * not empty, text is not still wrapped in the model's code fence, an HTML page is the page (not
 * prose around a fence), and a startup plan comes with its diagram.
 */
export function checkUsable(tool, response, { format } = {}) {
  if (!response || typeof response !== "object") return result(["no response body"]);
  const text = mainText(tool, response);
  switch (tool) {
    case "validate-ux":
      return result(Array.isArray(response.results) && response.results.length > 0 ? [] : ["no results"]);
    case "generate-visual-flow":
      return result(Array.isArray(response.useCases) && response.useCases.length > 0 ? [] : ["no use cases"]);
    case "generate-wireframes": {
      const screens = response.wireframes?.screens;
      if (!Array.isArray(screens) || screens.length === 0) return result(["no screens"]);
      return result(screens.some((screen) => !screen.components?.length) ? ["an empty screen"] : []);
    }
    case "generate-workshop":
      return result(text.trim() ? [] : ["empty agenda"]);
    case "generate-landing-page": {
      if (!text.trim()) return result(["empty landing page"]);
      if (format === "template") return result(FENCED.test(text.trim()) ? ["still wrapped in a code fence"] : []);
      const page = text.trim();
      const problems = [];
      if (!/^(<!doctype html|<html)/i.test(page)) problems.push(`does not start as an HTML document: ${JSON.stringify(page.slice(0, 40))}`);
      if (!/<\/html>$/i.test(page)) problems.push(`does not end with </html>: ${JSON.stringify(page.slice(-40))}`);
      if (!Array.isArray(response.sections?.sections)) problems.push("no page sections to edit and publish");
      return result(problems);
    }
    case "build-startup": {
      const problems = [];
      if (!text.trim()) problems.push("empty strategy");
      if (!response.flowchart) problems.push("no diagram (flowchart is null)");
      return result(problems);
    }
    default: {
      // Text tools, chat and ask-persona (whose answer opens with the server's "Simulated answer" label).
      const body = tool === "ask-persona" ? text.replace(/^\*Simulated answer from [^\n]*\*\s*/, "") : text;
      if (!body.trim()) return result(["empty answer"]);
      return result(FENCED.test(body.trim()) ? ["still wrapped in a code fence"] : []);
    }
  }
}

/**
 * The response field a user reads, as text (structured results as JSON, for name checks). The
 * tools' fields are the `field`s of TOOLS in shared/contracts/tool-names.ts, spelled out here because
 * this script runs as plain Node; tests/unit/eval-quality-checks.test.ts holds the two equal.
 */
export function mainText(tool, response) {
  const field = {
    "validate-ux": "results",
    "generate-workshop": "agenda",
    "build-startup": "strategy",
    "generate-landing-page": "landingPage",
    "generate-visual-flow": "useCases",
    "monetization-strategy": "strategy",
    "launch-assistant": "landingPagePlan",
    "ux-feedback": "feedback",
    "case-study-generator": "caseStudy",
    "generate-wireframes": "wireframes",
    "ask-persona": "answer",
    chat: "content",
  }[tool];
  const value = response?.[field];
  if (value === undefined || value === null) return "";
  return typeof value === "string" ? value : JSON.stringify(value);
}
