import { describe, expect, it } from "vitest";
import { call, signedInUser } from "./auth-helpers";
import {
  numbered,
  on,
  ORDER_TASK,
  ownerWithTest,
  predicted,
  saveValidation,
  sendEvents,
  startTesting,
  type Setup,
} from "./prototype-tests-helpers";

/** One tester who orders directly, one who gives up on About: task 1 is 1 of 2 real testers' success. */
const direct = numbered([
  { type: "task-start", at: 0, task: 0 },
  { type: "click", at: 3_000, task: 0, ...on.homeOrder },
  { type: "screen", at: 3_000, task: 0, screenId: "menu" },
  { type: "click", at: 9_000, task: 0, ...on.menuBox },
  { type: "screen", at: 9_000, task: 0, screenId: "checkout" },
  { type: "task-end", at: 9_000, task: 0, reason: "goal" },
  { type: "finish", at: 10_000 },
]);
const gaveUp = numbered([
  { type: "task-start", at: 0, task: 0 },
  { type: "click", at: 3_000, task: 0, ...on.homeAbout },
  { type: "screen", at: 3_000, task: 0, screenId: "about" },
  { type: "task-end", at: 20_000, task: 0, reason: "gave-up" },
  { type: "finish", at: 21_000 },
]);

async function takeTest(setup: Setup, events: typeof direct) {
  const session = await startTesting(setup.test.address);
  const response = await sendEvents(setup.test.address, session, events);
  expect(response.status, await response.clone().text()).toBe(200);
}

async function caseStudyIn(setup: Setup): Promise<string> {
  const response = await call("POST", "/api/functions/case-study-generator", {
    cookie: setup.me.cookie,
    body: { projectDescription: "Tested ordering meal boxes with a clickable prototype", productId: setup.productId },
  });
  expect(response.status, await response.clone().text()).toBe(200);
  return ((await response.json()) as { caseStudy: string }).caseStudy;
}

describe("a case study written in a product with a prototype test", () => {
  it("tells the test's figures as measured from real testers, and the synthetic users' as a prediction", async () => {
    const setup = await ownerWithTest(await signedInUser("pt-case-study"), { sus: false, easeQuestion: false });
    await takeTest(setup, direct);
    await takeTest(setup, gaveUp);
    await saveValidation(setup.me, setup.productId, [predicted("Maya", ORDER_TASK.text, 80), predicted("Sam", ORDER_TASK.text, 60)]);

    const caseStudy = await caseStudyIn(setup);
    expect(caseStudy).toContain(`**Prototype test “${setup.test.title}”:**`);
    expect(caseStudy).toContain("measured from real testers: 2 testers (2 finished)");
    expect(caseStudy).toContain(
      `**Task 1, “${ORDER_TASK.text}”**, measured from 2 real testers: 50% success (1 direct success, 1 gave up); median time 14.5 s; 0% of clicks missed`,
    );
    expect(caseStudy).toContain(
      "**Prediction for task 1** (synthetic users, not measured): Synthetic users predicted 70% success; 1 of 2 real testers succeeded, 1 of them directly",
    );
    expect(caseStudy).toContain("**Predictions against real testers:** 20 points apart on average");
    // The test that happened, not rounds of testing that did not.
    expect(caseStudy).toMatch(/\d\. \*\*Real prototype test\*\* \(\d{4}-\d{2}-\d{2}\) — /);
    expect(caseStudy).toContain(`— “Prototype test ${setup.test.title}”, taken by real testers; what they did is below.`);
    expect(caseStudy).not.toContain("rounds of usability testing");
  });

  it("says nothing of a test nobody took", async () => {
    const setup = await ownerWithTest(await signedInUser("pt-case-study-untaken"));
    const caseStudy = await caseStudyIn(setup);
    // The saved wireframes it was made from are an item of the product; the test is not.
    expect(caseStudy).not.toContain(`Prototype test ${setup.test.title}`);
    expect(caseStudy).not.toMatch(/real testers/);
  });
});
