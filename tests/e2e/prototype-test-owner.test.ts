import { readFile } from "node:fs/promises";
import { request, type Browser, type BrowserContext, type Page } from "playwright-core";
import type { PrototypeTestResults, TesterEvent } from "@shared/contracts/prototype-tests";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { screenMarkdown } from "../../tools/generate-wireframes/markdown";
import { mealBox, numbered, on } from "../unit/prototype-test-fixture";
import { axeViolations } from "./axe";
import { baseUrl, eventually, launchBrowser, openPage, waitUntilInteractive } from "./browser";
import { saveConversation } from "./conversations";
import { startOwnServer } from "./own-server";
import { signInNewUser } from "./session";
import { saveScreenshot } from "./screenshots";

const BRIEF = { name: "Meal Box", idea: "Weekly meal boxes for busy parents, ordered in a minute and delivered on Friday" };
const IDEA = "An app where busy parents order a weekly meal box and choose a delivery day";

let browser: Browser;
let owner: BrowserContext;
let productId: string;
beforeAll(async () => {
  browser = await launchBrowser();
  // bypassCSP lets axe-core run in the page; the app's own scripts run under the CSP either way.
  owner = await browser.newContext({ viewport: { width: 1366, height: 900 }, colorScheme: "light", bypassCSP: true });
  await signInNewUser(owner, "pt-owner");
  const created = await owner.request.post(`${baseUrl()}/api/products`, { data: BRIEF, headers: { Origin: baseUrl() } });
  expect(created.status()).toBe(201);
  productId = ((await created.json()) as { product: { id: string } }).product.id;
});
afterAll(async () => {
  await browser?.close();
});

const toastShown = (page: Page, title: string) => page.getByText(title, { exact: true }).first().waitFor(eventually);
const testsCard = (page: Page) => page.getByRole("region", { name: "Prototype tests", exact: true });
/** The Open or Closed pill (the address's "Open" link reads the same). */
const statusPill = (scope: Page | ReturnType<Page["locator"]>, text: "Open" | "Closed") =>
  scope
    .locator("span")
    .filter({ hasText: new RegExp(`^${text}$`) })
    .first();
const fitsWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

/** The whole page (or one part of it) at 1366 and 390 px, each checked for sideways overflow. */
async function screenshots(page: Page, name: string, part?: () => ReturnType<Page["locator"]>) {
  for (const width of [1366, 390]) {
    await page.setViewportSize({ width, height: 900 });
    expect(await fitsWidth(page)).toBe(true);
    if (part) await saveScreenshot(part(), `prototype-test-${name}-${width}`);
    else await saveScreenshot(page, `prototype-test-${name}-${width}`, { fullPage: true });
  }
  await page.setViewportSize({ width: 1366, height: 900 });
}

/** A signed-out tester, as the test page's script talks to the server: the page's token, a session, then batches of events. */
type Point = { x: number; y: number };

async function takeTest(
  address: string,
  events: (screens: string[], link: Point, miss: Point) => TesterEvent[],
  test: PrototypeTestResults["test"],
) {
  const page = await fetch(`${baseUrl()}/t/${address}`);
  expect(page.status).toBe(200);
  // The signed page token, wherever the page puts it: a base64url body, a dot, a 43-character signature.
  const token = (await page.text()).match(/[A-Za-z0-9_-]{16,}\.[A-Za-z0-9_-]{43}(?![A-Za-z0-9_-])/)?.[0];
  const post = (path: string, body: unknown) =>
    fetch(`${baseUrl()}/t/${address}/${path}`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify(body),
    });
  const started = await post("sessions", { token });
  expect(started.status).toBe(201);
  const { sessionId, sessionToken } = (await started.json()) as { sessionId: string; sessionToken: string };
  const screens = test.wireframes.screens.map((screen) => screen.id);
  const first = test.wireframes.screens[0]!;
  const link = first.components.find((component) => component.target === screens[1])!;
  const links = first.components.filter((component) => component.target);
  const miss = [
    { x: 2, y: 2 },
    { x: 2, y: 830 },
    { x: 385, y: 420 },
  ].find(({ x, y }) => !links.some((c) => x >= c.x && x <= c.x + c.width && y >= c.y && y <= c.y + c.height))!;
  const sent = await post("events", {
    sessionId,
    sessionToken,
    batchId: "batch-1",
    events: events(screens, { x: link.x + Math.floor(link.width / 2), y: link.y + Math.floor(link.height / 2) }, miss),
  });
  expect(sent.status, await sent.clone().text()).toBeLessThan(300);
}

/** Task 1 straight to its goal after one misclick (in a corner no link covers), task 2 given up, then the SUS answers. */
const directThenGiveUp = ([start, goal]: string[], link: Point, miss: Point): TesterEvent[] => [
  { type: "opening", seq: 0, at: 50, answer: "On Sunday evenings" },
  { type: "task-start", seq: 1, at: 100, task: 0 },
  { type: "screen", seq: 2, at: 110, task: 0, screenId: start! },
  { type: "click", seq: 3, at: 2_000, task: 0, screenId: start!, ...miss },
  { type: "click", seq: 4, at: 3_000, task: 0, screenId: start!, ...link },
  { type: "screen", seq: 5, at: 3_010, task: 0, screenId: goal! },
  { type: "task-end", seq: 6, at: 3_020, task: 0, reason: "goal" },
  { type: "ease", seq: 7, at: 4_000, task: 0, value: 6 },
  { type: "task-start", seq: 8, at: 5_000, task: 1 },
  { type: "screen", seq: 9, at: 5_010, task: 1, screenId: start! },
  { type: "task-end", seq: 10, at: 9_000, task: 1, reason: "gave-up" },
  { type: "ease", seq: 11, at: 9_500, task: 1, value: 2 },
  { type: "sus", seq: 12, at: 12_000, answers: [4, 2, 4, 2, 4, 2, 4, 2, 4, 2] },
  { type: "finish", seq: 13, at: 12_100 },
];

describe("Prototype tests: the owner's side", () => {
  it(
    "opens a test of saved wireframes from the dialog with mouse and keyboard, lists it on the product page, shows its empty results, and closes and opens it",
    { timeout: 240_000 },
    async () => {
      const { page, errors } = await openPage(owner);
      await page.goto(`${baseUrl()}/dashboard?view=wireframes&product=${productId}`);
      await waitUntilInteractive(page);
      await page.getByLabel("Your app idea").fill(IDEA);
      await page.getByRole("button", { name: "Draw wireframes" }).click();
      await page.getByRole("navigation", { name: "Screens" }).waitFor(eventually);
      // Not offered before the result is saved: a test copies the saved screens.
      expect(await page.getByRole("button", { name: "Test with real people" }).count()).toBe(0);
      await page.getByRole("button", { name: "Save", exact: true }).click();
      await page.getByRole("button", { name: "Test with real people" }).click();

      const dialog = page.getByRole("dialog", { name: "Test with real people" });
      await dialog.waitFor();
      const address = `meal-box-${Date.now().toString(36)}`;
      const addressField = dialog.getByLabel("Test address");
      await addressField.click();
      await page.keyboard.press("ControlOrMeta+A");
      await page.keyboard.type(address);
      await dialog.getByText("This address is free").waitFor(eventually);
      expect(await dialog.getByText(`/t/${address}`).count()).toBe(1);

      // Task 1 by keyboard: its words, then Tab to its start and goal screens; the goal becomes the second screen.
      await dialog.getByLabel("Task 1: what to do").click();
      await page.keyboard.type("Order a meal box for Friday");
      await page.keyboard.press("Tab");
      await page.keyboard.press("Tab");
      const goal = dialog.getByLabel("Task 1: goal screen");
      expect(await goal.evaluate((element) => element === document.activeElement)).toBe(true);
      const screens = await goal.locator("option").evaluateAll((options) => options.map((option) => (option as HTMLOptionElement).value));
      await page.keyboard.press("Home");
      await page.keyboard.press("ArrowDown");
      await expect.poll(() => goal.inputValue()).toBe(screens[1]);

      // Task 2 with the mouse; its words left empty are refused under its own field, nothing is sent.
      await dialog.getByRole("button", { name: "Add a task" }).click();
      await dialog.getByRole("button", { name: "Open test" }).click();
      const task2 = dialog.getByLabel("Task 2: what to do");
      expect(await task2.getAttribute("aria-invalid")).toBe("true");
      await task2.click();
      await page.keyboard.type("Find out when the box arrives");

      // Task 2's expected path with the mouse: between its start and goal, a step offered from the screens, then removed and back to the shortest path.
      await dialog.getByRole("button", { name: "Set an expected path for task 2" }).click();
      const path = dialog.getByRole("group", { name: "Task 2: expected path" });
      const chosen = (label: string) => dialog.getByLabel(label).locator("option:checked").innerText();
      const [startName, goalName] = [await chosen("Task 2: start screen"), await chosen("Task 2: goal screen")];
      await path.getByText(`1. ${startName} (start)`, { exact: true }).waitFor();
      await path.getByText(`2. ${goalName} (goal)`, { exact: true }).waitFor();
      await path.getByRole("button", { name: "Add a step" }).click();
      const step = path.getByLabel("Task 2: step 2 of the expected path");
      expect(screens).toContain(await step.inputValue());
      await path.getByText(`3. ${goalName} (goal)`, { exact: true }).waitFor();
      await path.getByRole("button", { name: "Remove step 2 of task 2" }).click();
      await step.waitFor({ state: "detached" });
      await path.getByRole("button", { name: "Use the shortest path" }).click();
      await path.waitFor({ state: "detached" });
      expect(await dialog.getByText("Expected path: the shortest path through the links.").count()).toBe(2);

      // The ease question is on and SUS off by default; Space on SUS turns it on.
      const ease = dialog.getByLabel(/Ask the ease question after each task/);
      const sus = dialog.getByLabel(/Ask the SUS questionnaire at the end/);
      expect(await ease.isChecked()).toBe(true);
      expect(await sus.isChecked()).toBe(false);
      await sus.click();
      expect(await sus.isChecked()).toBe(true);
      await dialog.getByLabel("Opening question (optional)").click();
      await page.keyboard.type("How do you plan meals today?");
      const cap = dialog.getByLabel("Tester cap");
      expect(await cap.inputValue()).toBe("500");
      await cap.click();
      await page.keyboard.press("ControlOrMeta+A");
      await page.keyboard.type("6000");
      await dialog.getByRole("button", { name: "Open test" }).click();
      await dialog.getByText("A test takes at most 5,000 testers").waitFor();
      await cap.click();
      await page.keyboard.press("ControlOrMeta+A");
      await page.keyboard.type("40");
      await screenshots(page, "dialog", () => page.getByRole("dialog"));
      // Enter in a field sends the form, as the button does.
      await page.keyboard.press("Enter");

      const done = page.getByRole("dialog", { name: "Your test is open" });
      await done.waitFor(eventually);
      await toastShown(page, "Your test is open");
      const url = `${new URL(baseUrl()).origin}/t/${address}`;
      expect(await done.getByRole("link", { name: url }).count()).toBe(1);
      expect(await done.getByRole("button", { name: "Copy address" }).count()).toBe(1);
      expect(await done.getByRole("link", { name: "Open test page" }).getAttribute("href")).toBe(url);
      await done.getByRole("button", { name: "Done" }).click();

      // The saved result's own page offers it too, for its newest version, with another address than the one now taken.
      await page.getByRole("link", { name: "Saved — open" }).click();
      // The tool's own "Test with real people" stays on screen until the saved page is drawn: a click
      // before then opens the tool's dialog, which the navigation then takes away.
      await page.waitForURL(/\/conversation\//);
      await page.getByText(/^Last updated /).waitFor(eventually);
      await page.getByRole("button", { name: "Test with real people" }).click();
      const again = page.getByRole("dialog", { name: "Test with real people" });
      await again.getByLabel("Task 1: start screen").waitFor();
      // Polled with what the field says, so a failure shows the check's own words.
      const status = again.locator('[id$="-address-status"]');
      await expect.poll(() => status.innerText(), eventually).toBe("This address is free");
      expect(await again.getByLabel("Test address").inputValue()).not.toBe(address);
      await page.keyboard.press("Escape");
      await again.waitFor({ state: "detached" });

      // The product page (reached by the saved result's "Open product") lists it, open, with none of its 40 testers yet.
      await page.getByRole("link", { name: "Open product" }).click();
      await page.waitForURL((url) => url.pathname === `/products/${productId}`);
      const card = testsCard(page);
      await card.getByText(url, { exact: true }).waitFor(eventually);
      await statusPill(card, "Open").waitFor();
      await card.getByText(/^0 \/ 40 testers/).waitFor();
      await screenshots(page, "card", () => testsCard(page));
      expect(await axeViolations(page)).toEqual([]);

      // Its results page: the empty state says where the test is and how to share it.
      await card.getByRole("link", { name: "See results" }).click();
      await page.getByRole("heading", { name: "No testers yet" }).waitFor(eventually);
      expect(page.url()).toMatch(new RegExp(`/products/${productId}/tests/[^/]+$`));
      expect(await page.getByRole("heading", { name: "Order a meal box for Friday" }).count()).toBe(0);
      await page.getByRole("link", { name: "Download CSV" }).waitFor();
      await screenshots(page, "results-empty");
      expect(await axeViolations(page)).toEqual([]);

      // Close test, then Open test again, each said at once; closed is kept for a new load of the page.
      await page.getByRole("button", { name: "Close test" }).click();
      await toastShown(page, "Test closed");
      await statusPill(page, "Closed").waitFor();
      const reloaded = await (await owner.request.get(page.url())).text();
      // The status pill: its dot, then the word.
      expect(reloaded).toContain("</span>Closed</span>");
      expect(reloaded).not.toContain("</span>Open</span>");
      await page.getByRole("button", { name: "Open test" }).click();
      await toastShown(page, "Test open");
      await page.getByRole("button", { name: "Close test" }).waitFor();
      await statusPill(page, "Open").waitFor();

      // A tester takes it: the open page shows their outcomes, heatmap dots and path without a reload.
      const testId = page.url().split("/").at(-1)!;
      const results = await owner.request.get(`${baseUrl()}/api/products/${productId}/tests/${testId}/results`);
      await takeTest(address, directThenGiveUp, ((await results.json()) as PrototypeTestResults).test);
      const task1 = page.getByRole("region", { name: "Order a meal box for Friday" });
      await task1.waitFor(eventually);
      const outcome = (scope: typeof task1, key: string) => scope.locator(`[data-outcome="${key}"]`).innerText();
      expect(await outcome(task1, "direct")).toMatch(/Direct success\s+100%\s+\(1\)/);
      expect(await outcome(task1, "gave-up")).toMatch(/Gave up\s+0%\s+\(0\)/);
      const secondTask = page.getByRole("region", { name: "Find out when the box arrives" });
      expect(await outcome(secondTask, "gave-up")).toMatch(/Gave up\s+100%\s+\(1\)/);
      // Task 1's start screen: one click on the link and one misclick, each a dot.
      const dots = task1.locator("figure").first().locator("circle");
      expect(await dots.count()).toBe(2);
      expect(await task1.locator('circle[data-hit="false"]').count()).toBe(1);
      expect(await task1.getByRole("img", { name: /2 clicks, 1 on a link and 1 misclick/ }).count()).toBe(1);
      expect(await page.getByText("1 / 40", { exact: true }).count()).toBe(1);
      await screenshots(page, "results-data");
      expect(await axeViolations(page)).toEqual([]);

      // Deleting the tester's session (asked first) takes every figure back to none.
      await page
        .getByRole("button", { name: /^Delete the session started/ })
        .first()
        .click();
      await page.getByRole("dialog", { name: "Delete this tester's session?" }).getByRole("button", { name: "Delete session" }).click();
      await toastShown(page, "Session deleted");
      await page.getByRole("heading", { name: "No testers yet" }).waitFor(eventually);
      expect(errors).toEqual([]);
      await page.close();
    },
  );

  it("answers another user's test with the app's 404", { timeout: 60_000 }, async () => {
    // Server-rendered text: a signed-in stranger's request, no page to draw.
    const stranger = await browser.newContext();
    await signInNewUser(stranger, "pt-stranger");
    const list = await owner.request.get(`${baseUrl()}/api/products/${productId}/tests`);
    const [test] = ((await list.json()) as { tests: { id: string }[] }).tests;
    const response = await stranger.request.get(`${baseUrl()}/products/${productId}/tests/${test!.id}`);
    expect(response.status()).toBe(404);
    expect(await response.text()).toContain("This test does not exist or is no longer yours to open.");
    await stranger.close();
  });

  it(
    "tells the owner on the tests card, the results page and the Launch card while strangers are turned away for storage, until space is freed",
    { timeout: 300_000 },
    async () => {
      // 100 KB per account, so strangers' share (nine tenths) is passed by a few saved chats.
      const server = await startOwnServer("storage-bytes");
      // The file's context, signed in to this server as a new owner: its page opens in the tab the first
      // test left (a new tab costs Chromium several times a load). Cookies are not kept apart by port,
      // so this replaces the owner's session on the shared server; the next describe signs in again.
      const context = owner;
      try {
        await signInNewUser(context, "pt-storage-notice", server.url);
        const headers = { Origin: server.url };
        const api = (method: "post" | "put" | "delete", path: string, data?: unknown) =>
          context.request[method](`${server.url}${path}`, { data, headers });
        const product = await api("post", "/api/products", BRIEF);
        const id = ((await product.json()) as { product: { id: string } }).product.id;
        const parts = mealBox.screens.map((screen) => screenMarkdown(screen, mealBox));
        const wireframes = await api("post", "/api/conversations", {
          tool: "generate-wireframes",
          productId: id,
          messages: [
            { role: "user", content: "Wireframes (phone): Meal boxes" },
            ...parts.map((content) => ({ role: "assistant", content })),
          ],
        });
        const conversationId = ((await wireframes.json()) as { conversation: { id: string } }).conversation.id;
        const task = { text: "Order a meal box for Friday", startScreenId: "home", goalScreenId: "checkout" };
        const test = await api("post", `/api/products/${id}/tests`, {
          conversationId,
          address: `full-${Date.now().toString(36)}`,
          tasks: [task],
        });
        expect(test.status(), await test.text()).toBe(201);
        const testId = ((await test.json()) as { id: string }).id;
        const sections = [
          { kind: "hero", headline: "Dinner sorted by Friday", subheadline: BRIEF.idea, cta: "Get early access" },
          { kind: "waitlist", title: "Be first in line", body: "Join and we tell you when boxes reach your street." },
        ];
        const doc = { productName: BRIEF.name, accent: "#4f46e5", sections };
        const launch = {
          address: `full-${Date.now().toString(36)}`,
          doc,
          contactEmail: "founder@example.com",
          question: "",
          headlineB: null,
          target: null,
        };
        expect((await api("put", `/api/products/${id}/launch`, launch)).status()).toBe(200);

        // The owner's own saves take the account past strangers' share (and then to full).
        const fillers: string[] = [];
        for (let size = 30_000; size >= 50;) {
          const saved = await api("post", "/api/conversations", { messages: [{ role: "user", content: "x".repeat(size) }] });
          if (saved.status() === 403) size = Math.floor(size / 2);
          else fillers.push(((await saved.json()) as { conversation: { id: string } }).conversation.id);
        }

        const { page, errors } = await openPage(context);
        const notice = (scope: Page | ReturnType<Page["locator"]>) => scope.getByTestId("strangers-refused-notice");
        await page.goto(`${server.url}/products/${id}/tests/${testId}`);
        await waitUntilInteractive(page);
        await notice(page).getByText("New testers can't start this test right now").waitFor(eventually);
        await screenshots(page, "results-storage-notice");
        expect(await axeViolations(page)).toEqual([]);
        // Its link opens the storage the owner can free.
        await notice(page).getByRole("link", { name: "See your storage" }).click();
        await page.waitForURL(/\/profile#storage$/);
        await page.getByTestId("profile-storage").waitFor(eventually);

        await page.goto(`${server.url}/products/${id}`);
        await waitUntilInteractive(page);
        const launchCard = page.getByRole("region", { name: "Launch", exact: true });
        const [testersNotice, signupsNotice] = [notice(testsCard(page)), notice(launchCard)];
        await testersNotice.getByText("New testers can't start your tests right now").waitFor(eventually);
        await signupsNotice.getByText("The waitlist isn't taking new sign-ups right now").waitFor(eventually);
        await screenshots(page, "card-storage-notice", () => testsCard(page));
        await screenshots(page, "launch-storage-notice", () => launchCard);

        // Space freed elsewhere (the saved chats deleted): both notices go without a reload.
        for (const filler of fillers) expect((await api("delete", `/api/conversations/${filler}`)).status()).toBe(204);
        await testersNotice.waitFor({ state: "detached", ...eventually });
        await signupsNotice.waitFor({ state: "detached", ...eventually });
        expect(errors).toEqual([]);
        await page.close();
      } finally {
        await server.stop();
      }
    },
  );
});

const TASK = "Order a meal box for Friday";

/** A tester without an account takes the test through its public routes, as the tester's page does (no browser needed). */
async function takeTestAt(address: string, events: TesterEvent[]) {
  const tester = await request.newContext();
  const page = await tester.get(`${baseUrl()}/t/${address}`);
  expect(page.status()).toBe(200);
  const token = (await page.text()).match(/[A-Za-z0-9_-]{16,}\.[A-Za-z0-9_-]{43}(?![A-Za-z0-9_-])/)![0];
  const started = await tester.post(`${baseUrl()}/t/${address}/sessions`, { data: { token } });
  expect(started.status()).toBe(201);
  const session = (await started.json()) as { sessionId: string; sessionToken: string };
  const sent = await tester.post(`${baseUrl()}/t/${address}/events`, { data: { ...session, batchId: "batch-1", events } });
  expect(sent.status(), await sent.text()).toBe(200);
  await tester.dispose();
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

// A product and test of its own, in the file's context: its page opens in the tab the tests above left, with a warm cache.
describe("Synthetic vs real on a test's results page", () => {
  let productId: string;
  let testId: string;
  let address: string;
  beforeAll(async () => {
    // The file's context as a new owner of the shared server (the storage test signed it in to its own one).
    await signInNewUser(owner, "pt-prediction");
    const headers = { Origin: baseUrl() };
    const created = await owner.request.post(`${baseUrl()}/api/products`, {
      data: { name: "Meal Box", idea: "Weekly meal boxes" },
      headers,
    });
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

  it(
    "shows the measured side, then the prediction beside it once a validation is saved in the product, and exports both",
    { timeout: 240_000 },
    async () => {
      await takeTestAt(
        address,
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
      await takeTestAt(
        address,
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
        await saveScreenshot(page, `prototype-test-synthetic-vs-real-${width}`, { fullPage: true });
      }
      await page.setViewportSize({ width: 1366, height: 900 });
      expect(await axeViolations(page)).toEqual([]);

      // The product's export carries the test: measured from real testers, the prediction named as one.
      await page.getByRole("link", { name: "Back to the product" }).click();
      await page.waitForURL((url) => url.pathname === `/products/${productId}`);
      await page.getByRole("button", { name: "Markdown" }).waitFor(eventually);
      const [download] = await Promise.all([page.waitForEvent("download"), page.getByRole("button", { name: "Markdown" }).click()]);
      const markdown = await readFile((await download.path())!, "utf8");
      expect(markdown).toContain("## Prototype tests");
      expect(markdown).toContain(`**Task 1, “${TASK}”**, measured from 2 real testers: 50% success (1 direct success, 1 gave up)`);
      expect(markdown).toContain(
        "**Prediction for task 1** (synthetic users, not measured): Synthetic users predicted 70% success; 1 of 2 real testers succeeded, 1 of them directly",
      );

      // And so does its PDF view, loaded in this tab (its PDF link opens a new one, a tab's cost again).
      await page.addInitScript(() => {
        window.print = () => undefined;
      });
      await page.goto(`${baseUrl()}/products/${productId}/print`);
      const printed = page.getByRole("main");
      await printed.getByRole("heading", { name: "Prototype tests" }).waitFor(eventually);
      await printed.getByText(/measured from 2 real testers: 50% success/).waitFor();
      expect(errors).toEqual([]);
      await page.close();
    },
  );
});
