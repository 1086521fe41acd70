import type { Browser, BrowserContext, Locator, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { FEATURES } from "../../app/lib/features";
import { baseUrl, eventually, launchBrowser, openPage, waitUntilInteractive } from "./browser";
import { saveConversation, shareConversation } from "./conversations";
import { signInNewUser } from "./session";
import { saveScreenshot } from "./screenshots";

/** The phone every test here uses (isMobile: a phone's layout viewport, which widens to fit content that overflows). */
const PHONE = { width: 390, height: 844 };

let browser: Browser;
/**
 * One phone for the file: the visitor's pass runs in it signed out, then it signs in for the
 * signed-in pass and the toasts, so its caches stay warm and its tab is kept between tests.
 */
let phone: BrowserContext;
let signedIn: Promise<unknown> | undefined;
const signIn = () => (signedIn ??= signInNewUser(phone, "phone"));
beforeAll(async () => {
  browser = await launchBrowser();
  phone = await browser.newContext({
    viewport: PHONE,
    isMobile: true,
    hasTouch: true,
    permissions: ["clipboard-read", "clipboard-write"],
  });
});
afterAll(async () => {
  await browser?.close();
});

// What people really save: a long first message (its first 50 characters become the title) and
// text with no place to break a line (a URL, a hash, a pasted token).
const LONG_MESSAGE = (
  "I want to build an app that helps remote teams run calmer, shorter meetings: async agendas, shared notes, " +
  "decisions everyone can find later, and a weekly digest for people who could not attend. "
)
  .repeat(2)
  .slice(0, 300);
const LONG_WORD = "https://example.com/" + "a1b2c3d4e5".repeat(18);
const PRODUCT_NAME = LONG_WORD.slice(0, 80);

const TOOL_VIEWS = [...new Set(FEATURES.map((feature) => feature.view))];

/** Saves a chat with a long title, a chat with a long word, and a tool result full of both; shares two. */
async function seedConversations(context: BrowserContext) {
  const save = (body: unknown) => saveConversation(context, body);
  const ids = [
    await save({
      messages: [
        { role: "user", content: LONG_MESSAGE },
        { role: "assistant", content: `**${LONG_WORD}** ${LONG_MESSAGE}\n\n- ${LONG_WORD}\n\n\`${LONG_WORD}\`` },
      ],
    }),
    await save({
      messages: [
        { role: "user", content: LONG_WORD },
        { role: "assistant", content: LONG_WORD },
      ],
    }),
    await save({
      tool: "generate-workshop",
      messages: [
        { role: "user", content: `Design Sprint · 2 hours\nParticipants: ${LONG_WORD}\nGoals & context: ${LONG_MESSAGE}` },
        {
          role: "assistant",
          content: `# Design Sprint: ${LONG_WORD}\n\n${LONG_MESSAGE}\n\n## Agenda\n\n### 0:00–0:25 · ${LONG_WORD} (25 min)\n${LONG_WORD}\n\n- ${LONG_WORD}\n\n| Block | Notes |\n|---|---|\n| ${LONG_WORD} | ${LONG_MESSAGE} |`,
        },
      ],
    }),
  ];
  const shares: string[] = [];
  for (const id of [ids[0]!, ids[2]!]) shares.push(`/share/${await shareConversation(context, id)}`);
  return { conversations: ids.map((id) => `/conversation/${id}`), shares };
}

/** A product with a long name, idea and persona, holding a tool result full of long words; returns its page's address. */
async function seedProduct(context: BrowserContext) {
  const created = await context.request.post(`${baseUrl()}/api/products`, {
    data: {
      name: PRODUCT_NAME,
      idea: `${LONG_MESSAGE} ${LONG_WORD}`,
      audience: LONG_WORD,
      personas: [{ name: LONG_WORD.slice(0, 80), description: LONG_MESSAGE, motivation: LONG_WORD }],
    },
    headers: { Origin: baseUrl() },
  });
  expect(created.status()).toBe(201);
  const { product } = (await created.json()) as { product: { id: string } };
  await saveConversation(context, {
    tool: "launch-assistant",
    productId: product.id,
    messages: [
      { role: "user", content: LONG_MESSAGE },
      { role: "assistant", content: `# ${LONG_WORD}\n\n${LONG_MESSAGE}` },
    ],
  });
  return `/products/${product.id}`;
}

/** Loads a page and waits until what it shows is final: hydrated. */
async function open(page: Page, path: string) {
  await page.goto(baseUrl() + path);
  await waitUntilInteractive(page);
}

/**
 * A page of a pass: its address, and how a person gets there from the page before by the app's
 * own links (a client-side navigation costs the browser far less than a load). Without `go` the
 * page is loaded: nothing in the app links to it (a wrong address, a share link from elsewhere).
 */
type Visit = { path: string; go?: (page: Page) => Promise<void> };

/**
 * Clicks a link and waits for the page it leads to: its address, then `shown`, something only that
 * page draws (the address changes before the new page is drawn).
 */
async function follow(page: Page, link: Locator, landsOn: string, shown: (page: Page) => Locator) {
  await link.click();
  await page.waitForURL(baseUrl() + landsOn, eventually);
  await shown(page).waitFor();
}

const heading = (name: string) => (page: Page) => page.getByRole("heading", { level: 1, name, exact: true });

/** A link of the visitor's top-bar menu (a disclosure on a phone), opened. */
async function siteMenuLink(page: Page, name: string) {
  await page.locator("summary[aria-label=Menu]").click();
  return page.getByRole("navigation", { name: "Mobile" }).getByRole("link", { name, exact: true });
}

/** Follows a link of the signed-in menu (a sheet on a phone) and waits for the sheet to close. */
async function viaAppMenu(page: Page, path: string, shown: (page: Page) => Locator) {
  await page.getByRole("button", { name: "Open menu" }).click();
  const menu = page.getByRole("dialog", { name: "Menu" });
  await follow(page, menu.locator(`a[href="${path}"]`).first(), path, shown);
  await menu.waitFor({ state: "hidden" });
}

const featureTitle = (key: string) => FEATURES.find((feature) => feature.key === key)!.title;

/**
 * The public pages, from the landing page through the top bar's menu, the cards and the footer:
 * the same for a visitor and a signed-in person, except where the footer's "Get Started" leads.
 */
function publicPages(signedIn: boolean): Visit[] {
  const main = (page: Page) => page.getByRole("main");
  return [
    { path: "/" },
    {
      path: "/about",
      go: async (page) =>
        follow(page, await siteMenuLink(page, "About"), "/about", heading("Expert product strategy and UX design, for everyone")),
    },
    {
      path: "/founders",
      go: async (page) => follow(page, await siteMenuLink(page, "For Founders"), "/founders", heading("Tools for Founders")),
    },
    {
      path: "/features/startup-builder",
      go: (page) =>
        follow(
          page,
          main(page).locator('a[href="/features/startup-builder"]').first(),
          "/features/startup-builder",
          heading(featureTitle("startup-builder")),
        ),
    },
    {
      path: "/features/monetization",
      go: async (page) => {
        await follow(page, main(page).getByRole("link", { name: "Tools for Founders" }), "/founders", heading("Tools for Founders"));
        await follow(
          page,
          main(page).locator('a[href="/features/monetization"]').first(),
          "/features/monetization",
          heading(featureTitle("monetization")),
        );
      },
    },
    {
      path: "/designers",
      go: async (page) => follow(page, await siteMenuLink(page, "For Designers"), "/designers", heading("Tools for Designers")),
    },
    { path: "/features/nope" },
    { path: "/nope" },
    {
      // Signed in, /auth sends the person on to the dashboard.
      path: "/auth",
      go: (page) =>
        follow(
          page,
          page.getByRole("navigation", { name: "Footer" }).getByRole("link", { name: "Get Started" }),
          signedIn ? "/dashboard" : "/auth",
          heading(signedIn ? "What are we building today?" : "Welcome back"),
        ),
    },
  ];
}

/** The signed-in pages, from the dashboard through the menu, History and the products list. */
function signedInPages(conversations: string[], product: string): Visit[] {
  const history = "/dashboard?history=open";
  const historyList = (page: Page) => page.getByRole("dialog", { name: "Saved Conversations" }).getByRole("link").first();
  return [
    { path: "/dashboard", go: (page) => viaAppMenu(page, "/dashboard", heading("What are we building today?")) },
    { path: history, go: (page) => viaAppMenu(page, history, historyList) },
    ...conversations.map((path, index) => ({
      path,
      go: async (page: Page) => {
        // Back to History from the conversation before.
        if (index > 0) await viaAppMenu(page, history, historyList);
        const list = page.getByRole("dialog", { name: "Saved Conversations" });
        await follow(page, list.locator(`a[href="${path}"]`), path, (page) => page.getByRole("link", { name: "Back to Dashboard" }));
        await list.waitFor({ state: "hidden" });
      },
    })),
    ...TOOL_VIEWS.map((view) => ({
      path: `/dashboard?view=${view}`,
      go: (page: Page) => viaAppMenu(page, `/dashboard?view=${view}`, heading(FEATURES.find((feature) => feature.view === view)!.title)),
    })),
    { path: "/profile", go: (page) => viaAppMenu(page, "/profile", heading("Profile")) },
    { path: "/products", go: (page) => viaAppMenu(page, "/products", heading("Products")) },
    { path: product, go: (page) => follow(page, page.getByRole("main").locator(`a[href="${product}"]`), product, heading(PRODUCT_NAME)) },
  ];
}

/** How wide the page is, and which pieces of text run out of their own box (cut off or spilling). */
function measure(page: Page) {
  return page.evaluate(() => {
    const spilling: string[] = [];
    for (const el of document.querySelectorAll<HTMLElement>("h1, h2, h3, h4, p, li, dt, dd, blockquote, label, a, button, [role=dialog]")) {
      // Code blocks and tables scroll sideways on purpose; single-line titles end in an ellipsis on purpose.
      if (el.closest("pre, table, .sr-only") || getComputedStyle(el).textOverflow === "ellipsis") continue;
      if (el.clientWidth > 0 && el.scrollWidth > el.clientWidth + 1)
        spilling.push(`<${el.localName}> ${el.textContent!.trim().slice(0, 40)}`);
      const box = el.getBoundingClientRect();
      if (box.width > 0 && el.matches("[role=dialog]") && (box.left < 0 || box.right > innerWidth))
        spilling.push(`dialog at ${box.left}–${box.right}`);
    }
    return { scrollWidth: document.documentElement.scrollWidth, innerWidth, spilling: spilling.slice(0, 5) };
  });
}

/** The phone widths every page must fit: reached at the first, then narrowed to the next on the same page. */
const PHONE_WIDTHS = [390, 320] as const;

async function expectEveryPageToFit(visits: Visit[]) {
  const [firstWidth] = PHONE_WIDTHS;
  const { page } = await openPage(phone);
  for (const { path, go } of visits) {
    // A page load is what costs: each page is reached once and measured at every width, the
    // viewport narrowed in place (the layout is CSS, which follows the viewport as it changes).
    await page.setViewportSize({ width: firstWidth, height: 800 });
    if (go) await go(page);
    else await open(page, path);
    for (const width of PHONE_WIDTHS) {
      await page.setViewportSize({ width, height: 800 });
      const { scrollWidth, innerWidth, spilling } = await measure(page);
      expect({ path, width, scrollWidth, innerWidth, spilling }).toEqual({
        path,
        width,
        scrollWidth: width,
        innerWidth: width,
        spilling: [],
      });
    }
  }
  await page.close();
}

describe("every page on a phone", () => {
  it(`fits ${PHONE_WIDTHS.join(" and ")} px for a visitor, long saved titles and words included`, { timeout: 150_000 }, async () => {
    const owner = await browser.newContext();
    await signInNewUser(owner, "phone-owner");
    const { shares } = await seedConversations(owner);
    await owner.close();
    await expectEveryPageToFit([...publicPages(false), ...shares.map((path) => ({ path }))]);
  });

  it(
    `fits ${PHONE_WIDTHS.join(" and ")} px when signed in: dashboard, every tool view, history, profile, products, saved and shared conversations`,
    { timeout: 240_000 },
    async () => {
      await signIn();
      const { conversations, shares } = await seedConversations(phone);
      const product = await seedProduct(phone);
      await expectEveryPageToFit([...publicPages(true), ...signedInPages(conversations, product), ...shares.map((path) => ({ path }))]);
    },
  );
});

type Box = { x: number; y: number; width: number; height: number };
const overlaps = (a: Box, b: Box) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

describe("a phone's toasts and diagrams", () => {
  it(
    "keep toasts off the send and Refine buttons, one at a time, and diagram text readable with the zoom buttons off the steps and every step inside the canvas",
    { timeout: 150_000 },
    async () => {
      await signIn();
      const { page, errors } = await openPage(phone);
      const visibleToasts = page.locator(".ui-toast:visible");

      // The chat: the "Conversation saved" toast leaves the composer's send button uncovered.
      await open(page, "/dashboard");
      await page.locator("#quick-question-input").fill("How do I validate my idea?");
      await page.locator("#quick-question-input").press("Enter");
      await page.getByRole("button", { name: "Regenerate" }).waitFor({ timeout: 30_000 });
      await page.getByRole("button", { name: "Save", exact: true }).click();
      await visibleToasts.filter({ hasText: "Conversation saved" }).waitFor();
      const send = (await page.getByRole("button", { name: "Send message" }).boundingBox())!;
      expect(send.y + send.height / 2).toBeLessThan(PHONE.height);
      expect(overlaps((await visibleToasts.first().boundingBox())!, send)).toBe(false);

      // A flow diagram: labels of at least 12 px on screen, the zoom buttons under the canvas, not over its steps.
      await viaAppMenu(page, "/dashboard?view=startup-builder", heading(featureTitle("startup-builder")));
      await page
        .getByLabel("Your startup idea")
        .fill("A marketplace where neighbours lend each other garden tools, with deposits and reviews");
      await page.getByRole("button", { name: "Generate strategy" }).click();
      await page.getByText("Strategy generated!", { exact: true }).first().waitFor({ timeout: 30_000 });
      const canvas = page.getByTestId("flow-canvas");
      await canvas.locator(".flow-node-label").first().waitFor();
      const labelSizes = await canvas
        .locator(".flow-node-label")
        // Drawn size: the label's font size times the canvas zoom (its box on screen over its own height).
        .evaluateAll((labels: HTMLElement[]) =>
          labels.map((label) => (label.getBoundingClientRect().height / label.offsetHeight) * parseFloat(getComputedStyle(label).fontSize)),
        );
      expect(Math.min(...labelSizes)).toBeGreaterThanOrEqual(12);

      // The flow is shown whole, outcomes included: every step's words inside the canvas, none
      // below its bottom edge, none off its sides (issue 30's tour).
      await canvas.scrollIntoViewIfNeeded();
      const frame = (await canvas.boundingBox())!;
      const labels = await canvas.locator(".flow-node-label").evaluateAll((elements: HTMLElement[]) =>
        elements.map((label) => {
          const box = label.getBoundingClientRect();
          return {
            text: label.textContent,
            top: box.top,
            bottom: box.bottom,
            left: box.left,
            right: box.right,
            size: (box.height / label.offsetHeight) * parseFloat(getComputedStyle(label).fontSize),
          };
        }),
      );
      const endpoints = await canvas.locator(".flow-node[data-kind=endpoint]").count();
      expect(endpoints).toBeGreaterThan(0);
      for (const label of labels) {
        expect(label.size).toBeGreaterThanOrEqual(12);
        expect(label.top).toBeGreaterThanOrEqual(frame.y);
        expect(label.bottom).toBeLessThanOrEqual(frame.y + frame.height);
        expect(label.left).toBeGreaterThanOrEqual(frame.x);
        expect(label.right).toBeLessThanOrEqual(frame.x + frame.width);
      }
      await saveScreenshot(canvas.locator(".."), "tour/flow-390");

      const zoomIn = page.getByRole("button", { name: "Zoom In" });
      expect(await zoomIn.count()).toBe(1);
      const controls = (await page.getByRole("group", { name: "Zoom controls" }).boundingBox())!;
      const canvasBox = (await canvas.boundingBox())!;
      expect(controls.y).toBeGreaterThanOrEqual(canvasBox.y + canvasBox.height);
      await zoomIn.click();
      await page.getByRole("button", { name: "Fit View" }).click();

      // Refine at the bottom of the screen: the toast of the new version stays clear of it.
      const refine = page.getByRole("button", { name: "Refine", exact: true });
      await page.getByRole("form", { name: "Refine the plan" }).getByRole("textbox").fill("Focus on students");
      await refine.evaluate((button) => button.scrollIntoView({ block: "end" }));
      await refine.click();
      await visibleToasts.filter({ hasText: "Version 2 is ready" }).waitFor({ timeout: 30_000 });
      await refine.evaluate((button) => button.scrollIntoView({ block: "end" }));
      const refineBox = (await refine.boundingBox())!;
      expect(refineBox.y + refineBox.height / 2).toBeLessThan(PHONE.height);
      expect(overlaps((await visibleToasts.first().boundingBox())!, refineBox)).toBe(false);

      // A second toast while the first still shows: the phone shows only the newer one.
      await page.getByRole("button", { name: "Copy", exact: true }).first().click();
      await visibleToasts.filter({ hasText: "Copied to clipboard!" }).waitFor();
      expect(await visibleToasts.allInnerTexts()).toEqual([expect.stringContaining("Copied to clipboard!")]);
      expect(errors).toEqual([]);
      await page.close();
    },
  );
});
