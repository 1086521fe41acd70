import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { PrototypeTest } from "../../shared/contracts/prototype-tests";
import type { WireframeScreen, WireframeSet } from "../../shared/contracts/wireframes";
import { componentName } from "../../shared/wireframe-svg";
import { screenMarkdown } from "../../tools/generate-wireframes/markdown";
import { axeViolations } from "./axe";
import { baseUrl, eventually, launchBrowser, openPage, waitUntilInteractive } from "./browser";
import { signInNewUser } from "./session";
import { saveScreenshot } from "./screenshots";

/**
 * The whole story for real people (docs/product.md#prototype-tests): an owner makes a
 * test of generated wireframes, three signed-out testers take it in Chromium at 390 px — one
 * straight to the goal, one another way with two misclicks, one gives up — and the owner's
 * results page, open the whole time, shows exactly what they did without a reload.
 */

const IDEA = "An app where busy parents order a weekly meal box and choose a delivery day";
const PHONE = { width: 390, height: 844 };
const TASK = "Order a meal box for Friday";

let browser: Browser;
let owner: BrowserContext;
let productId: string;
let test: PrototypeTest;
/**
 * The screens the task crosses: `home`'s first links (its list and main button) open `boxes`,
 * whose main button opens `checkout`, the goal; `home`'s other link opens `help`, whose main
 * button opens `checkout` too. The expected path is the first: the shortest through the links,
 * first-drawn link first.
 */
let home: WireframeScreen;
let boxes: WireframeScreen;
let help: WireframeScreen;
let checkout: WireframeScreen;

const post = async (path: string, data: unknown) => {
  const response = await owner.request.post(`${baseUrl()}${path}`, { data, headers: { Origin: baseUrl() } });
  expect(response.status(), await response.text()).toBeLessThan(300);
  return response.json();
};

/** A flow the founder drew: from the home screen two ways to the checkout. */
const FLOW = {
  nodes: [
    { id: "open", type: "start", data: { label: "Open the app" } },
    { id: "home", type: "screen", data: { label: "Home" } },
    { id: "boxes", type: "screen", data: { label: "Meal boxes" } },
    { id: "help", type: "screen", data: { label: "How it works" } },
    { id: "checkout", type: "screen", data: { label: "Checkout" } },
  ],
  edges: [
    { id: "e1", source: "open", target: "home" },
    { id: "e2", source: "home", target: "boxes" },
    { id: "e3", source: "home", target: "help" },
    { id: "e4", source: "boxes", target: "checkout" },
    { id: "e5", source: "help", target: "checkout" },
  ],
};

const mainButton = (screen: WireframeScreen) => screen.components.find((c) => c.type === "button" && c.primary && c.target)!;

beforeAll(async () => {
  browser = await launchBrowser();
  owner = await browser.newContext({ viewport: { width: 1366, height: 900 }, colorScheme: "light", bypassCSP: true });
  await signInNewUser(owner, "pt-three");
  productId = (await post("/api/products", { name: "Meal Box", idea: IDEA })).product.id;

  const { wireframes: set } = (await post("/api/functions/generate-wireframes", {
    flow: FLOW,
    flowName: "Order a meal box",
    device: "phone",
    productId,
  })) as { wireframes: WireframeSet };
  const screen = (id: string) => set.screens.find((s) => s.id === id)!;
  [home, boxes, help, checkout] = [screen("home"), screen("boxes"), screen("help"), screen("checkout")];
  expect(mainButton(home).target).toBe(boxes.id);
  expect(mainButton(help).target).toBe(checkout.id);

  const saved = await post("/api/conversations", {
    tool: "generate-wireframes",
    productId,
    messages: [
      { role: "user", content: "Wireframes (phone): Order a meal box" },
      ...set.screens.map((s) => ({ role: "assistant", content: screenMarkdown(s, set) })),
    ],
  });
  test = (await post(`/api/products/${productId}/tests`, {
    conversationId: saved.conversation.id,
    address: `meal-three-${Date.now().toString(36)}`,
    tasks: [{ text: TASK, startScreenId: home.id, goalScreenId: checkout.id }],
  })) as PrototypeTest;
  // No expected path was given: the shortest one, first-drawn link first, is expected.
  expect(test.tasks[0]!.expectedPath).toEqual([home.id, boxes.id, checkout.id]);
});
afterAll(async () => {
  await browser?.close();
});

/**
 * A signed-out tester at 390 px on the test's page, past the intro and the task card. The three
 * testers share one signed-out context (no cookie is ever set: checked at the end), each in a tab
 * of their own: the page keeps a tester's place in the tab's session storage, which a tab the
 * one before closed would carry on (the page writes it again as it is left).
 */
async function startTask(context: BrowserContext): Promise<{ page: Page; errors: string[] }> {
  const { page, errors } = await openPage(context);
  await page.goto(test.url);
  await page.getByRole("button", { name: "Begin" }).click();
  await page.getByRole("heading", { name: `Your task: ${TASK}` }).waitFor(eventually);
  await page.getByRole("button", { name: "Start" }).click();
  await screenShown(page, home);
  return { page, errors };
}

const screenShown = (page: Page, screen: WireframeScreen) =>
  page.getByRole("group", { name: `Screen: ${screen.name}` }).waitFor({ state: "visible", ...eventually });

/** Presses a component of the screen on show with the mouse, by the name a screen reader reads. */
const press = (page: Page, screen: WireframeScreen, name: string) =>
  page
    .getByRole("group", { name: `Screen: ${screen.name}` })
    .getByRole("button", { name, exact: true })
    .first()
    .click();

/** What a screen reader calls a component, as the wireframes' SVG titles do. */
const label = componentName;

/**
 * Answers the ease question by clicking its scale, then Next, and waits for the thank-you to say
 * the answers are in, as a tester would before closing the tab. The last batch goes out up to a
 * send interval after the thank-you shows; closing the browser context (below) is not a closed tab
 * and need not send the leave beacon, so the owner's page could miss the last tester.
 */
async function answerEase(page: Page, value: string) {
  await page.getByRole("heading", { name: "Overall, how easy or difficult was this task?" }).waitFor(eventually);
  await page.getByRole("radio", { name: value }).click();
  await page.getByRole("button", { name: "Next" }).click();
  await page.getByRole("heading", { name: "Thank you" }).waitFor(eventually);
  await page.getByText("Your answers are in. You can close this page now.").waitFor(eventually);
}

describe("a prototype test taken by three real people", () => {
  it(
    "shows the owner exactly their outcomes, misclicks, paths and heatmap dots, live, and axe finds nothing",
    { timeout: 240_000 },
    async () => {
      // The owner's results page stays open from before the first tester to after the last.
      const { page: results, errors: ownerErrors } = await openPage(owner);
      await results.goto(`${baseUrl()}/products/${productId}/tests/${test.id}`);
      await waitUntilInteractive(results);
      await results.getByRole("heading", { name: "No testers yet" }).waitFor(eventually);

      // bypassCSP lets axe-core run in the page; the page's own script runs under its policy either way.
      const testers = await browser.newContext({ viewport: PHONE, bypassCSP: true });

      // 1. Straight to the goal by the expected path: two clicks, each on a link.
      const direct = await startTask(testers);
      await press(direct.page, home, label(mainButton(home)));
      await screenShown(direct.page, boxes);
      await press(direct.page, boxes, label(mainButton(boxes)));
      await answerEase(direct.page, "7, Very easy");
      await saveScreenshot(direct.page, "prototype-testers-thanks-390");

      // 2. Two misclicks (the heading and the nav bar lead nowhere), then the other way to the goal.
      const indirect = await startTask(testers);
      await saveScreenshot(indirect.page, "prototype-testers-screen-390");
      expect(await axeViolations(indirect.page)).toEqual([]);
      await press(indirect.page, home, label(home.components.find((c) => c.type === "heading")!));
      await press(indirect.page, home, label(home.components.find((c) => c.type === "nav-bar")!));
      await press(indirect.page, home, label(home.components.find((c) => c.type === "link" && c.target === help.id)!));
      await screenShown(indirect.page, help);
      await press(indirect.page, help, label(mainButton(help)));
      await answerEase(indirect.page, "4");

      // 3. One step on, then "Give up".
      const gaveUp = await startTask(testers);
      await press(gaveUp.page, home, label(mainButton(home)));
      await screenShown(gaveUp.page, boxes);
      await gaveUp.page.getByRole("button", { name: "Give up" }).click();
      await answerEase(gaveUp.page, "1, Very difficult");

      for (const tester of [direct, indirect, gaveUp]) expect(tester.errors).toEqual([]);
      // None of the three was given a cookie (they shared this context).
      expect(await testers.cookies()).toEqual([]);
      await testers.close();

      // The results page followed without a reload.
      const task = results.getByRole("region", { name: TASK });
      const outcome = (key: string) => task.locator(`[data-outcome="${key}"]`);
      await expect.poll(() => outcome("direct").innerText(), eventually).toMatch(/Direct success\s+33% \(1\)/);
      expect(await outcome("indirect").innerText()).toMatch(/Indirect success\s+33% \(1\)/);
      expect(await outcome("gave-up").innerText()).toMatch(/Gave up\s+33% \(1\)/);
      expect(await outcome("left").innerText()).toMatch(/Left\s+0% \(0\)/);
      const figure = (name: string) =>
        task
          .locator("dt", { hasText: new RegExp(`^${name}$`) })
          .first()
          .locator("xpath=following-sibling::dd[1]");
      expect(await figure("Testers").innerText()).toBe("3");
      // 7 clicks (2 + 4 + 1), 2 of them misclicks.
      expect(await figure("Misclick rate").innerText()).toBe("29%");
      // Ease 7, 4 and 1.
      expect(await figure("Mean ease").innerText()).toBe("4.0 / 7");

      // Paths: each taken once.
      const paths = await task.getByRole("list").last().locator("li").allInnerTexts();
      expect(paths.map((line) => line.replace(/\s+/g, " ").trim()).sort()).toEqual(
        [
          `${home.name} → ${boxes.name} → ${checkout.name} 1 tester`,
          `${home.name} → ${help.name} → ${checkout.name} 1 tester`,
          `${home.name} → ${boxes.name} 1 tester`,
        ].sort(),
      );

      // Heatmaps: home got 5 clicks (1 + 3 + 1), 2 of them misclicks; the others their one button press each.
      const heatmap = (screen: WireframeScreen) => task.getByRole("img", { name: new RegExp(`^${escapeRegExp(screen.name)}: `) });
      expect(await heatmap(home).getAttribute("aria-label")).toBe(`${home.name}: 5 clicks, 3 on a link and 2 misclicks`);
      expect(await heatmap(home).locator('circle[data-hit="false"]').count()).toBe(2);
      // The first and the third tester pressed the same button, at the same point: one dot that shows its 2.
      expect(await heatmap(home).locator('circle[data-hit="true"]').count()).toBe(2);
      expect(await heatmap(home).locator('circle[data-hit="true"][data-count="2"] + text').textContent()).toBe("2");
      expect(await heatmap(boxes).getAttribute("aria-label")).toBe(`${boxes.name}: 1 click, 1 on a link and 0 misclicks`);
      expect(await heatmap(help).getAttribute("aria-label")).toBe(`${help.name}: 1 click, 1 on a link and 0 misclicks`);

      await saveScreenshot(results, "prototype-testers-results-1366", { fullPage: true });
      await results.setViewportSize(PHONE);
      expect(await results.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
      await saveScreenshot(results, "prototype-testers-results-390", { fullPage: true });
      expect(await axeViolations(results)).toEqual([]);
      expect(ownerErrors).toEqual([]);
      await results.close();
    },
  );
});

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
