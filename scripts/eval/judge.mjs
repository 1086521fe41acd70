// Turns one call's outcome into the report's verdict: which column it counts in (usable first time,
// after repair, after the re-ask, failed, cut off), why it failed, and the quality checks of its
// result. The repair path comes from the server's log line; without one a success counts as
// first time, never as repaired, so nothing is credited that the server did not say.
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
} from "./quality-checks.mjs";

const BUCKET_OF_PATH = { "as-is": "first", extracted: "repair", syntax: "repair", fitted: "repair", "re-asked": "reask", failed: "failed" };

const errorText = (outcome) =>
  `${outcome.status || "no answer"} ${outcome.error?.code ?? ""}: ${outcome.error?.message ?? "no response"}`.replace(/\s+/g, " ");

/** The quality checks that apply to this tool's successful result. */
export function qualityChecks(testCase, response, product) {
  const checks = [];
  const add = (check, verdict) => checks.push({ check, ...verdict });
  switch (testCase.tool) {
    case "build-startup":
      add("diagram", checkDiagram(response.flowchart));
      break;
    case "generate-visual-flow":
      for (const useCase of response.useCases ?? []) add("diagram", checkDiagram(useCase.flowchartData));
      break;
    case "generate-workshop":
      if (testCase.expectedMinutes) add("agenda adds up", checkWorkshopAgenda(response.agenda, testCase.expectedMinutes));
      break;
    case "validate-ux":
      add("persona × task", checkValidatorCoverage(response.results, testCase.body.personas, testCase.body.tasks));
      break;
    case "generate-wireframes":
      if (testCase.body.flow) add("flows' screens drawn", checkFlowScreensDrawn(testCase.body.flow, response.wireframes));
      break;
    case "generate-landing-page":
      if ((testCase.body.format ?? "code") === "code") add("h1 + sign-up", checkLandingPage(response.landingPage));
      add("page copy", checkLandingCopy(response.sections));
      add("no planning language in visitor copy", checkVisitorCopy(response.sections));
      break;
    case "ask-persona":
      add("on the question's topic", checkPersonaAnswer(testCase.body.question, response.answer));
      break;
    case "case-study-generator":
      add("case-study claims backed by items", checkCaseStudyClaims(response.caseStudy, testCase.body.projectDescription));
      break;
  }
  // The idea's own words are the case's; a marketplace's plan, flows and page name both sides.
  const idea = testCase.body.startupIdea ?? testCase.body.appIdea;
  if (/marketplace/i.test(testCase.kind ?? "") && idea && testCase.call !== "refine")
    add("both sides of a marketplace", checkMarketplaceSides(mainText(testCase.tool, response), idea));
  if (product) add("product name", checkMentionsProduct(mainText(testCase.tool, response), product.name));
  return checks;
}

/** A reasoning model's thinking block in the text, opened by the model or (only its end left) by its template. */
const THINKING_TAG = /<\/?think(ing)?>/i;
const answerPart = (content) => (/<\/think(ing)?>/i.test(content) ? content.replace(/^[\s\S]*<\/think(ing)?>/i, "") : content);
/** Whether the recorded answer holds nothing but thinking: cut off before it wrote a word of the answer. */
const onlyThinking = (recording) =>
  recording.answers.every(
    (answer) =>
      answerPart(answer.content)
        .replace(/^\s*<think(ing)?>[\s\S]*$/i, "")
        .trim() === "",
  );

/** What a recording says the result must show or never show, and no thinking tag ever. */
function recordingProblems(recording, text) {
  const problems = [];
  if (THINKING_TAG.test(text)) problems.push("a thinking tag reached the result");
  for (const wanted of recording?.mustContain ?? []) if (!text.includes(wanted)) problems.push(`the result lacks "${wanted}"`);
  for (const unwanted of recording?.mustNotContain ?? []) if (text.includes(unwanted)) problems.push(`the result shows "${unwanted}"`);
  return problems;
}

/**
 * `outcome` from api-client callTool, `repair` from repair-log summariseLines (or null),
 * `recording` when the answer was replayed. Returns { bucket, problems, quality }.
 */
export function judgeCall({ testCase, outcome, repair, recording, product }) {
  const succeeded = outcome.status === 200 && !outcome.error && outcome.response;
  const quality = succeeded ? qualityChecks(testCase, outcome.response, product) : [];
  const text = succeeded ? mainText(testCase.tool, outcome.response) : "";

  const leaks = succeeded ? recordingProblems(recording, text) : [];
  if (recording?.cutOff) {
    if (!succeeded) return { bucket: "failed", problems: [`the cut-off answer was not kept: ${errorText(outcome)}`], quality };
    // Cut off while still thinking: nothing of the answer to keep, but it must say it was cut off.
    if (!text.trim() && !onlyThinking(recording)) return { bucket: "failed", problems: ["the cut-off answer came back empty"], quality };
    if (!outcome.cutOff)
      return { bucket: "failed", problems: ["kept, but the response does not mark it cut off (passed off as complete)"], quality };
    if (leaks.length) return { bucket: "failed", problems: leaks, quality };
    return { bucket: "cutoff", problems: [], quality };
  }
  if (leaks.length) return { bucket: "failed", problems: leaks, quality };
  if (succeeded && (outcome.cutOff || repair?.cutOff)) return { bucket: "cutoff", problems: [], quality };
  if (!succeeded) return { bucket: "failed", problems: [errorText(outcome)], quality };

  const usable = checkUsable(testCase.tool, outcome.response, { format: testCase.body.format });
  if (!usable.pass) return { bucket: "failed", problems: usable.problems, quality };
  if (!repair) return { bucket: "first", problems: [], quality };
  const bucket = BUCKET_OF_PATH[repair.path] ?? "failed";
  return { bucket, problems: bucket === "failed" ? [`answered 200 but the server logged path "${repair.path}"`] : [], quality };
}
