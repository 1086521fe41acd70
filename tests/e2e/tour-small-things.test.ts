import type { Browser, BrowserContext, Locator, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { baseUrl, eventually, holdRequests, launchBrowser, openPage, openTool, waitUntilInteractive } from "./browser";
import { saveConversation } from "./conversations";
import { screenPng } from "./png-fixture";
import { signInNewUser } from "./session";
import { saveScreenshot } from "./screenshots";

// What a new user's tour of the app tripped over (issue 30, "Smaller things the tour met").
const PASSWORD = "correct horse battery";
const BRIEF = { name: "Paw Pals", idea: "Dog walkers on demand for owners who work long shifts, booked in a minute" };
const DESKTOP = { width: 1366, height: 900 };
const PHONE = { width: 390, height: 844 };

let browser: Browser;
/**
 * One desktop browser for the tests that need no browser options of their own: a visitor for the
 * sign-up test, then signed in (`signIn`) for the rest, so they share its warm cache and kept tabs.
 */
let member: BrowserContext;
let signedIn: Promise<unknown> | undefined;
const signIn = () => (signedIn ??= signInNewUser(member, "tour"));
beforeAll(async () => {
  browser = await launchBrowser();
  member = await browser.newContext({ viewport: DESKTOP, acceptDownloads: true });
});
afterAll(async () => {
  await browser?.close();
});

/**
 * Holds the phone menu's code back until `arrive()` and puts the mouse over its stand-in button,
 * which loads the code on first intent; `replaced()` waits for the real button to take its place.
 */
async function pressPointOfHeldMenu(page: Page) {
  let arrive = () => {};
  const held = new Promise<void>((resolve) => (arrive = resolve));
  await page.route(/\/assets\/mobile-nav-[^/]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  const standIn = (await page.getByRole("button", { name: "Open menu" }).elementHandle())!;
  const box = (await standIn.boundingBox())!;
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  const replaced = () => page.waitForFunction((element) => !element.isConnected, standIn, eventually);
  return { arrive, box, replaced };
}

async function open(page: Page, path: string) {
  await page.goto(baseUrl() + path);
  await waitUntilInteractive(page);
}

async function createProduct(context: BrowserContext): Promise<string> {
  const response = await context.request.post(`${baseUrl()}/api/products`, { data: BRIEF, headers: { Origin: baseUrl() } });
  expect(response.status()).toBe(201);
  return ((await response.json()) as { product: { id: string } }).product.id;
}

/** Whether the element's top edge is on screen, below the fixed app bar. */
const inView = (locator: Locator) =>
  locator.evaluate((element) => {
    const box = element.getBoundingClientRect();
    return box.top >= 56 && box.top < window.innerHeight - 40;
  });

/** Words in the element broken over two lines: a word whose text spans more than one line box. */
const wordsBrokenAcrossLines = (locator: Locator) =>
  locator.evaluate((root) => {
    const broken: string[] = [];
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      // A word here ends at a space or a hyphen: a break after "Per-" is a break between words.
      for (const word of node.textContent!.matchAll(/[^\s\-–—/]+/g)) {
        const range = document.createRange();
        range.setStart(node, word.index);
        range.setEnd(node, word.index + word[0].length);
        const tops = new Set([...range.getClientRects()].map((rect) => Math.round(rect.top)));
        if (tops.size > 1) broken.push(word[0]);
      }
    }
    return broken;
  });

describe("sign-up from the landing page", () => {
  it(
    "counts the tools it lists, opens Create Account from 'Sign Up Free' and the bar's 'Sign Up', and keeps the e-mail for signing in",
    { timeout: 180_000 },
    async () => {
      const { page, errors } = await openPage(member);
      await open(page, "/");
      const section = page.getByRole("region", { name: "From first idea to first users" });
      const tools = await section.getByRole("list").getByRole("link").count();
      const words = ["zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "eleven", "twelve"];
      const said = (await section.getByText(/focused tools/).innerText()).match(/^(\w+) focused tools/)![1]!.toLowerCase();
      expect(words.indexOf(said)).toBe(tools);
      await saveScreenshot(section, "tour/tools-section-1366");

      await page.getByRole("link", { name: "Sign Up Free" }).click();
      await page.getByRole("heading", { name: "Create Account" }).waitFor();
      await waitUntilInteractive(page);
      await saveScreenshot(page, "tour/sign-up-1366");

      const email = `tour-${Date.now().toString(36)}@example.com`;
      await page.getByLabel("Email").fill(email);
      await page.getByLabel("Password").fill(PASSWORD);
      await page.getByRole("button", { name: "Create Account" }).click();
      await page.getByText("Account created! Please log in.").first().waitFor();
      await page.getByRole("heading", { name: "Welcome back" }).waitFor();
      expect(await page.getByLabel("Email").inputValue()).toBe(email);
      expect(await page.getByLabel("Password").inputValue()).toBe("");

      // The bar's "Sign Up", shown once the page has scrolled. The landing page was loaded once
      // above; back to it by the logo, as a visitor would, instead of loading it again.
      const home = async () => {
        await page.getByRole("link", { name: "UX Twin" }).click();
        await page.getByRole("region", { name: "Turn ideas into real products with AI" }).waitFor();
      };
      await home();
      await page.mouse.wheel(0, 600);
      const bar = page.getByTestId("header-actions");
      await bar.getByRole("link", { name: "Sign Up" }).click();
      await page.getByRole("heading", { name: "Create Account" }).waitFor();
      // "Login" still signs in.
      await home();
      await page.getByRole("region", { name: "Turn ideas into real products with AI" }).getByRole("link", { name: "Login" }).click();
      await page.getByRole("heading", { name: "Welcome back" }).waitFor();
      expect(errors).toEqual([]);

      await page.setViewportSize(PHONE);
      await home();
      await page.getByRole("link", { name: "Sign Up Free" }).click();
      await page.getByRole("heading", { name: "Create Account" }).waitFor();
      await saveScreenshot(page, "tour/sign-up-390");
      await page.close();
    },
  );
});

describe("tool screens", () => {
  beforeAll(signIn);

  it("opens Startup Builder at its landing-page panel from 'Make a landing page'", { timeout: 120_000 }, async () => {
    const productId = await createProduct(member);
    // A plan made in the product earlier is back as a draft, so the panel sits far below the top.
    const { page, errors } = await openPage(member);
    await open(page, `/dashboard?view=startup-builder&product=${productId}`);
    await expect.poll(() => page.getByLabel("Your startup idea").inputValue(), eventually).toContain(BRIEF.idea);
    await page.getByRole("button", { name: "Generate strategy" }).click();
    await page.getByText("Strategy generated!", { exact: true }).first().waitFor(eventually);

    for (const viewport of [DESKTOP, PHONE]) {
      await page.setViewportSize(viewport);
      // The product page loaded anew the first time (the draft read back from storage), then
      // reached again by the tool's "Open product" link.
      if (viewport === DESKTOP) await open(page, `/products/${productId}`);
      else await page.getByRole("link", { name: "Open product" }).click();
      // Before the product list arrives, the restored plan alone must be enough to go on from.
      const releaseProducts = await holdRequests(page, "**/api/products");
      await page.getByRole("link", { name: "Make a landing page" }).click();
      const heading = page.getByRole("heading", { name: "Landing page", exact: true });
      await heading.waitFor(eventually);
      await page.getByRole("heading", { name: "Your MVP plan" }).waitFor(eventually);
      await expect.poll(() => inView(heading), eventually).toBe(true);
      expect(await heading.evaluate((element) => element === document.activeElement)).toBe(true);
      expect(await page.getByRole("button", { name: "Generate landing page" }).isEnabled()).toBe(true);
      await releaseProducts();
      await saveScreenshot(page, `tour/landing-panel-${viewport.width}`);
    }
    expect(errors).toEqual([]);
    await page.close();
  });

  it("sets the monetization table in whole words at both widths", { timeout: 90_000 }, async () => {
    const { page, errors } = await openTool(member, "monetization");
    await page.getByLabel("Your product idea").fill("A habit tracker for remote teams that nudges people to take real breaks");
    await page.getByRole("button", { name: "Build monetization strategy" }).click();
    const table = page.getByRole("table").first();
    await table.waitFor(eventually);
    await page.getByRole("button", { name: "Copy", exact: true }).first().waitFor(eventually);
    for (const viewport of [DESKTOP, PHONE]) {
      await page.setViewportSize(viewport);
      expect(await wordsBrokenAcrossLines(table)).toEqual([]);
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
      await saveScreenshot(table, `tour/monetization-table-${viewport.width}`);
    }
    expect(errors).toEqual([]);
    await page.close();
  });

  it("shows Quick Chat's lists as bullets, not as '- ' markers", { timeout: 90_000 }, async () => {
    const { page, errors } = await openPage(member);
    await open(page, "/dashboard");
    await page.locator("#quick-question-input").fill("How should I price my app?");
    await page.locator("#quick-question-input").press("Enter");
    await page.getByRole("button", { name: "Regenerate" }).waitFor(eventually);
    const reply = page.locator("li[data-role=assistant]").last();
    const text = await reply.innerText();
    expect(text).toContain("Run a fake-door pricing test before building billing.");
    expect(text).not.toMatch(/^\s*- /m);
    expect(await reply.getByRole("list").getByRole("listitem").count()).toBeGreaterThanOrEqual(3);
    for (const viewport of [DESKTOP, PHONE]) {
      await page.setViewportSize(viewport);
      await saveScreenshot(reply, `tour/chat-reply-${viewport.width}`);
    }
    expect(errors).toEqual([]);
    await page.close();
  });

  it("shows the Workshop Generator's missing-fields message beside the form as well as in the toast", { timeout: 60_000 }, async () => {
    const { page } = await openTool(member, "workshop-generator");
    const message = "Please fill in all fields to generate a workshop agenda.";
    // The view hydrates after the page: until then typing would be lost, and Generate is disabled.
    await expect.poll(() => page.getByRole("button", { name: "Generate Workshop Agenda" }).isEnabled(), eventually).toBe(true);
    await page.getByLabel("Duration").fill("2 hours");
    await page.getByRole("button", { name: "Generate Workshop Agenda" }).click();
    await page.locator(".ui-toast", { hasText: "Missing Information" }).first().waitFor();
    const form = page.locator("form", { has: page.getByLabel("Duration") });
    await form.getByText(message).waitFor();
    expect(await page.getByLabel("Goals & Context").getAttribute("aria-invalid")).toBe("true");
    expect(await page.getByLabel("Duration").getAttribute("aria-invalid")).toBeNull();
    for (const viewport of [DESKTOP, PHONE]) {
      await page.setViewportSize(viewport);
      await saveScreenshot(form, `tour/workshop-missing-${viewport.width}`);
    }
    // Filled in, the message goes.
    await page.getByRole("button", { name: "Use this example" }).click();
    await form.getByText(message).waitFor({ state: "detached" });
    await page.close();
  });
});

describe("names and labels", () => {
  beforeAll(signIn);
  it("names each tool the same in the phone's menu and on the dashboard's cards", { timeout: 60_000 }, async () => {
    const context = await browser.newContext({ viewport: PHONE, hasTouch: true });
    await signInNewUser(context, "tour-names");
    const { page } = await openPage(context);
    await open(page, "/dashboard");
    const cards = async (group: string) =>
      (await page.getByRole("region", { name: group }).getByRole("link").locator("span.font-medium").allInnerTexts()).sort();
    const founders = await cards("For Founders");
    const designers = await cards("For Designers");
    await saveScreenshot(page, "tour/dashboard-cards-390", { fullPage: true });
    // The menu's code loads when the button is first reached for. Here it arrives between the press
    // and the release, so the button is replaced mid-press: the press must still open the menu.
    const menuCode = await pressPointOfHeldMenu(page);
    await page.mouse.down();
    menuCode.arrive();
    // The real trigger has taken the stand-in's place, under the pressed mouse.
    await menuCode.replaced();
    await page.mouse.up();
    const sheet = page.getByRole("dialog", { name: "Menu" });
    await sheet.getByRole("link", { name: "Dashboard" }).waitFor();
    const menu = async (group: string) =>
      (await sheet.getByRole("region", { name: group }).getByRole("link").allInnerTexts()).map((t) => t.trim()).sort();
    expect(await menu("For Founders")).toEqual(founders);
    expect(await menu("For Designers")).toEqual(designers);
    expect(designers).toContain("UX Validator");
    await saveScreenshot(page, "tour/phone-menu-390");
    await page.setViewportSize(DESKTOP);
    await page.keyboard.press("Escape");
    await saveScreenshot(page, "tour/dashboard-cards-1366", { fullPage: true });

    // A press taken back (released away from the button) opens nothing, even when the code comes after it.
    // The menu's code is in this page now, so the dashboard is loaded again (in the same tab) to start without it.
    await page.unrouteAll();
    await page.setViewportSize(PHONE);
    await open(page, "/dashboard");
    const laterCode = await pressPointOfHeldMenu(page);
    await page.mouse.down();
    await page.mouse.move(laterCode.box.x - 150, laterCode.box.y + 300);
    await page.mouse.up();
    laterCode.arrive();
    await laterCode.replaced();
    // Nothing opened by itself: a click on the button is what opens the menu (an open sheet would cover it).
    await page.getByRole("button", { name: "Open menu" }).click();
    await page.getByRole("dialog", { name: "Menu" }).getByRole("link", { name: "Dashboard" }).waitFor();
    await context.close();
  });

  // One product page for both: the one "Open product" leads to.
  it(
    "opens the product in the same tab from 'Open product', with no new-tab icon, and names its export by what it downloads: Markdown, or Markdown with images as a .zip",
    { timeout: 90_000 },
    async () => {
      const productId = await createProduct(member);
      await saveConversation(member, {
        productId,
        messages: [
          { role: "user", content: "Who should we interview first?" },
          { role: "assistant", content: "Owners who work night shifts." },
        ],
      });
      const { page } = await openPage(member);
      await open(page, `/dashboard?product=${productId}`);
      const link = page.getByRole("link", { name: "Open product" });
      await link.waitFor(eventually);
      expect(await link.getAttribute("target")).toBeNull();
      expect(await link.locator("svg.lucide-external-link, svg.lucide-square-arrow-out-up-right").count()).toBe(0);
      await saveScreenshot(page, "tour/open-product-1366", { clip: { x: 0, y: 0, width: 1366, height: 200 } });
      await page.setViewportSize(PHONE);
      await saveScreenshot(page, "tour/open-product-390", { clip: { x: 0, y: 0, width: 390, height: 200 } });
      const pages = member.pages().length;
      await link.click();
      await page.waitForURL(`${baseUrl()}/products/${productId}`);
      expect(member.pages().length).toBe(pages);

      // The export, on the product page "Open product" led to, back at desktop width.
      await page.setViewportSize(DESKTOP);
      const exports = page.getByRole("group", { name: "Export" });
      await exports.getByRole("button", { name: "Markdown", exact: true }).waitFor();
      const [plain] = await Promise.all([
        page.waitForEvent("download"),
        exports.getByRole("button", { name: "Markdown", exact: true }).click(),
      ]);
      expect(plain.suggestedFilename()).toBe("paw-pals.md");

      // A validation report with a screenshot, saved while the page is open: the button says what it gives now.
      const uploaded = await member.request.post(`${baseUrl()}/api/uploads`, {
        data: screenPng(120, 200, [79, 70, 229]),
        headers: { Origin: baseUrl(), "Content-Type": "image/png" },
      });
      const { upload } = (await uploaded.json()) as { upload: { url: string } };
      await saveConversation(member, {
        tool: "validate-ux",
        productId,
        messages: [
          { role: "user", content: "UX validation: Book a walk" },
          {
            role: "assistant",
            content: `# UX validation report\n\n## Screens\n\n![Screen 1](${upload.url})\n\n## Results\n\nFound the button.`,
          },
        ],
      });
      const zipped = exports.getByRole("button", { name: "Markdown + images (.zip)" });
      await zipped.waitFor(eventually);
      for (const viewport of [DESKTOP, PHONE]) {
        await page.setViewportSize(viewport);
        await saveScreenshot(page.locator("article > header"), `tour/export-zip-${viewport.width}`);
      }
      const [archive] = await Promise.all([page.waitForEvent("download"), zipped.click()]);
      expect(archive.suggestedFilename()).toBe("paw-pals.zip");
      await page.close();
    },
  );
});
