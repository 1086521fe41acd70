import { mkdirSync } from "node:fs";
import { readFile } from "node:fs/promises";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { TesterEvent } from "../../shared/contracts/prototype-tests";
import { screenMarkdown } from "../../tools/generate-wireframes/markdown";
import { mealBox, numbered, on } from "../unit/prototype-test-fixture";
import { axeViolations } from "./axe";
import { baseUrl, eventually, launchBrowser, openPage, waitUntilInteractive } from "./browser";
import { saveConversation } from "./conversations";
import { signInNewUser } from "./session";

const SHOTS = "/tmp/shots";
const TASK = "Order a meal box for Friday";

let browser: Browser;
let owner: BrowserContext;
let productId: string;
let testId: string;
let address: string;
beforeAll(async () => {
  mkdirSync(SHOTS, { recursive: true });
  browser = await launchBrowser();
  // bypassCSP lets axe-core run in the page; the app's own scripts run under the CSP either way.
  owner = await browser.newContext({ viewport: { width: 1366, height: 900 }, colorScheme: "light", bypassCSP: true });
  await signInNewUser(owner, "pt-prediction");
  const headers = { Origin: baseUrl() };
  const created = await owner.request.post(`${baseUrl()}/api/products`, { data: { name: "Meal Box", idea: "Weekly meal boxes" }, headers });
  expect(created.status()).toBe(201);
  productId = ((await created.json()) as { product: { id: string } }).product.id;
  const wireframes = await saveConversation(owner, {
    tool: "generate-wireframes",
    productId,
    messages: [
      { role: "user", content: "Wireframes (phone): Meal boxes" },
      ...mealBox.screens.map((screen) => ({ role: "assistant", content: screenMarkdown(screen, mealBox) })),
    ],
  });
  address = `meal-predict-${Date.now().toString(36)}`;
  const test = await owner.request.post(`${baseUrl()}/api/products/${productId}/tests`, {
    data: { conversationId: wireframes, address, tasks: [{ text: TASK, startScreenId: "home", goalScreenId: "checkout" }] },
    headers,
  });
  expect(test.status(), await test.text()).toBe(201);
  testId = ((await test.json()) as { id: string }).id;
});
afterAll(async () => {
  await browser?.close();
});

/** A tester without an account takes the test through its public routes, as the tester's page does. */
async function takeTest(events: TesterEvent[]) {
  const tester = await browser.newContext();
  const page = await tester.request.get(`${baseUrl()}/t/${address}`);
  expect(page.status()).toBe(200);
  const token = (await page.text()).match(/[A-Za-z0-9_-]{16,}\.[A-Za-z0-9_-]{43}(?![A-Za-z0-9_-])/)![0];
  const started = await tester.request.post(`${baseUrl()}/t/${address}/sessions`, { data: { token } });
  expect(started.status()).toBe(201);
  const session = (await started.json()) as { sessionId: string; sessionToken: string };
  const sent = await tester.request.post(`${baseUrl()}/t/${address}/events`, { data: { ...session, batchId: "batch-1", events } });
  expect(sent.status(), await sent.text()).toBe(200);
  await tester.close();
}

const predicted = (persona: string, successRate: number, sentiment: string, feedback: string) => ({
  persona,
  task: TASK,
  sentiment,
  successRate,
  behavior: `${persona} starts from Home.`,
  feedback,
  recommendations: ["Visibility of system status: show the delivery day on the menu."],
});

const fitsWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

describe("Synthetic vs real on a test's results page", () => {
  it(
    "shows the measured side, then the prediction beside it once a validation is saved in the product, and exports both",
    { timeout: 240_000 },
    async () => {
      await takeTest(
        numbered([
          { type: "task-start", at: 0, task: 0 },
          { type: "click", at: 3_000, task: 0, ...on.homeOrder },
          { type: "screen", at: 3_000, task: 0, screenId: "menu" },
          { type: "click", at: 8_000, task: 0, ...on.menuBox },
          { type: "screen", at: 8_000, task: 0, screenId: "checkout" },
          { type: "task-end", at: 8_000, task: 0, reason: "goal" },
          { type: "finish", at: 9_000 },
        ]),
      );
      await takeTest(
        numbered([
          { type: "task-start", at: 0, task: 0 },
          { type: "click", at: 3_000, task: 0, ...on.homeAbout },
          { type: "screen", at: 3_000, task: 0, screenId: "about" },
          { type: "task-end", at: 15_000, task: 0, reason: "gave-up" },
          { type: "finish", at: 16_000 },
        ]),
      );

      const { page, errors } = await openPage(owner);
      await page.goto(`${baseUrl()}/products/${productId}/tests/${testId}`);
      await waitUntilInteractive(page);
      const section = page.getByRole("region", { name: "Synthetic vs real" });
      await section.waitFor(eventually);
      await section.getByText("No prediction for this task; 1 of 2 real testers succeeded, 1 of them directly.").waitFor();
      await section.getByRole("button", { name: "Predict with synthetic users" }).waitFor();

      // A validation of the same task saved in the product (another tab, or the validator this page opened): shown without a reload.
      await saveConversation(owner, {
        tool: "validate-ux",
        productId,
        messages: [
          { role: "user", content: `UX validation: ${TASK}` },
          { role: "assistant", content: `# UX validation report\n\n## Results\n\n### Maya — ${TASK}\n\nFound the order button.` },
        ],
        responses: [
          {
            results: [
              predicted("Maya", 90, "confident", "The Order button is where I expected it."),
              predicted("Sam", 50, "confused", "I could not tell which day the box arrives."),
            ],
          },
        ],
      });
      await section
        .getByText("Synthetic users predicted 70% success; 1 of 2 real testers succeeded, 1 of them directly.")
        .waitFor(eventually);
      expect(await section.getByRole("button", { name: "Predict with synthetic users" }).count()).toBe(0);
      await section.getByText("20 points", { exact: true }).first().waitFor();
      await section.getByText("Predicted sticking points (2)").click();
      await section.getByText("“I could not tell which day the box arrives.”").waitFor();
      // Predictions are never called user testing.
      expect(await section.textContent()).not.toMatch(/user testing/i);
      for (const width of [1366, 390]) {
        await page.setViewportSize({ width, height: 900 });
        expect(await fitsWidth(page)).toBe(true);
        await page.screenshot({ path: `${SHOTS}/prototype-test-synthetic-vs-real-${width}.png`, fullPage: true });
      }
      await page.setViewportSize({ width: 1366, height: 900 });
      expect(await axeViolations(page)).toEqual([]);

      // The product's export carries the test: measured from real testers, the prediction named as one.
      await page.goto(`${baseUrl()}/products/${productId}`);
      await waitUntilInteractive(page);
      const [download] = await Promise.all([page.waitForEvent("download"), page.getByRole("button", { name: "Markdown" }).click()]);
      const markdown = await readFile((await download.path())!, "utf8");
      expect(markdown).toContain("## Prototype tests");
      expect(markdown).toContain(`**Task 1, “${TASK}”**, measured from 2 real testers: 50% success (1 direct success, 1 gave up)`);
      expect(markdown).toContain(
        "**Prediction for task 1** (synthetic users, not measured): Synthetic users predicted 70% success; 1 of 2 real testers succeeded, 1 of them directly",
      );

      // And so does its PDF view.
      const print = await owner.newPage();
      await print.addInitScript(() => {
        window.print = () => undefined;
      });
      await print.goto(`${baseUrl()}/products/${productId}/print`);
      const printed = print.getByRole("main");
      await printed.getByRole("heading", { name: "Prototype tests" }).waitFor(eventually);
      await printed.getByText(/measured from 2 real testers: 50% success/).waitFor();
      await print.close();
      expect(errors).toEqual([]);
      await page.close();
    },
  );
});
