import { gzipSync } from "node:zlib";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { PrototypeTestResults } from "../../shared/contracts/prototype-tests";
import { screenMarkdown } from "../../tools/generate-wireframes/markdown";
import { mealBox } from "../unit/prototype-test-fixture";
import { axeViolations } from "./axe";
import { baseUrl, eventually, launchBrowser, openPage } from "./browser";
import { signInNewUser } from "./session";

/**
 * A tester without an account takes a prototype test at /t/{address} (docs/product.md#the-testers-page),
 * with a real mouse and keyboard, on a phone-sized window; the owner's results then hold exactly
 * what they did. The meal-box screens (tests/unit/prototype-test-fixture.ts) have known boxes:
 * Home's heading (16, 16, 200 × 40) leads nowhere, its "Order" button (16, 100, 200 × 48) opens
 * Menu, its "About us" link (16, 200, 100 × 24) opens About; Menu's "Box" item opens Checkout.
 */

const PAGE_WEIGHT_BUDGET = 35 * 1024;

let browser: Browser;
let owner: BrowserContext;
/**
 * The testers' one context: the second test takes its test in the tab the first closed, at its own
 * width. The page sets no cookie (each test checks), and its place in a test lives in the tab's
 * session storage, which a closed tab is cleared of (tests/e2e/kept-tabs.ts).
 */
let tester: BrowserContext;

beforeAll(async () => {
  browser = await launchBrowser();
  owner = await browser.newContext();
  await signInNewUser(owner, "tester-page-owner");
  // bypassCSP lets axe-core run in the page; the page's own script runs under its policy either way.
  tester = await browser.newContext({ viewport: { width: 390, height: 844 }, bypassCSP: true });
});

afterAll(async () => {
  await browser?.close();
});

type OpenTest = { productId: string; testId: string; address: string };

/** A product with the meal-box wireframes saved in it and an open test of them, made through the owner API. */
async function openTest(label: string): Promise<OpenTest> {
  const headers = { Origin: baseUrl() };
  const product = await owner.request.post(`${baseUrl()}/api/products`, {
    data: { name: "Meal boxes", idea: "Weekly meal boxes for busy parents", audience: "Parents" },
    headers,
  });
  expect(product.status()).toBe(201);
  const productId = ((await product.json()) as { product: { id: string } }).product.id;
  const parts = mealBox.screens.map((screen) => screenMarkdown(screen, mealBox));
  const saved = await owner.request.post(`${baseUrl()}/api/conversations`, {
    data: {
      tool: "generate-wireframes",
      productId,
      messages: [{ role: "user", content: "Wireframes (phone): Meal boxes" }, ...parts.map((content) => ({ role: "assistant", content }))],
    },
    headers,
  });
  expect(saved.status()).toBe(201);
  const conversationId = ((await saved.json()) as { conversation: { id: string } }).conversation.id;
  const address = `${label}-${Date.now().toString(36)}`;
  const test = await owner.request.post(`${baseUrl()}/api/products/${productId}/tests`, {
    data: {
      conversationId,
      address,
      tasks: [
        { text: "Order a meal box for Friday", startScreenId: "home", goalScreenId: "checkout" },
        { text: "Find out who makes the meals", startScreenId: "home", goalScreenId: "about" },
      ],
      sus: true,
      openingQuestion: "How do you plan your meals today?",
    },
    headers,
  });
  expect(test.status(), await test.text()).toBe(201);
  const created = (await test.json()) as { id: string; open: boolean };
  expect(created.open).toBe(true);
  return { productId, testId: created.id, address };
}

async function results(test: OpenTest): Promise<PrototypeTestResults> {
  const response = await owner.request.get(`${baseUrl()}/api/products/${test.productId}/tests/${test.testId}/results`);
  expect(response.status()).toBe(200);
  return (await response.json()) as PrototypeTestResults;
}

async function setOpen(test: OpenTest, open: boolean) {
  const response = await owner.request.patch(`${baseUrl()}/api/products/${test.productId}/tests/${test.testId}`, {
    data: { open },
    headers: { Origin: baseUrl() },
  });
  expect(response.status()).toBe(200);
}

/** The screen shown now, as a screen reader names it. */
const screenNamed = (page: Page, name: string) => page.getByRole("group", { name: `Screen: ${name}` });

/** A real mouse click at (x, y) in the screen's own pixels, wherever and however large the drawing is shown. */
async function clickScreenAt(page: Page, name: string, x: number, y: number) {
  const box = (await screenNamed(page, name).boundingBox())!;
  const scale = box.width / 390;
  await page.mouse.click(box.x + (x + 0.5) * scale, box.y + (y + 0.5) * scale);
}

async function expectNoAxeViolations(page: Page) {
  expect(await axeViolations(page)).toEqual([]);
}

async function expectNoSidewaysScroll(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth)).toBe(true);
}

describe("a tester takes a prototype test without an account", () => {
  // A long flow with four axe runs: the timeout is a hang guard for a busy machine, not a speed target.
  it(
    "at 390 px: the mouse, a reload mid-task and the keyboard; the owner's results hold every click, and no cookie is set",
    { timeout: 120_000 },
    async () => {
      const test = await openTest("tester-390");
      const { page, errors } = await openPage(tester);
      const served = await page.goto(`${baseUrl()}/t/${test.address}`);
      expect(served!.status()).toBe(200);
      expect(served!.headers()["set-cookie"]).toBeUndefined();
      expect(served!.headers()["content-security-policy"]).toMatch(/script-src 'nonce-[^']+'/);

      await page.getByRole("heading", { name: "Help test a design" }).waitFor();
      await expectNoAxeViolations(page);
      await page.getByLabel("How do you plan your meals today?").fill("I shop on Sundays");
      await page.getByRole("button", { name: "Begin" }).click();
      await page.getByRole("heading", { name: "Your task: Order a meal box for Friday" }).waitFor();
      await expectNoAxeViolations(page);
      await page.getByRole("button", { name: "Start" }).click();

      await screenNamed(page, "Home").waitFor();
      await expectNoAxeViolations(page);
      await expectNoSidewaysScroll(page);
      await clickScreenAt(page, "Home", 100, 30); // the heading: a misclick
      await expect.poll(() => screenNamed(page, "Home").isVisible()).toBe(true);
      await clickScreenAt(page, "Home", 100, 124); // "Order"
      await screenNamed(page, "Menu").waitFor();

      // A reload goes back to the same task and screen.
      await page.reload();
      await screenNamed(page, "Menu").waitFor();
      await expect.poll(() => page.locator(".bar").innerText()).toContain("Task 1 of 2: Order a meal box for Friday");

      // The keyboard: the first control in reading order is the "Box" item, and Enter presses it.
      await page.keyboard.press("Tab");
      await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute("aria-label"))).toBe("List item: Box");
      await page.keyboard.press("Enter");
      await page.getByText("Task 1 done: you reached the goal.").waitFor();
      await expectNoAxeViolations(page);
      await page.getByRole("radio", { name: "6", exact: true }).click();
      await page.getByRole("button", { name: "Next" }).click();

      await page.getByRole("heading", { name: "Your task: Find out who makes the meals" }).waitFor();
      await page.getByRole("button", { name: "Start" }).click();
      await clickScreenAt(page, "Home", 50, 210); // "About us": the goal
      await page.getByRole("heading", { name: "Overall, how easy or difficult was this task?" }).waitFor();
      await page.getByRole("radio", { name: "7, Very easy" }).click();
      await page.getByRole("button", { name: "Next" }).click();

      await page.getByRole("heading", { name: "Last, ten short statements" }).waitFor();
      await expectNoAxeViolations(page);
      await page.getByRole("button", { name: "Finish" }).click();
      await page.getByText("Answer statement 1 too: every statement needs an answer.").waitFor();
      const statements = page.locator("#sus fieldset");
      for (let i = 0; i < 10; i++)
        await statements
          .nth(i)
          .getByRole("radio", { name: i % 2 === 0 ? "4" : "2", exact: true })
          .click();
      await page.getByRole("button", { name: "Finish" }).click();
      await page.getByRole("heading", { name: "Thank you" }).waitFor();
      await page.getByText("Your answers are in. You can close this page now.").waitFor(eventually);

      await expect
        .poll(async () => {
          const now = await results(test);
          return { sessions: now.sessions, finished: now.finishedSessions, outcomes: now.tasks.map((task) => task.outcomes) };
        }, eventually)
        .toEqual({
          sessions: 1,
          finished: 1,
          outcomes: [
            { direct: 1, indirect: 0, "gave-up": 0, left: 0 },
            { direct: 1, indirect: 0, "gave-up": 0, left: 0 },
          ],
        });
      const done = await results(test);
      expect(done.tasks[0]!.misclickRate).toBeCloseTo(1 / 3);
      expect(done.tasks[0]!.meanEase).toBe(6);
      expect(done.sus?.score).toBe(75);
      // Every mouse click where it was made, in the screen's pixels, to within one: the browser reports
      // whole CSS pixels, and a CSS pixel of a drawing shown smaller is more than one of the screen's.
      const made = [
        { task: 0, x: 100, y: 30, hit: false },
        { task: 0, x: 100, y: 124, hit: true },
        { task: 1, x: 50, y: 210, hit: true },
      ];
      const clicks = [...done.heatmaps.home!.clicks].sort((a, b) => a.task - b.task || a.y - b.y);
      expect(clicks.map(({ task, hit }) => ({ task, hit }))).toEqual(made.map(({ task, hit }) => ({ task, hit })));
      clicks.forEach((click, i) => {
        expect(Math.abs(click.x - made[i]!.x)).toBeLessThanOrEqual(1);
        expect(Math.abs(click.y - made[i]!.y)).toBeLessThanOrEqual(1);
      });
      expect(done.heatmaps.menu!.clicks).toEqual([expect.objectContaining({ task: 0, hit: true })]);
      expect(await tester.cookies()).toEqual([]);
      expect(errors).toEqual([]);
      await page.close();
    },
  );

  it(
    "at 320 px, by keyboard: a closed test says so at Begin, then a give-up and a goal reached by Tab and Enter",
    { timeout: 120_000 },
    async () => {
      const test = await openTest("tester-320");
      const { page, errors } = await openPage(tester);
      await page.setViewportSize({ width: 320, height: 640 });
      await page.goto(`${baseUrl()}/t/${test.address}`);
      await page.getByRole("heading", { name: "Help test a design" }).waitFor();
      await expectNoSidewaysScroll(page);

      await setOpen(test, false);
      await page.keyboard.press("Tab"); // the opening question
      await page.keyboard.press("Tab"); // Begin
      await page.keyboard.press("Enter");
      await page.getByRole("alert").getByText("This test is closed.").waitFor();
      await setOpen(test, true);
      await page.keyboard.press("Enter");
      await page.getByRole("heading", { name: "Your task: Order a meal box for Friday" }).waitFor();
      await expectNoSidewaysScroll(page);
      await page.keyboard.press("Tab"); // Start
      await page.keyboard.press("Enter");

      await screenNamed(page, "Home").waitFor();
      await expectNoSidewaysScroll(page);
      await expectNoAxeViolations(page);
      await page.getByRole("button", { name: "Give up" }).click();
      await page.getByText("Task 1 ended.").waitFor();
      await expectNoSidewaysScroll(page);
      await page.keyboard.press("Tab"); // the scale's first answer
      for (let i = 0; i < 2; i++) await page.keyboard.press("ArrowRight");
      await page.keyboard.press("Tab"); // Next
      await page.keyboard.press("Enter");

      await page.getByRole("heading", { name: "Your task: Find out who makes the meals" }).waitFor();
      await page.keyboard.press("Tab");
      await page.keyboard.press("Enter");
      await screenNamed(page, "Home").waitFor();
      // Heading, "Order", "About us": every component takes the focus in turn, link or not.
      for (let i = 0; i < 3; i++) await page.keyboard.press("Tab");
      await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute("aria-label"))).toBe("Link: About us");
      await page.keyboard.press(" ");
      await page.getByText("Task 2 done: you reached the goal.").waitFor();

      await expect
        .poll(async () => (await results(test)).tasks.map((task) => task.outcomes), eventually)
        .toEqual([
          { direct: 0, indirect: 0, "gave-up": 1, left: 0 },
          { direct: 1, indirect: 0, "gave-up": 0, left: 0 },
        ]);
      const now = await results(test);
      expect(now.tasks[0]!.meanEase).toBe(3);
      expect(now.tasks[1]!.misclickRate).toBe(0);
      expect(await tester.cookies()).toEqual([]);
      expect(errors.filter((error) => !error.includes("409"))).toEqual([]);
      await page.close();
    },
  );

  it(`serves a page whose script and stylesheet weigh at most ${PAGE_WEIGHT_BUDGET / 1024} kB gzipped`, async () => {
    const test = await openTest("tester-weight");
    const response = await fetch(`${baseUrl()}/t/${test.address}`);
    const html = await response.text();
    // The page script is a module (it waits for the parsed page); the style has no type.
    const inline = (tag: string) =>
      [...html.matchAll(new RegExp(`<${tag}(?: type="module")? nonce="[^"]+">([\\s\\S]*?)</${tag}>`, "g"))].map((m) => m[1]!);
    const [script, style] = [inline("script"), inline("style")];
    expect(script).toHaveLength(1);
    expect(style).toHaveLength(1);
    const weight = gzipSync(script[0]!).length + gzipSync(style[0]!).length;
    console.log(`tester page: ${weight} bytes of script and stylesheet, gzipped`);
    expect(weight).toBeLessThanOrEqual(PAGE_WEIGHT_BUDGET);
  });
});
