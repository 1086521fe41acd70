import {
  EASE_QUESTION,
  EASE_SCALE,
  PROTOTYPE_TEST_LIMITS,
  SUS_STATEMENTS,
  type PrototypeTest,
} from "../../shared/contracts/prototype-tests";
import { WIREFRAME_DEVICES } from "../../shared/contracts/wireframes";
import { escapeHtml } from "../../shared/landing-html";
import type { TesterPageData } from "./browser/page-data";
import { TESTER_CSS } from "./tester-css";
import { screensData, screensHtml } from "./tester-screens";

/**
 * The tester's page as one HTML document (docs/product.md#the-testers-page): every stage of the
 * test drawn here, hidden but the intro, every text escaped; the script (given, built by
 * scripts/lib/tester-script-plugin.mjs) only shows one stage at a time and fills in the task.
 */

/** JSON for a data block: nothing in it can end the element or start markup. */
function jsonBlock(value: unknown): string {
  return JSON.stringify(value).replace(/</g, "\\u003c").replace(/>/g, "\\u003e").replace(/&/g, "\\u0026");
}

function scaleHtml(name: string, min: number, max: number, ends: { min: string; max: string }): string {
  const options = [];
  for (let value = min; value <= max; value++) {
    const end = value === min ? ends.min : value === max ? ends.max : "";
    // The scale's ends say what they mean to a screen reader too (the words under the scale are only seen).
    const spoken = end ? ` aria-label="${value}, ${escapeHtml(end)}"` : "";
    options.push(`<label><input type="radio" name="${name}" value="${value}"${spoken}><span>${value}</span></label>`);
  }
  return `<div class="scale s${max - min + 1}">${options.join("")}</div><div class="ends" aria-hidden="true"><span>${escapeHtml(ends.min)}</span><span>${escapeHtml(ends.max)}</span></div>`;
}

function introHtml(test: PrototypeTest): string {
  const tasks = test.tasks.length === 1 ? "one task" : `${test.tasks.length} tasks`;
  const kind = test.wireframes.device === "phone" ? "app" : "website";
  const opening = test.openingQuestion
    ? `<label for="opening">${escapeHtml(test.openingQuestion)} <span class="opt">(optional)</span></label><textarea id="opening" name="opening" rows="3" maxlength="${PROTOTYPE_TEST_LIMITS.answer}"></textarea>`
    : "";
  return (
    `<main id="intro" class="panel"><h1 tabindex="-1">Help test a design</h1>` +
    `<p>You will try ${tasks} on a clickable prototype of ${escapeHtml(test.title)}. Use it as you would a real ${kind}. We are testing the design, not you: there are no wrong answers, and you can give up on any task.</p>` +
    `<form id="intro-form" novalidate>${opening}<p id="intro-error" class="error" role="alert" hidden></p><button id="begin" type="submit">Begin</button></form>` +
    `<noscript><p class="error">This test needs JavaScript. Turn it on and reload the page.</p></noscript>` +
    `<p class="fine">The owner of this test sees where you click and how long each task takes. Nothing here identifies you, and this page stores no cookie.</p></main>`
  );
}

const cardHtml = () =>
  `<main id="card" class="panel" hidden><p id="card-status" class="status" hidden></p><p id="card-step" class="step"></p>` +
  `<h1 tabindex="-1">Your task: <span id="card-task"></span></h1>` +
  `<p class="muted">The prototype opens when you press Start. When you reach the goal, the task ends on its own; if you get stuck, press Give up.</p>` +
  `<button id="start" type="button">Start</button></main>`;

function prototypeHtml(test: PrototypeTest): string {
  return (
    `<main id="prototype" hidden><header class="bar"><h1><span id="bar-step"></span> <span id="bar-task"></span></h1><button id="give-up" type="button" class="quiet">Give up</button></header>` +
    `<div id="stage" class="stage"><div class="frame ${test.wireframes.device}">${screensHtml(test.wireframes)}</div></div></main>`
  );
}

const easeHtml = () =>
  `<main id="ease" class="panel" hidden><p id="ease-status" class="status" hidden></p><form id="ease-form" novalidate><fieldset>` +
  `<legend><h1 tabindex="-1">${escapeHtml(EASE_QUESTION)}</h1></legend>` +
  scaleHtml("ease", EASE_SCALE.min, EASE_SCALE.max, { min: EASE_SCALE.minLabel, max: EASE_SCALE.maxLabel }) +
  `</fieldset><p id="ease-error" class="error" role="alert" hidden></p><button type="submit">Next</button></form></main>`;

function susHtml(): string {
  const statements = SUS_STATEMENTS.map(
    (statement, i) =>
      `<fieldset><legend>${i + 1}. ${escapeHtml(statement)}</legend>${scaleHtml(`sus${i}`, 1, 5, { min: "Strongly disagree", max: "Strongly agree" })}</fieldset>`,
  ).join("");
  return (
    `<main id="sus" class="panel" hidden><h1 tabindex="-1">Last, ten short statements</h1>` +
    `<p class="muted">How much do you agree with each, from 1 (strongly disagree) to 5 (strongly agree)?</p>` +
    `<form id="sus-form" class="sus" novalidate>${statements}<p id="sus-error" class="error" role="alert" hidden></p><button type="submit">Finish</button></form></main>`
  );
}

const doneHtml = () => `<main id="done" class="panel" hidden><h1 tabindex="-1">Thank you</h1><p id="done-status" role="status"></p></main>`;

const closedHtml = () =>
  `<main id="closed" class="panel" hidden><h1 tabindex="-1">This test is closed</h1><p>Its owner is not taking more answers now. Thank you for your time.</p></main>`;

/** What the script reads: the tasks, which questions are on, the screens' names and links, and the limits. */
export function testerPageData(test: PrototypeTest, pageToken: string): TesterPageData {
  const { width, height } = WIREFRAME_DEVICES[test.wireframes.device];
  return {
    testId: test.id,
    base: `/t/${test.address}`,
    token: pageToken,
    width,
    height,
    tasks: test.tasks.map((task) => ({ text: task.text, start: task.startScreenId, goal: task.goalScreenId })),
    ease: test.easeQuestion,
    sus: test.sus,
    opening: test.openingQuestion !== "",
    screens: screensData(test.wireframes),
    maxEvents: PROTOTYPE_TEST_LIMITS.eventsPerSession,
    batchEvents: PROTOTYPE_TEST_LIMITS.batchEvents,
  };
}

/** The page, its inline style and scripts carrying `nonce` (the response's policy names it). */
export function testerPageHtml(test: PrototypeTest, pageToken: string, script: { code: string; nonce: string }): string {
  const nonce = `nonce="${escapeHtml(script.nonce)}"`;
  const head =
    `<head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><meta name="robots" content="noindex">` +
    `<title>${escapeHtml(`Prototype test: ${test.title}`)}</title><link rel="icon" href="data:,"><style ${nonce}>${TESTER_CSS}</style></head>`;
  const body =
    introHtml(test) +
    cardHtml() +
    prototypeHtml(test) +
    (test.easeQuestion ? easeHtml() : "") +
    (test.sus ? susHtml() : "") +
    doneHtml() +
    closedHtml() +
    `<script type="application/json" id="test-data">${jsonBlock(testerPageData(test, pageToken))}</script>` +
    // A module script never blocks the parser: the intro is parsed and painted first, and the
    // script runs after, as a task of its own instead of inside the parser's.
    `<script type="module" ${nonce}>${script.code}</script>`;
  return `<!doctype html><html lang="en">${head}<body>${body}</body></html>`;
}
